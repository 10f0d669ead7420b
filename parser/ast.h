/* The syntax tree shared by every pass.
 *
 * One node type serves expressions and statements (chibicc style): the kind
 * says which fields are in use. Pass 1 builds the tree, pass 2 fills in
 * `type` and `sym`, pass 3 reads it.
 */
#ifndef TAPC_AST_H
#define TAPC_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "source.h"

/* Types of values; arrays are a global or local with `nkeys > 0`. */
typedef enum ast_type {
	TYPE_UNKNOWN = 0,
	TYPE_LONG,
	TYPE_STRING,
	TYPE_STATS,
} ast_type;

/* Operator codes kept in ast_node.op: a plain character for one-character
 * operators ('+', '<', '!', ...), one of these for the longer ones. */
enum ast_op {
	TOK_ANDAND = 256, /* && */
	TOK_OROR,         /* || */
	TOK_EQ,           /* == */
	TOK_NE,           /* != */
	TOK_LE,           /* <= */
	TOK_GE,           /* >= */
	TOK_SHL,          /* << */
	TOK_SHR,          /* >> */
	TOK_INC,          /* ++ */
	TOK_DEC,          /* -- */
	TOK_MATCH,        /* =~ */
	TOK_NMATCH,       /* !~ */
};

typedef enum ast_kind {
	/* expressions */
	EX_NUMBER,      /* num */
	EX_STRING,      /* str (escapes already decoded), len */
	EX_IDENT,       /* name: a local or a global scalar/array (as a whole) */
	EX_TARGET,      /* name without '$' (e.g. "id" for $id, "$vars" for
	                 * $$vars); kids[]: none */
	EX_INDEX,       /* lhs = array ident, args[] = keys */
	EX_CALL,        /* name, args[] (print/printf/... are calls too) */
	EX_UNARY,       /* op in '-', '!', '~', '+'; lhs. '+' with num 1:
	                 * parentheses kept, (x)[i] (actions.h) */
	EX_BINARY,      /* op: + - * / % << >> & | ^ ; lhs, rhs */
	EX_LOGICAL,     /* op: TOK_ANDAND or TOK_OROR; lhs, rhs */
	EX_COMPARE,     /* op: < > TOK_LE TOK_GE TOK_EQ TOK_NE; lhs, rhs */
	EX_CONCAT,      /* '.'; lhs, rhs */
	EX_TERNARY,     /* cond ? lhs : rhs */
	EX_ASSIGN,      /* op: '=' or the binary op of a compound (+ for +=,
	                 * '.' for .=, TOK_SHL for <<=, ...); lhs, rhs */
	EX_PREINC,      /* op: TOK_INC/TOK_DEC; lhs */
	EX_POSTINC,     /* op: TOK_INC/TOK_DEC; lhs */
	EX_IN,          /* args[] = keys, lhs = array ident */
	EX_STATS_OP,    /* name ("count", "sum", "min", "max", "avg",
	                 * "variance"), lhs = the stats value (ident or index) */
	EX_STATS_ADD,   /* lhs <<< rhs */
	EX_HIST,        /* name "hist_linear" or "hist_log"; lhs = the stats
	                 * value; args[] = the linear parameters (3) or none.
	                 * As EX_INDEX's lhs it is a bucket: @hist_log(x)[3] */
	EX_REGEX,       /* op TOK_MATCH (=~) or TOK_NMATCH (!~); lhs, rhs (an
	                 * EX_STRING: the parser accepts only a literal) */
	EX_MEMBER,      /* lhs->name: a member of a target value or autocast */
	EX_ADDR,        /* &lhs: address of a target value */
	EX_PRETTY,      /* lhs$ (num 1) or lhs$$ (num 2): pretty-printed value;
	                 * $var$ is EX_PRETTY of EX_TARGET "var" */
	EX_AT_OP,       /* name without '@' ("cast", "defined", "entry", "var",
	                 * "perf", "kderef", "uderef", "kregister",
	                 * "uregister", "probewrite", "const"); args[] as
	                 * written: @cast(ptr, "type"[, "module"]) */
	EX_EMBEDDED,    /* %{ code %} used as a value (guru): str = code */
	EX_WILDCARD,    /* '*' as an array key: slicing, a[*, k] */

	/* statements */
	ST_BLOCK,       /* body = first statement, chained by next */
	ST_EXPR,        /* lhs = the expression */
	ST_NULL,        /* ';' */
	ST_IF,          /* cond, body, els (may be NULL) */
	ST_FOR,         /* init (ST_EXPR or NULL), cond (may be NULL),
	                 * step (expression or NULL), body */
	ST_WHILE,       /* cond, body */
	ST_FOREACH,     /* see ast_foreach below: node->foreach */
	ST_BREAK,
	ST_CONTINUE,
	ST_NEXT,
	ST_RETURN,      /* lhs = value or NULL */
	ST_DELETE,      /* lhs = ident (whole array or scalar) or index */
	ST_TRY,         /* try body catch [(lhs)] els: body and els are
	                 * ST_BLOCKs; lhs = EX_IDENT of the message or NULL.
	                 * op TRY_HANDLER: one handler of several merged on
	                 * one point (elaborate/merge.c), num its place among
	                 * them; its error goes into lhs and into rhs, the
	                 * merged probe's, raised after the last handler */
} ast_kind;

