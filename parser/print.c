/* The -p1 output: the tree printed back as a script that parses to the
 * same tree. Every operand that is not a plain value is parenthesised, so
 * the reader never needs the precedence table. */
#include "parse.h"

#include <inttypes.h>
#include <stdlib.h>

#include "util.h"

static void print_expr(strbuf *sb, const ast_node *e);
static void print_stmt(strbuf *sb, const ast_node *s, int depth);

static void indent(strbuf *sb, int depth)
{
	for (int i = 0; i < depth; i++)
		sb_putc(sb, '\t');
}

static void print_string(strbuf *sb, const char *s, size_t len)
{
	sb_putc(sb, '"');
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];
		switch (c) {
		case '"': sb_puts(sb, "\\\""); break;
		case '\\': sb_puts(sb, "\\\\"); break;
		case '\n': sb_puts(sb, "\\n"); break;
		case '\t': sb_puts(sb, "\\t"); break;
		case '\r': sb_puts(sb, "\\r"); break;
		default:
			if (c < 0x20 || c >= 0x7f)
				sb_printf(sb, "\\%03o", c);
			else
				sb_putc(sb, (char)c);
		}
	}
	sb_putc(sb, '"');
}

/* Values print as they are; anything else as an operand needs parens. */
static bool is_value(const ast_node *e)
{
	switch (e->kind) {
	case EX_NUMBER:
		return e->num >= 0;   /* a negative one reads as a negation */
	case EX_STRING: case EX_IDENT: case EX_TARGET:
	case EX_CALL: case EX_STATS_OP: case EX_HIST: case EX_AT_OP:
	case EX_EMBEDDED: case EX_INDEX: case EX_MEMBER: case EX_PRETTY:
	case EX_WILDCARD:
		return true;
	case EX_UNARY:
		return e->num == 1;   /* (x) of (x)[i], printed so */
	default:
		return false;
	}
}

static void print_operand(strbuf *sb, const ast_node *e)
{
	if (is_value(e)) {
		print_expr(sb, e);
		return;
	}
	sb_putc(sb, '(');
	print_expr(sb, e);
	sb_putc(sb, ')');
}

static void print_list(strbuf *sb, ast_node *const *items, int n)
{
	for (int i = 0; i < n; i++) {
		if (i)
			sb_puts(sb, ", ");
		print_expr(sb, items[i]);
	}
}

static void print_infix(strbuf *sb, const ast_node *e, const char *op)
{
	print_operand(sb, e->lhs);
	sb_printf(sb, " %s ", op);
	print_operand(sb, e->rhs);
}

static void print_call_like(strbuf *sb, const char *prefix, const ast_node *e,
			    const ast_node *first)
{
	sb_printf(sb, "%s%s(", prefix, e->name);
	if (first) {
		print_expr(sb, first);
		if (e->nargs)
			sb_puts(sb, ", ");
	}
	print_list(sb, e->args, e->nargs);
	sb_putc(sb, ')');
}

