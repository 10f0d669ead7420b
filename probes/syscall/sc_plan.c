/* Pass 2's decisions for the system call runners and tables
 * (syscall_family.h): what each probe's runner fills, from where, and
 * which tables of the target's system calls the module carries. Pass 3
 * writes them out as they are. */
#include <stdlib.h>
#include <string.h>

#include "catalogs.h"
#include "syscall_family.h"
#include "util.h"

sc_plan *sc_plan_of(session *s)
{
	sc_plan *plan = family_state(s, &probe_syscall_family);

	if (plan)
		return plan;
	plan = arena_alloc(s->arena, sizeof *plan);
	family_set_state(s, &probe_syscall_family, plan);
	return plan;
}

const sc_plan *sc_plan_get(const session *s)
{
	return family_state(s, &probe_syscall_family);
}

/* The catalog, and the table of which calls are probed, once. */
static sc_plan *plan_with_catalog(session *s)
{
	sc_plan *plan = sc_plan_of(s);

	if (plan->catalog)
		return plan;
	plan->catalog = kernel_syscalls(s->kernel);
	if (!plan->catalog)
		return NULL;
	plan->probed = arena_alloc(s->arena, sizeof *plan->probed *
				   ((size_t)plan->catalog->max_nr + 1));
	return plan;
}

bool sc_plan_need_tables(session *s)
{
	sc_plan *plan = plan_with_catalog(s);

	if (plan)
		plan->tables = true;
	return plan != NULL;
}

/* A probe whose points are all returns that run on the runner keeps its
 * @entry(EXPR)s from the entries: in the module's table when a point is
 * on the tracepoints, which holds a few values for each call; false
 * after a message. (Returns of other families beside them keep theirs
 * elsewhere: such a probe's @entry is pass 3's "not supported yet".) */
static bool record_entries(session *s, session_probe *p, sc_runner *r)
{
	bool in_table = false;

	for (int j = 0; j < p->npoints; j++) {
		const probe_family *f = p->points[j].family;
		if (!p->points[j].is_return ||
		    (f != &probe_syscall_family &&
		     f->builds_on != &probe_syscall_family))
			return true;
		in_table |= f == &probe_syscall_family;
	}
	probe_entries *entries = arena_alloc(s->arena, sizeof *entries);
	if (!probe_entry_slots(s, p, entries, in_table ? "system call" : NULL))
		return false;
	r->entries = entries->n ? entries : NULL;
	return true;
}

/* The runner of probe `index`, with a read for each variable its body
 * reads or writes that its points fill in (SYM_CONTEXT locals); until a
 * point says otherwise, each is an argument. NULL after a message. */
static sc_runner *runner_of(sc_plan *plan, session *s, int index)
{
	if (!plan->runners) {
		plan->nprobes = s->nprobes;
		plan->runners = arena_alloc(s->arena, sizeof *plan->runners *
					    (size_t)s->nprobes);
	}
	if (plan->runners[index])
		return plan->runners[index];
	sc_runner *r = arena_alloc(s->arena, sizeof *r);
	const ast_probe *p = s->probes[index]->probe;
	for (int i = 0; i < p->nlocals; i++)
		if (p->locals[i]->kind == SYM_CONTEXT) {
			sc_read read = { .var = p->locals[i], .kind = SC_VAR_ARG };
			ARENA_PUSH(s->arena, r->reads, r->nreads, read);
		}
	plan->runners[index] = r;
	return record_entries(s, s->probes[index], r) ? r : NULL;
}

/* What `read` is at a point of system call `sc` (NULL: syscall_any). */
static void settle_read(session *s, sc_plan *plan, sc_read *read,
			const syscall_point *sp, const resolved_point *rp)
{
	const syscall_info *sc = sp->sc;
	const char *name = read->var->name;
	sc_var vars[SC_MAX_VARS];
	int n = sc_point_vars(sc, rp->is_return, vars);

	/* the first point that defines the name says what it is: the same
	 * at every point (name, argstr, ...) or an argument, wherever it is */
	for (int k = 0; k < n; k++) {
		if (strcmp(vars[k].name, name))
			continue;
		if (!read->settled) {
			read->kind = vars[k].kind;
			read->settled = true;
		}
		if (vars[k].kind != SC_VAR_ARG)
			break;
		read->has_table = true;
		/* a string at one call and a long at another is filled only
		 * where it has the body's type */
		if (vars[k].type != read->var->type)
			break;
		sc_arg_at at = { sc->nr, vars[k].arg + 1, vars[k].how, vars[k].set };
		ARENA_PUSH(s->arena, read->table, read->ntable, at);
		plan->sets[vars[k].set] = true;
		break;
	}
}

bool sc_plan_add_point(session *s, int index, const resolved_point *rp,
		       bool offers_vars)
{
	sc_plan *plan = plan_with_catalog(s);
	const syscall_point *sp = rp->data;

	if (!plan)
		return false;
	/* a point of 32-bit calls never runs */
	if (sp->never)
		return true;
	sc_runner *r = runner_of(plan, s, index);
	if (!r)
		return false;
	if (sp->sc && !plan->probed[sp->sc->nr]) {
		plan->probed[sp->sc->nr] = true;
		/* the sets argstr decodes the call's arguments with */
		for (int a = 0; a < sp->sc->nargs; a++) {
			sc_how how;
			sc_set_id set;
			if (sc_arg_decoder(sp->sc, a, &how, &set))
				plan->sets[set] = true;
		}
		const sc_set_id *sets;
		int nsets;
		if (sc_whole_decoder(sp->sc->name, &sets, &nsets))
			for (int k = 0; k < nsets; k++)
				plan->sets[sets[k]] = true;
	}
	if (r->nreads > 0)
		plan->tables = true;
	if (!offers_vars)
		return true;
	for (int i = 0; i < r->nreads; i++)
		settle_read(s, plan, &r->reads[i], sp, rp);
	return true;
}
