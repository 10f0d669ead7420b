/* The places in the kernel's text that it patches itself and so refuses
 * kprobes at, beyond its kprobe blacklist (kfuncs.h): each static key's
 * jump (its __jump_table) and each inline static call (its
 * static_call_sites), by link address; cached per kernel build. Read
 * only where DWARF puts a probe inside a function (an inline instance, a
 * line), where such a site may be: a tracepoint's inline trace_NAME()
 * begins with its static key's jump. */
#ifndef TAPC_KRESERVED_H
#define TAPC_KRESERVED_H

#include <stdbool.h>
#include <stdint.h>

typedef struct kreserved {
	uint64_t *addrs;   /* sorted */
	int count;
	char *storage;
} kreserved;

/* NULL, after a message, when the kernel's image cannot tell (no
 * kallsyms to find the tables by). */
kreserved *kreserved_load(const char *release, const char *build_dir,
			  int verbose);
void kreserved_free(kreserved *r);
/* Whether an instruction at link address `addr` is one the kernel
 * patches: a kprobe there fails to register (-EINVAL). */
bool kreserved_at(const kreserved *r, uint64_t addr);
#endif
