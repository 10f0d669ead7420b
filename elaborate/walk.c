#include "walk.h"

static void walk_one(ast_node *n, walk_fn fn, void *arg)
{
	if (!fn(n, arg))
		return;
	if (n->foreach) {
		ast_foreach *fe = n->foreach;
		for (int i = 0; i < fe->nkeys; i++)
			walk_tree(fe->keys[i], fn, arg);
		walk_tree(fe->value, fn, arg);
		walk_tree(fe->array, fn, arg);
		for (int i = 0; i < fe->nslice; i++)
			walk_tree(fe->slice[i], fn, arg);
		walk_tree(fe->limit, fn, arg);
	}
	walk_tree(n->init, fn, arg);
	walk_tree(n->cond, fn, arg);
	walk_tree(n->lhs, fn, arg);
	for (int i = 0; i < n->nargs; i++)
		walk_tree(n->args[i], fn, arg);
	walk_tree(n->rhs, fn, arg);
	walk_tree(n->step, fn, arg);
	walk_tree(n->body, fn, arg);
	walk_tree(n->els, fn, arg);
}

void walk_tree(ast_node *n, walk_fn fn, void *arg)
{
	for (; n; n = n->next)
		walk_one(n, fn, arg);
}
