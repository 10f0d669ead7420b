/* Evaluates preprocessor conditions against the target: see pp_cond.h. */
#include "pp_cond.h"

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "diag.h"
#include "parse.h"
#include "util.h"

/* The version of the language we accept, for systemtap_v. */
#define STAP_VERSION "4.8"

typedef enum op { OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE, OP_NONE } op;

static void error_at(token *t, const char *msg)
{
	char *what = token_describe(t);
	diag_parse_error_at(t->loc, what, "%s", msg);
	t->reported = true;
	free(what);
}

static op read_op(token *t)
{
	static const char *const names[] = { "==", "!=", "<", "<=", ">", ">=" };
	if (t->cls == TC_OPERATOR)
		for (int i = 0; i < 6; i++)
			if (strcmp(t->text, names[i]) == 0)
				return (op)i;
	return OP_NONE;
}

/* The result of a comparison from a three-way `cmp`. */
static bool holds(op o, int cmp)
{
	switch (o) {
	case OP_EQ: return cmp == 0;
	case OP_NE: return cmp != 0;
	case OP_LT: return cmp < 0;
	case OP_LE: return cmp <= 0;
	case OP_GT: return cmp > 0;
	case OP_GE: return cmp >= 0;
	case OP_NONE: break;
	}
	return false;
}

/* Versions order as strverscmp; == and != take glob patterns. */
static bool compare_version(const char *have, op o, const char *want)
{
	if (o == OP_EQ || o == OP_NE)
		return (fnmatch(want, have, 0) == 0) == (o == OP_EQ);
	return holds(o, strverscmp(have, want));
}

/* The target's release, as the driver found it (else this host's). */
static const char *kernel_release(void)
{
	static struct utsname u;
	if (parse_opts.kernel_release)
		return parse_opts.kernel_release;
	if (!u.release[0] && uname(&u) != 0)
		return "";
	return u.release;
}

/* "6.1.0-57-amd64" -> "6.1.0" */
static char *kernel_version(void)
{
	const char *r = kernel_release();
	return xstrndup(r, strcspn(r, "-"));
}

static const char *arch(void)
{
	static struct utsname u;
	if (parse_opts.arch)
		return parse_opts.arch;
	if (!u.machine[0] && uname(&u) != 0)
		return "";
	const char *m = u.machine;
	if (fnmatch("i?86", m, 0) == 0)
		return "i386";
	if (strcmp(m, "aarch64") == 0)
		return "arm64";
	if (strncmp(m, "ppc", 3) == 0)
		return "powerpc";
	if (strncmp(m, "s390", 4) == 0)
		return "s390";
	if (strncmp(m, "arm", 3) == 0)
		return "arm";
	return m;
}

/* The target kernel's .config, read once; NULL when there is none. */
static const char *target_config(void)
{
	static char *text;
	static const char *read_from;
	const char *path = parse_opts.kernel_config_path;

	if (path && (!read_from || strcmp(read_from, path))) {
		free(text);
		text = read_file(path, NULL);
		read_from = path;
	}
	return path ? text : NULL;
}

/* The value of CONFIG_X in the target kernel's .config, "" when unset. */
static char *kernel_config(const char *name)
{
	const char *text = target_config();
	if (!text)
		return xstrdup("");
	size_t n = strlen(name);
	char *value = NULL;
	for (const char *line = text; line && !value; line = strchr(line, '\n')) {
		if (*line == '\n')
			line++;
		if (strncmp(line, name, n) == 0 && line[n] == '=') {
			const char *v = line + n + 1;
			size_t vlen = strcspn(v, "\n");
			if (vlen >= 2 && v[0] == '"' && v[vlen - 1] == '"')
				value = xstrndup(v + 1, vlen - 2);
			else
				value = xstrndup(v, vlen);
		}
	}
	return value ? value : xstrdup("");
}

/* A number when all of it is one. */
static bool as_number(const char *s, long long *n)
{
	char *end;
	*n = strtoll(s, &end, 0);
	return *s && !*end;
}

/* CONFIG_X OP RHS, where RHS is a string (a glob for == and !=), a
 * number or another CONFIG_Y; numbers compare as numbers. */
static int compare_config(pp_cond_reader *r, const char *name, op o, token *rhs)
{
	char *have = kernel_config(name), *want;
	if (rhs->cls == TC_IDENT && !strncmp(rhs->text, "CONFIG_", 7))
		want = kernel_config(rhs->text);
	else if (rhs->cls == TC_STRING || rhs->cls == TC_NUMBER)
		want = xstrdup(rhs->text);
	else {
		free(have);
		error_at(rhs, "expected string literal");
		r->unget(r->ctx, rhs);
		return -1;
	}
	long long a, b;
	int result;
	/* an unset option is "" as a string and 0 as a number */
	if (!*have && rhs->cls == TC_NUMBER && as_number(want, &b))
		result = holds(o, 0 < b ? -1 : 0 > b);
	else if (as_number(have, &a) && as_number(want, &b))
		result = holds(o, a < b ? -1 : a > b);
	else if (rhs->cls == TC_STRING && (o == OP_EQ || o == OP_NE))
		result = (fnmatch(want, have, 0) == 0) == (o == OP_EQ);
	else
		result = holds(o, strcmp(have, want));
	free(have);
	free(want);
	return result;
}

