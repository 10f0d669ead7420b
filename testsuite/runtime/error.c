// SPDX-License-Identifier: GPL-2.0
/*
 * A fatal error in a begin probe, hand-written as pass 3 would for:
 *
 *	probe begin {
 *		printf("begin\n")
 *		x = 1 / zero		# zero is 0
 *		printf("not reached\n")
 *	}
 *	probe end { printf("end: not reached\n") }
 *	probe error { printf("error probe\n") }
 *	probe kernel.trace("sys_enter") { printf("not registered\n") }
 *
 * The session fails at once: no tracepoint gets registered, the end probe
 * gives way to the error probe, and run.c exits 1.
 */
#include "tapc.h"
#include "tapc_limits.h"

struct probe_0_locals {
	char unused;
	int64_t l_x;
	int64_t l_zero;
};

static void probe_0(struct tapc_context *c)
{
	struct probe_0_locals *l = (void *)c->locals;

	c->last_stmt = "identifier 'printf' at error.stp:2:9";
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "begin\n");
	c->last_stmt = "operator '/' at error.stp:3:15";
	TAPC_ACTIONS(c, 1);
	l->l_x = tapc_div(c, 1, l->l_zero);
	if (unlikely(c->last_error))
		goto out;
	c->last_stmt = "identifier 'printf' at error.stp:4:9";
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "not reached\n");
out: __attribute__((unused));
	;
}

static void probe_1(struct tapc_context *c)
{
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "end: not reached\n");
out: __attribute__((unused));
	;
}

static void probe_2(struct tapc_context *c)
{
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "error probe\n");
out: __attribute__((unused));
	;
}

static void probe_3(struct tapc_context *c)
{
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "not registered\n");
out: __attribute__((unused));
	;
}

static const struct tapc_lock no_locks[] = { { NULL } };
static const struct tapc_probe probe_0_0 = {
	.pp = "begin", .location = "error.stp:1:1", .locks = no_locks,
	.locals_size = sizeof(struct probe_0_locals),
};
static const struct tapc_probe probe_1_0 = {
	.pp = "end", .location = "error.stp:6:1", .locks = no_locks,
};
static const struct tapc_probe probe_2_0 = {
	.pp = "error", .location = "error.stp:7:1", .locks = no_locks,
};
static const struct tapc_probe probe_3_0 = {
	.pp = "kernel.trace(\"raw_syscalls:sys_enter\")",
	.location = "error.stp:8:1", .locks = no_locks,
};

static void tp_3_0(void *__data, struct pt_regs *regs, long id)
{
	struct tapc_context *__c = tapc_probe_enter(&probe_3_0);

	if (!__c)
		return;
	probe_3(__c);
	tapc_probe_exit(__c);
}

static const struct tapc_probe_point tapc_points[] = {
	TAPC_LIFECYCLE_POINT(begin, &probe_0_0, probe_0, 0),
	TAPC_LIFECYCLE_POINT(end, &probe_1_0, probe_1, 0),
	TAPC_LIFECYCLE_POINT(error, &probe_2_0, probe_2, 0),
	TAPC_TRACEPOINT_POINT(&probe_3_0, "sys_enter", tp_3_0),
};

const struct tapc_script tapc_script = {
	.points = tapc_points,
	.npoints = ARRAY_SIZE(tapc_points),
	.max_locals_size = sizeof(struct probe_0_locals),
	.limits = TAPC_SCRIPT_LIMITS,
};

#include "tapc_main.c"