static void print_expr(strbuf *sb, const ast_node *e)
{
	switch (e->kind) {
	case EX_NUMBER:
		/* Signed, as the script's arithmetic is and as stap prints
		 * it: a folded 0 - 1 is -1, and so is 0xffffffffffffffff.
		 * Read back, -N is the negation of N: the same value. */
		sb_printf(sb, "%" PRId64, e->num);
		break;
	case EX_STRING:
		print_string(sb, e->str, e->len);
		break;
	case EX_IDENT:
		sb_puts(sb, e->name);
		break;
	case EX_TARGET:
		sb_printf(sb, "$%s", e->name);
		break;
	case EX_INDEX:
		print_operand(sb, e->lhs);
		sb_putc(sb, '[');
		print_list(sb, e->args, e->nargs);
		sb_putc(sb, ']');
		break;
	case EX_CALL:
		print_call_like(sb, "", e, NULL);
		break;
	case EX_UNARY:
		if (e->num == 1) {
			sb_putc(sb, '(');
			print_expr(sb, e->lhs);
			sb_putc(sb, ')');
			break;
		}
		if (e->op == '-' && e->lhs->kind == EX_NUMBER) {
			/* The literal as the lexer read it: -N prints so
			 * for every N, INT64_MIN's 9223372036854775808 too. */
			sb_printf(sb, "-%" PRIu64, (uint64_t)e->lhs->num);
			break;
		}
		/* fall through */
	case EX_PREINC:
	case EX_ADDR:
		sb_puts(sb, parse_op_text(e->op));
		print_operand(sb, e->lhs);
		break;
	case EX_POSTINC:
		print_operand(sb, e->lhs);
		sb_puts(sb, parse_op_text(e->op));
		break;
	case EX_BINARY:
	case EX_LOGICAL:
	case EX_COMPARE:
	case EX_REGEX:
		print_infix(sb, e, parse_op_text(e->op));
		break;
	case EX_CONCAT:
		print_infix(sb, e, ".");
		break;
	case EX_ASSIGN: {
		char op[8];
		snprintf(op, sizeof(op), "%s=", e->op == '=' ? "" : parse_op_text(e->op));
		print_infix(sb, e, op);
		break;
	}
	case EX_STATS_ADD:
		print_infix(sb, e, "<<<");
		break;
	case EX_TERNARY:
		print_operand(sb, e->cond);
		sb_puts(sb, " ? ");
		print_operand(sb, e->lhs);
		sb_puts(sb, " : ");
		print_operand(sb, e->rhs);
		break;
	case EX_IN:
		sb_putc(sb, '[');
		print_list(sb, e->args, e->nargs);
		sb_puts(sb, "] in ");
		print_expr(sb, e->lhs);
		break;
	case EX_STATS_OP:
	case EX_HIST:
		print_call_like(sb, "@", e, e->lhs);
		break;
	case EX_AT_OP:
		print_call_like(sb, "@", e, NULL);
		break;
	case EX_MEMBER:
		print_operand(sb, e->lhs);
		sb_printf(sb, "->%s", e->name);
		break;
	case EX_PRETTY:
		print_operand(sb, e->lhs);
		sb_puts(sb, e->num == 2 ? "$$" : "$");
		break;
	case EX_EMBEDDED:
		sb_printf(sb, "%%{%s%%}", e->str);
		break;
	case EX_WILDCARD:
		sb_putc(sb, '*');
		break;
	default:
		sb_printf(sb, "/* statement kind %d as expression */", e->kind);
		break;
	}
}

static void print_block(strbuf *sb, const ast_node *b, int depth)
{
	sb_puts(sb, "{\n");
	for (const ast_node *s = b->body; s; s = s->next) {
		indent(sb, depth + 1);
		print_stmt(sb, s, depth + 1);
		sb_putc(sb, '\n');
	}
	indent(sb, depth);
	sb_putc(sb, '}');
}

/* A statement under if/for/while/foreach: on its own line unless a block. */
static void print_body(strbuf *sb, const ast_node *s, int depth)
{
	if (s->kind == ST_BLOCK) {
		sb_putc(sb, ' ');
		print_block(sb, s, depth);
		return;
	}
	sb_putc(sb, '\n');
	indent(sb, depth + 1);
	print_stmt(sb, s, depth + 1);
}

static void print_foreach(strbuf *sb, const ast_node *s, int depth)
{
	const ast_foreach *f = s->foreach;
	sb_puts(sb, "foreach (");
	if (f->value) {
		print_expr(sb, f->value);
		sb_puts(sb, " = ");
	}
	sb_putc(sb, '[');
	for (int i = 0; i < f->nkeys; i++) {
		if (i)
			sb_puts(sb, ", ");
		print_expr(sb, f->keys[i]);
		if (f->sort_key == i + 1)
			sb_putc(sb, f->sort_dir > 0 ? '+' : '-');
	}
	sb_puts(sb, "] in ");
	print_expr(sb, f->array);
	if (f->slice) {
		sb_putc(sb, '[');
		print_list(sb, f->slice, f->nslice);
		sb_putc(sb, ']');
	}
	if (f->sort_aggr)
		sb_printf(sb, " @%s", f->sort_aggr);
	if (f->sort_key == -1)
		sb_putc(sb, f->sort_dir > 0 ? '+' : '-');
	if (f->limit) {
		sb_puts(sb, " limit ");
		print_expr(sb, f->limit);
	}
	sb_putc(sb, ')');
	print_body(sb, s->body, depth);
}

