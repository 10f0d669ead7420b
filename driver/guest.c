/* Running a host program in a guest of the target kernel (see guest.h).
 *
 * The guest has two serial lines, both files here: ttyS0 is the kernel
 * console, ttyS1 is where /init reports how the program ended ("exit N" or
 * "fail: WHY"); kept apart from the console, no printk can garble or fake
 * the report. The program's stdin and stdout are one virtio serial port
 * and its stderr another, each a socket whose other end we copy to our
 * stdout and stderr as bytes come (see guest_boot.c for the guest's side).
 * qemu never sees our terminal: its stdin is /dev/null, its own messages
 * go to a file, and it runs in a session of its own so that a Ctrl-C on
 * the terminal reaches us only. */
#include "guest.h"

#include "guest_boot.h"
#include "guest_share.h"
#include "interrupt.h"
#include "kernel.h"
#include "kroot.h"
#include "stale_dirs.h"
#include "stdin_forward.h"
#include "util.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Two CPUs test what is per-CPU for a small cost (~0.3 s a boot). */
#define DEFAULT_CPUS 2
#define MEMORY_MB 512
/* A firmware that does little but start the kernel: a second faster than
 * the default one. */
#define FAST_FIRMWARE "/usr/share/qemu/qboot.rom"
#define CONSOLE_TAIL_LINES 25
/* /init's line in the kernel log just before the program starts: what
 * the kernel logs from there on is the program's doing. */
#define START_MARKER "tapc-guest: start"
/* How long the program has to end after an interrupt (tapc runs its end
 * probes then, in a fifth of a second) before the guest is stopped: an
 * interrupt ends the run within a second even when the program ignores
 * it. */
#define INTERRUPT_GRACE_S 0.75
/* Past -T, for the module's end probes and unload: a guest still busy
 * then is stalled (a handler that never returns) and is stopped. */
#define RUN_GRACE_S 15

static bool last_run_tainted;
static char *last_taint_line;

/* Files of one run, in a temp dir removed at the end. */
typedef struct guest_run_files {
	char *dir;
	char *initrd;
	char *console;   /* the console log: go->console_log or in dir */
	char *status;    /* what /init reported on ttyS1 */
	char *qemu_log;  /* qemu's own stdout and stderr */
	/* where the kernel has no 9p: the daemons sharing / and the
	 * writable dir (their sockets NULL otherwise) */
	virtiofs_daemon host_fs, work_fs;
} guest_run_files;

static double now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- what to run: the per-run part of the initramfs ---- */

/* The shell text /init sources: cwd, writable dir and argv. */
static char *command_file(char *const argv[], const char *writable,
			  bool net)
{
	strbuf sb = {0};
	char *cwd = getcwd(NULL, 0);
	sb_printf(&sb, "net=%s\n", net ? "1" : "");
	sb_puts(&sb, "cwd=");
	sb_sh_quote(&sb, cwd ? cwd : "/");
	sb_puts(&sb, "\nwritable=");
	sb_sh_quote(&sb, writable ? writable : "");
	sb_puts(&sb, "\nset --");
	for (size_t i = 0; argv[i]; i++) {
		sb_putc(&sb, ' ');
		sb_sh_quote(&sb, argv[i]);
	}
	sb_putc(&sb, '\n');
	free(cwd);
	return sb_steal(&sb);
}

/* The run's initrd: the cached image with a second archive appended that
 * holds the command file (the kernel unpacks concatenated archives). */
static bool write_run_initrd(const char *base_path, const char *path,
			     const char *command)
{
	size_t len;
	char *base = read_file(base_path, &len);
	if (!base) {
		fprintf(stderr, "%s: guest: cannot read %s: %s\n", progname,
			base_path, strerror(errno));
		return false;
	}
	cpio_writer w = {.next_ino = 1000000};
	sb_putn(&w.out, base, len);
	free(base);
	cpio_add_file(&w, INITRAMFS_COMMAND_FILE, 0644, command,
		      strlen(command));
	cpio_finish(&w);
	bool ok = write_file(path, w.out.buf, w.out.len);
	if (!ok)
		fprintf(stderr, "%s: guest: cannot write %s: %s\n", progname,
			path, strerror(errno));
	free(w.out.buf);
	return ok;
}

