// SPDX-License-Identifier: GPL-2.0
/*
 * Hits at a high rate on every CPU, hand-written as pass 3 would for:
 *
 *	global hits
 *	probe kernel.trace("sys_enter") {
 *		hits[pid()]++
 *		printf("hit %d\n", $id)
 *	}
 *	probe end { printf("end: %d\n", [some pid was counted]) }
 *
 * The test stops it, or unloads it, while the hits go on; every line of
 * its output must come out whole. Under qemu's emulation a vCPU often
 * loses its host CPU while holding `hits`' lock, so hits are skipped for
 * the lock more often than on hardware: as with `stap -DMAXSKIPPED=...`,
 * they are only counted.
 */
#define MAXSKIPPED 1000000000
#include "tapc.h"
#include "tapc_limits.h"

static TAPC_DEFINE_RWLOCK(g_hits_lock);
static struct tapc_map *g_hits;
static const enum tapc_type g_hits_keys[] = { TAPC_LONG };

static int tapc_init_globals(void)
{
	g_hits = tapc_map_new(1, g_hits_keys, TAPC_LONG, 0, false);
	return g_hits ? 0 : -ENOMEM;
}

static void tapc_free_globals(void)
{
	tapc_map_free(g_hits);
}

struct probe_0_locals {
	char unused;
	int64_t target0;	/* $id */
};

static void probe_0(struct tapc_context *c)
{
	struct probe_0_locals *l = (void *)c->locals;
	union tapc_key k[1] = { { .n = current->tgid } };

	c->last_stmt = "identifier 'hits' at storm.stp:3:9";
	TAPC_ACTIONS(c, 1);
	if (!tapc_map_set_long(c, g_hits, k, tapc_map_get_long(g_hits, k) + 1))
		goto out;
	c->last_stmt = "identifier 'printf' at storm.stp:4:9";
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "hit %d\n", l->target0);
out: __attribute__((unused));
	;
}

static void probe_1(struct tapc_context *c)
{
	c->last_stmt = "identifier 'printf' at storm.stp:6:13";
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "end: %d\n", (int64_t)(tapc_map_size(g_hits) > 0));
out: __attribute__((unused));
	;
}

static const struct tapc_lock locks_hits[] = { { &g_hits_lock } };
static const struct tapc_probe probe_0_0 = {
	.pp = "kernel.trace(\"raw_syscalls:sys_enter\")",
	.location = "storm.stp:2:1", .locks = locks_hits, .nlocks = 1,
	.locals_size = sizeof(struct probe_0_locals),
};
static const struct tapc_probe probe_1_0 = {
	.pp = "end", .location = "storm.stp:6:1", .locks = locks_hits,
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
	probe_0(__c);
	tapc_probe_exit(__c);
}

static const struct tapc_probe_point tapc_points[] = {
	TAPC_TRACEPOINT_POINT(&probe_0_0, "sys_enter", tp_0_0),
	TAPC_LIFECYCLE_POINT(end, &probe_1_0, probe_1, 0),
};

const struct tapc_script tapc_script = {
	.points = tapc_points,
	.npoints = ARRAY_SIZE(tapc_points),
	.max_locals_size = sizeof(struct probe_0_locals),
	.init_globals = tapc_init_globals,
	.free_globals = tapc_free_globals,
	.limits = TAPC_SCRIPT_LIMITS,
};

#include "tapc_main.c"
