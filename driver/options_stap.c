/* stap 4.8's options that tapc does not implement: each is accepted,
 * with one line saying why it changes nothing here, or refused
 * (options_stap.h). */
#include "options_stap.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "diag.h"
#include "util.h"

/*
 * Each option either changes nothing a user of tapc could tell (how stap
 * moves or compiles what the script does, data for tools tapc has not),
 * and is accepted with one line saying why; or stap would do something
 * tapc cannot do yet, and it is refused: running the script another way
 * than asked (in another runtime, without a check asked for) is worse than not
 * running it.
 */
enum stap_option_kind {
	STAP_ACCEPTED,          /* a no-op for us: warned, and the run goes on */
	STAP_REFUSED,           /* stap's error line, exit 1 */
	STAP_CHECKED,           /* handled by stap_accepted_option itself */
};

static const struct {
	const char *name;       /* "--ldd", or "-b" for a short option */
	int has_arg;            /* as getopt_long's */
	enum stap_option_kind kind;
	const char *why;
} accepted[] = {
	/* bulk mode moves the same output through per-CPU buffers; with -o
	 * stap writes FILE_cpuN files instead, which tapc does not
	 * (options.c refuses -b -o) */
	{ "-b", no_argument, STAP_CHECKED, NULL },
	/* symbols for backtraces: kallsyms has every module's already */
	{ "--all-modules", no_argument, STAP_ACCEPTED, "every loaded module's symbols come from the kernel's kallsyms already" },
	{ "-i", no_argument, STAP_REFUSED, "interactive mode (-i) is not supported by tapc" },
	/* coverage goes to stap's own database, which tapc's users have not;
	 * the run is the same */
	{ "-R", required_argument, STAP_REFUSED, "tapc compiles its own runtime, it cannot use another (-R)" },
	{ "--interactive", no_argument, STAP_REFUSED, "interactive mode (--interactive) is not supported by tapc" },
	/* stapdev is what every tapc module is; the others restrict the
	 * script, which tapc does not check */
	{ "--privilege", optional_argument, STAP_CHECKED, NULL },
	{ "--unprivileged", no_argument, STAP_REFUSED, "tapc compiles for root (stapdev) only: --unprivileged's checks of the script are not done" },
	/* it only adds warnings about syntax of other versions */
	{ "--check-version", no_argument, STAP_ACCEPTED, "tapc reports no version-dependent syntax" },
	/* where the module is compiled: the same module either way */
	{ "--use-server", optional_argument, STAP_ACCEPTED, "tapc has no compile servers; it compiles here" },
	{ "--use-server-on-error", optional_argument, STAP_ACCEPTED, "tapc has no compile servers; it compiles here" },
	{ "--list-servers", optional_argument, STAP_REFUSED, "tapc has no compile servers to list (--list-servers)" },
	{ "--trust-servers", optional_argument, STAP_REFUSED, "tapc has no compile servers to trust (--trust-servers)" },
	/* a signature only matters to a kernel that demands one, which then
	 * refuses the module itself */
	{ "--sign-module", optional_argument, STAP_ACCEPTED, "tapc does not sign modules" },
	/* tapc asks no debuginfod: what it cannot find it refuses */
	{ "--download-debuginfo", optional_argument, STAP_ACCEPTED, "tapc uses BTF, not debuginfo" },
	{ "--rlimit-as", required_argument, STAP_CHECKED, NULL },   /* setrlimit */
	{ "--rlimit-cpu", required_argument, STAP_CHECKED, NULL },
	{ "--rlimit-nproc", required_argument, STAP_CHECKED, NULL },
	{ "--rlimit-stack", required_argument, STAP_CHECKED, NULL },
	{ "--rlimit-fsize", required_argument, STAP_CHECKED, NULL },
	{ "--sysroot", required_argument, STAP_REFUSED, "tapc finds user-space files in this machine's own / only (--sysroot)" },
	{ "--sysenv", required_argument, STAP_REFUSED, "tapc finds user-space files in this machine's own / only (--sysenv)" },
	/* a uprobes.ko stap keeps for a remote run; tapc needs none */
	{ "--save-uprobes", no_argument, STAP_ACCEPTED, "tapc builds no uprobes module" },
	{ "--target-namespaces", required_argument, STAP_REFUSED, "tapc's tapsets are not namespace-aware (--target-namespaces)" },
	{ "--monitor", optional_argument, STAP_REFUSED, "monitor mode (--monitor) is not supported by tapc" },
	/* how messages look, not what they say */
	{ "--color", optional_argument, STAP_ACCEPTED, "tapc's messages are not coloured" },
	{ "--colour", optional_argument, STAP_ACCEPTED, "tapc's messages are not coloured" },
	{ "-a", required_argument, STAP_CHECKED, NULL },          /* x86_64 only */
	{ "--runtime", required_argument, STAP_CHECKED, NULL },   /* kernel only */
	{ "--dyninst", no_argument, STAP_REFUSED, "tapc runs scripts in the kernel runtime only (--dyninst)" },
	{ "--bpf", no_argument, STAP_REFUSED, "tapc runs scripts in the kernel runtime only (--bpf)" },
};

