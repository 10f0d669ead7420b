/* Pass 4's compiles with the kernel's headers precompiled.
 *
 * Nearly all of compiling a module's two small units is gcc parsing the
 * kernel's headers: the three that kbuild forces with -include, then what
 * the unit includes first (tapc.h for the script's unit, <linux/module.h>
 * for NAME.mod.c). A recipe's compile of such a unit (kbuild_recipe.h)
 * is run instead with one -include of a header that includes them all, in
 * the same order, precompiled once per recipe into HEADER.gch (gcc's
 * precompiled headers); gcc takes the .gch only when the options it was
 * made with match, else reads the header itself, so the object is the
 * same either way. gcc refuses a .gch when a macro it saw is defined
 * otherwise, so the module's own names (KBUILD_MODNAME and the other -D
 * options naming it) are left out of the .gch and defined after it, by a
 * second -include. */
#ifndef TAPC_KBUILD_PCH_H
#define TAPC_KBUILD_PCH_H

#include <stdbool.h>

/* The header to precompile for the compile `cmd` (a recipe's command,
 * its module's name @NAME@), run in `build_dir`: its forced -include
 * files, then the text `first`: what the unit starts with, its -D
 * defines and #include "tapc.h", or #include <linux/module.h>. NULL when
 * `cmd` is not a compile that forces headers. */
char *kbuild_pch_header(const char *cmd, const char *build_dir,
			const char *first);

/* The command making `header`.gch from `header` with the options of
 * `cmd`, less its forced -include files, its module's names and its
 * dependency file; NULL when `cmd` is not a compile. */
char *kbuild_pch_make_command(const char *cmd, const char *header);

/* `cmd` with its forced -include files and its -D options naming the
 * module taken out and `-include header -include names` in their place;
 * `*names_text` is set to the text of `names` (#define lines of those
 * options). NULL when `cmd` is not a compile that forces headers, or a
 * name cannot be written as a #define. */
char *kbuild_pch_use_command(const char *cmd, const char *header,
			     const char *names, char **names_text);
#endif
