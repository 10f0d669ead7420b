/* Pass 3, statistics: the globals that `<<<` feeds, their extractors
 * (@count ... @variance), histograms (printed, indexed, walked by
 * foreach) and arrays of statistics. See runtime/stat.c and pmap.c.
 *
 * A statistics global has one shape for the whole script: the histogram
 * its @hist_* uses name and the bit shift of its @variance(x, N), fixed
 * here from every use. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "emit.h"
#include "walk.h"

#define HIST_LOG_BUCKETS 128
#define HIST_MAX_BUCKETS 128   /* stap's STP_MAX_BUCKETS */

typedef struct stat_shape {
	const ast_symbol *sym;
	const ast_node *hist;      /* the first @hist_* of it, or NULL */
	int64_t start, stop, interval;
	int buckets;
	const ast_node *shift_at;  /* the first @variance(x, N), or NULL */
	int bit_shift;
	bool variance;             /* asked for: worth its divisions per <<< */
} stat_shape;

struct stats_table {
	arena *arena;           /* the session's, for messages */
	stat_shape *shapes;
	int nshapes;
	bool ok;
};

static const char *stat_ops[] = {
	[0] = "count", "sum", "min", "max", "avg", "variance",
};
static const char *stat_op_c[] = {
	"TAPC_STAT_COUNT", "TAPC_STAT_SUM", "TAPC_STAT_MIN", "TAPC_STAT_MAX",
	"TAPC_STAT_AVG", "TAPC_STAT_VARIANCE",
};

/* "TAPC_STAT_SUM" for "sum"; @count for NULL, as stap sorts by. */
static const char *stat_op_name(const char *op)
{
	for (size_t i = 0; op && i < sizeof stat_ops / sizeof stat_ops[0]; i++)
		if (strcmp(stat_ops[i], op) == 0)
			return stat_op_c[i];
	return stat_op_c[0];
}

/* The statistics global that `n` (x, a[k], @hist_*(x)) is about. */
static const ast_symbol *stat_symbol(const ast_node *n)
{
	if (n->kind == EX_HIST)
		n = n->lhs;
	return n->sym && n->sym->type == TYPE_STATS ? n->sym : NULL;
}

static stat_shape *find_shape(const stats_table *t, const ast_symbol *sym)
{
	for (int i = 0; i < t->nshapes; i++)
		if (t->shapes[i].sym == sym)
			return &t->shapes[i];
	return NULL;
}

static void shape_error(stats_table *t, const ast_node *at, const char *what,
			const char *msg)
{
	char *token = arena_asprintf(t->arena, "%s '@%s'", what, at->name);

	diag_semantic_error(at->loc, token, "%s", msg);
	t->ok = false;
}

/* A histogram parameter: a number, perhaps negated. */
static bool literal_number(const ast_node *n, int64_t *v)
{
	if (n->kind == EX_NUMBER) {
		*v = n->num;
		return true;
	}
	if (n->kind == EX_UNARY && n->op == '-' && n->lhs->kind == EX_NUMBER) {
		*v = (int64_t)(0 - (uint64_t)n->lhs->num);
		return true;
	}
	return false;
}

static void note_hist(stats_table *t, stat_shape *sh, const ast_node *h)
{
	int64_t p[3] = {0};

	if (strcmp(h->name, "hist_linear") == 0) {
		for (int i = 0; i < 3; i++)
			if (!literal_number(h->args[i], &p[i])) {
				char *what = arena_asprintf(t->arena, "operator '@%s'", h->name);
				diag_semantic_error(h->args[i]->loc, what,
						    "histogram parameters must be numbers");
				t->ok = false;
				return;
			}
	}
	if (sh->hist) {
		if (strcmp(sh->hist->name, h->name) != 0 || sh->start != p[0] ||
		    sh->stop != p[1] || sh->interval != p[2]) {
			char *msg = arena_asprintf(t->arena, "multiple histogram types declared on '%s'",
					      sh->sym->name);
			shape_error(t, h, "operator", msg);
		}
		return;
	}
	sh->hist = h;
	if (strcmp(h->name, "hist_log") == 0) {
		sh->buckets = HIST_LOG_BUCKETS;
		return;
	}
	sh->start = p[0];
	sh->stop = p[1];
	sh->interval = p[2];
	if (p[2] <= 0) {
		shape_error(t, h, "operator", "histogram: interval must be positive");
		return;
	}
	if (p[1] < p[0] || (p[1] - p[0]) / p[2] + 3 > HIST_MAX_BUCKETS) {
		char *msg = arena_asprintf(t->arena, "histogram: Number of buckets must be between 1 and %d "
				      "(Number_of_buckets = (stop - start) / interval)",
				      HIST_MAX_BUCKETS - 2);
		shape_error(t, h, "operator", msg);
		return;
	}
	sh->buckets = (int)((p[1] - p[0]) / p[2] + 3);
}

