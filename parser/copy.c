/* The deep copier of syntax trees: see copy.h. */
#include "copy.h"

#include <string.h>

static void *copy_bytes(const ast_allocator *a, const void *p, size_t size)
{
	void *c = a->bytes(a->ctx, size);
	memcpy(c, p, size);
	return c;
}

static ast_node **copy_list(const ast_allocator *a, ast_node *const *items,
			    int n)
{
	if (n == 0)
		return NULL;
	ast_node **out = a->bytes(a->ctx, sizeof *out * (size_t)n);
	for (int i = 0; i < n; i++)
		out[i] = ast_copy(a, items[i]);
	return out;
}

static ast_foreach *copy_foreach(const ast_allocator *a, const ast_foreach *fe)
{
	ast_foreach *c = copy_bytes(a, fe, sizeof *fe);

	c->keys = copy_list(a, fe->keys, fe->nkeys);
	c->value = ast_copy(a, fe->value);
	c->array = ast_copy(a, fe->array);
	c->limit = ast_copy(a, fe->limit);
	c->slice = copy_list(a, fe->slice, fe->nslice);
	if (fe->sort_aggr)
		c->sort_aggr = copy_bytes(a, fe->sort_aggr,
					  strlen(fe->sort_aggr) + 1);
	return c;
}

static ast_node *copy_one(const ast_allocator *a, const ast_node *n)
{
	ast_node *c = a->node(a->ctx, n->kind, n->loc);

	*c = *n;
	/* what pass 2 found out about the original is not the copy's */
	c->type = TYPE_UNKNOWN;
	c->sym = NULL;
	c->typed = NULL;
	c->next = NULL;
	if (n->name)
		c->name = copy_bytes(a, n->name, strlen(n->name) + 1);
	if (n->str)
		c->str = copy_bytes(a, n->str, n->len + 1);
	c->lhs = ast_copy(a, n->lhs);
	c->rhs = ast_copy(a, n->rhs);
	c->cond = ast_copy(a, n->cond);
	c->init = ast_copy(a, n->init);
	c->step = ast_copy(a, n->step);
	c->body = ast_copy(a, n->body);
	c->els = ast_copy(a, n->els);
	c->args = copy_list(a, n->args, n->nargs);
	if (n->foreach)
		c->foreach = copy_foreach(a, n->foreach);
	return c;
}

ast_node *ast_copy(const ast_allocator *a, const ast_node *n)
{
	ast_node *head = NULL, **tail = &head;

	for (; n; n = n->next) {
		*tail = copy_one(a, n);
		tail = &(*tail)->next;
	}
	return head;
}
