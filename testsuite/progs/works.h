/* work(x, s, it) called for x = 0..9 with distinct arguments, each call's
 * values printed by the program itself, so that a probe's reading of
 * them can be checked call by call: included by works_*.c, each built
 * with other optimization flags, and by libworks_*.c (with WORKS_LIB:
 * work() alone, in a shared library that works_dl calls). Its line 22
 * (it->seen = y) is guest/uprobe_values_opt's .statement. */
#include <stdio.h>
#include <string.h>

struct item {
	int id;
	long weight;
	int seen;
	short delta;            /* negative: a signed read shows it */
	struct item *self;      /* for chains: it->self->self->weight */
};

/* noipa: its own entry and its ABI, at every level */
__attribute__((noipa)) int work(int x, const char *s, struct item *it)
{
	int y = x * 3 + it->id;
	it->seen = y;
	return y + (int)it->weight + (int)strlen(s);
}

/* its parameter doubled by a statement that -O2 folds into the return:
 * at its entry k is still what the caller passed */
__attribute__((noipa)) int scale(int k)
{
	k = k * 2;
	return k + 1;
}

#ifndef WORKS_LIB
/* the calls, through `fn` (work, or a library's), each line the
 * program prints beginning with `name` */
static int works_calls(const char *name,
		       int (*fn)(int, const char *, struct item *))
{
	for (int x = 0; x < 10; x++) {
		char s[16];
		struct item it = { 100 + 7 * x, 1000L * x + 3, 0, (short)(-37 * x - 1),
				   NULL };

		it.self = &it;

		snprintf(s, sizeof s, "item-%c%d", 'a' + x, x * x);
		int r = fn(x, s, &it);
		printf("%s: work x=%d s=%s id=%d weight=%ld\n", name, x, s,
		       it.id, it.weight);
		printf("%s: item id=%d weight=%ld delta=%d udelta=%u s=%s\n", name,
		       it.id, it.weight, it.delta, (unsigned short)it.delta, s);
		printf("%s: parms x=0x%x s=%p it=%p\n", name, x, (void *)s,
		       (void *)&it);
		printf("%s: y=%d\n", name, it.seen);
		printf("%s: return x=%d entry x=%d s=%s id=%d r=%d\n", name, x, x, s,
		       it.id, r);
		if (fn == work) {       /* a program's own: not works_dl's */
			int r2 = scale(x + 5);

			printf("%s: scale k=%d\n", name, x + 5);
			printf("%s: scale returned k=%d r=%d\n", name, x + 5, r2);
		}
	}
	return 0;
}
#endif
