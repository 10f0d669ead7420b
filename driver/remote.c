/* tapc --remote (remote.h). Three steps, each over every target at once:
 *
 *   ask      ssh TARGET uname -r -m; a target ssh cannot reach (ssh's
 *            exit 255) is reported by its URI and left out;
 *   build    a tapc of our own per distinct release, with the same
 *            command line and TAPC_REMOTE_RELEASE set (remote_build_child),
 *            which prints its module's path (pass 4, cached as usual);
 *   run      ssh TARGET sh -c '...': the remote shell reads the module
 *            from its stdin (head -c SIZE) into a temporary directory and
 *            runs tapc-run --stop-on-stdin on it; from then on that stdin
 *            is the session's channel (stdin_forward.h): our Ctrl-C goes
 *            as a byte 0x03, and its end (ssh gone) stops it too.
 *
 * No daemon of ours runs on a target: only that shell and tapc-run, for
 * the session. The remote's stdout comes back line by line ("N: " before
 * each with --remote-prefix), its stderr line by line as it is. */
#include "remote.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>
#include <wordexp.h>

#include "interrupt.h"
#include "options.h"
#include "remote_uri.h"
#include "stdin_forward.h"
#include "util.h"

#define BUILD_RELEASE_ENV "TAPC_REMOTE_RELEASE"
#define SSH_ENV "TAPC_SSH"
#define SSH_UNREACHABLE 255

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

typedef struct arglist {
	char **v;
	size_t n;
} arglist;

static void arg(arglist *a, const char *s)
{
	VEC_PUSH(a->v, a->n, s ? xstrdup(s) : NULL);
}

static void free_args(arglist *a)
{
	for (size_t i = 0; i < a->n; i++)
		free(a->v[i]);
	free(a->v);
	a->v = NULL;
	a->n = 0;
}

/* ssh's words ($TAPC_SSH, else "ssh"), quiet as stap's, for `t`. */
static void ssh_args(arglist *a, const remote_target *t)
{
	const char *ssh = getenv(SSH_ENV);
	wordexp_t words;

	if (ssh && *ssh && wordexp(ssh, &words, WRDE_NOCMD) == 0) {
		for (size_t i = 0; i < words.we_wordc; i++)
			arg(a, words.we_wordv[i]);
		wordfree(&words);
	} else {
		arg(a, "ssh");
	}
	arg(a, "-q");
	if (t->port) {
		arg(a, "-p");
		arg(a, t->port);
	}
	arg(a, t->destination);
}

/* Forks `argv` with stdin `in` (or /dev/null when -1) and stdout and
 * stderr on new pipes when `out`/`err` are given; killed if tapc is
 * interrupted. The pid, or -1 (said why). */
