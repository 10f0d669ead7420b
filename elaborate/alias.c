#include "alias.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "util.h"

/* The definitions sharing one name. */
typedef struct alias_list {
	alias_def **defs;
	int n;
	ast_probe_point *name;  /* the first definition's name point */
} alias_list;

/* Arguments sit between these in a key, so that a glob never reaches into
 * one and what is inside compares as it is. */
#define ARG_OPEN '\1'
#define ARG_CLOSE '\2'

static void encode_arg(strbuf *sb, const ast_node *arg, bool literal)
{
	sb_putc(sb, ARG_OPEN);
	if (!literal) {
		sb_putc(sb, arg->kind == EX_STRING ? '$' : '#');
	} else if (arg->kind == EX_STRING) {
		sb_putc(sb, '"');
		for (size_t i = 0; i < arg->len; i++) {
			unsigned char c = (unsigned char)arg->str[i];
			if (c < 0x20 || c == '\\' || c >= 0x7f)
				sb_printf(sb, "\\x%02x", c);
			else
				sb_putc(sb, (char)c);
		}
		sb_putc(sb, '"');
	} else {
		sb_printf(sb, "%" PRId64, arg->num);
	}
	sb_putc(sb, ARG_CLOSE);
}

/* The point's name as one string: components joined by '.', each
 * argument as its literal, or (for shapes) as '#' for a number and '$'
 * for a string. */
static char *encode_point(const ast_probe_point *pp, bool literal)
{
	strbuf sb = {0};

	for (int i = 0; i < pp->ncomps; i++) {
		if (i)
			sb_putc(&sb, '.');
		sb_puts(&sb, pp->comps[i].name);
		if (pp->comps[i].arg)
			encode_arg(&sb, pp->comps[i].arg, literal);
	}
	sb_putc(&sb, '\0');
	return sb_steal(&sb);
}

/* A shape as probe_family spells it ("timer.s(#)") in key form. */
static char *encode_shape(const char *shape)
{
	strbuf sb = {0};

	for (const char *p = shape; *p; p++)
		sb_putc(&sb, *p == '(' ? ARG_OPEN : *p == ')' ? ARG_CLOSE : *p);
	sb_putc(&sb, '\0');
	return sb_steal(&sb);
}

/* Glob matching of keys: '*' stands for any run of characters within a
 * component, '**' for any run across components; an argument matches
 * only itself. Dynamic programming over the key, so that no pattern
 * takes more than length(pattern) x length(key) steps. */
/* glob_match of a pattern whose one wildcard is a single '*' at its end,
 * outside arguments ("nd_syscall.*", the common form, matched against
 * each of hundreds of shapes): its text a prefix of KEY, and the rest
 * one component's name. -1 for a pattern of another form. */
static int trailing_star_match(const char *pat, const char *key)
{
	size_t len = strlen(pat);

	if (len < 1 || pat[len - 1] != '*' || (len > 1 && pat[len - 2] == '*') ||
	    memchr(pat, '*', len - 1) || memchr(pat, ARG_OPEN, len) ||
	    memchr(pat, ARG_CLOSE, len))
		return -1;
	if (strncmp(pat, key, len - 1) != 0)
		return 0;
	return !strpbrk(key + len - 1, ".\1\2");
}

static bool glob_match(const char *pat, const char *key)
{
	int quick = trailing_star_match(pat, key);
	if (quick >= 0)
		return quick;
	size_t n = strlen(key);
	bool *dp = xcalloc(n + 1, sizeof *dp), *next = xcalloc(n + 1, sizeof *next);
	bool in_arg = false;

	dp[0] = true;
	for (const char *p = pat; *p; p++) {
		int star = 0;
		if (!in_arg && *p == '*') {
			star = 1;
			while (p[1] == '*') {
				star = 2;
				p++;
			}
		}
		if (*p == ARG_OPEN)
			in_arg = true;
		else if (*p == ARG_CLOSE)
			in_arg = false;
		if (star) {
			next[0] = dp[0];
			for (size_t j = 1; j <= n; j++) {
				char c = key[j - 1];
				bool ok = c != ARG_OPEN && c != ARG_CLOSE &&
					  (star == 2 || c != '.');
				next[j] = dp[j] || (next[j - 1] && ok);
			}
		} else {
			next[0] = false;
			for (size_t j = 1; j <= n; j++)
				next[j] = dp[j - 1] && key[j - 1] == *p;
		}
		bool *t = dp;
		dp = next;
		next = t;
	}
	bool match = dp[n];
	free(dp);
	free(next);
	return match;
}

bool alias_has_wildcard(const ast_probe_point *pp)
{
	for (int i = 0; i < pp->ncomps; i++)
		if (strchr(pp->comps[i].name, '*'))
			return true;
	return false;
}

bool alias_add(alias_table *t, ast_probe *probe)
{
	ast_probe_point *name = probe->alias_names[0];

	if (alias_has_wildcard(name)) {
		diag_semantic_error(probe->loc, "keyword", "while registering probe alias");
		diag_semantic_error_more("invalid use of wildcard probe point component");
		return false;
	}
	alias_def *def = xmalloc(sizeof *def);
	def->probe = probe;
	def->key = encode_point(name, true);
	VEC_PUSH(t->defs, t->ndefs, def);
	alias_list *l = symtab_get(&t->by_key, def->key);
	if (!l) {
		l = xcalloc(1, sizeof *l);
		l->name = name;
		symtab_put(&t->by_key, def->key, l);
	}
	VEC_PUSH(l->defs, l->n, def);
	return true;
}

