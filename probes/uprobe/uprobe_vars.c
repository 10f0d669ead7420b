/* The variables at process("PATH").function, .plt and .statement points:
 * pass 2 (uprobe_family.h), stap's messages for those it cannot read,
 * the C a handler reads each with, and what a return keeps of its
 * entry. */
#include <stdlib.h>
#include <string.h>

#include "dvars.h"
#include "emit.h"
#include "probes.h"
#include "typed.h"
#include "ubin.h"
#include "uprobe_family.h"
#include "util.h"

static const dvar *find_var(const uprobe_point *pt, const char *name)
{
	for (int i = 0; i < pt->nvars; i++)
		if (!strcmp(pt->vars[i].name, name))
			return &pt->vars[i];
	return NULL;
}

/* stap's message for a name the function does not have there, with the
 * ones it has */
static char *no_such_local(const uprobe_point *pt, const char *name)
{
	const char *file = pt->func->file ? strrchr(pt->func->file, '/') : NULL;
	strbuf alt = {0};

	for (int i = 0; i < pt->nvars; i++)
		sb_printf(&alt, "%s$%s", i ? " " : "", pt->vars[i].name);
	char *msg = xasprintf("unable to find local '%s', [man error::dwarf] dieoffset "
			      "%#llx in %s, near pc %#llx in %s %s%s%s%s", name,
			      (unsigned long long)pt->func->die, pt->bin->path,
			      (unsigned long long)pt->pc, pt->func->name,
			      file ? file + 1 : "", alt.len ? " (alternatives: " : "",
			      alt.len ? alt.buf : "", alt.len ? "))" : "");
	free(sb_steal(&alt));
	return msg;
}

char *uprobe_target(const resolved_point *rp, const char *name, bool write,
		    ast_type *type)
{
	const uprobe_point *pt = rp->data;

	if (pt->plt && !strcmp(name, "$name")) {
		*type = TYPE_STRING;
		return NULL;
	}
	if (pt->plt && !(pt->kind == UPROBE_RETURN && !strcmp(name, "return")))
		return xstrdup("a .plt probe has only $$name: the arguments of a "
			       "function called through the PLT are not available");
	if (!pt->bin->has_dwarf && !pt->plt)
		return xasprintf("debuginfo scope not found for module '%s', cannot "
				 "resolve context variable [man error::dwarf]",
				 pt->bin->path);
	if (!pt->func)
		return xstrdup("an .absolute statement has no target variables: "
			       "its address is not checked against DWARF");
	if (write)
		return xstrdup("write to target variable not permitted; need stap -g");
	if (!strcmp(name, "return") && pt->kind == UPROBE_RETURN) {
		*type = TYPE_LONG;
		return NULL;
	}
	const dvar *v = find_var(pt, name);
	if (!v)
		return no_such_local(pt, name);
	if (!v->size && !v->aggregate)
		return xasprintf("'$%s' is a %s: only numbers and pointers can be "
				 "read yet", name, v->type_name);
	if (!v->located)
		return xasprintf("not accessible at this address [man error::dwarf] "
				 "(%#llx)", (unsigned long long)pt->pc);
	/* an aggregate's members are read where it is (typed.c) */
	bool at_return = pt->kind == UPROBE_RETURN;
	if (v->aggregate && (dvars_shape(v) == DVAR_UNREADABLE ||
			 (at_return && dvars_shape(v) != DVAR_HELD)))
		return xasprintf("'$%s' is a %s: its members cannot be read %s yet",
				 name, v->type_name, at_return ? "at a return"
				 : "where it is");
	*type = TYPE_LONG;
	return NULL;
}

static bool on_return(const resolved_point *rp)
{
	const uprobe_point *pt = rp->data;

	return rp->family == &probe_uprobe_family &&
	       pt->kind == UPROBE_RETURN && !pt->plt;
}

