/* Where typed access finds the types a chain names (typed_sources.h):
 * loaded on first use and kept for the session. */
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "catalogs.h"
#include "dheaders.h"
#include "dtypes.h"
#include "kdwarf.h"
#include "kmodules.h"
#include "ktypes.h"
#include "typed_sources.h"
#include "util.h"

/* --- the types of the kernel modules @cast names --- */

typedef struct typed_module {
	const char *name;
	struct ktypes *kt;     /* NULL: the module has no BTF */
	dwfile *dw;            /* a user binary's DWARF (user_types) */
	dwfile *headers;       /* a header list's (header_types) */
	kdwarf *kd;            /* a kernel module's DWARF, where it has
	                        * no BTF (module_types) */
	typed_source ts;
} typed_module;

struct typed_modules {
	typed_module **v;
	int n;
};

static void free_typed_modules(void *arg)
{
	struct typed_modules *tm = arg;
	for (int i = 0; i < tm->n; i++) {
		ktypes_free(tm->v[i]->kt);
		dtypes_close(tm->v[i]->dw);
		dheaders_close(tm->v[i]->headers);
		kdwarf_free(tm->v[i]->kd);
	}
}

static void first_path(const kmodule *m, void *arg)
{
	char **path = arg;
	if (!*path)
		*path = xstrdup(m->path);
}

static struct typed_modules *modules_of(session *s)
{
	struct typed_modules *tm = s->typed_modules;

	if (!tm) {
		tm = s->typed_modules = arena_alloc(s->arena, sizeof *tm);
		arena_defer(s->arena, free_typed_modules, tm);
	}
	return tm;
}

bool typed_is_user_path(const char *module)
{
	size_t n = strlen(module);

	return strchr(module, '/') && !strchr(module, ':') &&
	       (n < 3 || strcmp(module + n - 3, ".ko"));
}

const typed_source *typed_user_types(session *s, const char *module)
{
	char *path = typed_is_user_path(module) ? realpath(module, NULL) : NULL;
	if (!path)
		return NULL;
	struct typed_modules *tm = modules_of(s);
	for (int i = 0; i < tm->n; i++)
		if (!strcmp(tm->v[i]->name, path)) {
			free(path);
			return tm->v[i]->dw ? &tm->v[i]->ts : NULL;
		}
	typed_module *m = arena_alloc(s->arena, sizeof *m);
	m->name = arena_strdup(s->arena, path);
	m->dw = dtypes_open(path);
	free(path);
	if (m->dw)
		m->ts = (typed_source){ dtypes_info, dtypes_member, dtypes_members,
					dtypes_spell, m->dw, true, NULL };
	ARENA_PUSH(s->arena, tm->v, tm->n, m);
	return m->dw ? &m->ts : NULL;
}

const typed_source *typed_header_types(session *s, const char *module)
{
	struct typed_modules *tm = modules_of(s);
	for (int i = 0; i < tm->n; i++)
		if (!strcmp(tm->v[i]->name, module))
			return tm->v[i]->headers ? &tm->v[i]->ts : NULL;
	bool kernel;
	typed_module *m = arena_alloc(s->arena, sizeof *m);
	m->name = arena_strdup(s->arena, module);
	if (dheaders_is(module, &kernel) && (!kernel || s->kernel))
		m->headers = dheaders_open(module, kernel ? s->kernel->release : NULL,
					   kernel ? s->kernel->build_dir : NULL,
					   s->config.verbose);
	if (m->headers)
		m->ts = (typed_source){ dtypes_info, dtypes_member, dtypes_members,
					dtypes_spell, m->headers, !kernel, NULL };
	ARENA_PUSH(s->arena, tm->v, tm->n, m);
	return m->headers ? &m->ts : NULL;
}

/* A kernel module named by the path of its .ko */
static bool is_ko_path(const char *module)
{
	size_t n = strlen(module);

	return strchr(module, '/') && !strchr(module, ':') && n > 3 &&
	       !strcmp(module + n - 3, ".ko");
}

const typed_source *typed_module_types(session *s, const char *module)
{
	bool by_path = is_ko_path(module);

	if (!*module || strpbrk(module, ":<") || !strcmp(module, "kernel") ||
	    (!by_path && strpbrk(module, "/.")) || !s->kernel)
		return NULL;
	struct typed_modules *tm = modules_of(s);
	for (int i = 0; i < tm->n; i++)
		if (!strcmp(tm->v[i]->name, module))
			return tm->v[i]->kt || tm->v[i]->kd ? &tm->v[i]->ts : NULL;
	typed_module *m = arena_alloc(s->arena, sizeof *m);
	char *path = NULL;
	m->name = arena_strdup(s->arena, module);
	if (by_path)
		path = realpath(module, NULL);
	else
		kmodules_match(s->kernel->release, module, first_path, &path);
	if (path && kernel_types(s->kernel))
		m->kt = ktypes_load_module(kernel_types(s->kernel), path);
	if (path && !m->kt) {
		char *why = NULL;
		m->kd = kdwarf_open(path, &why);
		free(why);
	}
	free(path);
	if (m->kt)
		m->ts = typed_ktypes_source(m->kt);
	else if (m->kd)
		m->ts = (typed_source){ dtypes_info, dtypes_member, dtypes_members,
					dtypes_spell, &m->kd->dwarf, false, NULL };
	ARENA_PUSH(s->arena, tm->v, tm->n, m);
	return m->kt || m->kd ? &m->ts : NULL;
}

/* --- the kernel's types as a source --- */

static void kernel_info(const void *src, uint32_t id, ktype_info *out)
{
	ktypes_info(src, id, out);
}

static bool kernel_member(const void *src, uint32_t id, const char *name,
			  kmember *out)
{
	return ktypes_member(src, id, name, out);
}

static void kernel_members(const void *src, uint32_t id,
			   void (*fn)(const char *, const kmember *, void *),
			   void *arg)
{
	ktypes_members(src, id, fn, arg);
}

static char *kernel_spell(const void *src, uint32_t id)
{
	return ktypes_spell(src, id);
}

typed_source typed_ktypes_source(const ktypes *kt)
{
	return (typed_source){ kernel_info, kernel_member, kernel_members,
			       kernel_spell, kt, false, kt };
}

