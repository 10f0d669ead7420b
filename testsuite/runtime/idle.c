// SPDX-License-Identifier: GPL-2.0
/*
 * A session that only ends from outside (a signal, a byte on stdin, -T),
 * hand-written as pass 3 would for:
 *
 *	probe begin { printf("begin\n") }
 *	probe end { printf("end\n") }
 */
#include "tapc.h"
#include "tapc_limits.h"

static void probe_0(struct tapc_context *c)
{
	c->last_stmt = "identifier 'printf' at idle.stp:1:15";
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "begin\n");
out: __attribute__((unused));
	;
}

static void probe_1(struct tapc_context *c)
{
	c->last_stmt = "identifier 'printf' at idle.stp:2:13";
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "end\n");
out: __attribute__((unused));
	;
}

static const struct tapc_lock no_locks[] = { { NULL } };
static const struct tapc_probe probe_0_0 = {
	.pp = "begin", .location = "idle.stp:1:1", .locks = no_locks,
};
static const struct tapc_probe probe_1_0 = {
	.pp = "end", .location = "idle.stp:2:1", .locks = no_locks,
};

static const struct tapc_probe_point tapc_points[] = {
	TAPC_LIFECYCLE_POINT(begin, &probe_0_0, probe_0, 0),
	TAPC_LIFECYCLE_POINT(end, &probe_1_0, probe_1, 0),
};

const struct tapc_script tapc_script = {
	.points = tapc_points,
	.npoints = ARRAY_SIZE(tapc_points),
	.limits = TAPC_SCRIPT_LIMITS,
};

#include "tapc_main.c"
