/* kernel.function and module().function: pass 2 and the listing
 * (kfunc_family.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalogs.h"
#include "diag.h"
#include "kdwarf.h"
#include "kexports.h"
#include "kfunc_family.h"
#include "kfuncs.h"
#include "kmodules.h"
#include "probes.h"
#include "typed.h"
#include "util.h"
#include "walk.h"

static bool is_glob(const char *s)
{
	return strpbrk(s, "*?[") != NULL;
}

/* What the point asks for, from its components after the function. */
typedef struct request {
	session *s;
	session_probe *out;
	const char *module;        /* NULL: the kernel */
	const ktypes *module_types; /* the module's, from its BTF, or NULL */
	bool is_return, exported, from_glob;
	bool dwarfless;            /* kprobe.module(): by its name alone */
	int added;                 /* out-of-line points added */
	int blocked;               /* matches stap's translator passes over */
	int64_t maxactive;
	const kexport_set *exports;
	kfunc_dwarf_request dwarf;  /* the same for points placed from DWARF */
} request;

static void add_function(const char *name, void *arg)
{
	request *rq = arg;
	if (!rq->dwarfless && kfunc_blocklisted(rq->s, rq->module, name, rq->is_return)) {
		rq->blocked++;
		return;
	}
	if (rq->exported && !kexports_has(rq->exports, name))
		return;
	rq->added++;
	kfunc_point *kp = arena_alloc(rq->s->arena, sizeof *kp);
	kp->function = arena_strdup(rq->s->arena, name);
	kp->module = rq->module ? arena_strdup(rq->s->arena, rq->module) : NULL;
	kp->s = rq->s;
	if (rq->module) {
		kp->kt = rq->module_types;
		if (kp->kt)
			kp->types = typed_ktypes_source(kp->kt);
	}
	kp->maxactive = rq->maxactive;
	strbuf pp = {0};
	if (rq->dwarfless)
		sb_printf(&pp, "kprobe.module(\"%s\").", rq->module);
	else if (rq->module)
		sb_printf(&pp, "module(\"%s\").", rq->module);
	else
		sb_puts(&pp, "kernel.");
	sb_printf(&pp, "function(\"%s\")%s", name, rq->is_return ? ".return" : "");
	if (rq->maxactive)
		sb_printf(&pp, ".maxactive(%lld)", (long long)rq->maxactive);
	resolved_point rp = {
		.pp = arena_strdup(rq->out->arena, pp.buf),
		.data = kp,
		.is_return = rq->is_return,
	};
	free(pp.buf);
	probe_add_point(rq->out, rp);
}

/* What needs the kernel's DWARF where its vmlinux with debug info is not
 * installed: refused, naming the package that has it. */
static probe_match needs_dwarf(session *s, const ast_probe_point *pp,
			       const char *what)
{
	/* an optional point is passed over, as stap passes it over */
	if (pp->optional || pp->sufficient)
		return PROBE_NO_MATCH;
	char *text = probe_point_text(pp);
	char *msg = xasprintf("%s needs %s, which only the kernel's DWARF "
			      "debuginfo has (package linux-image-%s-dbg, its "
			      "/usr/lib/debug/boot/vmlinux-%s, is not installed)",
			      text, what, s->kernel->release, s->kernel->release);
	diag_semantic_error(pp->loc, NULL, "%s", msg);
	free(msg);
	free(text);
	return PROBE_FAILED;
}

/* The components after function("..."): .call, .exported, .return,
 * .maxactive(N) (after .return); false after a message. */
static probe_match read_suffixes(const ast_probe_point *pp,
				 request *rq)
{
	for (int i = 2; i < pp->ncomps; i++) {
		const ast_component *c = &pp->comps[i];
		if (probe_component_is(pp, i, "call") && !rq->is_return &&
		    !rq->dwarf.is_inline) {
			rq->dwarf.is_call = true;
			continue;
		}
		if (probe_component_is(pp, i, "exported") && !rq->is_return) {
			rq->exported = true;
			continue;
		}
		if (probe_component_is(pp, i, "return") && !rq->is_return &&
		    !rq->dwarf.is_inline && !rq->dwarf.is_call) {
			rq->is_return = true;
			continue;
		}
		if (probe_component_is(pp, i, "inline") && !rq->is_return &&
		    !rq->dwarf.is_call && i == pp->ncomps - 1) {
			rq->dwarf.is_inline = true;
			continue;
		}
		if (rq->is_return && probe_component_named(pp, i, "maxactive") &&
		    c->arg && c->arg->kind == EX_NUMBER && i == pp->ncomps - 1) {
			if (c->arg->num <= 0) {
				diag_semantic_error(c->arg->loc, NULL,
						    "maxactive must be positive");
				return PROBE_FAILED;
			}
			rq->maxactive = c->arg->num;
			continue;
		}
		return PROBE_NOT_MINE;
	}
	return PROBE_MATCHED;
}

