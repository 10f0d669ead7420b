/* kprobe.function and nd_syscall: pass 2 and the listing
 * (kprobe_family.h). */
#include <stdlib.h>
#include <string.h>

#include "catalogs.h"
#include "diag.h"
#include "kfuncs.h"
#include "kprobe_family.h"
#include "probes.h"
#include "util.h"

static bool is_glob(const char *s)
{
	return strpbrk(s, "*?[") != NULL;
}

typedef struct add_ctx {
	session_probe *out;
	bool is_return;
	bool from_glob;
	int64_t maxactive;         /* .return.maxactive(N), else 0 */
} add_ctx;

static void add_function(const char *name, void *arg)
{
	add_ctx *ctx = arg;
	arena *a = ctx->out->arena;
	syscall_point *data = arena_alloc(a, sizeof *data);
	data->symbol = arena_strdup(a, name);
	data->maxactive = ctx->maxactive;
	char *maxactive = ctx->maxactive
		? arena_asprintf(a, ".maxactive(%lld)", (long long)ctx->maxactive) : NULL;
	resolved_point rp = {
		.pp = arena_asprintf(a, "kprobe.function(\"%s\")%s%s", name,
				     ctx->is_return ? ".return" : "",
				     maxactive ? maxactive : ""),
		.data = data,
		.is_return = ctx->is_return,
	};
	probe_add_point(ctx->out, rp);
}

/* .return.maxactive(N): at most N calls of the function in flight at once
 * (the kretprobe's maxactive); 0 when not given, -1 after a message. */
static int64_t read_maxactive(const ast_probe_point *pp)
{
	if (pp->ncomps != 4)
		return 0;
	const ast_node *n = pp->comps[3].arg;
	if (n->num <= 0) {
		diag_semantic_error(n->loc, NULL, "maxactive must be positive");
		return -1;
	}
	return n->num;
}

static probe_match kprobe_function(session *s, const ast_probe_point *pp,
				   session_probe *out)
{
	bool is_return = pp->ncomps >= 3 && probe_component_is(pp, 2, "return");
	/* .call: a kprobe is on the function's out-of-line entry anyway */
	bool is_call = pp->ncomps == 3 && probe_component_is(pp, 2, "call");
	bool maxactive = pp->ncomps == 4 && probe_component_named(pp, 3, "maxactive") &&
		pp->comps[3].arg && pp->comps[3].arg->kind == EX_NUMBER;
	if ((pp->ncomps != 2 && !is_return && !is_call) || (pp->ncomps == 4 && !maxactive) ||
	    pp->ncomps > 4 || !probe_component_named(pp, 1, "function"))
		return PROBE_NOT_MINE;
	const ast_node *arg = pp->comps[1].arg;
	if (!arg || arg->kind != EX_STRING || !*arg->str) {
		diag_semantic_error(pp->loc, NULL,
				    "kprobe.function needs a function name in a string");
		return PROBE_FAILED;
	}
	add_ctx ctx = { out, is_return, is_glob(arg->str), read_maxactive(pp) };
	if (ctx.maxactive < 0)
		return PROBE_FAILED;
	const kfunc_list *kfuncs = kernel_kfuncs(s->kernel);
	if (!kfuncs)
		return PROBE_FAILED;
	/* a name the kernel has no probe-able function of is stap's "no
	 * match" here, not a registration that fails in the guest */
	if (!ctx.from_glob) {
		if (!kfuncs_has(kfuncs, arg->str) &&
		    kfuncs_refused_name(kfuncs, arg->str))
			return probe_point_error(pp, "the kernel refuses kprobes on "
						 "%s (its kprobe blacklist, "
						 ".kprobes.text, noinstr or entry "
						 "text)", arg->str);
		if (!kfuncs_has(kfuncs, arg->str) &&
		    !kfuncs_text_symbol(s->kernel->release,
					s->kernel->build_dir, arg->str))
			return PROBE_NO_MATCH;
		add_function(arg->str, &ctx);
		return PROBE_MATCHED;
	}
	return kfuncs_match_traced(kfuncs, arg->str, add_function, &ctx)
		? PROBE_MATCHED : PROBE_NO_MATCH;
}

/* kernel.statement(ADDR)[.absolute] and kprobe.statement(ADDR).absolute:
 * a kprobe at an address. An .absolute one is the running kernel's, as
 * /proc/kallsyms shows it, in guru mode only (stap's rule: nothing checks
 * it is an instruction's start); a plain one is the kernel's as it was
 * linked (the image's kallsyms, System.map), moved at load as far as
 * KASLR moved sprint_symbol_no_offset. */
