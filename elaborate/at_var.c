/* @var of the kernel's and its modules' globals (at_var.h). */
#include "at_var.h"

#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "catalogs.h"
#include "clone.h"
#include "dglobals.h"
#include "dtypes.h"
#include "kdwarf.h"
#include "kfuncs.h"
#include "kmodules.h"
#include "ktypes.h"
#include "util.h"

/* x86-64 links per-CPU variables at offsets from zero (their copies are
 * at those offsets from each CPU's area), everything else in the top
 * half of the address space. */
#define KERNEL_HALF 0xffff800000000000ULL

typedef struct found_var {
	char *key;
	bool ok;
	char *error;
	at_var_object object;
} found_var;

typedef struct dwarf_file {
	char *path;
	dwfile *dw;            /* the vmlinux's (dtypes_open), or NULL */
	kdwarf *kd;            /* a .ko's, relocated (kdwarf_open), or NULL */
	typed_source ts;
} dwarf_file;

struct at_vars {
	found_var **vars;
	int nvars;
	dwarf_file **files;
	int nfiles;
};

static void free_at_vars(void *arg)
{
	struct at_vars *av = arg;

	for (int i = 0; i < av->nfiles; i++) {
		dtypes_close(av->files[i]->dw);
		kdwarf_free(av->files[i]->kd);
	}
}

static struct at_vars *state_of(session *s)
{
	if (!s->at_vars) {
		s->at_vars = arena_alloc(s->arena, sizeof *s->at_vars);
		arena_defer(s->arena, free_at_vars, s->at_vars);
	}
	return s->at_vars;
}

bool at_var_is(const ast_node *n)
{
	return n->kind == EX_AT_OP && !strcmp(n->name, "var");
}

/* The DWARF types of the file at `path` (a vmlinux, or a .ko when
 * `relocatable`), opened once; NULL when it has none. */
static const dwarf_file *dwarf_of(session *s, const char *path, bool relocatable)
{
	struct at_vars *av = state_of(s);

	for (int i = 0; i < av->nfiles; i++)
		if (!strcmp(av->files[i]->path, path))
			return av->files[i]->dw || av->files[i]->kd ? av->files[i] : NULL;
	dwarf_file *f = arena_alloc(s->arena, sizeof *f);
	f->path = arena_strdup(s->arena, path);
	if (relocatable) {
		char *why = NULL;
		f->kd = kdwarf_open(path, &why);
		free(why);
	} else {
		f->dw = dtypes_open(path);
	}
	const dwfile *dw = f->kd ? &f->kd->dwarf : f->dw;
	f->ts = (typed_source){ dtypes_info, dtypes_member, dtypes_members,
				dtypes_spell, dw, false, NULL };
	ARENA_PUSH(s->arena, av->files, av->nfiles, f);
	return dw ? f : NULL;
}

static ast_node *c_address(session *s, src_loc loc, char *code)
{
	ast_node *n = clone_new_node(s->arena, EX_EMBEDDED, loc);

	n->str = arena_strdup(s->arena, code);
	n->type = TYPE_LONG;
	free(code);
	return n;
}

/* The C of the address of the kernel's variable linked at `addr`. */
static char *kernel_address(session *s, uint64_t addr, char **error)
{
	bool percpu = kfuncs_percpu_symbol(s->kernel->release,
					   s->kernel->build_dir, addr);

	/* a per-CPU area linked at 0: the offset is the address */
	if (percpu && addr < KERNEL_HALF)
		return xasprintf("tapc_percpu_var(%#llxUL)", (unsigned long long)addr);
	kfunc_link link = kfuncs_link_address(kernel_kfuncs(s->kernel), addr);
	if (!link.linked) {
		*error = xstrdup("the kernel's image does not say where its "
				 "symbols are");
		return NULL;
	}
	/* linked with the kernel's data: the template's address, where the
	 * kernel was loaded, plus this CPU's offset */
	return xasprintf(percpu ? "tapc_percpu_var(tapc_kernel_address(%lldL, NULL))"
				: "tapc_kernel_address(%lldL, NULL)",
			 (long long)link.offset);
}

static char *needs_dwarf(session *s, const char *name)
{
	return xasprintf("the type of '%s' is only in the kernel's DWARF debuginfo "
			 "(package linux-image-%s-dbg, its /usr/lib/debug/boot/"
			 "vmlinux-%s, is not installed)", name, s->kernel->release,
			 s->kernel->release);
}

static char *not_found(const char *name, const char *unit, const char *module)
{
	return unit ? xasprintf("unable to find global '%s' in %s's units "
				"matching '%s'", name, module, unit)
		    : xasprintf("unable to find global '%s' in %s", name, module);
}

/* Without the kernel's DWARF: a per-CPU variable, which BTF has. */
static bool kernel_btf_var(session *s, const char *name, const char *unit,
			   found_var *fv, uint64_t *addr)
{
	const ktypes *kt = kernel_types(s->kernel);
	const btf *b = kt ? ktypes_btf(kt) : NULL;
	uint32_t var = b && !unit ? btf_find(b, KIND_VAR, name) : 0;
	bool symbol = kfuncs_data_symbol(s->kernel->release, s->kernel->build_dir,
					 name, addr);

	if (!var || !symbol ||
	    !kfuncs_percpu_symbol(s->kernel->release, s->kernel->build_dir, *addr)) {
		fv->error = symbol || unit ? needs_dwarf(s, name)
					   : not_found(name, NULL, "kernel");
		return false;
	}
	fv->object.type = btf_get(b, var)->size_or_type;
	return true;
}

