/* A user binary's symbols and segments for the module's tables
 * (utable.h); its unwind rows are in ucfi.c. */
#include "utable.h"

#include <gelf.h>
#include <stdlib.h>
#include <string.h>

#include "ubin.h"
#include "user_int.h"
#include "util.h"

typedef struct sym_pick {
	usym sym;
	int binding;          /* higher is stronger: GLOBAL, WEAK, LOCAL */
} sym_pick;

static int binding_rank(int b)
{
	return b == STB_GLOBAL ? 2 : b == STB_WEAK ? 1 : 0;
}

static int underscores(const char *s)
{
	int n = 0;

	while (s[n] == '_')
		n++;
	return n;
}

/* By address; at one address the name to keep first. */
static int by_addr_then_preference(const void *a, const void *b)
{
	const sym_pick *x = a, *y = b;

	if (x->sym.addr != y->sym.addr)
		return (x->sym.addr > y->sym.addr) - (x->sym.addr < y->sym.addr);
	if (underscores(x->sym.name) != underscores(y->sym.name))
		return underscores(x->sym.name) - underscores(y->sym.name);
	if (x->binding != y->binding)
		return y->binding - x->binding;
	return strcmp(x->sym.name, y->sym.name);
}

typedef struct picks {
	sym_pick *v;
	int n, cap;
} picks;

static void add_pick(const char *name, const GElf_Sym *s, void *arg)
{
	picks *p = arg;
	if (p->n == p->cap) {
		p->cap = p->cap ? 2 * p->cap : 256;
		p->v = xrealloc(p->v, sizeof *p->v * (size_t)p->cap);
	}
	p->v[p->n++] = (sym_pick){
		{ s->st_value, s->st_size, name },
		binding_rank(GELF_ST_BIND(s->st_info)),
	};
}

int utable_symbols(const ubin *b, usym **out)
{
	picks p = {0};

	if (!ubin_each_function_symbol(b->elf, SHT_SYMTAB, add_pick, &p))
		ubin_each_function_symbol(b->elf, SHT_DYNSYM, add_pick, &p);
	sym_pick *v = p.v;
	int n = p.n;
	if (n > 1)
		qsort(v, (size_t)n, sizeof *v, by_addr_then_preference);
	usym *syms = n ? xcalloc((size_t)n, sizeof *syms) : NULL;
	int kept = 0;
	for (int i = 0; i < n; i++) {
		if (kept && syms[kept - 1].addr == v[i].sym.addr) {
			/* an alias: the size the first of them lacks */
			if (!syms[kept - 1].size)
				syms[kept - 1].size = v[i].sym.size;
			continue;
		}
		syms[kept++] = v[i].sym;
	}
	/* A symbol reaches the next one, as stap's tables have it (its
	 * usymdata and backtraces give that size, the padding after a
	 * function included: b+0xc/0x20 for a function of 0x15 bytes
	 * followed by another at 0x20); the last keeps its own size. */
	for (int i = 0; i + 1 < kept; i++)
		syms[i].size = syms[i + 1].addr - syms[i].addr;
	free(v);
	*out = syms;
	return kept;
}

int utable_segments(const ubin *b, useg **out)
{
	size_t n;
	int kept = 0;

	*out = NULL;
	if (elf_getphdrnum(b->elf, &n) != 0)
		return 0;
	for (size_t i = 0; i < n; i++) {
		GElf_Phdr ph;
		if (!gelf_getphdr(b->elf, (int)i, &ph) || ph.p_type != PT_LOAD)
			continue;
		useg s = { ph.p_vaddr, ph.p_offset, ph.p_filesz, ph.p_memsz,
			   (ph.p_flags & PF_X) != 0 };
		VEC_PUSH(*out, kept, s);
	}
	return kept;
}