static probe_match kprobe_statement(session *s, const ast_probe_point *pp,
				    session_probe *out, const char *prefix)
{
	bool absolute = pp->ncomps == 3 && probe_component_is(pp, 2, "absolute");
	const ast_node *arg = pp->comps[1].arg;
	if ((pp->ncomps != 2 && !absolute) || !arg || arg->kind != EX_NUMBER ||
	    (!absolute && strcmp(prefix, "kernel")))
		return PROBE_NOT_MINE;
	if (absolute && !s->config.guru)
		return probe_point_error(pp, "absolute statement probe in "
					 "unprivileged script; need stap -g");
	arena *a = out->arena;
	syscall_point *data = arena_alloc(a, sizeof *data);
	data->address = (uint64_t)arg->num;
	data->absolute = absolute;
	resolved_point rp = {
		.pp = arena_asprintf(a, "%s.statement(0x%llx)%s", prefix,
				     (unsigned long long)data->address,
				     absolute ? ".absolute" : ""),
		.data = data,
	};
	probe_add_point(out, rp);
	return PROBE_MATCHED;
}

static probe_match kprobe_resolve(session *s, const ast_probe_point *pp,
				  session_probe *out)
{
	/* a return is a kretprobe on the same function */
	if (probe_component_is(pp, 0, "nd_syscall"))
		return probe_syscall_add(s, pp, out, "nd_syscall", true);
	bool kprobe = probe_component_is(pp, 0, "kprobe");
	if ((kprobe || probe_component_is(pp, 0, "kernel")) && pp->ncomps >= 2 &&
	    probe_component_named(pp, 1, "statement"))
		return kprobe_statement(s, pp, out, kprobe ? "kprobe" : "kernel");
	if (kprobe)
		return kprobe_function(s, pp, out);
	return PROBE_NOT_MINE;
}

static const syscall_info *call_of(const resolved_point *rp)
{
	return ((const syscall_point *)rp->data)->sc;
}

static int kprobe_context(const resolved_point *rp, probe_var *vars)
{
	return call_of(rp) ? probe_syscall_context(rp, vars) : 0;
}

/* Where the kprobe's function is, for the runtime to register them all
 * at once: its distance from sprint_symbol_no_offset, which the module
 * finds it from (the first of several static functions of its name, as a
 * kprobe by name takes). */
static void record_link(session *s, syscall_point *sp)
{
	if (sp->absolute || sp->never)
		return;
	const kfunc_list *kfuncs = kernel_kfuncs(s->kernel);
	sp->link = sp->symbol ? kfuncs_link(kfuncs, sp->symbol)
			      : kfuncs_link_address(kfuncs, sp->address);
}

/* Each probe's body runs through its system call runner: with the
 * variables of an nd_syscall's call, with none for a function. */
static bool kprobe_record(session *s)
{
	bool ok = true;

	for (family_points it = family_points_of(s, &probe_kprobe_family);
	     family_next_point(&it);) {
		const resolved_point *rp = it.rp;
		ok &= sc_plan_add_point(s, it.i, rp, call_of(rp) != NULL);
		record_link(s, rp->data);
	}
	return ok;
}

static char *kprobe_runs_on(const resolved_point *rp)
{
	const syscall_point *sp = rp->data;

	if (!sp->symbol)
		return xstrdup(rp->pp);
	return xasprintf("kprobe.function(\"%s\")%s", sp->symbol,
			 rp->is_return ? ".return" : "");
}

static const char *const *kprobe_shapes(session *s, const ast_probe_point *pattern)
{
	static const char *const functions[] = {
		"kprobe.function($)", "kprobe.function($).call",
		"kprobe.function($).return",
		"kprobe.function($).return.maxactive(#)",
		"kprobe.statement(#).absolute", "kernel.statement(#)",
		"kernel.statement(#).absolute", NULL,
	};
	static const char *const prefixes[] = { "nd_syscall", NULL };
	if (!probe_syscall_shapes_wanted(pattern, prefixes, functions))
		return NULL;
	/* made once per session: the family's state is its shapes */
	char **shapes = family_state(s, &probe_kprobe_family);
	if (!shapes) {
		shapes = probe_syscall_shapes(s, prefixes, functions);
		if (shapes)
			family_set_state(s, &probe_kprobe_family, shapes);
	}
	return (const char *const *)shapes;
}

const probe_family probe_kprobe_family = {
	.name = "kprobe",
	.builds_on = &probe_syscall_family,
	.kernel_shapes = kprobe_shapes,
	.resolve = kprobe_resolve,
	.context = kprobe_context,
	.record = kprobe_record,
	.emit_handlers = kprobe_emit_handlers,
	.emit_entries = kprobe_emit_entries,
	.runs_on = kprobe_runs_on,
};