static void note_shift(stats_table *t, stat_shape *sh, const ast_node *op)
{
	int64_t shift = op->args[0]->num;

	if (shift < 0 || shift > 62) {
		shape_error(t, op, "operator",
			    "the bit shift of @variance must be between 0 and 62");
		return;
	}
	if (sh->shift_at && sh->bit_shift != shift) {
		shape_error(t, op, "operator",
			    "only one bit shift may be used with a statistics global");
		return;
	}
	sh->shift_at = op;
	sh->bit_shift = (int)shift;
}

static bool scan(ast_node *n, void *arg)
{
	stats_table *t = arg;
	const ast_foreach *fe = n->foreach;

	if ((n->kind == EX_STATS_OP && strcmp(n->name, "variance") == 0) ||
	    (fe && fe->sort_aggr && strcmp(fe->sort_aggr, "variance") == 0)) {
		const ast_symbol *sym = stat_symbol(fe ? fe->array : n->lhs);
		stat_shape *sh = sym ? find_shape(t, sym) : NULL;
		if (sh)
			sh->variance = true;
	}
	if (n->kind == EX_HIST || (n->kind == EX_STATS_OP && n->nargs > 0)) {
		const ast_symbol *sym = stat_symbol(n->lhs);
		stat_shape *sh = sym ? find_shape(t, sym) : NULL;
		if (sh && n->kind == EX_HIST)
			note_hist(t, sh, n);
		else if (sh)
			note_shift(t, sh, n);
	}
	return true;
}

stats_table *tr_stats_prepare(const session *s)
{
	stats_table *t = xcalloc(1, sizeof *t);

	t->arena = s->arena;
	t->ok = true;
	for (int i = 0; i < s->nglobals; i++)
		if (s->globals[i]->type == TYPE_STATS) {
			stat_shape sh = { .sym = s->globals[i] };
			VEC_PUSH(t->shapes, t->nshapes, sh);
		}
	session_walk_bodies(s, scan, t, NULL);
	return t;
}

bool tr_stats_ok(const stats_table *t)
{
	return t->ok;
}

void tr_stats_free(stats_table *t)
{
	free(t->shapes);
	free(t);
}

/* ---- the globals ---- */

void tr_stats_declare(const stats_table *t, const ast_symbol *g, FILE *out)
{
	const stat_shape *sh = find_shape(t, g);
	const char *hist = !sh->hist ? "TAPC_HIST_NONE"
		: strcmp(sh->hist->name, "hist_log") == 0 ? "TAPC_HIST_LOG"
		: "TAPC_HIST_LINEAR";

	fprintf(out, "static const struct tapc_stat_shape g_%s_shape = {\n"
		"\t.hist = %s, .start = %lldLL, .stop = %lldLL, .interval = %lldLL,\n"
		"\t.buckets = %d, .variance = %s, .bit_shift = %d,\n};\n",
		g->name, hist, (long long)sh->start, (long long)sh->stop,
		(long long)sh->interval, sh->buckets,
		sh->variance ? "true" : "false", sh->bit_shift);
	fprintf(out, "static struct %s *g_%s;\n",
		g->nkeys > 0 ? "tapc_pmap" : "tapc_stats", g->name);
}

void tr_stats_init(const ast_symbol *g, FILE *out)
{
	const ast_global *decl = g->global;

	if (g->nkeys > 0)
		fprintf(out, "\tg_%s = tapc_pmap_new(%d, g_%s_keys, &g_%s_shape, %lld, %s);\n",
			g->name, g->nkeys, g->name, g->name,
			decl ? (long long)decl->size : 0LL,
			decl && decl->wrap ? "true" : "false");
	else
		fprintf(out, "\tg_%s = tapc_stats_new(&g_%s_shape);\n", g->name,
			g->name);
	fprintf(out, "\tif (!g_%s)\n\t\treturn -ENOMEM;\n", g->name);
}

