/* The target kernel's functions that kprobes may be put on: those of
 * the BTF of its image (every function the compiler kept out of line)
 * that are text symbols of its kallsyms, less what the kernel refuses to
 * probe (its kprobe blacklist, .init.text); cached per kernel build. */
#ifndef TAPC_KFUNCS_H
#define TAPC_KFUNCS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* Opened from the cache's mapped file: a lookup reads only the pages it
 * needs (kfuncs.c). */
typedef struct kfunc_list kfunc_list;

kfunc_list *kfuncs_load(const char *release, const char *build_dir, int verbose);
void kfuncs_free(kfunc_list *list);
/* How many probe-able functions it has. */
int kfuncs_count(const kfunc_list *list);
/* Calls fn for each name matching the glob; returns how many matched. */
/* The link addresses of the probe-able functions named `name` (static
 * functions may share one), at most `max` into `addrs`: how many; 0 when
 * it is not one of them or the image has no kallsyms. */
int kfuncs_addresses(const kfunc_list *list, const char *name,
		     uint64_t *addrs, int max);
/* Whether the kernel refuses kprobes in the function whose text symbol
 * starts at link address `addr` (a DWARF point's function, which BTF
 * may not have). */
bool kfuncs_refused(const kfunc_list *list, uint64_t addr);
/* Whether some text symbol called `name` is one the kernel refuses. */
bool kfuncs_refused_name(const kfunc_list *list, const char *name);
/* Whether `name` is one of the probe-able functions. */
bool kfuncs_has(const kfunc_list *list, const char *name);
/* Whether `name` is a text symbol of the kernel's kallsyms, BTF or not
 * (an assembly function); true when the image has none to ask. It reads
 * the image: for names the list does not have. */
bool kfuncs_text_symbol(const char *release, const char *build_dir,
			const char *name);
/* Whether the link address `addr` is in the kernel's per-CPU area
 * (between its __per_cpu_start and __per_cpu_end): offsets from 0 where
 * the area is linked at 0 (6.x), the template's own addresses where it
 * is linked with the rest of the kernel's data (7.x); each CPU's copy is
 * that address plus the CPU's offset, either way. */
bool kfuncs_percpu_symbol(const char *release, const char *build_dir,
			  uint64_t addr);
/* The link address of the kernel's data symbol `name` (not text), from
 * its kallsyms; false when it has none of that name. */
bool kfuncs_data_symbol(const char *release, const char *build_dir,
			const char *name, uint64_t *addr);
/* Whether ftrace can trace `name` (the first of its addresses): false
 * for a notrace function, which only a kprobe's breakpoint reaches. */
bool kfuncs_traced(const kfunc_list *list, const char *name);
/* Where a function is for the runtime, which registers those it knows
 * the place of all at once (runtime/kfunc.c): its distance from the
 * function the module finds it from at load time
 * (sprint_symbol_no_offset: KASLR moves the kernel's text as one). */
typedef struct kfunc_link {
	bool linked;       /* the image tells where it is */
	int call_site;     /* kfunc_list.call_site */
	int64_t offset;
} kfunc_link;
kfunc_link kfuncs_link(const kfunc_list *list, const char *name);
/* The same for a link address inside a function (kernel.statement):
 * never through ftrace (call_site -1). */
kfunc_link kfuncs_link_address(const kfunc_list *list, uint64_t addr);
/* The link's fields of a point's entry of tapc_points[] (runtime/tapc.h):
 * ".linked = true, .link_offset = ...L, .call_site = N, ", or nothing. */
void kfuncs_link_fields(const kfunc_link *link, FILE *out);
int kfuncs_match(const kfunc_list *list, const char *pattern,
		 void (*fn)(const char *name, void *arg), void *arg);
/* The same over the functions ftrace traces: a glob's matches, for the
 * kernel refuses probes on a notrace function through ftrace, and
 * thousands of kprobes instead take minutes to arm. */
int kfuncs_match_traced(const kfunc_list *list, const char *pattern,
			void (*fn)(const char *name, void *arg), void *arg);
#endif
