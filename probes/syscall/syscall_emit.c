/* Pass 3 for syscall.* and syscall_any, and the runners the kprobe
 * family's handlers call too (syscall_family.h).
 *
 * Every syscall point of the script runs on one pair of handlers, on the
 * raw_syscalls tracepoints sys_enter and sys_exit; each dispatches on the
 * system call's number through a table per probe (the probe's point for
 * that number, or NULL), so that syscall.* registers two tracepoints and
 * costs a table load per probe per system call. A probe's body then
 * finds the variables it uses filled in by its runner: name, argstr, the
 * arguments, retval, retstr, each from tables generated here from the
 * target kernel's catalog (kernel/syscalls.h), read by runtime/syscall.c.
 * What goes in is what pass 2 recorded (sc_plan). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "sc_points.h"
#include "syscall_family.h"
#include "util.h"

/* A point of 32-bit calls never fires: it is on neither. */
static bool on_tracepoints(const resolved_point *rp)
{
	return rp->family == &probe_syscall_family &&
	       !((const syscall_point *)rp->data)->never;
}

static const syscall_info *call_of(const resolved_point *rp)
{
	return ((const syscall_point *)rp->data)->sc;
}

static bool is_any(const resolved_point *rp)
{
	return on_tracepoints(rp) && !call_of(rp);
}

bool sc_runner_reads_args(const sc_runner *r)
{
	for (int i = 0; i < r->nreads; i++)
		if (r->reads[i].kind == SC_VAR_ARG ||
		    r->reads[i].kind == SC_VAR_ARGSTR)
			return true;
	return false;
}

/* --- the tables --- */

static const char *sc_how_c_name(sc_how how);

static int popcount(long long v)
{
	return __builtin_popcountll((unsigned long long)v);
}

static bool excluded(const char *name, const char *field)
{
	size_t n = strlen(name);
	return (field && !strcmp(name, field)) ||
	       (n > 5 && !strcmp(name + n - 5, "_MASK")) ||
	       (n > 6 && !strcmp(name + n - 6, "_SHIFT"));
}

/* The constants of a flag set, under C name `cname`: for bits, the ones
 * of more bits first (O_SYNC before O_DSYNC), those of as many bits by
 * value (stap lists EFD_NONBLOCK before EFD_CLOEXEC), else in the headers'
 * order, where the usual name of a value comes before its aliases. */
static void emit_constants(const sc_catalog *cat, const char *cname,
			   const sc_set *set, FILE *out)
{
	long long field_value = 0;
	bool bits = set->how == SC_HOW_FLAGS || set->how == SC_HOW_SWAP_FLAGS ||
		    set->how == SC_HOW_FORK_FLAGS;
	if (set->field)
		sc_catalog_const(cat, set->field, &field_value);
	fprintf(out, "static const struct tapc_flag %s[] = {\n", cname);
	int n = 0;
	for (const char *p = set->typed ? set->typed : ""; *p;) {
		size_t len = strcspn(p, " ");
		const char *eq = memchr(p, '=', len);
		long long value = 0;
		bool known = eq != NULL;
		if (eq && (eq[1] < '0' || eq[1] > '9')) {
			/* stap's name of a constant of the headers */
			char *of = xstrndup(eq + 1, len - (size_t)(eq + 1 - p));
			known = sc_catalog_const(cat, of, &value);
			free(of);
		} else if (eq) {
			value = strtoll(eq + 1, NULL, 0);
		}
		if (known)
			fprintf(out, "\t{ %lldLL, \"%.*s\" },\n", value,
				(int)(eq - p), p);
		n += known;
		p += len + strspn(p + len, " ");
	}
	int *order = xcalloc((size_t)cat->nconsts + 1, sizeof *order);
	for (int bitcount = bits ? 64 : -1; bitcount >= -1; bitcount--) {
		int k = 0;
		for (int i = 0; i < cat->nconsts; i++) {
			const sc_const *c = &cat->consts[i];
			if (!sc_set_has(set, c->group, c->name) ||
			    excluded(c->name, set->field) ||
			    (bitcount >= 0 && popcount(c->value) != bitcount))
				continue;
			/* stable: aliases keep the headers' order */
			int j = k++;
			for (; bits && !set->headers_order && j > 0 && (unsigned long long)cat->consts[order[j - 1]].value >
						 (unsigned long long)c->value; j--)
				order[j] = order[j - 1];
			order[j] = i;
		}
		for (int j = 0; j < k; j++)
			fprintf(out, "\t{ %lldLL, \"%s\" },\n", cat->consts[order[j]].value,
				cat->consts[order[j]].name);
		n += k;
	}
	free(order);
	if (n == 0)
		fputs("\t{ 0, NULL },\n", out);
	fprintf(out, "};\n#define %s_FIELD %lldULL\n\n", cname, field_value);
}

