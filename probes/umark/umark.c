/* process("PATH").mark("NAME") and process("PATH").provider("P").mark("NAME"):
 * pass 2 (umark_family.h). */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "probes.h"
#include "similar.h"
#include "umark_family.h"
#include "ubin.h"
#include "usdt.h"
#include "util.h"

static const usdt_mark *mark_of(const resolved_point *rp)
{
	return ((const umark_point *)rp->data)->mark;
}

/* " (similar marks: a, b)" for a name no marker has */
static char *similar_marks(const ubin *bin, const char *name)
{
	const char **names = xcalloc((size_t)bin->nmarks + 1, sizeof *names);
	for (int i = 0; i < bin->nmarks; i++)
		names[i] = bin->marks[i].name;
	char *sim = similar_names(name, names, bin->nmarks);
	free(names);
	if (!*sim)
		return sim;
	char *marks = xasprintf(" (similar marks: %s", sim + strlen(" (similar: "));
	free(sim);
	return marks;
}

static probe_match resolve_in_binary(session *s, const ast_probe_point *pp,
				     session_probe *out)
{
	bool with_provider = pp->ncomps == 3 && probe_component_named(pp, 1, "provider") &&
			     probe_component_named(pp, 2, "mark");
	if (!with_provider && !(pp->ncomps == 2 && probe_component_named(pp, 1, "mark")))
		return PROBE_NOT_MINE;
	const ast_node *marg = pp->comps[with_provider ? 2 : 1].arg;
	const ast_node *parg = with_provider ? pp->comps[1].arg : NULL;
	if (!marg || marg->kind != EX_STRING || !*marg->str ||
	    (with_provider && (!parg || parg->kind != EX_STRING)))
		return probe_point_error(pp, "process(\"PATH\").mark needs the "
					 "marker's name in a string");
	probe_match failure;
	const ubin *bin = proc_open_bin(s, pp, &failure);
	if (!bin)
		return failure;
	int added = 0;
	for (int i = 0; i < bin->nmarks; i++) {
		const usdt_mark *m = &bin->marks[i];
		if (fnmatch(marg->str, m->name, 0) ||
		    (parg && fnmatch(parg->str, m->provider, 0)))
			continue;
		umark_point *p = arena_alloc(s->arena, sizeof *p);
		*p = (umark_point){ .where.path_slot = -1, .bin = bin, .mark = m };
		/* pp() is the uprobe's statement, pn() the marker */
		resolved_point rp = {
			.pp = arena_asprintf(out->arena, "process(\"%s\").statement(%#llx)",
					     bin->path, (unsigned long long)m->addr),
			.pn = arena_asprintf(out->arena, "process(\"%s\")%s%s%s.mark(\"%s\")",
					     bin->path, parg ? ".provider(\"" : "",
					     parg ? m->provider : "", parg ? "\")" : "",
					     m->name),
			.data = p,
		};
		probe_add_point(out, rp);
		added++;
	}
	if (added)
		return PROBE_MATCHED;
	if (pp->optional)
		return PROBE_NO_MATCH;
	char *sim = similar_marks(bin, marg->str);
	probe_match r = probe_point_error(pp, "no match%s", sim);
	free(sim);
	return r;
}

/* $argN's N, or 0 */
static int arg_number(const char *name)
{
	if (strncmp(name, "arg", 3) || !name[3] ||
	    strspn(name + 3, "0123456789") != strlen(name + 3))
		return 0;
	return atoi(name + 3);
}

static probe_match umark_resolve(session *s, const ast_probe_point *pp,
				 session_probe *out)
{
	if (pp->ncomps < 2 || !probe_component_named(pp, 0, "process"))
		return PROBE_NOT_MINE;
	bool library = probe_component_named(pp, 1, "library");
	int at = library ? 2 : 1;  /* the marker's first component */
	if (pp->ncomps <= at || (!probe_component_named(pp, at, "mark") &&
				 !probe_component_named(pp, at, "provider")))
		return PROBE_NOT_MINE;
	return proc_resolve(s, pp, out, resolve_in_binary);
}

static char *umark_target(const resolved_point *rp, const char *name, bool write,
		   ast_type *type)
{
	const usdt_mark *m = mark_of(rp);
	int n = arg_number(name);

	if (write)
		return xstrdup("write to target variable not permitted; need stap -g");
	if (!strcmp(name, "$name") || !strcmp(name, "$provider")) {
		*type = TYPE_STRING;
		return NULL;
	}
	if (!n)
		return xstrdup("invalid target symbol for a marker, $argN, $$name, "
			       "$$provider or $$parms expected");
	if (n > m->nargs)
		return xasprintf("marker '%s' has %d argument%s: there is no $arg%d",
				 m->name, m->nargs, m->nargs == 1 ? "" : "s", n);
	if (!m->args[n - 1].known)
		return xasprintf("marker '%s' keeps $arg%d where tapc cannot read it "
				 "yet", m->name, n);
	*type = TYPE_LONG;
	return NULL;
}

/* $$parms: the arguments */
static int umark_target_names(const resolved_point *rp, const char ***names)
{
	static const char *const args[] = {
		"arg1", "arg2", "arg3", "arg4", "arg5", "arg6", "arg7", "arg8",
		"arg9", "arg10", "arg11", "arg12",
	};
	const usdt_mark *m = mark_of(rp);
	int n = m->nargs < 12 ? m->nargs : 12;

	*names = xcalloc((size_t)n + 1, sizeof **names);
	for (int i = 0; i < n; i++)
		(*names)[i] = args[i];
	return n;
}

static char *umark_target_read(session *s, resolved_point *rp, const char *name)
{
	const usdt_mark *m = mark_of(rp);
	int n = arg_number(name);

	/* a string target holds the address of its text */
	if (!strcmp(name, "$name") || !strcmp(name, "$provider")) {
		const char *text = name[1] == 'n' ? m->name : m->provider;
		return arena_asprintf(s->arena, "(unsigned long)%s",
				      tr_c_string(s->arena, text, strlen(text)));
	}
	if (n < 1 || n > m->nargs || !m->args[n - 1].known)
		return NULL;
	const usdt_arg *a = &m->args[n - 1];
	return proc_loc_read(s, "regs", &a->loc, a->size, a->is_signed);
}

/* How each point reads its variables; the uprobes' count. */
static bool umark_record(session *s)
{
	int nslots = 0;

	family_record_target_reads(s, &probe_umark_family, umark_target_read);
	for (family_points it = family_points_of(s, &probe_umark_family);
	     family_next_point(&it);)
		nslots++;
	if (nslots) {
		int *state = arena_alloc(s->arena, sizeof *state);
		*state = nslots;
		family_set_state(s, &probe_umark_family, state);
	}
	return true;
}

static const char *const umark_shapes[] = {
	"process($).mark($)", "process($).provider($).mark($)",
	"process($).library($).mark($)",
	"process(#).mark($)", "process(#).provider($).mark($)",
	"process(#).library($).mark($)",
	NULL,
};

const probe_family probe_umark_family = {
	.name = "process.mark",
	.builds_on = &probe_process_family,
	.shapes = umark_shapes,
	.resolve = umark_resolve,
	.target = umark_target,
	.target_names = umark_target_names,
	.place_key = proc_place_key,
	.record = umark_record,
	.emit_tables = umark_emit_tables,
	.emit_handler = umark_emit_handler,
	.emit_entries = umark_emit_entries,
};
