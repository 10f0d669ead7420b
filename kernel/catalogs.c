/* The target's catalogs, each loaded on first ask and kept with it
 * (catalogs.h). */
#include "catalogs.h"

#include <stdlib.h>
#include <string.h>

#include "kexports.h"
#include "kfuncs.h"
#include "kreserved.h"
#include "ktypes.h"
#include "syscalls.h"
#include "tracepoints.h"
#include "util.h"

/* One catalog: asked for yet, and what that gave (NULL: it could not
 * be made, and was said). */
typedef struct slot {
	bool tried;
	void *catalog;
} slot;

/* A kind of a floor above (kernel_catalog). */
typedef struct other {
	const kcache_kind *kind;
	slot slot;
	void (*free_catalog)(void *);
} other;

struct kernel_catalogs {
	slot syscalls, tracepoints, kfuncs, types, reserved, exports;
	/* catalogs of one tracepoint each (kernel_tracepoint_named) */
	struct tp_catalog **one_tracepoints;
	int n_one_tracepoints;
	other *others;
	int nothers;
};

static struct kernel_catalogs *catalogs_of(kernel_target *k)
{
	if (!k->catalogs)
		k->catalogs = xcalloc(1, sizeof *k->catalogs);
	return k->catalogs;
}

static void *once(kernel_target *k, slot *s, void *(*load)(const kernel_target *k))
{
	if (!s->tried) {
		s->tried = true;
		s->catalog = load(k);
	}
	return s->catalog;
}

static void *load_syscalls(const kernel_target *k)
{
	return sc_catalog_load(k->release, k->build_dir, k->verbose);
}

static void *load_tracepoints(const kernel_target *k)
{
	return tp_catalog_load(k->release, k->build_dir, k->verbose);
}

static void *load_kfuncs(const kernel_target *k)
{
	return kfuncs_load(k->release, k->build_dir, k->verbose);
}

static void *load_types(const kernel_target *k)
{
	return ktypes_load(k->release, k->build_dir, k->verbose);
}

static void *load_reserved(const kernel_target *k)
{
	return kreserved_load(k->release, k->build_dir, k->verbose);
}

static void *load_exports(const kernel_target *k)
{
	return kexports_load(k->build_dir);
}

struct sc_catalog *kernel_syscalls(kernel_target *k)
{
	return once(k, &catalogs_of(k)->syscalls, load_syscalls);
}

struct tp_catalog *kernel_tracepoints(kernel_target *k)
{
	return once(k, &catalogs_of(k)->tracepoints, load_tracepoints);
}

struct tp_catalog *kernel_tracepoint_named(kernel_target *k, const char *name)
{
	struct kernel_catalogs *c = catalogs_of(k);

	if (!c->tracepoints.tried) {
		/* the whole catalog, when kept, answers as fast */
		c->tracepoints.catalog = tp_catalog_load_kept(k->release,
							      k->build_dir,
							      k->verbose);
		c->tracepoints.tried = c->tracepoints.catalog != NULL;
	}
	if (c->tracepoints.tried)
		return c->tracepoints.catalog;
	for (int i = 0; i < c->n_one_tracepoints; i++)
		if (!strcmp(c->one_tracepoints[i]->tps[0].name, name))
			return c->one_tracepoints[i];
	struct tp_catalog *one = tp_catalog_load_one(k->release, k->build_dir,
						     name, k->verbose);
	if (!one)
		return kernel_tracepoints(k);
	VEC_PUSH(c->one_tracepoints, c->n_one_tracepoints, one);
	return one;
}

struct kfunc_list *kernel_kfuncs(kernel_target *k)
{
	return once(k, &catalogs_of(k)->kfuncs, load_kfuncs);
}

struct ktypes *kernel_types(kernel_target *k)
{
	return once(k, &catalogs_of(k)->types, load_types);
}

struct kreserved *kernel_reserved(kernel_target *k)
{
	return once(k, &catalogs_of(k)->reserved, load_reserved);
}

struct kexport_set *kernel_exports(kernel_target *k)
{
	return once(k, &catalogs_of(k)->exports, load_exports);
}

void *kernel_catalog(kernel_target *k, const kcache_kind *kind,
		     void (*free_catalog)(void *))
{
	struct kernel_catalogs *c = catalogs_of(k);

	for (int i = 0; i < c->nothers; i++)
		if (c->others[i].kind == kind)
			return c->others[i].slot.catalog;
	other o = {
		.kind = kind,
		.slot = { true, kcache_load(kind, k->release, k->build_dir,
					    k->verbose) },
		.free_catalog = free_catalog,
	};
	VEC_PUSH(c->others, c->nothers, o);
	return o.slot.catalog;
}

void kernel_catalogs_free(kernel_target *k)
{
	struct kernel_catalogs *c = k->catalogs;

	if (!c)
		return;
	if (c->syscalls.catalog)
		sc_catalog_free(c->syscalls.catalog);
	if (c->tracepoints.catalog)
		tp_catalog_free(c->tracepoints.catalog);
	for (int i = 0; i < c->n_one_tracepoints; i++)
		tp_catalog_free(c->one_tracepoints[i]);
	free(c->one_tracepoints);
	if (c->kfuncs.catalog)
		kfuncs_free(c->kfuncs.catalog);
	ktypes_free(c->types.catalog);
	if (c->reserved.catalog)
		kreserved_free(c->reserved.catalog);
	if (c->exports.catalog)
		kexports_free(c->exports.catalog);
	for (int i = 0; i < c->nothers; i++)
		if (c->others[i].slot.catalog && c->others[i].free_catalog)
			c->others[i].free_catalog(c->others[i].slot.catalog);
	free(c->others);
	free(c);
	k->catalogs = NULL;
}
