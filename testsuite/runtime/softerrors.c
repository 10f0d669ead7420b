// SPDX-License-Identifier: GPL-2.0
/*
 * Errors below MAXERRORS (MAXACTION, MAXNESTING, a read fault), frames,
 * the larger action limit of begin probes, and reentrancy, hand-written
 * as pass 3 would for `stap -DMAXERRORS=1000` and:
 *
 *	function depth(n) { return n ? 1 + depth(n - 1) : 0 }
 *	probe begin {
 *		for (i = 0; i < 5000; i++) ;	# MAXACTION_INTERRUPTIBLE
 *		printf("%d actions\n", i)
 *		printf("depth(5) = %d\n", depth(5))
 *		printf("depth(20) = %d\n", depth(20))	# MAXNESTING
 *	}
 *	probe kernel.trace("sys_enter") {
 *		if (pid() == target() && $id == 3 && $regs->di == 1000)
 *			printf("%m", 0xffff800000001000)	# read fault
 *		if (pid() == target() && $id == 231)	# exit_group
 *			for (i = 0; i < 5000; i++) ;	# MAXACTION
 *	}
 *	probe kernel.trace("page_fault_kernel") { }
 *	probe end { printf("end\n") }
 *
 * The read fault's page fault fires page_fault_kernel inside the probe:
 * that hit finds the CPU's context busy and is skipped as reentrant.
 */
#define MAXERRORS 1000
#include "tapc.h"
#include "tapc_limits.h"

/* The guard hole below the kernel's direct map: canonical, never mapped. */
#define UNMAPPED_KERNEL_ADDRESS 0xffff800000001000LL

struct fn_depth_locals {
	char unused;
	int64_t l_n;
};

static int64_t fn_depth(struct tapc_context *c, int64_t a_n)
{
	struct fn_depth_locals *l = tapc_function_enter(c, sizeof(*l),
		"identifier 'depth' at softerrors.stp:1:10");
	int64_t __ret = 0;

	if (!l)
		return __ret;
	l->l_n = a_n;
	c->last_stmt = "keyword at softerrors.stp:1:22";
	TAPC_ACTIONS(c, 1);
	if (l->l_n) {
		__ret = 1 + fn_depth(c, l->l_n - 1);
		if (unlikely(c->last_error))
			goto out;
	}
	goto out;
out: __attribute__((unused));
	tapc_frame_pop(c, sizeof(*l));
	return __ret;
}

union tapc_frames {
	char unused;
	struct fn_depth_locals fn_depth;
};

static void probe_0(struct tapc_context *c)
{
	int64_t v;

	c->last_stmt = "keyword at softerrors.stp:3:9";
	for (v = 0; v < 5000; v++)
		TAPC_ACTIONS(c, 1);
	c->last_stmt = "identifier 'printf' at softerrors.stp:4:9";
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "%d actions\n", v);
	c->last_stmt = "identifier 'printf' at softerrors.stp:5:9";
	TAPC_ACTIONS(c, 1);
	v = fn_depth(c, 5);
	if (unlikely(c->last_error))
		goto out;
	tapc_printf(c, "depth(5) = %d\n", v);
	c->last_stmt = "identifier 'printf' at softerrors.stp:6:9";
	TAPC_ACTIONS(c, 1);
	v = fn_depth(c, 20);
	if (unlikely(c->last_error))
		goto out;
	tapc_printf(c, "depth(20) = %d\n", v);
out: __attribute__((unused));
	;
}

struct probe_1_locals {
	char unused;
	int64_t target0;	/* $id */
	int64_t target1;	/* $regs->di */
	int64_t l_i;
};

static void probe_1(struct tapc_context *c)
{
	struct probe_1_locals *l = (void *)c->locals;

	c->last_stmt = "keyword at softerrors.stp:9:9";
	TAPC_ACTIONS(c, 1);
	if (current->tgid == tapc_target && l->target0 == 3 &&
	    l->target1 == 1000) {
		c->last_stmt = "identifier 'printf' at softerrors.stp:10:17";
		TAPC_ACTIONS(c, 1);
		tapc_printf(c, "%m", (int64_t)UNMAPPED_KERNEL_ADDRESS);
		if (unlikely(c->last_error))
			goto out;
	}
	c->last_stmt = "keyword at softerrors.stp:11:9";
	TAPC_ACTIONS(c, 1);
	if (current->tgid == tapc_target && l->target0 == 231) {
		c->last_stmt = "keyword at softerrors.stp:12:17";
		for (l->l_i = 0; l->l_i < 5000; l->l_i++)
			TAPC_ACTIONS(c, 1);
	}
out: __attribute__((unused));
	;
}

static void probe_2(struct tapc_context *c)
{
	TAPC_ACTIONS(c, 1);
out: __attribute__((unused));
	;
}

static void probe_3(struct tapc_context *c)
{
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "end\n");
out: __attribute__((unused));
	;
}

static const struct tapc_lock no_locks[] = { { NULL } };
static const struct tapc_probe probe_0_0 = {
	.pp = "begin", .location = "softerrors.stp:2:1", .locks = no_locks,
};
static const struct tapc_probe probe_1_0 = {
	.pp = "kernel.trace(\"raw_syscalls:sys_enter\")",
	.location = "softerrors.stp:8:1", .locks = no_locks,
	.locals_size = sizeof(struct probe_1_locals),
};
static const struct tapc_probe probe_2_0 = {
	.pp = "kernel.trace(\"exceptions:page_fault_kernel\")",
	.location = "softerrors.stp:14:1", .locks = no_locks,
};
static const struct tapc_probe probe_3_0 = {
	.pp = "end", .location = "softerrors.stp:15:1", .locks = no_locks,
};

static void tp_1_0(void *__data, struct pt_regs *regs, long id)
{
	struct tapc_context *__c = tapc_probe_enter(&probe_1_0);
	struct probe_1_locals *__l;

	if (!__c)
		return;
	__l = (void *)__c->locals;
	__l->target0 = id;
	__l->target1 = regs->di;
	probe_1(__c);
	tapc_probe_exit(__c);
}

static void tp_2_0(void *__data, unsigned long address, struct pt_regs *regs,
		   unsigned long error_code)
{
	struct tapc_context *__c = tapc_probe_enter(&probe_2_0);

	if (!__c)
		return;
	probe_2(__c);
	tapc_probe_exit(__c);
}

static const struct tapc_probe_point tapc_points[] = {
	TAPC_LIFECYCLE_POINT(begin, &probe_0_0, probe_0, 0),
	TAPC_TRACEPOINT_POINT(&probe_1_0, "sys_enter", tp_1_0),
	TAPC_TRACEPOINT_POINT(&probe_2_0, "page_fault_kernel", tp_2_0),
	TAPC_LIFECYCLE_POINT(end, &probe_3_0, probe_3, 0),
};

const struct tapc_script tapc_script = {
	.points = tapc_points,
	.npoints = ARRAY_SIZE(tapc_points),
	.max_locals_size = sizeof(struct probe_1_locals),
	.max_frame_size = sizeof(union tapc_frames),
	.limits = TAPC_SCRIPT_LIMITS,
};

#include "tapc_main.c"
