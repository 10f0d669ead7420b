/* Shared by the parts of pass 3: the body being translated and its
 * scratch space. */
#ifndef TAPC_EMIT_H
#define TAPC_EMIT_H

#include "session.h"
#include "util.h"

typedef struct stats_table stats_table;

/* The module being written: what the families' pass 3 (probes/, through
 * family.h's struct tr_module) writes into. */
typedef struct tr_module {
	const session *s;
	FILE *out;
	stats_table *stats;
	strbuf frames;   /* members of union tapc_frames */
	strbuf locals;   /* members of union tapc_probe_locals */
	strbuf script;   /* the families' members of tapc_script */
	bool groups;     /* the script uses matched() or ngroups() */
	bool ok;         /* false: a family found it cannot be written */
} tr_module;

/* A foreach over a histogram's buckets, while its body is translated. */
typedef struct hist_loop {
	const ast_node *hist;        /* the @hist_* walked */
	const ast_symbol *key;       /* the loop variable */
	char *stat;                  /* C name of the combined statistic */
	struct hist_loop *outer;
} hist_loop;

/* Pass 3's text (C expressions, names, literals) is the session's: made
 * in its arena, never freed one by one.
 *
 * One probe or function body. Its locals and temporaries are fields of a
 * struct in the per-CPU context (`l->...`), not C stack: strings are
 * MAXSTRINGLEN bytes and the kernel stack is small.
 *
 * Code that finds an error set jumps to `out`: the end of the body, or,
 * inside `try`, the catch (a block-local __label__). */
typedef struct body {
	arena *arena;         /* the session's */
	strbuf code;          /* the C statements */
	strbuf fields;        /* the locals struct's fields */
	int ntemps;           /* string temporaries made so far */
	int nnames;           /* unique C names for statement expressions */
	int indent;
	ast_function *fn;     /* NULL in a probe */
	const session_probe *probe;
	const stats_table *stats;
	hist_loop *hist_loop; /* innermost foreach over a histogram */
	bool skip_badvars;    /* a faulting target read gives 0 (typed.c) */
	bool groups;          /* =~ keeps where its groups matched (the
	                       * script uses matched() or ngroups()) */
	int actions_bound;    /* tr_actions_bound's, or 0: count them all */
} body;

/* Expressions: returns C text of type int64_t or const char *. */
char *tr_expr(body *b, ast_node *n);
/* A fresh string temporary: "l->tN". */
char *tr_string_temp(body *b);
/* A fresh C identifier for statement expressions. */
char *tr_fresh_name(body *b, const char *stem);
/* A C string literal for the given bytes. */
char *tr_c_string(arena *a, const char *s, size_t len);
/* A C constant of type int64_t for v, INT64_MIN too (which C spells
 * only as an expression). */
char *tr_c_long(arena *a, int64_t v);
/* "(union tapc_key[]){ ... }" of an array's keys, evaluated in order. */
char *tr_key_array(body *b, ast_node **keys, int nkeys, const ast_symbol *arr);
/* The call `fn`(g_a, keys) for n (an index or `in`), or, when its keys
 * hold a '*', `fn`_slice(g_a, keys, mask of the '*'s). */
char *tr_keyed_call(body *b, const char *fn, const ast_node *n);
/* The C string literal an error's "near" names `n` by, as stap does:
 * "identifier 'x' at FILE:LINE:COL", "operator '/' at ...". */
char *tr_near(arena *a, const ast_node *n);
/* The same as a level of the call chain of its own, called from where
 * it is: "WHAT at FILE:L:C (called from WHAT at FILE:L:C)", as stap names
 * a place it reads in a function it made for it. */
char *tr_near_called(arena *a, const ast_node *n);
/* Statements, appended to b->code. */
void tr_stmt(body *b, ast_node *n);
void tr_line(body *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* C names. */
char *tr_global_name(arena *a, const ast_symbol *sym);
char *tr_function_name(arena *a, const ast_function *fn); /* "fn_NAME_ARITY" */
/* What a call runs: the function, or for overloads that may say `next`,
 * the dispatcher that tries them in turn ("fnx_NAME_ARITY"). */
char *tr_callee_name(arena *a, const ast_function *fn);
char *tr_local_ref(arena *a, const ast_symbol *sym);   /* "l->l_x" */
const char *tr_type_c(ast_type ty);          /* "int64_t" / "const char *" */

/* typed.c: a resolved typed access (n->typed) read fault-safely. */
char *tr_typed(body *b, ast_node *n);
/* A guru mode write through a typed access (`$p->field = v`): its
 * value. */
char *tr_typed_write(body *b, ast_node *assign);

/* The statements of a point's handler that copy the target variables
 * its body uses into probe `index`'s locals, as pass 2 recorded them
 * (resolved_point.target_reads); the handler's context is `__c`. */
void tr_target_reads(tr_module *m, int index, const session_probe *p,
		     const resolved_point *rp);
/* The body of point `j`'s handler after its signature, "{" to "}": enter
 * probe `index`'s context, read its targets (tr_target_reads), run it,
 * leave. */
void tr_emit_hit(tr_module *m, int index, int j);
/* probe_I_entry(c) of a return probe whose body has @entry(EXPR)s more
 * than parameters (elaborate/probes.h): computes them at the entry, each
 * into c->entry_vals[k], its targets read as the probe's */
void tr_emit_entry_body(tr_module *m, int index, ast_node *const *exprs, int n);

/* locks.c: probe_INDEX_locks[], the locks of the globals p uses, each
 * shared or exclusive as p uses it. */
void tr_emit_probe_locks(const session_probe *p, int index, FILE *out);
/* How many locks that table holds (locks.c). */
int tr_probe_nlocks(const session_probe *p);
/* The most statements a probe body may execute in a hit, when it has no
 * loop, calls no script function and does nothing whose work is charged
 * to MAXACTION (stmt.c); else 0. */
int tr_actions_bound(const ast_node *body);

/* pragma_globals.c: #define (or #undef) the STAP_GLOBAL_GET_ and _SET_
 * macros of the globals an embedded-C function's pragmas name. */
void tr_pragma_global_macros(const body_usage *u, bool define, FILE *out);

/* stats.c: statistics globals, their shapes fixed from every use. */
stats_table *tr_stats_prepare(const session *s);
bool tr_stats_ok(const stats_table *t);
void tr_stats_free(stats_table *t);
void tr_stats_declare(const stats_table *t, const ast_symbol *g, FILE *out);
void tr_stats_init(const ast_symbol *g, FILE *out);
void tr_stats_free_global(const ast_symbol *g, FILE *out);
char *tr_stats_add(body *b, ast_node *n);        /* x <<< v */
char *tr_stats_op(body *b, ast_node *n);         /* @count(x) ... */
char *tr_hist_index(body *b, ast_node *n);       /* @hist_log(x)[i] */
char *tr_hist_print(body *b, ast_node *call, bool to_string);
void tr_stats_delete(body *b, ast_node *target);
void tr_foreach_hist(body *b, ast_node *n);
char *tr_foreach_stats_map(body *b, ast_node *n);
#endif
