// SPDX-License-Identifier: GPL-2.0
/*
 * The session's states and the `start` and `stop` commands of ctl (see the
 * protocol at the top of tapc_main.c). start and stop run in process
 * context under tapc_ctl_mutex; exit() and errors change the state from
 * probe context, with atomic compare-and-swap only.
 */

/* Tracepoint points [0, tapc_registered) of the table are registered. */
static int tapc_registered;
/* At the start: the points that will fire registered, and the kernel's
 * functions it refused. */
static int tapc_points_armed, tapc_points_refused;

static bool tapc_move_state(enum tapc_state from, enum tapc_state to)
{
	if (atomic_cmpxchg(&tapc_state, from, to) != from)
		return false;
	atomic_inc(&tapc_state_gen);
	return true;
}

static void tapc_set_state(enum tapc_state to)
{
	atomic_set(&tapc_state, to);
	atomic_inc(&tapc_state_gen);
}

void tapc_request_exit(void)
{
	if (!tapc_move_state(TAPC_RUNNING, TAPC_EXIT))
		tapc_move_state(TAPC_STARTING, TAPC_EXIT);
}

void tapc_switch_file(void)
{
	atomic_inc(&tapc_output_switches);
	atomic_inc(&tapc_state_gen);
}

static void tapc_fail(void)
{
	WRITE_ONCE(tapc_failed, true);
	if (!tapc_move_state(TAPC_RUNNING, TAPC_ERROR) &&
	    !tapc_move_state(TAPC_EXIT, TAPC_ERROR))
		tapc_move_state(TAPC_STARTING, TAPC_ERROR);
}

/* The kinds of points whose bodies the session runs itself: no
 * registration. */
const struct tapc_point_ops tapc_begin_ops = { };
const struct tapc_point_ops tapc_end_ops = { };
const struct tapc_point_ops tapc_error_ops = { };
const struct tapc_point_ops tapc_dispatched_ops = { };

/* Whether point `a` (index ia) runs before point `b` (index ib): by
 * priority, then in the order of the script. */
static bool tapc_runs_before(const struct tapc_probe_point *a, int ia,
			     const struct tapc_probe_point *b, int ib)
{
	long pa = ((const struct tapc_lifecycle *)a->slot)->priority;
	long pb = ((const struct tapc_lifecycle *)b->slot)->priority;

	return pa < pb || (pa == pb && ia < ib);
}

/* Runs the begin, end or error probes (the points of `kind`) in order,
 * through the same enter/exit as any hit, while the session stays in
 * `state`. */
static void tapc_run_points(const struct tapc_point_ops *kind,
			    enum tapc_state state)
{
	const struct tapc_probe_point *points = tapc_script.points;
	int last = -1;

	for (;;) {
		struct tapc_context *c;
		int i, next = -1;

		for (i = 0; i < tapc_script.npoints; i++) {
			if (points[i].ops != kind)
				continue;
			if (last >= 0 && !tapc_runs_before(&points[last], last,
							   &points[i], i))
				continue;
			if (next < 0 || tapc_runs_before(&points[i], i,
							 &points[next], next))
				next = i;
		}
		if (next < 0)
			return;
		last = next;
		c = tapc_enter(points[next].probe, state);
		if (c) {
			points[next].run(c);
			tapc_probe_exit(c);
		}
		/* An end probe that failed the session gives way to the
		 * error probes. */
		if (kind == &tapc_end_ops && READ_ONCE(tapc_failed))
			return;
	}
}

/* The kinds of a script: a few, however many points. */
#define TAPC_MAX_KINDS 32

/* The distinct kinds of points [0, n), in their order, into `kinds`;
 * returns their count. */
static int tapc_kinds_of(const struct tapc_probe_point *points, int n,
			 const struct tapc_point_ops **kinds)
{
	int i, j, nkinds = 0;

	for (i = 0; i < n; i++) {
		for (j = 0; j < nkinds && kinds[j] != points[i].ops; j++)
			;
		if (j == nkinds && !WARN_ON_ONCE(nkinds == TAPC_MAX_KINDS))
			kinds[nkinds++] = points[i].ops;
	}
	return nkinds;
}