static void emit_flag_set(const sc_catalog *cat, const char *group,
			  const char *field, const char *names, bool bits, FILE *out)
{
	sc_set set = { group, bits ? SC_HOW_FLAGS : SC_HOW_NAME, field, names, NULL, 0, false };
	char *cname = xasprintf("tapc_sc_%s", group);
	emit_constants(cat, cname, &set, out);
	free(cname);
}

static void emit_abi(const sc_catalog *cat, FILE *out)
{
	emit_flag_set(cat, "O", "O_ACCMODE", "", true, out);
	emit_flag_set(cat, "PROT", NULL, "", true, out);
	/* a huge page's size is a field the runtime shows first, as stap */
	emit_flag_set(cat, "MAP", "MAP_TYPE", "-MAP_HUGE_*", true, out);
	emit_flag_set(cat, "SIG", NULL, "", false, out);
	emit_flag_set(cat, "E", NULL, "", false, out);
	long long at_fdcwd = -100, o_creat = 0;
	sc_catalog_const(cat, "AT_FDCWD", &at_fdcwd);
	sc_catalog_const(cat, "O_CREAT", &o_creat);
	fputs("#define TAPC_FLAG_SET(s, f) { s, ARRAY_SIZE(s), f }\n"
	      "static const struct tapc_sc_abi tapc_sc_abi = {\n"
	      "\t.open = TAPC_FLAG_SET(tapc_sc_O, tapc_sc_O_FIELD),\n"
	      "\t.prot = TAPC_FLAG_SET(tapc_sc_PROT, 0),\n"
	      "\t.mmap = TAPC_FLAG_SET(tapc_sc_MAP, tapc_sc_MAP_FIELD),\n"
	      "\t.signals = TAPC_FLAG_SET(tapc_sc_SIG, 0),\n"
	      "\t.errnos = TAPC_FLAG_SET(tapc_sc_E, 0),\n", out);
	fprintf(out, "\t.at_fdcwd = %lldLL,\n\t.open_creates = %lldLL,\n};\n\n",
		at_fdcwd, o_creat);
}

/* The sets the script's variables decode with, by number. */
static void emit_sets(const sc_plan *plan, FILE *out)
{
	for (int i = 1; i < SC_NSETS; i++)
		if (plan->sets[i]) {
			char *cname = xasprintf("tapc_sc_set%d", i);
			emit_constants(plan->catalog, cname, &sc_sets[i], out);
			free(cname);
		}
	fprintf(out, "static const struct tapc_flag_set tapc_sc_sets[%d] = {\n", SC_NSETS);
	for (int i = 1; i < SC_NSETS; i++)
		if (plan->sets[i])
			fprintf(out, "\t[%d] = { tapc_sc_set%d, ARRAY_SIZE(tapc_sc_set%d), "
				"tapc_sc_set%d_FIELD, %d },\n", i, i, i, i, sc_sets[i].base);
	fputs("\t[0] = { NULL, 0, 0, 0 },\n};\n\n", out);
}

void syscall_emit_runtime(FILE *out)
{
	for (int i = 1; i < SC_NSETS; i++)
		if (sc_set_word(i))
			fprintf(out, "#define TAPC_SET_%s %d\n", sc_set_word(i), i);
}

