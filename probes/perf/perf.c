/* perf.*: pass 2 (perf_family.h). perf.hw.NAME and perf.sw.NAME are the
 * kernel's own events by the names of its enums, PERF_COUNT_HW_CPU_CYCLES
 * as perf.hw.cpu_cycles, read from its BTF; perf.type(T).config(C) passes
 * any numbers through to the kernel, which checks them when the counter
 * is made, as stap leaves it to. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalogs.h"
#include "ktypes.h"
#include "parse.h"
#include "perf_family.h"
#include "probes.h"
#include "typed.h"
#include "util.h"

/* The event kinds that have names, each an enum of the kernel's. */
static const struct {
	const char *component;     /* perf.COMPONENT.NAME */
	const char *type_name;     /* its PERF_TYPE_NAME in enum perf_type_id,
	                            * lower case */
	const char *enum_name;
	const char *prefix;        /* of its enumerators' names */
} perf_kinds[] = {
	{ "hw", "hardware", "enum perf_hw_id", "PERF_COUNT_HW_" },
	{ "sw", "software", "enum perf_sw_ids", "PERF_COUNT_SW_" },
};
#define NKINDS (sizeof perf_kinds / sizeof perf_kinds[0])

/* The names of one kind: "cpu_cycles", with their values. */
typedef struct perf_names {
	char **names;
	int64_t *values;
	int n;
	const char *prefix;
} perf_names;

static void add_name(const char *name, int64_t value, void *arg)
{
	perf_names *pn = arg;
	size_t plen = strlen(pn->prefix);

	if (strncmp(name, pn->prefix, plen) != 0 || !strcmp(name + plen, "MAX"))
		return;
	pn->names = xrealloc(pn->names, (size_t)(pn->n + 1) * sizeof *pn->names);
	pn->values = xrealloc(pn->values, (size_t)(pn->n + 1) * sizeof *pn->values);
	char *lower = xstrdup(name + plen);
	for (char *c = lower; *c; c++)
		*c = (char)tolower((unsigned char)*c);
	pn->names[pn->n] = lower;
	pn->values[pn->n++] = value;
}

static void free_names(perf_names *pn)
{
	for (int i = 0; i < pn->n; i++)
		free(pn->names[i]);
	free(pn->names);
	free(pn->values);
}

/* Kind k's names and its type number from the target's BTF; false, with
 * none, when the kernel has no BTF (said once, by kernel_types) or
 * not these enums. */
static bool kind_names(session *s, size_t k, perf_names *out, int64_t *type)
{
	const struct ktypes *kt = kernel_types(s->kernel);
	perf_names types = { .prefix = "PERF_TYPE_" };

	*out = (perf_names){ .prefix = perf_kinds[k].prefix };
	*type = -1;
	if (!kt)
		return false;
	ktypes_enum_values(kt, ktypes_named(kt, perf_kinds[k].enum_name),
			   add_name, out);
	ktypes_enum_values(kt, ktypes_named(kt, "enum perf_type_id"), add_name,
			   &types);
	for (int i = 0; i < types.n; i++)
		if (!strcmp(types.names[i], perf_kinds[k].type_name))
			*type = types.values[i];
	free_names(&types);
	if (*type >= 0 && out->n > 0)
		return true;
	free_names(out);
	*out = (perf_names){ .prefix = perf_kinds[k].prefix };
	return false;
}

/* perf.hw.NAME, perf.sw.NAME: its type and config, or an error. */
static probe_match named_event(session *s, const ast_probe_point *pp,
			       int64_t *type, int64_t *config)
{
	size_t k;
	perf_names pn;

	for (k = 0; k < NKINDS; k++)
		if (probe_component_is(pp, 1, perf_kinds[k].component))
			break;
	if (k == NKINDS || pp->ncomps < 3 || pp->comps[2].arg)
		return PROBE_NOT_MINE;
	if (!kind_names(s, k, &pn, type))
		return probe_point_error(pp, "the kernel's %s are not in its BTF",
					 perf_kinds[k].enum_name);
	for (int i = 0; i < pn.n; i++)
		if (!strcmp(pn.names[i], pp->comps[2].name)) {
			*config = pn.values[i];
			free_names(&pn);
			return PROBE_MATCHED;
		}
	probe_match m = probe_point_mismatch(pp, 2, (const char *const *)pn.names, pn.n);
	free_names(&pn);
	return m;
}

static bool number_at(const ast_probe_point *pp, int i, const char *name,
		      int64_t *v)
{
	if (i >= pp->ncomps || !probe_component_named(pp, i, name) ||
	    !pp->comps[i].arg || pp->comps[i].arg->kind != EX_NUMBER)
		return false;
	*v = pp->comps[i].arg->num;
	return true;
}

static probe_match bad_suffix(const ast_probe_point *pp, int i)
{
	return probe_point_invalid_suffix(pp, i);
}

/* .process and .counter("NAME") from component i on. */
static probe_match task_suffix(session *s, const ast_probe_point *pp, int i,
			       perf_point *pt, arena *a)
{
	if (i < pp->ncomps && probe_component_named(pp, i, "process")) {
		if (pp->comps[i].arg)
			return probe_point_error(pp, "perf's .process(\"PATH\") is not "
						 "supported yet: .process counts the "
						 "-c COMMAND's or -x PID's process");
		/* as stap: .counter follows the event or .process("PATH") */
		if (i + 1 < pp->ncomps)
			return bad_suffix(pp, i);
		i++;
	}
	if (i < pp->ncomps && probe_component_named(pp, i, "counter")) {
		const ast_node *arg = pp->comps[i].arg;
		if (!arg || arg->kind != EX_STRING || !arg->len)
			return probe_point_error(pp, "expected a counter's name");
		pt->counter = arena_strdup(a, arg->str);
		pt->period = 0;
		i++;
	}
	if (i < pp->ncomps)
		return bad_suffix(pp, i);
	if (!s->config.has_target)
		return probe_point_error(pp, "unspecified process probe is invalid "
					 "without a -c COMMAND [man tapc-probes]");
	pt->task = true;
	return PROBE_MATCHED;
}

