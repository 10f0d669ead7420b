// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * kernel.data(...) probes: a wide hardware breakpoint (one per CPU, the
 * debug registers) per point, whose handler runs the probe's body after
 * each write, or read or write, of the watched bytes, with the registers
 * of the code that made it. A symbol is placed as far from
 * sprint_symbol_no_offset as pass 3 read from the image, and checked to
 * be the symbol there; a missing one is skipped with stap's warning. A
 * breakpoint is a perf event: its hits go to perf.c's handler.
 */
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>

/* 6.11's; a gcc with named address spaces (__seg_gs) refuses the cast to
 * a plain pointer these replace */
#ifndef IS_ERR_PCPU
#define IS_ERR_PCPU(ptr) IS_ERR((void __force *)(ptr))
#define PTR_ERR_PCPU(ptr) PTR_ERR((void __force *)(ptr))
#endif

/* The debug registers' lengths: the asked one rounded up, 0 past them. */
static int tapc_hwbkpt_len(long length)
{
	if (length <= 1)
		return HW_BREAKPOINT_LEN_1;
	if (length <= 2)
		return HW_BREAKPOINT_LEN_2;
	if (length <= 4)
		return HW_BREAKPOINT_LEN_4;
	if (length <= 8)
		return HW_BREAKPOINT_LEN_8;
	return 0;
}

static int tapc_hwbkpt_reg(const struct tapc_probe_point *p)
{
	struct tapc_hwbkpt *h = p->slot;
	struct perf_event_attr attr;
	struct perf_event * __percpu *bp;
	unsigned long addr = h->symbol ?
		tapc_kernel_address(h->link_offset, h->symbol) : h->address;
	char msg[256];

	if (!addr) {
		snprintf(msg, sizeof(msg),
			 "WARNING: Probe %s registration skipped: invalid symbol %s\n",
			 p->probe->pp, h->symbol);
		tapc_runtime_message(msg);
		return 0;
	}
	hw_breakpoint_init(&attr);
	attr.bp_addr = addr;
	attr.bp_len = tapc_hwbkpt_len(h->length);
	attr.bp_type = h->rw ? HW_BREAKPOINT_RW : HW_BREAKPOINT_W;
	if (!attr.bp_len)
		return -EINVAL;
	bp = register_wide_hw_breakpoint(&attr, tapc_perf_event_hit, (void *)p);
	if (IS_ERR_PCPU(bp))
		return PTR_ERR_PCPU(bp);
	h->bp = bp;
	return 0;
}

static void tapc_hwbkpt_unreg(const struct tapc_probe_point *p)
{
	struct tapc_hwbkpt *h = p->slot;

	if (!h->bp)
		return;
	unregister_wide_hw_breakpoint(h->bp);
	h->bp = NULL;
}

/* The handler runs in the debug exception, which a grace period waits
 * for as for an NMI. */
static void tapc_hwbkpt_sync(void)
{
	synchronize_rcu();
}

const struct tapc_point_ops tapc_hwbkpt_ops = {
	.reg = tapc_hwbkpt_reg,
	.unreg = tapc_hwbkpt_unreg,
	.sync = tapc_hwbkpt_sync,
};