/* The descriptions of the system calls the script's points name. */
static void emit_descs(const sc_plan *plan, FILE *out)
{
	const sc_catalog *cat = plan->catalog;
	fputs("static const struct tapc_sc_desc tapc_sc_descs[TAPC_SC_NR] = {\n", out);
	for (int i = 0; i < cat->ncalls; i++) {
		const syscall_info *sc = &cat->calls[i];
		if (!plan->probed[sc->nr])
			continue;
		int nargs = sc->nargs > 0 ? sc->nargs : 0;
		/* the name stap's variables give it (pread64's is "pread") */
		fprintf(out, "\t[%d] = { \"%s\", %d, %s, {", sc->nr, sc_name_at(sc->name), nargs,
			sc_ret_c_name(sc));
		for (int a = 0; a < nargs; a++)
			fprintf(out, "%s%s", a ? ", " : " ", sc_arg_c_type(sc, a));
		fputs(" }, {", out);
		sc_how hows[6] = {0};
		sc_set_id sets[6] = {0};
		for (int a = 0; a < nargs; a++) {
			bool decoded = sc_arg_decoder(sc, a, &hows[a], &sets[a]);
			fprintf(out, "%s%s", a ? ", " : " ",
				sc_fmt_c_name(decoded ? SC_DECODED : sc_arg_format(sc, a)));
		}
		fputs(" }, {", out);
		for (int a = 0; a < nargs; a++)
			fprintf(out, "%s{ %d, %s, %d }", a ? ", " : " ", a + 1,
				sc_how_c_name(hows[a]), (int)sets[a]);
		const sc_set_id *whole_sets;
		int nwhole;
		if (sc_whole_decoder(sc->name, &whole_sets, &nwhole)) {
			/* the runtime's decoder of the call: TAPC_SCW_KEYCTL */
			fputs(" }, TAPC_SCW_", out);
			for (const char *c = sc->name; *c; c++)
				fputc(toupper((unsigned char)*c), out);
			fputs(" },\n", out);
		} else {
			fputs(" } },\n", out);
		}
	}
	fputs("};\n\n", out);
}

static void emit_names(const sc_catalog *cat, FILE *out)
{
	fputs("static const char *const tapc_sc_names[TAPC_SC_NR] = {\n", out);
	for (int i = 0; i < cat->ncalls; i++)
		fprintf(out, "\t[%d] = \"%s\",\n", cat->calls[i].nr, cat->calls[i].name);
	fputs("};\n\n", out);
}

void syscall_emit_tables(tr_module *m)
{
	const sc_plan *plan = sc_plan_get(m->s);
	if (!plan || (!plan->tables && !plan->runners))
		return;
	const sc_catalog *cat = plan->catalog;
	fprintf(m->out, "/* The target kernel's system calls */\n"
		"#include \"syscall.h\"\n#define TAPC_SC_NR %d\n\n", cat->max_nr + 1);
	if (!plan->tables)
		return;
	emit_descs(plan, m->out);
	emit_names(cat, m->out);
	emit_abi(cat, m->out);
	emit_sets(plan, m->out);
	/* for the runtime's syscall.c */
	sb_puts(&m->script, "\t.sc_abi = &tapc_sc_abi,\n\t.sc_sets = tapc_sc_sets,\n");
}

/* --- the handlers --- */

/* The statement that fills variable `read->var` of probe `index` for
 * system call `id`, inside its runner. An argument is found through the
 * probe's table of where each call has it (emit_arg_table). */
static void emit_fill(FILE *out, int index, const sc_read *read)
{
	const char *name = read->var->name;
	switch (read->kind) {
	case SC_VAR_NAME:
		/* stap's name of a probed call, else the kernel's */
		fprintf(out, "\t\tif (tapc_sc_descs[id].name || tapc_sc_names[id])\n"
			"\t\t\ttapc_strcpy(l->l_%s, tapc_sc_descs[id].name ?: tapc_sc_names[id]);\n",
			name);
		break;
	case SC_VAR_NR:
		fprintf(out, "\t\tl->l_%s = id;\n", name);
		break;
	case SC_VAR_ARGSTR:
		fprintf(out, "\t\tif (args)\n\t\t\ttapc_sc_argstr(l->l_%s, &tapc_sc_descs[id], args);\n",
			name);
		break;
	case SC_VAR_RETVAL:
		fprintf(out, "\t\tif (is_return)\n\t\t\tl->l_%s = ret;\n", name);
		break;
	case SC_VAR_RETSTR:
		fprintf(out, "\t\tif (is_return)\n\t\t\ttapc_sc_retstr(l->l_%s, &tapc_sc_descs[id], ret);\n",
			name);
		break;
	case SC_VAR_ARG:
		fprintf(out, "\t\tif (args && probe_%d_arg_%s[id].arg)\n", index, name);
		if (read->var->type == TYPE_STRING)
			fprintf(out, "\t\t\ttapc_sc_var_string(l->l_%s, &tapc_sc_descs[id], "
				"&probe_%d_arg_%s[id], args);\n", name, index, name);
		else
			fprintf(out, "\t\t\tl->l_%s = tapc_sc_arg_long(&tapc_sc_descs[id], "
				"probe_%d_arg_%s[id].arg - 1, args);\n", name, index, name);
		break;
	}
}