static probe_match match_kernel(session *s, const char *pattern, request *rq)
{
	kfunc_list *kfuncs = kernel_kfuncs(s->kernel);
	if (!kfuncs)
		return PROBE_FAILED;
	if (rq->exported) {
		rq->exports = kernel_exports(s->kernel);
		if (!rq->exports)
			return PROBE_FAILED;
	}
	int blocked = rq->blocked;
	int n = (rq->from_glob ? kfuncs_match_traced : kfuncs_match)(
		kfuncs, pattern, add_function, rq);
	return n > rq->blocked - blocked ? PROBE_MATCHED : PROBE_NO_MATCH;
}

typedef struct module_ctx {
	request *rq;
	const char *pattern;
	int matches;
	bool failed;
} module_ctx;

static void add_module_function(const char *name, void *arg)
{
	module_ctx *mc = arg;
	int blocked = mc->rq->blocked;
	add_function(name, mc->rq);
	mc->matches += mc->rq->blocked == blocked;
}

/* The types of the module at `path`: its split BTF on the kernel's; NULL
 * when it has none (its parameters cannot be read then). */
static const ktypes *types_of_module(session *s, const char *path)
{
	const ktypes *kernel = kernel_types(s->kernel);
	if (!kernel)
		return NULL;
	kfunc_state *mt = kfunc_state_of(s);
	for (int i = 0; i < mt->n; i++)
		if (!strcmp(mt->paths[i], path))
			return mt->types[i];
	int n = mt->n;
	ARENA_PUSH(s->arena, mt->paths, n, arena_strdup(s->arena, path));
	ARENA_PUSH(s->arena, mt->types, mt->n, ktypes_load_module(kernel, path));
	return mt->types[mt->n - 1];
}

/* What only DWARF gives: a source file or line, a statement, inline
 * instances. */
static bool wants_dwarf(const request *rq)
{
	return rq->dwarf.statement || rq->dwarf.is_inline ||
	       strchr(rq->dwarf.pattern, '@');
}

/* A module with DWARF has its points placed from it; without, what
 * needs DWARF is refused as stap refuses it. */
static bool match_dwarf_module(const kmodule *m, module_ctx *mc)
{
	request *rq = mc->rq;
	const kdwarf *kd = kfunc_dwarf_of(rq->s, m->path);
	if (!kd && !wants_dwarf(rq))
		return false;
	/* an optional point ('?', '!') of a module without DWARF is
	 * passed over without a word, as stap passes it over */
	if (!kd && (rq->dwarf.pp->optional || rq->dwarf.pp->sufficient))
		return true;
	if (!kd) {
		probe_point_error(rq->dwarf.pp, "cannot find module %s debuginfo: No "
				  "DWARF information found [man warning::debuginfo]",
				  m->name);
		mc->failed = true;
		return true;
	}
	rq->dwarf.module = m->name;
	if (kfunc_dwarf_add(&rq->dwarf, kd) == PROBE_FAILED)
		mc->failed = true;
	return true;
}

static void match_one_module(const kmodule *m, void *arg)
{
	module_ctx *mc = arg;
	if (mc->failed || (!mc->rq->dwarfless && match_dwarf_module(m, mc)))
		return;
	mc->rq->module = m->name;
	mc->rq->module_types = mc->rq->dwarfless ? NULL
				: types_of_module(mc->rq->s, m->path);
	kmodule_functions(m, mc->pattern, add_module_function, mc);
}

