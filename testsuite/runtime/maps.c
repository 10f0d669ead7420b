// SPDX-License-Identifier: GPL-2.0
/*
 * Associative arrays, hand-written as pass 3 would for:
 *
 *	global a[3], w%[3], m, t
 *	probe begin {
 *		a[1] = 10; a[2] = 20; a[3] = 30
 *		delete a[2]
 *		printf("a: size %d, [1] %d, [2] %d\n", size(a), 1 in a, 2 in a)
 *		for (i = 1; i <= 5; i++) w[i] = i * i
 *		foreach (k+ in w) printf("w[%d]=%d ", k, w[k])
 *		printf("\n")
 *		m["x", 2] = "b"; m["y", 1] = "a"; m["x", 1] = "c"
 *		foreach ([s, n] in m+) printf("%s,%d=%s ", s, n, m[s, n])
 *		printf("\n")
 *		foreach ([s, n+] in m) printf("%s,%d=%s ", s, n, m[s, n])
 *		printf("\n")
 *		delete m
 *		t[LONG] = 1	# 600 x's: kept as its first 511
 *		printf("m: size %d; t: %d\n", size(m), PREFIX in t)
 *		a[4] = 40; a[5] = 50
 *		printf("not reached\n")
 *	}
 *	probe error { printf("error: size %d\n", size(a)) }
 */
#include "tapc.h"
#include "tapc_limits.h"

static TAPC_DEFINE_RWLOCK(g_a_lock);
static TAPC_DEFINE_RWLOCK(g_w_lock);
static TAPC_DEFINE_RWLOCK(g_m_lock);
static TAPC_DEFINE_RWLOCK(g_t_lock);
static struct tapc_map *g_a, *g_w, *g_m, *g_t;
static const enum tapc_type g_long_key[] = { TAPC_LONG };
static const enum tapc_type g_m_keys[] = { TAPC_STRING, TAPC_LONG };
static const enum tapc_type g_t_keys[] = { TAPC_STRING };

static int tapc_init_globals(void)
{
	g_a = tapc_map_new(1, g_long_key, TAPC_LONG, 3, false);
	if (!g_a)
		return -ENOMEM;
	g_w = tapc_map_new(1, g_long_key, TAPC_LONG, 3, true);
	if (!g_w)
		return -ENOMEM;
	g_m = tapc_map_new(2, g_m_keys, TAPC_STRING, 0, false);
	if (!g_m)
		return -ENOMEM;
	g_t = tapc_map_new(1, g_t_keys, TAPC_LONG, 0, false);
	if (!g_t)
		return -ENOMEM;
	return 0;
}

static void tapc_free_globals(void)
{
	tapc_map_free(g_a);
	tapc_map_free(g_w);
	tapc_map_free(g_m);
	tapc_map_free(g_t);
}

#define K1(v) ((union tapc_key[]){ { .n = (v) } })

static char long_key[600];

struct probe_0_locals {
	char unused;
	int64_t l_i;
	char l_s[MAXSTRINGLEN];
	char l_v[MAXSTRINGLEN];
};

static void print_m(struct tapc_context *c, struct probe_0_locals *l)
{
	struct tapc_map_entry *e;

	for (e = tapc_map_first(g_m); e; e = tapc_map_next(g_m, e)) {
		tapc_strcpy(l->l_s, tapc_entry_key_string(e, 0));
		l->l_i = tapc_entry_key_long(e, 1);
		tapc_map_get_string(g_m, (union tapc_key[]){ { .s = l->l_s },
							     { .n = l->l_i } },
				    l->l_v);
		tapc_printf(c, "%s,%d=%s ", l->l_s, l->l_i, l->l_v);
	}
	tapc_printf(c, "\n");
}