static const char *sc_how_c_name(sc_how how)
{
	static const char *const names[] = {
		[SC_HOW_ARG] = "TAPC_SCV_VALUE", [SC_HOW_VALUE] = "TAPC_SCV_VALUE",
		[SC_HOW_QUOTED] = "TAPC_SCV_QUOTED",
		[SC_HOW_UNQUOTED] = "TAPC_SCV_UNQUOTED",
		[SC_HOW_BUF] = "TAPC_SCV_BUF", [SC_HOW_DIRFD] = "TAPC_SCV_DIRFD",
		[SC_HOW_FLAGS] = "TAPC_SCV_FLAGS", [SC_HOW_NAME] = "TAPC_SCV_NAME",
		[SC_HOW_MODE] = "TAPC_SCV_MODE",
		[SC_HOW_TIMESPEC] = "TAPC_SCV_TIMESPEC",
		[SC_HOW_TIMEVAL] = "TAPC_SCV_TIMEVAL",
		[SC_HOW_TIMESPEC2] = "TAPC_SCV_TIMESPEC2",
		[SC_HOW_TIMEVAL2] = "TAPC_SCV_TIMEVAL2",
		[SC_HOW_ITIMERSPEC] = "TAPC_SCV_ITIMERSPEC",
		[SC_HOW_ITIMERVAL] = "TAPC_SCV_ITIMERVAL",
		[SC_HOW_TIMEZONE] = "TAPC_SCV_TIMEZONE",
		[SC_HOW_RLIMIT] = "TAPC_SCV_RLIMIT",
		[SC_HOW_SIGSET] = "TAPC_SCV_SIGSET",
		[SC_HOW_SIGACTION] = "TAPC_SCV_SIGACTION",
		[SC_HOW_FDPAIR] = "TAPC_SCV_FDPAIR",
		[SC_HOW_SIGINFO] = "TAPC_SCV_SIGINFO",
		[SC_HOW_TMS] = "TAPC_SCV_TMS",
		[SC_HOW_SYSINFO] = "TAPC_SCV_SYSINFO",
		[SC_HOW_SCHED_ATTR] = "TAPC_SCV_SCHED_ATTR",
		[SC_HOW_UTIMBUF] = "TAPC_SCV_UTIMBUF",
		[SC_HOW_ARGV] = "TAPC_SCV_ARGV",
		[SC_HOW_TIMEX] = "TAPC_SCV_TIMEX",
		[SC_HOW_XATTR_VAL] = "TAPC_SCV_XATTR_VAL",
		[SC_HOW_USER_DESC] = "TAPC_SCV_USER_DESC",
		[SC_HOW_SOCKADDR] = "TAPC_SCV_SOCKADDR",
		[SC_HOW_SA_FAMILY] = "TAPC_SCV_SA_FAMILY",
		[SC_HOW_SA_ADDR] = "TAPC_SCV_SA_ADDR",
		[SC_HOW_SA_PORT] = "TAPC_SCV_SA_PORT",
		[SC_HOW_SA_FLOWINFO] = "TAPC_SCV_SA_FLOWINFO",
		[SC_HOW_SA_SCOPE_ID] = "TAPC_SCV_SA_SCOPE_ID",
		[SC_HOW_INET_PROTOCOL] = "TAPC_SCV_INET_PROTOCOL",
		[SC_HOW_HEX] = "TAPC_SCV_HEX",
		[SC_HOW_SWAP_FLAGS] = "TAPC_SCV_SWAP_FLAGS",
		[SC_HOW_FORK_FLAGS] = "TAPC_SCV_FORK_FLAGS",
		[SC_HOW_IOPRIO] = "TAPC_SCV_IOPRIO",
	};
	return names[how];
}

/* For an argument variable: where each probed system call has it, plus
 * one (0: it has none), how it is made of it and the set it decodes
 * with. */
static void emit_arg_table(FILE *out, int index, const sc_read *read)
{
	fprintf(out, "static const struct tapc_sc_var probe_%d_arg_%s[TAPC_SC_NR] = {",
		index, read->var->name);
	for (int i = 0; i < read->ntable; i++)
		fprintf(out, " [%d] = { %d, %s, %d },", read->table[i].nr,
			read->table[i].arg, sc_how_c_name(read->table[i].how),
			(int)read->table[i].set);
	fputs(" };\n", out);
}

