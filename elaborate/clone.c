#include "clone.h"

#include <string.h>

#include "util.h"

static ast_node **clone_list(ast_node *const *items, int n)
{
	if (n == 0)
		return NULL;
	ast_node **out = xmalloc(sizeof *out * (size_t)n);
	for (int i = 0; i < n; i++)
		out[i] = clone_node(items[i]);
	return out;
}

static ast_foreach *clone_foreach(const ast_foreach *fe)
{
	ast_foreach *c = xmalloc(sizeof *c);

	*c = *fe;
	c->keys = clone_list(fe->keys, fe->nkeys);
	c->value = clone_node(fe->value);
	c->array = clone_node(fe->array);
	c->limit = clone_node(fe->limit);
	c->slice = clone_list(fe->slice, fe->nslice);
	c->sort_aggr = fe->sort_aggr ? xstrdup(fe->sort_aggr) : NULL;
	return c;
}

static ast_node *clone_one(const ast_node *n)
{
	ast_node *c = xmalloc(sizeof *c);

	*c = *n;
	c->type = TYPE_UNKNOWN;
	c->sym = NULL;
	c->typed = NULL;
	c->next = NULL;
	c->name = n->name ? xstrdup(n->name) : NULL;
	if (n->str) {
		c->str = xmalloc(n->len + 1);
		memcpy(c->str, n->str, n->len + 1);
	}
	c->lhs = clone_node(n->lhs);
	c->rhs = clone_node(n->rhs);
	c->cond = clone_node(n->cond);
	c->init = clone_node(n->init);
	c->step = clone_node(n->step);
	c->body = clone_node(n->body);
	c->els = clone_node(n->els);
	c->args = clone_list(n->args, n->nargs);
	c->foreach = n->foreach ? clone_foreach(n->foreach) : NULL;
	return c;
}

ast_node *clone_new_node(ast_kind kind, src_loc loc)
{
	ast_node *n = xcalloc(1, sizeof *n);

	n->kind = kind;
	n->loc = loc;
	return n;
}

ast_node *clone_stmt(const ast_node *n)
{
	return n ? clone_one(n) : NULL;
}

ast_node *clone_node(const ast_node *n)
{
	ast_node *head = NULL, **tail = &head;

	for (; n; n = n->next) {
		*tail = clone_one(n);
		tail = &(*tail)->next;
	}
	return head;
}
