// SPDX-License-Identifier: GPL-2.0
/*
 * A probe point that cannot be registered, hand-written as pass 3 would
 * (were pass 2 to let it through) for:
 *
 *	probe begin { printf("begin\n") }
 *	probe kernel.trace("sys_enter") { }
 *	probe kernel.trace("no_such_tracepoint") { }
 *	probe end { printf("end: not reached\n") }
 *	probe error { printf("error probe\n") }
 *
 * `start` fails: sys_enter is unregistered again, the error is reported,
 * and the session ends as by an error.
 */
#include "tapc.h"
#include "tapc_limits.h"

static void probe_0(struct tapc_context *c)
{
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "begin\n");
out: __attribute__((unused));
	;
}

static void probe_1(struct tapc_context *c)
{
	TAPC_ACTIONS(c, 1);
out: __attribute__((unused));
	;
}

static void probe_3(struct tapc_context *c)
{
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "end: not reached\n");
out: __attribute__((unused));
	;
}

static void probe_4(struct tapc_context *c)
{
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "error probe\n");
out: __attribute__((unused));
	;
}

static const struct tapc_lock no_locks[] = { { NULL } };
static const struct tapc_probe probe_0_0 = {
	.pp = "begin", .location = "badtp.stp:1:1", .locks = no_locks,
};
static const struct tapc_probe probe_1_0 = {
	.pp = "kernel.trace(\"raw_syscalls:sys_enter\")",
	.location = "badtp.stp:2:1", .locks = no_locks,
};
static const struct tapc_probe probe_2_0 = {
	.pp = "kernel.trace(\"no_such_tracepoint\")",
	.location = "badtp.stp:3:1", .locks = no_locks,
};
static const struct tapc_probe probe_3_0 = {
	.pp = "end", .location = "badtp.stp:4:1", .locks = no_locks,
};
static const struct tapc_probe probe_4_0 = {
	.pp = "error", .location = "badtp.stp:5:1", .locks = no_locks,
};

static void tp_1_0(void *__data, struct pt_regs *regs, long id)
{
	struct tapc_context *__c = tapc_probe_enter(&probe_1_0);

	if (!__c)
		return;
	probe_1(__c);
	tapc_probe_exit(__c);
}

static void tp_2_0(void *__data)
{
	struct tapc_context *__c = tapc_probe_enter(&probe_2_0);

	if (!__c)
		return;
	probe_1(__c);
	tapc_probe_exit(__c);
}

static const struct tapc_probe_point tapc_points[] = {
	TAPC_LIFECYCLE_POINT(begin, &probe_0_0, probe_0, 0),
	TAPC_TRACEPOINT_POINT(&probe_1_0, "sys_enter", tp_1_0),
	TAPC_TRACEPOINT_POINT(&probe_2_0, "no_such_tracepoint", tp_2_0),
	TAPC_LIFECYCLE_POINT(end, &probe_3_0, probe_3, 0),
	TAPC_LIFECYCLE_POINT(error, &probe_4_0, probe_4, 0),
};

const struct tapc_script tapc_script = {
	.points = tapc_points,
	.npoints = ARRAY_SIZE(tapc_points),
	.limits = TAPC_SCRIPT_LIMITS,
};

#include "tapc_main.c"