/* The @entry() values of the return the runner runs, from the slots pass
 * 2 made of them (probe_entry_slots: targets named "@entryK"). */
static void emit_entry_reads(FILE *out, const session_probe *p,
			     const probe_entries *e)
{
	arena *a = p->arena;
	fputs("\tc->entry_vals = (int64_t *)entry_vals;\n", out);
	for (int t = 0; t < p->ntargets; t++) {
		int k;
		if (sscanf(p->targets[t], "@entry%d", &k) != 1)
			continue;
		/* a string's text after the values (probe_entry_text) */
		char *text = probe_entry_text(a, e, "entry_vals", k);
		if (text)
			fprintf(out, "\tl->target%d = (int64_t)(unsigned long)%s;\n",
				t, text);
		else
			fprintf(out, "\tl->target%d = entry_vals[%d];\n", t, k);
	}
}

/* sc_entry_I(point, regs, vals): at the entry of a call whose return
 * `point` is, the probe's @entry() values into `vals` (left 0 when the
 * probe cannot run now); `regs` are a kprobe's registers, or NULL. */
static void emit_entry_runner(tr_module *m, int index, const sc_runner *r)
{
	tr_emit_entry_body(m, index, r->entries->exprs, r->entries->n);
	fprintf(m->out, "static void sc_entry_%d(const struct tapc_probe *point,\n"
		"\t\t       struct pt_regs *regs, int64_t *vals)\n{\n"
		"\tstruct tapc_context *c = probe_%d_hit_enter(point);\n\n"
		"\tif (!c)\n\t\treturn;\n"
		"\tc->regs = regs;\n\tc->entry_vals = vals;\n"
		"\tprobe_%d_entry(c);\n\tprobe_%d_hit_exit(c);\n}\n\n", index, index,
		index, index);
}

/* sc_run_I(point, id, args, ret, regs, is_return, entry_vals): runs probe
 * I at `point` for system call `id`, with its arguments (at an entry,
 * when the probe reads them; else NULL) or its result (at a return) and
 * the @entry() values its entry kept (or NULL); `regs` are a kprobe's
 * registers, for probefunc() and the like, or NULL. */
static void emit_runner(FILE *out, int index, const session_probe *p,
			const sc_runner *r)
{
	fprintf(out, "static void sc_run_%d(const struct tapc_probe *point, long id,\n"
		"\t\t     const unsigned long *args, long ret,\n"
		"\t\t     struct pt_regs *regs, bool is_return,\n"
		"\t\t     const int64_t *entry_vals)\n{\n"
		"\tstruct tapc_context *c = probe_%d_hit_enter(point);\n"
		"\tstruct probe_%d_locals *l __maybe_unused;\n\n"
		"\tif (!c)\n\t\treturn;\n"
		/* the context starts with none: a tracepoint's NULL is
		 * not stored again */
		"\tif (regs)\n\t\tc->regs = regs;\n"
		"\tl = (void *)c->locals;\n", index, index, index);
	if (r->entries)
		emit_entry_reads(out, p, r->entries);
	if (r->nreads > 0)
		fputs("\tif ((unsigned long)id < TAPC_SC_NR) {\n", out);
	for (int i = 0; i < r->nreads; i++)
		emit_fill(out, index, &r->reads[i]);
	if (r->nreads > 0)
		fputs("\t}\n", out);
	fprintf(out, "\t(void)args;\n\t(void)ret;\n\t(void)is_return;\n"
		"\t(void)entry_vals;\n\tprobe_%d(c);\n\tprobe_%d_hit_exit(c);\n}\n\n",
		index, index);
}

/* A probe whose returns on sys_exit read @entry() values: sc_keep_I
 * computes them at sys_enter and keeps them in the module's table by
 * thread and point (a thread has one system call in flight at most),
 * sc_return_I finds them at sys_exit and runs the probe; a return whose
 * entry was not kept (the call began before the probe was armed, or the
 * table was full) is missed. */
