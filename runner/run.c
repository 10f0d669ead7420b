/* Pass 5 on a kernel that loads modules: tapc's staprun. It loads the
 * module, starts its session, streams its output, stops it and unloads
 * it, speaking the protocol of /proc/tapc_NAME/{ctl,out,msg} described at
 * the top of runtime/tapc_main.c.
 *
 * The -c command is forked first and held on a pipe until the session
 * runs, so that the module knows its pid (target()) and sees its first
 * system calls (see exec_command for how it is run). If the session ends while the command still runs, the
 * command is killed with SIGKILL (stap would leave it running; inside the
 * guest nothing would be left to reap it). */
#include "run.h"

#include "module_file.h"
#include "output.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <wordexp.h>

#include "pass_stats.h"
#include "stdin_forward.h"
#include "timing_report.h"
#include "util.h"

/* stapio remembers this many distinct warnings to print each once. */
#define MAX_STORED_WARNINGS 1024

typedef struct ctl_status {
	char state[16];
	int skipped, reentrant, errors, lost, failed, switches;
} ctl_status;

typedef struct session {
	const run_options *ro;
	char *modname;
	int ctl, out, msg;       /* the module's files, or -1 */
	int sigfd;
	output out_file;         /* stdout or -o FILE's */
	int switches;            /* switch_file()s the output has followed */
	pid_t child;             /* -c CMD while not reaped, else 0 */
	int child_gate;          /* the pipe the child waits on, or -1 */
	bool child_failed;       /* it exited non-zero or by a signal */
	bool output_broken;      /* writing our output failed */
	int output_errno;        /* why */
	long long output_lost;   /* bytes not written, from that one on */
	bool error_seen;         /* an "ERROR: " line came on msg */
	bool detached;           /* left running, loaded (-L, Ctrl-\) */
	input_forward in;        /* stdin, to input probes and for ^C */
	strbuf msgline;          /* a msg line not yet complete */
	char **warnings;         /* distinct warnings printed so far */
	int nwarnings;
} session;

bool run_host_loads_modules(void)
{
	return access("/proc/modules", F_OK) == 0;
}

/* What is checked of the module before it is loaded, each with an error
 * that names the cause: a module of tapc's (another speaks no protocol of
 * ours), on a kernel that loads modules, built for this very kernel (which
 * would refuse it only as "Invalid module format"). */
static bool module_fits(const char *ko_path, const module_file *mf)
{
	struct utsname uts;

	if (!module_file_is_tapc(mf)) {
		fprintf(stderr, "ERROR: '%s' is not a module built by tapc "
			"(module '%s'%s%s%s)\n", ko_path, mf->name,
			mf->description ? ": \"" : "",
			mf->description ? mf->description : "",
			mf->description ? "\"" : "");
		return false;
	}
	if (!run_host_loads_modules()) {
		fprintf(stderr, "ERROR: this kernel cannot load modules "
			"(/proc/modules is missing)\n");
		return false;
	}
	if (uname(&uts) == 0 && strcmp(uts.release, mf->release) != 0) {
		fprintf(stderr, "ERROR: module '%s' was built for kernel %s, "
			"but this kernel is %s\n", ko_path, mf->release,
			uts.release);
		return false;
	}
	return true;
}

/* ---- msg: lines for stderr ---- */

/* Like stapio, prints each distinct warning once. */
static bool warning_is_new(session *s, const char *line)
{
	for (int i = 0; i < s->nwarnings; i++)
		if (strcmp(s->warnings[i], line) == 0)
			return false;
	if (s->nwarnings < MAX_STORED_WARNINGS)
		VEC_PUSH(s->warnings, s->nwarnings, xstrdup(line));
	return true;
}

/* system(CMD) of the script: CMD by /bin/sh, in the background (its
 * parent leaves at once, so nothing waits for it). */
#define SYSTEM_PREFIX "\001system "

static void run_system(const char *cmd, size_t len)
{
	char *command = xasprintf("%.*s", (int)len, cmd);
	fflush(NULL);
	pid_t pid = fork();
	if (pid == 0) {
		if (fork() == 0) {
			execl("/bin/sh", "sh", "-c", command, (char *)NULL);
			_exit(127);
		}
		_exit(0);
	}
	if (pid > 0)
		waitpid(pid, NULL, 0);
	free(command);
}

