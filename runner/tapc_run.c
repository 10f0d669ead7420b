/* tapc-run: tapc's staprun. Loads a module tapc built (tapc -p4, -k, -m),
 * streams its output, stops it and unloads it: the very code of tapc's own
 * pass 5 (run.c), with nothing of the compiler (no libdw, no kbuild, no
 * C compiler), so that a machine that only runs scripts needs this alone.
 *
 *   tapc-run [OPTIONS] MODULE [VAR=VALUE...]
 *   tapc-run -L|-D ...      start it and leave it running (-D: in the
 *                           background, into -o's files)
 *   tapc-run -A NAME        attach to a module left running
 *   tapc-run -d NAME        unload one
 *
 * MODULE is a path, or a name looked up as staprun does, in
 * /lib/modules/RELEASE/tapc/NAME.ko. VAR=VALUE after it, like -G, sets a
 * scalar global of the script. The exit status is staprun's: 0 when the
 * session ran and ended well, 1 otherwise. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "run.h"
#include "run_args.h"
#include "util.h"

enum { OPT_STOP_ON_STDIN = 256 };

static const char usage_text[] =
	"Usage: tapc-run [OPTIONS] MODULE [VAR=VALUE...]\n"
	"Loads MODULE, a kernel module built by tapc (tapc -p4), runs its\n"
	"script until it calls exit(), -c's command ends, -T's time is up or\n"
	"Ctrl-C, streams its output, and unloads it.\n"
	"\n"
	"  -c CMD          run CMD, and stop when it ends; target() is its pid\n"
	"  -x PID          target() is PID\n"
	"  -o FILE         the script's output to FILE (strftime(3) escapes)\n"
	"  -S SIZE[,N]     -o's FILE.0, FILE.1, ... of SIZE MB, the newest N kept\n"
	"  -s MB, -b MB    MB of output buffer per CPU (1-4095)\n"
	"  -T SECONDS      stop after SECONDS\n"
	"  -G VAR=VALUE    set the script's scalar global VAR (also VAR=VALUE\n"
	"                  after MODULE)\n"
	"  -r N:URI        remote_id() is N and remote_uri() URI\n"
	"  --stop-on-stdin stdin is tapc --remote's channel: its end or a\n"
	"                  byte 0x03 stops the script\n"
	"  -L              start the script, then leave it running (detach)\n"
	"  -D              with -o: go on in the background, print its pid\n"
	"  -A              MODULE is a module left running: attach to it\n"
	"  -d              MODULE is a module left running: unload it\n"
	"  -v              more messages (-vv: the times of loading and\n"
	"                  unloading)\n"
	"  -V              print the version and exit\n"
	"  -h              print this help and exit\n"
	"\n"
	"MODULE is a path, or a module's name, found in /lib/modules/RELEASE/tapc;\n"
	"with -A and -d, the name of a loaded module (or its file).\n"
	"Ctrl-\\ (SIGQUIT) detaches, leaving the script running.\n"
	"See tapc-run(8).\n";

/* A wrong command line: why, then where to look; exit 1 as staprun. */
static _Noreturn void usage_error(const char *why)
{
	if (why)
		fprintf(stderr, "%s\n", why);
	fputs("Usage: tapc-run [OPTIONS] MODULE [VAR=VALUE...]\n"
	      "Try 'tapc-run -h' for more information. [man tapc-run]\n",
	      stderr);
	exit(1);
}

/* staprun's rule: a MODULE with a '/' or ending in ".ko" is a path; any
 * other is the name of a module installed for this kernel. */
static char *module_path(const char *arg)
{
	size_t len = strlen(arg);
	struct utsname uts;

	if (strchr(arg, '/') || (len > 3 && strcmp(arg + len - 3, ".ko") == 0))
		return xstrdup(arg);
	if (uname(&uts) != 0)
		return xstrdup(arg);
	return xasprintf("/lib/modules/%s/tapc/%s.ko", uts.release, arg);
}

