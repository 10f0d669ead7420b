/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the runtime's files share. The runtime is one translation unit
 * (tapc_main.c includes the rest), so everything here is static: this
 * header only orders the declarations of the files that tapc_main.c
 * includes after it.
 */
#ifndef TAPC_SESSION_H
#define TAPC_SESSION_H

#include <linux/atomic.h>
#include <linux/mutex.h>

/* The session's life, as ctl reports it (tapc_state_names). */
enum tapc_state {
	TAPC_LOADED,		/* module loaded, nothing runs */
	TAPC_STARTING,		/* begin probes, then registration */
	TAPC_RUNNING,		/* probes registered and firing */
	TAPC_EXIT,		/* exit() was called: waiting for `stop` */
	TAPC_ERROR,		/* a fatal error: waiting for `stop` */
	TAPC_STOPPING,		/* unregistering, end or error probes */
	TAPC_STOPPED,		/* all done; output may remain to read */
};

static atomic_t tapc_state = ATOMIC_INIT(TAPC_LOADED);
/* Bumped at each change of what ctl reports that its reader acts on
 * (tapc_state, a switch_file()), so that ctl's poll sees it. */
static atomic_t tapc_state_gen = ATOMIC_INIT(0);
/* Sticky: the session ended by an error (end probes give way to error
 * probes, and run.c exits 1). */
static bool tapc_failed;

/* Counters reported on ctl. Reentrant skips do not count against
 * MAXSKIPPED, as in stap's default (INTERRUPTIBLE) mode. */
static atomic_t tapc_skipped = ATOMIC_INIT(0);
/* switch_file()s asked: the reader goes on in the next -o file at each. */
static atomic_t tapc_output_switches = ATOMIC_INIT(0);
static atomic_t tapc_skipped_reentrant = ATOMIC_INIT(0);
static atomic_t tapc_errors = ATOMIC_INIT(0);

/* ---- transport.c: per-CPU rings that user space drains ---- */

struct tapc_ring;

struct tapc_channel {
	struct tapc_ring *rings;	/* one per possible CPU */
	atomic64_t seq;			/* orders records across CPUs */
	atomic_t lost;			/* records dropped: no room */
	struct mutex read_mutex;	/* one reader at once */
	/* The ring of a record partly read (or -1), and how much of it. */
	int cur_cpu;
	u32 cur_off;
	/* No runner attached (stap's flight recorder, detached): a full
	 * ring drops its oldest records for the new one, and nobody may
	 * read. Changed under read_mutex (control.c). */
	bool overwrite;
};

/* One piece of a record: records are written from several pieces so that
 * messages need no buffer to be assembled in. */
struct tapc_piece {
	const char *p;
	size_t n;
};

static struct tapc_channel tapc_out;	/* the script's output */
static struct tapc_channel tapc_msg;	/* WARNING:/ERROR: lines */

static int tapc_channel_init(struct tapc_channel *ch, size_t size_per_cpu);
static void tapc_channel_free(struct tapc_channel *ch);
static bool tapc_channel_write(struct tapc_channel *ch, int cpu,
			       const struct tapc_piece *pieces, int npieces);
static bool tapc_channel_has_data(struct tapc_channel *ch);
static ssize_t tapc_channel_read(struct tapc_channel *ch, char __user *buf,
				 size_t count);

/* ---- print.c ---- */

static void tapc_print_commit(struct tapc_context *c);

/* ---- context.c ---- */

static struct tapc_context **tapc_contexts;	/* indexed by CPU */

static int tapc_contexts_alloc(void);
static void tapc_contexts_free(void);
static struct tapc_context *tapc_enter(const struct tapc_probe *probe,
				       enum tapc_state state);
/* A message from process context (ctl writes), e.g. a registration error;
 * `text` ends with a newline. */
static void tapc_runtime_message(const char *text);

/* ---- session.c ---- */

static DEFINE_MUTEX(tapc_ctl_mutex);	/* serialises start and stop */

static bool tapc_move_state(enum tapc_state from, enum tapc_state to);
/* A fatal error: the session ends, and run.c will exit 1. */
static void tapc_fail(void);
static int tapc_session_start(void);
static void tapc_session_stop(void);

#endif /* TAPC_SESSION_H */
