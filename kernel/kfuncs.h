/* The target kernel's functions that kprobes may be put on: those of
 * the BTF of its image (every function the compiler kept out of line)
 * that are text symbols of its kallsyms, less what the kernel refuses to
 * probe (its kprobe blacklist, .init.text); cached per kernel build. */
#ifndef TAPC_KFUNCS_H
#define TAPC_KFUNCS_H

#include <stdbool.h>
#include <stdint.h>

typedef struct kfunc_list {
	char **names;     /* sorted */
	char **addrs;     /* names[i]'s link addresses: "ADDR,ADDR" in hex */
	int count;
	char *storage;
} kfunc_list;

kfunc_list *kfuncs_load(const char *release, const char *build_dir, int verbose);
void kfuncs_free(kfunc_list *list);
/* Calls fn for each name matching the glob; returns how many matched. */
/* The link addresses of the probe-able functions named `name` (static
 * functions may share one), at most `max` into `addrs`: how many; 0 when
 * it is not one of them or the image has no kallsyms. */
int kfuncs_addresses(const kfunc_list *list, const char *name,
		     uint64_t *addrs, int max);
/* Where `name` is, as its distance from the function the runtime finds
 * it from at load time (sprint_symbol_no_offset: KASLR moves the
 * kernel's text as one); false when the image does not tell. */
bool kfuncs_link_offset(const kfunc_list *list, const char *name,
			int64_t *offset);
int kfuncs_match(const kfunc_list *list, const char *pattern,
		 void (*fn)(const char *name, void *arg), void *arg);
#endif