/* ---- the qemu command ---- */

typedef struct arglist {
	char **v;
	size_t n;
} arglist;

static void arg(arglist *a, char *s)
{
	VEC_PUSH(a->v, a->n, s);
}

/* qemu's option syntax takes ",," for a comma inside a value. */
static char *qemu_escape(const char *s)
{
	strbuf sb = {0};
	for (; *s; s++) {
		if (*s == ',')
			sb_putc(&sb, ',');
		sb_putc(&sb, *s);
	}
	return sb_steal(&sb);
}

static void serial_to_file(arglist *a, const char *id, const char *path)
{
	char *p = qemu_escape(path);
	arg(a, xstrdup("-chardev"));
	arg(a, xasprintf("file,id=%s,path=%s", id, p));
	arg(a, xstrdup("-serial"));
	arg(a, xasprintf("chardev:%s", id));
	free(p);
}

/* A virtio serial port, named tapc.ID in the guest, whose host end is
 * the already connected socket `fd`. */
static void port_to_socket(arglist *a, const char *id, int fd)
{
	arg(a, xstrdup("-chardev"));
	arg(a, xasprintf("socket,id=%s,fd=%d", id, fd));
	arg(a, xstrdup("-device"));
	arg(a, xasprintf("virtserialport,bus=ports.0,chardev=%s,name=tapc.%s",
			 id, id));
}

static void share_dir(arglist *a, const char *tag, const char *path,
		      bool readonly)
{
	char *p = qemu_escape(path);
	arg(a, xstrdup("-virtfs"));
	arg(a, xasprintf("local,path=%s,mount_tag=%s,security_model=none,"
			 "multidevs=remap%s", p, tag,
			 readonly ? ",readonly=on" : ""));
	free(p);
}

/* The same over virtio-fs, served by a virtiofsd on `socket`; its
 * memory must be shared with qemu's (memory_shared). */
static void share_dir_virtiofs(arglist *a, const char *tag,
			       const char *socket)
{
	char *p = qemu_escape(socket);
	arg(a, xstrdup("-chardev"));
	arg(a, xasprintf("socket,id=fs_%s,path=%s", tag, p));
	arg(a, xstrdup("-device"));
	arg(a, xasprintf("vhost-user-fs-pci,chardev=fs_%s,tag=%s", tag, tag));
	free(p);
}

static void memory_shared(arglist *a)
{
	arg(a, xstrdup("-object"));
	arg(a, xasprintf("memory-backend-memfd,id=mem,size=%dM,share=on",
			 MEMORY_MB));
	arg(a, xstrdup("-numa"));
	arg(a, xstrdup("node,memdev=mem"));
}