/* kprobe.module("NAME").function("FUNC"): stap's dwarfless probe on a
 * module's function, placed by its name in the module's kallsyms when
 * the module loads; no $variables. A module the kernel installs must
 * have the function; any other (a module of the user's, loaded later)
 * is taken at its word, as stap takes it. Neither name may be a
 * wildcard (stapprobes: such a probe would not be registered). */
static probe_match match_module_dwarfless(session *s, const ast_probe_point *pp,
					  const char *name, const char *function,
					  request *rq)
{
	if (is_glob(name) || is_glob(function) || strchr(name, '/')) {
		diag_semantic_error(pp->loc, NULL, "kprobe.module().function() "
				    "needs a module's name and a function's, "
				    "without wildcards");
		return PROBE_FAILED;
	}
	module_ctx mc = { rq, function, 0, false };
	int found = kmodules_match(s->kernel->release, name, match_one_module, &mc);
	if (found < 0)
		return PROBE_FAILED;
	if (found)
		return mc.matches ? PROBE_MATCHED : PROBE_NO_MATCH;
	rq->module = name;
	add_function(function, rq);
	return PROBE_MATCHED;
}

static probe_match match_module(session *s, const ast_probe_point *pp,
				const char *name, const char *pattern,
				request *rq)
{
	if (rq->exported) {
		diag_semantic_error(pp->loc, NULL, "module().function().exported "
				    "is not supported yet");
		return PROBE_FAILED;
	}
	module_ctx mc = { rq, pattern, 0, false };
	rq->from_glob |= is_glob(name);
	rq->dwarf.from_glob = rq->from_glob;
	if (kmodules_match(s->kernel->release, name, match_one_module, &mc) < 0 ||
	    mc.failed)
		return PROBE_FAILED;
	return mc.matches || rq->dwarf.added ? PROBE_MATCHED : PROBE_NO_MATCH;
}

/* module("M").statement(ADDR): from the module's DWARF (its layout's
 * addresses, as stap's); without it, stap's missing debuginfo. */
static probe_match match_module_address(session *s, const ast_probe_point *pp,
					const char *name, uint64_t address,
					session_probe *out)
{
	request rq = { .s = s, .out = out };
	rq.dwarf = (kfunc_dwarf_request){
		.s = s, .out = out, .pp = pp, .spec = name, .pattern = "",
		.statement = true, .by_address = true, .address = address,
	};
	return match_module(s, pp, name, "", &rq);
}

/* What the kernel's own points need DWARF for: from its vmlinux with
 * debug info where one is installed, else refused with the package. */
static probe_match match_kernel_dwarf(session *s, const ast_probe_point *pp,
				      request *rq)
{
	const kdwarf *kd = kfunc_dwarf_of(s, NULL);
	if (!kd)
		return needs_dwarf(s, pp, rq->dwarf.statement ? "statements by source line"
				   : rq->dwarf.is_inline ? "inline instances"
				   : "source files and lines");
	probe_match m = kfunc_dwarf_add(&rq->dwarf, kd);
	return m == PROBE_NO_MATCH && !rq->dwarf.added ? PROBE_NO_MATCH : m;
}

/* function("NAME") is also NAME's inline instances, as stap's, where
 * the kernel's DWARF has them (.call, .return and .exported are the
 * out-of-line copy alone). A glob's would be thousands of kprobes: it
 * takes BTF's functions alone. The tapsets' aliases are written on the
 * out-of-line functions and their BTF parameters: they hit the same
 * calls whether the DWARF is installed or not. */
static probe_match match_kernel_inlines(session *s, const ast_probe_point *pp,
					const char *name, request *rq)
{
	if (rq->from_glob || rq->dwarf.is_call || rq->exported ||
	    (pp->loc.file && pp->loc.file->is_tapset) ||
	    !kfunc_dwarf_has_inline(s, name))
		return PROBE_NO_MATCH;
	if (rq->is_return) {
		/* stap's word for what it drops when nothing else is left */
		if (!rq->added)
			diag_plain("WARNING", "cannot probe .return of 1 inlined "
				   "functions %s", name);
		return PROBE_NO_MATCH;
	}
	const kdwarf *kd = kfunc_dwarf_of(s, NULL);
	if (!kd)
		return PROBE_NO_MATCH;
	rq->dwarf.inlines_only = true;
	return kfunc_dwarf_add(&rq->dwarf, kd);
}

