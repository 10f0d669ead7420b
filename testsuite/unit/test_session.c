/* Unit tests of the session passes 2 and 3 share: the usage pass's record
 * of which globals each probe and function touches and how (with
 * embedded C's pragmas), the lock modes pass 3 takes from it, the arena
 * the session allocates from, and two sessions elaborated and translated
 * side by side in one process, then freed. Prints
 * "PASS: name" or "FAIL: name" per case; exits 1 on any failure. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "families.h"
#include "parse.h"
#include "session.h"
#include "translate.h"
#include "unit.h"
#include "util.h"

/* A guru script: a function writes a global in embedded C, another calls
 * it twice; a probe adds to a statistic beside. */
static const char guru_text[] =
	"global counter, hits\n"
	"function bump() %{ /* pragma:read:counter */ /* pragma:write:counter */\n"
	"\tSTAP_GLOBAL_SET_counter(STAP_GLOBAL_GET_counter() + 1);\n"
	"%}\n"
	"function twice() { bump(); bump() }\n"
	"probe timer.profile { twice(); hits <<< 1 }\n"
	"probe end { printf(\"%d %d\\n\", counter, @count(hits)) }\n";

/* A plain one: an array written, then walked and summed. */
static const char plain_text[] =
	"global a, total\n"
	"probe begin { a[1] = 1; a[2] = 2 }\n"
	"probe end { foreach (k in a) total += a[k]; printf(\"%d\\n\", total) }\n";

static bool elaborated(session *s, const char *name, const char *text, bool guru)
{
	parse_opts.guru = guru;
	families_install(s);
	s->config.guru = guru;
	s->user = parse_script(parse_file_from_text(name, text, false));
	return s->user && elaborate(s);
}

static char *translated(const session *s)
{
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);

	if (!out)
		return NULL;
	bool ok = translate(s, NULL, 0, out);
	fclose(out);
	if (!ok) {
		free(text);
		return NULL;
	}
	return text;
}

/* "counter:RW hits:A": each global of `u` with its USE_* letters (C:
 * USE_COUNT). */
static char *usage_text(const body_usage *u)
{
	strbuf sb = {0};

	for (int i = 0; i < u->nglobals; i++) {
		unsigned how = u->globals[i].how;
		sb_printf(&sb, "%s%s:%s%s%s%s%s", i ? " " : "", u->globals[i].global->name,
			  how & USE_READ ? "R" : "", how & USE_WRITE ? "W" : "",
			  how & USE_STATS_ADD ? "A" : "", how & USE_ITERATE ? "I" : "",
			  how & USE_COUNT ? "C" : "");
	}
	sb_putc(&sb, '\0');
	return sb_steal(&sb);
}

static void check_usage(const char *name, const body_usage *u, const char *want)
{
	char *got = usage_text(u);
	char *detail = xasprintf("want: %s\n got: %s", want, got);

	unit_result(name, strcmp(got, want) == 0, detail);
	free(detail);
	free(got);
}

static const body_usage *function_usage(const session *s, const char *fn)
{
	for (int i = 0; i < s->nfunctions; i++)
		if (strcmp(s->functions[i]->name, fn) == 0)
			return &s->function_usage[i];
	return NULL;
}

static void check_contains(const char *name, const char *text, const char *want)
{
	char *detail = xasprintf("no line: %s", want);

	unit_result(name, text && strstr(text, want), detail);
	free(detail);
}

/* Each probe's and function's globals and how, through its callees. */
static void test_usage(const session *g, const session *p)
{
	check_usage("usage: a probe, through two calls to embedded C",
		    &g->probes[0]->usage, "hits:A counter:RW");
	check_usage("usage: a probe reading a statistic", &g->probes[1]->usage,
		    "hits:R counter:R");
	const body_usage *bump = function_usage(g, "bump");
	const body_usage *twice = function_usage(g, "twice");
	unit_result("usage: every function has a record", bump && twice, NULL);
	if (bump && twice) {
		check_usage("usage: embedded C's pragmas", bump, "counter:RW");
		check_usage("usage: a function through its callee", twice, "counter:RW");
	}
	check_usage("usage: element writes", &p->probes[0]->usage, "a:W");
	check_usage("usage: foreach and += as a statement (a count)",
		    &p->probes[1]->usage, "a:RI total:RC");
}

/* The lock modes pass 3 writes come from the usage: a global written in
 * embedded C is exclusive; a statistic that a probe able to run beside
 * others only feeds with `<<<`, and only the end probe reads, is not
 * locked there; the serial end probe locks all it touches. */
static void test_locks(const char *g, const char *p)
{
	check_contains("locks: pragma:write is exclusive, <<< read only by end unlocked", g,
		       "probe_0_locks[] = { { &g_counter_lock, false } };");
	check_contains("locks: reading a statistic is exclusive", g,
		       "probe_1_locks[] = { { &g_hits_lock, false }, "
		       "{ &g_counter_lock, true } };");
	check_contains("locks: element writes", p,
		       "probe_0_locks[] = { { &g_a_lock, false } };");
	check_contains("locks: foreach, and a count exclusive where locked", p,
		       "probe_1_locks[] = { { &g_a_lock, false }, { &g_total_lock, false } };");
	check_contains("embedded C: STAP_GLOBAL_SET_ of a pragma:write", g,
		       "#define STAP_GLOBAL_SET_counter(v) ((void)(g_counter = (v)))");
}