static void message_line(session *s, const char *line, size_t len)
{
	if (strncmp(line, SYSTEM_PREFIX, strlen(SYSTEM_PREFIX)) == 0) {
		size_t n = len - strlen(SYSTEM_PREFIX);
		run_system(line + strlen(SYSTEM_PREFIX), n && line[len - 1] == '\n' ? n - 1 : n);
		return;
	}
	if (strncmp(line, "WARNING: ", 9) == 0 && !s->ro->verbose &&
	    !warning_is_new(s, line))
		return;
	if (strncmp(line, "ERROR: ", 7) == 0)
		s->error_seen = true;
	write_all(STDERR_FILENO, line, len);
}

/* Splits what msg gives into lines; `flush` ends a last partial one. */
static void message_bytes(session *s, const char *buf, size_t len, bool flush)
{
	sb_putn(&s->msgline, buf, len);
	size_t start = 0;
	for (size_t i = 0; i < s->msgline.len; i++) {
		if (s->msgline.buf[i] != '\n')
			continue;
		char saved = s->msgline.buf[i + 1];
		s->msgline.buf[i + 1] = '\0';
		message_line(s, s->msgline.buf + start, i + 1 - start);
		s->msgline.buf[i + 1] = saved;
		start = i + 1;
	}
	if (flush && start < s->msgline.len) {
		sb_putc(&s->msgline, '\n');
		message_line(s, s->msgline.buf + start, s->msgline.len - start);
		start = s->msgline.len;
	}
	memmove(s->msgline.buf, s->msgline.buf + start, s->msgline.len - start);
	s->msgline.len -= start;
	if (s->msgline.buf)
		s->msgline.buf[s->msgline.len] = '\0';
}

/* A write of our output failed: the script is stopped, and what it
 * wrote from there on is counted for the error at the end. */
static void output_failed(session *s, long long n)
{
	s->output_broken = true;
	s->output_errno = errno ? errno : EIO;
	s->output_lost += n;
}

/* What one read of the output asks for. */
#define DRAIN_READ_SIZE (256 * 1024)

/* Copies what `fd` (out or msg) holds now; at_end, after `stop`, also
 * ends a last partial message line. */
static void drain(session *s, int fd, bool at_end)
{
	/* A read takes whole records up to its size: a larger one takes
	 * more of them a call (the runner is one thread: one buffer). */
	static char buf[DRAIN_READ_SIZE];
	/* While the session runs, a module may write faster than we read:
	 * a bounded drain lets the main loop see the deadline and signals. */
	for (int reads = 0; at_end || reads < 16; reads++) {
		ssize_t n = read(fd, buf, sizeof(buf));
		if (n < 0 && errno == EINTR)
			continue;
		/* Once stopped, an empty file reads as end of file; EAGAIN
		 * means it is empty for now. */
		if (n <= 0)
			break;
		if (fd == s->msg)
			message_bytes(s, buf, n, false);
		else if (s->output_broken)
			s->output_lost += n;
		else if (!output_write(&s->out_file, buf, n))
			output_failed(s, s->out_file.unwritten);
	}
	if (fd == s->msg && at_end)
		message_bytes(s, "", 0, true);
}

/* ---- ctl ---- */

static bool ctl_read(session *s, ctl_status *st)
{
	char line[256];
	ssize_t n = pread(s->ctl, line, sizeof(line) - 1, 0);

	memset(st, 0, sizeof(*st));
	if (n <= 0)
		return false;
	line[n] = '\0';
	return sscanf(line, "%15s skipped=%d reentrant=%d errors=%d lost=%d "
		      "failed=%d switches=%d", st->state, &st->skipped,
		      &st->reentrant, &st->errors, &st->lost, &st->failed,
		      &st->switches) == 7;
}

static bool ctl_write(session *s, const char *cmd)
{
	ssize_t n;

	do
		n = write(s->ctl, cmd, strlen(cmd));
	while (n < 0 && errno == EINTR);
	return n == (ssize_t)strlen(cmd);
}

/* ---- the -c child ---- */

