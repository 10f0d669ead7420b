/* The kernel functions stap's translator will not probe, beyond what the
 * kernel itself refuses (kernel/kfuncs.h): a probe on them recurses into
 * the probe's own machinery (locks, atomics, preemption, interrupt and
 * trap entry, the die and NMI notifiers) or, for a return, never fires
 * (the function does not return). stap passes them over as though they
 * were not there: a glob's other functions are probed, a name of one of
 * them alone is no match. Its guru mode lifts the rule for modules only. */
#include <fnmatch.h>
#include <stddef.h>

#include "kfunc_family.h"

/* globs, as fnmatch(3) reads them */
static const char *const no_probe[] = {
	/* traps, faults, NMIs and the die chain the kprobes handlers run on */
	"atomic_notifier_call_chain", "notifier_call_chain", "default_do_nmi",
	"__die", "die_nmi", "do_debug", "do_general_protection", "do_int3",
	"do_IRQ", "do_page_fault", "do_sparc64_fault", "do_trap",
	"dummy_nmi_callback", "flush_icache_range", "io_check_error",
	"mem_parity_error", "nmi_watchdog_tick", "oops_begin", "oops_end",
	"program_check_exception", "single_step_exception", "sync_regs",
	"unhandled_fault", "unknown_nmi_error", "ia64_bad_break",
	"ia64_do_page_fault", "ia64_fault",
	/* paravirtualised and low-level entry helpers */
	"xen_[gs]et_debugreg", "xen_irq_*", "xen_*_fl_direct*", "check_events",
	"xen_adjust_exception_frame", "xen_iret*", "xen_sysret64*",
	"test_ti_thread_flag*", "inat_get_opcode_attribute",
	"system_call_after_swapgs", "HYPERVISOR_[gs]et_debugreg",
	"HYPERVISOR_event_channel_op", "hash_64", "hash_ptr", "native_set_pte",
	"__switch_to",
	/* locks */
	"*raw_*_lock*", "*raw_*_unlock*", "*raw_*_trylock*", "*read_lock*",
	"*read_unlock*", "*read_trylock*", "*write_lock*", "*write_unlock*",
	"*write_trylock*", "*write_seqlock*", "*write_sequnlock*", "*spin_lock*",
	"*spin_unlock*", "*spin_trylock*", "*spin_is_locked*", "rwsem_*lock*",
	"*mutex_*lock*",
	/* atomics and buffer-head references */
	"atomic_*", "atomic64_*", "get_bh", "put_bh",
	/* interrupts, delays, the current task, preemption */
	"*apic*", "*APIC*", "*softirq*", "*IRQ*", "*_intr*", "__delay",
	"*kernel_text*", "get_current", "current_*", "*exception_tables*",
	"*setup_rt_frame*", "*preempt_count*", "preempt_schedule",
};

/* functions that never return to their caller */
static const char *const no_return[] = {
	"do_exit", "sys_exit", "sys_exit_group",
};

static bool any_matches(const char *const *globs, size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (!fnmatch(globs[i], name, 0))
			return true;
	return false;
}

bool kfunc_blocklisted(const session *s, const char *module, const char *name,
		       bool is_return)
{
	if (module && s->config.guru)
		return false;
	return any_matches(no_probe, sizeof no_probe / sizeof *no_probe, name) ||
	       (is_return &&
		any_matches(no_return, sizeof no_return / sizeof *no_return, name));
}
