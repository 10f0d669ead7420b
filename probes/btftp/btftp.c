/* kernel.tracepoint("GLOB") and module("M").tracepoint("GLOB"): pass 2
 * and the listing (btftp_family.h). */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "btftp_family.h"
#include "catalogs.h"
#include "diag.h"
#include "kmodules.h"
#include "ktypes.h"
#include "probes.h"
#include "tracepoint_family.h"
#include "typed.h"
#include "util.h"

static const btftp_point *point_of(const resolved_point *rp)
{
	return rp->data;
}

/* $argN's place from 0, or -1 when `name` is no argument of the point. */
static int arg_index(const btftp_point *bp, const char *name)
{
	if (strncmp(name, "arg", 3) || name[3] < '1' || name[3] > '9')
		return -1;
	char *end;
	long n = strtol(name + 3, &end, 10);
	return *end || n > bp->nargs ? -1 : (int)n - 1;
}

typedef struct matcher {
	session *s;
	const ktypes *kt;
	const char *module;        /* the kernel's name of the module */
	const char *module_pp;     /* module("...") as pp() gives it */
	const typed_source *types; /* the module's, NULL for the kernel's */
	const char *pattern;
	session_probe *out;
	int matched;
	const char **names;        /* every tracepoint, for "similar:" */
	int nnames;
	int seen;                  /* tracepoints looked at */
	int modules, typed;        /* modules named; of them with BTF */
} matcher;

static void add_point(matcher *mt, const char *name)
{
	arena *a = mt->out->arena;
	btftp_point *bp = arena_alloc(a, sizeof *bp);
	bp->name = arena_strdup(a, name);
	bp->nargs = ktypes_tracepoint_nargs(mt->kt, name);
	size_t n = (size_t)(bp->nargs > 0 ? bp->nargs : 1);
	bp->argnames = arena_alloc(a, n * sizeof *bp->argnames);
	bp->types = arena_alloc(a, n * sizeof *bp->types);
	bp->reg_types = arena_alloc(a, n * sizeof *bp->reg_types);
	bp->spelled = arena_alloc(a, n * sizeof *bp->spelled);
	for (int i = 0; i < bp->nargs; i++) {
		bp->argnames[i] = arena_asprintf(a, "arg%d", i + 1);
		bp->types[i] = ktypes_tracepoint_arg(mt->kt, name, i);
		bp->reg_types[i] = ktypes_register_type(mt->kt, bp->types[i]);
		char *sp = ktypes_spell(mt->kt, bp->types[i]);
		bp->spelled[i] = arena_strdup(a, sp);
		free(sp);
	}
	bp->module = mt->module;
	bp->source = mt->types;
	resolved_point rp = {
		.pp = mt->module
			? arena_asprintf(a, "module(\"%s\").tracepoint(\"%s\")",
					 mt->module_pp, name)
			: arena_asprintf(a, "kernel.tracepoint(\"%s\")", name),
		.data = bp,
	};
	probe_add_point(mt->out, rp);
	mt->matched++;
}

static void match_one(const char *name, void *arg)
{
	matcher *mt = arg;
	mt->seen++;
	if (!fnmatch(mt->pattern, name, 0))
		add_point(mt, name);
	else
		VEC_PUSH(mt->names, mt->nnames, name);
}

static void free_module_types(void *kt)
{
	ktypes_free(kt);
}

/* Each module the spec names: its own tracepoints from its .ko's BTF
 * (split on the kernel's). A module without BTF has none to offer. */
static void match_module(const kmodule *km, void *arg)
{
	matcher *mt = arg;
	arena *a = mt->s->arena;
	ktypes *kt = ktypes_load_module(mt->kt, km->path);

	mt->modules++;
	if (!kt)
		return;
	mt->typed++;
	arena_defer(a, free_module_types, kt);
	typed_source *ts = arena_alloc(a, sizeof *ts);
	*ts = typed_ktypes_source(kt);
	matcher each = *mt;
	each.kt = kt;
	each.types = ts;
	each.module = arena_strdup(a, km->name);
	if (!strchr(mt->module_pp, '/') && strpbrk(mt->module_pp, "*?["))
		each.module_pp = each.module;
	ktypes_tracepoints(kt, true, match_one, &each);
	mt->matched += each.matched;
	mt->seen += each.seen;
	mt->names = each.names;
	mt->nnames = each.nnames;
}

