/* procfs[("PATH")][.umask(N)].read[.maxsize(N)] and .write: a file under
 * /proc/systemtap/MODULE/ whose reads run a probe that sets $value, and
 * whose writes run one that reads it. Paths, checks and messages as
 * stap's. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "probes.h"
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
		fprintf(stderr, "semantic error: %s\n\n", msg ? msg : fmt);
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
	resolved_point rp = { .kind = POINT_PROCFS };
	int i = 1;

	(void)s;
	if (!probe_component_named(pp, 0, "procfs"))
		return PROBE_NOT_MINE;
	const ast_node *arg = pp->comps[0].arg;
	if (arg && arg->kind != EX_STRING)
		return PROBE_NOT_MINE;
	rp.procfs.path = arg ? arg->str : "command";
	rp.procfs.umask = -1;
	const char *why = bad_path(rp.procfs.path);
	if (why)
		return procfs_error(pp, pp->loc, "identifier 'procfs'", "%s", why);
	if (probe_component_named(pp, i, "umask")) {
		const ast_node *u = pp->comps[i].arg;
		if (!u || u->kind != EX_NUMBER)
			return PROBE_NOT_MINE;
		rp.procfs.umask = u->num;
		i++;
	}
	if (probe_component_is(pp, i, "write"))
		rp.procfs.write = true;
	else if (!probe_component_is(pp, i, "read"))
		return PROBE_NOT_MINE;
	i++;
	if (i < pp->ncomps) {
		const ast_component *c = &pp->comps[i];
		if (strcmp(c->name, "maxsize") != 0 || rp.procfs.write ||
		    i + 1 < pp->ncomps) {
			char *what = xasprintf("identifier '%s'", c->name);
			procfs_error(pp, pp->loc, what, "invalid suffix for probe");
			free(what);
			return PROBE_FAILED;
		}
		if (!c->arg || c->arg->kind != EX_NUMBER)
			return PROBE_NOT_MINE;
		if (c->arg->num <= 0)
			return procfs_error(pp, pp->loc, NULL,
					    "maxsize must be greater than 0");
		rp.procfs.maxsize = c->arg->num;
	}
	strbuf sb = {0};
	sb_puts(&sb, "procfs");
	if (arg)
		sb_printf(&sb, "(\"%s\")", rp.procfs.path);
	if (rp.procfs.umask >= 0)
		sb_printf(&sb, ".umask(%" PRId64 ")", rp.procfs.umask);
	sb_puts(&sb, rp.procfs.write ? ".write" : ".read");
	if (rp.procfs.maxsize)
		sb_printf(&sb, ".maxsize(%" PRId64 ")", rp.procfs.maxsize);
	rp.pp = sb_steal(&sb);
	rp.procfs.path = xstrdup(rp.procfs.path);
	probe_add_point(out, rp);
	return PROBE_MATCHED;
}

/* $value: the text a read hands out (written by the probe), or the text a
 * write brought in (read by the probe). */
static char *procfs_target(const resolved_point *rp, const char *name,
			   bool write, ast_type *type)
{
	if (strcmp(name, "value") != 0)
		return xstrdup("invalid target symbol for procfs probe, $value expected");
	if (write && rp->procfs.write)
		return xstrdup("procfs $value variable is read-only in a procfs write probe");
	if (!write && !rp->procfs.write)
		return xstrdup("procfs $value variable cannot be read in a procfs read probe");
	*type = TYPE_STRING;
	return NULL;
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
	.shapes = procfs_shapes,
	.resolve = procfs_resolve,
	.target = procfs_target,
};