/* At load, each point's `load`: what its kind makes before any start. */
static int tapc_points_load(void)
{
	const struct tapc_probe_point *points = tapc_script.points;
	int i, rc;

	for (i = 0; i < tapc_script.npoints; i++) {
		if (!points[i].ops->load)
			continue;
		rc = points[i].ops->load(&points[i]);
		if (rc)
			return rc;
	}
	return 0;
}

/* At unload, or after a load that failed: each point's `unload`. */
static void tapc_points_unload(void)
{
	const struct tapc_probe_point *points = tapc_script.points;
	int i;

	for (i = 0; i < tapc_script.npoints; i++)
		if (points[i].ops->unload)
			points[i].ops->unload(&points[i]);
}

/* Each kind's `unreg_batch` (every kind's, whose `prepare` ran: the
 * batch knows what it registered), each point's `unreg` in reverse
 * order, then each registered kind's `sync`. */
static void tapc_unregister_points(void)
{
	const struct tapc_probe_point *points = tapc_script.points;
	const struct tapc_point_ops *kinds[TAPC_MAX_KINDS];
	int i, nkinds, registered = tapc_registered;

	nkinds = tapc_kinds_of(points, tapc_script.npoints, kinds);
	for (i = 0; i < nkinds; i++)
		if (kinds[i]->unreg_batch)
			kinds[i]->unreg_batch(points, registered);
	while (tapc_registered > 0) {
		const struct tapc_probe_point *p = &points[--tapc_registered];

		if (p->ops->unreg)
			p->ops->unreg(p);
	}
	nkinds = tapc_kinds_of(points, registered, kinds);
	for (i = 0; i < nkinds; i++)
		if (kinds[i]->sync)
			kinds[i]->sync();
}

/* A point whose registration makes its probe fire (not begin, end or
 * error, not one another point's handler runs, not a path). */
static bool tapc_point_fires(const struct tapc_probe_point *p)
{
	return p->ops->reg && !p->ops->inert;
}

/*
 * stap's message for a point that did not register; false when the
 * session cannot start without it. A point its kind may go without (a
 * kernel function the kernel refuses: stap's warning) is counted, and
 * the session goes on with the others; any other point's failure ends
 * it.
 */
static bool tapc_point_done(const struct tapc_probe_point *p, int rc)
{
	char msg[256];

	if (rc == 0) {
		tapc_points_armed += tapc_point_fires(p);
		return true;
	}
	if (p->ops->refused && p->ops->refused(p, rc)) {
		tapc_points_refused++;
		return true;
	}
	snprintf(msg, sizeof(msg), "ERROR: probe %s registration error (rc %d)\n",
		 p->probe->pp, rc);
	tapc_runtime_message(msg);
	return false;
}

/*
 * Every point but those its kind leaves for later (TAPC_POINT_LATER: the
 * kernel functions that go through ftrace: arming a kprobe decodes its
 * function and patches it, which takes a thousand times longer once a
 * live ftrace_ops traces every function the kernel calls on the way,
 * kernel.function("*")). Then each kind's batch, which registers those
 * all at once and tells each one's outcome.
 */
static int tapc_register_points(void)
{
	const struct tapc_probe_point *points = tapc_script.points;
	const struct tapc_point_ops *kinds[TAPC_MAX_KINDS];
	int i, nkinds, rc = 0;

	nkinds = tapc_kinds_of(points, tapc_script.npoints, kinds);
	for (i = 0; i < nkinds; i++)
		if (kinds[i]->prepare)
			kinds[i]->prepare();
	tapc_points_armed = 0;
	tapc_points_refused = 0;
	for (tapc_registered = 0; tapc_registered < tapc_script.npoints;
	     tapc_registered++) {
		const struct tapc_probe_point *p = &points[tapc_registered];

		if (!p->ops->reg)
			continue;
		/* thousands of kprobes take long: let others run between */
		cond_resched();
		rc = p->ops->reg(p);
		if (rc == TAPC_POINT_LATER)
			continue;
		if (!tapc_point_done(p, rc))
			goto fail;
	}
	for (i = 0; i < nkinds; i++) {
		if (!kinds[i]->reg_batch)
			continue;
		rc = kinds[i]->reg_batch(points, tapc_script.npoints,
					 tapc_point_done);
		if (rc)
			goto fail;
	}
	/* stap would run on with nothing to fire */
	if (tapc_points_refused && !tapc_points_armed) {
		tapc_runtime_message("ERROR: no probe point could be registered\n");
		rc = -EINVAL;
		goto fail;
	}
	return 0;
fail:
	tapc_unregister_points();
	tracepoint_synchronize_unregister();
	return rc;
}

