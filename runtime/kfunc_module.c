// SPDX-License-Identifier: GPL-2.0
/*
 * Probes on a module's functions (a point whose `module` is set, its
 * symbol "MODULE:FUNCTION" as kallsyms looks names up in a module): a
 * kprobe each, registered at the start when the module is loaded, else
 * armed by the module notifier when it loads (MODULE_STATE_COMING: its
 * text and ftrace records are ready, its init has not run), and disarmed
 * when it goes, so that it may be armed again on the next load.
 *
 * tapc_kmod_mutex orders the notifier against the start and the stop.
 */
#include <linux/notifier.h>

static DEFINE_MUTEX(tapc_kmod_mutex);
static bool tapc_kmod_active;	/* the notifier arms and disarms */

static bool tapc_kmod_point(const struct tapc_probe_point *p)
{
	return (p->kind == TAPC_PROBE_KPROBE ||
		p->kind == TAPC_PROBE_KRETPROBE) && p->module;
}

static void tapc_kmod_warn(const struct tapc_probe_point *p, int rc)
{
	char msg[256];

	snprintf(msg, sizeof(msg),
		 "WARNING: probe %s registration error (rc %d)\n",
		 p->probe->pp, rc);
	tapc_runtime_message(msg);
}

/* Arms or disarms the points on `mod` as it comes or goes. */
static int tapc_kmod_notify(struct notifier_block *nb, unsigned long action,
			    void *data)
{
	const struct tapc_probe_point *points = tapc_script.points;
	struct module *mod = data;
	int i, rc;

	if (action != MODULE_STATE_COMING && action != MODULE_STATE_GOING)
		return NOTIFY_DONE;
	mutex_lock(&tapc_kmod_mutex);
	for (i = 0; tapc_kmod_active && i < tapc_script.npoints; i++) {
		const struct tapc_probe_point *p = &points[i];

		if (!tapc_kmod_point(p) || strcmp(p->module, mod->name))
			continue;
		if (action == MODULE_STATE_COMING && !p->kprobe->registered) {
			rc = tapc_kprobe_register(p);
			if (rc)
				tapc_kmod_warn(p, rc);
		} else if (action == MODULE_STATE_GOING &&
			   p->kprobe->registered) {
			tapc_kprobes_unregister(p, 1);
		}
	}
	mutex_unlock(&tapc_kmod_mutex);
	return NOTIFY_DONE;
}

static struct notifier_block tapc_kmod_nb = {
	.notifier_call = tapc_kmod_notify,
};

/* Before the points register: a module that loads from now on is seen. */
static int tapc_kmod_start(void)
{
	const struct tapc_probe_point *points = tapc_script.points;
	int i, rc;

	for (i = 0; i < tapc_script.npoints; i++)
		if (tapc_kmod_point(&points[i]))
			break;
	if (i == tapc_script.npoints)
		return 0;
	mutex_lock(&tapc_kmod_mutex);
	tapc_kmod_active = true;
	mutex_unlock(&tapc_kmod_mutex);
	rc = register_module_notifier(&tapc_kmod_nb);
	if (rc)
		tapc_kmod_active = false;
	return rc;
}

/* A point on a module at the start: registered if the module is loaded
 * (or is loading), else left for the notifier; 0 either way. */
static int tapc_kmod_register(const struct tapc_probe_point *p)
{
	int rc = 0;

	mutex_lock(&tapc_kmod_mutex);
	if (!p->kprobe->registered) {
		rc = tapc_kprobe_register(p);
		/* not loaded: kallsyms knows no such name yet */
		if (rc == -ENOENT)
			rc = 0;
	}
	mutex_unlock(&tapc_kmod_mutex);
	return rc;
}

/* No more arming; every kprobe unregistered in one batch, whatever its
 * index (the notifier may have armed one the start had not reached). */
static void tapc_kmod_stop(void)
{
	if (!tapc_kmod_active)
		return;
	unregister_module_notifier(&tapc_kmod_nb);
	mutex_lock(&tapc_kmod_mutex);
	tapc_kmod_active = false;
	tapc_kprobes_unregister(tapc_script.points, tapc_script.npoints);
	mutex_unlock(&tapc_kmod_mutex);
}
