/* The constants system call arguments are decoded with, from the target
 * kernel's own headers: one small file that includes them is preprocessed
 * by the kernel's kbuild with -dD, which keeps every #define in the order
 * the headers make them, each under a line marker naming its header.
 * The values are worked out here from the definitions' text. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kbuild.h"
#include "syscalls.h"
#include "util.h"

/* Which constants are kept: a prefix, from headers whose path contains
 * `header`, with values in [min, max] (what is outside, such as
 * SIGSTKSZ among the signals, is not one of them). Signals have no '_'
 * in their names; the kernel's SIG_BLOCK and SIGNAL_* are other things. */
static const struct group {
	const char *prefix;   /* "O_": the group is "O" */
	const char *header;
	long long min, max;
	bool underscores;
} groups[] = {
	{ "O_", "fcntl.h", 0, 0x7fffffff, true },
	{ "AT_", "fcntl.h", -0x7fffffff, 0x7fffffff, true },
	{ "PROT_", "mman", 0, 0x7fffffff, true },
	{ "MAP_", "mman", 0, 0x7fffffff, true },
	{ "SIG", "signal", 1, 64, false },
	{ "E", "errno", 1, 4095, true },
};

static const char consts_source[] =
	"#include <linux/fcntl.h>\n"
	"#include <linux/mman.h>\n"
	"#include <linux/signal.h>\n"
	"#include <linux/errno.h>\n";

/* --- evaluating a definition --- */

typedef struct evaluator {
	const char *p;
	char **names, **values;
	int n, depth;
	bool ok;
} evaluator;

static long long eval_or(evaluator *e);

static void skip_space(evaluator *e)
{
	while (*e->p == ' ' || *e->p == '\t')
		e->p++;
}

static bool is_ident_char(char c, bool first)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (!first && c >= '0' && c <= '9');
}

static long long eval_macro(evaluator *e, const char *name, size_t len)
{
	for (int i = e->n - 1; i >= 0; i--) {
		if (strlen(e->names[i]) != len || strncmp(e->names[i], name, len))
			continue;
		/* a macro defined as itself, directly or not, ends here */
		evaluator inner = { e->values[i], e->names, e->values, e->n,
				    e->depth + 1, true };
		if (inner.depth > 16)
			break;
		long long v = eval_or(&inner);
		skip_space(&inner);
		if (inner.ok && !*inner.p)
			return v;
		break;
	}
	e->ok = false;
	return 0;
}

static long long eval_unary(evaluator *e)
{
	skip_space(e);
	char c = *e->p;
	if (c == '-' || c == '~' || c == '+' || c == '!') {
		e->p++;
		long long v = eval_unary(e);
		return c == '-' ? -v : c == '~' ? ~v : c == '!' ? !v : v;
	}
	if (c == '(') {
		e->p++;
		long long v = eval_or(e);
		skip_space(e);
		if (*e->p != ')')
			e->ok = false;
		else
			e->p++;
		return v;
	}
	if (c >= '0' && c <= '9') {
		char *end;
		long long v = (long long)strtoull(e->p, &end, 0);
		e->p = end;
		while (*e->p == 'u' || *e->p == 'U' || *e->p == 'l' || *e->p == 'L')
			e->p++;
		return v;
	}
	if (is_ident_char(c, true)) {
		const char *start = e->p;
		while (is_ident_char(*e->p, false))
			e->p++;
		return eval_macro(e, start, (size_t)(e->p - start));
	}
	e->ok = false;
	return 0;
}

/* Binary operators from the tightest down; each level is one entry. */
static const char *const levels[][3] = {
	{ "*", "/", "%" }, { "+", "-", NULL }, { "<<", ">>", NULL },
	{ "&", NULL, NULL }, { "^", NULL, NULL }, { "|", NULL, NULL },
};

static long long apply(const char *op, long long a, long long b, bool *ok)
{
	switch (op[0]) {
	case '*': return (long long)((unsigned long long)a * (unsigned long long)b);
	case '/': case '%':
		if (b == 0) {
			*ok = false;
			return 0;
		}
		return op[0] == '/' ? a / b : a % b;
	case '+': return (long long)((unsigned long long)a + (unsigned long long)b);
	case '-': return (long long)((unsigned long long)a - (unsigned long long)b);
	case '<': return b < 0 || b > 63 ? 0 : (long long)((unsigned long long)a << b);
	case '>': return b < 0 || b > 63 ? 0 : a >> b;
	case '&': return a & b;
	case '^': return a ^ b;
	default: return a | b;
	}
}

static long long eval_level(evaluator *e, int level)
{
	long long v = level == 0 ? eval_unary(e) : eval_level(e, level - 1);
	for (;;) {
		skip_space(e);
		const char *op = NULL;
		for (int i = 0; i < 3 && levels[level][i]; i++) {
			size_t len = strlen(levels[level][i]);
			/* "&" is not "&&", "<" alone is no operator here */
			if (!strncmp(e->p, levels[level][i], len) &&
			    (len == 2 || e->p[1] != e->p[0]))
				op = levels[level][i];
		}
		if (!op || !e->ok)
			return v;
		e->p += strlen(op);
		long long rhs = level == 0 ? eval_unary(e) : eval_level(e, level - 1);
		v = apply(op, v, rhs, &e->ok);
	}
}