static arglist qemu_command(const guest_options *go,
			    const guest_run_files *f, const char *kernel,
			    const char *writable, int out_fd, int err_fd)
{
	arglist a = {0};
	arg(&a, xstrdup("qemu-system-x86_64"));
	arg(&a, xstrdup("-nodefaults"));
	arg(&a, xstrdup("-no-user-config"));
	/*
	 * One host thread for all the vCPUs. With a thread each, QEMU 7.2
	 * can run a block it translated from text being patched after the
	 * patch is done: an int3 that the kernel's text_poke has already
	 * taken back. 6.12 then dies with "Oops: int3" and 6.1 loops in
	 * exc_int3 until RCU stalls, from function tracing switched on and
	 * off in tracefs alone. Round-robin vCPUs see each write at once.
	 */
	arg(&a, xstrdup("-accel"));
	arg(&a, xstrdup("tcg,thread=single"));
	if (go->icount_shift >= 0) {
		/* The guest's time is then its instruction count, whatever
		 * else the host runs: a bench's per-hit costs repeat. */
		arg(&a, xstrdup("-icount"));
		arg(&a, xasprintf("shift=%d,sleep=off", go->icount_shift));
	}
	arg(&a, xstrdup("-m"));
	arg(&a, xasprintf("%d", MEMORY_MB));
	arg(&a, xstrdup("-smp"));
	arg(&a, xasprintf("%d", go->cpus > 0 ? go->cpus : DEFAULT_CPUS));
	if (access(FAST_FIRMWARE, R_OK) == 0) {
		arg(&a, xstrdup("-bios"));
		arg(&a, xstrdup(FAST_FIRMWARE));
	}
	arg(&a, xstrdup("-display"));
	arg(&a, xstrdup("none"));
	arg(&a, xstrdup("-no-reboot"));
	arg(&a, xstrdup("-kernel"));
	arg(&a, xstrdup(kernel));
	arg(&a, xstrdup("-initrd"));
	arg(&a, xstrdup(f->initrd));
	/* panic=-1 with -no-reboot: a panic ends qemu at once. The crypto
	 * self-tests take most of a second of emulated CPU at each boot. */
	arg(&a, xstrdup("-append"));
	arg(&a, xstrdup("console=ttyS0 quiet panic=-1 8250.nr_uarts=2 "
			"cryptomgr.notests"));
	serial_to_file(&a, "console", f->console);
	serial_to_file(&a, "status", f->status);
	arg(&a, xstrdup("-device"));
	arg(&a, xstrdup("virtio-serial-pci,id=ports"));
	port_to_socket(&a, "stdout", out_fd);
	port_to_socket(&a, "stderr", err_fd);
	if (go->ssh_port > 0) {
		/* restrict=on: the guest reaches nothing; only the forwarded
		 * port on the host's loopback reaches it */
		arg(&a, xstrdup("-netdev"));
		arg(&a, xasprintf("user,id=net,restrict=on,hostfwd=tcp:127.0.0.1:%d-:22",
				  go->ssh_port));
		arg(&a, xstrdup("-device"));
		arg(&a, xstrdup("virtio-net-pci,netdev=net"));
	}
	if (f->host_fs.socket) {
		memory_shared(&a);
		share_dir_virtiofs(&a, "host", f->host_fs.socket);
		if (writable)
			share_dir_virtiofs(&a, "work", f->work_fs.socket);
	} else {
		share_dir(&a, "host", "/", true);
		if (writable)
			share_dir(&a, "work", writable, false);
	}
	arg(&a, NULL);
	return a;
}

static void free_args(arglist *a)
{
	for (size_t i = 0; i < a->n; i++)
		free(a->v[i]);
	free(a->v);
}

static void print_command(char *const argv[])
{
	fprintf(stderr, "%s: guest:", progname);
	for (size_t i = 0; argv[i]; i++) {
		strbuf sb = {0};
		sb_sh_quote(&sb, argv[i]);
		fprintf(stderr, " %s", sb.buf);
		free(sb.buf);
	}
	fputc('\n', stderr);
}

/* ---- streaming ---- */

static volatile sig_atomic_t interrupts;

static void on_interrupt(int sig)
{
	(void)sig;
	interrupts++;
}

/* Where a channel's bytes go: our stdout or stderr. What could not be
 * written there (a full disk, /dev/full) is counted, for the error at
 * the end, while the guest goes on being read. */
typedef struct sink {
	int fd;
	long long lost;     /* bytes */
	int err;            /* the first failed write's errno */
} sink;

static void put_out(sink *to, const char *buf, size_t n)
{
	size_t done = to->lost ? 0 : write_counted(to->fd, buf, n);

	if (done == n)
		return;
	if (!to->err)
		to->err = errno;
	to->lost += (long long)(n - done);
}

/* Copies what `*from` has to `to`, closing it and setting -1 at its end.
 * Returns true when it stopped with more to read: it copies at most 1 MB
 * a call, so that a flood on one channel does not starve the other. */
static bool copy_available(int *from, sink *to)
{
	char buf[65536];
	for (int chunks = 0; chunks < 16; chunks++) {
		ssize_t n = read(*from, buf, sizeof buf);
		if (n > 0) {
			put_out(to, buf, (size_t)n);
			continue;
		}
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return false;
		close(*from);
		*from = -1;
		return false;
	}
	return true;
}

/* After qemu's exit: all that is left in the channel. */
static void drain(int *from, sink *to)
{
	while (*from >= 0 && copy_available(from, to))
		;
}

