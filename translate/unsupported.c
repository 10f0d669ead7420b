/* What pass 2 accepts but pass 3 cannot translate yet: reported up front,
 * cleanly, in stap's form, instead of emitting C that would not build.
 * Each entry goes when pass 3 learns it. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "family.h"
#include "parse.h"
#include "session.h"
#include "regex_dfa.h"
#include "translate.h"
#include "typed.h"
#include "util.h"
#include "walk.h"

static const struct {
	ast_kind kind;
	const char *what;
} unsupported_nodes[] = {
	{ EX_MEMBER, "member access (->)" },
	{ EX_ADDR, "the address-of operator (&)" },
	{ EX_PRETTY, "pretty-printing target values ($$)" },
	{ EX_AT_OP, "this @ operator" },
};

/* What the walk over the bodies learns. */
typedef struct checker {
	bool ok;
	bool groups;    /* the script uses matched() or ngroups() */
} checker;

/* What of a pattern pass 3 cannot do: `why` (freed) and `where`. */
static void refuse_pattern(checker *c, const ast_node *pattern, char *why,
			   const char *where)
{
	char *what = parse_describe(pattern);
	diag_semantic_error(pattern->loc, what, "%s%s is not supported yet", why,
			    where);
	free(what);
	free(why);
	c->ok = false;
}

static bool report_node(ast_node *n, void *arg)
{
	checker *c = arg;

	if (n->typed) {
		/* a typed access translates; what it computes with may not */
		ast_node *ops[64];
		int nops = typed_operands(n->typed, ops, 64);
		for (int i = 0; i < nops; i++)
			walk_tree(ops[i], report_node, c);
		return false;
	}

	for (size_t i = 0; i < sizeof unsupported_nodes / sizeof unsupported_nodes[0]; i++)
		if (n->kind == unsupported_nodes[i].kind &&
		    !(n->kind == EX_AT_OP && (!strcmp(n->name, "perf") ||
					       !strcmp(n->name, "const") ||
					       (!strcmp(n->name, "enumname") &&
						n->str)))) {
			char *what = parse_describe(n);
			diag_semantic_error(n->loc, what, "%s%s%s is not supported yet",
					    unsupported_nodes[i].what,
					    n->kind == EX_AT_OP ? " @" : "",
					    n->kind == EX_AT_OP ? n->name : "");
			free(what);
			c->ok = false;
			return false;
		}
	if (n->kind == EX_REGEX && n->rhs->kind == EX_STRING) {
		re_dfa dfa;
		char *why;
		if (re_compile(n->rhs->str, &dfa, &why)) {
			re_dfa_free(&dfa);
			if (c->groups && !re_groups_fit(n->rhs->str, &why))
				refuse_pattern(c, n->rhs, why, "");
		} else {
			refuse_pattern(c, n->rhs, why, " in a regular expression");
		}
	}
	return true;
}

bool tr_uses_groups(const session *s)
{
	for (int i = 0; i < s->nfunctions; i++)
		if (!strcmp(s->functions[i]->name, "matched") ||
		    !strcmp(s->functions[i]->name, "ngroups"))
			return true;
	return false;
}

bool translate_supported(const session *s)
{
	checker c = { .ok = true, .groups = tr_uses_groups(s) };

	for (int i = 0; i < s->nprobes; i++) {
		const session_probe *p = s->probes[i];
		for (int j = 0; j < p->npoints; j++) {
			const probe_family *f = p->points[j].family;
			if (f && f->unsupported) {
				diag_semantic_error(p->probe->loc, "keyword",
						    "%s (%s) are not supported yet",
						    f->unsupported, p->points[j].pp);
				c.ok = false;
			}
		}
		walk_tree(p->probe->body, report_node, &c);
	}
	for (int i = 0; i < s->nfunctions; i++)
		walk_tree(s->functions[i]->body, report_node, &c);
	return c.ok;
}
