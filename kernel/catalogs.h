/* The target kernel's catalogs, one accessor each: loaded the first time
 * one is asked for (from the cache, else built and cached: kcache.h),
 * kept with the target and freed with it (kernel_free). Outside kernel/
 * nothing loads a catalog itself (testsuite/floors.sh checks): whoever
 * needs one asks the target, so each is loaded once a run whichever
 * family or pass asks first.
 *
 * A catalog that cannot be made is NULL, after its loader's message; it
 * is tried once, and every later ask answers NULL without a word. */
#ifndef TAPC_CATALOGS_H
#define TAPC_CATALOGS_H

#include "kcache.h"
#include "kernel.h"

struct sc_catalog;   /* syscalls.h */
struct tp_catalog;   /* tracepoints.h */
struct kfunc_list;   /* kfuncs.h */
struct ktypes;       /* ktypes.h */
struct kreserved;    /* kreserved.h */
struct kexport_set;  /* kexports.h */

/* Its system calls: numbers, prototypes, constants. */
struct sc_catalog *kernel_syscalls(kernel_target *k);
/* Its tracepoints and their prototypes. */
struct tp_catalog *kernel_tracepoints(kernel_target *k);
/* A catalog holding the tracepoint `name` (a name, not a pattern) as the
 * whole catalog has it: the whole one when kept or loaded, else one of
 * that tracepoint alone, made in a second where the whole one takes many
 * (tracepoints.h); the whole one when that cannot tell (no such
 * tracepoint: its neighbours for the error). */
struct tp_catalog *kernel_tracepoint_named(kernel_target *k, const char *name);
/* The functions kprobes may be put on, and where each is. */
struct kfunc_list *kernel_kfuncs(kernel_target *k);
/* Its types and function prototypes, from its BTF. */
struct ktypes *kernel_types(kernel_target *k);
/* The text it patches itself (no kprobe there). */
struct kreserved *kernel_reserved(kernel_target *k);
/* The symbols it exports to modules (Module.symvers). */
struct kexport_set *kernel_exports(kernel_target *k);
/* A catalog of a kind a floor above builds from the target (the
 * inline functions of its vmlinux's DWARF), loaded once the same way;
 * `free_catalog` frees it with the target (NULL: nothing to free). */
void *kernel_catalog(kernel_target *k, const kcache_kind *kind,
		     void (*free_catalog)(void *));
/* Frees those loaded (kernel_free's); the target may load them again. */
void kernel_catalogs_free(kernel_target *k);
#endif