/* Runs CMD as stap does: a simple command (words, quotes, variables) is
 * exec'ed itself, so that target() is its pid; anything else (pipes,
 * lists, redirections) through /bin/sh -c, whose pid target() is then. */
static void exec_command(const char *cmd)
{
	wordexp_t words;

	if (wordexp(cmd, &words, WRDE_NOCMD) == 0 && words.we_wordc > 0) {
		execvp(words.we_wordv[0], words.we_wordv);
		fprintf(stderr, "ERROR: %s: %s\n", words.we_wordv[0],
			strerror(errno));
		_exit(127);
	}
	execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
	fprintf(stderr, "ERROR: /bin/sh: %s\n", strerror(errno));
	_exit(127);
}

/* Forks the child for CMD, waiting on a pipe until release_child. */
static bool fork_child(session *s, const sigset_t *saved_mask)
{
	int gate[2], input[2] = { -1, -1 };

	/* In the guest the command's stdin is a socket the host's stdin is
	 * decoded into (the channel also carries the Ctrl-C): a socket, so
	 * that a command that closed it is EPIPE here, not a SIGPIPE that
	 * would end the session. */
	if (s->ro->stop_on_stdin &&
	    socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, input) != 0) {
		fprintf(stderr, "ERROR: socketpair: %s\n", strerror(errno));
		return false;
	}
	pid_t pid = -1;
	if (pipe2(gate, O_CLOEXEC) != 0) {
		fprintf(stderr, "ERROR: pipe: %s\n", strerror(errno));
	} else if ((pid = fork()) < 0) {
		fprintf(stderr, "ERROR: fork: %s\n", strerror(errno));
		close(gate[0]);
		close(gate[1]);
	}
	if (pid < 0) {
		if (input[0] >= 0) {
			close(input[0]);
			close(input[1]);
		}
		return false;
	}
	if (pid == 0) {
		char go;
		ssize_t n;

		close(gate[1]);
		sigprocmask(SIG_SETMASK, saved_mask, NULL);
		/* stap's command starts with SIGPIPE and SIGUSR2 ignored,
		 * as its stapio leaves them, and programs rely on it: a
		 * server whose client went away gets EPIPE, not death.
		 * Set before the gate opens, while no probe sees us. */
		signal(SIGPIPE, SIG_IGN);
		signal(SIGUSR2, SIG_IGN);
		do
			n = read(gate[0], &go, 1);
		while (n < 0 && errno == EINTR);
		if (n != 1)
			_exit(127);   /* the session never started */
		if (input[0] >= 0)
			dup2(input[0], STDIN_FILENO);
		exec_command(s->ro->command);
	}
	close(gate[0]);
	if (input[0] >= 0) {
		close(input[0]);
		shutdown(input[1], SHUT_RD);
		s->in.cmd = input[1];
	}
	s->child = pid;
	s->child_gate = gate[1];
	return true;
}

static void release_child(session *s)
{
	if (s->child_gate < 0)
		return;
	write_all(s->child_gate, "g", 1);
	close(s->child_gate);
	s->child_gate = -1;
}

/* Reaps the child if it has ended; true if it has. */
static bool reap_child(session *s, bool wait)
{
	int status;

	if (s->child <= 0)
		return true;
	pid_t pid = waitpid(s->child, &status, wait ? 0 : WNOHANG);
	if (pid != s->child)
		return false;
	s->child = 0;
	if (WIFSIGNALED(status)) {
		fprintf(stderr, "WARNING: Child process exited with signal %d "
			"(%s)\n", WTERMSIG(status), strsignal(WTERMSIG(status)));
		s->child_failed = true;
	} else if (WIFEXITED(status) && WEXITSTATUS(status)) {
		fprintf(stderr, "WARNING: Child process exited with status %d\n",
			WEXITSTATUS(status));
		s->child_failed = true;
	}
	return true;
}

/* A child still running when the session ends is killed, quietly. */
static void end_child(session *s)
{
	if (s->child_gate >= 0) {
		close(s->child_gate);   /* it exits without running CMD */
		s->child_gate = -1;
		waitpid(s->child, NULL, 0);
		s->child = 0;
	}
	if (s->child > 0 && !reap_child(s, false)) {
		kill(s->child, SIGKILL);
		waitpid(s->child, NULL, 0);
		s->child = 0;
	}
}

