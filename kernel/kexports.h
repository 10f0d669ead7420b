/* The symbols the kernel exports to modules, from its build tree's
 * Module.symvers: what kernel.function("...").exported probes. */
#ifndef TAPC_KEXPORTS_H
#define TAPC_KEXPORTS_H

#include <stdbool.h>

typedef struct kexport_set kexport_set;

/* NULL, after a message, when the build tree has no Module.symvers. */
kexport_set *kexports_load(const char *build_dir);
void kexports_free(kexport_set *set);
/* Whether vmlinux exports `name`. */
bool kexports_has(const kexport_set *set, const char *name);
#endif
