/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The points of a module's table (tapc_points[], which the generated unit
 * writes), whatever their kind: each point names its kind's ops, which
 * the session registers and stops it through (session.c), and holds its
 * kind's own struct in its slot, which the kind's header declares and
 * its runtime file alone reads (timer.h and timer.c, tracepoint.h and
 * tracepoint.c, kprobe.h and kprobe.c, ...: tapc.h includes them after
 * this). Also what a probe's body is to the runtime (struct tapc_probe,
 * its locks), and the session's own kinds (begin, end, error, and the
 * points another point's handler runs). Part of tapc.h, included by it
 * alone.
 */
#ifndef TAPC_POINTS_H
#define TAPC_POINTS_H

struct tapc_probe_point;

/* How a point of a kind is registered, each hook NULL when its kind
 * has nothing to do then: `load` each point when the module loads (may
 * sleep and allocate, so that starting needs no memory) and `unload`
 * when it goes, also after a `load` that failed; `reg` and `unreg` each
 * point, then `sync` once after all of them are unregistered, before the
 * module may go; `started` each point once the session runs, in process
 * context. A kind without `reg` is never registered (begin, end, error:
 * the runtime runs their bodies; a dispatched point). `inert`: a point
 * whose registration makes no probe fire (a path to resolve), not
 * counted among the armed points. */
struct tapc_point_ops {
	int (*load)(const struct tapc_probe_point *p);
	void (*unload)(const struct tapc_probe_point *p);
	int (*reg)(const struct tapc_probe_point *p);
	void (*unreg)(const struct tapc_probe_point *p);
	void (*sync)(void);
	void (*started)(const struct tapc_probe_point *p);
	bool inert;
	/* For kinds of many points (kernel functions: kprobe.c):
	 * `prepare` once before the first point's `reg`. `reg` may return
	 * TAPC_POINT_LATER: the point is left for `reg_batch`, called once
	 * after every point's `reg` with the whole table (ftrace takes
	 * thousands at once), which tells `done` each such point's outcome
	 * and returns 0, or the error of the point `done` refused.
	 * `refused`: whether the session goes on without a point the
	 * kernel refused (after its warning). `unreg_batch` once, with the
	 * points [0, n) `reg` saw, before each point's `unreg`. */
	void (*prepare)(void);
	int (*reg_batch)(const struct tapc_probe_point *points, int n,
			 bool (*done)(const struct tapc_probe_point *p,
				      int rc));
	bool (*refused)(const struct tapc_probe_point *p, int rc);
	void (*unreg_batch)(const struct tapc_probe_point *points, int n);
};

#define TAPC_POINT_LATER 1

/* begin(N), end(N), error(N): the session runs the bodies itself, in
 * order of priority, then of the script (session.c). */
struct tapc_lifecycle {
	long priority;
};

extern const struct tapc_point_ops tapc_begin_ops, tapc_end_ops,
	tapc_error_ops;

/* The entry of tapc_points[] of `kind` (begin, end or error) of probe
 * `pr`, whose body is `fn`. */
#define TAPC_LIFECYCLE_POINT(kind, pr, fn, prio)			\
	{ .ops = &tapc_##kind##_ops, .probe = (pr), .run = (fn),	\
	  .slot = &(struct tapc_lifecycle){ .priority = (prio) } }

/* A point run from another point's handler (syscall.close from the
 * sys_enter one's dispatch): listed for -t, registered by that one. */
extern const struct tapc_point_ops tapc_dispatched_ops;

#define TAPC_DISPATCHED_POINT(pr)					\
	{ .ops = &tapc_dispatched_ops, .probe = (pr) }

/* A global's lock (lock.c): readers share it, a writer has it alone;
 * it is only tried, so it never sleeps, on PREEMPT_RT either. */
struct tapc_rwlock {
	atomic_t word;
};

#define TAPC_DEFINE_RWLOCK(name) struct tapc_rwlock name = { ATOMIC_INIT(0) }

/* A global's lock as a probe takes it: shared when the probe only reads
 * the global, or only adds to it with `<<<` (each CPU its own part). */
struct tapc_lock {
	struct tapc_rwlock *lock;
	bool shared;
};

/* One probe body with the globals it locks. */
struct tapc_probe {
	const char *pp;			/* pp(): e.g. "begin" */
	const char *pn;			/* pn(): the script's point, an
					 * alias's name as matched */
	const char *location;		/* "FILE:LINE:COL" of the probe */
	const char *derivation;		/* -t: " from: POINT", as stap says
					 * where the point came from */
	const struct tapc_lock *locks;	/* globals it uses, in a fixed order */
	int nlocks;
	size_t locals_size;		/* bytes of locals it needs */
	bool is_return;			/* is_return(): a function's return */
};

/* One registration: what to attach, and the probe it runs. */
struct tapc_probe_point {
	const struct tapc_point_ops *ops;	/* its kind */
	const struct tapc_probe *probe;
	/* the body, when the runtime runs it itself (begin, end, error,
	 * timer, perf, ...) */
	void (*run)(struct tapc_context *c);
	void *slot;			/* its kind's own struct */
};

/* A target variable of string type that a probe may also set ($value
 * of procfs probes): the handler's buffer of `size` bytes. Its local
 * holds the address of `buf`, the text, as every string target's does,
 * so that reading one is the same for every family. */
struct tapc_string_target {
	size_t size;
	size_t len;			/* strlen(buf) */
	char buf[];
};

/* $v = s (or with `append`, $v .= s) for the string target whose text
 * is at `text`, cut to what its buffer holds; returns the text. */
const char *tapc_string_target_set(unsigned long text, const char *s,
				   bool append);

#endif
