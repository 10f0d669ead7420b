/* kernel.trace("GLOB"): pass 2 and the listing (tracepoint_family.h). */
#include <stdlib.h>
#include <string.h>

#include "catalogs.h"
#include "diag.h"
#include "emit.h"
#include "ktypes.h"
#include "probes.h"
#include "tracepoint_family.h"
#include "util.h"

static const tracepoint_info *tracepoint_of(const resolved_point *rp)
{
	return ((const tracepoint_point *)rp->data)->tp;
}

static void add_tracepoint(const tracepoint_info *tp, void *arg)
{
	session_probe *out = arg;
	tracepoint_point *tpp = arena_alloc(out->arena, sizeof *tpp);
	tpp->tp = tp;
	resolved_point rp = {
		/* the kernel does not always ship the header naming the system */
		.pp = *tp->system
			? arena_asprintf(out->arena, "kernel.trace(\"%s:%s\")",
					 tp->system, tp->name)
			: arena_asprintf(out->arena, "kernel.trace(\"%s\")", tp->name),
		.data = tpp,
	};
	probe_add_point(out, rp);
}

static probe_match tracepoint_resolve(session *s, const ast_probe_point *pp,
				      session_probe *out)
{
	if (pp->ncomps != 2 || !probe_component_is(pp, 0, "kernel") ||
	    strcmp(pp->comps[1].name, "trace") != 0)
		return PROBE_NOT_MINE;
	const ast_node *arg = pp->comps[1].arg;
	if (!arg || arg->kind != EX_STRING) {
		diag_semantic_error(pp->loc, NULL,
				    "kernel.trace needs a tracepoint name in a string");
		return PROBE_FAILED;
	}
	/* "NAME" or "SYSTEM:NAME" needs that tracepoint's entry alone */
	const char *colon = strchr(arg->str, ':');
	const tp_catalog *tps = strpbrk(arg->str, "*?[")
		? kernel_tracepoints(s->kernel)
		: kernel_tracepoint_named(s->kernel, colon ? colon + 1 : arg->str);
	if (!tps)
		return PROBE_FAILED;
	if (tp_catalog_match(tps, arg->str, add_tracepoint, out) > 0)
		return PROBE_MATCHED;
	if (!strpbrk(arg->str, "*?[") && !(tps = kernel_tracepoints(s->kernel)))
		return PROBE_FAILED;
	if (strpbrk(arg->str, "*?["))
		return PROBE_NO_MATCH;
	const char **names = xmalloc(sizeof *names * (size_t)(tps->ntps + 1));
	for (int i = 0; i < tps->ntps; i++)
		names[i] = tps->tps[i].name;
	probe_match m = probe_point_miss_similar(s, "tracepoint", arg->str, names,
						 tps->ntps);
	free(names);
	return m;
}

static const tp_arg *find_arg(const tracepoint_info *tp, const char *name)
{
	for (int i = 0; i < tp->nargs; i++)
		if (strcmp(tp->args[i].name, name) == 0)
			return &tp->args[i];
	return NULL;
}

bool tracepoint_context_target(const char *name, bool write, ast_type *type,
			       char **msg)
{
	if (strcmp(name, "$name") && strcmp(name, "$system"))
		return false;
	*msg = write ? xasprintf("write to tracepoint '$%s' not permitted", name)
		: NULL;
	*type = TYPE_STRING;
	return true;
}

char *tracepoint_context_read(session *s, const char *name,
			      const char *system, const char *tracepoint)
{
	const char *text = !strcmp(name, "$name") ? tracepoint : system;

	return arena_asprintf(s->arena, "(unsigned long)%s",
			      tr_c_string(s->arena, text, strlen(text)));
}

/* Tracepoint arguments are integers or pointers: longs. */
static char *tracepoint_target(const resolved_point *rp, const char *name,
			       bool write, ast_type *type)
{
	const tracepoint_info *tp = tracepoint_of(rp);
	char *msg;

	if (tracepoint_context_target(name, write, type, &msg))
		return msg;
	if (find_arg(tp, name) && write)
		/* stap's words, though -g does not allow it either */
		return xasprintf("write to tracepoint variable '$%s' not permitted; "
				 "need stap -g", name);
	if (find_arg(tp, name)) {
		*type = TYPE_LONG;
		return NULL;
	}
	strbuf alt = {0};
	for (int i = 0; i < tp->nargs; i++)
		sb_printf(&alt, "%s$%s", i ? " " : "", tp->args[i].name);
	msg = xasprintf("unable to find tracepoint variable '$%s' in %s%s%s%s",
			      name, rp->pp, alt.len ? " (alternatives: " : "",
			      alt.len ? alt.buf : "", alt.len ? ")" : "");
	free(sb_steal(&alt));
	return msg;
}

static int tracepoint_target_names(const resolved_point *rp, const char ***names)
{
	const tracepoint_info *tp = tracepoint_of(rp);

	*names = xcalloc((size_t)tp->nargs + 1, sizeof **names);
	for (int i = 0; i < tp->nargs; i++)
		(*names)[i] = tp->args[i].name;
	return tp->nargs;
}

/* A tracepoint argument's type, from the kernel's BTF. */
static uint32_t tracepoint_btf_type(const ktypes *kt, const resolved_point *rp,
				    const char *name)
{
	const tracepoint_info *tp = tracepoint_of(rp);

	for (int i = 0; i < tp->nargs; i++)
		if (!strcmp(tp->args[i].name, name))
			return ktypes_tracepoint_arg(kt, tp->name, i);
	return 0;
}

static const char *tracepoint_target_c_type(const resolved_point *rp,
					    const char *name)
{
	const tp_arg *a = find_arg(tracepoint_of(rp), name);

	return a ? a->c_type : NULL;
}

/* How each handler reads the arguments its body uses: by the handler's
 * own names for them (tracepoint_emit.c), a pointer as the number it
 * holds. */
static char *tracepoint_target_read(session *s, resolved_point *rp,
				    const char *name)
{
	const tracepoint_info *tp = tracepoint_of(rp);
	const tp_arg *a = find_arg(tp, name);

	if (a)
		return arena_asprintf(s->arena, "%s__a%d",
				      strchr(a->value_type, '*')
				      ? "(unsigned long)" : "",
				      (int)(a - tp->args));
	return tracepoint_context_read(s, name, tp->system, tp->name);
}

static bool tracepoint_record(session *s)
{
	family_record_target_reads(s, &probe_tracepoint_family,
				   tracepoint_target_read);
	return true;
}

static const char *const tracepoint_shapes[] = { "kernel.trace($)", NULL };

const probe_family probe_tracepoint_family = {
	.name = "kernel.trace",
	.shapes = tracepoint_shapes,
	.resolve = tracepoint_resolve,
	.target = tracepoint_target,
	.target_names = tracepoint_target_names,
	.target_noun = "tracepoint",
	.target_btf_type = tracepoint_btf_type,
	.record = tracepoint_record,
	.emit_handler = tracepoint_emit_handler,
	.emit_entry = tracepoint_emit_entry,
	.target_c_type = tracepoint_target_c_type,
};