#define NACCEPTED (int)(sizeof accepted / sizeof *accepted)

int stap_accepted_long_options(struct option *out, int first_code)
{
	int n = 0;
	for (int i = 0; i < NACCEPTED; i++) {
		if (accepted[i].name[1] != '-')
			continue;
		out[n++] = (struct option){ accepted[i].name + 2, accepted[i].has_arg,
					    NULL, first_code + i };
	}
	return n;
}

void stap_accepted_short_options(strbuf *optstring)
{
	for (int i = 0; i < NACCEPTED; i++)
		if (accepted[i].name[1] != '-')
			sb_printf(optstring, "%c%s", accepted[i].name[1],
				  accepted[i].has_arg == required_argument ? ":" : "");
}

/* The options' entry for a short option's letter, or -1. */
static int short_index(int c)
{
	for (int i = 0; i < NACCEPTED; i++)
		if (accepted[i].name[1] != '-' && accepted[i].name[1] == c)
			return i;
	return -1;
}

/* --rlimit-NAME=NUM: the limit on tapc itself, soft and hard, with
 * stap's messages for a value it cannot read (strtoul's: a sign or
 * leading blanks are taken, trailing text is not). */
static void set_rlimit(const char *option, const char *arg)
{
	static const struct {
		const char *name;
		int resource;
	} limits[] = {
		{ "rlimit-as", RLIMIT_AS }, { "rlimit-cpu", RLIMIT_CPU },
		{ "rlimit-nproc", RLIMIT_NPROC }, { "rlimit-stack", RLIMIT_STACK },
		{ "rlimit-fsize", RLIMIT_FSIZE },
	};
	if (!*arg) {
		fprintf(stderr, "An --%s option value must be specified.\n", option);
		exit(1);
	}
	char *end;
	errno = 0;
	unsigned long v = strtoul(arg, &end, 10);
	if (end == arg || *end) {
		if (!strcmp(option, "rlimit-as"))
			fprintf(stderr, "Unable to convert %s resource limit '%s'.\n",
				option, arg);
		else
			fprintf(stderr, "Unable to convert resource limit '%s' for %s\n",
				arg, option);
		exit(1);
	}
	for (size_t i = 0; i < sizeof limits / sizeof *limits; i++) {
		if (strcmp(limits[i].name, option))
			continue;
		struct rlimit rl = { .rlim_cur = v, .rlim_max = v };
		if (setrlimit(limits[i].resource, &rl))
			fprintf(stderr, "%s: warning: --%s=%s: %s\n", progname,
				option, arg, strerror(errno));
	}
}

void option_ignored(const char *option, const char *why_fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: warning: %s has no effect: ", progname, option);
	va_start(ap, why_fmt);
	vfprintf(stderr, why_fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	diag_warnings++;
}

/* An option that would have the script run otherwise than stap runs it:
 * stap's ERROR line, and no run. */
static _Noreturn void refuse(const char *why)
{
	fprintf(stderr, "ERROR: %s\n", why);
	exit(1);
}

static bool bulk_requested;

void stap_check_bulk(bool output_file)
{
	if (!bulk_requested)
		return;
	if (output_file)
		refuse("bulk mode (-b) with -o writes a file per CPU in stap; "
		       "tapc writes one: not supported");
	option_ignored("-b", "output goes through one transport, not bulk "
		       "per-CPU files");
}

bool stap_accepted_option(int c, int first_code, const char *arg)
{
	int i = c >= first_code && c < first_code + NACCEPTED ? c - first_code
							      : short_index(c);
	if (i < 0)
		return false;
	const char *name = accepted[i].name;
	if (accepted[i].kind == STAP_REFUSED)
		refuse(accepted[i].why);
	if (!strcmp(name, "-b")) {
		bulk_requested = true;
		return true;
	}
	if (!strcmp(name, "--privilege")) {
		if (!arg || strcmp(arg, "stapdev")) {
			char *why = xasprintf("tapc compiles for root (stapdev) only: "
					      "--privilege=%s's checks of the script "
					      "are not done", arg ? arg : "stapusr");
			refuse(why);
		}
		return true;
	}
	if (!strcmp(name, "-a")) {
		if (strcmp(arg, "x86_64") && strcmp(arg, "x86") && strcmp(arg, "amd64")) {
			fprintf(stderr, "%s: -a %s: tapc compiles for x86_64 only\n",
				progname, arg);
			exit(1);
		}
		return true;
	}
	if (!strncmp(name, "--rlimit-", 9)) {
		set_rlimit(name + 2, arg);
		return true;
	}
	if (!strcmp(name, "--runtime")) {
		if (!strcmp(arg, "kernel"))
			return true;
		if (strcmp(arg, "dyninst") && strcmp(arg, "bpf")) {
			fprintf(stderr, "ERROR: %s is not a valid runtime mode\n", arg);
			exit(1);
		}
		char *why = xasprintf("tapc runs scripts in the kernel runtime only "
				      "(--runtime=%s)", arg);
		refuse(why);
	}
	option_ignored(name, "%s", accepted[i].why);
	return true;
}

int stap_accepted_count(void)
{
	return NACCEPTED;
}