typedef struct name_vec {
	const char **names;
	int n;
} name_vec;

typedef struct name_vec_ctx {
	name_vec v;
	const request *rq;
} name_vec_ctx;

static void collect_name(const char *name, void *arg)
{
	name_vec_ctx *c = arg;
	if (!kfunc_blocklisted(c->rq->s, NULL, name, c->rq->is_return))
		VEC_PUSH(c->v.names, c->v.n, name);
}

/* A kernel function that is not there (or not probed): the probe-able
 * ones closest to its name, as stap suggests them. */
static probe_match similar_kernel_functions(session *s, const char *name,
					    const request *rq)
{
	name_vec_ctx c = { {0}, rq };
	kfuncs_match(kernel_kfuncs(s->kernel), "*", collect_name, &c);
	probe_match m = probe_point_miss_similar(s, "function", name, c.v.names, c.v.n);
	free(c.v.names);
	return m;
}

static probe_match kfunc_resolve(session *s, const ast_probe_point *pp,
				 session_probe *out)
{
	/* kprobe.module(M).function(F) is module(M).function(F) without
	 * the module's DWARF or BTF */
	ast_probe_point after_kprobe;
	bool dwarfless = probe_component_is(pp, 0, "kprobe") && pp->ncomps >= 3 &&
			 probe_component_named(pp, 1, "module") &&
			 probe_component_named(pp, 2, "function");
	if (dwarfless) {
		after_kprobe = *pp;
		after_kprobe.comps++;
		after_kprobe.ncomps--;
		pp = &after_kprobe;
	}
	bool kernel = probe_component_is(pp, 0, "kernel");
	bool module = probe_component_named(pp, 0, "module");
	if ((!kernel && !module) || pp->ncomps < 2)
		return PROBE_NOT_MINE;
	const ast_node *sarg = pp->comps[1].arg;
	/* kernel.statement(ADDR): the kprobe family's, from kallsyms */
	if (kernel && probe_component_named(pp, 1, "statement") && sarg &&
	    sarg->kind == EX_NUMBER)
		return PROBE_NOT_MINE;
	bool statement = probe_component_named(pp, 1, "statement");
	if (!statement && !probe_component_named(pp, 1, "function"))
		return PROBE_NOT_MINE;
	const ast_node *marg = pp->comps[0].arg;
	const ast_node *arg = pp->comps[1].arg;
	if (module && statement && arg && arg->kind == EX_NUMBER && marg &&
	    marg->kind == EX_STRING && *marg->str && pp->ncomps == 2)
		return match_module_address(s, pp, marg->str, (uint64_t)arg->num, out);
	if ((module && (!marg || marg->kind != EX_STRING || !*marg->str)) ||
	    !arg || arg->kind != EX_STRING || !*arg->str) {
		diag_semantic_error(pp->loc, NULL, module
			? "module().%s() needs a module and a function name in strings"
			: "kernel.%s needs a function name in a string",
			statement ? "statement" : "function");
		return PROBE_FAILED;
	}
	request rq = { .s = s, .out = out, .from_glob = is_glob(arg->str),
		       .dwarfless = dwarfless };
	rq.dwarf = (kfunc_dwarf_request){
		.s = s, .out = out, .pp = pp, .spec = module ? marg->str : NULL,
		.pattern = arg->str, .statement = statement,
		.from_glob = rq.from_glob,
	};
	if (statement && pp->ncomps > 2)
		return PROBE_NOT_MINE;
	probe_match m = statement ? PROBE_MATCHED : read_suffixes(pp, &rq);
	if (m != PROBE_MATCHED)
		return m;
	rq.dwarf.is_return = rq.is_return;
	rq.dwarf.maxactive = rq.maxactive;
	if (dwarfless)
		return rq.exported || rq.dwarf.is_inline ? PROBE_NOT_MINE
			: match_module_dwarfless(s, pp, marg->str, arg->str, &rq);
	if (module)
		return match_module(s, pp, marg->str, arg->str, &rq);
	if (wants_dwarf(&rq))
		return match_kernel_dwarf(s, pp, &rq);
	m = match_kernel(s, arg->str, &rq);
	if (m == PROBE_FAILED)
		return m;
	if (match_kernel_inlines(s, pp, arg->str, &rq) == PROBE_MATCHED)
		return PROBE_MATCHED;
	return m == PROBE_NO_MATCH && !rq.from_glob && !rq.added
		? similar_kernel_functions(s, arg->str, &rq) : m;
}

