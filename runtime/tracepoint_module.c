// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * module("M").tracepoint("NAME"): a module's tracepoint, armed whenever
 * the module is loaded. The kernel tells the modules that carry
 * tracepoints through its tracepoint module notifier: on registering,
 * once for each such module loaded already, then as each comes (before
 * its init runs) and goes (after its exit, before its memory is freed).
 * Each point has a notifier of its own, so that the modules loaded
 * already are told to it alone.
 *
 * Locks: the kernel calls the notifier under its tracepoint module list
 * mutex, and the notifier takes tapc_tp_module_lock inside; unreg takes
 * tapc_tp_module_lock alone, so a module going at the same time waits
 * for it (its tracepoint still there) and then finds nothing to undo.
 */
#include <linux/mutex.h>
#include <linux/tracepoint.h>

static DEFINE_MUTEX(tapc_tp_module_lock);

static struct tracepoint *tapc_tp_in_module(struct module *mod,
					    const char *name)
{
#ifdef CONFIG_TRACEPOINTS
	unsigned int i;

	for (i = 0; i < mod->num_tracepoints; i++) {
		struct tracepoint *tp = tracepoint_ptr_deref(&mod->tracepoints_ptrs[i]);

		if (strcmp(tp->name, name) == 0)
			return tp;
	}
#endif
	return NULL;
}

static int tapc_tp_module_notify(struct notifier_block *nb, unsigned long what,
				 void *data)
{
	struct tapc_tp_module *t = container_of(nb, struct tapc_tp_module, nb);
	struct tp_module *tp_mod = data;
	struct module *mod = tp_mod->mod;

	if (strcmp(mod->name, t->module) != 0)
		return NOTIFY_DONE;
	mutex_lock(&tapc_tp_module_lock);
	if (what == MODULE_STATE_COMING && !t->done && !t->tp) {
		struct tracepoint *tp = tapc_tp_in_module(mod, t->name);

		if (tp && tracepoint_probe_register(tp, t->handler, NULL) == 0)
			t->tp = tp;
	} else if (what == MODULE_STATE_GOING && t->tp &&
		   within_module((unsigned long)t->tp, mod)) {
		tracepoint_probe_unregister(t->tp, t->handler, NULL);
		t->tp = NULL;
	}
	mutex_unlock(&tapc_tp_module_lock);
	return NOTIFY_OK;
}

static int tapc_tp_module_reg(const struct tapc_probe_point *p)
{
	struct tapc_tp_module *t = p->slot;

	t->tp = NULL;
	t->done = false;
	t->nb.notifier_call = tapc_tp_module_notify;
	return register_tracepoint_module_notifier(&t->nb);
}

static void tapc_tp_module_unreg(const struct tapc_probe_point *p)
{
	struct tapc_tp_module *t = p->slot;

	mutex_lock(&tapc_tp_module_lock);
	t->done = true;
	if (t->tp)
		tracepoint_probe_unregister(t->tp, t->handler, NULL);
	t->tp = NULL;
	mutex_unlock(&tapc_tp_module_lock);
	unregister_tracepoint_module_notifier(&t->nb);
}

/* no handler of ours runs once this returns */
static void tapc_tp_module_sync(void)
{
	tracepoint_synchronize_unregister();
}

const struct tapc_point_ops tapc_tp_module_ops = {
	.reg = tapc_tp_module_reg,
	.unreg = tapc_tp_module_unreg,
	.sync = tapc_tp_module_sync,
};