typedef struct stream_state {
	pid_t qemu;
	int out;            /* our end of the program's stdout and stdin */
	int err;            /* of its stderr */
	const char *console;
	int wait_status;    /* qemu's, once reaped */
	bool killed;        /* by an interrupt or the timeout */
	bool timed_out;
	bool overran;       /* ran RUN_GRACE_S past -T */
	double run_deadline; /* set once the program started; 0: none */
	double next_start_check;
	bool before_start;  /* interrupted before the program started */
	bool not_ending;    /* interrupted, and it did not end in time */
	double interrupted_at;
	int run_limit_s;    /* -T */
	bool reading_stdin; /* our stdin is forwarded and has not ended */
	sink stdout_sink, stderr_sink;
	strbuf to_guest;    /* bytes for the program's stdin not yet sent */
} stream_state;

/* Sends what the socket takes now of the bytes for the program's stdin
 * (never blocking: the program may be busy writing to us). */
static void flush_to_guest(stream_state *st)
{
	if (st->out < 0)
		st->to_guest.len = 0;
	if (!st->to_guest.len)
		return;
	ssize_t n = write(st->out, st->to_guest.buf, st->to_guest.len);
	if (n <= 0)
		return;
	memmove(st->to_guest.buf, st->to_guest.buf + n,
		st->to_guest.len - (size_t)n);
	st->to_guest.len -= (size_t)n;
}

/* What our stdin has now, onto the program's, escaped; its end marked,
 * and the terminal given back. */
static void read_our_stdin(stream_state *st, tty_mode *tty)
{
	char buf[4096];
	ssize_t n;

	do
		n = read(STDIN_FILENO, buf, sizeof buf);
	while (n < 0 && errno == EINTR);
	if (n < 0 && errno == EAGAIN)
		return;
	if (n > 0) {
		channel_encode(&st->to_guest, buf, (size_t)n);
		return;
	}
	channel_encode_end(&st->to_guest);
	st->reading_stdin = false;
	tty_restore(tty, STDIN_FILENO);
}

/* Whether /init has started the program: its marker is on the console. */
static bool program_started(const char *console)
{
	char *text = read_file(console, NULL);
	bool started = text && strstr(text, START_MARKER);

	free(text);
	return started;
}

static void stop_guest(stream_state *st)
{
	if (!st->killed)
		kill(st->qemu, SIGKILL);
	st->killed = true;
}

/* An interrupt while the guest boots stops it at once (as one before
 * pass 5 would stop tapc); once the program runs it gets a Ctrl-C, and
 * the guest is stopped if it has not ended INTERRUPT_GRACE_S later or at
 * a second interrupt. */
static void handle_interrupts(stream_state *st, int *handled)
{
	if (interrupts == *handled)
		return;
	if (*handled == 0) {
		if (!program_started(st->console)) {
			st->before_start = true;
			stop_guest(st);
		} else {
			/* after the input before it, never inside an escape */
			sb_putc(&st->to_guest, CHANNEL_INTERRUPT);
			flush_to_guest(st);
		}
		st->interrupted_at = now_seconds();
	}
	*handled = interrupts;
	if (*handled >= 2)
		stop_guest(st);
}

/* -T is a deadline the host keeps too: a probe handler that never
 * returns stalls the guest, whose own tapc can then never end the run.
 * The console is read once a second until the program has started. */
static void watch_run_limit(stream_state *st, double now)
{
	if (!st->run_limit_s || st->killed)
		return;
	if (!st->run_deadline) {
		if (now < st->next_start_check)
			return;
		st->next_start_check = now + 1;
		if (program_started(st->console))
			st->run_deadline = now + st->run_limit_s + RUN_GRACE_S;
		return;
	}
	if (now > st->run_deadline) {
		stop_guest(st);
		st->overran = true;
	}
}

/* At most this much of our stdin is read ahead of the program. */
#define STDIN_AHEAD 65536

/* Copies the program's output until qemu exits, then what is left; and
 * our stdin to the program when it is forwarded. */