static const kfunc_point *point_of(const resolved_point *rp)
{
	return rp->data;
}

/* The BTF types its prototype is of; NULL: none (a point placed from
 * DWARF is typed by DWARF). */
static const ktypes *kfunc_types_of(const kfunc_point *kp)
{
	if (kp->dwarf || kp->module)
		return kp->kt;
	return kernel_types(kp->s->kernel);
}

/* The function's prototype; false when BTF has none (a module's). */
static bool proto_of(const resolved_point *rp, kproto *out)
{
	const kfunc_point *kp = point_of(rp);
	const ktypes *kt = kfunc_types_of(kp);
	return kt && ktypes_function(kt, kp->function, out);
}

static const kparam *find_param(const kproto *p, const char *name)
{
	for (int i = 0; i < p->nparams; i++)
		if (*p->params[i].name && !strcmp(p->params[i].name, name))
			return &p->params[i];
	return NULL;
}

static char *unknown_target(const resolved_point *rp, const kproto *p,
			    bool has_proto, const char *name)
{
	strbuf alt = {0};
	for (int i = 0; has_proto && i < p->nparams; i++)
		if (*p->params[i].name && p->params[i].reg >= 0)
			sb_printf(&alt, "%s$%s", alt.len ? " " : "", p->params[i].name);
	if (has_proto && rp->is_return && p->ret)
		sb_printf(&alt, "%s$return", alt.len ? " " : "");
	/* a global of the kernel's (stap's $jiffies in any function): its
	 * type is in the DWARF alone, BTF has no globals but per-CPU ones */
	const kfunc_point *kp = point_of(rp);
	const kernel_target *k = kp->s->kernel;
	uint64_t addr;
	char *global = NULL;
	if (has_proto && !kp->module &&
	    kfuncs_data_symbol(k->release, k->build_dir, name, &addr) &&
	    !kfunc_dwarf_of(kp->s, NULL))
		global = xasprintf(": '$%s' is a kernel global, whose type only "
				   "the kernel's DWARF debuginfo has (package "
				   "linux-image-%s-dbg, its /usr/lib/debug/boot/"
				   "vmlinux-%s, is not installed)",
				   name, k->release, k->release);
	char *msg = has_proto
		? xasprintf("unable to find target variable '$%s' in %s%s%s%s%s", name,
			    rp->pp, global ? global : "",
			    alt.len ? " (alternatives: " : "",
			    alt.len ? alt.buf : "", alt.len ? ")" : "")
		: xasprintf("unable to find target variable '$%s' in %s: the "
			    "module has no BTF that describes the function",
			    name, rp->pp);
	free(sb_steal(&alt));
	free(global);
	return msg;
}

/* Parameters and $return are integers or pointers: longs. */
static char *kfunc_target(const resolved_point *rp, const char *name,
			  bool write, ast_type *type)
{
	if (point_of(rp)->dwarf)
		return kfunc_dwarf_target(rp, name, write, type);
	kproto p;
	bool has = proto_of(rp, &p);
	const kparam *a = has ? find_param(&p, name) : NULL;
	bool ret = has && rp->is_return && !strcmp(name, "return") && p.ret;
	if (!a && !ret)
		return unknown_target(rp, &p, has, name);
	char *refused = write ? kfunc_write_refused(rp, name) : NULL;
	if (refused)
		return refused;
	if (a && a->held_reg >= 0 && write)
		return xasprintf("cannot write target variable '$%s' in %s: it is "
				 "a struct or union", name, rp->pp);
	if (a && a->reg < 0 && a->held_reg < 0)
		return xasprintf("cannot read target variable '$%s' in %s: %s",
				 name, rp->pp, p.unreadable ? p.unreadable
				 : "it is not passed in a register");
	if (ret && p.ret_unreadable)
		return xasprintf("cannot read target variable '$return' in %s: it is "
				 "%s", rp->pp, p.ret_unreadable);
	*type = TYPE_LONG;
	return NULL;
}

