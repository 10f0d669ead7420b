/* The run's options (see run_args.h). The messages are stap's. */
#include "run_args.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "util.h"

/* A decimal number in [lo, hi], nothing else. */
static bool number_in(const char *s, long lo, long hi, int *value)
{
	char *end;

	if (!isdigit((unsigned char)*s))
		return false;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || *end || v < lo || v > hi)
		return false;
	*value = (int)v;
	return true;
}

/* -S SIZE[,N]: files of at most SIZE MB (1-4095), at most N of them. */
static bool output_limits(run_options *ro, const char *arg)
{
	char *end;
	long size = strtol(arg, &end, 10);
	long files = 0;

	if (*end == ',') {
		const char *n = end + 1;
		files = strtol(n, &end, 10);
		if (!isdigit((unsigned char)*n) || files < 1 || files > INT_MAX)
			return false;
	}
	if (!isdigit((unsigned char)*arg) || *end || size < 1 || size > 4095)
		return false;
	ro->output_size_mb = (int)size;
	ro->output_files = (int)files;
	return true;
}

/* -o FILE: strftime(3)'s %-escapes expanded, as stap does. */
static const char *output_path(const char *spec)
{
	char buf[PATH_MAX];
	time_t now = time(NULL);
	struct tm tm;

	if (!strchr(spec, '%'))
		return spec;
	localtime_r(&now, &tm);
	if (strftime(buf, sizeof buf, spec, &tm) == 0)
		return NULL;
	return xstrdup(buf);
}

/* -G VAR=VALUE reaches the kernel's parameter parser: stap's pattern
 * keeps anything it would split or quote out of it. */
#define GLOBAL_SETTING_PATTERN "^[a-z_][a-z0-9_]*=[a-z0-9_.-]+$"

static bool global_setting_ok(const char *arg)
{
	regex_t re;

	if (regcomp(&re, GLOBAL_SETTING_PATTERN,
		    REG_EXTENDED | REG_ICASE | REG_NOSUB) != 0)
		fatal("bad pattern %s", GLOBAL_SETTING_PATTERN);
	bool ok = regexec(&re, arg, 0, NULL, 0) == 0;
	regfree(&re);
	return ok;
}

/* -r N:URI, as staprun's: N a number, URI not empty; the URI becomes a
 * module parameter, so nothing the kernel's parser would split or
 * unquote (blanks, quotes) is taken. */
bool run_remote_id_set(run_options *ro, const char *arg)
{
	char *end;
	long id;

	if (!isdigit((unsigned char)*arg))
		return false;
	errno = 0;
	id = strtol(arg, &end, 10);
	if (errno || id > INT_MAX || *end != ':' || !end[1] ||
	    strpbrk(end + 1, " \t\n\"'\\"))
		return false;
	ro->remote_id = (int)id;
	ro->remote_uri = end + 1;
	return true;
}

bool run_option_set(run_options *ro, int opt, const char *arg,
		    const char **error)
{
	*error = NULL;
	switch (opt) {
	case 'c':
		if (!*arg)
			*error = "Empty CMD string invalid.";
		else
			ro->command = arg;
		break;
	case 'x':
		if (!number_in(arg, 1, INT_MAX, &ro->target_pid))
			*error = "Invalid target process ID number.";
		break;
	case 'o': {
		const char *path = output_path(arg);
		if (!path)
			*error = "Invalid -o file name.";
		else
			ro->output_file = path;
		ro->output_given = arg;
		break;
	}
	case 's':
		if (!number_in(arg, 1, 4095, &ro->buffer_mb))
			*error = "Invalid buffer size (should be 1-4095).";
		break;
	case 'T':
		if (!number_in(arg, 1, INT_MAX, &ro->timeout_s))
			*error = "Invalid timeout interval.";
		break;
	case 'S':
		if (!output_limits(ro, arg))
			*error = "Invalid -S parameter.";
		break;
	case 'G':
		if (!global_setting_ok(arg))
			*error = xasprintf("ERROR: Safety pattern mismatch for -G "
					   "parameter ('%s' vs. '%s') rc=1", arg,
					   GLOBAL_SETTING_PATTERN);
		else
			VEC_PUSH(ro->set_globals, ro->nset_globals, (char *)arg);
		break;
	default:
		return false;
	}
	return true;
}

const char *run_options_conflict(const run_options *ro)
{
	if (ro->command && ro->target_pid)
		return "You can't specify -c and -x together.";
	return NULL;
}