/* ST_TRY's op for a handler of probes merged on one point. */
#define TRY_HANDLER 1

typedef struct ast_node ast_node;
typedef struct ast_symbol ast_symbol;

/* foreach ([k1, k2] = v in arr sort limit N) body */
typedef struct ast_foreach {
	ast_node **keys;    /* EX_IDENT nodes, one per array key */
	int nkeys;
	ast_node *value;    /* EX_IDENT for "v =", or NULL */
	ast_node *array;    /* EX_IDENT, or EX_HIST for the buckets */
	int sort_key;       /* 0: none; 1..nkeys: that key; -1: the value */
	int sort_dir;       /* +1 ascending, -1 descending, 0 none */
	ast_node *limit;    /* expression or NULL */
	ast_node **slice;   /* foreach (... in arr[k, *]): the keys (EX_WILDCARD
	                     * for '*'), or NULL when not sliced */
	int nslice;
	char *sort_aggr;    /* "count", "sum", ... for "in arr @sum+" (sort by
	                     * that statistic of each value), or NULL */
} ast_foreach;

struct ast_node {
	ast_kind kind;
	src_loc loc;
	int op;             /* operator: a character or a TOK_* value */
	ast_type type;      /* set by pass 2 */

	char *name;         /* identifier, function, target variable, stats op */
	char *str;          /* EX_STRING: decoded bytes, NUL-terminated;
	                     * EX_EMBEDDED: the code */
	size_t len;         /* EX_STRING: length ("\0" can put a NUL inside) */
	int64_t num;        /* EX_NUMBER */

	ast_node *lhs, *rhs, *cond;
	ast_node *init, *step;
	ast_node *body, *els;
	ast_node **args;    /* call arguments, index keys */
	int nargs;
	ast_foreach *foreach;

	ast_node *next;     /* next statement in a block */
	ast_symbol *sym;    /* resolved by pass 2 (EX_IDENT, EX_INDEX, EX_CALL,
	                     * foreach variables) */
	int depth;          /* height of an expression's tree; pass 1 bounds
	                     * it (MAX_EXPR_DEPTH) so later passes may recurse */
	struct typed_access *typed; /* pass 2: the access path a chain of
	                     * typed target access resolved to, on its
	                     * outermost node (elaborate/typed.h) */
};

/* The deepest expression tree pass 1 accepts. */
#define MAX_EXPR_DEPTH 1000

/* One component of a probe point: "kernel", "trace(\"sys_enter\")". */
typedef struct ast_component {
	char *name;         /* may contain '*' wildcards */
	ast_node *arg;      /* EX_NUMBER or EX_STRING literal, or NULL */
	src_loc loc;        /* its name's; line 0 when made by pass 2 */
} ast_component;

typedef struct ast_probe_point {
	src_loc loc;
	ast_component *comps;
	int ncomps;
	bool optional;      /* trailing '?' */
	bool sufficient;    /* trailing '!' */
	ast_node *condition;/* "if (expr)", or NULL */
} ast_probe_point;