static int kfunc_target_names(const resolved_point *rp, const char ***names)
{
	kproto p;
	int n = 0;
	*names = NULL;
	if (point_of(rp)->dwarf)
		return kfunc_dwarf_target_names(rp, names);
	if (!proto_of(rp, &p))
		return 0;
	*names = xcalloc((size_t)p.nparams + 1, sizeof **names);
	for (int i = 0; i < p.nparams; i++)
		if (*p.params[i].name && (p.params[i].reg >= 0 || p.params[i].aggregate))
			(*names)[n++] = p.params[i].name;
	return n;
}

/* A struct by value: BTF's in the register that holds it, else not
 * readable; DWARF's where its location says. */
static int kfunc_target_shape(const resolved_point *rp, const char *name)
{
	if (point_of(rp)->dwarf)
		return kfunc_dwarf_target_shape(rp, name);
	kproto p;
	bool has = proto_of(rp, &p);
	/* a struct returned by value: "{...}" in $$return */
	if (has && rp->is_return && !strcmp(name, "return") && p.ret_aggregate)
		return TARGET_UNREADABLE;
	const kparam *a = has ? find_param(&p, name) : NULL;
	if (!a || !a->aggregate)
		return TARGET_SCALAR;
	return a->held_reg >= 0 ? TARGET_HELD : TARGET_UNREADABLE;
}

/* A DWARF variable in scope with no location here: "=?" in $$vars,
 * and left out of -L's list, as stap lists what it can locate. */
static bool kfunc_target_unavailable(const resolved_point *rp, const char *name)
{
	return point_of(rp)->dwarf && kfunc_dwarf_unavailable(rp, name);
}

static bool kfunc_target_listed(const resolved_point *rp, const char *name)
{
	return !kfunc_target_unavailable(rp, name);
}

/* Only DWARF has locals. */
static bool kfunc_target_is_local(const resolved_point *rp, const char *name)
{
	return point_of(rp)->dwarf && kfunc_dwarf_is_local(rp, name);
}

static const char *kfunc_target_c_type(const resolved_point *rp,
				       const char *name)
{
	const kfunc_point *kp = point_of(rp);
	kproto p;
	if (kp->dwarf)
		return kfunc_dwarf_c_type(rp, name);
	if (!proto_of(rp, &p))
		return NULL;
	const kparam *a = find_param(&p, name);
	uint32_t type = a ? a->type : !strcmp(name, "return") ? p.ret : 0;
	/* listings only: the spelling lives as long as the process */
	return type ? ktypes_spell(kfunc_types_of(kp), type) : NULL;
}

/* A parameter's or $return's BTF type, for $var->member (typed.h). */
static uint32_t kfunc_btf_type(const ktypes *kt, const resolved_point *rp,
			       const char *name)
{
	kproto p;
	(void)kt;
	if (!proto_of(rp, &p))
		return 0;
	const kparam *a = find_param(&p, name);
	if (a)
		return a->reg >= 0 || a->held_reg >= 0 ? a->type : 0;
	return rp->is_return && !strcmp(name, "return") && !p.ret_unreadable
		? p.ret : 0;
}

/* A module's parameters are of its own types too: their source is the
 * module's catalog (the kernel's types and its own), not the kernel's. */
static const typed_source *kfunc_target_source(const resolved_point *rp,
					       const char *name, uint32_t *type)
{
	const kfunc_point *kp = point_of(rp);
	if (kp->dwarf)
		return kfunc_dwarf_source(rp, name, type);
	if (!kp->module || !kp->kt)
		return NULL;
	*type = kfunc_btf_type(kp->kt, rp, name);
	return *type ? &kp->types : NULL;
}

/* The C that reads a value of BTF type `type` held in the long `reg`,
 * as a long of the value's width and sign. */
static char *read_as(arena *a, const ktypes *kt, uint32_t type, const char *reg)
{
	const char *c = ktypes_register_type(kt, type);
	return arena_asprintf(a, "(int64_t)(%s)%s", c ? c : "s64", reg);
}

static const char *const arg_regs[] = { "di", "si", "dx", "cx", "r8", "r9" };

