// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * perf.type(T).config(C) probes (perf.hw.*, perf.sw.*): a kernel counter
 * of the perf events subsystem per point, whose overflow, every `period`
 * events (or `period` times a second with `freq`), runs the probe's body
 * with the registers the event interrupted. System-wide, a counter per
 * online CPU; on the target (.process), one counter on its task that its
 * threads and children inherit. A .counter("NAME") point only counts:
 * its body never runs, @perf("NAME") reads it.
 *
 * A hardware event the machine has no counter for (an emulator's CPU)
 * does not register: system-wide that is the point's registration error,
 * on a task stap's warning that the kernel does not support it.
 */
#include <linux/perf_event.h>
#include <linux/pid.h>
#include <linux/sched/task.h>

/* An event's overflow (a breakpoint's hit, hwbkpt.c), its context the
 * point: runs the point's body. */
void tapc_perf_event_hit(struct perf_event *event,
			 struct perf_sample_data *data, struct pt_regs *regs)
{
	tapc_point_hit(event->overflow_handler_context, regs);
}

static void tapc_perf_attr(const struct tapc_perf *pf,
			   struct perf_event_attr *attr)
{
	memset(attr, 0, sizeof(*attr));
	attr->type = pf->type;
	attr->size = sizeof(*attr);
	attr->config = pf->config;
	attr->pinned = 1;
	if (pf->counter)
		return;
	attr->freq = pf->freq;
	attr->sample_period = pf->period;	/* sample_freq with freq */
	attr->inherit = pf->task;
}

static struct perf_event *tapc_perf_create(const struct tapc_probe_point *p,
					   int cpu, struct task_struct *task)
{
	const struct tapc_perf *pf = p->slot;
	struct perf_event_attr attr;

	tapc_perf_attr(pf, &attr);
	return perf_event_create_kernel_counter(&attr, cpu, task,
						pf->counter ? NULL : tapc_perf_event_hit,
						(void *)p);
}

static void tapc_perf_release(struct tapc_perf *pf)
{
	int i;

	for (i = 0; i < pf->nevents; i++)
		if (pf->events[i])
			perf_event_release_kernel(pf->events[i]);
	kfree(pf->events);
	pf->events = NULL;
	pf->nevents = 0;
}

/* On the target: stap's warning, and no error, for an event the kernel
 * does not have. */
static int tapc_perf_task_reg(const struct tapc_probe_point *p)
{
	struct tapc_perf *pf = p->slot;
	struct task_struct *task;
	struct perf_event *event;
	char msg[256];
	long rc;

	task = tapc_target ? get_pid_task(find_vpid(tapc_target), PIDTYPE_PID)
			   : NULL;
	if (!task)
		return -ESRCH;
	event = tapc_perf_create(p, -1, task);
	put_task_struct(task);
	if (!IS_ERR(event)) {
		pf->events[0] = event;
		return 0;
	}
	rc = PTR_ERR(event);
	if (rc != -EINVAL && rc != -ENOSYS && rc != -ENOENT &&
	    rc != -EOPNOTSUPP && rc != -ENXIO)
		return rc;
	snprintf(msg, sizeof(msg),
		 "WARNING: perf probe '%s' is not supported by this kernel (%ld).\n",
		 p->probe->pp, rc);
	tapc_runtime_message(msg);
	return 0;
}

static int tapc_perf_reg(const struct tapc_probe_point *p)
{
	struct tapc_perf *pf = p->slot;
	int cpu, rc = 0;

	pf->nevents = pf->task ? 1 : nr_cpu_ids;
	pf->events = kcalloc(pf->nevents, sizeof(*pf->events), GFP_KERNEL);
	if (!pf->events)
		return -ENOMEM;
	if (pf->task)
		rc = tapc_perf_task_reg(p);
	else {
		cpus_read_lock();
		for_each_online_cpu(cpu) {
			struct perf_event *event = tapc_perf_create(p, cpu, NULL);

			if (IS_ERR(event)) {
				rc = PTR_ERR(event);
				break;
			}
			pf->events[cpu] = event;
		}
		cpus_read_unlock();
	}
	if (rc)
		tapc_perf_release(pf);
	return rc;
}

static void tapc_perf_unreg(const struct tapc_probe_point *p)
{
	tapc_perf_release(p->slot);
}

/* A software event's overflow runs under rcu_read_lock, a hardware one's
 * in an NMI: both have left once a grace period has passed. */
static void tapc_perf_sync(void)
{
	synchronize_rcu();
}

const struct tapc_point_ops tapc_perf_ops = {
	.reg = tapc_perf_reg,
	.unreg = tapc_perf_unreg,
	.sync = tapc_perf_sync,
};

/* The count of a counting event: folded in by the PMU first when it is
 * counting on this CPU now (a task's, while the task runs here), which
 * only needs interrupts off; else as it was when it last stopped. Never
 * sleeps, unlike perf_event_read_value. */
static u64 tapc_perf_count(struct perf_event *event)
{
	unsigned long flags;
	u64 value;

	local_irq_save(flags);
	if (READ_ONCE(event->oncpu) == smp_processor_id() &&
	    READ_ONCE(event->state) == PERF_EVENT_STATE_ACTIVE)
		event->pmu->read(event);
	value = local64_read(&event->count);
	local_irq_restore(flags);
	return value;
}

int64_t tapc_perf_counter(struct tapc_context *c, const char *name)
{
	int i;

	for (i = 0; i < tapc_script.npoints; i++) {
		const struct tapc_probe_point *p = &tapc_script.points[i];
		const struct tapc_perf *pf = p->slot;

		if (p->ops != &tapc_perf_ops ||
		    !pf->counter || strcmp(pf->name, name))
			continue;
		if (!pf->events || !pf->events[0])
			break;
		return (int64_t)tapc_perf_count(pf->events[0]);
	}
	tapc_error(c, "@perf(\"%s\") has no counter to read", name);
	return 0;
}