/* Two sessions in one process: both elaborated before either is
 * translated, each translation the same as that of its script alone. */
static void test_two_sessions(void)
{
	session guru = {0}, plain = {0}, again = {0};
	bool ok = elaborated(&guru, "guru.stp", guru_text, true) &&
		  elaborated(&plain, "plain.stp", plain_text, false);

	unit_result("two sessions: both elaborate", ok, NULL);
	if (!ok)
		return;
	test_usage(&guru, &plain);
	char *g = translated(&guru);
	char *p = translated(&plain);
	unit_result("two sessions: both translate", g && p, NULL);
	test_locks(g, p);
	check_contains("two sessions: each its own globals", p,
		       "static struct tapc_map *g_a;");
	unit_result("two sessions: no global of the other", g && p &&
		    !strstr(g, "g_total") && !strstr(p, "g_counter"), NULL);
	ok = elaborated(&again, "guru.stp", guru_text, true);
	char *g2 = ok ? translated(&again) : NULL;
	unit_result("two sessions: a third, of the first script, translates the same",
		    g && g2 && strcmp(g, g2) == 0, NULL);
	free(g);
	free(p);
	free(g2);
	session_free(&guru);
	session_free(&plain);
	session_free(&again);
	unit_result("two sessions: freed, each cleared", !guru.arena && !plain.probes &&
		    !again.nglobals, NULL);
}

/* INT64_MIN wherever a script can write it, under -u (nothing folded):
 * the C spells it as an expression, never as the literal
 * 9223372036854775808 that C has not, and negates and adds in unsigned
 * arithmetic, so that gcc sees no signed overflow in a constant. */
static const char int64_min_text[] =
	"global g = -9223372036854775808, a\n"
	"probe begin { x = -9223372036854775808; a[-9223372036854775808] = 1\n"
	"  if (x == -9223372036854775808 && -9223372036854775808 in a)\n"
	"    printf(\"%d %d\\n\", -9223372036854775808 - 1, g) }\n";

static void test_int64_min(void)
{
	session s = {0};

	s.config.unoptimized = true;
	bool ok = elaborated(&s, "min.stp", int64_min_text, false);
	char *c = ok ? translated(&s) : NULL;
	unit_result("INT64_MIN under -u: elaborates and translates", c, NULL);
	check_contains("INT64_MIN under -u: a global's initial value", c,
		       "static int64_t g_g = ((int64_t)(-9223372036854775807LL - 1));");
	check_contains("INT64_MIN under -u: a negation wraps", c,
		       "((int64_t)(0 - (uint64_t)(((int64_t)(-9223372036854775807LL - 1)))))");
	check_contains("INT64_MIN under -u: a subtraction wraps", c,
		       "(uint64_t)(((int64_t)1LL))");
	unit_result("INT64_MIN under -u: no constant C has not", c &&
		    !strstr(c, "9223372036854775808") && !strstr(c, "(-(("), NULL);
	free(c);
	session_free(&s);
}

/* Objects are zeroed and aligned, strings copied, arrays grow by
 * ARENA_PUSH, one request larger than a chunk works; all go at once. */
static void test_arena(void)
{
	arena *a = arena_new();
	bool ok = true;

	for (int i = 1; i < 100; i++) {
		unsigned char *p = arena_alloc(a, (size_t)i);
		ok &= ((uintptr_t)p % _Alignof(max_align_t)) == 0;
		for (int j = 0; j < i; j++)
			ok &= p[j] == 0;
		memset(p, 0xff, (size_t)i);
	}
	unit_result("arena: zeroed, aligned", ok, NULL);
	char *big = arena_alloc(a, 1 << 20);
	big[(1 << 20) - 1] = 'x';
	char *after = arena_strdup(a, "after the big one");
	unit_result("arena: a block larger than a chunk, and more after it",
		    big[0] == 0 && strcmp(after, "after the big one") == 0, NULL);
	char *s = arena_asprintf(a, "%s-%d", "probe", 42);
	char *n = arena_strndup(a, "abcdef", 3);
	unit_result("arena: asprintf, strndup", strcmp(s, "probe-42") == 0 &&
		    strcmp(n, "abc") == 0, NULL);
	int *v = NULL, nv = 0;
	for (int i = 0; i < 1000; i++)
		ARENA_PUSH(a, v, nv, i * 3);
	ok = nv == 1000;
	for (int i = 0; i < nv; i++)
		ok &= v[i] == i * 3;
	unit_result("arena: ARENA_PUSH keeps every element", ok, NULL);
	arena_free(a);
	arena_free(NULL);
}

int main(void)
{
	test_arena();
	test_two_sessions();
	test_int64_min();
	return unit_failures ? 1 : 0;
}
