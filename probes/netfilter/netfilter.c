/* netfilter.hook("HOOK").pf("PF")[.priority("PRIO")]: pass 2 and the
 * listing (netfilter_family.h). The names a point may give are those of
 * the kernel's netfilter headers that stap accepts (the uapi's, which
 * user space builds against too); the module is compiled with those
 * headers, which give their values. Guru mode takes any text verbatim,
 * as stap's does. */
#include <stdlib.h>
#include <string.h>

#include "ktypes.h"
#include "netfilter_family.h"
#include "probes.h"
#include "util.h"

/* A protocol family: its names of hooks (each a prefix the family
 * accepts and the header's name it stands for) and of priorities. */
typedef struct nf_proto {
	const char *name;             /* "NFPROTO_IPV4" */
	int number;                   /* its value, as stap's messages say it */
	const char *hook_prefixes[3]; /* "NF_INET_", "NF_IP_": NULL-ended */
	const char *c_prefix;         /* the header's: "NF_INET_" */
	const char *const *hooks;     /* the names after the prefix */
	const char *priority_prefix;  /* "NF_IP_PRI_", or NULL */
	const char *const *priorities;
} nf_proto;

static const char *const inet_hooks[] = {
	"PRE_ROUTING", "LOCAL_IN", "FORWARD", "LOCAL_OUT", "POST_ROUTING", NULL,
};
static const char *const arp_hooks[] = { "IN", "OUT", "FORWARD", NULL };

/* enum nf_ip_hook_priorities and enum nf_ip6_hook_priorities, less the
 * prefix; CONNTRACK_CONFIRM is IPv4's alone */
static const char *const ip_priorities[] = {
	"FIRST", "RAW_BEFORE_DEFRAG", "CONNTRACK_DEFRAG", "RAW", "SELINUX_FIRST",
	"CONNTRACK", "MANGLE", "NAT_DST", "FILTER", "SECURITY", "NAT_SRC",
	"SELINUX_LAST", "CONNTRACK_HELPER", "CONNTRACK_CONFIRM", "LAST", NULL,
};
static const char *const ip6_priorities[] = {
	"FIRST", "RAW_BEFORE_DEFRAG", "CONNTRACK_DEFRAG", "RAW", "SELINUX_FIRST",
	"CONNTRACK", "MANGLE", "NAT_DST", "FILTER", "SECURITY", "NAT_SRC",
	"SELINUX_LAST", "CONNTRACK_HELPER", "LAST", NULL,
};

static const nf_proto protos[] = {
	{ "NFPROTO_IPV4", 2, { "NF_INET_", "NF_IP_" }, "NF_INET_", inet_hooks,
	  "NF_IP_PRI_", ip_priorities },
	{ "NFPROTO_IPV6", 10, { "NF_INET_", "NF_IP6_" }, "NF_INET_", inet_hooks,
	  "NF_IP6_PRI_", ip6_priorities },
	{ "NFPROTO_ARP", 3, { "NF_ARP_" }, "NF_ARP_", arp_hooks, NULL, NULL },
	{ "NFPROTO_BRIDGE", 7, { "NF_BR_" }, "NF_BR_", inet_hooks, NULL, NULL },
};

static bool in_list(const char *const *list, const char *name)
{
	for (; list && *list; list++)
		if (!strcmp(*list, name))
			return true;
	return false;
}

static const nf_proto *proto_named(const char *name)
{
	for (size_t i = 0; i < sizeof protos / sizeof protos[0]; i++)
		if (!strcmp(protos[i].name, name))
			return &protos[i];
	return NULL;
}

/* The header's name of hook `name` of `pr` ("NF_IP_LOCAL_IN" is
 * NF_INET_LOCAL_IN), or NULL. */
static const char *hook_c_name(arena *a, const nf_proto *pr, const char *name)
{
	for (int i = 0; pr->hook_prefixes[i]; i++) {
		size_t len = strlen(pr->hook_prefixes[i]);
		if (!strncmp(name, pr->hook_prefixes[i], len) &&
		    in_list(pr->hooks, name + len))
			return arena_asprintf(a, "%s%s", pr->c_prefix, name + len);
	}
	return NULL;
}

static bool is_integer(const char *s)
{
	if (*s == '-' || *s == '+')
		s++;
	if (!*s)
		return false;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return false;
	return true;
}

static bool priority_ok(const nf_proto *pr, const char *name)
{
	size_t len = pr->priority_prefix ? strlen(pr->priority_prefix) : 0;

	if (is_integer(name))
		return true;
	return len && !strncmp(name, pr->priority_prefix, len) &&
	       in_list(pr->priorities, name + len);
}

/* The string argument of component `i` named `name`, or NULL. */
static const char *string_arg(const ast_probe_point *pp, int i, const char *name)
{
	if (i >= pp->ncomps || !probe_component_named(pp, i, name))
		return NULL;
	const ast_node *arg = pp->comps[i].arg;
	return arg && arg->kind == EX_STRING ? arg->str : NULL;
}

