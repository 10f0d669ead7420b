/* tapc --remote (remote.h). One ssh session per target, all at once,
 * carries the whole run (remote_command.h):
 *
 *   ask      ssh starts the remote program, whose first line is the
 *            target's kernel release and architecture; a target ssh
 *            cannot reach (ssh's exit 255) is reported by its URI and
 *            left out;
 *   build    a tapc of our own per distinct release, with the same
 *            command line and TAPC_REMOTE_RELEASE set (remote_build_child),
 *            which prints its module's path (pass 4, cached as usual);
 *   run      on the same session, "SIZE NAME", then the module, which
 *            the remote program puts in a temporary directory and runs
 *            tapc-run on; from then on the session's stdin is its channel
 *            (stdin_forward.h): our stdin for the script's input probes or
 *            -c's command, our Ctrl-C as a byte 0x03, and its end (ssh
 *            gone) stops it too.
 *
 * No daemon of ours runs on a target: only that shell and tapc-run, for
 * the session. Here, tapc itself is one process and one thread whatever
 * the number of targets, with one ssh per target. The remote's stdout
 * comes back line by line ("N: " before each with --remote-prefix), its
 * stderr line by line as it is. */
#include "remote.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/signalfd.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include "interrupt.h"
#include "options.h"
#include "remote_command.h"
#include "remote_uri.h"
#include "stdin_forward.h"
#include "util.h"

#define BUILD_RELEASE_ENV "TAPC_REMOTE_RELEASE"
#define SSH_UNREACHABLE 255
/* At most this much of our stdin waits for a target to take it. */
#define STDIN_AHEAD (64 * 1024)

bool remote_build_child(void)
{
	const char *release = getenv(BUILD_RELEASE_ENV);

	if (!release || !*release)
		return false;
	opts.kernel_release = release;
	if (opts.last_pass > 4)
		opts.last_pass = 4;
	return true;
}

/* ---- processes ---- */

/* Forks `argv` with stdin `in` (or /dev/null when -1) and stdout and
 * stderr on new pipes when `out`/`err` are given, in a process group of
 * its own (the terminal's Ctrl-C is ours to pass on); killed if tapc is
 * interrupted. A build (`watched`) has its group killed with it, through
 * a first process that watches over it; an ssh session is one process
 * and nothing else, which holds none of the other sessions' pipes. The
 * pid, or -1 (said why). */
