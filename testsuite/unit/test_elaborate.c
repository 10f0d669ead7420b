/* Unit tests of pass 2's pieces: probe point patterns against alias names
 * and family shapes, constant folding, "(similar: ...)" hints; and the
 * -p1 round trip of every script of the test suite (the PROG of each case
 * file) and of tapsets/ (each print parses again, to the same print).
 * Prints "PASS: name" or "FAIL: name" per case; exits 1 on any failure. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alias.h"
#include "fold.h"
#include "parse.h"
#include "similar.h"
#include "unit.h"
#include "util.h"

static ast_script *parse(const char *text)
{
	src_file *f = parse_file_from_text("t.stp", text, false);
	return parse_script(f);
}

/* The points of the first probe of `text`. */
static ast_probe_point *first_point(const char *text)
{
	ast_script *s = parse(text);
	return s && s->nprobes ? s->probes[s->nprobes - 1]->points[0] : NULL;
}

static char *joined_points(ast_probe_point **pts, int n)
{
	strbuf sb = {0};

	for (int i = 0; i < n; i++) {
		if (i)
			sb_putc(&sb, ' ');
		parse_print_point(&sb, pts[i]);
	}
	sb_putc(&sb, '\0');
	return sb_steal(&sb);
}

static void check_text(const char *name, const char *got, const char *want)
{
	char *detail = xasprintf("want: %s\n got: %s", want, got);
	unit_result(name, strcmp(got, want) == 0, detail);
	free(detail);
}

static const char aliases_text[] =
	"probe a.b = begin { } probe a.c = end { } probe a.c += never { }\n"
	"probe ab.x.y = never { } probe abc(3) = begin { }\n";

/* Which alias names a pattern reaches: '*' within a component, '**'
 * across them, arguments only themselves; each name once. */
static void test_alias_patterns(void)
{
	static const struct {
		const char *pattern, *want;
	} cases[] = {
		{ "a.*", "a.b a.c" },
		{ "a*", "" },
		{ "a**", "a.b a.c ab.x.y" },
		{ "*.*.y", "ab.x.y" },
		{ "**y", "ab.x.y" },
		{ "a*.x.*", "ab.x.y" },
		{ "ab*(3)", "abc(3)" },
		{ "ab*(4)", "" },
		{ "*", "" },
	};
	ast_script *s = parse(aliases_text);
	alias_table t = {0};

	for (int i = 0; s && i < s->nprobes; i++)
		alias_add(&t, s->probes[i]);
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *text = xasprintf("probe %s { }", cases[i].pattern);
		ast_probe_point *pp = first_point(text);
		ast_probe_point **names = NULL;
		int n = pp ? alias_expand_wildcard(&t, pp, &names) : 0;
		char *got = joined_points(names, n);
		char *name = xasprintf("alias pattern %s", cases[i].pattern);
		check_text(name, got, cases[i].want);
		free(name);
		free(got);
		free(names);
		free(text);
	}
	int n = 0;
	ast_probe_point *c = first_point("probe a.c { }");
	alias_lookup(&t, c, &n);
	unit_result("alias a.c has both its definitions", n == 2, NULL);
	alias_table_free(&t);
}

/* Family shapes reached by a pattern, made into points that carry the
 * pattern's arguments. */
static void test_shape_patterns(void)
{
	static const char *const shapes[] = {
		"timer.s(#)", "timer.jiffies(#)", "timer.profile",
		"kernel.trace($)", "procfs($).read", NULL,
	};
	static const struct {
		const char *pattern, *want;
	} cases[] = {
		{ "t**ile", "timer.profile" },
		{ "ti**es(1)", "timer.jiffies(1)" },
		{ "timer.*(5)", "timer.s(5) timer.jiffies(5)" },
		{ "*.trace(\"sys_*\")", "kernel.trace(\"sys_*\")" },
		{ "procfs(\"f\").*", "procfs(\"f\").read" },
		{ "timer.*", "timer.profile" },
		{ "*.s", "" },
	};
	alias_table t = {0};

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *text = xasprintf("probe %s { }", cases[i].pattern);
		ast_probe_point *pp = first_point(text);
		ast_probe_point **pts = NULL;
		int n = 0;
		if (pp)
			alias_expand_shapes(&t, shapes, pp, &pts, &n);
		char *got = joined_points(pts, n);
		char *name = xasprintf("shape pattern %s", cases[i].pattern);
		check_text(name, got, cases[i].want);
		free(name);
		free(got);
		free(pts);
		free(text);
	}
	alias_table_free(&t);
}

/* The right-hand side of the first assignment of `text`, folded. */
static char *folded(const char *expr)
{
	char *text = xasprintf("probe begin { x = %s }", expr);
	ast_script *s = parse(text);
	free(text);
	if (!s)
		return xstrdup("(parse error)");
	ast_node *e = s->probes[0]->body->body->lhs->rhs;
	/* bottom-up, as the optimizer visits operands first */
	ast_node *stack[64];
	int n = 0;
	for (ast_node *k = e; k && n < 64; k = k->lhs)
		stack[n++] = k;
	while (n--) {
		if (stack[n]->rhs)
			fold_constants(stack[n]->rhs);
		fold_constants(stack[n]);
	}
	strbuf sb = {0};
	parse_print_expr(&sb, e);
	return sb_steal(&sb);
}

