/* process("PATH").function("PATTERN")[.call|.return]: pass 2
 * (process_family.h). PATH is found as stap finds it, its functions read
 * from its DWARF, else from its symbol table (user/ubin.h); PATTERN is
 * stap's FUNC[@FILE[:LINE]], globs in FUNC and FILE. */
#include <errno.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "emit.h"
#include "probes.h"
#include "process_family.h"
#include "dpattern.h"
#include "dprologue.h"
#include "ubin.h"
#include "typed.h"
#include "upath.h"
#include "similar.h"
#include "util.h"
#include "dtypes.h"
#include "dvars.h"

static void close_bin(void *bin)
{
	ubin_free(bin);
}

const ubin *proc_open_path(session *s, const char *path, char **why)
{
	proc_plan *plan = proc_plan_of(s);

	for (int i = 0; i < plan->nbins; i++)
		if (!strcmp(plan->bins[i]->path, path))
			return plan->bins[i];
	ubin *b = ubin_open(path, why);
	if (!b)
		return NULL;
	ARENA_PUSH(s->arena, plan->bins, plan->nbins, b);
	arena_defer(s->arena, close_bin, b);
	return b;
}

const typed_source *proc_types_of(session *s, const ubin *bin)
{
	typed_source *ts = arena_alloc(s->arena, sizeof *ts);

	*ts = (typed_source){ dtypes_info, dtypes_member, dtypes_members,
			      dtypes_spell, &bin->dwarf, true, NULL };
	return ts;
}

/* stap's warning, once a binary, when its functions are its symbols */
static void warn_no_dwarf(session *s, const ubin *bin)
{
	proc_plan *plan = proc_plan_of(s);

	if (bin->has_dwarf)
		return;
	for (int i = 0; i < plan->nwarned; i++)
		if (plan->warned[i] == bin)
			return;
	ARENA_PUSH(s->arena, plan->warned, plan->nwarned, bin);
	diag_plain("WARNING", "cannot find module %s debuginfo: No DWARF "
		   "information found [man warning::debuginfo]", bin->path);
}

/* process(PID): the program PID runs, read where tapc runs as stap reads
 * it at pass 2 (canonical, allocated); NULL after stap's message. */
static char *pid_program(const ast_probe_point *pp, int64_t pid,
			 probe_match *failure)
{
	if (pid <= 0) {
		*failure = probe_point_error(pp, "cannot probe pid %lld: Invalid pid",
					     (long long)pid);
		return NULL;
	}
	char *link = xasprintf("/proc/%lld/exe", (long long)pid);
	char *path = realpath(link, NULL);
	int err = errno;
	free(link);
	if (!path)
		*failure = probe_point_error(pp, "cannot probe pid %lld: %s", (long long)pid,
					     err == ENOENT ? strerror(ESRCH) : strerror(err));
	return path;
}

const ubin *proc_open_bin(session *s, const ast_probe_point *pp,
			 probe_match *failure)
{
	const ast_node *parg = pp->comps[0].arg;

	if (parg && parg->kind == EX_NUMBER) {
		char *path = pid_program(pp, parg->num, failure);
		if (!path)
			return NULL;
		char *why = NULL;
		const ubin *bin = proc_open_path(s, path, &why);
		if (!bin)
			*failure = probe_point_error(pp, "cannot probe pid %lld: '%s': %s",
						     (long long)parg->num, path, why);
		free(why);
		free(path);
		return bin;
	}
	/* process.…: process_resolve made it the -c command's program */
	char *named = upath_resolve(parg->str);
	if (!named) {
		*failure = probe_point_miss(s, "no match: cannot find executable '%s'",
					    parg->str);
		return NULL;
	}
	char *path = upath_executed(named);
	free(named);
	char *why = NULL;
	const ubin *bin = proc_open_path(s, path, &why);
	if (!bin)
		*failure = probe_point_miss(s, "no match: '%s': %s", path, why);
	free(why);
	free(path);
	return bin;
}

typedef struct add_ctx {
	session *s;
	session_probe *out;
	const ubin *bin;
	const dpattern *fp;
	const char *suffix;     /* "", ".call", ".return" */
	bool is_return;
	int added;
	bool plt;               /* .plt("PATTERN"): the PLT's entries */
} add_ctx;