static void stream_until_exit(stream_state *st, double deadline, tty_mode *tty)
{
	sigset_t unblocked;
	sigprocmask(SIG_SETMASK, NULL, &unblocked);
	sigdelset(&unblocked, SIGINT);
	sigdelset(&unblocked, SIGTERM);
	sigdelset(&unblocked, SIGHUP);
	int handled = 0;
	for (;;) {
		struct pollfd fds[3];
		int n = 0;
		if (st->out >= 0)
			fds[n++] = (struct pollfd){.fd = st->out, .events = POLLIN |
						   (st->to_guest.len ? POLLOUT : 0)};
		if (st->err >= 0)
			fds[n++] = (struct pollfd){.fd = st->err, .events = POLLIN};
		int in = -1;
		/* nothing to forward to once the program's channel ended */
		if (st->reading_stdin && st->out < 0) {
			st->reading_stdin = false;
			tty_restore(tty, STDIN_FILENO);
		}
		if (st->reading_stdin && st->to_guest.len < STDIN_AHEAD) {
			in = n;
			fds[n++] = (struct pollfd){.fd = STDIN_FILENO, .events = POLLIN};
		}
		/* Wake now and then to reap qemu and watch the clock; often
		 * once its sockets have ended, as it is exiting then. */
		struct timespec tick = {0, (n > (in >= 0) ? 200 : 20) * 1000 * 1000};
		if (ppoll(fds, (nfds_t)n, &tick, &unblocked) > 0 && in >= 0 &&
		    fds[in].revents)
			read_our_stdin(st, tty);
		handle_interrupts(st, &handled);
		flush_to_guest(st);
		if (st->out >= 0)
			copy_available(&st->out, &st->stdout_sink);
		if (st->err >= 0)
			copy_available(&st->err, &st->stderr_sink);
		if (interrupt_reaped(st->qemu, &st->wait_status))
			break;
		double now = now_seconds();
		if (deadline > 0 && now > deadline && !st->killed) {
			stop_guest(st);
			st->timed_out = true;
		}
		watch_run_limit(st, now);
		if (st->interrupted_at > 0 && !st->killed &&
		    now > st->interrupted_at + INTERRUPT_GRACE_S) {
			stop_guest(st);
			st->not_ending = true;
		}
	}
	drain(&st->out, &st->stdout_sink);
	drain(&st->err, &st->stderr_sink);
}

/* ---- the outcome ---- */

/* The last `lines` lines of the console, without the serial line's \r. */
static void print_console_tail(const char *path, int lines)
{
	char *text = read_file(path, NULL);
	if (!text || !*text) {
		fprintf(stderr, "%s: guest: the console is empty\n", progname);
		free(text);
		return;
	}
	size_t len = strlen(text);
	while (len > 0 && (text[len - 1] == '\n' || text[len - 1] == '\r'))
		len--;
	size_t start = len;
	for (int seen = 0; start > 0; start--)
		if (text[start - 1] == '\n' && ++seen == lines)
			break;
	fprintf(stderr, "%s: guest: the console's last lines:\n", progname);
	for (size_t i = start; i < len; i++)
		if (text[i] != '\r')
			fputc(text[i], stderr);
	fputc('\n', stderr);
	free(text);
}

static bool line_shows_trouble(const char *line)
{
	static const char *const signs[] = {
		"Oops", "BUG:", "Call Trace", "general protection fault",
		"KASAN", "Kernel panic", "kernel panic",
		/* RCU's and the watchdogs' word for a CPU that never
		 * comes back from a handler */
		"detected stall", "detected stalls", "soft lockup",
		"hard LOCKUP",
	};
	for (size_t i = 0; i < sizeof signs / sizeof *signs; i++)
		if (strstr(line, signs[i]))
			return true;
	/* "WARNING: CPU: 1 PID: 42 at kernel/foo.c:12 f+0x1/0x2" */
	const char *w = strstr(line, "WARNING:");
	return w && strstr(w, " at ");
}

/* Looks for trouble in what the kernel logged after the program started
 * (or in all of it if it never did: then the boot itself went wrong). */
static void scan_console_for_trouble(const char *path)
{
	last_run_tainted = false;
	free(last_taint_line);
	last_taint_line = NULL;
	char *text = read_file(path, NULL);
	if (!text)
		return;
	char *from = strstr(text, START_MARKER);
	for (char *line = from ? from : text; *line;) {
		size_t len = strcspn(line, "\n");
		char *copy = xstrndup(line, len);
		copy[strcspn(copy, "\r")] = '\0';
		if (line_shows_trouble(copy)) {
			last_run_tainted = true;
			last_taint_line = copy;
			break;
		}
		free(copy);
		line += len + (line[len] == '\n');
	}
	free(text);
}

