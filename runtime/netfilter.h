/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The netfilter hook kind (netfilter.c). Part of tapc.h, included by it
 * alone.
 */
#ifndef TAPC_NETFILTER_H
#define TAPC_NETFILTER_H

/* netfilter.hook(...).pf(...): a netfilter hook function (netfilter.c),
 * an OPS point of tapc_netfilter_ops whose slot is this; `run` is the
 * generated handler, given the packet (struct sk_buff *), the hook and
 * the devices (struct net_device *), which returns the verdict. */
struct tapc_nf_hook {
	int pf;
	unsigned int hooknum;
	int priority;
	unsigned int (*run)(void *skb, unsigned int hook, void *in, void *out);
	void *ops;			/* the runtime's, while registered */
};

extern const struct tapc_point_ops tapc_netfilter_ops;

#endif