static void add_function(const ubin_func *f, void *arg)
{
	add_ctx *ctx = arg;
	const dpattern *fp = ctx->fp;

	if ((fp->file && !dpattern_file_matches(fp->file, f->file)) ||
	    (fp->line && fp->line != f->line))
		return;
	process_point *p = arena_alloc(ctx->s->arena, sizeof *p);
	p->event = ctx->is_return ? PROC_FUNCTION_RETURN : PROC_FUNCTION;
	p->path = ctx->bin->path;
	p->path_slot = -1;
	p->bin = ctx->bin;
	p->func = f;
	p->plt = ctx->plt;
	p->pc = f->addr;
	p->offset = f->offset;
	/* a function's own entry, past its prologue where its parameters
	 * are homed only there (dprologue.h); a return's uretprobe stays at
	 * the entry, where the return address is */
	uint64_t at = f->addr;
	if (!ctx->plt && f->die && f->fn_entry == f->addr) {
		uint64_t body = dprologue_body(&ctx->bin->dwarf, f->die, f->addr), off;
		int reg;
		int64_t cfa;
		if (body == f->addr || !ubin_file_offset(ctx->bin, body, true, &off)) {
			/* the entry */
		} else if (!ctx->is_return) {
			p->pc = at = body;
			p->offset = off;
		} else if (dvars_cfa(&ctx->bin->dwarf, body, &reg, &cfa)) {
			p->at_body = true;
			p->body_offset = off;
			p->body_cfa = arena_alloc(ctx->s->arena, sizeof *p->body_cfa);
			*p->body_cfa = (dvar_loc){ .reg = reg, .offset = cfa - 8 };
			at = body;
		}
	}
	p->nvars = dvars_at(&ctx->bin->dwarf, f->die, f->fn_entry, at, &p->vars);
	p->types = proc_types_of(ctx->s, ctx->bin);
	/* a PLT entry's pp() is its statement, its pn() the entry */
	resolved_point rp = {
		.pp = ctx->plt
			? arena_asprintf(ctx->out->arena, "process(\"%s\").statement(%#llx)%s",
					 p->path, (unsigned long long)f->addr, ctx->suffix)
			: f->file
			? arena_asprintf(ctx->out->arena,
					 "process(\"%s\").function(\"%s@%s:%d\")%s",
					 p->path, f->name, f->file, f->line, ctx->suffix)
			: arena_asprintf(ctx->out->arena, "process(\"%s\").function(\"%s\")%s",
					 p->path, f->name, ctx->suffix),
		.pn = ctx->plt
			? arena_asprintf(ctx->out->arena, "process(\"%s\").plt(\"%s\")%s",
					 p->path, f->name, ctx->suffix)
			: NULL,
		.data = p,
		.is_return = ctx->is_return,
	};
	probe_add_point(ctx->out, rp);
	ctx->added++;
}

/* The components after function("...") or plt("..."): .call, .return,
 * .inline, as stap takes them; PROBE_MATCHED, else PROBE_NOT_MINE or
 * PROBE_FAILED after stap's message. */
static probe_match read_suffix(const ast_probe_point *pp, bool plt,
			       const char **suffix)
{
	static const char *const suffixes[] = { "call", "return", "inline" };

	*suffix = "";
	if (pp->ncomps == 2)
		return PROBE_MATCHED;
	for (int i = 2; i < pp->ncomps; i++)
		if (pp->comps[i].arg)
			return PROBE_NOT_MINE;
	bool known = false;
	for (int k = 0; k < 3; k++)
		known |= probe_component_is(pp, 2, suffixes[k]);
	if (!known || (plt && !probe_component_is(pp, 2, "return")))
		return PROBE_NOT_MINE;
	/* an inline instance has no return of its own to probe */
	if (pp->ncomps > 3)
		return probe_point_invalid_suffix(pp, 3);
	*suffix = probe_component_is(pp, 2, "call") ? ".call"
		: probe_component_is(pp, 2, "return") ? ".return" : ".inline";
	return PROBE_MATCHED;
}

