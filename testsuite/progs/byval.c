/* cflags: -g -O2 */
/* A function given structs by value: one in a register, one the caller
 * passes on the stack (testsuite/guest/uprobe_byval.t). */
struct id {
	unsigned int val;
};

struct rec {
	long x, y;
	char tag[8];
};

__attribute__((noipa)) int byval(int n, struct id i, struct rec r)
{
	return n + (int)i.val + (int)r.x + r.tag[0];
}

int main(void)
{
	struct rec r = { 1, 2, "rec" };
	struct id i = { 7 };

	return byval(3, i, r) == 0;
}