/* ---- loading ---- */

/* The module's parameters: the target, the buffers, and each -G global
 * (every scalar global is a parameter of the module, as in stap). */
static char *module_params(const run_options *ro, int target)
{
	strbuf sb = {0};
	time_t now = time(NULL);
	struct tm local;
	if (!localtime_r(&now, &local))
		memset(&local, 0, sizeof(local));
	/* a zone's name is letters, digits, + and -, never blank */
	char zone[32] = "UTC";
	if (local.tm_zone && local.tm_zone[0] &&
	    strspn(local.tm_zone, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-")
	    == strlen(local.tm_zone))
		snprintf(zone, sizeof(zone), "%s", local.tm_zone);
	sb_printf(&sb, "tapc_target=%d tapc_runner_pid=%d tapc_runner_uid=%d"
		  " tapc_tz_gmtoff=%ld tapc_tz_name=%s", target,
		  (int)getpid(), (int)getuid(), -(long)local.tm_gmtoff, zone);
	if (ro->buffer_mb > 0)
		sb_printf(&sb, " tapc_bufsize_mb=%d", ro->buffer_mb);
	if (ro->remote_uri)
		sb_printf(&sb, " tapc_remote_id=%d tapc_remote_uri=%s",
			  ro->remote_id, ro->remote_uri);
	for (int i = 0; i < ro->nset_globals; i++)
		sb_printf(&sb, " %s", ro->set_globals[i]);
	return sb_steal(&sb);
}

static bool load_module(session *s, const char *ko_path, int target)
{
	char *params = module_params(s->ro, target);
	int fd = open(ko_path, O_RDONLY | O_CLOEXEC);
	bool loaded = fd >= 0 && syscall(SYS_finit_module, fd, params, 0) == 0;
	int why = errno;
	free(params);
	if (!loaded) {
		fprintf(stderr, "ERROR: Couldn't insert module '%s': %s%s\n",
			ko_path, strerror(why), why == EPERM
			? " (loading a module needs root)" : "");
		if (fd >= 0)
			close(fd);
		return false;
	}
	close(fd);
	return true;
}

static int open_module_file(session *s, const char *file, int flags)
{
	char *path = xasprintf("/proc/tapc_%s/%s", s->modname, file);
	int fd = open(path, flags | O_CLOEXEC);
	if (fd < 0)
		fprintf(stderr, "ERROR: %s: %s\n", path, strerror(errno));
	free(path);
	return fd;
}

static bool unload_module(session *s)
{
	/* Busy for an instant if a reader is still leaving the files. */
	for (int tries = 0; tries < 100; tries++) {
		if (syscall(SYS_delete_module, s->modname, O_NONBLOCK) == 0)
			return true;
		if (errno != EAGAIN && errno != EBUSY)
			break;
		usleep(20000);
	}
	fprintf(stderr, "ERROR: Couldn't remove module '%s': %s\n",
		s->modname, strerror(errno));
	return false;
}

/* -vv: how long loading or unloading took. */
static void print_module_time(session *s, const char *what,
			      const pass_clock *pc)
{
	if (s->ro->verbose < 2)
		return;
	fprintf(stderr, "Pass 5: module \"%s\" %s ", s->modname, what);
	pass_print_time(pc, stderr);
	fputc('\n', stderr);
}

/* ---- the session ---- */

static int remaining_ms(const struct timespec *deadline)
{
	struct timespec now;

	if (!deadline)
		return -1;
	clock_gettime(CLOCK_MONOTONIC, &now);
	long long ms = (deadline->tv_sec - now.tv_sec) * 1000LL +
		(deadline->tv_nsec - now.tv_nsec) / 1000000;
	return ms < 0 ? 0 : ms > 60000 ? 60000 : (int)ms;
}

/* switch_file(): what the script wrote before it goes in the file it
 * was in, what comes after in the next. */
static void follow_switches(session *s, const ctl_status *st)
{
	if (st->switches == s->switches)
		return;
	drain(s, s->out, false);
	for (; s->switches < st->switches; s->switches++)
		if (!s->output_broken && !output_switch(&s->out_file))
			output_failed(s, 0);
}

/* Streams output until something ends the session. */
static void main_loop(session *s)
{
	struct timespec deadline, *dl = NULL;

	if (s->ro->timeout_s > 0) {
		clock_gettime(CLOCK_MONOTONIC, &deadline);
		deadline.tv_sec += s->ro->timeout_s;
		dl = &deadline;
	}
	for (;;) {
		struct pollfd fds[6] = {
			{ .fd = s->out, .events = POLLIN },
			{ .fd = s->msg, .events = POLLIN },
			{ .fd = s->ctl, .events = POLLIN },
			{ .fd = s->sigfd, .events = POLLIN },
			{ .fd = s->in.reading ? STDIN_FILENO : -1,
			  .events = POLLIN },
			{ .fd = s->in.for_cmd.len ? s->in.cmd : -1,
			  .events = POLLOUT },
		};
		int n = poll(fds, 6, remaining_ms(dl));

		if (n < 0 && errno != EINTR)
			return;
		for (int i = 0; i < 3; i++)
			if (fds[i].revents & (POLLERR | POLLNVAL))
				return;
		if (fds[0].revents)
			drain(s, s->out, false);
		if (fds[1].revents)
			drain(s, s->msg, false);
		if (s->output_broken)
			return;
		if (fds[2].revents) {
			ctl_status st;
			if (!ctl_read(s, &st))
				return;
			follow_switches(s, &st);
			if (strcmp(st.state, "running") != 0)
				return;   /* exit, error, or stopped */
		}
		if (fds[3].revents) {
			struct signalfd_siginfo si;
			while (read(s->sigfd, &si, sizeof(si)) == sizeof(si)) {
				/* Ctrl-\ leaves the script running, but not
				 * a -c command without its session */
				if (si.ssi_signo == SIGQUIT && !s->ro->command) {
					s->detached = true;
					return;
				}
				if (si.ssi_signo != SIGCHLD)
					return;
				if (s->child > 0 && reap_child(s, false))
					return;
			}
		}
		/* input, the guest's Ctrl-C or the end of its channel */
		if (fds[4].revents && !input_pump(&s->in))
			return;
		if (fds[5].revents)
			input_flush_command(&s->in);
		if (dl && remaining_ms(dl) == 0)
			return;
	}
}

/* As stap: the counts when anything was skipped or failed, and with -t
 * (a module that has the timing file) why hits were skipped. */
static void print_summary(session *s, const ctl_status *st)
{
	bool timed = timing_report_available(s->modname);

	if (st->errors || st->skipped || st->reentrant)
		fprintf(stderr, "WARNING: Number of errors: %d, skipped probes: "
			"%d\n", st->errors, st->skipped);
	if (st->reentrant && timed)
		fprintf(stderr, "WARNING: Skipped due to reentrancy: %d\n",
			st->reentrant);
	if (st->lost)
		fprintf(stderr, "WARNING: There were %d transport failures. Try "
			"tapc -s to increase the buffer size from %d.\n",
			st->lost, s->ro->buffer_mb ? s->ro->buffer_mb
						   : RUN_DEFAULT_BUFFER_MB);
}

static bool open_session_files(session *s)
{
	if (s->ctl < 0)
		s->ctl = open_module_file(s, "ctl", O_RDWR);
	s->out = open_module_file(s, "out", O_RDONLY | O_NONBLOCK);
	s->msg = open_module_file(s, "msg", O_RDONLY | O_NONBLOCK);
	return s->ctl >= 0 && s->out >= 0 && s->msg >= 0;
}

/* Loads and starts; the module is loaded on return when the result is
 * not -1, and its session runs when it is 0. */
static int start_session(session *s, const char *ko_path,
			 const sigset_t *saved_mask)
{
	if (s->ro->command && !fork_child(s, saved_mask))
		return -1;
	pass_clock pc;
	pass_clock_start(&pc);
	if (!load_module(s, ko_path, s->child > 0 ? s->child :
			 s->ro->target_pid))
		return -1;
	print_module_time(s, "loaded", &pc);
	if (!open_session_files(s))
		return 1;
	pass_clock_start(&pc);
	bool started = ctl_write(s, "start");
	/* the probes registered, the begin probes run */
	print_module_time(s, "started", &pc);
	if (!started) {
		int err = errno;
		drain(s, s->msg, false);
		if (!s->error_seen)
			fprintf(stderr, "ERROR: starting the module: %s\n",
				strerror(err));
		ctl_write(s, "stop");
		drain(s, s->out, true);
		drain(s, s->msg, true);
		return 1;
	}
	release_child(s);
	/* the begin probes' output is there now: no need to wait for the
	 * module's next poll wake-up to show it */
	drain(s, s->out, false);
	drain(s, s->msg, false);
	return 0;
}

/* The session is left running, loaded, for `tapc-run -A` (staprun's
 * words). */
static void say_detached(session *s)
{
	fprintf(stderr, "\nDisconnecting from tapc module.\nTo reconnect, "
		"type \"tapc-run -A %s\"\n", s->modname);
}

/* -D: the session goes on in a child of its own, in the background, its
 * output in -o's files; the parent prints the child's pid and leaves, as
 * staprun does. Only the child returns. */
static void daemonize(void)
{
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		fprintf(stderr, "ERROR: Failed to daemonize: %s\n",
			strerror(errno));
		return;   /* then it runs in the foreground */
	}
	if (pid > 0) {
		printf("%d\n", (int)pid);
		fflush(stdout);
		_exit(0);
	}
	setsid();
	int null = open("/dev/null", O_RDWR);
	if (null >= 0) {
		dup2(null, STDIN_FILENO);
		dup2(null, STDOUT_FILENO);
		dup2(null, STDERR_FILENO);
		if (null > STDERR_FILENO)
			close(null);
	}
}

