/* The session's table of probe families (family.h). */
#include "family.h"
#include "util.h"

int family_index(const session *s, const probe_family *f)
{
	for (int i = 0; i < s->nfamilies; i++)
		if (s->families[i] == f)
			return i;
	return -1;
}

void *family_state(const session *s, const probe_family *f)
{
	int i = family_index(s, f);

	return i >= 0 && s->family_states ? s->family_states[i] : NULL;
}

void family_set_state(session *s, const probe_family *f, void *state)
{
	int i = family_index(s, f);

	if (i < 0)
		fatal("a family outside the session's table");
	if (!s->family_states)
		s->family_states = arena_alloc(s->arena, sizeof *s->family_states *
					       (size_t)s->nfamilies);
	s->family_states[i] = state;
}

family_points family_points_of(const session *s, const probe_family *f)
{
	return (family_points){ .s = s, .f = f, .j = -1 };
}

bool family_next_point(family_points *it)
{
	for (; it->i < it->s->nprobes; it->i++, it->j = -1) {
		session_probe *p = it->s->probes[it->i];
		while (++it->j < p->npoints)
			if (!it->f || p->points[it->j].family == it->f) {
				it->probe = p;
				it->rp = &p->points[it->j];
				return true;
			}
	}
	it->probe = NULL;
	it->rp = NULL;
	return false;
}

family_probes family_probes_of(const session *s, const probe_family *f)
{
	return (family_probes){ .s = s, .f = f, .i = -1 };
}

bool family_next_probe(family_probes *it)
{
	while (++it->i < it->s->nprobes)
		if (family_in_probe(it->s->probes[it->i], it->f)) {
			it->probe = it->s->probes[it->i];
			return true;
		}
	it->probe = NULL;
	return false;
}

void family_record_target_reads(session *s, const probe_family *f,
				family_target_read read)
{
	for (family_points it = family_points_of(s, f); family_next_point(&it);) {
		session_probe *p = it.probe;

		if (!p->ntargets)
			continue;
		it.rp->target_reads = arena_alloc(s->arena,
			sizeof *it.rp->target_reads * (size_t)p->ntargets);
		for (int t = 0; t < p->ntargets; t++)
			it.rp->target_reads[t] = read(s, it.rp, p->targets[t]);
	}
}

bool family_in_probe(const session_probe *p, const probe_family *f)
{
	for (int j = 0; j < p->npoints; j++)
		if (p->points[j].family == f)
			return true;
	return false;
}

target_shape family_target_shape(const resolved_point *rp, const char *name)
{
	if (!rp || !rp->family || !rp->family->target_shape)
		return TARGET_SCALAR;
	return (target_shape)rp->family->target_shape(rp, name);
}
