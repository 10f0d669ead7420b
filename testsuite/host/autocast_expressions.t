# A typed value's type flows through expressions (stap's autocast): '&'
# in a chain, parentheses, ?: of one type, an assignment's value, a
# local of one type, a function whose returns all have one type.
=== PROG
# A typed value's type flows through expressions (stap's autocast): '&'
# in a chain, parentheses, ?: of one type, an assignment's value, a
# local of one type, a function whose returns all have one type.
function head(p) {
	return & @cast(p, "list_head")
}
function either(p) {
	if (p)
		return head(p)
	return & @cast(p, "struct list_head", "kernel")
}
probe begin {
	println((& @cast(0, "list_head"))->next)
	println((& @cast(0, "list_head"))[1]->prev)
	println((randint(2) ? & @cast(0, "list_head") : head(8))->next)
	println((h = & @cast(0, "list_head"))->prev, h)
	l = head(0)
	println(l->next->next, either(0)->prev)
	# two modules' types in one local: a plain long, not dereferenced
	k = randint(2) ? & @cast(0, "iovec") : & @cast(0, "iovec", "<sys/uio.h>")
	println(k)
	# the kernel's types are one module, with a header named or not
	j = randint(2) ? & @cast(0, "list_head", "kernel<linux/list.h>") : head(0)
	println(j->next)
}
=== EXPECT
# global embedded code
%{
#include <linux/prandom.h>
#include <linux/percpu.h>

static __maybe_unused DEFINE_PER_CPU(struct rnd_state, tapc_rnd);
static __maybe_unused DEFINE_PER_CPU(bool, tapc_rnd_seeded);
%}
# functions
randint:long (n:long)
head:long (p:long)
either:long (p:long)
# probes
begin /*  <- begin */ 
  # locals
  h:long
  l:long
  k:long
  j:long