static void print_stmt(strbuf *sb, const ast_node *s, int depth)
{
	switch (s->kind) {
	case ST_BLOCK:
		print_block(sb, s, depth);
		break;
	case ST_EXPR:
		print_expr(sb, s->lhs);
		sb_putc(sb, ';');
		break;
	case ST_NULL:
		sb_putc(sb, ';');
		break;
	case ST_IF:
		sb_puts(sb, "if (");
		print_expr(sb, s->cond);
		sb_putc(sb, ')');
		print_body(sb, s->body, depth);
		if (s->els) {
			sb_putc(sb, '\n');
			indent(sb, depth);
			sb_puts(sb, "else");
			print_body(sb, s->els, depth);
		}
		break;
	case ST_FOR:
		sb_puts(sb, "for (");
		if (s->init)
			print_expr(sb, s->init->lhs);
		sb_puts(sb, "; ");
		if (s->cond)
			print_expr(sb, s->cond);
		sb_puts(sb, "; ");
		if (s->step)
			print_expr(sb, s->step);
		sb_putc(sb, ')');
		print_body(sb, s->body, depth);
		break;
	case ST_WHILE:
		sb_puts(sb, "while (");
		print_expr(sb, s->cond);
		sb_putc(sb, ')');
		print_body(sb, s->body, depth);
		break;
	case ST_FOREACH:
		print_foreach(sb, s, depth);
		break;
	case ST_BREAK:
		sb_puts(sb, "break;");
		break;
	case ST_CONTINUE:
		sb_puts(sb, "continue;");
		break;
	case ST_NEXT:
		sb_puts(sb, "next;");
		break;
	case ST_RETURN:
		sb_puts(sb, "return");
		if (s->lhs) {
			sb_putc(sb, ' ');
			print_expr(sb, s->lhs);
		}
		sb_putc(sb, ';');
		break;
	case ST_DELETE:
		sb_puts(sb, "delete ");
		print_expr(sb, s->lhs);
		sb_putc(sb, ';');
		break;
	case ST_TRY:
		sb_puts(sb, "try ");
		print_block(sb, s->body, depth);
		sb_puts(sb, " catch ");
		if (s->lhs) {
			sb_putc(sb, '(');
			print_expr(sb, s->lhs);
			sb_puts(sb, ") ");
		}
		print_block(sb, s->els, depth);
		break;
	default:
		print_expr(sb, s);
		sb_putc(sb, ';');
		break;
	}
}

static void print_point_name(strbuf *sb, const ast_probe_point *p)
{
	for (int i = 0; i < p->ncomps; i++) {
		const ast_component *c = &p->comps[i];
		sb_printf(sb, "%s%s", i ? "." : "", c->name);
		if (!c->arg)
			continue;
		sb_putc(sb, '(');
		if (c->arg->kind == EX_STRING)
			print_string(sb, c->arg->str, c->arg->len);
		else
			sb_printf(sb, "%" PRId64, c->arg->num);
		sb_putc(sb, ')');
	}
}

char *parse_point_text(const ast_probe_point *p)
{
	strbuf sb = {0};

	print_point_name(&sb, p);
	return sb_steal(&sb);
}

static void print_point(strbuf *sb, const ast_probe_point *p)
{
	print_point_name(sb, p);
	if (p->optional)
		sb_putc(sb, '?');
	if (p->sufficient)
		sb_putc(sb, '!');
	if (p->condition) {
		sb_puts(sb, " if (");
		print_expr(sb, p->condition);
		sb_putc(sb, ')');
	}
}

static void print_probe(strbuf *sb, const ast_probe *p)
{
	sb_puts(sb, "probe ");
	if (p->is_alias && p->nalias_names > 0) {
		print_point(sb, p->alias_names[0]);
		sb_puts(sb, p->alias_epilogue ? " += " : " = ");
	}
	for (int i = 0; i < p->npoints; i++) {
		if (i)
			sb_puts(sb, ", ");
		print_point(sb, p->points[i]);
	}
	sb_putc(sb, '\n');
	print_block(sb, p->body, 0);
	if (p->epilogue) {
		sb_puts(sb, ",\n");
		print_block(sb, p->epilogue, 0);
	}
	sb_putc(sb, '\n');
}