static const char bad_lhs[] =
	"expected 'arch', 'kernel_v', 'kernel_vr', 'systemtap_v',\n"
	"             'runtime', 'systemtap_privilege', 'CONFIG_...', or\n"
	"             comparison between strings or integers";

/* The end of input in the middle of a condition. */
static bool incomplete(pp_cond_reader *r, token *t)
{
	if (t->cls != TC_EOF)
		return false;
	error_at(r->start, "incomplete condition after '%('");
	r->unget(r->ctx, t);
	return true;
}

/* LHS OP RHS; returns 1, 0 or -1 after an error. */
static int comparison(pp_cond_reader *r)
{
	token *lhs = r->next(r->ctx);
	const char *name = lhs->cls == TC_IDENT ? lhs->text : "";
	bool is_version = !strcmp(name, "kernel_v") || !strcmp(name, "kernel_vr") ||
			  !strcmp(name, "systemtap_v");
	bool is_config = !strncmp(name, "CONFIG_", 7);
	bool is_equality = !strcmp(name, "arch") || !strcmp(name, "runtime") ||
			   !strcmp(name, "systemtap_privilege") ||
			   !strcmp(name, "guru_mode");
	if (!is_version && !is_equality && !is_config && lhs->cls != TC_NUMBER &&
	    lhs->cls != TC_STRING) {
		if (!incomplete(r, lhs)) {
			error_at(lhs, bad_lhs);
			r->unget(r->ctx, lhs);
		}
		return -1;
	}
	token *optok = r->next(r->ctx);
	op o = read_op(optok);
	if (incomplete(r, optok))
		return -1;
	if (o == OP_NONE || (is_equality && o != OP_EQ && o != OP_NE)) {
		error_at(optok, o == OP_NONE ? "expected comparison operator"
					     : "expected '==' or '!='");
		r->unget(r->ctx, optok);
		return -1;
	}
	token *rhs = r->next(r->ctx);
	if (incomplete(r, rhs))
		return -1;
	if (!strcmp(name, "guru_mode")) {
		if (rhs->cls != TC_NUMBER) {
			error_at(rhs, "expected number");
			r->unget(r->ctx, rhs);
			return -1;
		}
		if (rhs->num != 0 && rhs->num != 1) {
			error_at(optok, "expected 0 or 1");
			return -1;
		}
		return holds(o, (int)parse_opts.guru - (int)rhs->num);
	}
	if (is_config)
		return compare_config(r, name, o, rhs);
	if (lhs->cls == TC_NUMBER) {
		if (rhs->cls != TC_NUMBER) {
			error_at(rhs, "expected number literal as right value");
			r->unget(r->ctx, rhs);
			return -1;
		}
		return holds(o, lhs->num < rhs->num ? -1 : lhs->num > rhs->num);
	}
	if (rhs->cls != TC_STRING) {
		error_at(rhs, lhs->cls == TC_STRING ? "expected string literal as right value"
						    : "expected string literal");
		r->unget(r->ctx, rhs);
		return -1;
	}
	if (lhs->cls == TC_STRING)
		return holds(o, strcmp(lhs->text, rhs->text));
	if (is_version) {
		char *have = !strcmp(name, "kernel_v") ? kernel_version()
			   : !strcmp(name, "kernel_vr") ? xstrdup(kernel_release())
			   : xstrdup(parse_opts.compatible ? parse_opts.compatible
							   : STAP_VERSION);
		bool result = compare_version(have, o, rhs->text);
		free(have);
		return result;
	}
	const char *have = !strcmp(name, "arch") ? arch()
			 : !strcmp(name, "runtime") ? "kernel" : "stapdev";
	return (fnmatch(rhs->text, have, 0) == 0) == (o == OP_EQ);
}

static bool is_op(const token *t, const char *text)
{
	return t->cls == TC_OPERATOR && strcmp(t->text, text) == 0;
}

/* A chain of comparisons joined by `joiner`, each side read by `side`. */
static int chain(pp_cond_reader *r, const char *joiner,
		 int (*side)(pp_cond_reader *r))
{
	int value = side(r);
	for (;;) {
		if (value < 0)
			return -1;
		token *t = r->next(r->ctx);
		if (!is_op(t, joiner)) {
			r->unget(r->ctx, t);
			return value;
		}
		int more = side(r);
		if (more < 0)
			return -1;
		value = strcmp(joiner, "&&") == 0 ? value && more : value || more;
	}
}

static int conjunction(pp_cond_reader *r)
{
	return chain(r, "&&", comparison);
}

int pp_cond_eval(pp_cond_reader *r, token *start)
{
	r->start = start;
	int value = chain(r, "||", conjunction);
	if (value < 0)
		return -1;
	token *t = r->next(r->ctx);
	if (!is_op(t, "%?")) {
		error_at(start, "expected '%?' marker for conditional");
		r->unget(r->ctx, t);
		return -1;
	}
	return value;
}