/* @entry(): of a parameter, the parameter itself (the entry's register);
 * of anything else, and of a -> chain read plainly, computed at the
 * entry (entry_slot). False after a message. */
static bool record_entries(session *s, session_probe *p)
{
	bool returns = false, others = false;
	for (int j = 0; j < p->npoints; j++) {
		bool ret = p->points[j].family == &probe_kfunc_family &&
			   p->points[j].is_return;
		returns |= ret;
		others |= !ret;
	}
	if (others)
		return !returns || probe_mixed_reads_entries(p, false);
	probe_returns_read_entries(s, p->probe->body, false);
	probe_entries_as_targets(p->probe->body);
	kfunc_entries *entries = arena_alloc(s->arena, sizeof *entries);
	bool ok = probe_entry_slots(s, p, entries, NULL);
	for (int j = 0; entries->n && j < p->npoints; j++)
		((kfunc_point *)p->points[j].data)->entries = entries;
	return ok;
}

static bool same_reads(const session_probe *p, const resolved_point *a,
		       const resolved_point *b)
{
	if (a->is_return != b->is_return)
		return false;
	for (int t = 0; t < p->ntargets; t++) {
		const char *x = a->target_reads ? a->target_reads[t] : NULL;
		const char *y = b->target_reads ? b->target_reads[t] : NULL;
		if ((x || y) && (!x || !y || strcmp(x, y)))
			return false;
		const kfunc_point *ka = a->data, *kb = b->data;
		x = ka->writes ? ka->writes[t] : NULL;
		y = kb->writes ? kb->writes[t] : NULL;
		if ((x || y) && (!x || !y || strcmp(x, y)))
			return false;
	}
	return true;
}

/* Each point calls the handler of the first point of its run of points
 * (in the probe's order) that read their variables the same way. */
static void record_handlers(session_probe *p)
{
	int owner = -1;
	for (int j = 0; j < p->npoints; j++) {
		resolved_point *rp = &p->points[j];
		if (rp->family != &probe_kfunc_family)
			continue;
		kfunc_point *kp = rp->data;
		if (owner < 0 || !same_reads(p, &p->points[owner], rp))
			owner = j;
		kp->handler = owner;
	}
}

typedef struct assigned_walk {
	const char *name;
	bool found;
} assigned_walk;

static bool find_assignment(ast_node *n, void *arg)
{
	assigned_walk *w = arg;

	if ((n->kind == EX_ASSIGN || n->kind == EX_PREINC ||
	     n->kind == EX_POSTINC) && n->lhs->kind == EX_TARGET &&
	    !strcmp(n->lhs->name, w->name))
		w->found = true;
	return !w->found;
}

/* A guru's $return = EXPR and $param = EXPR: the handler stores the
 * local back into the register the function reads it from once the
 * body has run (pass 2 let through only those). */
static const char *write_back(session *s, const session_probe *p,
			      const resolved_point *rp, int t)
{
	const kfunc_point *kp = rp->data;
	const char *name = p->targets[t];
	assigned_walk w = { .name = name };
	int reg = -1;

	if (!s->config.guru)
		return NULL;
	walk_tree(p->probe->body, find_assignment, &w);
	if (!w.found)
		return NULL;
	if (rp->is_return)
		return arena_asprintf(s->arena, "regs_set_return_value(regs, "
				      "(unsigned long)__l->target%d);", t);
	if (kp->dwarf) {
		reg = kfunc_dwarf_write_reg(rp, name);
	} else {
		kproto proto;
		const kparam *a = proto_of(rp, &proto) ? find_param(&proto, name) : NULL;
		reg = a ? a->reg : -1;
	}
	return reg < 0 ? NULL : arena_asprintf(s->arena, "regs->%s = (unsigned long)"
					      "__l->target%d;", arg_regs[reg], t);
}

static void record_writes(session *s, const session_probe *p, resolved_point *rp)
{
	kfunc_point *kp = rp->data;
	const char **writes = arena_alloc(s->arena, sizeof *writes * (size_t)p->ntargets);
	bool any = false;

	for (int t = 0; t < p->ntargets; t++)
		any |= (writes[t] = write_back(s, p, rp, t)) != NULL;
	kp->writes = any ? writes : NULL;
}

