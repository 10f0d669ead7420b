// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * Probes on a module's functions (a point whose `module` is set, its
 * symbol "MODULE:FUNCTION" as kallsyms looks names up in a module),
 * registered at the start when the module is loaded, else armed by the
 * module notifier when it loads (MODULE_STATE_COMING: its text and ftrace
 * records are ready, its init has not run), and disarmed when it goes,
 * so that it may be armed again on the next load. A function's entry,
 * and a return's entry, go on one ftrace_ops (kfunc_module_ftrace.c, which
 * says why), as kfunc.c puts the kernel's own; the rest, and those
 * ftrace refuses, are a kprobe each.
 *
 * tapc_kmod_mutex orders the notifier against the start and the stop.
 */
#include <linux/notifier.h>

static DEFINE_MUTEX(tapc_kmod_mutex);
static bool tapc_kmod_active;	/* the notifier arms and disarms */

bool tapc_kmod_point(const struct tapc_probe_point *p)
{
	return p->ops == &tapc_kprobe_ops && tapc_kprobe_of(p)->module;
}

#ifdef TAPC_HAVE_MODULE_MEM
#include <asm/ibt.h>

/*
 * Since 6.4 a module's text and its init text are allocations of their
 * own, rounded up to a page and zero-filled, and kallsyms gives the last
 * function of each the rest of its allocation as its extent. The kernel
 * asks of every kprobe not on ftrace whether it could be optimized into
 * a jump (x86's can_optimize), which decodes its function's whole
 * extent: through the zero fill two bytes at a time, and when one such
 * instruction starts on the allocation's last byte, the decoder reads
 * the next page, which is not mapped: an oops (6.12's exit functions,
 * notrace and last in the module's text, are such). These are the
 * kprobes that would; the test reads the module's own symbols.
 */
static bool tapc_kmod_bytes_zero(unsigned long from, unsigned long to)
{
	for (; from < to; from++)
		if (*(const u8 *)from)
			return false;
	return true;
}

/* The kernel's address of `p` in `mod` (a symbol of its kallsyms and the
 * point's distance from it, past an endbr64 at an entry), the last
 * function symbol of the text that holds it, and that function's end;
 * false when `p`'s symbol is not found. */
static bool tapc_kmod_locate(struct module *mod,
			     const struct tapc_probe_point *p,
			     const struct module_memory *mem,
			     unsigned long *addr, unsigned long *last,
			     unsigned long *last_end)
{
	const struct tapc_kprobe_point *kpt = tapc_kprobe_of(p);
	const char *name = strchr(kpt->symbol, ':') + 1;
	unsigned long base = (unsigned long)mem->base, end = base + mem->size;
	struct mod_kallsyms *ks = rcu_dereference_sched(mod->kallsyms);
	unsigned int i;
	bool found = false;

	*last = 0;
	for (i = 1; i < ks->num_symtab; i++) {
		const Elf_Sym *sym = &ks->symtab[i];
		const char *sname = ks->strtab + sym->st_name;

		if (sym->st_shndx == SHN_UNDEF || !*sname ||
		    sym->st_value < base || sym->st_value >= end)
			continue;
		if (!strcmp(sname, name)) {
			*addr = sym->st_value + kpt->sym_offset;
			found = true;
		}
		if (sym->st_value >= *last) {
			*last = sym->st_value;
			*last_end = sym->st_value + sym->st_size;
		}
	}
#ifdef TAPC_HAVE_UNDERSCORE_IS_ENDBR
	if (found && !kpt->sym_offset && __is_endbr(*(u32 *)*addr))
#else
	if (found && !kpt->sym_offset && is_endbr(*(u32 *)*addr))
#endif
		*addr += ENDBR_INSN_SIZE;
	return found;
}

/* Whether registering a kprobe at `p` would have the kernel decode past
 * the end of `mod`'s text (above); then it is refused. */
