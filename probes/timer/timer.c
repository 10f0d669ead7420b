/* timer.*: pass 2 (timer_family.h), with stap's limits on N and M and
 * its messages when they are out of range. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "parse.h"
#include "probes.h"
#include "timer_family.h"
#include "util.h"

/* The time units, with the range stap accepts for N in each. */
static const struct {
	const char *name;
	int64_t ns;            /* nanoseconds in one unit */
	int64_t min, max;      /* N's range */
} timer_units[] = {
	{ "s", 1000000000LL, 1, 86400LL },
	{ "sec", 1000000000LL, 1, 86400LL },
	{ "ms", 1000000LL, 1, 86400000LL },
	{ "msec", 1000000LL, 1, 86400000LL },
	{ "us", 1000LL, 100, 86400000000LL },
	{ "usec", 1000LL, 100, 86400000000LL },
	{ "ns", 1LL, 100000, 86400000000000LL },
	{ "nsec", 1LL, 100000, 86400000000000LL },
};

#define JIFFIES_MAX 1000000

/* timer.foo(1), timer.ms: stap names the units it knows. */
static probe_match unknown_unit(const ast_probe_point *pp)
{
	static const char *const units[] = {
		"s", "sec", "ms", "msec", "us", "usec", "ns", "nsec", "hz",
		"jiffies", "profile",
	};
	return probe_point_mismatch(pp, 1, units, (int)(sizeof units / sizeof units[0]));
}

/* Component i's number, if it has one. */
static bool number_arg(const ast_probe_point *pp, int i, int64_t *v)
{
	const ast_node *a = pp->comps[i].arg;

	if (!a || a->kind != EX_NUMBER)
		return false;
	*v = a->num;
	return true;
}

static probe_match add_timer(session_probe *out, const ast_probe_point *pp,
			     timer_point t)
{
	timer_point *data = arena_alloc(out->arena, sizeof *data);
	*data = t;
	char *text = parse_point_text(pp);
	resolved_point rp = {
		.pp = arena_strdup(out->arena, text),
		.data = data,
	};

	free(text);
	probe_add_point(out, rp);
	return PROBE_MATCHED;
}

/* timer.hz(N)'s and timer.profile.freq.hz(N)'s period, or an error:
 * no faster than timer.ns's shortest. */
static bool hz_period(const ast_probe_point *pp, int64_t n, int64_t *period,
		      probe_match *err)
{
	if (n <= 0) {
		*err = probe_point_error(pp, "frequency must be greater than 0");
		return false;
	}
	*period = 1000000000LL / n;
	if (*period < timer_units[6].min) {
		*err = probe_point_error(pp, "interval value out of range (%lld, %lld)",
					 (long long)timer_units[6].min,
					 (long long)timer_units[6].max);
		return false;
	}
	return true;
}

/* timer.profile.freq.hz(N): the profile timer at N a second on each CPU
 * instead of at every tick. */
static probe_match profile_freq_timer(const ast_probe_point *pp,
				      session_probe *out)
{
	int64_t n, period;
	probe_match err = PROBE_FAILED;

	if (pp->ncomps != 4 || !probe_component_is(pp, 2, "freq") ||
	    !probe_component_named(pp, 3, "hz"))
		return PROBE_NOT_MINE;
	if (!number_arg(pp, 3, &n))
		return probe_point_error(pp, "expected a number");
	if (!hz_period(pp, n, &period, &err))
		return err;
	return add_timer(out, pp, (timer_point){ .period_ns = period, .hz = n,
						 .profile = true });
}

static probe_match profile_timer(const ast_probe_point *pp,
				 session_probe *out)
{
	if (pp->comps[1].arg)
		return PROBE_NOT_MINE;
	if (pp->ncomps == 4)
		return profile_freq_timer(pp, out);
	if (pp->ncomps > 3 || (pp->ncomps == 3 && !probe_component_is(pp, 2, "tick")))
		return PROBE_NOT_MINE;
	timer_point *data = arena_alloc(out->arena, sizeof *data);
	data->profile = true;
	resolved_point rp = {
		/* timer.profile stands for the tick timer, as in stap */
		.pp = arena_strdup(out->arena, "timer.profile.tick"),
		.data = data,
	};
	probe_add_point(out, rp);
	return PROBE_MATCHED;
}