static void emit_table_entries(FILE *out, int index)
{
	fprintf(out, "static void sc_keep_%d(const struct tapc_probe *point)\n{\n"
		"\tstruct tapc_entry *e = tapc_entry_claim(point, 0, false);\n\n"
		"\tif (!e)\n\t\treturn;\n"
		"\tsc_entry_%d(point, NULL, tapc_entry_record(e));\n"
		"\ttapc_entry_ready(e);\n}\n\n"
		"static void sc_return_%d(const struct tapc_probe *point, long id, long ret)\n{\n"
		"\tstruct tapc_entry *e = tapc_entry_find(point, 0, false);\n\n"
		"\tif (!e)\n\t\treturn;\n"
		"\tsc_run_%d(point, id, NULL, ret, NULL, true, tapc_entry_record(e));\n"
		"\ttapc_entry_drop(e);\n}\n\n",
		index, index, index, index);
}

/* Whether point `rp` of a probe is on the table of one side. */
static bool on_table(const resolved_point *rp, bool is_return)
{
	return on_tracepoints(rp) && rp->is_return == is_return && call_of(rp);
}

/* Whether `rp` is rt_sigreturn's return on sys_exit, where the call's
 * number is gone (emit_sigreturn_runtime). */
static bool is_sigreturn_return(const resolved_point *rp)
{
	return on_table(rp, true) && !strcmp(call_of(rp)->name, "rt_sigreturn");
}

/* rt_sigreturn's number when the script probes its return, else -1. */
static int sigreturn_nr(const session *s)
{
	for (family_points it = family_points_of(s, &probe_syscall_family);
	     family_next_point(&it);)
		if (is_sigreturn_return(it.rp))
			return call_of(it.rp)->nr;
	return -1;
}

/* rt_sigreturn restores the interrupted context, orig_ax (the call's
 * number) set to -1 so that the kernel restarts no call: by sys_exit the
 * return is of no number. Its sys_enter keeps a mark in the module's
 * table of calls in flight (runtime/entries.c) by thread; a sys_exit of
 * number -1, or rt_sigreturn's own when it failed before restoring,
 * takes its thread's mark back and is rt_sigreturn's return when there
 * was one (in_compat_syscall() cannot say: orig_ax -1 has the x32 bit;
 * the mark is kept for a 64-bit call only). Only a script that probes
 * rt_sigreturn.return pays, and only on those two numbers. */
static void emit_sigreturn_runtime(FILE *out)
{
	fprintf(out, "static const char tapc_sc_sigreturn_mark;\n\n"
		"static void tapc_sc_sigreturn_enter(void)\n{\n"
		"\tstruct tapc_entry *e = tapc_entry_claim(&tapc_sc_sigreturn_mark, 0, false);\n\n"
		"\tif (e)\n\t\ttapc_entry_ready(e);\n}\n\n"
		"static bool tapc_sc_sigreturn_exit(void)\n{\n"
		"\tstruct tapc_entry *e = tapc_entry_find(&tapc_sc_sigreturn_mark, 0, false);\n\n"
		"\tif (!e)\n\t\treturn false;\n"
		"\ttapc_entry_drop(e);\n\treturn true;\n}\n\n");
}

/* Point j's layer: how many of the probe's points before it are on the
 * same call and side. Two points on one call (syscall.read given twice,
 * syscall.pread beside the kernel's syscall.pread64) are two points, as
 * stap's are, and each fires: each layer is a table of its own. */
static int layer_of(const session_probe *p, int j)
{
	int layer = 0;
	for (int k = 0; k < j; k++)
		layer += on_table(&p->points[k], p->points[j].is_return) &&
			 call_of(&p->points[k])->nr == call_of(&p->points[j])->nr;
	return layer;
}

/* The probe's points on the tracepoints, by number: entry or return,
 * one table a layer (probe_I_enter, then probe_I_enter_1, ...); the
 * number of tables. */
static int emit_point_tables(FILE *out, int index, const session_probe *p,
			     bool is_return)
{
	int layers = 0;
	for (int j = 0; j < p->npoints; j++)
		if (on_table(&p->points[j], is_return) && layer_of(p, j) + 1 > layers)
			layers = layer_of(p, j) + 1;
	const char *side = is_return ? "exit" : "enter";
	for (int layer = 0; layer < layers; layer++) {
		fprintf(out, "static const struct tapc_probe *const probe_%d_%s", index, side);
		if (layer)
			fprintf(out, "_%d", layer);
		fputs("[TAPC_SC_NR] = {\n", out);
		for (int j = 0; j < p->npoints; j++)
			if (on_table(&p->points[j], is_return) && layer_of(p, j) == layer)
				fprintf(out, "\t[%d] = &probe_%d_%d,\n",
					call_of(&p->points[j])->nr, index, j);
		fputs("};\n\n", out);
	}
	return layers;
}