static pid_t spawn(char *const argv[], int in, int *out, int *err,
		   const char *env_name, const char *env_value)
{
	int o[2] = { -1, -1 }, e[2] = { -1, -1 };

	if ((out && pipe2(o, O_CLOEXEC) != 0) ||
	    (err && pipe2(e, O_CLOEXEC) != 0)) {
		fprintf(stderr, "ERROR: pipe: %s\n", strerror(errno));
		return -1;
	}
	fflush(NULL);
	pid_t pid = interrupt_fork(true);
	if (pid == 0) {
		int null = open("/dev/null", O_RDONLY);
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

/* ---- ask: each target's release and architecture ---- */

static void ask_targets(remote_target *ts, int n)
{
	pid_t *pids = xcalloc(n, sizeof(*pids));
	int *outs = xcalloc(n, sizeof(*outs));

	for (int i = 0; i < n; i++) {
		if (ts[i].direct)
			continue;
		arglist a = {0};
		ssh_args(&a, &ts[i]);
		arg(&a, "uname -r -m");
		arg(&a, NULL);
		pids[i] = spawn(a.v, -1, &outs[i], NULL, NULL, NULL);
		free_args(&a);
	}
	for (int i = 0; i < n; i++) {
		remote_target *t = &ts[i];
		char release[256] = "", arch[64] = "";
		if (t->direct) {
			struct utsname u;
			uname(&u);
			t->release = xstrdup(u.release);
			t->arch = xstrdup(u.machine);
			continue;
		}
		if (pids[i] < 0) {
			t->failed = true;
			continue;
		}
		char *reply = read_all(outs[i]);
		int status = interrupt_waitpid(pids[i]);
		if (WIFEXITED(status) && WEXITSTATUS(status) == SSH_UNREACHABLE) {
			fprintf(stderr, "error establishing ssh connection on "
				"remote '%s'\n", t->uri);
			t->failed = true;
		} else if (status != 0 ||
			   sscanf(reply, "%255s %63s", release, arch) != 2) {
			fprintf(stderr, "ERROR: cannot read the kernel release "
				"of remote '%s' (uname -r -m)\n", t->uri);
			t->failed = true;
		} else {
			t->release = xstrdup(release);
			t->arch = xstrdup(arch);
		}
		free(reply);
	}
	for (int i = 0; i < n; i++)
		if (!ts[i].failed && strcmp(ts[i].arch, "x86_64") != 0) {
			fprintf(stderr, "ERROR: remote '%s' is %s: tapc builds "
				"modules for x86_64 only\n", ts[i].uri,
				ts[i].arch);
			ts[i].failed = true;
		}
	free(pids);
	free(outs);
}

/* ---- build: passes 1-4 once per distinct release ---- */

/* Runs a tapc per release at once; each target of a release that built
 * gets its module. The worst exit status of the builds. */
static int build_modules(remote_target *ts, int n, char **argv)
{
	char *self = realpath("/proc/self/exe", NULL);
	const char **releases = NULL;
	pid_t *pids = NULL;
	int *outs = NULL;
	size_t nrel = 0, npid = 0, nout = 0;
	int worst = 0;

	for (int i = 0; i < n; i++) {
		if (ts[i].failed)
			continue;
		bool seen = false;
		for (size_t r = 0; r < nrel; r++)
			seen = seen || strcmp(releases[r], ts[i].release) == 0;
		if (seen)
			continue;
		int out = -1;
		char *saved = argv[0];
		argv[0] = self ? self : saved;
		pid_t pid = spawn(argv, STDIN_FILENO,
				  opts.last_pass >= 4 ? &out : NULL, NULL,
				  BUILD_RELEASE_ENV, ts[i].release);
		argv[0] = saved;
		VEC_PUSH(releases, nrel, ts[i].release);
		VEC_PUSH(pids, npid, pid);
		VEC_PUSH(outs, nout, out);
	}
	for (size_t r = 0; r < nrel; r++) {
		char *printed = outs[r] >= 0 ? read_all(outs[r]) : NULL;
		int status = pids[r] > 0 ? interrupt_waitpid(pids[r]) : -1;
		int rc = WIFEXITED(status) ? WEXITSTATUS(status) : 1;
		char *module = NULL;
		if (rc == 0 && printed) {
			/* the last line is the module's path */
			size_t len = strlen(printed);
			while (len && printed[len - 1] == '\n')
				printed[--len] = '\0';
			char *line = strrchr(printed, '\n');
			module = xstrdup(line ? line + 1 : printed);
			if (opts.last_pass == 4)
				printf("%s\n", module);
		}
		if (rc > worst)
			worst = rc;
		for (int i = 0; i < n; i++) {
			if (ts[i].failed || strcmp(ts[i].release, releases[r]) != 0)
				continue;
			if (rc != 0 || (opts.last_pass == 5 && (!module || !*module)))
				ts[i].failed = true;
			else if (module)
				ts[i].module = xstrdup(module);
		}
		free(module);
		free(printed);
	}
	free(releases);
	free(pids);
	free(outs);
	free(self);
	return worst;
}

/* ---- run ---- */

typedef struct line_stream {
	int fd;                 /* -1 once at its end */
	strbuf part;            /* a line not yet complete */
} line_stream;

typedef struct running {
	remote_target *t;
	pid_t pid;              /* 0 once reaped */
	int status;
	int channel;            /* its stdin; -1 once closed */
	char *module_data;      /* what goes first on the channel */
	size_t module_len, module_sent;
	line_stream out, err;
} running;

/* Who wrote the last bytes of our stdout and whether its line is open. */
static running *last_writer;
static bool line_open;

/* tapc-run's options for the run: the session's own. */
static void runner_args(arglist *a, const remote_target *t)
{
	const run_options *ro = &opts.run;

	arg(a, "--stop-on-stdin");
	char *id = xasprintf("%d:%s", t->index, t->uri);
	arg(a, "-r");
	arg(a, id);
	free(id);
	for (int v = 0; v < options_verbose(5); v++)
		arg(a, "-v");
	if (ro->command) {
		arg(a, "-c");
		arg(a, ro->command);
	}
	char num[32];
	if (ro->target_pid) {
		snprintf(num, sizeof(num), "%d", ro->target_pid);
		arg(a, "-x");
		arg(a, num);
	}
	if (ro->timeout_s) {
		snprintf(num, sizeof(num), "%d", ro->timeout_s);
		arg(a, "-T");
		arg(a, num);
	}
	if (ro->buffer_mb) {
		snprintf(num, sizeof(num), "%d", ro->buffer_mb);
		arg(a, "-s");
		arg(a, num);
	}
	for (int i = 0; i < ro->nset_globals; i++) {
		arg(a, "-G");
		arg(a, ro->set_globals[i]);
	}
}


/* What the remote shell runs: the module from stdin, then tapc-run. */
static char *remote_command(const remote_target *t, size_t module_len)
{
	const char *base = strrchr(t->module, '/');
	arglist a = {0};
	strbuf sb = {0};

	runner_args(&a, t);
	sb_puts(&sb, "command -v tapc-run >/dev/null 2>&1 || { echo \"ERROR: "
		"tapc-run is not installed on $(uname -n) (the tapc-run "
		"package)\" >&2; exit 127; }; "
		"d=$(mktemp -d \"${TMPDIR:-/tmp}/tapc-remote.XXXXXX\") || exit 1; ");
	sb_printf(&sb, "head -c %zu > \"$d\"/", module_len);
	sb_sh_quote(&sb, base ? base + 1 : t->module);
	sb_puts(&sb, " && tapc-run");
	for (size_t i = 0; i < a.n; i++) {
		sb_putc(&sb, ' ');
		sb_sh_quote(&sb, a.v[i]);
	}
	sb_puts(&sb, " \"$d\"/");
	sb_sh_quote(&sb, base ? base + 1 : t->module);
	sb_puts(&sb, "; rc=$?; rm -rf \"$d\"; exit $rc");
	free_args(&a);
	return sb_steal(&sb);
}

/* tapc-run beside us (a build tree, or installed together), else PATH's. */
static char *local_runner(void)
{
	char *self = realpath("/proc/self/exe", NULL);
	char *slash = self ? strrchr(self, '/') : NULL;
	char *path = NULL;
	if (slash) {
		*slash = '\0';
		path = xasprintf("%s/tapc-run", self);
		if (access(path, X_OK) != 0) {
			free(path);
			path = NULL;
		}
	}
	free(self);
	return path ? path : xstrdup("tapc-run");
}

static bool start_target(running *r, remote_target *t)
{
	arglist a = {0};
	int channel[2];

	memset(r, 0, sizeof(*r));
	r->t = t;
	r->channel = r->out.fd = r->err.fd = -1;
	if (pipe2(channel, O_CLOEXEC) != 0)
		return false;
	if (t->direct) {
		char *runner = local_runner();
		arg(&a, runner);
		free(runner);
		runner_args(&a, t);
		arg(&a, t->module);
	} else {
		r->module_data = read_file(t->module, &r->module_len);
		if (!r->module_data) {
			fprintf(stderr, "ERROR: cannot read %s: %s\n",
				t->module, strerror(errno));
			close(channel[0]);
			close(channel[1]);
			return false;
		}
		ssh_args(&a, t);
		char *cmd = remote_command(t, r->module_len);
		arg(&a, cmd);
		free(cmd);
	}
	arg(&a, NULL);
	r->pid = spawn(a.v, channel[0], &r->out.fd, &r->err.fd, NULL, NULL);
	free_args(&a);
	close(channel[0]);
	r->channel = channel[1];
	fcntl(r->channel, F_SETFL, O_NONBLOCK);
	return r->pid > 0;
}

/* One complete line (or the last, partial one) of `r`'s stdout. */
static void print_line(running *r, const char *line, size_t len)
{
	strbuf sb = {0};
	if (line_open && last_writer != r)
		sb_putc(&sb, '\n');
	if (opts.remote_prefix && (!line_open || last_writer != r))
		sb_printf(&sb, "%d: ", r->t->index);
	sb_putn(&sb, line, len);
	write_all(STDOUT_FILENO, sb.buf, sb.len);
	free(sb.buf);
	last_writer = r;
	line_open = len == 0 || line[len - 1] != '\n';
}

/* Reads what `ls` has; prints its complete lines (all, at its end). */
static void pump(running *r, line_stream *ls, int to)
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
		if (to == STDOUT_FILENO)
			print_line(r, ls->part.buf + start, i + 1 - start);
		else
			write_all(to, ls->part.buf + start, i + 1 - start);
		start = i + 1;
	}
	if (n <= 0 && start < ls->part.len) {
		if (to == STDOUT_FILENO)
			print_line(r, ls->part.buf + start, ls->part.len - start);
		else
			write_all(to, ls->part.buf + start, ls->part.len - start);
		start = ls->part.len;
	}
	memmove(ls->part.buf, ls->part.buf + start, ls->part.len - start);
	ls->part.len -= start;
	if (n <= 0) {
		close(ls->fd);
		ls->fd = -1;
	}
}

