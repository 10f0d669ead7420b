// SPDX-License-Identifier: GPL-2.0
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

int tapc_tracepoint_register(const char *name, void *handler)
{
	struct tracepoint *tp = tapc_tracepoint_find(name);

	if (!tp)
		return -ENOENT;
	return tracepoint_probe_register(tp, handler, NULL);
}

void tapc_tracepoint_unregister(const char *name, void *handler)
{
	struct tracepoint *tp = tapc_tracepoint_find(name);

	if (tp)
		tracepoint_probe_unregister(tp, handler, NULL);
}
