/* kbuild's questions to its tools, asked once per kernel build and set of
 * tools instead of once a make.
 *
 * Every make of kbuild (a module's, the feature tests', a catalog's
 * preprocessing) starts by asking the compiler, the assembler and the
 * linker which of some thirty options they take (try-run, behind
 * cc-option, as-instr, ld-option...): one compiler run each, about a
 * second of a make's wall time, most of it for a small one. An answer
 * depends only on the command asked, which names the tools and holds
 * every flag, and on the tools themselves. So the answers are kept,
 * per kernel build and per identity of its tools (the compiler its
 * configuration names, as and ld, as PATH finds them), and each make is
 * given them: its try-run, redefined on make's command line, answers
 * from them, runs only a command not kept, exactly as kbuild's own
 * try-run would, and records that answer for tapc to keep after. When
 * none are kept yet, one make that only asks runs first, under a lock,
 * so that the makes a kernel's first module starts at once ask once
 * between them; it asks nothing itself but writes its questions down,
 * taking each for a yes, and tapc asks them two at once as they come,
 * while that make still reads the makefiles, then runs it again where a
 * guess was wrong (ended there), until all of a make's were right. The
 * redefinition is used only where the kernel's own
 * try-run is the one it mirrors (scripts/Makefile.compiler, 5.13 on),
 * and not where the environment picks other tools than the names the
 * identity follows (CROSS_COMPILE, LLVM) or the make is given variables
 * of its own (-B): there make asks as it always did. */
#ifndef TAPC_KBUILD_ANSWERS_H
#define TAPC_KBUILD_ANSWERS_H

#include <stdbool.h>

/* The make arguments (NULL-ended, allocated) that give a make of kbuild
 * in `build_dir` with M=`dir` the kept answers, asking them first when
 * none are kept; NULL when the make is to ask itself. `make_args` are
 * the make's own arguments. */
char **kbuild_answers_args(const char *build_dir, const char *dir,
			   char **make_args, int nmake_args);
/* After such a make: keeps the answers it had to ask, then frees
 * `args` (NULL: nothing). */
void kbuild_answers_done(const char *build_dir, const char *dir, char **args);

/* The compiler the kernel's configuration `config_path` names
 * (CONFIG_CC_VERSION_TEXT="gcc-12 (Debian ...) ..."), as found in PATH
 * under `root` (its path prefix, "" for none): allocated, NULL when
 * none is. */
char *kbuild_config_compiler(const char *config_path, const char *root);
#endif