void tr_stats_free_global(const ast_symbol *g, FILE *out)
{
	fprintf(out, "\t%s(g_%s);\n",
		g->nkeys > 0 ? "tapc_pmap_free" : "tapc_stats_free", g->name);
}

/* ---- expressions ---- */

/* C for the combined statistic of `n` (x or a[k]), the keys evaluated
 * in order first. */
static char *aggregate(body *b, const ast_node *n)
{
	if (n->kind == EX_INDEX) {
		char *keys = tr_key_array(b, n->args, n->nargs, n->sym);
		char *s = arena_asprintf(b->arena, "tapc_pmap_get(g_%s, %s)", n->sym->name, keys);
		return s;
	}
	return arena_asprintf(b->arena, "tapc_stats_get(g_%s)", n->sym->name);
}

char *tr_stats_add(body *b, ast_node *n)
{
	ast_node *target = n->lhs;
	char *v = tr_fresh_name(b, "v");
	char *rhs, *s;

	if (target->kind != EX_INDEX) {
		const stat_shape *sh = find_shape(b->stats, target->sym);
		rhs = tr_expr(b, n->rhs);
		if (sh && !sh->hist && !sh->variance)
			s = arena_asprintf(b->arena, "({ int64_t %s = %s; "
					   "tapc_stats_add_plain(c, g_%s, %s, %d); %s; })",
					   v, rhs, target->sym->name, v, sh->bit_shift, v);
		else
			s = arena_asprintf(b->arena, "({ int64_t %s = %s; tapc_stats_add(c, g_%s, %s); %s; })",
					   v, rhs, target->sym->name, v, v);
	} else {
		char *keys = tr_key_array(b, target->args, target->nargs,
					  target->sym);
		char *k = tr_fresh_name(b, "k");
		char *near = tr_near(b->arena, target->lhs);
		rhs = tr_expr(b, n->rhs);
		s = arena_asprintf(b->arena, "({ union tapc_key *%s = %s; int64_t %s = %s; "
			      "c->last_stmt = %s; "
			      "if (unlikely(!tapc_pmap_add(c, g_%s, %s, %s))) goto out; %s; })",
			      k, keys, v, rhs, near, target->sym->name, k, v, v);
	}
	return s;
}

char *tr_stats_op(body *b, ast_node *n)
{
	const ast_symbol *sym = stat_symbol(n->lhs);
	char *agg = aggregate(b, n->lhs);
	char *near = tr_near(b->arena, n);
	char *r = tr_fresh_name(b, "r");
	char *s = arena_asprintf(b->arena, "({ const struct tapc_stat *%s_s = %s; int64_t %s; "
			    "c->last_stmt = %s; "
			    "%s = tapc_stat_value(c, %s_s, &g_%s_shape, %s); "
			    "if (unlikely(c->last_error)) goto out; %s; })",
			    r, agg, r, near, r, r, sym->name,
			    stat_op_name(n->name), r);
	return s;
}

/* The loop variable of the innermost foreach over this histogram, when
 * `index` is it: the loop's combined statistic serves, as in stap. */
static const char *loop_statistic(const body *b, const ast_node *hist,
				  const ast_node *index)
{
	const hist_loop *loop = b->hist_loop;

	if (!loop || index->kind != EX_IDENT || index->sym != loop->key ||
	    stat_symbol(hist) != stat_symbol(loop->hist))
		return NULL;
	return loop->stat;
}

/* @hist_*(x)[i] */
char *tr_hist_index(body *b, ast_node *n)
{
	ast_node *hist = n->lhs;
	const ast_symbol *sym = stat_symbol(hist);
	const char *loop = loop_statistic(b, hist, n->args[0]);
	char *idx = tr_expr(b, n->args[0]);
	char *s;

	if (loop) {
		s = arena_asprintf(b->arena, "%s->hist[%s]", loop, idx);
	} else {
		char *i = tr_fresh_name(b, "i");
		char *agg = aggregate(b, hist->lhs);
		char *near = tr_near(b->arena, hist);
		s = arena_asprintf(b->arena, "({ int64_t %s = %s; const struct tapc_stat *%s_s = %s; "
			      "c->last_stmt = %s; "
			      "%s = tapc_stat_bucket(c, %s_s, &g_%s_shape, %s); "
			      "if (unlikely(c->last_error)) goto out; %s; })",
			      i, idx, i, agg, near, i, i, sym->name, i, i);
	}
	return s;
}