static probe_match btftp_resolve(session *s, const ast_probe_point *pp,
				 session_probe *out)
{
	bool module = pp->ncomps == 2 && probe_component_named(pp, 0, "module");
	if (pp->ncomps != 2 || (!module && !probe_component_is(pp, 0, "kernel")) ||
	    strcmp(pp->comps[1].name, "tracepoint") != 0)
		return PROBE_NOT_MINE;
	const ast_node *arg = pp->comps[1].arg;
	const ast_node *marg = pp->comps[0].arg;
	const char *what = module ? "module" : "kernel";
	if (!arg || arg->kind != EX_STRING)
		return probe_point_error(pp, "%s.tracepoint needs a tracepoint "
					 "name in a string", what);
	if (module && (!marg || marg->kind != EX_STRING))
		return probe_point_error(pp, "module().tracepoint needs a module "
					 "name in a string");
	if (strchr(arg->str, ':'))
		return probe_point_error(pp, "%s.tracepoint() does not use "
					 "system:name syntax; use the tracepoint "
					 "name only", what);
	if (!*arg->str)
		return probe_point_error(pp, "invalid %s.tracepoint() string", what);
	const ktypes *kt = kernel_types(s->kernel);
	if (!kt)
		return probe_point_error(pp, "%s.tracepoint() needs the kernel's "
					 "BTF (CONFIG_DEBUG_INFO_BTF)", what);
	matcher mt = { .s = s, .kt = kt, .pattern = arg->str, .out = out };
	if (module) {
		mt.module_pp = marg->str;
		if (!s->kernel ||
		    kmodules_match(s->kernel->release, marg->str, match_module, &mt) < 0)
			return PROBE_FAILED;
		if (mt.modules && !mt.typed)
			return probe_point_error(pp, "module.tracepoint() requires "
						 "BTF for module '%s'", marg->str);
		if (mt.typed && !mt.seen)
			return probe_point_error(pp, "no btf_trace_* entries found "
						 "in module '%s' BTF", marg->str);
	} else {
		ktypes_tracepoints(kt, false, match_one, &mt);
	}
	probe_match m = PROBE_MATCHED;
	if (!mt.matched)
		m = strpbrk(arg->str, "*?[") || !mt.nnames ? PROBE_NO_MATCH
			: probe_point_miss_similar(s, "tracepoint", arg->str,
						   mt.names, mt.nnames);
	free(mt.names);
	return m;
}

/* Arguments are integers or pointers: longs, read-only. */
static char *btftp_target(const resolved_point *rp, const char *name,
			  bool write, ast_type *type)
{
	const btftp_point *bp = point_of(rp);
	char *msg;

	if (tracepoint_context_target(name, write, type, &msg))
		return msg;
	if (arg_index(bp, name) >= 0 && write)
		return xasprintf("write to tracepoint variable '$%s' not permitted; "
				 "need stap -g", name);
	if (arg_index(bp, name) >= 0) {
		*type = TYPE_LONG;
		return NULL;
	}
	strbuf alt = {0};
	for (int i = 0; i < bp->nargs; i++)
		sb_printf(&alt, "%s$arg%d", i ? " " : "", i + 1);
	msg = xasprintf("unable to find tracepoint variable '$%s' in %s%s%s%s",
			      name, rp->pp, alt.len ? " (alternatives: " : "",
			      alt.len ? alt.buf : "", alt.len ? ")" : "");
	free(sb_steal(&alt));
	return msg;
}

static int btftp_target_names(const resolved_point *rp, const char ***names)
{
	const btftp_point *bp = point_of(rp);

	*names = xcalloc((size_t)bp->nargs + 1, sizeof **names);
	for (int i = 0; i < bp->nargs; i++)
		(*names)[i] = bp->argnames[i];
	return bp->nargs;
}

static uint32_t btftp_btf_type(const ktypes *kt, const resolved_point *rp,
			       const char *name)
{
	(void)kt;
	const btftp_point *bp = point_of(rp);
	int i = arg_index(bp, name);
	return i >= 0 && !bp->module ? bp->types[i] : 0;
}

/* A module's point: $argN's type among the module's types. */
static const typed_source *btftp_source(const resolved_point *rp,
					const char *name, uint32_t *type)
{
	const btftp_point *bp = point_of(rp);
	int i = arg_index(bp, name);
	if (i < 0 || !bp->source)
		return NULL;
	*type = bp->types[i];
	return bp->source;
}

static const char *btftp_target_c_type(const resolved_point *rp,
				       const char *name)
{
	const btftp_point *bp = point_of(rp);
	int i = arg_index(bp, name);
	return i >= 0 ? bp->spelled[i] : NULL;
}

/* A handler reads $argN as the N-th parameter it is declared with. */
static char *btftp_target_read(session *s, resolved_point *rp,
			       const char *name)
{
	int a = arg_index(point_of(rp), name);

	if (a >= 0)
		return arena_asprintf(s->arena, "__a%d", a);
	return tracepoint_context_read(s, name, "", point_of(rp)->name);
}

static bool btftp_record(session *s)
{
	family_record_target_reads(s, &probe_btftp_family, btftp_target_read);
	return true;
}

static const char *const btftp_shapes[] = {
	"kernel.tracepoint($)", "module($).tracepoint($)", NULL
};

const probe_family probe_btftp_family = {
	.name = "kernel.tracepoint",
	.shapes = btftp_shapes,
	.resolve = btftp_resolve,
	.target = btftp_target,
	.target_names = btftp_target_names,
	.target_noun = "tracepoint",
	.target_btf_type = btftp_btf_type,
	.target_source = btftp_source,
	.record = btftp_record,
	.emit_handler = btftp_emit_handler,
	.emit_entry = btftp_emit_entry,
	.target_c_type = btftp_target_c_type,
};
