// SPDX-License-Identifier: GPL-2.0
/*
 * A module's own tracepoint, tapc_tp_fire(item, n), for
 * module("tapc_tp").tracepoint(...) (testsuite/guest/btf_tracepoint_module.t):
 * fired with n = 1 from its init, n = 2 .. N + 1 for a write of N to its
 * parameter `fire`, and n = -1 from its exit. Each item's id is 100 + n,
 * its weight (100 + n) * 1000 and its tag "t" and n.
 */
#include <linux/init.h>
#include <linux/module.h>

#define CREATE_TRACE_POINTS
#include "tapc_tp_trace.h"

static void tapc_tp_one(int n)
{
	struct tapc_tp_item item = { .id = 100 + n, .weight = (100L + n) * 1000 };

	snprintf(item.tag, sizeof(item.tag), "t%d", n);
	trace_tapc_tp_fire(&item, n);
}

/* echo N > /sys/module/tapc_tp/parameters/fire */
static int tapc_tp_fire_set(const char *val, const struct kernel_param *kp)
{
	int n, i, rc = kstrtoint(val, 10, &n);

	if (rc)
		return rc;
	for (i = 0; i < n; i++)
		tapc_tp_one(2 + i);
	return 0;
}

static const struct kernel_param_ops tapc_tp_fire_ops = {
	.set = tapc_tp_fire_set,
};
module_param_cb(fire, &tapc_tp_fire_ops, NULL, 0200);

static int __init tapc_tp_init(void)
{
	tapc_tp_one(1);
	return 0;
}

static void __exit tapc_tp_exit(void)
{
	tapc_tp_one(-1);
}

module_init(tapc_tp_init);
module_exit(tapc_tp_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("tapc's tests: a module's own tracepoint");