/* print(@hist_*(x)) and the rest of the print family; `call` is the
 * print call, `to_string` its s- form. */
char *tr_hist_print(body *b, ast_node *call, bool to_string)
{
	ast_node *hist = call->args[0];
	const ast_symbol *sym = stat_symbol(hist);
	char *agg = aggregate(b, hist->lhs);
	char *near = tr_near(b->arena, call);
	char *st = tr_fresh_name(b, "s");
	char *s;

	if (to_string) {
		char *tmp = tr_string_temp(b);
		s = arena_asprintf(b->arena, "({ const struct tapc_stat *%s = %s; c->last_stmt = %s; "
			      "tapc_stat_sprint_hist(c, %s, %s, &g_%s_shape); "
			      "if (unlikely(c->last_error)) goto out; (const char *)%s; })",
			      st, agg, near, tmp, st, sym->name, tmp);
	} else {
		s = arena_asprintf(b->arena, "({ const struct tapc_stat *%s = %s; c->last_stmt = %s; "
			      "tapc_stat_print_hist(c, %s, &g_%s_shape); "
			      "if (unlikely(c->last_error)) goto out; (int64_t)0; })",
			      st, agg, near, st, sym->name);
	}
	return s;
}

/* ---- foreach ---- */

/* foreach (i in @hist_*(x)): every bucket, out-of-range ones included. */
void tr_foreach_hist(body *b, ast_node *n)
{
	ast_foreach *fe = n->foreach;
	ast_node *hist = fe->array;
	const stat_shape *sh = find_shape(b->stats, stat_symbol(hist));
	char *agg = aggregate(b, hist->lhs);
	char *key = tr_local_ref(b->arena, fe->keys[0]->sym);
	char *count = tr_fresh_name(b, "n");
	hist_loop loop = { hist, fe->keys[0]->sym, tr_fresh_name(b, "s"),
			   b->hist_loop };

	tr_line(b, "{");
	b->indent++;
	tr_line(b, "const struct tapc_stat *%s = %s;", loop.stat, agg);
	if (fe->limit) {
		char *limit = tr_expr(b, fe->limit);
		tr_line(b, "int64_t %s = 0, %s_limit = %s;", count, count, limit);
	}
	tr_line(b, "for (%s = 0; %s < %d; %s++) {", key, key, sh->buckets, key);
	b->indent++;
	if (fe->limit)
		tr_line(b, "if (%s++ >= %s_limit) break;", count, count);
	tr_line(b, "TAPC_ACTIONS(c, 1);");
	b->hist_loop = &loop;
	tr_stmt(b, n->body);
	b->hist_loop = loop.outer;
	b->indent--;
	tr_line(b, "}");
	b->indent--;
	tr_line(b, "}");
}

/* foreach over an array of statistics walks its aggregate: returns the
 * C of a map to walk, after the lines that make and sort it. */
char *tr_foreach_stats_map(body *b, ast_node *n)
{
	ast_foreach *fe = n->foreach;
	char *m = tr_fresh_name(b, "m");

	tr_line(b, "struct tapc_map *%s = tapc_pmap_aggregate(c, g_%s);", m,
		fe->array->sym->name);
	tr_line(b, "if (unlikely(!%s))", m);
	tr_line(b, "\tgoto out;");
	if (fe->sort_key) {
		tr_line(b, "if (unlikely(!tapc_map_sort_stat(c, %s, %d, %d, %s)))",
			m, fe->sort_key, fe->sort_dir,
			stat_op_name(fe->sort_aggr));
		tr_line(b, "\tgoto out;");
	}
	return m;
}

/* `delete a[k]` and `delete a` of statistics. */
void tr_stats_delete(body *b, ast_node *target)
{
	if (target->kind == EX_INDEX) {
		char *call = tr_keyed_call(b, "tapc_pmap_delete", target);
		tr_line(b, "%s;", call);
	} else if (target->sym->nkeys > 0) {
		tr_line(b, "tapc_pmap_clear(g_%s);", target->sym->name);
	} else {
		tr_line(b, "tapc_stats_clear(g_%s);", target->sym->name);
	}
}
