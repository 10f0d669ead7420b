/* process("PATH").function("PATTERN")[.call|.return], .plt, and the
 * family's object: pass 2 (uprobe_family.h). PATH is found as stap finds
 * it, its functions read from its DWARF, else from its symbol table
 * (user/ubin.h); PATTERN is stap's FUNC[@FILE[:LINE]], globs in FUNC and
 * FILE. */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "dpattern.h"
#include "dprologue.h"
#include "dvars.h"
#include "probes.h"
#include "similar.h"
#include "ubin.h"
#include "uprobe_family.h"
#include "util.h"

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

/* stap's rule for a program's functions entered other than by a call
 * (the program's entry, i386's PC thunks): no return to probe, so a
 * .return passes them over, but under guru mode. */
static bool no_return_probe(const add_ctx *ctx, const char *name)
{
	return ctx->is_return && !ctx->plt && !ctx->s->config.guru &&
	       (!strcmp(name, "_start") || !fnmatch("__*.get_pc_thunk.*", name, 0));
}

static void add_function(const ubin_func *f, void *arg)
{
	add_ctx *ctx = arg;
	const dpattern *fp = ctx->fp;

	if ((fp->file && !dpattern_file_matches(fp->file, f->file)) ||
	    (fp->line && fp->line != f->line) || no_return_probe(ctx, f->name))
		return;
	uprobe_point *p = arena_alloc(ctx->s->arena, sizeof *p);
	p->kind = ctx->is_return ? UPROBE_RETURN : UPROBE_FUNCTION;
	p->path = ctx->bin->path;
	p->where.path_slot = -1;
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

probe_match uprobe_resolve_function(session *s, const ast_probe_point *pp,
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
		proc_warn_no_dwarf(s, bin);
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
		int n = 0;
		for (int i = 0; i < bin->nfuncs; i++)
			if (!no_return_probe(&ctx, bin->funcs[i].name))
				names[n++] = bin->funcs[i].name;
		char *list = similar_list(pattern, names, n);
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


/* A point in a binary: a function's, a PLT entry's, a statement's. */
static probe_match resolve_in_binary(session *s, const ast_probe_point *pp,
				     session_probe *out)
{
	probe_match m = uprobe_resolve_function(s, pp, out);

	return m == PROBE_NOT_MINE ? ustmt_resolve(s, pp, out) : m;
}

static probe_match uprobe_resolve(session *s, const ast_probe_point *pp,
				  session_probe *out)
{
	if (pp->ncomps < 2 || !probe_component_named(pp, 0, "process"))
		return PROBE_NOT_MINE;
	bool library = probe_component_named(pp, 1, "library");
	/* a library's marker is umark_family.h's */
	if (library && pp->ncomps >= 3 && (probe_component_named(pp, 2, "mark") ||
					   probe_component_named(pp, 2, "provider")))
		return PROBE_NOT_MINE;
	if (!library && !probe_component_named(pp, 1, "function") &&
	    !probe_component_named(pp, 1, "plt") &&
	    !probe_component_named(pp, 1, "statement"))
		return PROBE_NOT_MINE;
	return proc_resolve(s, pp, out, resolve_in_binary);
}

/* Each return's entry, then how each point reads its variables, then
 * the uprobes' count. */
static bool uprobe_record(session *s)
{
	bool ok = true;
	int nslots = 0;

	for (family_probes it = family_probes_of(s, &probe_uprobe_family);
	     family_next_probe(&it);)
		ok &= uprobe_record_entries(s, it.probe);
	if (!ok)
		return false;
	family_record_target_reads(s, &probe_uprobe_family, uprobe_target_read);
	for (family_points it = family_points_of(s, &probe_uprobe_family);
	     family_next_point(&it);) {
		const uprobe_point *pt = it.rp->data;
		nslots += 1 + (pt->at_body && pt->keep_entry);
	}
	if (nslots) {
		uprobe_plan *plan = arena_alloc(s->arena, sizeof *plan);
		plan->nslots = nslots;
		family_set_state(s, &probe_uprobe_family, plan);
	}
	return true;
}

static const char *const uprobe_shapes[] = {
	"process($).function($)", "process($).function($).call",
	"process($).function($).return", "process($).function($).inline",
	"process($).statement(#)", "process($).statement(#).absolute",
	"process($).plt($)", "process($).plt($).return", "process($).plt",
	"process($).statement($)", "process($).library($).function($)",
	"process($).library($).function($).return",
	"process($).library($).plt($)", "process($).library($).statement($)",
	"process(#).function($)", "process(#).function($).call",
	"process(#).function($).return", "process(#).function($).inline",
	"process(#).plt($)", "process(#).plt($).return", "process(#).plt",
	"process(#).statement($)", "process(#).statement(#)",
	"process(#).statement(#).absolute", "process(#).library($).function($)",
	"process(#).library($).function($).return",
	"process(#).library($).plt($)", "process(#).library($).statement($)",
	NULL,
};

const probe_family probe_uprobe_family = {
	.name = "process.function",
	.builds_on = &probe_process_family,
	.shapes = uprobe_shapes,
	.resolve = uprobe_resolve,
	.target = uprobe_target,
	.target_names = uprobe_target_names,
	.target_is_local = uprobe_target_is_local,
	.target_unavailable = uprobe_target_unavailable,
	.target_shape = uprobe_target_shape,
	.target_listed = uprobe_target_listed,
	.target_c_type = uprobe_target_c_type,
	.target_source = uprobe_target_source,
	.place_key = proc_place_key,
	.record = uprobe_record,
	.emit_tables = uprobe_emit_tables,
	.emit_handler = uprobe_emit_handler,
	.emit_entries = uprobe_emit_entries,
	.return_targets_at_entry = true,
};