static void test_folding(void)
{
	static const struct {
		const char *expr, *want;
	} cases[] = {
		{ "1 + 2 * 3", "7" },
		{ "-9223372036854775807 - 2", "9223372036854775807" },
		{ "7 / 0", "7 / 0" },
		{ "1 << 64", "1 << 64" },
		{ "\"a\" . \"b\"", "\"ab\"" },
		{ "\"a\" < \"b\"", "1" },
		{ "0 && y", "0" },
		{ "1 || y", "1" },
		{ "1 && y", "1 && y" },
		{ "0 ? 1 : 2", "2" },
		{ "!5", "0" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *got = folded(cases[i].expr);
		char *name = xasprintf("fold %s", cases[i].expr);
		check_text(name, got, cases[i].want);
		free(name);
		free(got);
	}
}

static void test_similar(void)
{
	static const char *const names[] = {
		"execname", "exit", "exec_name", "pid", "tid", "ppid", "error",
		"pid",
	};
	int n = (int)(sizeof names / sizeof names[0]);
	/* stap's ranking: the five closest, however far, each once; a
	 * missing letter costs 2, a changed one 2 */
	char *got = similar_names("execnme", names, n);
	check_text("similar execnme", got,
		   " (similar: execname, exec_name, error, exit, pid)");
	free(got);
	got = similar_names("pdi", names, n);
	check_text("similar pdi", got, " (similar: pid, ppid, tid, exit, error)");
	free(got);
	/* equals in byte order; a letter's case costs half */
	static const char *const cased[] = { "Ab", "ab", "aB" };
	got = similar_names("AB", cased, 3);
	check_text("similar by case", got, " (similar: Ab, aB, ab)");
	free(got);
	/* letters before the first cost one each (stap's table's borders):
	 * "clone" is as near "opne" as "open" is, and named first */
	unit_result("similar border", similar_distance("opne", "clone") == 4 &&
			similar_distance("opne", "open") == 4, "distances");
	got = similar_names("a", names, 0);
	check_text("similar: no names", got, "");
	free(got);
}

/* ---- round trips of real scripts ---- */

static char *print_file(src_file *f)
{
	ast_script *s = parse_script(f);
	if (!s)
		return NULL;
	char *out = NULL;
	size_t len;
	FILE *mem = open_memstream(&out, &len);
	parse_print_script(s, mem);
	fclose(mem);
	parse_free_script(s);
	return out;
}

/* The script of a test case, testsuite/FLOOR/NAME.t: the lines after its
 * "=== PROG" line, up to the next "=== " line (testsuite/README.md). */
static src_file *read_case_prog(const char *path)
{
	char *text = read_file(path, NULL);
	char *prog = text ? strstr(text, "\n=== PROG\n") : NULL;
	src_file *f = NULL;
	if (prog) {
		prog += strlen("\n=== PROG\n");
		char *end = strstr(prog, "\n=== ");
		if (end)
			end[1] = '\0';
		f = parse_file_from_text(path, prog, false);
	}
	free(text);
	return f;
}

static void roundtrip_file(const char *path, bool tapset)
{
	size_t n = strlen(path);
	src_file *f = n > 2 && !strcmp(path + n - 2, ".t")
			      ? read_case_prog(path)
			      : parse_read_file(path, tapset);
	char *once = f ? print_file(f) : NULL;
	char *twice = once ? print_file(parse_file_from_text(path, once, tapset))
			   : NULL;
	char *name = xasprintf("p1 round trip %s", path);
	/* a script that does not parse is some other test's business */
	unit_result(name, !once || (twice && strcmp(once, twice) == 0), twice);
	free(name);
	free(once);
	free(twice);
}

static void roundtrip_dir(const char *dir, bool tapset)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	if (!d)
		return;
	while ((de = readdir(d))) {
		size_t n = strlen(de->d_name);
		if ((n > 4 && !strcmp(de->d_name + n - 4, ".stp")) ||
		    (n > 2 && !strcmp(de->d_name + n - 2, ".t"))) {
			char *path = xasprintf("%s/%s", dir, de->d_name);
			roundtrip_file(path, tapset);
			free(path);
		}
	}
	closedir(d);
}

int main(int argc, char **argv)
{
	char *top = unit_tree_top(argc, argv);
	static const char *const dirs[] = {
		"testsuite/host", "testsuite/guest", "testsuite/e2e", "bench/scripts",
	};

	test_alias_patterns();
	test_shape_patterns();
	test_folding();
	test_similar();
	/* silence the parse errors of the scripts that test them */
	if (!freopen("/dev/null", "w", stderr))
		return 1;
	for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
		char *dir = xasprintf("%s/%s", top, dirs[i]);
		roundtrip_dir(dir, false);
		free(dir);
	}
	char *tapsets = xasprintf("%s/tapsets", top);
	roundtrip_dir(tapsets, true);
	free(tapsets);
	free(top);
	return unit_failures ? 1 : 0;
}