static void close_channel(running *r)
{
	if (r->channel >= 0)
		close(r->channel);
	r->channel = -1;
}

/* Sends what is left of the module; closes the channel on a failure. */
static void send_module(running *r)
{
	while (r->module_sent < r->module_len) {
		ssize_t n = write(r->channel, r->module_data + r->module_sent,
				  r->module_len - r->module_sent);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return;
		if (n <= 0) {
			close_channel(r);
			return;
		}
		r->module_sent += n;
		r->t->bytes_sent += n;
	}
}

/* Ctrl-C: a session started stops as tapc-run's own Ctrl-C stops it;
 * one still receiving its module is ended (its ssh with it). The second
 * time, every ssh is ended. */
static void interrupt_targets(running *rs, int n, int times)
{
	for (int i = 0; i < n; i++) {
		running *r = &rs[i];
		if (r->pid <= 0)
			continue;
		if (times == 1 && r->channel >= 0 &&
		    r->module_sent == r->module_len) {
			char c = CHANNEL_INTERRUPT;
			if (write(r->channel, &c, 1) == 1)
				r->t->bytes_sent++;
			continue;
		}
		close_channel(r);
		kill(r->pid, SIGTERM);
	}
}

/* What ended a target: said when it was not the session's own end. */
static int target_status(running *r)
{
	int st = r->status;
	if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
		return 0;
	if (WIFEXITED(st) && WEXITSTATUS(st) == SSH_UNREACHABLE &&
	    !r->t->direct)
		fprintf(stderr, "error establishing ssh connection on remote "
			"'%s'\n", r->t->uri);
	else if (WIFSIGNALED(st))
		fprintf(stderr, "WARNING: remote '%s' ended by signal %d\n",
			r->t->uri, WTERMSIG(st));
	return 1;
}