probe_match uprobe_resolve(session *s, const ast_probe_point *pp,
			   session_probe *out)
{
	bool plt = pp->ncomps >= 2 && probe_component_named(pp, 1, "plt");
	if (pp->ncomps < 2 || (!plt && !probe_component_named(pp, 1, "function")))
		return PROBE_NOT_MINE;
	const char *suffix;
	probe_match m = read_suffix(pp, plt, &suffix);
	if (m != PROBE_MATCHED)
		return m;
	bool is_return = !strcmp(suffix, ".return");
	/* .plt alone is .plt("*") */
	const ast_node *farg = pp->comps[1].arg;
	const char *pattern = plt && !farg ? "*" : farg ? farg->str : NULL;
	if (!pattern || (farg && farg->kind != EX_STRING) || !*pattern)
		return probe_point_error(pp, "process(\"PATH\").%s needs a function "
					 "name in a string", pp->comps[1].name);
	probe_match failure;
	const ubin *bin = proc_open_bin(s, pp, &failure);
	if (!bin)
		return failure;
	if (!plt)
		warn_no_dwarf(s, bin);
	dpattern fp = dpattern_split(pattern);
	add_ctx ctx = { s, out, bin, &fp, suffix, is_return, 0, plt };
	/* function(): out-of-line copies and inline instances, as stap;
	 * .call and .return the first alone, .inline the second */
	if (plt)
		ubin_match_plts(bin, fp.func, add_function, &ctx);
	else if (strcmp(suffix, ".inline"))
		ubin_match_functions(bin, fp.func, add_function, &ctx);
	if (!plt && (!*suffix || !strcmp(suffix, ".inline")))
		ubin_match_inlines(bin, fp.func, add_function, &ctx);
	dpattern_free(&fp);
	if (ctx.added)
		return PROBE_MATCHED;
	if (pp->optional)
		return PROBE_NO_MATCH;
	if (!plt && strcmp(suffix, ".inline") && !strpbrk(pattern, "*?[")) {
		/* stap's hint: the program's functions closest to the name */
		const char **names = xmalloc(sizeof *names * (size_t)(bin->nfuncs + 1));
		for (int i = 0; i < bin->nfuncs; i++)
			names[i] = bin->funcs[i].name;
		char *list = similar_list(pattern, names, bin->nfuncs);
		free(names);
		if (list) {
			probe_match m = probe_point_error(pp, "no match (similar function%s: %s)",
							  strchr(list, ',') ? "s" : "", list);
			free(list);
			return m;
		}
	}
	return probe_point_error(pp, "no match: no %s '%s' in %s",
				 plt ? "PLT entry" : !strcmp(suffix, ".inline")
				 ? "inline instance of a function" : "function",
				 pattern, bin->path);
}

static const dvar *find_var(const process_point *pt, const char *name)
{
	for (int i = 0; i < pt->nvars; i++)
		if (!strcmp(pt->vars[i].name, name))
			return &pt->vars[i];
	return NULL;
}

/* stap's message for a name the function does not have there, with the
 * ones it has */
static char *no_such_local(const process_point *pt, const char *name)
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
	const process_point *pt = rp->data;

	if (pt->plt && !strcmp(name, "$name")) {
		*type = TYPE_STRING;
		return NULL;
	}
	if (pt->plt && !(pt->event == PROC_FUNCTION_RETURN && !strcmp(name, "return")))
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
	if (!strcmp(name, "return") && pt->event == PROC_FUNCTION_RETURN) {
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
	bool at_return = pt->event == PROC_FUNCTION_RETURN;
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
	const process_point *pt = rp->data;

	return rp->family == &probe_process_family &&
	       pt->event == PROC_FUNCTION_RETURN && !pt->plt;
}

bool uprobe_record_entries(session *s, session_probe *p)
{
	bool all_returns = true, keeps = false;
	probe_entries *entries = NULL;

	bool at_body = false;
	for (int j = 0; j < p->npoints; j++) {
		all_returns &= on_return(&p->points[j]);
		at_body |= on_return(&p->points[j]) &&
			   ((const process_point *)p->points[j].data)->at_body;
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
		process_point *pt = p->points[j].data;
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
	const process_point *pt = rp->data;
	int n = 0;

	*names = xcalloc((size_t)pt->nvars + 1, sizeof **names);
	for (int i = 0; i < pt->nvars; i++)
		if (pt->vars[i].is_param || pt->event != PROC_FUNCTION_RETURN)
			(*names)[n++] = pt->vars[i].name;
	return n;
}

bool uprobe_target_is_local(const resolved_point *rp, const char *name)
{
	const dvar *v = find_var(rp->data, name);

	return v && !v->is_param;
}

int uprobe_target_shape(const resolved_point *rp, const char *name)
{
	const process_point *pt = rp->data;
	const dvar *v = find_var(pt, name);
	dvar_shape shape = v ? dvars_shape(v) : DVAR_SCALAR;

	/* at a return, only what the entry's registers kept */
	if (pt->event == PROC_FUNCTION_RETURN && shape != DVAR_SCALAR &&
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
	const process_point *pt = rp->data;
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

char *proc_loc_read(session *s, const char *regs, const dvar_loc *loc, int size,
		    bool is_signed)
{
	char *c = dvars_loc_c(regs, loc, size, is_signed, "tapc_uvar_read", NULL);
	char *read = c ? arena_strdup(s->arena, c) : NULL;

	free(c);
	return read;
}

char *uprobe_target_read(session *s, const resolved_point *rp, const char *name)
{
	const process_point *pt = rp->data;

	if (!strcmp(name, "return") && pt->event == PROC_FUNCTION_RETURN)
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
	const char *regs = pt->event == PROC_FUNCTION_RETURN ? "__entry" : "regs";
	if (v->aggregate) {
		/* an aggregate: its address, or the long that holds it */
		char *c = dvars_object_c(regs, v, "tapc_uvar_read", NULL);
		char *read = c ? arena_strdup(s->arena, c) : NULL;
		free(c);
		return read;
	}
	return proc_loc_read(s, regs, &v->loc, v->size, v->is_signed);
}
