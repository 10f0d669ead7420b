/* What a module file says of itself before it is loaded: the .modinfo
 * section of its ELF (name, vermagic, description), read
 * without libelf, so that the runner can refuse a file that is not a
 * module, a module tapc did not build, or one built for another kernel,
 * with an error that says so rather than the kernel's "Invalid module
 * format". */
#ifndef TAPC_MODULE_FILE_H
#define TAPC_MODULE_FILE_H

#include <stdbool.h>

/* runtime/tapc_main.c's MODULE_DESCRIPTION: what marks a module as tapc's. */
#define MODULE_FILE_TAPC_DESCRIPTION \
	"a SystemTap-language script compiled by tapc"

typedef struct module_file {
	char *name;         /* the kernel's name for it (modinfo "name") */
	char *release;      /* the kernel release it was built for: the
	                     * first word of its vermagic */
	char *description;  /* NULL if it has none */
} module_file;

/* Reads `path`'s .modinfo into `mf`. On failure prints stap's style of
 * "ERROR: ..." saying why and returns false. */
bool module_file_read(const char *path, module_file *mf);

/* True if the module was built by tapc (its description is tapc's). */
bool module_file_is_tapc(const module_file *mf);

void module_file_free(module_file *mf);
#endif
