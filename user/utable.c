/* A user binary's symbols and segments for the module's tables
 * (utable.h); its unwind rows are in ucfi.c. */
#include "utable.h"

#include <gelf.h>
#include <stdlib.h>
#include <string.h>

#include "ubin.h"
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

/* The function symbols of the table of `type`; false when there is none. */
static bool read_table(Elf *elf, Elf64_Word type, sym_pick **v, int *n, int *cap)
{
	Elf_Scn *scn = NULL;
	bool found = false;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		if (!gelf_getshdr(scn, &sh) || sh.sh_type != type || !sh.sh_entsize)
			continue;
		found = true;
		Elf_Data *data = elf_getdata(scn, NULL);
		size_t count = data ? sh.sh_size / sh.sh_entsize : 0;
		for (size_t i = 0; i < count; i++) {
			GElf_Sym s;
			if (!gelf_getsym(data, (int)i, &s) || !s.st_value ||
			    s.st_shndx == SHN_UNDEF ||
			    (GELF_ST_TYPE(s.st_info) != STT_FUNC &&
			     GELF_ST_TYPE(s.st_info) != STT_GNU_IFUNC))
				continue;
			const char *name = elf_strptr(elf, sh.sh_link, s.st_name);
			if (!name || !*name)
				continue;
			if (*n == *cap) {
				*cap = *cap ? 2 * *cap : 256;
				*v = xrealloc(*v, sizeof **v * (size_t)*cap);
			}
			(*v)[(*n)++] = (sym_pick){
				{ s.st_value, s.st_size, name },
				binding_rank(GELF_ST_BIND(s.st_info)),
			};
		}
	}
	return found;
}

int utable_symbols(const ubin *b, usym **out)
{
	sym_pick *v = NULL;
	int n = 0, cap = 0;

	if (!read_table(b->elf, SHT_SYMTAB, &v, &n, &cap))
		read_table(b->elf, SHT_DYNSYM, &v, &n, &cap);
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
	/* a symbol without a size (assembly's) reaches the next one */
	for (int i = 0; i + 1 < kept; i++)
		if (!syms[i].size)
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
