// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * netfilter.hook("HOOK").pf("PF"): a hook function registered with
 * netfilter in the initial network namespace for each point (its slot a
 * struct tapc_nf_hook), calling the point's handler with the packet and
 * returning the verdict the handler gives. The hook's ops are allocated
 * when it registers, in the process that starts the session.
 */
#include <linux/netfilter.h>
#include <net/net_namespace.h>

static unsigned int tapc_nf_hookfn(void *priv, struct sk_buff *skb,
				   const struct nf_hook_state *state)
{
	const struct tapc_nf_hook *h = priv;

	return h->run(skb, state->hook, state->in, state->out);
}

static int tapc_nf_reg(const struct tapc_probe_point *p)
{
	struct tapc_nf_hook *h = p->slot;
	struct nf_hook_ops *ops;
	int rc;

	ops = kzalloc(sizeof(*ops), GFP_KERNEL);
	if (!ops)
		return -ENOMEM;
	ops->hook = tapc_nf_hookfn;
	ops->priv = h;
	ops->pf = h->pf;
	ops->hooknum = h->hooknum;
	ops->priority = h->priority;
	rc = nf_register_net_hook(&init_net, ops);
	if (rc) {
		kfree(ops);
		return rc;
	}
	h->ops = ops;
	return 0;
}

/* A packet in a hook may still be running the handler after the hook is
 * taken out: it has left once the network's readers have. */
static void tapc_nf_unreg(const struct tapc_probe_point *p)
{
	struct tapc_nf_hook *h = p->slot;

	if (!h->ops)
		return;
	nf_unregister_net_hook(&init_net, h->ops);
	synchronize_net();
	kfree(h->ops);
	h->ops = NULL;
}

const struct tapc_point_ops tapc_netfilter_ops = {
	.reg = tapc_nf_reg,
	.unreg = tapc_nf_unreg,
};