/* staprun's messages for options that do not go together. */
static const char *mode_conflict(const run_options *ro, bool attach,
				 bool unload)
{
	if (attach && ro->detach)
		return "ERROR: You can't specify the '-A' and '-L' options together.";
	if (attach && ro->buffer_mb)
		return "ERROR: You can't specify the '-A' and '-b' options together.  The '-b'\n"
		       "buffer size option only has an effect when the module is inserted.";
	if (attach && ro->command)
		return "ERROR: You can't specify the '-A' and '-c' options together.  The '-c cmd'\n"
		       "option used to start a command only has an effect when the module\n"
		       "is inserted.";
	if (attach && ro->target_pid)
		return "ERROR: You can't specify the '-A' and '-x' options together.  The '-x pid'\n"
		       "option only has an effect when the module is inserted.";
	if (attach && unload)
		return "ERROR: You can't specify the '-A' and '-d' options together.";
	if (ro->detach && ro->command)
		return "ERROR: You can't specify the '-L' and '-c' options together.";
	if (ro->daemon && ro->detach)
		return "ERROR: You can't specify the '-D' and '-L' options together.";
	if (ro->daemon && unload)
		return "ERROR: You can't specify the '-D' and '-d' options together.";
	if (ro->daemon && ro->command)
		return "ERROR: You can't specify the '-D' and '-c' options together.";
	if (ro->daemon && !ro->output_file)
		return "ERROR: You have to specify output FILE with '-D' option.";
	if (ro->output_size_mb && !ro->output_file)
		return "ERROR: You have to specify output FILE with '-S' option.";
	return NULL;
}

/* -A and -d name a loaded module: by its name, or by its file (the
 * kernel's name for it is the file's, '-' read as '_', as kbuild's). */
static char *loaded_name(const char *arg)
{
	const char *base = strrchr(arg, '/');
	base = base ? base + 1 : arg;
	size_t len = strlen(base);
	if (len > 3 && strcmp(base + len - 3, ".ko") == 0)
		len -= 3;
	char *name = xstrndup(base, len);
	for (char *p = name; *p; p++)
		if (*p == '-')
			*p = '_';
	return name;
}

int main(int argc, char **argv)
{
	run_options ro = {0};
	bool attach = false, unload = false;
	const char *error;
	int c;

	progname = "tapc-run";
	argv[0] = "tapc-run";   /* for getopt's messages */
	/* as staprun, options may follow MODULE (getopt permutes) */
	static const struct option long_options[] = {
		/* stdin is a channel from tapc --remote: a byte 0x03 (its
		 * Ctrl-C) or its end stops the session (stdin_forward.h) */
		{ "stop-on-stdin", no_argument, NULL, OPT_STOP_ON_STDIN },
		{ NULL, 0, NULL, 0 },
	};
	while ((c = getopt_long(argc, argv, "hVvLDAdc:x:o:S:s:b:T:G:r:",
				long_options, NULL)) != -1) {
		switch (c) {
		case OPT_STOP_ON_STDIN:
			ro.stop_on_stdin = true;
			break;
		case 'r':
			if (!run_remote_id_set(&ro, optarg)) {
				fprintf(stderr, "ERROR: Cannot process remote "
					"id option '%s'.\n", optarg);
				usage_error(NULL);
			}
			break;
		case 'h':
			fputs(usage_text, stdout);
			return 0;
		case 'V':
			printf("tapc-run (tapc) %s\n", TAPC_VERSION);
			return 0;
		case 'v':
			ro.verbose++;
			break;
		case 'L':
			ro.detach = true;
			break;
		case 'D':
			ro.daemon = true;
			break;
		case 'A':
			attach = true;
			break;
		case 'd':
			unload = true;
			break;
		case 'b':
			c = 's';   /* staprun's name for -s */
			/* fall through */
		default:
			if (c == '?' || !run_option_set(&ro, c, optarg, &error))
				usage_error(NULL);
			if (error)
				usage_error(error);
		}
	}
	if (optind >= argc)
		usage_error("ERROR: Need a module name or path to load.");
	const char *module = argv[optind++];
	if ((attach || unload) && (optind < argc || ro.nset_globals))
		usage_error("ERROR: Cannot have module options with attach (-A).");
	for (; optind < argc; optind++) {
		run_option_set(&ro, 'G', argv[optind], &error);
		if (error)
			usage_error(error);
	}
	if ((error = run_options_conflict(&ro)) ||
	    (error = mode_conflict(&ro, attach, unload)))
		usage_error(error);
	/* a name the kernel cannot hold (MODULE_NAME_LEN - 1 characters):
	 * no such module was built or can be loaded, as staprun says */
	char *name = loaded_name(module);
	if (strlen(name) > 55) {
		fprintf(stderr, "ERROR: Module name ('%s') is too long.\n", name);
		free(name);
		return 1;
	}
	free(name);
	if (unload || attach) {
		char *name = loaded_name(module);
		int status = unload ? run_unload(name) : run_attach(name, &ro);
		free(name);
		return status;
	}
	char *path = module_path(module);
	int status = run_module(path, &ro);
	free(path);
	return status;
}
