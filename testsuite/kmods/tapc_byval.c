// SPDX-License-Identifier: GPL-2.0
/*
 * Structs and unions passed by value, in registers and on the stack,
 * for $$parms and its pretty forms (testsuite/guest/kfunc_dwarf_byval.t):
 * its init calls each function for n = 1 .. 3.
 */
#include <linux/init.h>
#include <linux/module.h>

static volatile int tapc_byval_sink;

struct tapc_id {
	unsigned int val;
};

struct tapc_small {
	int a;
	short b;
	char c;
};

union tapc_either {
	int i;
	unsigned short h[2];
};

struct tapc_rec {
	long x;
	long y;
	char tag[8];
};

/* id, s and e each in an argument register, whole */
noinline int tapc_byval_regs(int n, struct tapc_id id, struct tapc_small s,
			     union tapc_either e)
{
	return n + id.val + s.a + s.b + s.c + e.i + tapc_byval_sink;
}

/* r is too big for registers: the caller passes it on the stack */
noinline long tapc_byval_stack(int n, struct tapc_rec r)
{
	return n + r.x + r.y + r.tag[0] + tapc_byval_sink;
}

static int __init tapc_byval_init(void)
{
	long total = 0;
	int n;

	for (n = 1; n <= 3; n++) {
		struct tapc_id id = { .val = 1000 + n };
		struct tapc_small s = { .a = n, .b = -n, .c = 'a' + n };
		union tapc_either e = { .i = 0x10002 * n };

		total += tapc_byval_regs(n, id, s, e);
		total += tapc_byval_stack(n, (struct tapc_rec){ .x = n, .y = -n,
							  .tag = "rec" });
	}
	return total > 0 ? 0 : -EINVAL;
}

static void __exit tapc_byval_exit(void)
{
	tapc_byval_sink = 0;
}

module_init(tapc_byval_init);
module_exit(tapc_byval_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("tapc's test module of aggregates by value");
