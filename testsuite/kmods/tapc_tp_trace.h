/* SPDX-License-Identifier: GPL-2.0 */
/* The tracepoint of tapc_tp.c: one item of the module's own type and a
 * number, for module("tapc_tp").tracepoint("tapc_tp_fire"). */
#undef TRACE_SYSTEM
#define TRACE_SYSTEM tapc_tp

#ifndef TAPC_TP_ITEM
#define TAPC_TP_ITEM
struct tapc_tp_item {
	int id;
	long weight;
	char tag[8];
};
#endif

#if !defined(TAPC_TP_TRACE_H) || defined(TRACE_HEADER_MULTI_READ)
#define TAPC_TP_TRACE_H

#include <linux/tracepoint.h>

TRACE_EVENT(tapc_tp_fire,
	TP_PROTO(const struct tapc_tp_item *item, int n),
	TP_ARGS(item, n),
	TP_STRUCT__entry(
		__field(int, id)
		__field(int, n)
	),
	TP_fast_assign(
		__entry->id = item->id;
		__entry->n = n;
	),
	TP_printk("id=%d n=%d", __entry->id, __entry->n)
);

#endif

#undef TRACE_INCLUDE_PATH
#define TRACE_INCLUDE_PATH .
#undef TRACE_INCLUDE_FILE
#define TRACE_INCLUDE_FILE tapc_tp_trace
#include <trace/define_trace.h>
