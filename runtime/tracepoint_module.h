/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The module tracepoint kind (tracepoint_module.c). Part of tapc.h,
 * included by it alone.
 */
#ifndef TAPC_TRACEPOINT_MODULE_H
#define TAPC_TRACEPOINT_MODULE_H

/* module("M").tracepoint("NAME"): an OPS point of tapc_tp_module_ops
 * whose slot is this (tracepoint_module.c). The handler is registered on
 * the module's tracepoint while the module is loaded, from before its
 * init runs to its unload; the module may come and go during the
 * session. */
struct tapc_tp_module {
	const char *module;		/* the kernel's name of it */
	const char *name;		/* the tracepoint's */
	void *handler;			/* of the tracepoint's prototype */
	/* the runtime's, while registered */
	struct notifier_block nb;
	struct tracepoint *tp;		/* the module's, while it is loaded */
	bool done;			/* unregistered: no more arming */
};

extern const struct tapc_point_ops tapc_tp_module_ops;

#endif
