// SPDX-License-Identifier: GPL-2.0
/*
 * The tapc runtime's module init and exit, and the rest of the runtime:
 * the runtime's unit of a module includes this file (see tapc.h).
 *
 * Protocol between the module and its runner (driver/run.c):
 *
 * Parameters
 *	tapc_target=PID		target(): the -c child's pid, or -x PID
 *	tapc_runner_pid=PID, tapc_runner_uid=UID	stp_pid(), is_myproc()
 *	tapc_tz_gmtoff=SECONDS, tapc_tz_name=NAME	tz_ctime(): the runner's
 *				time zone, seconds west of UTC and its name
 *	tapc_remote_id=N, tapc_remote_uri=URI	remote_id(), remote_uri():
 *				the runner's -r N:URI (tapc --remote's)
 *	tapc_bufsize_mb=N	-s N: MB of output ring per CPU (default
 *				TAPC_TRANSPORT_BUF_SIZE bytes)
 *
 * Loading allocates everything (contexts, rings, globals) and makes
 * /proc/tapc_<module name>/ with three files; nothing runs yet.
 *
 * ctl	write "start": runs the begin probes (by priority, in process
 *		context), then registers the other probe points; the state
 *		becomes `running`. A kernel function the kernel refuses
 *		puts stap's "WARNING: probe PP (SYM+OFF) registration error
 *		..." on msg and the others go on; another registration
 *		error, or nothing registered at all, unregisters what was
 *		done, puts "ERROR: ..." on msg, ends the session (state
 *		`error`) and fails the write.
 *		"start" twice fails with EBUSY.
 *	write "quiesce": unregisters every probe point and waits for
 *		handlers in flight (state `stopping`); the end probes have not
 *		run yet, so that the runner may first read out and msg empty.
 *		Idempotent.
 *	write "stop": quiesces if that was not done, runs the end probes (or, if the session failed, the
 *		error probes), and sets the state to `stopped`; nothing more
 *		is written to out or msg after it returns. Idempotent. Also
 *		done by module unload if the runner did not.
 *	read: one line,
 *		"STATE skipped=N reentrant=N errors=N lost=N failed=0|1\n"
 *		STATE is loaded, starting, running, exit (exit() was called),
 *		error (a fatal error: more than MAXERRORS errors, too many
 *		skipped hits, a failed registration), stopping or stopped.
 *		skipped counts hits skipped for a lock (the MAXSKIPPED ones),
 *		reentrant those that found their CPU busy, errors the errors
 *		reported, lost the records dropped for a full ring; failed is
 *		1 once the session has ended by an error.
 *	poll: POLLIN when the state changed since this file last read it.
 * out	the script's output. read returns what the rings hold, oldest
 *	record first across CPUs (a record is a hit's output); it blocks
 *	when empty unless O_NONBLOCK (EAGAIN), and returns 0 (end of file)
 *	once the session is stopped and everything is read. poll: POLLIN
 *	when there is data, POLLHUP once stopped and drained.
 * msg	the same for the user's stderr: "WARNING: ..." and "ERROR: ..."
 *	lines, each a record.
 *
 * Readers are woken by a timer every TAPC_POLL_MS, never from a probe.
 */
#include <linux/delay.h>
#include <linux/list_sort.h>
#include <linux/jhash.h>
#include <linux/hash.h>
/* hex_asc_upper: <linux/kernel.h> no longer brings it (7.x) */
#if __has_include(<linux/hex.h>)
#include <linux/hex.h>
#endif
#include <linux/log2.h>
#include <linux/math64.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/tracepoint.h>
#include <linux/uaccess.h>
#include <linux/vmalloc.h>

#include "session.h"
#include "format.c"
#include "string.c"
#include "transport.c"
#include "print.c"
#include "timing.c"
#include "lock.c"
#include "context.c"
#include "regex.c"
#include "stat.c"
#include "map.c"
#include "pmap.c"
#include "kvar.c"
#include "entries.c"
#include "syscall.h"
#include "syscall.c"
#include "usym.c"
#include "ufile.c"
/* the kinds of points, each file on its header alone (tapc.h includes
 * them all), in any order: kinds.h lists them (scripts/runtime-kinds) */
