// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * Tracepoints by name. The kernel does not export its __tracepoint_*
 * symbols to modules, so the runtime finds them by walking the built-in
 * tracepoints (for_each_kernel_tracepoint). Tracepoints of other modules
 * are not found.
 */

struct tapc_tp_lookup {
	const char *name;
	struct tracepoint *tp;
};

static void tapc_tp_match(struct tracepoint *tp, void *priv)
{
	struct tapc_tp_lookup *l = priv;

	if (!l->tp && strcmp(tp->name, l->name) == 0)
		l->tp = tp;
}

/* "sys_enter" or "raw_syscalls:sys_enter": built-in tracepoint names are
 * unique without their system. */
static struct tracepoint *tapc_tracepoint_find(const char *name)
{
	const char *colon = strchr(name, ':');
	struct tapc_tp_lookup l = { colon ? colon + 1 : name, NULL };

	for_each_kernel_tracepoint(tapc_tp_match, &l);
	return l.tp;
}

static int tapc_tracepoint_reg(const struct tapc_probe_point *p)
{
	const struct tapc_tracepoint *t = p->slot;
	struct tracepoint *tp = tapc_tracepoint_find(t->name);

	if (!tp)
		return -ENOENT;
	return tracepoint_probe_register(tp, t->handler, NULL);
}

/* The session's stop waits for handlers in flight
 * (tracepoint_synchronize_unregister), once for all the kinds. */
static void tapc_tracepoint_unreg(const struct tapc_probe_point *p)
{
	const struct tapc_tracepoint *t = p->slot;
	struct tracepoint *tp = tapc_tracepoint_find(t->name);

	if (tp)
		tracepoint_probe_unregister(tp, t->handler, NULL);
}

const struct tapc_point_ops tapc_tracepoint_ops = {
	.reg = tapc_tracepoint_reg,
	.unreg = tapc_tracepoint_unreg,
};