static probe_match netfilter_resolve(session *s, const ast_probe_point *pp,
				     session_probe *out)
{
	if (pp->ncomps < 3 || !probe_component_is(pp, 0, "netfilter"))
		return PROBE_NOT_MINE;
	bool hook_first = probe_component_named(pp, 1, "hook");
	const char *hook = string_arg(pp, hook_first ? 1 : 2, "hook");
	const char *pf = string_arg(pp, hook_first ? 2 : 1, "pf");
	const char *priority = pp->ncomps > 3 ? string_arg(pp, 3, "priority") : "0";
	if (!hook || !pf || !priority || pp->ncomps > 4)
		return PROBE_NOT_MINE;

	netfilter_point *pt = arena_alloc(out->arena, sizeof *pt);
	*pt = (netfilter_point){ .pf = pf, .hook = hook, .priority = priority,
				 .guru = s->config.guru, .verdict = -1 };
	const nf_proto *pr = proto_named(pf);
	if (!pr && !s->config.guru)
		return probe_point_error(pp, "unsupported netfilter protocol "
					 "family \"%s\"; need stap -g", pf);
	const char *c_hook = pr ? hook_c_name(out->arena, pr, hook) : NULL;
	if (!c_hook && !s->config.guru)
		return probe_point_error(pp, "unsupported netfilter hook \"%s\" "
					 "for protocol family \"%d\"; need stap -g",
					 hook, pr->number);
	if (pr && !priority_ok(pr, priority) && !s->config.guru)
		return probe_point_error(pp, "unsupported netfilter priority \"%s\" "
					 "for protocol family \"%d\"; need stap -g",
					 priority, pr->number);
	pt->pf = arena_strdup(out->arena, pf);
	pt->hook = c_hook ? c_hook : arena_strdup(out->arena, hook);
	pt->priority = arena_strdup(out->arena, priority);
	char *text = probe_point_text(pp);
	probe_add_point(out, (resolved_point){ .pp = arena_strdup(out->arena, text),
					       .data = pt });
	free(text);
	return PROBE_MATCHED;
}

static const char *const target_names[] = { "hooknum", "skb", "in", "out", "verdict" };
#define NTARGETS (int)(sizeof target_names / sizeof target_names[0])

static char *netfilter_target(const resolved_point *rp, const char *name,
			      bool write, ast_type *type)
{
	const netfilter_point *pt = rp->data;

	if (!strcmp(name, "verdict")) {
		/* stap refuses even reading it outside guru mode */
		if (!pt->guru)
			return xstrdup("write to netfilter verdict requires guru "
				       "mode; need stap -g");
		*type = TYPE_LONG;
		return NULL;
	}
	for (int i = 0; i < NTARGETS; i++)
		if (!strcmp(target_names[i], name)) {
			if (write)
				return xasprintf("write to netfilter parameter "
						 "\"$%s\" requires the verdict", name);
			*type = TYPE_LONG;
			return NULL;
		}
	return xstrdup("unsupported context variable");
}

static int netfilter_target_names(const resolved_point *rp, const char ***names)
{
	const netfilter_point *pt = rp->data;
	int n = pt->guru ? NTARGETS : NTARGETS - 1;

	*names = xcalloc((size_t)n + 1, sizeof **names);
	for (int i = 0; i < n; i++)
		(*names)[i] = target_names[i];
	return n;
}

/* $skb, $in and $out are the kernel's struct sk_buff * and struct
 * net_device *, typed as the sk_buff's members that point at them. */
static uint32_t netfilter_btf_type(const ktypes *kt, const resolved_point *rp,
				   const char *name)
{
	const char *type = NULL, *member = NULL;
	kmember m;

	(void)rp;
	if (!strcmp(name, "skb"))
		type = "struct sk_buff", member = "next";
	else if (!strcmp(name, "in") || !strcmp(name, "out"))
		type = "struct sk_buff", member = "dev";
	uint32_t id = type ? ktypes_named(kt, type) : 0;
	return id && ktypes_member(kt, id, member, &m) ? m.type : 0;
}

static const char *netfilter_target_c_type(const resolved_point *rp,
					   const char *name)
{
	(void)rp;
	if (!strcmp(name, "skb"))
		return "struct sk_buff*";
	if (!strcmp(name, "in") || !strcmp(name, "out"))
		return "struct net_device*";
	if (!strcmp(name, "hooknum") || !strcmp(name, "verdict"))
		return "unsigned int";
	return NULL;
}

/* Each variable the body uses by the handler's own name for it
 * (netfilter_emit.c); $verdict starts as NF_ACCEPT, and its local is
 * what the handler returns. */
static bool netfilter_record(session *s)
{
	static const char *const reads[] = {
		"__hook", "(unsigned long)__skb", "(unsigned long)__in",
		"(unsigned long)__out", "NF_ACCEPT",
	};

	for (family_points it = family_points_of(s, &probe_netfilter_family);
	     family_next_point(&it);) {
		session_probe *p = it.probe;
		resolved_point *rp = it.rp;
		if (!p->ntargets)
			continue;
		netfilter_point *pt = rp->data;
		rp->target_reads = arena_alloc(s->arena, sizeof *rp->target_reads *
					       (size_t)p->ntargets);
		for (int t = 0; t < p->ntargets; t++) {
			rp->target_reads[t] = NULL;
			for (int k = 0; k < NTARGETS; k++)
				if (!strcmp(p->targets[t], target_names[k]))
					rp->target_reads[t] = (char *)reads[k];
			if (!strcmp(p->targets[t], "verdict"))
				pt->verdict = t;
		}
	}
	return true;
}

static const char *const netfilter_shapes[] = {
	"netfilter.hook($).pf($)", "netfilter.pf($).hook($)",
	"netfilter.hook($).pf($).priority($)", "netfilter.pf($).hook($).priority($)",
	NULL,
};

const probe_family probe_netfilter_family = {
	.name = "netfilter",
	.shapes = netfilter_shapes,
	.resolve = netfilter_resolve,
	.target = netfilter_target,
	.target_names = netfilter_target_names,
	.target_noun = "netfilter",
	.target_btf_type = netfilter_btf_type,
	.record = netfilter_record,
	.emit_tables = netfilter_emit_tables,
	.emit_handler = netfilter_emit_handler,
	.emit_entry = netfilter_emit_entry,
	.target_c_type = netfilter_target_c_type,
};