typedef struct ast_probe {
	src_loc loc;
	ast_probe_point **points;
	int npoints;
	ast_node *body;     /* ST_BLOCK */
	ast_node *epilogue; /* alias only: "probe a = b { body }, { epilogue }"
	                     * runs after the handler of a probe on the
	                     * alias; ST_BLOCK or NULL */
	bool is_alias;      /* "probe NAME = ..." or "+=" */
	bool alias_epilogue;/* "+=" */
	ast_probe_point **alias_names; /* the new names an alias defines */
	int nalias_names;
	bool is_private;
	ast_symbol **locals;/* filled by pass 2 */
	int nlocals;
} ast_probe;

typedef struct ast_param {
	src_loc loc;
	char *name;
	ast_type type;      /* declared type or TYPE_UNKNOWN */
} ast_param;

typedef struct ast_function {
	src_loc loc;
	char *name;
	ast_type type;      /* declared return type or TYPE_UNKNOWN */
	ast_param *params;
	int nparams;
	ast_node *body;     /* ST_BLOCK, or NULL for embedded C */
	char *embedded_c;   /* "%{ ... %}" body, or NULL */
	int64_t priority;   /* "function f() : 3 { }"; 0 if not given */
	bool is_private;
	ast_symbol **locals;/* filled by pass 2 (params first) */
	int nlocals;
	bool used;          /* pass 2: reachable from a probe */
	bool side_effects;  /* pass 2: calling it can change something besides
	                     * its own locals (a global, the output, ...) */
	struct ast_function *overload_next; /* pass 2: the overload of the same name
	                     * and arity that `next` in this one runs, or
	                     * NULL (then `next` is a run-time error) */
	int overload_rank;  /* pass 2: its place in that chain, 0 first */
	bool nexts;         /* pass 2: may hand over (`next`, STAP_NEXT) */
} ast_function;

typedef struct ast_global {
	src_loc loc;
	char *name;
	ast_node *init;     /* EX_NUMBER or EX_STRING, or NULL */
	int64_t size;       /* "global a[100]": 100; 0 if not given */
	bool wrap;          /* "global a%" */
	bool is_private;
	ast_symbol *sym;    /* filled by pass 2 */
} ast_global;

typedef struct ast_embed {
	src_loc loc;
	char *code;         /* text between %{ and %} */
} ast_embed;

/* Everything one file declares, in source order. */
typedef struct ast_script {
	src_file *file;
	ast_probe **probes;
	int nprobes;
	ast_function **functions;
	int nfunctions;
	ast_global **globals;
	int nglobals;
	ast_embed **embeds;
	int nembeds;
} ast_script;

/* Symbols: filled by pass 2, declared here so nodes can point at them. */
typedef enum ast_symbol_kind {
	SYM_LOCAL,
	SYM_PARAM,
	SYM_GLOBAL,
	SYM_FUNCTION,
	SYM_CONTEXT,    /* a probe local its point fills in before the body
	                 * runs, as an alias prologue would: syscall.*'s
	                 * name, argstr, fd, ... */
} ast_symbol_kind;

struct ast_symbol {
	ast_symbol_kind kind;
	char *name;
	src_loc loc;
	ast_type type;      /* value type (element type for arrays) */
	int nkeys;          /* 0: scalar; >0: array with that many keys */
	ast_type key_types[9];
	int index;          /* slot number within its owner */
	ast_global *global;     /* SYM_GLOBAL */
	ast_function *function; /* SYM_FUNCTION */
	bool used;
	bool written;
	bool unlocked;      /* a global that probes able to run at once
	                     * only add to (USE_COUNT) or `<<<` into, and
	                     * only serial probes read: those take no lock
	                     * of it (pass 2's usage.c) */
	bool in_embedded;   /* named by a pragma:read/write in embedded C */
	bool in_defined;    /* named in a @defined() pass 2 folded: an
	                     * assignment elided for it is not warned of */
	/* where each inference was first made, for stap's "first inferred
	 * here" notes (pass 2) */
	ast_node *type_origin;
	ast_node *arity_origin;
	ast_node *key_origin[9];
};

#endif
