/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The table of calls in flight (entries.c), which the process and system
 * call returns read their entries from. Part of tapc.h, included by it
 * alone.
 */
#ifndef TAPC_ENTRIES_H
#define TAPC_ENTRIES_H

/* The @entry() values a process or system call return keeps from its
 * entry in the module's table, at most (pass 2 refuses more:
 * elaborate/probes.h's PROBE_ENTRY_VALS) */
#define TAPC_ENTRY_VALS 8
/* The calls in flight the table holds */
#ifndef TAPC_ENTRIES
#define TAPC_ENTRIES 256
#endif

/* A call in flight's entry in the module's table (entries.c): by thread
 * (its place's owner word holds the tid; start_time), point and key, with
 * the image it called in (mm), or NULL for an entry that outlives an exec */
struct tapc_entry {
	u64 start_time;
	const struct mm_struct *mm;
	const void *point;
	unsigned long key;
	struct pt_regs regs;
	int64_t vals[TAPC_ENTRY_VALS];
};

/* A place for the current thread's entry into the call at `point` by
 * `key` (and its image when `by_image`), its record zeroed, for the
 * caller to fill (regs, tapc_entry_record) and hand on with
 * tapc_entry_ready; NULL when the table has no place, counted as a
 * skipped probe. */
struct tapc_entry *tapc_entry_claim(const void *point, unsigned long key,
				    bool by_image);
void tapc_entry_ready(struct tapc_entry *e);
/* The entry of the call returning now, the caller's to read until
 * tapc_entry_drop frees its place; NULL when none was kept. */
struct tapc_entry *tapc_entry_find(const void *point, unsigned long key,
				   bool by_image);
void tapc_entry_drop(struct tapc_entry *e);
/* Entry `e`'s @entry() values, a string's text after them
 * (probe_entry_text): its vals, or its row of tapc_script.entry_area. */
int64_t *tapc_entry_record(struct tapc_entry *e);

#endif