/* When the program started, in seconds of the guest's clock (from the
 * printk time of /init's marker); -1 if unknown. */
static double program_start_time(const char *console_path)
{
	char *text = read_file(console_path, NULL);
	char *marker = text ? strstr(text, START_MARKER) : NULL;
	double when = -1;
	if (marker) {
		char *line = marker;
		while (line > text && line[-1] != '\n')
			line--;
		if (sscanf(line, "[ %lf]", &when) != 1)
			when = -1;
	}
	free(text);
	return when;
}

bool guest_kernel_tainted(void)
{
	return last_run_tainted;
}

/* /init's report: "exit N" gives N; anything else is a failure. */
static int read_report(const guest_run_files *f, const stream_state *st,
		       int timeout_s)
{
	char *report = read_file(f->status, NULL);
	int status = -1;
	char *why = NULL;
	if (st->before_start)
		;   /* interrupted as it booted: nothing to say, as stap */
	else if (st->timed_out)
		why = xasprintf("the guest did not finish within %d s",
				timeout_s);
	else if (st->overran)
		why = xasprintf("the script ran %d s past -T %d without "
				"ending (a probe handler that never returns?): "
				"stopped the guest", RUN_GRACE_S,
				st->run_limit_s);
	else if (st->not_ending)
		why = xasprintf("interrupted, the program did not end within "
				"%.2f s: stopped the guest", INTERRUPT_GRACE_S);
	else if (st->killed)
		why = xstrdup("interrupted twice: stopped the guest");
	else if (report && sscanf(report, "exit %d", &status) == 1 &&
		 status >= 0 && status <= 255)
		;
	else if (report && strncmp(report, "fail: ", 6) == 0)
		why = xasprintf("the guest could not run the program: %.*s",
				(int)strcspn(report + 6, "\r\n"), report + 6);
	else
		why = xstrdup("the guest died before the program ended");
	if (why) {
		status = -1;
		fprintf(stderr, "%s: guest: %s\n", progname, why);
		if (last_taint_line)
			fprintf(stderr, "%s: guest: the kernel logged: %s\n",
				progname, last_taint_line);
		char *qemu_says = read_file(f->qemu_log, NULL);
		if (qemu_says && *qemu_says)
			fprintf(stderr, "%s: guest: qemu said: %s", progname,
				qemu_says);
		free(qemu_says);
		print_console_tail(f->console, CONSOLE_TAIL_LINES);
		free(why);
	}
	free(report);
	return status;
}

/* ---- the run ---- */

static bool make_run_files(guest_run_files *f, const guest_options *go)
{
	const char *tmp = getenv("TMPDIR");
	f->dir = stale_dirs_template(tmp && *tmp ? tmp : "/tmp", "tapc-guest");
	if (!mkdtemp(f->dir)) {
		fprintf(stderr, "%s: guest: cannot make %s: %s\n", progname,
			f->dir, strerror(errno));
		return false;
	}
	interrupt_remove_path(f->dir, false);
	f->initrd = xasprintf("%s/initrd", f->dir);
	f->console = go->console_log ? xstrdup(go->console_log)
				     : xasprintf("%s/console", f->dir);
	f->status = xasprintf("%s/status", f->dir);
	f->qemu_log = xasprintf("%s/qemu.log", f->dir);
	return true;
}

static void remove_run_files(guest_run_files *f)
{
	if (f->dir) {
		DIR *d = opendir(f->dir);
		struct dirent *e;
		while (d && (e = readdir(d))) {
			char *p = xasprintf("%s/%s", f->dir, e->d_name);
			unlink(p);
			free(p);
		}
		if (d)
			closedir(d);
		rmdir(f->dir);
		interrupt_forget(f->dir);
	}
	free(f->dir);
	free(f->initrd);
	free(f->console);
	free(f->status);
	free(f->qemu_log);
}

/* The writable dir as an absolute path without symlinks: the guest
 * mounts it at that path. */
static char *resolve_writable(const char *dir)
{
	if (!dir)
		return NULL;
	char *real = realpath(dir, NULL);
	struct stat st;
	if (!real || stat(real, &st) < 0 || !S_ISDIR(st.st_mode)) {
		fprintf(stderr, "%s: guest: %s is not a directory\n", progname,
			dir);
		free(real);
		return NULL;
	}
	return real;
}