/* Streams until something ends the session, then stops it: its end
 * probes run, their output is read, and the counts are told. */
static int stream_session(session *s)
{
	ctl_status st;

	input_open(&s->in, s->modname, s->ro->stop_on_stdin);
	main_loop(s);
	if (s->detached) {
		drain(s, s->out, false);
		drain(s, s->msg, false);
		say_detached(s);
		return 0;
	}
	/* No more hits; then what they left in the rings is read, so that
	 * the end probes' output finds room there. */
	ctl_write(s, "quiesce");
	if (ctl_read(s, &st))
		follow_switches(s, &st);
	drain(s, s->out, true);
	drain(s, s->msg, false);
	/* runs the end probes; a switch_file() of theirs is followed after
	 * their output */
	ctl_write(s, "stop");
	drain(s, s->out, true);
	drain(s, s->msg, true);
	end_child(s);
	if (!ctl_read(s, &st)) {
		fprintf(stderr, "ERROR: reading the module's state failed\n");
		return 1;
	}
	follow_switches(s, &st);
	if (!s->output_broken && !timing_report_print(s->modname, s->out_file.fd))
		fprintf(stderr, "WARNING: the probe timing report could not be "
			"read\n");
	print_summary(s, &st);
	if (s->output_broken)
		fprintf(stderr, "ERROR: %lld bytes of the output could not be "
			"written: %s\n", s->output_lost,
			strerror(s->output_errno));
	return s->error_seen || st.failed || s->child_failed ||
	       s->output_broken;
}

