/* stap 4.8's options that tapc has no use for: each is accepted, so that
 * a script's usual command line runs, with one line saying why it does
 * nothing here (options_stap.h). */
#include "options_stap.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "diag.h"
#include "util.h"

static const struct {
	const char *name;       /* "--ldd", or "-b" for a short option */
	int has_arg;            /* as getopt_long's */
	const char *why;
} accepted[] = {
	{ "-b", no_argument, "output goes through one transport, not bulk per-CPU files" },
	{ "--all-modules", no_argument, "every loaded module's symbols come from the kernel's kallsyms already" },
	{ "-F", no_argument, "there is no flight recorder mode; the session runs in the foreground" },
	{ "-i", no_argument, "there is no interactive mode; the script runs as given" },
	{ "-q", no_argument, "tapc keeps no tapset coverage" },
	{ "-R", required_argument, "tapc compiles its own runtime" },
	{ "--interactive", no_argument, "there is no interactive mode; the script runs as given" },
	{ "--privilege", optional_argument, "tapc does not check privilege levels; it runs as root" },
	{ "--unprivileged", no_argument, "tapc does not check privilege levels; it runs as root" },
	{ "--check-version", no_argument, "tapc reports no version-dependent syntax" },
	{ "--suppress-handler-errors", no_argument, "a run-time error still ends the script" },
	{ "--use-server", optional_argument, "tapc has no compile servers; it compiles here" },
	{ "--use-server-on-error", optional_argument, "tapc has no compile servers; it compiles here" },
	{ "--list-servers", optional_argument, "tapc has no compile servers; it compiles here" },
	{ "--trust-servers", optional_argument, "tapc has no compile servers; it compiles here" },
	{ "--sign-module", optional_argument, "tapc does not sign modules" },
	{ "--remote", required_argument, "tapc runs pass 5 here (or in its guest), not on remote hosts" },
	{ "--remote-prefix", no_argument, "tapc runs pass 5 here (or in its guest), not on remote hosts" },
	{ "--download-debuginfo", optional_argument, "tapc uses BTF, not debuginfo" },
	{ "--rlimit-as", required_argument, NULL },   /* set: setrlimit */
	{ "--rlimit-cpu", required_argument, NULL },   /* set: setrlimit */
	{ "--rlimit-nproc", required_argument, NULL },   /* set: setrlimit */
	{ "--rlimit-stack", required_argument, NULL },   /* set: setrlimit */
	{ "--rlimit-fsize", required_argument, NULL },   /* set: setrlimit */
	{ "--sysroot", required_argument, "tapc finds user-space files in this machine's own /" },
	{ "--sysenv", required_argument, "tapc finds user-space files in this machine's own /" },
	{ "--save-uprobes", no_argument, "tapc builds no uprobes module" },
	{ "--target-namespaces", required_argument, "tapc's tapsets are not namespace-aware" },
	{ "--monitor", optional_argument, "there is no monitor mode; the script runs as given" },
	{ "--color", optional_argument, "tapc's messages are not coloured" },
	{ "--colour", optional_argument, "tapc's messages are not coloured" },
	{ "--no-global-var-display", no_argument, "globals still print at the end" },
	{ "-a", required_argument, NULL },          /* checked: x86_64 only */
	{ "--runtime", required_argument, NULL },   /* checked: kernel only */
	{ "--dyninst", no_argument, "tapc runs the script in the kernel runtime" },
	{ "--bpf", no_argument, "tapc runs the script in the kernel runtime" },
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

static const char *mode_option;

const char *stap_mode_option(void)
{
	return mode_option;
}

bool stap_accepted_option(int c, int first_code, const char *arg)
{
	int i = c >= first_code && c < first_code + NACCEPTED ? c - first_code
							      : short_index(c);
	if (i < 0)
		return false;
	const char *name = accepted[i].name;
	if (!strcmp(name, "-i") || !strcmp(name, "--interactive") ||
	    !strcmp(name, "--monitor"))
		mode_option = name;
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
		char *option = xasprintf("--runtime=%s", arg);
		option_ignored(option, "tapc runs the script in the kernel runtime");
		free(option);
		return true;
	}
	option_ignored(name, "%s", accepted[i].why);
	return true;
}

int stap_accepted_count(void)
{
	return NACCEPTED;
}