static bool check_kernel(const char *release)
{
	char *vmlinuz = kroot_file(release, "/boot/vmlinuz-%s");
	bool ok = access(vmlinuz, R_OK) == 0;
	if (!ok)
		fprintf(stderr, "%s: guest: cannot read %s: %s (tapc-prep %s "
			"installs it)\n", progname, vmlinuz, strerror(errno),
			release);
	free(vmlinuz);
	return ok;
}

/* A socket pair kept off fds 0 to 2, which qemu's own stdio takes (they
 * may be free here when we were started with them closed). */
static bool make_channel(int fds[2])
{
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) < 0) {
		fprintf(stderr, "%s: guest: socketpair: %s\n", progname,
			strerror(errno));
		return false;
	}
	for (int i = 0; i < 2; i++) {
		if (fds[i] > 2)
			continue;
		int moved = fcntl(fds[i], F_DUPFD_CLOEXEC, 3);
		close(fds[i]);
		fds[i] = moved;
	}
	return fds[0] >= 0 && fds[1] >= 0;
}

/* Boots qemu on prepared files and streams until it ends. */
static int boot_and_stream(const guest_options *go, const guest_run_files *f,
			   const char *kernel, const char *writable)
{
	int out[2], err[2];
	if (!make_channel(out) || !make_channel(err))
		return -1;
	arglist cmd = qemu_command(go, f, kernel, writable, out[1],
				   err[1]);
	if (go->verbose >= 2)
		print_command(cmd.v);

	struct sigaction sa = {.sa_handler = on_interrupt}, old_int, old_term;
	sigemptyset(&sa.sa_mask);
	sigset_t block, old_mask;
	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	sigaddset(&block, SIGHUP);
	sigprocmask(SIG_BLOCK, &block, &old_mask);
	interrupts = 0;
	struct sigaction old_hup;
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	sigaction(SIGHUP, &sa, &old_hup);

	double start = now_seconds();
	stream_state st = {.out = out[0], .err = err[0], .console = f->console,
			   .reading_stdin = go->forward_stdin,
			   .run_limit_s = go->run_limit_s,
			   .stdout_sink = {.fd = STDOUT_FILENO},
			   .stderr_sink = {.fd = STDERR_FILENO}};
	tty_mode tty = {0};
	if (go->forward_stdin && go->forward_keys)
		tty_forward_keys(&tty, STDIN_FILENO);
	int keep[2] = {out[1], err[1]};
	st.qemu = guest_spawn(cmd.v, f->qemu_log, keep, 2);
	close(out[1]);
	close(err[1]);
	int status = -1;
	if (st.qemu < 0) {
		fprintf(stderr, "%s: guest: fork: %s\n", progname,
			strerror(errno));
		close(out[0]);
		close(err[0]);
	} else {
		fcntl(st.out, F_SETFL, O_NONBLOCK);
		fcntl(st.err, F_SETFL, O_NONBLOCK);
		stream_until_exit(&st, go->timeout_s > 0
					       ? start + go->timeout_s : 0, &tty);
		scan_console_for_trouble(f->console);
		status = read_report(f, &st, go->timeout_s);
		if (st.stdout_sink.lost) {
			fprintf(stderr, "ERROR: %lld bytes of the output could "
				"not be written: %s\n", st.stdout_sink.lost,
				strerror(st.stdout_sink.err));
			if (status == 0)
				status = 1;
		}
		if (go->verbose >= 2)
			fprintf(stderr, "%s: guest: ran in %.1f s; the program "
				"started %.1f s into the guest's boot\n",
				progname, now_seconds() - start,
				program_start_time(f->console));
	}

	tty_restore(&tty, STDIN_FILENO);
	free(sb_steal(&st.to_guest));
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	sigaction(SIGHUP, &old_hup, NULL);
	sigprocmask(SIG_SETMASK, &old_mask, NULL);
	free_args(&cmd);
	return status;
}

/* The daemons that share / (cached, mounted read-only) and the writable
 * dir (checked at each open: live both ways) over virtio-fs. */
