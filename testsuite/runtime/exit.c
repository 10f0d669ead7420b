// SPDX-License-Identifier: GPL-2.0
/*
 * exit() from a tracepoint probe, hand-written as pass 3 would for:
 *
 *	global n
 *	probe kernel.trace("sys_enter") {
 *		if (pid() == target() && $id == 3 && $regs->di == 1000)
 *			if (++n == 100) exit()
 *	}
 *	probe end { printf("end: n >= 100: %d\n", n >= 100) }
 *
 * with a target that would close(1000) for ever: run.c stops the session
 * on exit() and kills the target.
 */
#include "tapc.h"
#include "tapc_limits.h"

static TAPC_DEFINE_RWLOCK(g_n_lock);
static int64_t g_n;

struct probe_0_locals {
	char unused;
	int64_t target0;	/* $id */
	int64_t target1;	/* $regs->di */
};

static void probe_0(struct tapc_context *c)
{
	struct probe_0_locals *l = (void *)c->locals;

	c->last_stmt = "keyword at exit.stp:3:9";
	TAPC_ACTIONS(c, 1);
	if (current->tgid == tapc_target && l->target0 == 3 &&
	    l->target1 == 1000) {
		TAPC_ACTIONS(c, 1);
		if (++g_n == 100)
			tapc_request_exit();
	}
out: __attribute__((unused));
	;
}

static void probe_1(struct tapc_context *c)
{
	c->last_stmt = "identifier 'printf' at exit.stp:6:13";
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "end: n >= 100: %d\n", (int64_t)(g_n >= 100));
out: __attribute__((unused));
	;
}

static const struct tapc_lock locks_n[] = { { &g_n_lock } };
static const struct tapc_probe probe_0_0 = {
	.pp = "kernel.trace(\"raw_syscalls:sys_enter\")",
	.location = "exit.stp:2:1", .locks = locks_n, .nlocks = 1,
	.locals_size = sizeof(struct probe_0_locals),
};
static const struct tapc_probe probe_1_0 = {
	.pp = "end", .location = "exit.stp:6:1", .locks = locks_n,
	.nlocks = 1,
};

static void tp_0_0(void *__data, struct pt_regs *regs, long id)
{
	struct tapc_context *__c = tapc_probe_enter(&probe_0_0);
	struct probe_0_locals *__l;

	if (!__c)
		return;
	__l = (void *)__c->locals;
	__l->target0 = id;
	__l->target1 = regs->di;
	probe_0(__c);
	tapc_probe_exit(__c);
}

static const struct tapc_probe_point tapc_points[] = {
	TAPC_TRACEPOINT_POINT(&probe_0_0, "raw_syscalls:sys_enter", tp_0_0),
	TAPC_LIFECYCLE_POINT(end, &probe_1_0, probe_1, 0),
};

const struct tapc_script tapc_script = {
	.points = tapc_points,
	.npoints = ARRAY_SIZE(tapc_points),
	.max_locals_size = sizeof(struct probe_0_locals),
	.limits = TAPC_SCRIPT_LIMITS,
};

#include "tapc_main.c"
