// SPDX-License-Identifier: GPL-2.0
/*
 * Return values of every kind for .return probes' $return
 * (testsuite/guest/kfunc_return_*.t): its init calls each function for
 * x = 0 .. rounds - 1, and a write of N to its parameter `again` for
 * x = N .. N + rounds - 1, and prints what each call returned, as
 * "tapc_ret: NAME(X) = VALUE", for the cases to compare with what the
 * probes read.
 */
#include <linux/init.h>
#include <linux/module.h>

static int rounds = 5;
module_param(rounds, int, 0444);

/* 0 always, read each time: the compiler folds nothing */
static volatile int tapc_ret_sink;

struct tapc_ret_small {
	int a;
	int b;
};

struct tapc_ret_pair {
	long lo;
	long hi;
};

struct tapc_ret_big {
	long a;
	long b;
	long c;
};

enum tapc_ret_colour { TAPC_RED = 3, TAPC_GREEN = 70000, TAPC_BLUE = -5 };

static char tapc_ret_buf[16];

/* the function: static, not inlined, its result used */
static noinline int work(int x)
{
	return 2 * x + 1 + tapc_ret_sink;
}

/* the same, its result used by no caller: GCC's IPA-SRA makes a copy
 * that returns none (tapc_ret_dropped.isra.0), whose $return is refused */
static noinline int tapc_ret_dropped(int x)
{
	pr_info("tapc_ret: tapc_ret_dropped(%d)\n", x);
	return 2 * x + 1;
}

noinline int tapc_ret_neg(int x)
{
	return -x * x - 7 + tapc_ret_sink * 0;
}

noinline long tapc_ret_long(long x)
{
	return x * -1000000007L + tapc_ret_sink;
}

noinline unsigned long tapc_ret_ulong(int x)
{
	return 0xfedcba9800000000UL + x + tapc_ret_sink;
}

noinline short tapc_ret_short(int x)
{
	return (short)(-300 * x - 1 + tapc_ret_sink);
}

noinline unsigned char tapc_ret_uchar(int x)
{
	return (unsigned char)(250 + x + tapc_ret_sink);
}

noinline signed char tapc_ret_schar(int x)
{
	return (signed char)(-x - 100 + tapc_ret_sink);
}

noinline bool tapc_ret_bool(int x)
{
	return (x + tapc_ret_sink) & 1;
}

noinline unsigned int tapc_ret_uint(int x)
{
	return 0xfffffff0u + x + tapc_ret_sink;
}

noinline char *tapc_ret_ptr(int x)
{
	return &tapc_ret_buf[(x + tapc_ret_sink) % 8];
}

noinline enum tapc_ret_colour tapc_ret_enum(int x)
{
	static const enum tapc_ret_colour c[] = { TAPC_RED, TAPC_GREEN, TAPC_BLUE };

	return c[(x + tapc_ret_sink) % 3];
}

/* eight bytes: returned whole in rax */
noinline struct tapc_ret_small tapc_ret_small(int x)
{
	return (struct tapc_ret_small){ .a = x + tapc_ret_sink, .b = -x };
}

/* sixteen: rax and rdx */
noinline struct tapc_ret_pair tapc_ret_pair(int x)
{
	return (struct tapc_ret_pair){ .lo = x + tapc_ret_sink, .hi = 1000L * x };
}

/* more: in the caller's memory, its address in rax */
noinline struct tapc_ret_big tapc_ret_big(int x)
{
	return (struct tapc_ret_big){ .a = x, .b = -x, .c = x * x + tapc_ret_sink };
}

static long tapc_ret_calls(int first)
{
	long total = 0;
	int x;

	for (x = first; x < first + rounds; x++) {
		struct tapc_ret_small s = tapc_ret_small(x);
		struct tapc_ret_pair p = tapc_ret_pair(x);
		struct tapc_ret_big b = tapc_ret_big(x);
		char *ptr = tapc_ret_ptr(x);

		pr_info("tapc_ret: work(%d) = %d\n", x, work(x));
		pr_info("tapc_ret: tapc_ret_neg(%d) = %d\n", x, tapc_ret_neg(x));
		pr_info("tapc_ret: tapc_ret_long(%d) = %ld\n", x, tapc_ret_long(x));
		pr_info("tapc_ret: tapc_ret_ulong(%d) = %lu\n", x, tapc_ret_ulong(x));
		pr_info("tapc_ret: tapc_ret_short(%d) = %d\n", x, tapc_ret_short(x));
		pr_info("tapc_ret: tapc_ret_uchar(%d) = %d\n", x, tapc_ret_uchar(x));
		pr_info("tapc_ret: tapc_ret_schar(%d) = %d\n", x, tapc_ret_schar(x));
		pr_info("tapc_ret: tapc_ret_bool(%d) = %d\n", x, tapc_ret_bool(x));
		pr_info("tapc_ret: tapc_ret_uint(%d) = %u\n", x, tapc_ret_uint(x));
		pr_info("tapc_ret: tapc_ret_ptr(%d) = %ld\n", x, (long)(ptr - tapc_ret_buf));
		pr_info("tapc_ret: tapc_ret_enum(%d) = %d\n", x, tapc_ret_enum(x));
		pr_info("tapc_ret: tapc_ret_small(%d) = {%d, %d}\n", x, s.a, s.b);
		pr_info("tapc_ret: tapc_ret_pair(%d) = {%ld, %ld}\n", x, p.lo, p.hi);
		pr_info("tapc_ret: tapc_ret_big(%d) = {%ld, %ld, %ld}\n", x, b.a, b.b, b.c);
		tapc_ret_dropped(x);
		total += s.a + p.lo + b.c + (ptr != NULL);
	}
	return total;
}

/* echo N > /sys/module/tapc_ret/parameters/again: the calls again, from
 * x = N, in a module loaded before the script started */
static int tapc_ret_again(const char *val, const struct kernel_param *kp)
{
	int first, rc = kstrtoint(val, 10, &first);

	if (rc)
		return rc;
	tapc_ret_calls(first);
	return 0;
}

static const struct kernel_param_ops tapc_ret_again_ops = {
	.set = tapc_ret_again,
};
module_param_cb(again, &tapc_ret_again_ops, NULL, 0200);

static int __init tapc_ret_init(void)
{
	return tapc_ret_calls(0) >= 0 ? 0 : -EINVAL;
}

static void __exit tapc_ret_exit(void)
{
	tapc_ret_sink = 0;
}

module_init(tapc_ret_init);
module_exit(tapc_ret_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("tapc's test module of return values");