static bool start_virtiofs(guest_run_files *f, const char *writable)
{
	char *log = xasprintf("%s/virtiofsd.log", f->dir);
	char *host = xasprintf("%s/host.sock", f->dir);
	char *work = xasprintf("%s/work.sock", f->dir);
	bool ok = virtiofs_start(&f->host_fs, "/", host, log, true) &&
		  (!writable ||
		   virtiofs_start(&f->work_fs, writable, work, log, false));
	free(log);
	free(host);
	free(work);
	return ok;
}

int guest_run(char *const argv[], const guest_options *go)
{
	last_run_tainted = false;
	/* The program's output goes to fds 1 and 2 directly: what stdio
	 * holds must come first. */
	fflush(stdout);
	fflush(stderr);
	if (!argv[0] || !go->release || !check_kernel(go->release))
		return -1;
	char *writable = NULL;
	if (go->writable_dir && !(writable = resolve_writable(go->writable_dir)))
		return -1;
	guest_run_files f = {.host_fs.pid = -1, .work_fs.pid = -1};
	int status = -1;
	if (make_run_files(&f, go)) {
		guest_boot_files boot = {0};
		char *command = command_file(argv, writable, go->ssh_port > 0);
		if (guest_boot_files_for(go->release, f.dir, go->verbose,
					 &boot) &&
		    write_run_initrd(boot.initramfs, f.initrd, command) &&
		    (!boot.virtiofs || start_virtiofs(&f, writable))) {
			status = boot_and_stream(go, &f, boot.kernel, writable);
		}
		virtiofs_stop(&f.host_fs);
		virtiofs_stop(&f.work_fs);
		free(command);
		guest_boot_files_free(&boot);
	}
	if (go->console_log) {
		free(f.console);   /* the caller's: keep it */
		f.console = NULL;
	}
	remove_run_files(&f);
	free(writable);
	return status;
}

/* ---- choosing a kernel, and the hidden command ---- */

int guest_main(int argc, char **argv)
{
	int i = 2;
	/* an interrupt before the guest boots leaves nothing behind */
	interrupt_catch();
	const char *writable = NULL;
	if (i < argc && strcmp(argv[i], "--guest-writable") == 0) {
		if (i + 1 >= argc) {
			fprintf(stderr, "%s: --guest-writable needs a DIR\n",
				progname);
			return 125;
		}
		writable = argv[i + 1];
		i += 2;
	} else if (i < argc &&
		   strncmp(argv[i], "--guest-writable=", 17) == 0) {
		writable = argv[i] + 17;
		i++;
	}
	if (i < argc && strcmp(argv[i], "--") == 0)
		i++;
	if (i >= argc) {
		fprintf(stderr, "usage: %s --guest-run [--guest-writable DIR] "
			"PROGRAM [ARGS...]\n", progname);
		return 125;
	}
	const char *env_release = getenv("TAPC_GUEST_RELEASE");
	char *release = env_release && *env_release ? xstrdup(env_release)
						    : kernel_default_release();
	if (!release) {
		fprintf(stderr, "%s: guest: no target kernel: install linux-headers-amd64 (scripts/install-deps)\n",
			progname);
		return 125;
	}
	const char *verbose = getenv("TAPC_GUEST_VERBOSE");
	const char *console = getenv("TAPC_GUEST_CONSOLE");
	const char *icount = getenv("TAPC_GUEST_ICOUNT");
	const char *cpus = getenv("TAPC_GUEST_CPUS");
	const char *ssh_port = getenv("TAPC_GUEST_SSH_PORT");
	guest_options go = {
		.cpus = cpus ? atoi(cpus) : 0,
		.ssh_port = ssh_port ? atoi(ssh_port) : 0,
		.icount_shift = icount && *icount ? atoi(icount) : -1,
		.release = release,
		.writable_dir = writable,
		.console_log = console && *console ? console : NULL,
		.verbose = verbose ? atoi(verbose) : 0,
	};
	int status = guest_run(argv + i, &go);
	free(release);
	if (status < 0)
		return 125;
	if (guest_kernel_tainted()) {
		fprintf(stderr, "%s: guest: the kernel logged trouble: %s\n",
			progname, last_taint_line);
		if (status == 0)
			status = 1;
	}
	return status;
}