/* Where each target variable of a point is: a parameter in its register
 * at the entry, in the copy of the registers the entry kept at a return;
 * $return in the return value's register. */
static void record_point(session *s, session_probe *p, resolved_point *rp)
{
	kfunc_point *kp = rp->data;
	if (kp->dwarf)
		kfunc_dwarf_record(s, kp);
	else if (!kp->module)
		kp->link = kfuncs_link(kernel_kfuncs(s->kernel), kp->function);
	if (!p->ntargets)
		return;
	kproto proto;
	bool has_proto = proto_of(rp, &proto);
	rp->target_reads = arena_alloc(s->arena, sizeof *rp->target_reads *
				       (size_t)p->ntargets);
	for (int t = 0; t < p->ntargets; t++) {
		const kparam *a = has_proto ? find_param(&proto, p->targets[t])
					    : NULL;
		char reg[32];
		rp->target_reads[t] = probe_entry_read(s->arena, kp->entries,
						       "__c->entry_vals",
						       p->targets[t]);
		if (!rp->target_reads[t] && kp->dwarf)
			rp->target_reads[t] = kfunc_dwarf_read(s, rp, p->targets[t],
							       p->target_uses[t]);
		if (rp->target_reads[t] || !has_proto)
			continue;
		if (a && a->held_reg >= 0) {
			/* a struct held whole: the register's long */
			rp->target_reads[t] = rp->is_return
				? arena_asprintf(s->arena, "(u64)__entry[%d]", a->held_reg)
				: arena_asprintf(s->arena, "(u64)regs->%s",
						 arg_regs[a->held_reg]);
		} else if (a && a->reg >= 0) {
			if (rp->is_return)
				snprintf(reg, sizeof reg, "__entry[%d]", a->reg);
			else
				snprintf(reg, sizeof reg, "regs->%s", arg_regs[a->reg]);
			rp->target_reads[t] = read_as(s->arena, kfunc_types_of(kp),
						      a->type, reg);
		} else if (!strcmp(p->targets[t], "return")) {
			rp->target_reads[t] = read_as(s->arena, kfunc_types_of(kp),
						      proto.ret,
						      "regs_return_value(regs)");
		}
	}
	record_writes(s, p, rp);
}

/* Each probe's entries, then its points' reads, then their handlers. */
static bool kfunc_record(session *s)
{
	bool ok = true;
	for (family_probes it = family_probes_of(s, &probe_kfunc_family);
	     family_next_probe(&it);) {
		session_probe *p = it.probe;
		ok &= record_entries(s, p);
		for (int j = 0; j < p->npoints; j++)
			if (p->points[j].family == &probe_kfunc_family)
				record_point(s, p, &p->points[j]);
		record_handlers(p);
	}
	return ok;
}

static char *kfunc_runs_on(const resolved_point *rp)
{
	return xstrdup(rp->pp);
}

static const char *const kfunc_shapes[] = {
	"kernel.function($)", "kernel.function($).call",
	"kernel.function($).exported", "kernel.function($).return",
	"kernel.function($).return.maxactive(#)", "kernel.function($).inline",
	"kernel.statement($)",
	"module($).function($)", "module($).function($).call",
	"module($).function($).return", "module($).function($).inline",
	"module($).function($).return.maxactive(#)",
	"module($).statement($)",
	"kprobe.module($).function($)", "kprobe.module($).function($).call",
	"kprobe.module($).function($).return",
	"kprobe.module($).function($).return.maxactive(#)", NULL,
};

const probe_family probe_kfunc_family = {
	.name = "kernel.function",
	.shapes = kfunc_shapes,
	.resolve = kfunc_resolve,
	.target = kfunc_target,
	.target_names = kfunc_target_names,
	.target_is_local = kfunc_target_is_local,
	.target_unavailable = kfunc_target_unavailable,
	.target_listed = kfunc_target_listed,
	.target_shape = kfunc_target_shape,
	.target_btf_type = kfunc_btf_type,
	.target_source = kfunc_target_source,
	.record = kfunc_record,
	.emit_handler = kfunc_emit_handler,
	.emit_handlers = kfunc_emit_handlers,
	.emit_entries = kfunc_emit_entries,
	.target_c_type = kfunc_target_c_type,
	.runs_on = kfunc_runs_on,
};
