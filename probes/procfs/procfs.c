/* procfs: pass 2 (procfs_family.h). Paths, checks and messages as
 * stap's. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "probes.h"
#include "procfs_family.h"
#include "util.h"

static probe_match procfs_error(const ast_probe_point *pp, src_loc at,
				const char *what, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static probe_match procfs_error(const ast_probe_point *pp, src_loc at,
				const char *what, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	if (vasprintf(&msg, fmt, ap) < 0)
		msg = NULL;
	va_end(ap);
	diag_semantic_error(pp->loc, "identifier 'procfs'", "while resolving probe point");
	if (what)
		diag_semantic_error(at, what, "%s", msg ? msg : fmt);
	else
		diag_semantic_error_more("%s", msg ? msg : fmt);
	free(msg);
	return PROBE_FAILED;
}

/* stap's rules: relative, no empty, "." or ".." component. */
static const char *bad_path(const char *path)
{
	if (path[0] == '/')
		return "procfs path cannot start with a '/'";
	if (!*path || path[strlen(path) - 1] == '/')
		return "procfs path cannot end with a '/'";
	for (const char *p = path; *p;) {
		size_t len = strcspn(p, "/");
		if (len == 0 || (len == 1 && p[0] == '.') ||
		    (len == 2 && p[0] == '.' && p[1] == '.'))
			return "procfs path cannot be relative (and contain '.' or '..')";
		p += len;
		if (*p == '/')
			p++;
	}
	return NULL;
}

static probe_match procfs_resolve(session *s, const ast_probe_point *pp,
				  session_probe *out)
{
	procfs_point pt = { .umask = -1 };
	int i = 1;

	(void)s;
	if (!probe_component_named(pp, 0, "procfs"))
		return PROBE_NOT_MINE;
	const ast_node *arg = pp->comps[0].arg;
	if (arg && arg->kind != EX_STRING)
		return PROBE_NOT_MINE;
	pt.path = arg ? arg->str : "command";
	const char *why = bad_path(pt.path);
	if (why)
		return procfs_error(pp, pp->loc, "identifier 'procfs'", "%s", why);
	if (probe_component_named(pp, i, "umask")) {
		const ast_node *u = pp->comps[i].arg;
		if (!u || u->kind != EX_NUMBER)
			return PROBE_NOT_MINE;
		pt.umask = u->num;
		i++;
	}
	if (probe_component_is(pp, i, "write"))
		pt.write = true;
	else if (!probe_component_is(pp, i, "read"))
		return PROBE_NOT_MINE;
	i++;
	if (i < pp->ncomps) {
		const ast_component *c = &pp->comps[i];
		if (strcmp(c->name, "maxsize") != 0 || pt.write ||
		    i + 1 < pp->ncomps) {
			return probe_point_invalid_suffix(pp, i);
		}
		if (!c->arg || c->arg->kind != EX_NUMBER)
			return PROBE_NOT_MINE;
		if (c->arg->num <= 0)
			return procfs_error(pp, pp->loc, NULL,
					    "maxsize must be greater than 0");
		pt.maxsize = c->arg->num;
	}
	strbuf sb = {0};
	sb_puts(&sb, "procfs");
	if (arg)
		sb_printf(&sb, "(\"%s\")", pt.path);
	if (pt.umask >= 0)
		sb_printf(&sb, ".umask(%" PRId64 ")", pt.umask);
	sb_puts(&sb, pt.write ? ".write" : ".read");
	if (pt.maxsize)
		sb_printf(&sb, ".maxsize(%" PRId64 ")", pt.maxsize);
	procfs_point *data = arena_alloc(out->arena, sizeof *data);
	*data = pt;
	data->path = arena_strdup(out->arena, pt.path);
	probe_add_point(out, (resolved_point){ .pp = arena_steal(out->arena, &sb),
					       .data = data });
	return PROBE_MATCHED;
}

/* $value: the text a read hands out (written by the probe), or the text a
 * write brought in (read by the probe). */
