// SPDX-License-Identifier: GPL-2.0
/*
 * The test suite's module with DWARF (kbuild builds out-of-tree modules
 * with the kernel's CONFIG_DEBUG_INFO): its init calls tapc_dwarf_step()
 * for i = 1 .. rounds, so that a script started before it loads sees
 * counts and values known in advance. Lines the guest cases name are
 * marked; keep them where they are (testsuite/guest/kfunc_dwarf*.t).
 */
#include <linux/init.h>
#include <linux/module.h>

static int rounds = 5;
module_param(rounds, int, 0444);

/* read each time: the compiler folds nothing that depends on it */
static volatile int tapc_sink;

/* an inline instance in tapc_dwarf_step, at every call */
static __always_inline int tapc_twice(int x)
{
	return x * 2 + tapc_sink;
}

noinline int tapc_dwarf_step(int i)
{
	int sq = i * i;

	tapc_sink = sq;	/* line 28: $sq is i * i */
	return sq + tapc_twice(i);	/* 2 * i * i + 2 * i */
}

/* a structure in the kernel's memory, typed by the module's DWARF */
struct tapc_pair {
	int a;
	long b;
	char name[8];
};

noinline long tapc_dwarf_pair(struct tapc_pair *p)
{
	return p->a + p->b + p->name[0];
}

static int __init tapc_test_init(void)
{
	struct tapc_pair pair = { .name = "pair" };
	int i, total = 0;

	for (i = 1; i <= rounds; i++) {
		total += tapc_dwarf_step(i);
		pair.a = i;
		pair.b = 10L * i;
		total += tapc_dwarf_pair(&pair);
	}
	return total > 0 ? 0 : -EINVAL;
}

static void __exit tapc_test_exit(void)
{
}

module_init(tapc_test_init);
module_exit(tapc_test_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("tapc's test module with debug info");
