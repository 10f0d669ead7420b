#include "fold.h"

#include <string.h>

#include "util.h"

static bool is_num(const ast_node *n)
{
	return n && n->kind == EX_NUMBER;
}

static bool is_str(const ast_node *n)
{
	return n && n->kind == EX_STRING;
}

static void become_number(ast_node *n, int64_t v)
{
	n->kind = EX_NUMBER;
	n->num = v;
	n->lhs = n->rhs = n->cond = NULL;
	n->type = TYPE_LONG;
	n->depth = 1;
}

/* Like `*n = *with`, keeping n's place in its statement chain. */
static void become(ast_node *n, const ast_node *with)
{
	ast_node *next = n->next;

	*n = *with;
	n->next = next;
}

/* Two's-complement arithmetic, as the kernel's int64_t wraps. */
static bool binary(int op, int64_t a, int64_t b, int64_t *out)
{
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b;

	switch (op) {
	case '+': *out = (int64_t)(ua + ub); return true;
	case '-': *out = (int64_t)(ua - ub); return true;
	case '*': *out = (int64_t)(ua * ub); return true;
	case '&': *out = a & b; return true;
	case '|': *out = a | b; return true;
	case '^': *out = a ^ b; return true;
	case '/':
	case '%':
		if (b == 0 || (a == INT64_MIN && b == -1))
			return false;
		*out = op == '/' ? a / b : a % b;
		return true;
	case TOK_SHL:
		if (b < 0 || b > 63)
			return false;
		*out = (int64_t)(ua << b);
		return true;
	case TOK_SHR:
		if (b < 0 || b > 63)
			return false;
		*out = a >> b;
		return true;
	default:
		return false;
	}
}

static bool compare(int op, int c)
{
	switch (op) {
	case '<': return c < 0;
	case '>': return c > 0;
	case TOK_LE: return c <= 0;
	case TOK_GE: return c >= 0;
	case TOK_EQ: return c == 0;
	case TOK_NE: return c != 0;
	default: return false;
	}
}

static bool fold_compare(ast_node *n)
{
	int c;

	if (is_num(n->lhs) && is_num(n->rhs))
		c = (n->lhs->num > n->rhs->num) - (n->lhs->num < n->rhs->num);
	else if (is_str(n->lhs) && is_str(n->rhs))
		c = strcmp(n->lhs->str, n->rhs->str);
	else
		return false;
	if (n->op != '<' && n->op != '>' && n->op != TOK_LE && n->op != TOK_GE &&
	    n->op != TOK_EQ && n->op != TOK_NE)
		return false;
	become_number(n, compare(n->op, c));
	return true;
}

static bool fold_concat(ast_node *n)
{
	if (!is_str(n->lhs) || !is_str(n->rhs))
		return false;
	size_t len = n->lhs->len + n->rhs->len;
	char *s = xmalloc(len + 1);
	memcpy(s, n->lhs->str, n->lhs->len);
	memcpy(s + n->lhs->len, n->rhs->str, n->rhs->len + 1);
	n->kind = EX_STRING;
	n->str = s;
	n->len = len;
	n->lhs = n->rhs = NULL;
	n->type = TYPE_STRING;
	n->depth = 1;
	return true;
}

bool fold_constants(ast_node *n)
{
	int64_t v;

	switch (n->kind) {
	case EX_UNARY:
		if (!is_num(n->lhs))
			return false;
		v = n->lhs->num;
		switch (n->op) {
		case '-': v = (int64_t)(0 - (uint64_t)v); break;
		case '!': v = !v; break;
		case '~': v = ~v; break;
		case '+': break;
		default: return false;
		}
		become_number(n, v);
		return true;
	case EX_BINARY:
		if (!is_num(n->lhs) || !is_num(n->rhs) ||
		    !binary(n->op, n->lhs->num, n->rhs->num, &v))
			return false;
		become_number(n, v);
		return true;
	case EX_LOGICAL:
		if (!is_num(n->lhs))
			return false;
		/* 0 && x and 1 || x are known without x */
		if ((n->op == TOK_ANDAND) == (n->lhs->num == 0)) {
			become_number(n, n->op == TOK_OROR);
			return true;
		}
		if (!is_num(n->rhs))
			return false;
		become_number(n, n->rhs->num != 0);
		return true;
	case EX_COMPARE:
		return fold_compare(n);
	case EX_CONCAT:
		return fold_concat(n);
	case EX_TERNARY:
		if (!is_num(n->cond))
			return false;
		become(n, n->cond->num ? n->lhs : n->rhs);
		return true;
	default:
		return false;
	}
}

/* The operand x of `n` (x OP LIT or LIT OP x) becomes the whole: n takes
 * its place, typed a number. */
static void become_operand(ast_node *n, ast_node *x)
{
	if (x->type == TYPE_UNKNOWN)
		x->type = TYPE_LONG;
	become(n, x);
}

bool fold_one_literal(ast_node *n, bool (*pure)(const ast_node *))
{
	if (n->kind != EX_BINARY || is_num(n->lhs) == is_num(n->rhs))
		return false;
	bool left = is_num(n->lhs);
	int64_t lit = left ? n->lhs->num : n->rhs->num;
	ast_node *x = left ? n->rhs : n->lhs;
	int op = n->op;

	if (x->type != TYPE_LONG && x->type != TYPE_UNKNOWN)
		return false;
	/* the literal, whatever x is (x is not run: it may have no effect) */
	bool absorbs = left
		? (lit == 0 && (op == '*' || op == '&' || op == TOK_SHR || op == TOK_SHL)) ||
		  (lit == -1 && (op == '|' || op == TOK_SHR))
		: (lit == 0 && (op == '*' || op == '&')) ||
		  (lit == 1 && op == '%') || (lit == -1 && (op == '%' || op == '|'));
	if (absorbs) {
		if (!pure(x))
			return false;
		become_number(n, !left && op == '%' ? 0 : lit);
		return true;
	}
	/* x itself */
	bool identity = left
		? (lit == 0 && (op == '+' || op == '|' || op == '^')) ||
		  (lit == 1 && op == '*') || (lit == -1 && op == '&')
		: (lit == 0 && (op == '+' || op == '-' || op == '|' || op == '^')) ||
		  (lit == 1 && (op == '*' || op == '/')) || (lit == -1 && op == '&') ||
		  (lit <= 0 && (op == TOK_SHR || op == TOK_SHL));
	if (!identity)
		return false;
	become_operand(n, x);
	return true;
}