static void probe_0(struct tapc_context *c)
{
	struct probe_0_locals *l = (void *)c->locals;
	struct tapc_map_entry *e;

	c->last_stmt = "identifier 'a' at maps.stp:3:9";
	TAPC_ACTIONS(c, 1);
	for (l->l_i = 1; l->l_i <= 3; l->l_i++)
		if (!tapc_map_set_long(c, g_a, K1(l->l_i), l->l_i * 10))
			goto out;
	tapc_map_delete(g_a, K1(2));
	tapc_printf(c, "a: size %d, [1] %d, [2] %d\n",
		    (int64_t)tapc_map_size(g_a),
		    (int64_t)tapc_map_exists(g_a, K1(1)),
		    (int64_t)tapc_map_exists(g_a, K1(2)));

	for (l->l_i = 1; l->l_i <= 5; l->l_i++)
		if (!tapc_map_set_long(c, g_w, K1(l->l_i), l->l_i * l->l_i))
			goto out;
	if (!tapc_map_sort(c, g_w, 1, 1))
		goto out;
	for (e = tapc_map_first(g_w); e; e = tapc_map_next(g_w, e))
		tapc_printf(c, "w[%d]=%d ", tapc_entry_key_long(e, 0),
			    tapc_entry_long(e));
	tapc_printf(c, "\n");

	if (!tapc_map_set_string(c, g_m, (union tapc_key[]){ { .s = "x" },
							     { .n = 2 } }, "b") ||
	    !tapc_map_set_string(c, g_m, (union tapc_key[]){ { .s = "y" },
							     { .n = 1 } }, "a") ||
	    !tapc_map_set_string(c, g_m, (union tapc_key[]){ { .s = "x" },
							     { .n = 1 } }, "c"))
		goto out;
	if (!tapc_map_sort(c, g_m, -1, 1))
		goto out;
	print_m(c, l);
	if (!tapc_map_sort(c, g_m, 2, 1))
		goto out;
	print_m(c, l);
	tapc_map_clear(g_m);

	memset(long_key, 'x', sizeof(long_key) - 1);
	if (!tapc_map_set_long(c, g_t, (union tapc_key[]){ { .s = long_key } },
			       1))
		goto out;
	tapc_strcpy(l->l_s, long_key);	/* the first MAXSTRINGLEN - 1 */
	tapc_printf(c, "m: size %d; t: %d\n", (int64_t)tapc_map_size(g_m),
		    (int64_t)tapc_map_exists(g_t,
				(union tapc_key[]){ { .s = l->l_s } }));

	c->last_stmt = "identifier 'a' at maps.stp:21:9";
	TAPC_ACTIONS(c, 1);
	if (!tapc_map_set_long(c, g_a, K1(4), 40))
		goto out;
	c->last_stmt = "identifier 'a' at maps.stp:21:20";
	TAPC_ACTIONS(c, 1);
	if (!tapc_map_set_long(c, g_a, K1(5), 50))
		goto out;
	tapc_printf(c, "not reached\n");
out: __attribute__((unused));
	;
}

static void probe_1(struct tapc_context *c)
{
	TAPC_ACTIONS(c, 1);
	tapc_printf(c, "error: size %d\n", (int64_t)tapc_map_size(g_a));
out: __attribute__((unused));
	;
}

static const struct tapc_lock probe_0_locks[] = {
	{ &g_a_lock }, { &g_w_lock }, { &g_m_lock }, { &g_t_lock }
};
static const struct tapc_lock probe_1_locks[] = { { &g_a_lock } };
static const struct tapc_probe probe_0_0 = {
	.pp = "begin", .location = "maps.stp:2:1", .locks = probe_0_locks,
	.nlocks = 4, .locals_size = sizeof(struct probe_0_locals),
};
static const struct tapc_probe probe_1_0 = {
	.pp = "error", .location = "maps.stp:24:1", .locks = probe_1_locks,
	.nlocks = 1,
};

static const struct tapc_probe_point tapc_points[] = {
	TAPC_LIFECYCLE_POINT(begin, &probe_0_0, probe_0, 0),
	TAPC_LIFECYCLE_POINT(error, &probe_1_0, probe_1, 0),
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
