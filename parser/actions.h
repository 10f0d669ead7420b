/* What the grammar's actions call: node construction and the checks stap
 * makes while parsing. Private to parser.y (needs its YYSTYPE). */
#ifndef TAPC_ACTIONS_H
#define TAPC_ACTIONS_H

#include "parser.h"

int lex_token(parser_ctx *ctx, YYSTYPE *lval, YYLTYPE *lloc);
void report_syntax_error(token *saw, const char *const *expected, int n);
/* Reports "parse error: MSG / saw: TOKEN" at a token. */
void fail_at(token *t, const char *msg);

ast_node *deepen(ast_node *n, token *at);
ast_node *number_node(token *t, bool negate);
ast_node *string_node(token *t);
void append_string(ast_node *s, token *t);
ast_node *ident_node(token *t);
ast_node *target_node(token *t);
ast_node *member_node(ast_node *base, token *arrow, token *name);
ast_node *pretty_node(ast_node *base, token *dollars);
ast_node *binary(ast_kind kind, token *op, ast_node *lhs, ast_node *rhs);
ast_node *unary_node(ast_kind kind, token *op, ast_node *operand);
/* (x)[i]: x dereferenced (autocast), not array x indexed; x is kept in
 * parentheses, a unary '+' marked as written so (num 1). NULL after an
 * error at `close` when more than one index follows. */
ast_node *parenthesised_ident(ast_node *ident, plist *indices, token *close);
ast_node *stmt_node(ast_kind kind, ast_node *expr);
ast_node *call_node(token *name, plist *args, token *rparen);
ast_node *at_op_node(parser_ctx *ctx, token *op, plist *args, YYLTYPE rparen);
bool check_autocast(parser_ctx *ctx, ast_node *base, YYLTYPE op);
/* %{ ... %} outside a tapset needs -g (stap's two messages: a
 * declaration or function body, an expression). */
bool check_embedded(parser_ctx *ctx, token *t, bool expression);
void move_list(ast_node ***items, int *n, plist *l);

ast_node *foreach_make(fe_head *head, ast_node *array, plist *slice,
			token *aggr, token *sort, ast_node *limit);

ast_global *global_var(parser_ctx *ctx, token *name, int wrap, int64_t size,
		       ast_node *init, token *init_tok);
void add_globals(parser_ctx *ctx, plist *globals, bool is_private);
void add_function(parser_ctx *ctx, token *name, ast_type type, plist *params,
		  int64_t priority, ast_node *body, token *embedded);

void comp_number(pp_comp *c, token *num, bool negate);
plist *path_product(plist *a, plist *b);
pp_suffix *add_mark(pp_suffix *s, int mark, token *t);
plist *attach_suffix(plist *path, pp_suffix *s);
plist *expand_points(plist *path, pp_suffix *s);
void add_probe(parser_ctx *ctx, token *kw, plist *points, ast_node *body);
bool add_alias(parser_ctx *ctx, token *kw, plist *names, bool epilogue,
	       plist *points, ast_node *body);
#endif