static long long eval_or(evaluator *e)
{
	return eval_level(e, (int)(sizeof levels / sizeof levels[0]) - 1);
}

bool sc_const_eval(const char *text, char **names, char **values, int n,
		   long long *value)
{
	evaluator e = { text, names, values, n, 0, true };
	*value = eval_or(&e);
	skip_space(&e);
	return e.ok && !*e.p && e.p != text;
}

/* --- reading the preprocessor's output --- */

typedef struct define {
	char *name, *value, *header;
} define;

/* "#define NAME VALUE" lines, each with the header it is in; function-like
 * macros are not constants and are left out. */
static void read_defines(char *text, define **out, int *count)
{
	const char *header = "";
	char *header_copy = xstrdup("");
	for (char *line = text; line && *line;) {
		char *eol = strchr(line, '\n');
		if (eol)
			*eol = '\0';
		if (line[0] == '#' && line[1] == ' ' && line[2] >= '0' && line[2] <= '9') {
			char *q1 = strchr(line, '"'), *q2 = q1 ? strchr(q1 + 1, '"') : NULL;
			if (q2) {
				free(header_copy);
				header_copy = xstrndup(q1 + 1, (size_t)(q2 - q1 - 1));
				header = header_copy;
			}
		} else if (!strncmp(line, "#define ", 8)) {
			char *name = line + 8;
			size_t len = 0;
			while (is_ident_char(name[len], len == 0))
				len++;
			if (len && name[len] != '(') {
				define d = { xstrndup(name, len),
					     xstrdup(name[len] ? name + len + 1 : ""),
					     xstrdup(header) };
				VEC_PUSH(*out, *count, d);
			}
		}
		line = eol ? eol + 1 : NULL;
	}
	free(header_copy);
}

static const struct group *group_of(const define *d)
{
	for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
		const struct group *g = &groups[i];
		size_t len = strlen(g->prefix);
		if (strncmp(d->name, g->prefix, len) || !d->name[len] ||
		    !strstr(d->header, g->header))
			continue;
		/* all capitals: not a helper macro such as __SIGRTMIN */
		bool capitals = true;
		for (const char *p = d->name; *p; p++)
			capitals &= (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
				    (*p == '_' && (g->underscores || p < d->name + len));
		return capitals ? g : NULL;
	}
	return NULL;
}

static void keep_constants(define *defs, int n, sc_const **out, int *count)
{
	char **names = xcalloc((size_t)n + 1, sizeof *names);
	char **values = xcalloc((size_t)n + 1, sizeof *values);
	for (int i = 0; i < n; i++) {
		names[i] = defs[i].name;
		values[i] = defs[i].value;
	}
	for (int i = 0; i < n; i++) {
		const struct group *g = group_of(&defs[i]);
		long long v;
		/* a later #define of the same name replaces this one */
		bool redefined = false;
		for (int j = i + 1; j < n && !redefined; j++)
			redefined = !strcmp(defs[j].name, defs[i].name);
		if (!g || redefined ||
		    !sc_const_eval(defs[i].value, names, values, n, &v) ||
		    v < g->min || v > g->max)
			continue;
		sc_const c = { xstrndup(g->prefix, strlen(g->prefix) -
					(g->prefix[strlen(g->prefix) - 1] == '_')),
			       xstrdup(defs[i].name), v };
		VEC_PUSH(*out, *count, c);
	}
	free(names);
	free(values);
}

bool sc_consts_scan(const char *build_dir, int verbose, sc_const **out,
		    int *count)
{
	char *dir = kbuild_scratch_dir("sc");
	if (!dir)
		return false;
	static const char makefile[] = "obj-m := consts.o\nCFLAGS_consts.o := -dD\n";
	char *makefile_path = xasprintf("%s/Makefile", dir);
	char *source_path = xasprintf("%s/consts.c", dir);
	char *log_path = xasprintf("%s/log", dir);
	char *output_path = xasprintf("%s/consts.i", dir);
	write_file(makefile_path, makefile, sizeof makefile - 1);
	write_file(source_path, consts_source, sizeof consts_source - 1);
	char *target = "consts.i";
	kbuild_run(build_dir, dir, &target, 1, log_path, false);
	char *text = read_file(output_path, NULL);
	bool ok = false;
	if (!text) {
		fprintf(stderr, "%s: could not preprocess the kernel's uapi "
			"headers (make -C %s M=%s consts.i)\n", progname,
			build_dir, dir);
	} else {
		define *defs = NULL;
		int ndefs = 0;
		read_defines(text, &defs, &ndefs);
		keep_constants(defs, ndefs, out, count);
		for (int i = 0; i < ndefs; i++) {
			free(defs[i].name);
			free(defs[i].value);
			free(defs[i].header);
		}
		free(defs);
		ok = *count > 0;
		if (verbose)
			fprintf(stderr, "%s: %d constants of %d definitions in the "
				"kernel's uapi headers\n", progname, *count, ndefs);
		remove_tree(dir);
	}
	free(text);
	free(makefile_path);
	free(source_path);
	free(log_path);
	free(output_path);
	free(dir);
	return ok;
}
