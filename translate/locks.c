/* Pass 3, locks: the table of the globals' locks each probe takes, and
 * how, from what pass 2's usage pass recorded (elaborate/usage.c).
 *
 * A probe takes a global's lock shared when all it does with the global
 * is read it (a scalar, an element, `in`) or add to it with `<<<` (each
 * CPU into its own part of the statistic), so that probes on many CPUs
 * run at once. Anything that changes the global (embedded C's
 * pragma:write too), walks it in a foreach (which sorts it) or reads a
 * statistic (which combines the CPUs' parts) takes it exclusive. The
 * usage already counts the functions a probe may call.
 *
 * A probe that may run beside others takes no lock of a global pass 2
 * marked unlocked: all such probes only add to it, atomically, or `<<<`
 * into it, and only begin, end and error probes, which run alone, read
 * it (usage.c). */
#include "emit.h"

static bool takes_lock(const session_probe *p, const global_use *u)
{
	return p->serial || !u->global->unlocked;
}

int tr_probe_nlocks(const session_probe *p)
{
	int n = 0;

	for (int i = 0; i < p->usage.nglobals; i++)
		n += takes_lock(p, &p->usage.globals[i]);
	return n;
}

static bool lock_shared(const global_use *u)
{
	/* a count is a write where it is locked: a probe reading the global
	 * may run beside it (else the global is unlocked) */
	if (u->how & (USE_WRITE | USE_ITERATE | USE_COUNT))
		return false;
	return !(u->how & USE_READ) || u->global->type != TYPE_STATS;
}

void tr_emit_probe_locks(const session_probe *p, int index, FILE *out)
{
	const body_usage *u = &p->usage;
	int nlocks = 0;

	fprintf(out, "static const struct tapc_lock probe_%d_locks[] = {", index);
	for (int i = 0; i < u->nglobals; i++) {
		if (!takes_lock(p, &u->globals[i]))
			continue;
		fprintf(out, "%s{ &g_%s_lock, %s }", nlocks++ ? ", " : " ",
			u->globals[i].global->name,
			lock_shared(&u->globals[i]) ? "true" : "false");
	}
	fprintf(out, "%s};\n", nlocks ? " " : " { NULL } ");
	/* the hit's way in and out with this table, unrolled in line */
	fprintf(out, "#define probe_%d_hit_enter(point) "
		"tapc_probe_enter_locked(point, probe_%d_locks, %d)\n"
		"#define probe_%d_hit_exit(c) "
		"tapc_probe_exit_locked(c, probe_%d_locks, %d)\n",
		index, index, nlocks, index, index, nlocks);
}