bool uprobe_record_entries(session *s, session_probe *p)
{
	bool all_returns = true, keeps = false;
	probe_entries *entries = NULL;

	bool at_body = false;
	for (int j = 0; j < p->npoints; j++) {
		all_returns &= on_return(&p->points[j]);
		at_body |= on_return(&p->points[j]) &&
			   ((const uprobe_point *)p->points[j].data)->at_body;
	}
	if (all_returns && p->npoints) {
		/* past a prologue the parameters' homes may be written over
		 * by the return: $param and @entry($param) are computed
		 * there, kept; elsewhere the entry's registers hold them */
		probe_returns_read_entries(s, p->probe->body, at_body);
		if (!at_body)
			probe_entries_as_targets(p->probe->body);
		entries = arena_alloc(s->arena, sizeof *entries);
		if (!probe_entry_slots(s, p, entries, "process"))
			return false;
	}
	/* a shared body cannot be computed at the entry for some points
	 * alone: what it would need there is refused */
	if (!all_returns) {
		bool returns = false;
		for (int j = 0; j < p->npoints; j++)
			returns |= on_return(&p->points[j]);
		if (returns && !probe_mixed_reads_entries(p, at_body))
			return false;
	}
	for (int t = 0; t < p->ntargets; t++)
		keeps |= strcmp(p->targets[t], "return") != 0;
	for (int j = 0; j < p->npoints && keeps; j++) {
		uprobe_point *pt = p->points[j].data;
		if (!on_return(&p->points[j]))
			continue;
		pt->keep_entry = true;
		pt->entries = entries && entries->n ? entries : NULL;
	}
	return true;
}

/* Every variable DWARF has at the point, as stap's $$vars lists them
 * (those without a value there too); at a return, the parameters. */
int uprobe_target_names(const resolved_point *rp, const char ***names)
{
	const uprobe_point *pt = rp->data;
	int n = 0;

	*names = xcalloc((size_t)pt->nvars + 1, sizeof **names);
	for (int i = 0; i < pt->nvars; i++)
		if (pt->vars[i].is_param || pt->kind != UPROBE_RETURN)
			(*names)[n++] = pt->vars[i].name;
	return n;
}

bool uprobe_target_is_local(const resolved_point *rp, const char *name)
{
	const dvar *v = find_var(rp->data, name);

	return v && !v->is_param;
}

/* -L: at a function's entry its parameters, as stap lists them */
bool uprobe_target_listed(const resolved_point *rp, const char *name)
{
	return ((const uprobe_point *)rp->data)->kind != UPROBE_FUNCTION ||
	       !uprobe_target_is_local(rp, name);
}

int uprobe_target_shape(const resolved_point *rp, const char *name)
{
	const uprobe_point *pt = rp->data;
	const dvar *v = find_var(pt, name);
	dvar_shape shape = v ? dvars_shape(v) : DVAR_SCALAR;

	/* at a return, only what the entry's registers kept */
	if (pt->kind == UPROBE_RETURN && shape != DVAR_SCALAR &&
	    shape != DVAR_HELD)
		return DVAR_UNREADABLE;
	return (int)shape;
}

bool uprobe_target_unavailable(const resolved_point *rp, const char *name)
{
	const dvar *v = find_var(rp->data, name);

	return v && !v->located;
}

const typed_source *uprobe_target_source(const resolved_point *rp,
					 const char *name, uint32_t *type)
{
	const uprobe_point *pt = rp->data;
	const dvar *v = pt->bin->has_dwarf && !pt->plt ? find_var(pt, name) : NULL;

	if (!v || !v->type)
		return NULL;
	*type = v->type;
	return pt->types;
}

const char *uprobe_target_c_type(const resolved_point *rp, const char *name)
{
	const dvar *v = find_var(rp->data, name);

	return v ? v->type_name : NULL;
}

char *uprobe_target_read(session *s, resolved_point *rp, const char *name)
{
	const uprobe_point *pt = rp->data;

	if (!strcmp(name, "return") && pt->kind == UPROBE_RETURN)
		return arena_strdup(s->arena, "regs_return_value(regs)");
	char *entry = pt->entries ? probe_entry_read(s->arena, pt->entries, "__c->entry_vals", name) : NULL;
	if (entry)
		return entry;
	if (pt->plt && !strcmp(name, "$name"))
		return arena_asprintf(s->arena, "(unsigned long)%s",
				      tr_c_string(s->arena, pt->func->name,
						  strlen(pt->func->name)));
	const dvar *v = find_var(pt, name);
	if (!v || !v->located)
		return NULL;
	/* at a return, as the entry had it: the registers it kept */
	const char *regs = pt->kind == UPROBE_RETURN ? "__entry" : "regs";
	if (v->aggregate) {
		/* an aggregate: its address, or the long that holds it */
		char *c = dvars_object_c(regs, v, "tapc_uvar_read", NULL);
		char *read = c ? arena_strdup(s->arena, c) : NULL;
		free(c);
		return read;
	}
	return proc_loc_read(s, regs, &v->loc, v->size, v->is_signed);
}
