/* kernel.data(...): pass 2 (hwbkpt_family.h), with stap's forms: an
 * address with an optional .length(N), a symbol without one, then .write
 * or .rw. The length is left to the kernel, which refuses what the
 * machine's debug registers cannot watch when the point registers (x86:
 * 1, 2, 4 or 8 bytes, aligned), as stap leaves it. */
#include <stdio.h>
#include <string.h>

#include "catalogs.h"
#include "diag.h"
#include "hwbkpt_family.h"
#include "kfuncs.h"
#include "probes.h"

static probe_match access_mismatch(const ast_probe_point *pp, int i,
				   bool length_too)
{
	if (i < pp->ncomps)
		return probe_point_error(pp, "probe point mismatch (similar: rw, write%s)",
					 length_too ? ", length" : "");
	return probe_point_error(pp, "probe point mismatch: expected .write or .rw");
}

static probe_match hwbkpt_resolve(session *s, const ast_probe_point *pp,
				  session_probe *out)
{
	hwbkpt_point pt = { .length = 1 };
	const ast_node *arg = pp->ncomps >= 2 ? pp->comps[1].arg : NULL;
	int i = 2;

	if (!probe_component_is(pp, 0, "kernel") || !arg ||
	    !probe_component_named(pp, 1, "data"))
		return PROBE_NOT_MINE;
	if (arg->kind == EX_STRING) {
		pt.symbol = arena_strdup(out->arena, arg->str);
	} else {
		pt.address = (uint64_t)arg->num;
		if (i < pp->ncomps && probe_component_named(pp, i, "length")) {
			const ast_node *len = pp->comps[i].arg;
			if (!len || len->kind != EX_NUMBER)
				return probe_point_error(pp, "expected a length in bytes");
			if (len->num < 1)
				return probe_point_error(pp, "invalid length %lld",
							 (long long)len->num);
			pt.length = len->num;
			i++;
		}
	}
	if (i + 1 != pp->ncomps || (!probe_component_is(pp, i, "write") &&
				    !probe_component_is(pp, i, "rw")))
		return access_mismatch(pp, i, !pt.symbol && i == 2);
	pt.rw = probe_component_is(pp, i, "rw");
	if (pt.symbol && !kfuncs_data_symbol(s->kernel->release, s->kernel->build_dir,
					     pt.symbol, &pt.address))
		return probe_point_miss(s, "no data symbol '%s' in the kernel's "
					"symbols", pt.symbol);

	hwbkpt_point *data = arena_alloc(out->arena, sizeof *data);
	*data = pt;
	char *where = pt.symbol ? arena_asprintf(out->arena, "\"%s\"", pt.symbol)
				: arena_asprintf(out->arena, "0x%llx",
						 (unsigned long long)pt.address);
	probe_add_point(out, (resolved_point){
		.pp = arena_asprintf(out->arena, "kernel.data(%s).length(%lld).%s",
				     where, (long long)pt.length,
				     pt.rw ? "rw" : "write"),
		.data = data,
	});
	return PROBE_MATCHED;
}

/* A symbol's place for the runtime: its distance from
 * sprint_symbol_no_offset as the kernel was linked. */
static bool hwbkpt_record(session *s)
{
	for (family_points it = family_points_of(s, &probe_hwbkpt_family);
	     family_next_point(&it);) {
		hwbkpt_point *pt = it.rp->data;
		if (!pt->symbol)
			continue;
		kfunc_link link = kfuncs_link_address(kernel_kfuncs(s->kernel),
						      pt->address);
		if (!link.linked) {
			diag_semantic_error((src_loc){0}, NULL, "the kernel's image "
					    "does not say where '%s' is", pt->symbol);
			return false;
		}
		pt->link_offset = link.offset;
	}
	return true;
}

static const char *const hwbkpt_shapes[] = {
	"kernel.data(#).write", "kernel.data(#).rw",
	"kernel.data(#).length(#).write", "kernel.data(#).length(#).rw",
	"kernel.data($).write", "kernel.data($).rw",
	NULL,
};

const probe_family probe_hwbkpt_family = {
	.name = "hwbkpt",
	.shapes = hwbkpt_shapes,
	.resolve = hwbkpt_resolve,
	.record = hwbkpt_record,
	.emit_handler = hwbkpt_emit_handler,
	.emit_entry = hwbkpt_emit_entry,
};