/* The table of probe `index`'s `layer` on one side, as a C name. */
static void print_table(FILE *out, int index, const char *side, int layer)
{
	fprintf(out, "probe_%d_%s", index, side);
	if (layer)
		fprintf(out, "_%d", layer);
}

/* For each of `layers` tables of one side: "if the call has a point
 * there, CALL(that point, ARGS)". */
static void emit_table_calls(FILE *out, int index, const char *side,
			     int layers, const char *call, const char *args)
{
	for (int layer = 0; layer < layers; layer++) {
		fputs("\tif (id < TAPC_SC_NR && ", out);
		print_table(out, index, side, layer);
		fprintf(out, "[id])\n\t\t%s_%d(", call, index);
		print_table(out, index, side, layer);
		fprintf(out, "[id]%s);\n", args);
	}
}

/* A probe of returns that read @entry() values (emit_table_entries): at
 * sys_enter, each of its points the call returns to keeps them; at
 * sys_exit, each runs with them. */
static void emit_entry_dispatch(FILE *out, int i, const session_probe *p,
				bool is_return, int layers)
{
	if (is_return)
		emit_table_calls(out, i, "exit", layers, "sc_return", ", id, ret");
	else
		emit_table_calls(out, i, "exit", layers, "sc_keep", "");
	for (int j = 0; j < p->npoints; j++)
		if (is_any(&p->points[j]) && is_return)
			fprintf(out, "\tsc_return_%d(&probe_%d_%d, id, ret);\n", i, i, j);
		else if (is_any(&p->points[j]))
			fprintf(out, "\tsc_keep_%d(&probe_%d_%d);\n", i, i, j);
}

/* Whether `p`'s points on the tracepoints keep @entry() values from
 * sys_enter. */
static bool keeps_entries(const sc_plan *plan, int i, const session_probe *p)
{
	if (!plan->runners[i] || !plan->runners[i]->entries)
		return false;
	for (int j = 0; j < p->npoints; j++)
		if (on_tracepoints(&p->points[j]))
			return true;
	return false;
}

/* sys_enter or sys_exit: each probe with points there, by number. */
static void emit_dispatch(const session *s, const sc_plan *plan, FILE *out,
			  bool is_return, const int *tables)
{
	int sigreturn = sigreturn_nr(s);
	/* the registers are read once, and only when a probe needs them */
	bool args = false;
	for (family_probes it = family_probes_of(s, &probe_syscall_family);
	     !is_return && family_next_probe(&it);)
		args |= plan->runners[it.i] &&
			sc_runner_reads_args(plan->runners[it.i]);
	fprintf(out, "static void tapc_sc_%s(void *__data, struct pt_regs *regs, long %s)\n{\n",
		is_return ? "exit" : "enter", is_return ? "ret" : "id");
	if (is_return)
		fputs("\tlong id = syscall_get_nr(current, regs);\n", out);
	if (args)
		fputs("\tunsigned long args[6];\n", out);
	if (is_return || args)
		fputc('\n', out);
	/* orig_ax -1 reads as an x32 call: the mark, kept only for a
	 * 64-bit rt_sigreturn, says what it was */
	if (is_return && sigreturn >= 0)
		fprintf(out, "\tif ((id == -1 || id == %d) && tapc_sc_sigreturn_exit())\n"
			"\t\tid = %d;\n\telse ", sigreturn, sigreturn);
	else
		fputc('\t', out);
	fputs("if (id < 0 || in_compat_syscall())\n\t\treturn;\n", out);
	if (args)
		fputs("\tsyscall_get_arguments(current, regs, args);\n", out);
	if (!is_return && sigreturn >= 0)
		fprintf(out, "\tif (id == %d)\n\t\ttapc_sc_sigreturn_enter();\n",
			sigreturn);
	for (int i = 0; i < s->nprobes; i++) {
		const session_probe *p = s->probes[i];
		if (!plan->runners[i])
			continue;
		const char *given = !is_return && sc_runner_reads_args(plan->runners[i])
			? "args" : "NULL";
		const char *result = is_return ? "ret" : "0";
		const char *flag = is_return ? "true" : "false";
		const char *side = is_return ? "exit" : "enter";
		if (plan->runners[i]->entries) {
			emit_entry_dispatch(out, i, p, is_return, tables[2 * i + 1]);
			continue;
		}
		char *args = xasprintf(", id, %s, %s, NULL, %s, NULL", given,
				       result, flag);
		emit_table_calls(out, i, side, tables[2 * i + is_return], "sc_run",
				 args);
		free(args);
		for (int j = 0; j < p->npoints; j++)
			if (is_any(&p->points[j]) &&
			    p->points[j].is_return == is_return)
				fprintf(out, "\tsc_run_%d(&probe_%d_%d, id, %s, %s, NULL, %s, NULL);\n",
					i, i, j, given, result, flag);
	}
	fputs("}\n\n", out);
}

