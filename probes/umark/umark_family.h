/* process("PATH").mark("NAME"), process("PATH").provider("P").mark("NAME"),
 * each also as process(PID).… and process("PATH").library("LIB").…: a
 * program's SDT markers. A marker is a uprobe at its address, with its
 * semaphore (when it has one) counted up while it is probed, so that the
 * program computes the marker's arguments only then; $argN are where the
 * marker's note says they are, $$name and $$provider its names.
 *
 * Built on the process family (process_family.h): the binaries are
 * opened by its core, and the points' data begins with its proc_where,
 * the processes a point is hit in. */
#ifndef TAPC_UMARK_FAMILY_H
#define TAPC_UMARK_FAMILY_H

#include "process_family.h"

struct ubin;
struct usdt_mark;

/* resolved_point.data of the family's points */
typedef struct umark_point {
	proc_where where;
	const struct ubin *bin;
	const struct usdt_mark *mark;
} umark_point;

extern const probe_family probe_umark_family;

/* pass 3 (umark_emit.c) */
void umark_emit_tables(struct tr_module *m);
void umark_emit_handler(struct tr_module *m, int index, int j);
void umark_emit_entries(struct tr_module *m);
#endif