static pid_t spawn(char *const argv[], int in, int *out, int *err,
		   const char *env_name, const char *env_value, bool watched)
{
	int o[2] = { -1, -1 }, e[2] = { -1, -1 };

	if ((out && pipe2(o, O_CLOEXEC) != 0) ||
	    (err && pipe2(e, O_CLOEXEC) != 0)) {
		fprintf(stderr, "ERROR: pipe: %s\n", strerror(errno));
		return -1;
	}
	fflush(NULL);
	pid_t pid = interrupt_fork(watched);
	if (pid == 0) {
		int null = open("/dev/null", O_RDONLY);
		if (!watched)
			setpgid(0, 0);
		interrupt_default_handlers();   /* our mask is not ssh's */
		dup2(in >= 0 ? in : null, STDIN_FILENO);
		if (out)
			dup2(o[1], STDOUT_FILENO);
		if (err)
			dup2(e[1], STDERR_FILENO);
		if (env_name)
			setenv(env_name, env_value, 1);
		execvp(argv[0], argv);
		fprintf(stderr, "ERROR: %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	if (out) {
		close(o[1]);
		*out = o[0];
	}
	if (err) {
		close(e[1]);
		*err = e[0];
	}
	if (pid > 0 && !watched)
		setpgid(pid, pid);
	if (pid < 0)
		fprintf(stderr, "ERROR: fork: %s\n", strerror(errno));
	return pid;
}

/* All of `fd`, closed after. */
static char *read_all(int fd)
{
	strbuf sb = {0};
	char buf[4096];
	ssize_t n;

	sb_puts(&sb, "");
	while ((n = read(fd, buf, sizeof(buf))) != 0) {
		if (n > 0)
			sb_putn(&sb, buf, n);
		else if (errno != EINTR)
			break;
	}
	close(fd);
	return sb_steal(&sb);
}

/* ---- a target's session ---- */

typedef struct line_stream {
	int fd;                 /* -1 once at its end */
	strbuf part;            /* a line not yet complete */
} line_stream;

typedef struct conn {
	remote_target *t;
	pid_t pid;              /* ssh (tapc-run for direct://); 0 once reaped */
	int status;
	bool hello;             /* the target has said its kernel */
	int channel;            /* the session's stdin; -1 once closed */
	/* what goes on the channel, in order: "SIZE NAME\n", the module
	 * (its release's bytes, shared), then our stdin and interrupts */
	strbuf head, tail;
	const char *module;
	size_t module_len;
	size_t head_sent, module_sent, tail_sent;
	line_stream out, err;
} conn;

/* Who wrote the last bytes of our stdout and whether its line is open. */
static conn *last_writer;
static bool line_open;

static void close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

/* One complete line (or the last, partial one) of `c`'s stdout. */
static void print_line(conn *c, const char *line, size_t len)
{
	strbuf sb = {0};
	if (line_open && last_writer != c)
		sb_putc(&sb, '\n');
	if (opts.remote_prefix && (!line_open || last_writer != c))
		sb_printf(&sb, "%d: ", c->t->index);
	sb_putn(&sb, line, len);
	write_all(STDOUT_FILENO, sb.buf, sb.len);
	free(sb.buf);
	last_writer = c;
	line_open = len == 0 || line[len - 1] != '\n';
}

/* Before the hello, stdout is the remote program's: its hello line
 * gives the release and architecture; what a login printed before it
 * is not the script's. */
static void take_hello(conn *c, const char *line, size_t len)
{
	char release[256], arch[64];
	char *text = xstrndup(line, len);

	if (!c->hello &&
	    sscanf(text, REMOTE_HELLO " %255s %63s", release, arch) == 2) {
		c->hello = true;
		c->t->release = xstrdup(release);
		c->t->arch = xstrdup(arch);
	}
	free(text);
}

/* A line of `c`'s (or the last, partial one) to `to`. */
static void deliver(conn *c, int to, const char *line, size_t len)
{
	if (to != STDOUT_FILENO)
		write_all(to, line, len);
	else if (!c->hello)
		take_hello(c, line, len);
	else if (c->t->module)
		print_line(c, line, len);
}

/* Reads what `ls` has; passes on its complete lines (all, at its end). */
static void pump(conn *c, line_stream *ls, int to)
{
	char buf[65536];
	ssize_t n = read(ls->fd, buf, sizeof(buf));

	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return;
	if (n > 0)
		sb_putn(&ls->part, buf, n);
	size_t start = 0;
	for (size_t i = 0; i < ls->part.len; i++) {
		if (ls->part.buf[i] != '\n')
			continue;
		deliver(c, to, ls->part.buf + start, i + 1 - start);
		start = i + 1;
	}
	if (n <= 0 && start < ls->part.len) {
		deliver(c, to, ls->part.buf + start, ls->part.len - start);
		start = ls->part.len;
	}
	memmove(ls->part.buf, ls->part.buf + start, ls->part.len - start);
	ls->part.len -= start;
	if (n <= 0)
		close_fd(&ls->fd);
}

static size_t pending(const conn *c)
{
	return (c->head.len - c->head_sent) + (c->module_len - c->module_sent) +
	       (c->tail.len - c->tail_sent);
}

/* Writes what the channel takes now, in order; closes it on a failure. */
static void flush_channel(conn *c)
{
	while (c->channel >= 0 && pending(c)) {
		const char *from;
		size_t *sent, len;
		if (c->head_sent < c->head.len) {
			from = c->head.buf;
			sent = &c->head_sent;
			len = c->head.len;
		} else if (c->module_sent < c->module_len) {
			from = c->module;
			sent = &c->module_sent;
			len = c->module_len;
		} else {
			from = c->tail.buf;
			sent = &c->tail_sent;
			len = c->tail.len;
		}
		ssize_t n = write(c->channel, from + *sent, len - *sent);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return;
		if (n <= 0) {
			close_fd(&c->channel);
			return;
		}
		*sent += n;
		c->t->bytes_sent += n;
	}
	if (c->tail_sent == c->tail.len)
		c->tail.len = c->tail_sent = 0;
}

static bool conn_live(const conn *c)
{
	return c->out.fd >= 0 || c->err.fd >= 0;
}

/* Starts `c`'s process, `a` (freed), its stdin the session's channel. */
static bool start_session(conn *c, arglist *a)
{
	int channel[2];

	arglist_add(a, NULL);
	if (pipe2(channel, O_CLOEXEC) != 0) {
		arglist_free(a);
		return false;
	}
	c->pid = spawn(a->v, channel[0], &c->out.fd, &c->err.fd, NULL, NULL,
		       false);
	arglist_free(a);
	close(channel[0]);
	c->channel = channel[1];
	return c->pid > 0;
}

/* ssh to `c`'s target, running the remote program. */
static bool start_ssh(conn *c)
{
	arglist a = {0};

	remote_ssh_args(&a, c->t);
	char *program = remote_program(c->t);
	arglist_add(&a, program);
	free(program);
	return start_session(c, &a);
}

/* direct://: tapc-run here, on the module's file. */
static bool start_direct(conn *c)
{
	arglist a = {0};

	char *runner = remote_local_runner();
	arglist_add(&a, runner);
	free(runner);
	remote_runner_args(&a, c->t);
	arglist_add(&a, c->t->module);
	if (!start_session(c, &a))
		return false;
	fcntl(c->channel, F_SETFL, O_NONBLOCK);
	return true;
}

/* Ends what is left of `c` (its output passed on) and reaps it. */
static void conn_finish(conn *c)
{
	close_fd(&c->channel);
	while (conn_live(c)) {
		if (c->out.fd >= 0)
			pump(c, &c->out, STDOUT_FILENO);
		else
			pump(c, &c->err, STDERR_FILENO);
	}
	if (c->pid > 0)
		c->status = interrupt_waitpid(c->pid);
	c->pid = 0;
}

static void conn_free(conn *c)
{
	close_fd(&c->channel);
	close_fd(&c->out.fd);
	close_fd(&c->err.fd);
	free(c->head.buf);
	free(c->tail.buf);
	free(c->out.part.buf);
	free(c->err.part.buf);
}

/* ---- ask: each target's release and architecture ---- */

static void ask_targets(conn *cs, remote_target *ts, int n)
{
	struct pollfd *fds = xcalloc(2 * n, sizeof(*fds));

	for (int i = 0; i < n; i++) {
		conn *c = &cs[i];
		c->t = &ts[i];
		c->channel = c->out.fd = c->err.fd = -1;
		if (ts[i].direct) {
			struct utsname u;
			uname(&u);
			ts[i].release = xstrdup(u.release);
			ts[i].arch = xstrdup(u.machine);
			c->hello = true;
		} else if (!start_ssh(c)) {
			ts[i].failed = true;
		}
	}
	for (;;) {
		int waiting = 0;
		for (int i = 0; i < n; i++) {
			conn *c = &cs[i];
			bool asking = !c->hello && c->out.fd >= 0;
			fds[2 * i] = (struct pollfd){ .fd = asking ? c->out.fd : -1,
						      .events = POLLIN };
			fds[2 * i + 1] = (struct pollfd){ .fd = asking ? c->err.fd : -1,
							  .events = POLLIN };
			waiting += asking;
		}
		if (!waiting)
			break;
		if (poll(fds, 2 * n, -1) < 0 && errno != EINTR)
			break;
		for (int i = 0; i < n; i++) {
			if (fds[2 * i].revents)
				pump(&cs[i], &cs[i].out, STDOUT_FILENO);
			if (fds[2 * i + 1].revents)
				pump(&cs[i], &cs[i].err, STDERR_FILENO);
		}
	}
	free(fds);
	for (int i = 0; i < n; i++) {
		conn *c = &cs[i];
		remote_target *t = c->t;
		if (t->failed || c->hello)
			continue;
		conn_finish(c);
		if (WIFEXITED(c->status) && WEXITSTATUS(c->status) == SSH_UNREACHABLE)
			fprintf(stderr, "error establishing ssh connection on "
				"remote '%s'\n", t->uri);
		else
			fprintf(stderr, "ERROR: cannot read the kernel release "
				"of remote '%s' (uname -r -m)\n", t->uri);
		t->failed = true;
	}
	for (int i = 0; i < n; i++)
		if (!ts[i].failed && strcmp(ts[i].arch, "x86_64") != 0) {
			fprintf(stderr, "ERROR: remote '%s' is %s: tapc builds "
				"modules for x86_64 only\n", ts[i].uri,
				ts[i].arch);
			ts[i].failed = true;
		}
}

/* ---- build: passes 1-4 once per distinct release ---- */

typedef struct release_build {
	const char *release;
	pid_t pid;
	int out;
	char *module;           /* its path, or NULL */
	char *bytes;            /* its contents, for the ssh targets */
	size_t len;
	bool reads_stdin;       /* the script has input probes */
} release_build;

/* The script given on stdin, read once, for each build to read. */
static char *stdin_script;

/* A build's stdin: the script given on stdin, or nothing (-1). */
static int build_stdin(void)
{
	if (!stdin_script)
		return -1;
	int fd = memfd_create("tapc-script", MFD_CLOEXEC);
	if (fd < 0 || !write_all(fd, stdin_script, strlen(stdin_script)) ||
	    lseek(fd, 0, SEEK_SET) != 0) {
		fprintf(stderr, "ERROR: cannot pass the script on: %s\n",
			strerror(errno));
		if (fd >= 0)
			close(fd);
		return -2;
	}
	return fd;
}

/* What a build printed: its module's path last, after the line that
 * says the script reads stdin, if it does. */
static void take_build_output(release_build *b, char *printed)
{
	size_t len = strlen(printed);

	while (len && printed[len - 1] == '\n')
		printed[--len] = '\0';
	char *line = strrchr(printed, '\n');
	b->module = xstrdup(line ? line + 1 : printed);
	if (line)
		*line = '\0';
	for (char *l = printed; l && *l;) {
		char *nl = strchr(l, '\n');
		if (nl)
			*nl = '\0';
		b->reads_stdin = b->reads_stdin || !strcmp(l, REMOTE_READS_STDIN);
		l = nl ? nl + 1 : NULL;
	}
}

/* Runs a tapc per release at once. The worst exit status of the builds;
 * *builds gets one entry per release. */
static int build_modules(remote_target *ts, int n, char **argv,
			 release_build **builds, size_t *nbuilds)
{
	char *self = realpath("/proc/self/exe", NULL);
	release_build *bs = NULL;
	size_t nb = 0;
	int worst = 0;

	for (int i = 0; i < n; i++) {
		if (ts[i].failed)
			continue;
		bool seen = false;
		for (size_t r = 0; r < nb; r++)
			seen = seen || strcmp(bs[r].release, ts[i].release) == 0;
		if (seen)
			continue;
		release_build b = { .release = ts[i].release, .pid = -1, .out = -1 };
		int in = build_stdin();
		char *saved = argv[0];
		argv[0] = self ? self : saved;
		if (in != -2)
			b.pid = spawn(argv, in, opts.last_pass >= 4 ? &b.out : NULL,
				      NULL, BUILD_RELEASE_ENV, ts[i].release, true);
		argv[0] = saved;
		if (in >= 0)
			close(in);
		VEC_PUSH(bs, nb, b);
	}
	for (size_t r = 0; r < nb; r++) {
		release_build *b = &bs[r];
		char *printed = b->out >= 0 ? read_all(b->out) : NULL;
		int status = b->pid > 0 ? interrupt_waitpid(b->pid) : -1;
		int rc = WIFEXITED(status) ? WEXITSTATUS(status) : 1;
		if (rc == 0 && printed)
			take_build_output(b, printed);
		free(printed);
		if (rc == 0 && b->module && opts.last_pass == 4)
			printf("%s\n", b->module);
		if (rc == 0 && b->module && opts.last_pass == 5 &&
		    !(b->bytes = read_file(b->module, &b->len))) {
			fprintf(stderr, "ERROR: cannot read %s: %s\n",
				b->module, strerror(errno));
			rc = 1;
		}
		if (rc > worst)
			worst = rc;
		for (int i = 0; i < n; i++) {
			if (ts[i].failed || strcmp(ts[i].release, b->release) != 0)
				continue;
			if (rc != 0 || (opts.last_pass == 5 && !b->bytes))
				ts[i].failed = true;
			else if (b->module)
				ts[i].module = xstrdup(b->module);
		}
	}
	free(self);
	*builds = bs;
	*nbuilds = nb;
	return worst;
}

static void free_builds(release_build *bs, size_t n)
{
	for (size_t r = 0; r < n; r++) {
		free(bs[r].module);
		free(bs[r].bytes);
	}
	free(bs);
}

/* ---- run ---- */

/* Ctrl-C: a session started stops as tapc-run's own Ctrl-C stops it;
 * one still receiving its module is ended (its ssh with it). The second
 * time, every ssh is ended. */
static void interrupt_targets(conn *cs, int n, int times)
{
	for (int i = 0; i < n; i++) {
		conn *c = &cs[i];
		if (c->pid <= 0)
			continue;
		if (times == 1 && c->channel >= 0 &&
		    c->head_sent == c->head.len && c->module_sent == c->module_len) {
			sb_putc(&c->tail, CHANNEL_INTERRUPT);
			flush_channel(c);
			continue;
		}
		close_fd(&c->channel);
		kill(c->pid, SIGTERM);
	}
}

/* What ended a target: said when it was not the session's own end. */
static int target_status(conn *c)
{
	int st = c->status;
	if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
		return 0;
	if (WIFEXITED(st) && WEXITSTATUS(st) == SSH_UNREACHABLE &&
	    !c->t->direct)
		fprintf(stderr, "error establishing ssh connection on remote "
			"'%s'\n", c->t->uri);
	else if (WIFSIGNALED(st))
		fprintf(stderr, "WARNING: remote '%s' ended by signal %d\n",
			c->t->uri, WTERMSIG(st));
	return 1;
}

/* Our stdin, read while every target has room for it, onto each
 * channel: its bytes, or its end. */
typedef struct stdin_feed {
	bool reading;
	tty_mode tty;
} stdin_feed;

static void feed_stdin(stdin_feed *f, conn *cs, int n)
{
	char buf[4096];
	ssize_t got;

	do
		got = read(STDIN_FILENO, buf, sizeof(buf));
	while (got < 0 && errno == EINTR);
	if (got < 0 && errno == EAGAIN)
		return;
	for (int i = 0; i < n; i++) {
		conn *c = &cs[i];
		if (c->channel < 0 || c->t->failed)
			continue;
		if (got > 0)
			channel_encode(&c->tail, buf, (size_t)got);
		else
			channel_encode_end(&c->tail);
		flush_channel(c);
	}
	if (got <= 0) {
		f->reading = false;
		tty_restore(&f->tty, STDIN_FILENO);
	}
}

static bool stdin_room(const conn *cs, int n)
{
	for (int i = 0; i < n; i++)
		if (cs[i].channel >= 0 && cs[i].tail.len - cs[i].tail_sent > STDIN_AHEAD)
			return false;
	return true;
}

/* Sends each target that built its module (and runs each direct://),
 * and streams them all until every one has ended. */
static int run_targets(conn *cs, int n, const release_build *bs, size_t nb)
{
	int rc = 0, interrupts = 0;
	bool reads_stdin = false;
	stdin_feed feed = {0};
	sigset_t mask, saved;

	for (size_t r = 0; r < nb; r++)
		reads_stdin = reads_stdin || bs[r].reads_stdin;
	sigemptyset(&mask);
	sigaddset(&mask, SIGINT);
	sigaddset(&mask, SIGTERM);
	sigaddset(&mask, SIGHUP);
	sigaddset(&mask, SIGPIPE);
	sigprocmask(SIG_BLOCK, &mask, &saved);
	int sigfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
	for (int i = 0; i < n; i++) {
		conn *c = &cs[i];
		remote_target *t = c->t;
		if (t->failed) {
			/* a session asked for nothing more ends by itself */
			close_fd(&c->channel);
			continue;
		}
		if (t->direct) {
			if (!start_direct(c)) {
				t->failed = true;
				rc = 1;
			}
			continue;
		}
		for (size_t r = 0; r < nb; r++)
			if (!strcmp(bs[r].release, t->release)) {
				c->module = bs[r].bytes;
				c->module_len = bs[r].len;
			}
		const char *base = strrchr(t->module, '/');
		sb_printf(&c->head, "%zu %s\n", c->module_len,
			  base ? base + 1 : t->module);
		fcntl(c->channel, F_SETFL, O_NONBLOCK);
		flush_channel(c);
	}
	/* stdin is held only for a script that reads it, or -c's command,
	 * as the session's own (tapc-run's) would be; -F leaves nothing */
	feed.reading = (reads_stdin || opts.run.command) &&
		       !opts.flight_recorder;
	if (feed.reading && reads_stdin)
		tty_forward_keys(&feed.tty, STDIN_FILENO);
	struct pollfd *fds = xcalloc(3 * n + 2, sizeof(*fds));
	for (;;) {
		int live = 0;
		for (int i = 0; i < n; i++) {
			conn *c = &cs[i];
			fds[3 * i] = (struct pollfd){ .fd = c->out.fd, .events = POLLIN };
			fds[3 * i + 1] = (struct pollfd){ .fd = c->err.fd, .events = POLLIN };
			fds[3 * i + 2] = (struct pollfd){
				.fd = pending(c) ? c->channel : -1, .events = POLLOUT };
			live += conn_live(c);
		}
		bool take_stdin = feed.reading && stdin_room(cs, n);
		fds[3 * n] = (struct pollfd){ .fd = sigfd, .events = POLLIN };
		fds[3 * n + 1] = (struct pollfd){
			.fd = take_stdin ? STDIN_FILENO : -1, .events = POLLIN };
		if (!live)
			break;
		if (poll(fds, 3 * n + 2, -1) < 0 && errno != EINTR)
			break;
		for (int i = 0; i < n; i++) {
			conn *c = &cs[i];
			if (fds[3 * i + 2].revents)
				flush_channel(c);
			if (fds[3 * i].revents)
				pump(c, &c->out, STDOUT_FILENO);
			if (fds[3 * i + 1].revents)
				pump(c, &c->err, STDERR_FILENO);
			if (!conn_live(c))
				close_fd(&c->channel);
		}
		if (fds[3 * n + 1].revents)
			feed_stdin(&feed, cs, n);
		struct signalfd_siginfo si;
		while (read(sigfd, &si, sizeof(si)) == sizeof(si))
			if (si.ssi_signo != SIGPIPE)
				interrupt_targets(cs, n, ++interrupts);
	}
	free(fds);
	tty_restore(&feed.tty, STDIN_FILENO);
	for (int i = 0; i < n; i++) {
		conn *c = &cs[i];
		conn_finish(c);
		if (!c->t->failed && target_status(c) && !rc)
			rc = 1;
	}
	close(sigfd);
	sigprocmask(SIG_SETMASK, &saved, NULL);
	return rc;
}

/* Before the run, sessions that will run nothing end by themselves. */
static void end_sessions(conn *cs, int n)
{
	for (int i = 0; i < n; i++)
		close_fd(&cs[i].channel);
	for (int i = 0; i < n; i++)
		conn_finish(&cs[i]);
}

int remote_main(char **argv)
{
	remote_target *ts = xcalloc(opts.nremote_uris, sizeof(*ts));
	conn *cs = xcalloc(opts.nremote_uris, sizeof(*cs));
	int n = opts.nremote_uris, rc = 0;

	for (int i = 0; i < n; i++) {
		char *why = remote_target_parse(&ts[i], opts.remote_uris[i], i);
		if (why) {
			fprintf(stderr, "%s\n", why);
			free(why);
			rc = 1;
		}
	}
	/* a script on stdin is read once, here, for each release's build */
	if (rc == 0 && opts.script_file && !strcmp(opts.script_file, "-") &&
	    !(stdin_script = read_file("/dev/stdin", NULL))) {
		fprintf(stderr, "ERROR: cannot read the script from stdin: %s\n",
			strerror(errno));
		rc = 1;
	}
	if (rc == 0) {
		release_build *bs = NULL;
		size_t nb = 0;
		interrupt_catch();
		ask_targets(cs, ts, n);
		int built = build_modules(ts, n, argv, &bs, &nb);
		if (opts.last_pass < 5) {
			end_sessions(cs, n);
			rc = built != 0;
		} else {
			rc = run_targets(cs, n, bs, nb);
		}
		free_builds(bs, nb);
		for (int i = 0; i < n; i++) {
			if (ts[i].failed)
				rc = 1;
			if (opts.last_pass == 5 && options_verbose(5) > 0 &&
			    !ts[i].failed)
				fprintf(stderr, "Pass 5: remote '%s' (%s): %lld "
					"bytes sent\n", ts[i].uri,
					ts[i].release, ts[i].bytes_sent);
		}
	}
	for (int i = 0; i < n; i++) {
		conn_free(&cs[i]);
		remote_target_free(&ts[i]);
	}
	free(stdin_script);
	stdin_script = NULL;
	free(cs);
	free(ts);
	return rc;
}
