// SPDX-License-Identifier: GPL-2.0
/*
 * Values in the kernel's memory for the probes that read them
 * (testsuite/guest/kvals_*.t): tapc_vals_take() is called for
 * i = 0 .. rounds - 1 with numbers of each width and sign, a string and
 * a struct that points to another, all varying with i, and its caller
 * prints what it passed as "tapc_vals: take(...)", for the cases to
 * compare with what the probes read ($var, ->, @cast, kernel_*,
 * @entry, $$parms), and tapc_vals_bump(), which writes its parameter and
 * its record, for what a .return reads of them ("tapc_vals_bump: ...").
 */
#include <linux/init.h>
#include <linux/module.h>

static int rounds = 6;
module_param(rounds, int, 0444);

struct tapc_vals_inner {
	long v;
	unsigned char tag;
};

struct tapc_vals_rec {
	int a;
	short b;
	unsigned long u;
	char name[16];
	struct tapc_vals_inner *next;
};

static volatile long tapc_vals_sink;

noinline long tapc_vals_take(int n, long l, const char *s,
			     struct tapc_vals_rec *r, unsigned char c)
{
	tapc_vals_sink = n + l + s[0] + r->a + r->next->v + c;
	return tapc_vals_sink;
}

/* writes its parameter and its record before it returns: a .return
 * reads both as the call was entered with them */
noinline int tapc_vals_bump(int n, struct tapc_vals_rec *r)
{
	n = n * 3 + 1 + (int)tapc_vals_sink * 0;
	r->a += 1000;
	r->next->v = n;
	return n;
}

static int __init tapc_vals_init(void)
{
	static const char *const words[] = { "alpha", "", "gamma delta", "x" };
	struct tapc_vals_inner inner;
	struct tapc_vals_rec rec;
	char s[32];
	int i, a, bumped;
	long v;

	for (i = 0; i < rounds; i++) {
		long l = (i % 2 ? -1L : 1L) * (1000000007L * i + 3);

		snprintf(s, sizeof(s), "%s%d", words[i % 4], i);
		inner = (struct tapc_vals_inner){ .v = -70000L * i - 1, .tag = 200 + i };
		rec = (struct tapc_vals_rec){ .a = i * i - 3, .b = -1000 * i,
					      .u = ~0UL - i, .next = &inner };
		snprintf(rec.name, sizeof(rec.name), "rec-%d", i);
		tapc_vals_take(i, l, s, &rec, (unsigned char)(250 + i));
		pr_info("tapc_vals: take(n=%d l=%ld s=\"%s\" c=%u a=%d b=%d u=%lu name=\"%s\" v=%ld tag=%u)\n",
			i, l, s, 250 + i, rec.a, rec.b, rec.u, rec.name, inner.v,
			inner.tag);
		/* as $$parms shows them */
		pr_info("tapc_vals: n=0x%x l=0x%lx s=0x%lx r=0x%lx c=0x%x\n", i,
			(unsigned long)l, (unsigned long)s, (unsigned long)&rec,
			250 + i);
		a = rec.a;
		v = inner.v;
		bumped = tapc_vals_bump(i, &rec);
		pr_info("tapc_vals_bump: bump(n=%d a=%d v=%ld) = %d\n", i, a, v,
			bumped);
	}
	return 0;
}

static void __exit tapc_vals_exit(void)
{
	tapc_vals_sink = 0;
}

module_init(tapc_vals_init);
module_exit(tapc_vals_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("tapc's test module of values in memory");
