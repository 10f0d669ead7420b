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

/* a pointer no one may follow */
static struct tapc_pair *volatile tapc_bad = (struct tapc_pair *)16;

/* x is never loaded: the debug info alone says it is p->a, in memory
 * at the address in p, where a read faults */
noinline int tapc_dwarf_fault(int i)
{
	struct tapc_pair *p = tapc_bad;
	int x __maybe_unused = p->a;

	tapc_sink = i;	/* line 54: $x is at 16 */
	return p != NULL;
}

/* two registers hold t, two more w (DW_OP_piece) */
struct tapc_two {
	long lo;
	long hi;
};

noinline long tapc_dwarf_pieces(struct tapc_two t, __int128 w)
{
	return t.lo + t.hi + (long)w + (long)(w >> 64);
}

noinline int tapc_dwarf_leaf(int k)
{
	return k + tapc_sink;
}

/* after the call i is only its value at the entry (DW_OP_entry_value) */
noinline int tapc_dwarf_after(int i)
{
	tapc_sink = tapc_dwarf_leaf(i + 3);
	return 1;	/* line 78: $i is not known here */
}

/* s only in the debug info, the sum of two registers (DW_OP_plus,
 * DW_OP_stack_value); c a constant (DW_OP_implicit_value), then a value
 * computed from a register; big a constant of 128 bits */
noinline int tapc_dwarf_values(int a, int b)
{
	int s __maybe_unused = a + b;
	long c = 0x1122334455667788L;
	__int128 big = (__int128)0x1122334455667788L << 64 | 0x99;

	tapc_sink = a;	/* line 90: c is the constant */
	tapc_sink = b;
	c = tapc_sink * 3L;
	big = big * tapc_sink;
	tapc_sink = (int)c + (int)big;	/* line 94: c is 3 b */
	return 0;
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
		total += tapc_dwarf_fault(i);
		total += tapc_dwarf_pieces((struct tapc_two){ i, -i }, (__int128)i << 64 | 7);
		total += tapc_dwarf_after(i);
		total += tapc_dwarf_values(i, 100 * i);
	}
	return total > 0 ? 0 : -EINVAL;
}

static void __exit tapc_test_exit(void)
{
	tapc_sink = 0;
}

/*
 * Never called: each the last function of its text, after
 * tapc_test_init's and tapc_test_exit's. Placing a kprobe not on ftrace
 * in a last function, the kernel decodes up to the end of its
 * allocation, which 6.4+ may read past (runtime/kfunc_module.c refuses
 * those); the guest cases probe the functions above on every kernel and
 * these lines, refused or not, with the kernel left healthy.
 */
static noinline void __used __section(".init.text") tapc_test_init_end(void)
{
	tapc_sink = 1;	/* line 131 */
}

static noinline void __used __section(".exit.text") tapc_test_exit_end(void)
{
	tapc_sink = 2;	/* line 136 */
}

/* globals @var reads (testsuite/guest/at_var_module.t) */
int tapc_var_answer = 42;
static struct tapc_pair tapc_var_pair __used = { .a = 7, .b = -3, .name = "varpair" };

/* a kernel header's type the kernel's own BTF has not (only modules use
 * it), for @cast(ADDR, "mii_if_info", "kernel<linux/mii.h>"), which
 * compiles the header (testsuite/guest/cast_headers_kernel.t); included
 * here, below the lines the cases name */
#include <linux/mii.h>

static struct mii_if_info tapc_var_mii __used = {
	.phy_id = 3, .advertising = 0x1e1, .phy_id_mask = 0x1f,
	.reg_num_mask = 0x1f, .full_duplex = 1, .supports_gmii = 1,
};

module_init(tapc_test_init);
module_exit(tapc_test_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("tapc's test module with debug info");
