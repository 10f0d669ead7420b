/* @enum and @enumname from the kernel's BTF (enum_ops.h). */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "catalogs.h"
#include "diag.h"
#include "elaborate_int.h"
#include "enum_ops.h"
#include "family.h"
#include "ktypes.h"
#include "similar.h"
#include "typed.h"
#include "util.h"
#include "walk.h"

typedef struct enum_walk {
	session *s;
	session_probe *probe;   /* NULL in a function */
	bool ok;
} enum_walk;

static void enum_walk_at_probe(void *arg, session_probe *p)
{
	((enum_walk *)arg)->probe = p;
}

static bool is_op(const ast_node *n, const char *name)
{
	return n->kind == EX_AT_OP && !strcmp(n->name, name);
}

static void refuse(enum_walk *w, const ast_node *n, const char *fmt, const char *arg)
{
	elaborate_error_at(n, fmt, arg);
	w->ok = false;
}

/* A user program's enumerators are in its DWARF, not the kernel's BTF:
 * a kernel value there would be a wrong number. */
static bool in_user_probe(const enum_walk *w)
{
	if (!w->probe)
		return false;
	for (int j = 0; j < w->probe->npoints; j++) {
		const probe_family *f = w->probe->points[j].family;
		if (f && !strncmp(f->name, "process", 7))
			return true;
	}
	return false;
}

typedef struct enum_search {
	const char *name;
	bool found;
	int64_t value;
	const char **names;     /* every one, for "did you mean" */
	int nnames;
} enum_search;

static bool find_enumerator(const char *name, int64_t value, void *arg)
{
	enum_search *es = arg;
	if (!strcmp(name, es->name)) {
		es->found = true;
		es->value = value;
		return false;
	}
	VEC_PUSH(es->names, es->nnames, name);
	return true;
}

static void become_number(ast_node *n, int64_t v)
{
	n->kind = EX_NUMBER;
	n->num = v;
	n->nargs = 0;
	n->type = TYPE_LONG;
}

static void fold_enum(enum_walk *w, ast_node *n, const ktypes *kt)
{
	enum_search es = { .name = n->args[0]->str };
	ktypes_enumerators(kt, find_enumerator, &es);
	if (es.found) {
		become_number(n, es.value);
	} else {
		char *sug = similar_list(es.name, (const char *const *)es.names, es.nnames);
		char *msg = xasprintf("enumeration constant '%s' not found%s%s%s",
				      es.name, sug ? " (did you mean " : "",
				      sug ? sug : "", sug ? "?)" : "");
		refuse(w, n, "%s", msg);
		free(msg);
		free(sug);
	}
	free(es.names);
}

/* The table pass 3 writes the lookup from, each value once (the first
 * name the enum gives it). */
typedef struct enum_table {
	strbuf text;
	int64_t *values;
	int n;
	int64_t wanted;         /* a number's: its name, when it has one */
	const char *wanted_name;
	bool want;
} enum_table;

static void add_entry(const char *name, int64_t value, void *arg)
{
	enum_table *t = arg;
	for (int i = 0; i < t->n; i++)
		if (t->values[i] == value)
			return;
	VEC_PUSH(t->values, t->n, value);
	sb_printf(&t->text, "{ %" PRId64 "LL, \"%s\" }, ", value, name);
	if (t->want && value == t->wanted)
		t->wanted_name = name;
}

/* The enum type behind `id` (typedefs and qualifiers), or 0. */
static uint32_t enum_behind(const ktypes *kt, uint32_t id)
{
	ktype_info ti;
	if (!id)
		return 0;
	ktypes_info(kt, id, &ti);
	return ti.kind == KT_ENUM ? ti.id : 0;
}

static uint32_t named_enum(const ktypes *kt, const char *name)
{
	uint32_t id = enum_behind(kt, ktypes_named(kt, name));
	if (!id && strncmp(name, "enum ", 5)) {
		char *e = xasprintf("enum %s", name);
		id = enum_behind(kt, ktypes_named(kt, e));
		free(e);
	}
	return id;
}