alias_def *const *alias_lookup(const alias_table *t, const ast_probe_point *pp,
			       int *n)
{
	char *key = encode_point(pp, true);
	alias_list *l = symtab_get(&t->by_key, key);

	free(key);
	*n = l ? l->n : 0;
	return l ? l->defs : NULL;
}

int alias_expand_wildcard(const alias_table *t, const ast_probe_point *pp,
			  ast_probe_point ***out)
{
	char *pat = encode_point(pp, true);
	int n = 0;

	for (int i = 0; i < t->ndefs; i++) {
		alias_list *l = symtab_get(&t->by_key, t->defs[i]->key);
		/* each name once, at its first definition */
		if (l->defs[0] != t->defs[i] || !glob_match(pat, t->defs[i]->key))
			continue;
		VEC_PUSH(*out, n, l->name);
	}
	free(pat);
	return n;
}

/* The point a shape stands for, with the pattern's arguments in order. */
static ast_probe_point *point_from_shape(const char *shape,
					 const ast_probe_point *pp)
{
	ast_probe_point *pt = xcalloc(1, sizeof *pt);
	int argi = 0;

	pt->loc = pp->loc;
	for (const char *p = shape; *p;) {
		size_t len = strcspn(p, ".(");
		ast_component comp = { .name = xstrndup(p, len) };
		p += len;
		if (*p == '(') {
			while (argi < pp->ncomps && !pp->comps[argi].arg)
				argi++;
			if (argi < pp->ncomps)
				comp.arg = pp->comps[argi++].arg;
			p = strchr(p, ')') + 1;
		}
		VEC_PUSH(pt->comps, pt->ncomps, comp);
		if (*p == '.')
			p++;
	}
	return pt;
}

void alias_expand_shapes(alias_table *t, const char *const *shapes,
			 const ast_probe_point *pp, ast_probe_point ***out,
			 int *n)
{
	if (!shapes)
		return;
	char *pat = encode_point(pp, false);
	for (int i = 0; shapes[i]; i++) {
		/* a shape without arguments is its own key: no copy of each
		 * of a family's hundreds (syscall.NAME) */
		bool has_args = strchr(shapes[i], '(');
		char *key = has_args ? encode_shape(shapes[i]) : NULL;
		if (glob_match(pat, has_args ? key : shapes[i])) {
			ast_probe_point *pt = point_from_shape(shapes[i], pp);
			VEC_PUSH(t->made, t->nmade, pt);
			VEC_PUSH(*out, *n, pt);
		}
		free(key);
	}
	free(pat);
}

/* Whether component `i` of `pp` names what a shape's component (`name`
 * of `len` bytes, followed by '(' when it takes an argument) names. */
static bool same_component(const ast_probe_point *pp, int i, const char *name,
			   size_t len)
{
	const ast_component *c = &pp->comps[i];
	return strlen(c->name) == len && !strncmp(c->name, name, len) &&
	       !c->arg == (name[len] != '(');
}

static void next_of_shape(const char *shape, const ast_probe_point *pp,
			  int pos, char ***out, int *n, bool *complete)
{
	const char *p = shape;
	int i = 0;
	for (; *p; i++) {
		size_t len = strcspn(p, ".(");
		if (i == pos) {
			char *name = xstrndup(p, len);
			VEC_PUSH(*out, *n, name);
			return;
		}
		if (!same_component(pp, i, p, len))
			return;
		p += len;
		if (*p == '(')
			p = strchr(p, ')') + 1;
		if (*p == '.')
			p++;
	}
	if (i == pos)
		*complete = true;
}

void alias_next_names(const alias_table *t, const char *const *shapes,
		      const ast_probe_point *pp, int pos, char ***out, int *n,
		      bool *complete)
{
	for (int i = 0; shapes && shapes[i]; i++)
		next_of_shape(shapes[i], pp, pos, out, n, complete);
	if (!t)
		return;
	for (int i = 0; i < t->ndefs; i++) {
		const ast_probe_point *name = t->defs[i]->probe->alias_names[0];
		if (name->ncomps <= pos)
			continue;
		bool same = true;
		for (int k = 0; k < pos && same; k++) {
			const ast_component *c = &name->comps[k];
			same = !strcmp(c->name, pp->comps[k].name) &&
			       !c->arg == !pp->comps[k].arg;
		}
		if (same) {
			char *next = xstrdup(name->comps[pos].name);
			VEC_PUSH(*out, *n, next);
		}
	}
}

void alias_table_free(alias_table *t)
{
	for (int i = 0; i < t->ndefs; i++) {
		alias_list *l = symtab_get(&t->by_key, t->defs[i]->key);
		if (l && l->defs[0] == t->defs[i]) {
			symtab_put(&t->by_key, t->defs[i]->key, NULL);
			free(l->defs);
			free(l);
		}
	}
	for (int i = 0; i < t->ndefs; i++) {
		free(t->defs[i]->key);
		free(t->defs[i]);
	}
	free(t->defs);
	symtab_free(&t->by_key);
	for (int i = 0; i < t->nmade; i++) {
		for (int j = 0; j < t->made[i]->ncomps; j++)
			free(t->made[i]->comps[j].name);
		free(t->made[i]->comps);
		free(t->made[i]);
	}
	free(t->made);
	memset(t, 0, sizeof *t);
}
