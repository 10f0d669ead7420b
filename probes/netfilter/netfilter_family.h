/* netfilter.hook("HOOK").pf("PF")[.priority("PRIO")] (and .pf().hook()):
 * a netfilter hook function at that hook of that protocol family,
 * registered in the initial network namespace (runtime/netfilter.c).
 * Each point gets a handler that gives its body the packet ($skb), the
 * hook ($hooknum), the devices ($in, $out) and, in guru mode, the
 * verdict to return ($verdict, NF_ACCEPT unless the body sets it). */
#ifndef TAPC_NETFILTER_FAMILY_H
#define TAPC_NETFILTER_FAMILY_H

#include "family.h"

/* resolved_point.data of the family's points: what the point names, each
 * as the C the module's registration is written with (the kernel's
 * header names it, or guru mode's verbatim text) */
typedef struct netfilter_point {
	const char *pf;            /* "NFPROTO_IPV4" */
	const char *hook;          /* "NF_INET_LOCAL_IN" */
	const char *priority;      /* "0", "NF_IP_PRI_FIRST" */
	bool guru;                 /* the session's -g: $verdict allowed */
	int verdict;               /* record()'s: $verdict's local, or -1 */
} netfilter_point;

extern const probe_family probe_netfilter_family;

/* pass 3 (netfilter_emit.c) */
void netfilter_emit_tables(struct tr_module *m);
void netfilter_emit_handler(struct tr_module *m, int index, int j);
void netfilter_emit_entry(struct tr_module *m, int index, int j);
#endif
