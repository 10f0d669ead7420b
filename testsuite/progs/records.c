/* cflags: -g -O2 */
/* records: visit() of two linked records on main's stack, so that
 * $r$ and $r$$ pretty-print a user struct with a char array, a nested
 * struct, an int array and a pointer as stap prints them. Built with
 * DWARF, linked dynamically. */
struct inner {
	int a;
	unsigned char flag;
};

struct record {
	long id;
	char name[8];
	struct inner in;
	int vals[3];
	struct record *next;
};

__attribute__((noipa)) long visit(const struct record *r)
{
	return r->id + r->in.a;
}

int main(void)
{
	struct record second = { 2, "two", { -5, 'y' }, { 7, 8, 9 }, 0 };
	struct record first = { 1, "one", { 3, 'n' }, { 4, 5, 6 }, &second };

	return visit(&first) + visit(&second) == 0;
}