/* Loads, starts, streams, stops; the module is loaded on return when the
 * result is not -1 (and stays so when the session was detached). */
static int run_session(session *s, const char *ko_path,
		       const sigset_t *saved_mask)
{
	int rc = start_session(s, ko_path, saved_mask);

	if (rc != 0)
		return rc;
	if (s->ro->detach) {
		s->detached = true;
		say_detached(s);
		return 0;
	}
	if (s->ro->daemon)
		daemonize();
	return stream_session(s);
}

/* -A: the session of a module loaded and detached before, from where it
 * is; the output files go on from the number the script switched to. */
static int attach_session(session *s)
{
	/* ctl opened for writing is the module's one runner: absent, or
	 * another runner's (EBUSY), it cannot be attached to */
	char *ctl = xasprintf("/proc/tapc_%s/ctl", s->modname);
	s->ctl = open(ctl, O_RDWR | O_CLOEXEC);
	free(ctl);
	if (s->ctl < 0) {
		fprintf(stderr, "ERROR: Cannot attach to module %s control "
			"channel; not running?\n", s->modname);
		return -1;
	}
	ctl_status st;
	if (!open_session_files(s) || !ctl_read(s, &st))
		return -1;
	if (strcmp(st.state, "loaded") == 0) {
		fprintf(stderr, "ERROR: module %s was never started\n",
			s->modname);
		return -1;
	}
	s->switches = st.switches;
	if (s->ro->daemon)
		daemonize();
	return stream_session(s);
}

