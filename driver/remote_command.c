/* What tapc --remote runs on a target (remote_command.h). */
#include "remote_command.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wordexp.h>

#include "options.h"
#include "util.h"

#define SSH_ENV "TAPC_SSH"

void arglist_add(arglist *a, const char *s)
{
	VEC_PUSH(a->v, a->n, s ? xstrdup(s) : NULL);
}

void arglist_free(arglist *a)
{
	for (size_t i = 0; i < a->n; i++)
		free(a->v[i]);
	free(a->v);
	a->v = NULL;
	a->n = 0;
}

void remote_ssh_args(arglist *a, const remote_target *t)
{
	const char *ssh = getenv(SSH_ENV);
	wordexp_t words;

	if (ssh && *ssh && wordexp(ssh, &words, WRDE_NOCMD) == 0) {
		for (size_t i = 0; i < words.we_wordc; i++)
			arglist_add(a, words.we_wordv[i]);
		wordfree(&words);
	} else {
		arglist_add(a, "ssh");
	}
	/* quiet as stap's; the user's configuration and -o options apply */
	arglist_add(a, "-q");
	if (t->port) {
		arglist_add(a, "-p");
		arglist_add(a, t->port);
	}
	arglist_add(a, t->destination);
}

static void add_number(arglist *a, const char *option, int value)
{
	char num[32];

	snprintf(num, sizeof(num), "%d", value);
	arglist_add(a, option);
	arglist_add(a, num);
}

void remote_runner_args(arglist *a, const remote_target *t)
{
	const run_options *ro = &opts.run;

	/* -F leaves the session running when tapc-run ends: nothing drives
	 * it through the connection then */
	if (ro->detach)
		arglist_add(a, "-L");
	else if (ro->daemon)
		arglist_add(a, "-D");
	else
		arglist_add(a, "--stop-on-stdin");
	char *id = xasprintf("%d:%s", t->index, t->uri);
	arglist_add(a, "-r");
	arglist_add(a, id);
	free(id);
	for (int v = 0; v < options_verbose(5); v++)
		arglist_add(a, "-v");
	if (ro->command) {
		arglist_add(a, "-c");
		arglist_add(a, ro->command);
	}
	if (ro->target_pid)
		add_number(a, "-x", ro->target_pid);
	if (ro->timeout_s)
		add_number(a, "-T", ro->timeout_s);
	if (ro->buffer_mb)
		add_number(a, "-s", ro->buffer_mb);
	/* -o names a file on the target, as stap's staprun there takes it,
	 * its strftime(3) escapes read there (a relative one from where ssh
	 * starts: the login's home) */
	if (ro->output_file) {
		arglist_add(a, "-o");
		arglist_add(a, t->direct ? ro->output_file : ro->output_given);
	}
	if (ro->output_size_mb) {
		char *size = ro->output_files
			? xasprintf("%d,%d", ro->output_size_mb, ro->output_files)
			: xasprintf("%d", ro->output_size_mb);
		arglist_add(a, "-S");
		arglist_add(a, size);
		free(size);
	}
	for (int i = 0; i < ro->nset_globals; i++) {
		arglist_add(a, "-G");
		arglist_add(a, ro->set_globals[i]);
	}
}

char *remote_program(const remote_target *t)
{
	arglist a = {0};
	strbuf sh = {0}, cmd = {0};

	remote_runner_args(&a, t);
	/* `read` takes its line a byte at a time from a pipe and head -c
	 * no more than SIZE: what follows on the connection is tapc-run's */
	sb_puts(&sh, "echo \"" REMOTE_HELLO " $(uname -r) $(uname -m)\" || exit 1; "
		"IFS=' ' read -r size name || exit 0; "
		"case $size in ''|*[!0-9]*) exit 0;; esac; "
		"case $name in ''|.*|*[!0-9A-Za-z_.-]*) exit 1;; esac; "
		"command -v tapc-run >/dev/null 2>&1 || { echo \"ERROR: "
		"tapc-run is not installed on $(uname -n) (the tapc-run "
		"package)\" >&2; exit 127; }; "
		"d=$(mktemp -d \"${TMPDIR:-/tmp}/tapc-remote.XXXXXX\") || exit 1; "
		"head -c \"$size\" > \"$d/$name\" && tapc-run");
	for (size_t i = 0; i < a.n; i++) {
		sb_putc(&sh, ' ');
		sb_sh_quote(&sh, a.v[i]);
	}
	sb_puts(&sh, " \"$d/$name\"; rc=$?; rm -rf \"$d\"; exit $rc");
	arglist_free(&a);
	/* the login shell may be any: it runs sh, which runs the program */
	sb_puts(&cmd, "exec /bin/sh -c ");
	sb_sh_quote(&cmd, sh.buf);
	free(sh.buf);
	return sb_steal(&cmd);
}

char *remote_local_runner(void)
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