/* Each point's `started`, once the session runs. */
static void tapc_ops_started(void)
{
	const struct tapc_probe_point *points = tapc_script.points;
	int i;

	for (i = 0; i < tapc_script.npoints; i++)
		if (points[i].ops->started)
			points[i].ops->started(&points[i]);
}

/* `start`: begin probes, then the other probe points. A begin probe that
 * calls exit() or fails leaves the rest unregistered. */
static int tapc_session_start(void)
{
	int rc;

	if (!tapc_move_state(TAPC_LOADED, TAPC_STARTING))
		return -EBUSY;
	tapc_run_points(&tapc_begin_ops, TAPC_STARTING);
	if (atomic_read(&tapc_state) != TAPC_STARTING)
		return 0;
	rc = tapc_register_points();
	if (rc) {
		tapc_fail();
		return rc;
	}
	if (tapc_move_state(TAPC_STARTING, TAPC_RUNNING))
		tapc_ops_started();
	return 0;
}

/* `quiesce`: no more hits; the end probes are still to run. The runner
 * reads the rings empty before it says `stop`, so that a storm of hits
 * that filled them leaves room for what the end probes print. Idempotent. */
static void tapc_session_quiesce(void)
{
	enum tapc_state was = atomic_read(&tapc_state);

	if (was == TAPC_STOPPING || was == TAPC_STOPPED)
		return;
	if (was == TAPC_LOADED) {
		tapc_set_state(TAPC_STOPPED);
		return;
	}
	/* From here on, tracepoint hits see a state that is not RUNNING
	 * and leave at once; exit() and errors no longer change it. */
	atomic_xchg(&tapc_state, TAPC_STOPPING);
	atomic_inc(&tapc_state_gen);
	tapc_unregister_points();
	/* Wait for handlers still running on other CPUs. */
	tracepoint_synchronize_unregister();
}

/* `stop`: no more hits, then the end probes, or the error probes when the
 * session failed. Idempotent; also called by module_exit. */
static void tapc_session_stop(void)
{
	tapc_session_quiesce();
	if (atomic_read(&tapc_state) == TAPC_STOPPED)
		return;
	if (!READ_ONCE(tapc_failed))
		tapc_run_points(&tapc_end_ops, TAPC_STOPPING);
	if (READ_ONCE(tapc_failed))
		tapc_run_points(&tapc_error_ops, TAPC_STOPPING);
	tapc_set_state(TAPC_STOPPED);
}

static atomic_long_t tapc_mem[TAPC_MEM_KINDS];

void tapc_mem_count(enum tapc_mem_kind kind, size_t bytes)
{
	atomic_long_add(bytes, &tapc_mem[kind]);
}

/*
 * stap's form, in KB: the module's data and text, then what the session
 * allocated: "NNNdata/NNNtext/NNNctx/NNNnet/NNNalloc kb" (ctx the
 * contexts, net the output's buffers, alloc the script's maps and
 * statistics). 6.4 gave each kind of section its own allocation (mem[]);
 * before, one core layout held them, text first.
 */
void tapc_module_size(char *dst, size_t len)
{
	const struct module *m = THIS_MODULE;
	unsigned long text, data;

#ifdef TAPC_HAVE_MODULE_MEM
	text = m->mem[MOD_TEXT].size;
	data = m->mem[MOD_RODATA].size + m->mem[MOD_RO_AFTER_INIT].size +
	       m->mem[MOD_DATA].size;
#else
	text = m->core_layout.text_size;
	data = m->core_layout.size - m->core_layout.text_size;
#endif
	snprintf(dst, len, "%ludata/%lutext/%luctx/%lunet/%lualloc kb",
		 data / 1024, text / 1024,
		 atomic_long_read(&tapc_mem[TAPC_MEM_CONTEXTS]) / 1024,
		 atomic_long_read(&tapc_mem[TAPC_MEM_OUTPUT]) / 1024,
		 atomic_long_read(&tapc_mem[TAPC_MEM_DATA]) / 1024);
}