/* What follows the event: .sample(N) or .hz(N), else the task's. */
static probe_match suffix(session *s, const ast_probe_point *pp, int i,
			  perf_point *pt, arena *a)
{
	int64_t n;

	pt->period = PERF_DEFAULT_PERIOD;
	if (i == pp->ncomps)
		return PROBE_MATCHED;
	if (number_at(pp, i, "sample", &n) || number_at(pp, i, "hz", &n)) {
		pt->freq = probe_component_named(pp, i, "hz");
		if (n <= 0)
			return probe_point_error(pp, "invalid perf %s %lld",
						 pt->freq ? "frequency" : "sample period",
						 (long long)n);
		pt->period = n;
		return i + 1 < pp->ncomps ? bad_suffix(pp, i + 1) : PROBE_MATCHED;
	}
	return task_suffix(s, pp, i, pt, a);
}

/* pp(): perf.type(T).config(C) with its period as stap derives it; a
 * named event by its name, with the suffixes written. */
static char *point_text(arena *a, const ast_probe_point *pp,
			const perf_point *pt)
{
	char *text;

	if (number_at(pp, 1, "type", &(int64_t){ 0 }))
		text = arena_asprintf(a, "perf.type(%lld).config(%lld)",
				      (long long)pt->type, (long long)pt->config);
	else
		text = arena_asprintf(a, "perf.%s.%s", pp->comps[1].name,
				      pp->comps[2].name);
	if (pt->counter)
		return arena_asprintf(a, "%s.counter(\"%s\")", text, pt->counter);
	if (pt->task)
		return arena_asprintf(a, "%s.process", text);
	if (pp->ncomps == 3 && pt->period == PERF_DEFAULT_PERIOD)
		return text;
	return arena_asprintf(a, "%s.%s(%lld)", text, pt->freq ? "hz" : "sample",
			      (long long)pt->period);
}

static probe_match perf_resolve(session *s, const ast_probe_point *pp,
				session_probe *out)
{
	perf_point pt = { 0 };
	probe_match m;
	int i = 3;

	if (pp->ncomps < 2 || !probe_component_is(pp, 0, "perf"))
		return PROBE_NOT_MINE;
	if (number_at(pp, 1, "type", &pt.type)) {
		if (!number_at(pp, 2, "config", &pt.config))
			return probe_point_error(pp, "probe point mismatch: "
						 "expected .config(NUMBER)");
	} else if ((m = named_event(s, pp, &pt.type, &pt.config)) != PROBE_MATCHED) {
		return m;
	}
	if ((m = suffix(s, pp, i, &pt, out->arena)) != PROBE_MATCHED)
		return m;
	perf_point *data = arena_alloc(out->arena, sizeof *data);
	*data = pt;
	probe_add_point(out, (resolved_point){
		.pp = point_text(out->arena, pp, data),
		.data = data,
	});
	return PROBE_MATCHED;
}

/* Each named event with the suffixes stap's perf aliases take, made once
 * a session in its arena (the family's state); a glob leaves out the
 * target's, which need -c or -x. */
static const char *const *perf_kernel_shapes(session *s,
					     const ast_probe_point *pattern)
{
	static const char *const suffixes[] = {
		"", ".sample(#)", ".hz(#)",
	};
	const size_t nsuffixes = sizeof suffixes / sizeof *suffixes;
	const char **shapes = family_state(s, &probe_perf_family);
	perf_names pn[NKINDS];
	int64_t type;
	size_t n = 0, total = 0;

	if (pattern->ncomps < 1 || strcmp(pattern->comps[0].name, "perf") != 0)
		return NULL;
	if (shapes)
		return shapes;
	for (size_t k = 0; k < NKINDS; k++) {
		kind_names(s, k, &pn[k], &type);
		total += (size_t)pn[k].n * nsuffixes;
	}
	shapes = arena_alloc(s->arena, (total + 1) * sizeof *shapes);
	for (size_t k = 0; k < NKINDS; k++) {
		for (int i = 0; i < pn[k].n; i++)
			for (size_t j = 0; j < nsuffixes; j++)
				shapes[n++] = arena_asprintf(s->arena, "perf.%s.%s%s",
							     perf_kinds[k].component,
							     pn[k].names[i], suffixes[j]);
		free_names(&pn[k]);
	}
	shapes[n] = NULL;
	family_set_state(s, &probe_perf_family, shapes);
	return shapes;
}

/* A counter counts for @perf("NAME") with no body to run. */
static bool perf_works_without_body(const resolved_point *rp)
{
	return ((const perf_point *)rp->data)->counter != NULL;
}

static const char *const perf_shapes[] = {
	"perf.type(#).config(#)", "perf.type(#).config(#).sample(#)",
	"perf.type(#).config(#).hz(#)",
	NULL,
};

const probe_family probe_perf_family = {
	.name = "perf",
	.shapes = perf_shapes,
	.kernel_shapes = perf_kernel_shapes,
	.resolve = perf_resolve,
	.works_without_body = perf_works_without_body,
	.emit_handler = perf_emit_handler,
	.emit_entry = perf_emit_entry,
};
