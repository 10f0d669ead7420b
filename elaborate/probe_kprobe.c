/* kprobe.function("SYM")[.return] and nd_syscall.NAME[.return]: kprobes
 * and kretprobes on kernel functions by name, without debuginfo. A glob
 * names every function of the target's BTF that matches; a plain name is
 * taken as it is, and the kernel says at registration whether it can be
 * probed. nd_syscall.NAME probes the function the syscall table calls
 * for NAME (__x64_sys_close) and offers the variables of syscall.NAME,
 * read from the system call's saved user registers. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "kfuncs.h"
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
} add_ctx;

static void add_function(const char *name, void *arg)
{
	add_ctx *ctx = arg;
	resolved_point rp = {
		.kind = ctx->is_return ? POINT_KRETPROBE : POINT_KPROBE,
		.pp = xasprintf("kprobe.function(\"%s\")%s", name,
				ctx->is_return ? ".return" : ""),
		.syscall = { .symbol = xstrdup(name), .optional = ctx->from_glob },
		.is_return = ctx->is_return,
	};
	probe_add_point(ctx->out, rp);
}

static probe_match kprobe_function(session *s, const ast_probe_point *pp,
				   session_probe *out)
{
	bool is_return = pp->ncomps == 3 && probe_component_is(pp, 2, "return");
	if ((pp->ncomps != 2 && !is_return) ||
	    !probe_component_named(pp, 1, "function"))
		return PROBE_NOT_MINE;
	const ast_node *arg = pp->comps[1].arg;
	if (!arg || arg->kind != EX_STRING || !*arg->str) {
		diag_semantic_error(pp->loc, NULL,
				    "kprobe.function needs a function name in a string");
		return PROBE_FAILED;
	}
	add_ctx ctx = { out, is_return, is_glob(arg->str) };
	if (!ctx.from_glob) {
		add_function(arg->str, &ctx);
		return PROBE_MATCHED;
	}
	if (!s->kfuncs) {
		s->kfuncs = kfuncs_load(s->kernel->release, s->kernel->build_dir,
					s->verbose);
		if (!s->kfuncs)
			return PROBE_FAILED;
	}
	return kfuncs_match(s->kfuncs, arg->str, add_function, &ctx)
		? PROBE_MATCHED : PROBE_NO_MATCH;
}

static probe_match kprobe_resolve(session *s, const ast_probe_point *pp,
				  session_probe *out)
{
	/* a return is a kretprobe on the same function */
	if (probe_component_is(pp, 0, "nd_syscall"))
		return probe_syscall_add(s, pp, out, "nd_syscall", POINT_KPROBE,
					 POINT_KRETPROBE);
	if (probe_component_is(pp, 0, "kprobe"))
		return kprobe_function(s, pp, out);
	return PROBE_NOT_MINE;
}

static int kprobe_context(const resolved_point *rp, probe_var *vars)
{
	return rp->syscall.sc ? probe_syscall_context(rp, vars) : 0;
}

static const char *const *kprobe_shapes(session *s, const ast_probe_point *pattern)
{
	static const char *const functions[] = {
		"kprobe.function($)", "kprobe.function($).return", NULL,
	};
	return probe_syscall_shapes(s, pattern, "nd_syscall", functions,
				    &s->kprobe_shapes);
}

const probe_family probe_kprobe_family = {
	.kernel_shapes = kprobe_shapes,
	.resolve = kprobe_resolve,
	.context = kprobe_context,
};
