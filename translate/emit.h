/* Shared by the parts of pass 3: the body being translated and its
 * scratch space. */
#ifndef TAPC_EMIT_H
#define TAPC_EMIT_H

#include "session.h"
#include "util.h"

/* One probe or function body. Its locals and temporaries are fields of a
 * struct in the per-CPU context (`l->...`), not C stack: strings are
 * MAXSTRINGLEN bytes and the kernel stack is small. */
typedef struct body {
	strbuf code;          /* the C statements */
	strbuf fields;        /* the locals struct's fields */
	int ntemps;           /* string temporaries made so far */
	int nnames;           /* unique C names for statement expressions */
	int indent;
	ast_function *fn;     /* NULL in a probe */
	const session_probe *probe;
} body;

/* Expressions: returns C text of type int64_t or const char *. */
char *tr_expr(body *b, ast_node *n);
/* A fresh string temporary: "l->tN". */
char *tr_string_temp(body *b);
/* A fresh C identifier for statement expressions. */
char *tr_fresh_name(body *b, const char *stem);
/* A C string literal for the given bytes. */
char *tr_c_string(const char *s, size_t len);
/* Statements, appended to b->code. */
void tr_stmt(body *b, ast_node *n);
void tr_line(body *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* C names. */
char *tr_global_name(const ast_symbol *sym);
char *tr_local_ref(const ast_symbol *sym);   /* "l->l_x" */
const char *tr_type_c(ast_type ty);          /* "int64_t" / "const char *" */
#endif