static const char *type_suffix(ast_type t)
{
	return t == TYPE_LONG ? ":long" : t == TYPE_STRING ? ":string" : "";
}

static void print_function(strbuf *sb, const ast_function *f)
{
	sb_printf(sb, "%sfunction %s%s (", f->is_private ? "private " : "",
		  f->name, type_suffix(f->type));
	for (int i = 0; i < f->nparams; i++)
		sb_printf(sb, "%s%s%s", i ? ", " : "", f->params[i].name,
			  type_suffix(f->params[i].type));
	sb_putc(sb, ')');
	if (f->priority)
		sb_printf(sb, " : %" PRId64, f->priority);
	sb_putc(sb, '\n');
	if (f->embedded_c)
		sb_printf(sb, "%%{%s%%}", f->embedded_c);
	else
		print_block(sb, f->body, 0);
	sb_putc(sb, '\n');
}

static void print_global(strbuf *sb, const ast_global *g)
{
	sb_printf(sb, "%sglobal %s%s", g->is_private ? "private " : "", g->name,
		  g->wrap ? "%" : "");
	if (g->size)
		sb_printf(sb, "[%" PRId64 "]", g->size);
	if (g->init) {
		sb_puts(sb, " = ");
		if (g->init->kind == EX_STRING)
			print_string(sb, g->init->str, g->init->len);
		else
			sb_printf(sb, "%" PRId64, g->init->num);
	}
	sb_putc(sb, '\n');
}

void parse_print_point(strbuf *sb, const ast_probe_point *p)
{
	print_point(sb, p);
}

/* ---- a condition as stap 5.6's pass-2 listing has it ---- */

static void print_stap_expr(strbuf *sb, const ast_node *e);

static void print_stap_list(strbuf *sb, ast_node *const *args, int n)
{
	for (int i = 0; i < n; i++) {
		if (i)
			sb_puts(sb, ", ");
		print_stap_expr(sb, args[i]);
	}
}

/* stap's literal: only '"' escaped */
static void print_stap_string(strbuf *sb, const char *s, size_t len)
{
	sb_putc(sb, '"');
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '"')
			sb_putc(sb, '\\');
		sb_putc(sb, s[i]);
	}
	sb_putc(sb, '"');
}

static void print_stap_infix(strbuf *sb, const ast_node *e, const char *op)
{
	sb_putc(sb, '(');
	print_stap_expr(sb, e->lhs);
	sb_printf(sb, ") %s (", op);
	print_stap_expr(sb, e->rhs);
	sb_putc(sb, ')');
}

static void print_stap_expr(strbuf *sb, const ast_node *e)
{
	switch (e->kind) {
	case EX_NUMBER:
		sb_printf(sb, "%" PRId64, e->num);
		break;
	case EX_STRING:
		print_stap_string(sb, e->str, e->len);
		break;
	case EX_IDENT:
		/* a condition reads globals only */
		sb_printf(sb, "__global_%s", e->name);
		break;
	case EX_INDEX:
		print_stap_expr(sb, e->lhs);
		sb_putc(sb, '[');
		print_stap_list(sb, e->args, e->nargs);
		sb_putc(sb, ']');
		break;
	case EX_IN:
		sb_putc(sb, '[');
		print_stap_list(sb, e->args, e->nargs);
		sb_puts(sb, "] in ");
		print_stap_expr(sb, e->lhs);
		break;
	case EX_CALL:
		sb_printf(sb, "%s(", e->name);
		print_stap_list(sb, e->args, e->nargs);
		sb_putc(sb, ')');
		break;
	case EX_UNARY:
		if (e->num == 1) {	/* the script's parentheses */
			print_stap_expr(sb, e->lhs);
			break;
		}
		sb_printf(sb, "%s(", parse_op_text(e->op));
		print_stap_expr(sb, e->lhs);
		sb_putc(sb, ')');
		break;
	case EX_BINARY:
	case EX_LOGICAL:
	case EX_COMPARE:
		print_stap_infix(sb, e, parse_op_text(e->op));
		break;
	case EX_CONCAT:
		sb_putc(sb, '(');
		print_stap_expr(sb, e->lhs);
		sb_puts(sb, " . ");
		print_stap_expr(sb, e->rhs);
		sb_putc(sb, ')');
		break;
	case EX_REGEX:
		sb_putc(sb, '(');
		print_stap_expr(sb, e->lhs);
		sb_printf(sb, ") %s ", parse_op_text(e->op));
		print_stap_expr(sb, e->rhs);
		break;
	case EX_TERNARY:
		sb_putc(sb, '(');
		print_stap_expr(sb, e->cond);
		sb_puts(sb, ")?(");
		print_stap_expr(sb, e->lhs);
		sb_puts(sb, "):(");
		print_stap_expr(sb, e->rhs);
		sb_putc(sb, ')');
		break;
	default:
		print_expr(sb, e);
		break;
	}
}

