// SPDX-License-Identifier: GPL-2.0
/*
 * A module written by hand the way pass 3 writes one, for this script:
 *
 *	global closes, order
 *	probe begin {
 *		printf("begin: target %s\n", target() ? "set" : "unset")
 *		order["b"] = 2; order["c"] = 3; order["a"] = 1
 *	}
 *	probe kernel.trace("sys_enter") {
 *		if ($id == 3 && $regs->di == 1000)	# close(1000)
 *			closes[pid()]++
 *	}
 *	probe end {
 *		foreach (k+ in order) printf("%s=%d ", k, order[k])
 *		printf("\n")
 *		foreach (k in order-) printf("%s=%d ", k, order[k])
 *		printf("\n")
 *		printf("closes by the target: %d\n", closes[target()])
 *		printf("<%5d|%-5d|%05d|%x|%#o|%c|%.3s|%5s>\n", 42, 42, 42,
 *		       255, 8, 65, "abcdef", "ab")
 *	}
 */
#include "tapc.h"
#include "tapc_limits.h"

static TAPC_DEFINE_RWLOCK(g_closes_lock);
static struct tapc_map *g_closes;
static const enum tapc_type g_closes_keys[] = { TAPC_LONG };
static TAPC_DEFINE_RWLOCK(g_order_lock);
static struct tapc_map *g_order;
static const enum tapc_type g_order_keys[] = { TAPC_STRING };

static int tapc_init_globals(void)
{
	g_closes = tapc_map_new(1, g_closes_keys, TAPC_LONG, 0, false);
	if (!g_closes)
		return -ENOMEM;
	g_order = tapc_map_new(1, g_order_keys, TAPC_LONG, 0, false);
	if (!g_order)
		return -ENOMEM;
	return 0;
}

static void tapc_free_globals(void)
{
	tapc_map_free(g_closes);
	tapc_map_free(g_order);
}

/* probe begin */
struct probe_0_locals {
	char unused;
};

static void probe_0(struct tapc_context *c)
{
	c->last_stmt = "identifier 'printf' at basic.stp:3:9";
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "begin: target %s\n", tapc_target ? "set" : "unset");
	c->last_stmt = "identifier 'order' at basic.stp:4:9";
	TAPC_ACTIONS(c, 3);
	if (!tapc_map_set_long(c, g_order, (union tapc_key[]){ { .s = "b" } },
			       2))
		goto out;
	if (!tapc_map_set_long(c, g_order, (union tapc_key[]){ { .s = "c" } },
			       3))
		goto out;
	if (!tapc_map_set_long(c, g_order, (union tapc_key[]){ { .s = "a" } },
			       1))
		goto out;
out: __attribute__((unused));
	;
}

static const struct tapc_lock probe_0_locks[] = { { &g_order_lock } };
static const struct tapc_probe probe_0_0 = {
	.pp = "begin",
	.location = "basic.stp:2:1",
	.locks = probe_0_locks,
	.nlocks = 1,
	.locals_size = sizeof(struct probe_0_locals),
};

/* probe kernel.trace("sys_enter") */
struct probe_1_locals {
	char unused;
	int64_t target0;	/* $id */
	int64_t target1;	/* $regs->di */
};

static void probe_1(struct tapc_context *c)
{
	struct probe_1_locals *l = (void *)c->locals;
	union tapc_key k[1];

	c->last_stmt = "keyword at basic.stp:8:9";
	TAPC_ACTIONS(c, 1);
	if (l->target0 == 3 && l->target1 == 1000) {
		c->last_stmt = "identifier 'closes' at basic.stp:9:17";
		TAPC_ACTIONS(c, 1);
		k[0].n = current->tgid;
		if (!tapc_map_set_long(c, g_closes, k,
				       tapc_map_get_long(g_closes, k) + 1))
			goto out;
	}
out: __attribute__((unused));
	;
}

static const struct tapc_lock probe_1_locks[] = { { &g_closes_lock } };
static const struct tapc_probe probe_1_0 = {
	.pp = "kernel.trace(\"raw_syscalls:sys_enter\")",
	.location = "basic.stp:7:1",
	.locks = probe_1_locks,
	.nlocks = 1,
	.locals_size = sizeof(struct probe_1_locals),
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

/* probe end */
struct probe_2_locals {
	char unused;
	char l_k[MAXSTRINGLEN];
};

static void probe_2(struct tapc_context *c)
{
	struct probe_2_locals *l = (void *)c->locals;
	struct tapc_map_entry *e;

	c->last_stmt = "keyword at basic.stp:12:9";
	TAPC_ACTIONS(c, 1);
	if (!tapc_map_sort(c, g_order, 1, 1))
		goto out;
	for (e = tapc_map_first(g_order); e; e = tapc_map_next(g_order, e)) {
		TAPC_ACTIONS(c, 1);
		tapc_strcpy(l->l_k, tapc_entry_key_string(e, 0));
		tapc_printf(c, "%s=%d ", l->l_k,
			    tapc_map_get_long(g_order,
					      (union tapc_key[]){ { .s = l->l_k } }));
	}
	tapc_printf(c, "\n");
	if (!tapc_map_sort(c, g_order, -1, -1))
		goto out;
	for (e = tapc_map_first(g_order); e; e = tapc_map_next(g_order, e)) {
		TAPC_ACTIONS(c, 1);
		tapc_strcpy(l->l_k, tapc_entry_key_string(e, 0));
		tapc_printf(c, "%s=%d ", l->l_k, tapc_entry_long(e));
	}
	tapc_printf(c, "\n");
	c->last_stmt = "identifier 'printf' at basic.stp:16:9";
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "closes by the target: %d\n",
		    tapc_map_get_long(g_closes,
				      (union tapc_key[]){ { .n = tapc_target } }));
	tapc_printf(c, "<%5d|%-5d|%05d|%x|%#o|%c|%.3s|%5s>\n", (int64_t)42,
		    (int64_t)42, (int64_t)42, (int64_t)255, (int64_t)8,
		    (int64_t)65, "abcdef", "ab");
out: __attribute__((unused));
	;
}

static const struct tapc_lock probe_2_locks[] = {
	{ &g_closes_lock }, { &g_order_lock }
};
static const struct tapc_probe probe_2_0 = {
	.pp = "end",
	.location = "basic.stp:11:1",
	.locks = probe_2_locks,
	.nlocks = 2,
	.locals_size = sizeof(struct probe_2_locals),
};

static const struct tapc_probe_point tapc_points[] = {
	TAPC_LIFECYCLE_POINT(begin, &probe_0_0, probe_0, 0),
	TAPC_TRACEPOINT_POINT(&probe_1_0, "sys_enter", tp_1_0),
	TAPC_LIFECYCLE_POINT(end, &probe_2_0, probe_2, 0),
};

union tapc_probe_locals {
	char unused;
	struct probe_0_locals probe_0;
	struct probe_1_locals probe_1;
	struct probe_2_locals probe_2;
};

const struct tapc_script tapc_script = {
	.points = tapc_points,
	.npoints = ARRAY_SIZE(tapc_points),
	.max_locals_size = sizeof(union tapc_probe_locals),
	.max_frame_size = 0,
	.init_globals = tapc_init_globals,
	.free_globals = tapc_free_globals,
	.limits = TAPC_SCRIPT_LIMITS,
};

#include "tapc_main.c"
