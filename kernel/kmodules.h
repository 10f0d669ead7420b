/* The target kernel's modules, as installed under /lib/modules/RELEASE
 * (modules.dep), and the functions each one's .ko defines (its symbol
 * table): what module("NAME").function("PATTERN") probes. */
#ifndef TAPC_KMODULES_H
#define TAPC_KMODULES_H

#include <stdbool.h>

typedef struct kmodule {
	const char *name;      /* as the kernel names it: "9pnet_virtio" */
	const char *path;      /* its .ko */
} kmodule;

/* Calls fn for each module that `spec` names: a name or a glob over the
 * names ('-' and '_' alike, as the kernel takes them), or the path of a
 * .ko (it contains a '/'). Returns how many; -1 after a message when the
 * release's modules cannot be listed. */
int kmodules_match(const char *release, const char *spec,
		   void (*fn)(const kmodule *m, void *arg), void *arg);
/* Whether a .ko's section of that name holds code the loaded module
 * runs: .text and its .text.* parts, .init.text (run once at load, then
 * freed) and .exit.text (run at unload). */
bool kmodule_text_section(const char *name);
/* Calls fn for each function of the module's code (kmodule_text_section)
 * whose name matches the glob, each name once; returns how many. */
int kmodule_functions(const kmodule *m, const char *pattern,
		      void (*fn)(const char *name, void *arg), void *arg);
#endif