static void first_module(const kmodule *m, void *arg)
{
	kmodule *out = arg;

	if (!out->path) {
		out->name = xstrdup(m->name);
		out->path = xstrdup(m->path);
	}
}

/* A module's global, from its .ko's DWARF; found by name in the
 * module's symbols when the script reads it. */
static bool module_var(session *s, const char *name, const char *unit,
		       const char *module, src_loc loc, found_var *fv)
{
	kmodule m = {0};

	if (!s->kernel || kmodules_match(s->kernel->release, module, first_module, &m) <= 0 ||
	    !m.path) {
		fv->error = xasprintf("cannot find module %s debuginfo", module);
		return false;
	}
	const dwarf_file *f = dwarf_of(s, m.path, true);
	dglobal g;
	bool ok = false;
	if (!f)
		fv->error = xasprintf("the type of '%s' is only in module %s's DWARF "
				      "debuginfo, which %s has not", name, m.name, m.path);
	else if (!dglobals_find(f->ts.src, name, unit, &g))
		fv->error = not_found(name, unit, m.name);
	else
		ok = true;
	if (ok) {
		free(g.unit);
		fv->object.ts = &f->ts;
		fv->object.type = g.type;
		fv->object.address = c_address(s, loc, xasprintf(
			"tapc_module_var(\"%s\", \"%s\")", m.name, name));
	}
	free((char *)m.name);
	free((char *)m.path);
	return ok;
}

static bool kernel_var(session *s, const char *name, const char *unit,
		       src_loc loc, found_var *fv)
{
	char *path = kdwarf_vmlinux_path(s->kernel->release);
	const dwarf_file *f = path ? dwarf_of(s, path, false) : NULL;
	char *code = NULL;

	free(path);
	if (!f) {
		uint64_t addr = 0;
		if (!kernel_btf_var(s, name, unit, fv, &addr))
			return false;
		code = kernel_address(s, addr, &fv->error);
	} else {
		dglobal g;
		if (!dglobals_find(f->ts.src, name, unit, &g)) {
			fv->error = not_found(name, unit, "kernel");
			return false;
		}
		fv->object.ts = &f->ts;
		fv->object.type = g.type;
		if (g.has_addr)
			code = kernel_address(s, g.addr, &fv->error);
		else
			fv->error = xasprintf("global '%s' has no address in the "
					      "kernel's DWARF", name);
		free(g.unit);
	}
	if (code)
		fv->object.address = c_address(s, loc, code);
	return code != NULL;
}

/* stap's default: the module of the probe's point (module("M")...),
 * else the kernel. */
static char *default_module(const resolved_point *rp)
{
	const char *pp = rp && rp->pp ? rp->pp : "";

	if (strncmp(pp, "module(\"", 8))
		return xstrdup("kernel");
	const char *end = strstr(pp + 8, "\")");
	return end ? xstrndup(pp + 8, (size_t)(end - pp - 8)) : xstrdup("kernel");
}

bool at_var_find(session *s, const resolved_point *rp, ast_node *n,
		 at_var_object *out, char **error)
{
	if (n->nargs < 1 || n->nargs > 2 || n->args[0]->kind != EX_STRING ||
	    (n->nargs > 1 && n->args[1]->kind != EX_STRING)) {
		*error = xstrdup("@var needs a variable's name in a string, and "
				 "optionally a module's");
		return false;
	}
	const char *pp = rp && rp->pp ? rp->pp : "";
	const char *named = n->nargs > 1 ? n->args[1]->str : NULL;
	size_t len = named ? strlen(named) : 0;
	if (named ? strchr(named, '/') && (len < 3 || strcmp(named + len - 3, ".ko"))
		  : !strncmp(pp, "process", 7)) {
		*error = xstrdup("@var of a program's or library's globals is not "
				 "supported yet");
		return false;
	}
	char *module = named ? xstrdup(named) : default_module(rp);
	char *key = xasprintf("%s\n%s", n->args[0]->str, module);
	struct at_vars *av = state_of(s);
	found_var *fv = NULL;

	for (int i = 0; i < av->nvars && !fv; i++)
		if (!strcmp(av->vars[i]->key, key))
			fv = av->vars[i];
	if (!fv) {
		fv = arena_alloc(s->arena, sizeof *fv);
		fv->key = arena_strdup(s->arena, key);
		char *name = xstrdup(n->args[0]->str);
		char *at = strchr(name, '@');
		if (at)
			*at++ = '\0';
		fv->ok = !strcmp(module, "kernel")
			? kernel_var(s, name, at, n->loc, fv)
			: module_var(s, name, at, module, n->loc, fv);
		if (fv->error) {
			char *kept = arena_strdup(s->arena, fv->error);
			free(fv->error);
			fv->error = kept;
		}
		free(name);
		ARENA_PUSH(s->arena, av->vars, av->nvars, fv);
	}
	free(key);
	free(module);
	if (!fv->ok) {
		*error = xstrdup(fv->error ? fv->error : "unresolved @var() expression");
		return false;
	}
	*out = fv->object;
	return true;
}