/* .randomize(M) of a timer whose period is N in the same unit. */
static bool randomize_arg(const ast_probe_point *pp, int64_t n, int64_t *m,
			  probe_match *err, const char *why)
{
	*m = 0;
	if (pp->ncomps < 3)
		return true;
	if (!number_arg(pp, 2, m) || *m < 0 || *m > n) {
		*err = probe_point_error(pp, "%s", why);
		return false;
	}
	return true;
}

static probe_match timer_resolve(session *s, const ast_probe_point *pp,
				 session_probe *out)
{
	int64_t n, m;
	probe_match err = PROBE_FAILED;

	(void)s;
	if (pp->ncomps < 2 || !probe_component_is(pp, 0, "timer"))
		return PROBE_NOT_MINE;
	const char *unit = pp->comps[1].name;
	if (strcmp(unit, "profile") == 0)
		return profile_timer(pp, out);
	if (pp->ncomps > 3 || (pp->ncomps == 3 &&
			       !probe_component_named(pp, 2, "randomize")))
		return PROBE_NOT_MINE;
	if (!number_arg(pp, 1, &n))
		return unknown_unit(pp);

	if (strcmp(unit, "jiffies") == 0) {
		if (n < 1 || n > JIFFIES_MAX)
			return probe_point_error(pp, "invalid interval for jiffies timer");
		if (!randomize_arg(pp, n, &m, &err, "invalid randomize for jiffies timer"))
			return err;
		return add_timer(out, pp, (timer_point){ .jiffies = n,
							 .randomize = m });
	}
	if (strcmp(unit, "hz") == 0) {
		if (pp->ncomps == 3)
			return probe_point_invalid_suffix(pp, 2);
		int64_t period;
		if (!hz_period(pp, n, &period, &err))
			return err;
		return add_timer(out, pp, (timer_point){ .period_ns = period,
							 .hz = n });
	}
	for (size_t i = 0; i < sizeof timer_units / sizeof timer_units[0]; i++) {
		if (strcmp(unit, timer_units[i].name) != 0)
			continue;
		if (n < timer_units[i].min || n > timer_units[i].max)
			return probe_point_error(pp, "interval value out of range (%lld, %lld)",
					   (long long)timer_units[i].min,
					   (long long)timer_units[i].max);
		if (!randomize_arg(pp, n, &m, &err, "randomization value out of range"))
			return err;
		return add_timer(out, pp, (timer_point){
			.period_ns = n * timer_units[i].ns,
			.randomize = m * timer_units[i].ns });
	}
	return unknown_unit(pp);
}

static const char *const timer_shapes[] = {
	"timer.s(#)", "timer.s(#).randomize(#)",
	"timer.sec(#)", "timer.sec(#).randomize(#)",
	"timer.ms(#)", "timer.ms(#).randomize(#)",
	"timer.msec(#)", "timer.msec(#).randomize(#)",
	"timer.us(#)", "timer.us(#).randomize(#)",
	"timer.usec(#)", "timer.usec(#).randomize(#)",
	"timer.ns(#)", "timer.ns(#).randomize(#)",
	"timer.nsec(#)", "timer.nsec(#).randomize(#)",
	"timer.hz(#)",
	"timer.jiffies(#)", "timer.jiffies(#).randomize(#)",
	"timer.profile", "timer.profile.tick", "timer.profile.freq.hz(#)",
	NULL,
};

const probe_family probe_timer_family = {
	.name = "timer",
	.shapes = timer_shapes,
	.resolve = timer_resolve,
	.emit_entry = timer_emit_entry,
};