static bool tapc_kmod_overruns(struct module *mod,
			       const struct tapc_probe_point *p)
{
	static const u8 nop5[] = { 0x0f, 0x1f, 0x44, 0x00, 0x00 };
	enum mod_mem_type types[] = { MOD_TEXT, MOD_INIT_TEXT };
	const char *symbol = tapc_kprobe_of(p)->symbol;
	bool overruns = false;
	int t;

	if (!symbol || !strchr(symbol, ':'))
		return false;
	preempt_disable();
	for (t = 0; t < ARRAY_SIZE(types); t++) {
		const struct module_memory *mem = &mod->mem[types[t]];
		unsigned long end = (unsigned long)mem->base + mem->size;
		unsigned long addr, last, last_end;
		const u8 *at;

		if (!mem->base || !mem->size ||
		    !tapc_kmod_locate(mod, p, mem, &addr, &last, &last_end))
			continue;
		at = (const u8 *)addr;
		/* on ftrace's call site (an entry ftrace may trace, its nop or
		 * its call): never decoded */
		if (addr + sizeof(nop5) <= end &&
		    (!memcmp(at, nop5, sizeof(nop5)) || at[0] == 0xe8))
			break;
		/* its function's extent ends at the next symbol; the last
		 * one's code is whole instructions, then the zero fill */
		overruns = addr >= last &&
			   (last_end > end || !tapc_kmod_bytes_zero(last_end, end) ||
			    (end - last_end) % 2);
		break;
	}
	preempt_enable();
	return overruns;
}

/* tapc_kmod_overruns of a module loaded at the start. */
static bool tapc_kmod_loaded_overruns(const struct tapc_probe_point *p)
{
	struct module *mod;
	bool overruns;

	preempt_disable();
	mod = tapc_kmod_find(tapc_kprobe_of(p)->module);
	overruns = mod && tapc_kmod_overruns(mod, p);
	preempt_enable();
	return overruns;
}
#else
static bool tapc_kmod_overruns(struct module *mod,
			       const struct tapc_probe_point *p)
{
	return false;
}

static bool tapc_kmod_loaded_overruns(const struct tapc_probe_point *p)
{
	return false;
}
#endif

/* A kprobe tapc_kmod_overruns refuses: stap's warning, with the reason. */
static void tapc_kmod_refuse(const struct tapc_probe_point *p)
{
	char msg[320];

	snprintf(msg, sizeof(msg),
		 "WARNING: probe %s registration error (rc %d): the kernel "
		 "would decode past the end of module %s's text to place it\n",
		 p->probe->pp, -EFAULT, tapc_kprobe_of(p)->module);
	tapc_runtime_message(msg);
}

static void tapc_kmod_warn(const struct tapc_probe_point *p, int rc)
{
	char msg[256];

	snprintf(msg, sizeof(msg),
		 "WARNING: probe %s registration error (rc %d)\n",
		 p->probe->pp, rc);
	tapc_runtime_message(msg);
}

/* Arms or disarms the points on `mod` as it comes or goes. */
static int tapc_kmod_notify(struct notifier_block *nb, unsigned long action,
			    void *data)
{
	const struct tapc_probe_point *points = tapc_script.points;
	struct module *mod = data;
	int i, rc;

	if (action != MODULE_STATE_COMING && action != MODULE_STATE_GOING)
		return NOTIFY_DONE;
	mutex_lock(&tapc_kmod_mutex);
	for (i = 0; tapc_kmod_active && i < tapc_script.npoints; i++) {
		const struct tapc_probe_point *p = &points[i];
		struct tapc_kprobe *k;

		if (!tapc_kmod_point(p) ||
		    strcmp(tapc_kprobe_of(p)->module, mod->name))
			continue;
		k = tapc_kprobe_of(p)->kprobe;
		if (action == MODULE_STATE_COMING && !k->registered &&
		    !k->ftrace_ip) {
			if (tapc_kmod_trace(mod, p))
				continue;
			if (tapc_kmod_overruns(mod, p)) {
				tapc_kmod_refuse(p);
				continue;
			}
			rc = tapc_kprobe_register(p);
			if (rc)
				tapc_kmod_warn(p, rc);
		} else if (action == MODULE_STATE_GOING && k->registered) {
			tapc_kprobes_unregister(p, 1);
		}
	}
	if (action == MODULE_STATE_GOING && tapc_kmod_active)
		tapc_kmod_untrace(points, tapc_script.npoints, mod);
	mutex_unlock(&tapc_kmod_mutex);
	return NOTIFY_DONE;
}

static struct notifier_block tapc_kmod_nb = {
	.notifier_call = tapc_kmod_notify,
};

/* Before the points register: a module that loads from now on is seen. */
static int tapc_kmod_start(void)
{
	const struct tapc_probe_point *points = tapc_script.points;
	int i, rc;

	for (i = 0; i < tapc_script.npoints; i++)
		if (tapc_kmod_point(&points[i]))
			break;
	if (i == tapc_script.npoints)
		return 0;
	mutex_lock(&tapc_kmod_mutex);
	tapc_kmod_active = true;
	mutex_unlock(&tapc_kmod_mutex);
	rc = register_module_notifier(&tapc_kmod_nb);
	if (rc)
		tapc_kmod_active = false;
	return rc;
}