static int run_targets(remote_target *ts, int n)
{
	running *rs = xcalloc(n, sizeof(*rs));
	int nrun = 0, rc = 0, interrupts = 0;
	sigset_t mask, saved;

	sigemptyset(&mask);
	sigaddset(&mask, SIGINT);
	sigaddset(&mask, SIGTERM);
	sigaddset(&mask, SIGHUP);
	sigaddset(&mask, SIGPIPE);
	sigprocmask(SIG_BLOCK, &mask, &saved);
	int sigfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
	for (int i = 0; i < n; i++) {
		if (ts[i].failed)
			continue;
		if (!start_target(&rs[nrun], &ts[i])) {
			ts[i].failed = true;
			rc = 1;
			continue;
		}
		nrun++;
	}
	for (;;) {
		struct pollfd *fds = xcalloc(3 * nrun + 1, sizeof(*fds));
		int live = 0;
		for (int i = 0; i < nrun; i++) {
			running *r = &rs[i];
			bool sending = r->channel >= 0 &&
				       r->module_sent < r->module_len;
			fds[3 * i] = (struct pollfd){ .fd = r->out.fd, .events = POLLIN };
			fds[3 * i + 1] = (struct pollfd){ .fd = r->err.fd, .events = POLLIN };
			fds[3 * i + 2] = (struct pollfd){ .fd = sending ? r->channel : -1,
							  .events = POLLOUT };
			live += r->out.fd >= 0 || r->err.fd >= 0;
		}
		fds[3 * nrun] = (struct pollfd){ .fd = sigfd, .events = POLLIN };
		if (!live) {
			free(fds);
			break;
		}
		if (poll(fds, 3 * nrun + 1, -1) < 0 && errno != EINTR) {
			free(fds);
			break;
		}
		for (int i = 0; i < nrun; i++) {
			running *r = &rs[i];
			if (fds[3 * i + 2].revents)
				send_module(r);
			if (fds[3 * i].revents)
				pump(r, &r->out, STDOUT_FILENO);
			if (fds[3 * i + 1].revents)
				pump(r, &r->err, STDERR_FILENO);
		}
		struct signalfd_siginfo si;
		while (read(sigfd, &si, sizeof(si)) == sizeof(si))
			if (si.ssi_signo != SIGPIPE)
				interrupt_targets(rs, nrun, ++interrupts);
		free(fds);
	}
	for (int i = 0; i < nrun; i++) {
		running *r = &rs[i];
		close_channel(r);
		r->status = interrupt_waitpid(r->pid);
		r->pid = 0;
		if (target_status(r) && !rc)
			rc = 1;
		free(r->module_data);
		free(r->out.part.buf);
		free(r->err.part.buf);
	}
	close(sigfd);
	sigprocmask(SIG_SETMASK, &saved, NULL);
	free(rs);
	return rc;
}