/* The BTF type of the value @enumname maps: a typed chain's or a
 * target's at every point of the probe alike. */
static uint32_t operand_type(enum_walk *w, const ast_node *v, const ktypes *kt)
{
	if (v->typed)
		return v->typed->type;
	if (v->kind != EX_TARGET || !w->probe)
		return 0;
	uint32_t id = 0;
	for (int j = 0; j < w->probe->npoints; j++) {
		uint32_t here = typed_target_type(w->s, &w->probe->points[j], v->name);
		if (j && here != id)
			return 0;
		id = here;
	}
	(void)kt;
	return id;
}

static void fold_enumname(enum_walk *w, ast_node *n, const ktypes *kt)
{
	ast_node *v = n->args[0];
	uint32_t id;
	if (n->nargs > 2 && strcmp(n->args[2]->str, "kernel")) {
		refuse(w, n, "@enumname of module '%s' is not supported yet",
		       n->args[2]->str);
		return;
	}
	if (n->nargs > 1) {
		id = named_enum(kt, n->args[1]->str);
		if (!id) {
			/* stap leaves it unresolved and says so */
			refuse(w, n, "%s", "@enumname requires a typed $variable or "
			       "a type string argument; unresolved enumeration type");
			return;
		}
	} else {
		bool target = v->typed || v->kind == EX_TARGET;
		if (!target) {
			refuse(w, n, "%s", "@enumname requires a typed $variable or "
			       "a type string argument");
			return;
		}
		uint32_t vt = operand_type(w, v, kt);
		id = enum_behind(kt, vt);
		if (!id) {
			char *spelled = vt ? ktypes_spell(kt, vt) : xstrdup("unknown");
			char *msg = xasprintf("@enumname target '%s' does not have "
					      "enumeration type (have %s)",
					      v->kind == EX_TARGET ? v->name : "$...",
					      spelled);
			refuse(w, n, "%s", msg);
			free(msg);
			free(spelled);
			return;
		}
	}
	enum_table t = { .want = v->kind == EX_NUMBER, .wanted = v->num };
	ktypes_enum_values(kt, id, add_entry, &t);
	if (!t.n) {
		refuse(w, n, "%s", "enumeration type has no constants");
	} else if (t.want) {
		char *s = t.wanted_name ? xstrdup(t.wanted_name)
			: xasprintf("%" PRId64, v->num);
		n->kind = EX_STRING;
		n->str = s;
		n->len = strlen(s);
		n->nargs = 0;
		n->type = TYPE_STRING;
	} else {
		n->str = arena_strdup(w->s->arena, t.text.buf);
		n->len = t.text.len;
		n->num = t.n;
		n->nargs = 1;
		n->type = TYPE_STRING;
	}
	free(sb_steal(&t.text));
	free(t.values);
}

static bool visit(ast_node *n, void *arg)
{
	enum_walk *w = arg;
	bool e = is_op(n, "enum"), en = is_op(n, "enumname");
	if (!e && !en)
		return true;
	if (en && n->str)     /* done: a function's, seen again */
		return false;
	if (in_user_probe(w)) {
		refuse(w, n, "@%s in a user-space probe is not supported yet "
		       "(its enumerators are in the program's DWARF)", n->name);
		return false;
	}
	const ktypes *kt = kernel_types(w->s->kernel);
	if (!kt) {
		w->ok = false;
		return false;
	}
	if (en)
		walk_tree(n->args[0], visit, w);
	if (e)
		fold_enum(w, n, kt);
	else
		fold_enumname(w, n, kt);
	return false;
}

bool enum_ops_resolve(session *s)
{
	enum_walk w = { .s = s, .ok = true };
	session_walk_bodies(s, visit, &w, enum_walk_at_probe);
	return w.ok;
}
