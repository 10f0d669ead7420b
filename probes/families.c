/* The one table of probe families. Adding a family: its folder under
 * probes/ (see docs/architecture.md), its line here, its files in
 * Makefile.am. A point goes to the first family that claims it; the
 * kprobe family must come after the syscall family, whose runners its
 * handlers call, the uprobe and umark families after the process family,
 * whose core they share. */
#include "btftp_family.h"
#include "families.h"
#include "hwbkpt_family.h"
#include "kfunc_family.h"
#include "kprobe_family.h"
#include "lifecycle_family.h"
#include "netfilter_family.h"
#include "perf_family.h"
#include "procfs_family.h"
#include "process_family.h"
#include "timer_family.h"
#include "tracepoint_family.h"
#include "umark_family.h"
#include "uprobe_family.h"

static const probe_family *const families[] = {
	&probe_lifecycle_family,
	&probe_tracepoint_family,
	&probe_timer_family,
	&probe_procfs_family,
	&probe_netfilter_family,
	&probe_perf_family,
	&probe_hwbkpt_family,
	&probe_syscall_family,
	&probe_kprobe_family,
	&probe_kfunc_family,
	&probe_process_family,
	&probe_uprobe_family,
	&probe_umark_family,
	&probe_btftp_family,
};

void families_emit_runtime(FILE *out)
{
	for (size_t i = 0; i < sizeof families / sizeof families[0]; i++)
		if (families[i]->emit_runtime)
			families[i]->emit_runtime(out);
}

void families_install(session *s)
{
	s->families = families;
	s->nfamilies = (int)(sizeof families / sizeof families[0]);
}