/* What --remote cannot do yet, refused rather than done otherwise. */
static const char *unsupported(void)
{
	if (opts.flight_recorder)
		return "--remote with -F (the flight recorder)";
	if (opts.run.output_file)
		return "--remote with -o (the output into a file)";
	if (opts.script_file && strcmp(opts.script_file, "-") == 0)
		return "--remote with the script on stdin (give it as a FILE or with -e)";
	return NULL;
}

int remote_main(char **argv)
{
	remote_target *ts = xcalloc(opts.nremote_uris, sizeof(*ts));
	int n = opts.nremote_uris, rc = 0;
	const char *no = unsupported();

	if (no) {
		fprintf(stderr, "ERROR: %s is not supported by tapc yet\n", no);
		free(ts);
		return 1;
	}
	for (int i = 0; i < n; i++) {
		char *why = remote_target_parse(&ts[i], opts.remote_uris[i], i);
		if (why) {
			fprintf(stderr, "%s\n", why);
			free(why);
			rc = 1;
		}
	}
	if (rc == 0) {
		interrupt_catch();
		ask_targets(ts, n);
		int built = build_modules(ts, n, argv);
		if (opts.last_pass < 5)
			rc = built != 0;
		else
			rc = run_targets(ts, n);
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
	for (int i = 0; i < n; i++)
		remote_target_free(&ts[i]);
	free(ts);
	return rc;
}