static char *procfs_target(const resolved_point *rp, const char *name,
			   bool write, ast_type *type)
{
	if (strcmp(name, "value") != 0)
		return xstrdup("invalid target symbol for procfs probe, $value expected");
	const procfs_point *pt = rp->data;

	if (write && pt->write)
		return xstrdup("procfs $value variable is read-only in a procfs write probe");
	if (!write && !pt->write)
		return xstrdup("procfs $value variable cannot be read in a procfs read probe");
	*type = TYPE_STRING;
	return NULL;
}

static int file_of(procfs_files *st, session *s, const char *path)
{
	for (int k = 0; k < st->nfiles; k++)
		if (!strcmp(st->files[k].path, path))
			return k;
	procfs_file f = { .path = path, .read_probe = -1, .read_point = -1 };
	ARENA_PUSH(s->arena, st->files, st->nfiles, f);
	return st->nfiles - 1;
}

/* The file's permissions from one of its points, as stap's: 0400 for a
 * read, 0200 for a write, or what .umask(N) leaves of 0444 / 0222. */
static int point_mode(const procfs_point *pt)
{
	int all = pt->write ? 0222 : 0444;
	int umask = pt->umask >= 0 ? (int)pt->umask : pt->write ? 0022 : 0044;

	return all & ~umask;
}

/* Gathers the points into files, one a path: a file has at most one read
 * point (stap's error otherwise) and any number of write points; $value
 * is the text of the runtime's buffer that each handler is given. */
static bool procfs_record(session *s)
{
	procfs_files *st = arena_alloc(s->arena, sizeof *st);
	bool ok = true;

	*st = (procfs_files){0};
	for (family_points it = family_points_of(s, &probe_procfs_family);
	     family_next_point(&it);) {
		session_probe *p = it.probe;
		resolved_point *rp = it.rp;
		procfs_point *pt = rp->data;
		pt->file = file_of(st, s, pt->path);
		procfs_file *f = &st->files[pt->file];
		f->mode |= point_mode(pt);
		if (pt->write) {
			f->nwrites++;
		} else if (f->read_probe >= 0) {
			diag_semantic_error_alone("only one read procfs probe "
						  "can exist for procfs path "
						  "\"%s\"", pt->path);
			ok = false;
		} else {
			f->read_probe = it.i;
			f->read_point = it.j;
			f->bufsize = pt->maxsize;
		}
		if (!p->ntargets)
			continue;
		rp->target_reads = arena_alloc(s->arena, sizeof *rp->target_reads *
					       (size_t)p->ntargets);
		for (int t = 0; t < p->ntargets; t++)
			rp->target_reads[t] = !strcmp(p->targets[t], "value")
				? "(unsigned long)__value->buf" : NULL;
	}
	family_set_state(s, &probe_procfs_family, st);
	return ok;
}

bool procfs_reads_stdin(const session *s)
{
	for (family_points it = family_points_of(s, &probe_procfs_family);
	     family_next_point(&it);) {
		const procfs_point *pt = it.rp->data;
		if (pt->write && !strcmp(pt->path, "__stdin"))
			return true;
	}
	return false;
}

static const char *const procfs_shapes[] = {
	"procfs.read", "procfs.write", "procfs.read.maxsize(#)",
	"procfs($).read", "procfs($).write", "procfs($).read.maxsize(#)",
	"procfs.umask(#).read", "procfs.umask(#).write",
	"procfs.umask(#).read.maxsize(#)",
	"procfs($).umask(#).read", "procfs($).umask(#).write",
	"procfs($).umask(#).read.maxsize(#)",
	NULL,
};

const probe_family probe_procfs_family = {
	.name = "procfs",
	.shapes = procfs_shapes,
	.resolve = procfs_resolve,
	.target = procfs_target,
	.target_noun = "procfs",
	.record = procfs_record,
	.emit_handler = procfs_emit_handler,
	.emit_handlers = procfs_emit_handlers,
	.emit_entry = procfs_emit_entry,
};