#define TAPC_KINDS_CODE
#include "kinds.h"
#undef TAPC_KINDS_CODE
#include "session.c"
#include "control.c"

int tapc_target;
module_param(tapc_target, int, 0444);
MODULE_PARM_DESC(tapc_target, "target(): the pid of -c CMD or -x PID");

int tapc_runner_pid;
module_param(tapc_runner_pid, int, 0444);
MODULE_PARM_DESC(tapc_runner_pid, "stp_pid(): the pid of the runner");

int tapc_runner_uid;
module_param(tapc_runner_uid, int, 0444);
MODULE_PARM_DESC(tapc_runner_uid, "is_myproc(): the uid of the runner");

int tapc_tz_gmtoff;
module_param(tapc_tz_gmtoff, int, 0444);
MODULE_PARM_DESC(tapc_tz_gmtoff, "tz_gmtoff(): seconds west of UTC");

char *tapc_tz_name = "UTC";
module_param(tapc_tz_name, charp, 0444);
MODULE_PARM_DESC(tapc_tz_name, "tz_name(): the runner's time zone");

int tapc_remote_id = -1;
module_param(tapc_remote_id, int, 0444);
MODULE_PARM_DESC(tapc_remote_id, "remote_id(): the target's index in --remote's list");

char *tapc_remote_uri = "";
module_param(tapc_remote_uri, charp, 0444);
MODULE_PARM_DESC(tapc_remote_uri, "remote_uri(): the target's --remote URI");

static int tapc_bufsize_mb;
module_param(tapc_bufsize_mb, int, 0444);
MODULE_PARM_DESC(tapc_bufsize_mb, "MB of output buffer per CPU (-s)");

/* Messages need little room; the script's output may need much. */
#define TAPC_MSG_BUF_SIZE (64 * 1024)

static void tapc_free_all(void)
{
	tapc_points_unload();
	tapc_channel_free(&tapc_msg);
	tapc_channel_free(&tapc_out);
	tapc_contexts_free();
	tapc_timing_free();
	tapc_usym_free();
}

static int __init tapc_module_init(void)
{
	size_t bufsize = TAPC_TRANSPORT_BUF_SIZE;
	int rc;

	if (tapc_bufsize_mb > 0)
		bufsize = (size_t)min(tapc_bufsize_mb, 4096) << 20;
	tapc_usym_init();
	rc = tapc_contexts_alloc();
	if (!rc)
		rc = tapc_points_load();
	if (!rc)
		rc = tapc_timing_alloc();
	if (!rc)
		rc = tapc_channel_init(&tapc_out, bufsize);
	if (!rc)
		rc = tapc_channel_init(&tapc_msg, TAPC_MSG_BUF_SIZE);
	if (rc)
		goto fail;
	/* init_globals may fail halfway: free_globals frees what was made. */
	rc = tapc_script.init_globals ? tapc_script.init_globals() : 0;
	if (rc) {
		rc = rc < 0 ? rc : -ENOMEM;
		goto fail_globals;
	}
	rc = tapc_control_init();
	if (rc)
		goto fail_globals;
	return 0;
fail_globals:
	if (tapc_script.free_globals)
		tapc_script.free_globals();
fail:
	tapc_free_all();
	return rc;
}

static void __exit tapc_module_exit(void)
{
	mutex_lock(&tapc_ctl_mutex);
	tapc_session_stop();
	mutex_unlock(&tapc_ctl_mutex);
	tapc_control_exit();
	if (tapc_script.free_globals)
		tapc_script.free_globals();
	tapc_free_all();
}

module_init(tapc_module_init);
module_exit(tapc_module_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("a SystemTap-language script compiled by tapc");