/* tapc_kmod_trace of a point whose module is loaded at the start. One
 * not yet going cannot be freed meanwhile: its GOING notifier waits for
 * tapc_kmod_mutex, which the caller holds. */
static bool tapc_kmod_loaded_trace(const struct tapc_probe_point *p)
{
	struct module *mod;

	preempt_disable();
	mod = tapc_kmod_find(tapc_kprobe_of(p)->module);
	if (mod && mod->state == MODULE_STATE_GOING)
		mod = NULL;
	preempt_enable();
	return mod && tapc_kmod_trace(mod, p);
}

/* A point on a module at the start: registered if the module is loaded
 * (or is loading), else left for the notifier; 0 either way. */
static int tapc_kmod_register(const struct tapc_probe_point *p)
{
	const struct tapc_kprobe *k = tapc_kprobe_of(p)->kprobe;
	int rc = 0;

	mutex_lock(&tapc_kmod_mutex);
	if (!k->registered && !k->ftrace_ip && tapc_kmod_loaded_trace(p)) {
		/* on tapc_kmod_ops */
	} else if (!k->registered && tapc_kmod_loaded_overruns(p)) {
		tapc_kmod_refuse(p);
	} else if (!k->registered) {
		rc = tapc_kprobe_register(p);
		/* not loaded: kallsyms knows no such name yet */
		if (rc == -ENOENT)
			rc = 0;
	}
	mutex_unlock(&tapc_kmod_mutex);
	return rc;
}

/* No more arming; every point taken off ftrace, every kprobe
 * unregistered in one batch, whatever its index (the notifier may have
 * armed one the start had not reached). */
static void tapc_kmod_stop(void)
{
	if (tapc_kmod_active)
		unregister_module_notifier(&tapc_kmod_nb);
	mutex_lock(&tapc_kmod_mutex);
	tapc_kmod_active = false;
	tapc_kmod_untrace(tapc_script.points, tapc_script.npoints, NULL);
	tapc_kmod_ftrace_free();
	tapc_kprobes_unregister(tapc_script.points, tapc_script.npoints);
	mutex_unlock(&tapc_kmod_mutex);
}

/*
 * The kind of every kernel function's point, kprobe.c's: a point on a
 * module waits for it (above); an entry or return whose place pass 3
 * knows goes through ftrace with the others once all the rest are
 * registered (kfunc.c), and those ftrace refuses as kprobes; the rest
 * as kprobes. A point the kernel refuses is stap's warning.
 */
static void tapc_kprobe_prepare(void)
{
	if (tapc_kmod_start())
		tapc_runtime_message("WARNING: probes on modules loaded later "
				     "cannot be armed\n");
}

static int tapc_kprobe_reg(const struct tapc_probe_point *p)
{
	if (tapc_kmod_point(p))
		return tapc_kmod_register(p);
	if (tapc_kfunc_bulk(p))
		return TAPC_POINT_LATER;
	return tapc_kprobe_register(p);
}

static int tapc_kprobe_reg_batch(const struct tapc_probe_point *points,
				 int n,
				 bool (*done)(const struct tapc_probe_point *p,
					      int rc))
{
	int i, rc;

	tapc_kfuncs_register(points, n);
	for (i = 0; i < n; i++) {
		const struct tapc_probe_point *p = &points[i];

		if (!tapc_kfunc_bulk(p))
			continue;
		if (tapc_kprobe_of(p)->kprobe->in_bulk) {
			done(p, 0);
			continue;
		}
		cond_resched();
		rc = tapc_kprobe_register(p);
		if (!done(p, rc))
			return rc;
	}
	return 0;
}

static bool tapc_kprobe_refused_warn(const struct tapc_probe_point *p,
				     int rc)
{
	if (tapc_kprobe_of(p)->module)
		tapc_kmod_warn(p, rc);
	else
		tapc_kprobe_refused(p, rc);
	return true;
}

static void tapc_kprobe_unreg_batch(const struct tapc_probe_point *points,
				    int n)
{
	tapc_kfuncs_unregister();
	tapc_kmod_stop();
	tapc_kprobes_unregister(points, n);
}

const struct tapc_point_ops tapc_kprobe_ops = {
	.prepare = tapc_kprobe_prepare,
	.reg = tapc_kprobe_reg,
	.reg_batch = tapc_kprobe_reg_batch,
	.refused = tapc_kprobe_refused_warn,
	.unreg_batch = tapc_kprobe_unreg_batch,
};