/* The signals that end a session come on a signalfd: SIGQUIT (Ctrl-\)
 * detaches, as staprun's; SIGPIPE too, so that a closed stdout ends it
 * rather than killing us. */
static void catch_signals(session *s, sigset_t *saved_mask)
{
	sigset_t mask;

	sigemptyset(&mask);
	sigaddset(&mask, SIGINT);
	sigaddset(&mask, SIGTERM);
	sigaddset(&mask, SIGHUP);
	sigaddset(&mask, SIGPIPE);
	sigaddset(&mask, SIGCHLD);
	sigaddset(&mask, SIGQUIT);
	sigprocmask(SIG_BLOCK, &mask, saved_mask);
	s->sigfd = signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC);
}

/* Closes the files, unloads the module (`rc` not -1, the session not
 * detached), gives the signals back. The exit status. */
static int end_session(session *s, int rc, const sigset_t *saved_mask)
{
	input_close(&s->in);
	end_child(s);
	if (s->ctl >= 0)
		close(s->ctl);
	if (s->out >= 0)
		close(s->out);
	if (s->msg >= 0)
		close(s->msg);
	pass_clock pc;
	pass_clock_start(&pc);
	if (rc >= 0 && !s->detached && !unload_module(s))
		rc = 1;
	else if (rc >= 0 && !s->detached)
		print_module_time(s, "unloaded", &pc);
	if (rc < 0)
		rc = 1;

	/* Consume what is pending before the mask comes back. */
	if (s->sigfd >= 0) {
		struct signalfd_siginfo si;
		while (read(s->sigfd, &si, sizeof(si)) == sizeof(si))
			;
		close(s->sigfd);
	}
	sigprocmask(SIG_SETMASK, saved_mask, NULL);
	output_close(&s->out_file);
	for (int i = 0; i < s->nwarnings; i++)
		free(s->warnings[i]);
	free(s->warnings);
	free(sb_steal(&s->msgline));
	free(s->modname);
	return rc;
}

#define SESSION_INIT(options) { \
	.ro = (options), .ctl = -1, .out = -1, .msg = -1, .sigfd = -1, \
	.child_gate = -1, .in = { .dst = -1, .cmd = -1 }, \
}

int run_module(const char *ko_path, const run_options *ro)
{
	session s = SESSION_INIT(ro);
	sigset_t saved_mask;
	module_file mf;

	if (!module_file_read(ko_path, &mf))
		return 1;
	if (!module_fits(ko_path, &mf) ||
	    !output_open(&s.out_file, ro->output_file, ro->output_size_mb,
			 ro->output_files)) {
		module_file_free(&mf);
		return 1;
	}
	s.modname = mf.name;
	mf.name = NULL;
	module_file_free(&mf);
	catch_signals(&s, &saved_mask);
	int rc = run_session(&s, ko_path, &saved_mask);
	return end_session(&s, rc, &saved_mask);
}

int run_attach(const char *modname, const run_options *ro)
{
	session s = SESSION_INIT(ro);
	sigset_t saved_mask;

	if (!output_open(&s.out_file, ro->output_file, ro->output_size_mb,
			 ro->output_files))
		return 1;
	s.modname = xstrdup(modname);
	catch_signals(&s, &saved_mask);
	int rc = attach_session(&s);
	return end_session(&s, rc, &saved_mask);
}

int run_unload(const char *modname)
{
	/* as staprun: a module another runner is attached to (its ctl is
	 * busy) is not a zombie, and is left alone */
	char *ctl = xasprintf("/proc/tapc_%s/ctl", modname);
	int fd = open(ctl, O_RDWR | O_CLOEXEC);
	free(ctl);
	if (fd < 0) {
		fprintf(stderr, "ERROR: '%s' is not a zombie tapc module.\n",
			modname);
		return 1;
	}
	close(fd);
	session s = SESSION_INIT(NULL);
	s.modname = (char *)modname;
	return unload_module(&s) ? 0 : 1;
}