void parse_print_point_stap(strbuf *sb, const ast_probe_point *p)
{
	print_point_name(sb, p);
	if (p->sufficient)
		sb_putc(sb, '!');
	else if (p->optional)
		sb_putc(sb, '?');
	if (p->condition) {
		sb_puts(sb, " if (");
		print_stap_expr(sb, p->condition);
		sb_putc(sb, ')');
	}
}

void parse_print_condition_stap(strbuf *sb, const ast_node *cond)
{
	print_stap_expr(sb, cond);
}

void parse_print_expr(strbuf *sb, const ast_node *e)
{
	print_expr(sb, e);
}

void parse_print_block(strbuf *sb, const ast_node *block, int depth)
{
	print_block(sb, block, depth);
}

void parse_print_script(const ast_script *s, FILE *out)
{
	strbuf sb = { 0 };
	for (int i = 0; i < s->nembeds; i++)
		sb_printf(&sb, "%%{%s%%}\n", s->embeds[i]->code);
	for (int i = 0; i < s->nglobals; i++)
		print_global(&sb, s->globals[i]);
	for (int i = 0; i < s->nfunctions; i++)
		print_function(&sb, s->functions[i]);
	for (int i = 0; i < s->nprobes; i++)
		print_probe(&sb, s->probes[i]);
	if (sb.len)
		fwrite(sb.buf, 1, sb.len, out);
	free(sb.buf);
}

const char *parse_type_name(ast_type ty)
{
	switch (ty) {
	case TYPE_LONG:
		return "long";
	case TYPE_STRING:
		return "string";
	case TYPE_STATS:
		return "stats";
	default:
		return "unknown";
	}
}

char *parse_describe(const ast_node *n)
{
	switch (n->kind) {
	case EX_NUMBER:
		return xasprintf("number '%" PRId64 "'", n->num);
	case EX_STRING:
		return xasprintf("string '%s'", n->str);
	case EX_IDENT:
	case EX_CALL:
		return xasprintf("identifier '%s'", n->name);
	case EX_INDEX:
	case EX_IN:
		return n->lhs->kind == EX_IDENT
			? xasprintf("identifier '%s'", n->lhs->name)
			: parse_describe(n->lhs);
	case EX_TARGET:
		return xasprintf("identifier '$%s'", n->name);
	case EX_AT_OP:
	case EX_STATS_OP:
	case EX_HIST:
		return xasprintf("operator '@%s'", n->name);
	case EX_EMBEDDED:
		return xstrdup("embedded-code");
	case EX_ASSIGN:
		return xasprintf("operator '%s='", n->op == '=' ? "" : parse_op_text(n->op));
	case EX_STATS_ADD:
		return xstrdup("operator '<<<'");
	case EX_CONCAT:
		return xstrdup("operator '.'");
	case EX_TERNARY:
		return xstrdup("operator '?'");
	case EX_MEMBER:
		return xstrdup("operator '->'");
	case EX_ADDR:
		return xstrdup("operator '&'");
	case EX_UNARY:
	case EX_BINARY:
	case EX_LOGICAL:
	case EX_COMPARE:
	case EX_PREINC:
	case EX_POSTINC:
	case EX_REGEX:
		return xasprintf("operator '%s'", parse_op_text(n->op));
	default:
		return xstrdup("keyword");
	}
}