void syscall_emit_handlers(tr_module *m)
{
	const session *s = m->s;
	const sc_plan *plan = sc_plan_get(s);
	if (!plan || !plan->runners)
		return;
	int *tables = xcalloc((size_t)s->nprobes * 2, sizeof *tables);
	bool entry = false, ret = false;
	for (int i = 0; i < s->nprobes; i++) {
		const session_probe *p = s->probes[i];
		const sc_runner *r = plan->runners[i];
		if (!r)
			continue;
		for (int k = 0; k < r->nreads; k++)
			if (r->reads[k].has_table)
				emit_arg_table(m->out, i, &r->reads[k]);
		if (r->entries)
			emit_entry_runner(m, i, r);
		emit_runner(m->out, i, p, r);
		tables[2 * i] = emit_point_tables(m->out, i, p, false);
		tables[2 * i + 1] = emit_point_tables(m->out, i, p, true);
		if (keeps_entries(plan, i, p))
			emit_table_entries(m->out, i);
		entry |= keeps_entries(plan, i, p);
		for (int j = 0; j < p->npoints; j++)
			if (on_tracepoints(&p->points[j])) {
				entry |= !p->points[j].is_return;
				ret |= p->points[j].is_return;
			}
	}
	if (sigreturn_nr(s) >= 0) {
		emit_sigreturn_runtime(m->out);
		entry = true;
	}
	if (entry)
		emit_dispatch(s, plan, m->out, false, tables);
	if (ret)
		emit_dispatch(s, plan, m->out, true, tables);
	free(tables);
}

/* The first point of the script on the tracepoints' side: its probe
 * stands for the registration (and names it in messages). A return that
 * keeps @entry() values is on sys_enter's side too. */
static const resolved_point *registering_point(const session *s, bool is_return,
					       int *pi, int *pj)
{
	const sc_plan *plan = sc_plan_get(s);

	for (family_points it = family_points_of(s, &probe_syscall_family);
	     family_next_point(&it);) {
		const resolved_point *rp = it.rp;
		if (on_tracepoints(rp) && (rp->is_return == is_return ||
		    (!is_return && (keeps_entries(plan, it.i, it.probe) ||
				    is_sigreturn_return(rp))))) {
			*pi = it.i;
			*pj = it.j;
			return rp;
		}
	}
	return NULL;
}

static void emit_tracepoint_entry(const session *s, FILE *out, bool is_return)
{
	int i, j;
	if (registering_point(s, is_return, &i, &j))
		fprintf(out, "\tTAPC_TRACEPOINT_POINT(&probe_%d_%d, \"%s\", tapc_sc_%s),\n",
			i, j, is_return ? "sys_exit" : "sys_enter",
			is_return ? "exit" : "enter");
}

/* The other points on the tracepoints: one entry each, for -t's report
 * only (a module without -t is smaller without them). */
void syscall_emit_entries(tr_module *m)
{
	const session *s = m->s;
	int ei = -1, ej = -1, ri = -1, rj = -1;
	emit_tracepoint_entry(s, m->out, false);
	emit_tracepoint_entry(s, m->out, true);
	registering_point(s, false, &ei, &ej);
	registering_point(s, true, &ri, &rj);
	fputs("#ifdef TAPC_TIMING\n", m->out);
	for (family_points it = family_points_of(s, &probe_syscall_family);
	     family_next_point(&it);)
		if (on_tracepoints(it.rp) && !(it.i == ei && it.j == ej) &&
		    !(it.i == ri && it.j == rj))
			fprintf(m->out, "\tTAPC_DISPATCHED_POINT(&probe_%d_%d),\n",
				it.i, it.j);
	fputs("#endif\n", m->out);
}
