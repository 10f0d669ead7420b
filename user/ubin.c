/* A user-space binary's functions (ubin.h): from DWARF, else from the
 * ELF symbol table (.symtab, else .dynsym). */
#include "ubin.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dinline.h"
#include "dlines.h"
#include "usdt.h"
#include "user_int.h"
#include "util.h"

typedef struct func_list {
	ubin_func *v;
	int n;
} func_list;

static bool file_offset(Elf *elf, uint64_t addr, bool exec, uint64_t *off)
{
	size_t n;

	if (elf_getphdrnum(elf, &n) != 0)
		return false;
	for (size_t i = 0; i < n; i++) {
		GElf_Phdr ph;
		if (gelf_getphdr(elf, (int)i, &ph) && ph.p_type == PT_LOAD &&
		    (!exec || (ph.p_flags & PF_X)) && addr >= ph.p_vaddr &&
		    addr < ph.p_vaddr + ph.p_filesz) {
			*off = addr - ph.p_vaddr + ph.p_offset;
			return true;
		}
	}
	return false;
}

static void add_func(func_list *l, Elf *elf, const char *name, const char *file,
		     int line, uint64_t addr, uint64_t die)
{
	uint64_t off;

	if (!file_offset(elf, addr, true, &off))
		return;
	ubin_func f = {
		.name = xstrdup(name), .file = file ? xstrdup(file) : NULL,
		.line = line, .addr = addr, .offset = off, .die = die,
		.fn_entry = addr,
	};
	VEC_PUSH(l->v, l->n, f);
}

typedef struct cu_walk {
	func_list *list, *inlines;
	Elf *elf;
	const char *comp_dir;
	Dwarf_Addr fn_entry;       /* the function add_inline is under */
} cu_walk;

/* An inline instance under a function, at its entry (DW_AT_entry_pc,
 * else its first address), in the code of the function at w->fn_entry */
static void add_inline(Dwarf_Die *inst, Dwarf_Addr entry, void *arg)
{
	cu_walk *w = arg;
	const char *name = dwarf_diename(inst);
	int line = 0;

	if (!name)
		return;
	dwarf_decl_line(inst, &line);
	char *full = dfuncs_path(w->comp_dir, dwarf_decl_file(inst));
	int before = w->inlines->n;
	add_func(w->inlines, w->elf, name, full, line, entry, dwarf_dieoffset(inst));
	if (w->inlines->n > before)
		w->inlines->v[before].fn_entry = w->fn_entry;
	free(full);
}

/* A function with code of its own (not only inlined, not a declaration)
 * at its entry address. */
static int add_dwarf_func(Dwarf_Die *die, void *arg)
{
	cu_walk *w = arg;
	const char *name = dwarf_diename(die);
	Dwarf_Addr entry;
	int line = 0;

	if (!name || dwarf_hasattr(die, DW_AT_declaration) ||
	    dwarf_entrypc(die, &entry) != 0)
		return DWARF_CB_OK;
	const char *file = dwarf_decl_file(die);
	dwarf_decl_line(die, &line);
	char *full = dfuncs_path(w->comp_dir, file);
	add_func(w->list, w->elf, name, full, line, entry, dwarf_dieoffset(die));
	free(full);
	w->fn_entry = entry;
	dinline_each(die, add_inline, w);
	return DWARF_CB_OK;
}

static void read_dwarf(Dwarf *dw, Elf *elf, func_list *l, func_list *inlines)
{
	Dwarf_Off off = 0, next;
	size_t hsize;

	while (dwarf_nextcu(dw, off, &next, &hsize, NULL, NULL, NULL) == 0) {
		Dwarf_Die cu;
		if (dwarf_offdie(dw, off + hsize, &cu)) {
			Dwarf_Attribute at;
			cu_walk w = { l, inlines, elf, dwarf_formstring(
				dwarf_attr(&cu, DW_AT_comp_dir, &at)), 0 };
			dwarf_getfuncs(&cu, add_dwarf_func, &w, 0);
		}
		off = next;
	}
}

bool ubin_each_function_symbol(Elf *elf, Elf64_Word type,
			       void (*fn)(const char *name, const GElf_Sym *sym,
					  void *arg),
			       void *arg)
{
	Elf_Scn *scn = NULL;
	bool found = false;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		if (!gelf_getshdr(scn, &sh) || sh.sh_type != type || !sh.sh_entsize)
			continue;
		found = true;
		Elf_Data *data = elf_getdata(scn, NULL);
		size_t n = data ? sh.sh_size / sh.sh_entsize : 0;
		for (size_t i = 0; i < n; i++) {
			GElf_Sym sym;
			if (!gelf_getsym(data, (int)i, &sym) || !sym.st_value ||
			    sym.st_shndx == SHN_UNDEF ||
			    (GELF_ST_TYPE(sym.st_info) != STT_FUNC &&
			     GELF_ST_TYPE(sym.st_info) != STT_GNU_IFUNC))
				continue;
			const char *name = elf_strptr(elf, sh.sh_link, sym.st_name);
			if (name && *name)
				fn(name, &sym, arg);
		}
	}
	return found;
}

typedef struct symbol_funcs {
	func_list *list;
	Elf *elf;
} symbol_funcs;

static void add_symbol_func(const char *name, const GElf_Sym *sym, void *arg)
{
	symbol_funcs *sf = arg;
	add_func(sf->list, sf->elf, name, NULL, 0, sym->st_value, 0);
}

/* The functions of the symbol table of `type`; false when the file has
 * none. */
static bool read_symbols(Elf *elf, Elf64_Word type, func_list *l)
{
	symbol_funcs sf = { l, elf };
	return ubin_each_function_symbol(elf, type, add_symbol_func, &sf);
}

Elf_Scn *ubin_find_section(Elf *elf, const char *name, GElf_Shdr *sh)
{
	size_t shstrndx;
	Elf_Scn *scn = NULL;

	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return NULL;
	while ((scn = elf_nextscn(elf, scn))) {
		const char *n = gelf_getshdr(scn, sh)
			? elf_strptr(elf, shstrndx, sh->sh_name) : NULL;
		if (n && !strcmp(n, name))
			return scn;
	}
	return NULL;
}

int ubin_func_lines(const ubin *b, const ubin_func *f, ubin_line **out)
{
	dline *lines;
	int n = dlines_of(&b->dwarf, f->die, f->file, &lines), kept = 0;

	*out = NULL;
	for (int i = 0; i < n; i++) {
		ubin_line ul = { lines[i].line, lines[i].addr, 0 };
		if (file_offset(b->elf, ul.addr, true, &ul.offset))
			VEC_PUSH(*out, kept, ul);
	}
	free(lines);
	return kept;
}

const ubin_func *ubin_func_at(const ubin *b, uint64_t addr)
{
	for (int i = 0; i < b->nfuncs && b->dwarf.dw; i++) {
		Dwarf_Die die;
		if (b->funcs[i].die &&
		    dwarf_offdie(b->dwarf.dw, b->funcs[i].die, &die) &&
		    dwarf_haspc(&die, addr) == 1)
			return &b->funcs[i];
	}
	return NULL;
}

uint64_t ubin_section_addr(const ubin *b, const char *name)
{
	GElf_Shdr sh;

	return ubin_find_section(b->elf, name, &sh) ? sh.sh_addr : 0;
}

/* The PLT's entries: .rela.plt's Nth relocation names the function of
 * .plt's entry N + 1 (the first is the lazy binder's), or of .plt.sec's
 * entry N where the PLT is split for indirect branch tracking. */
static void read_plt(Elf *elf, func_list *l)
{
	GElf_Shdr rela_sh, plt_sh, sym_sh;
	Elf_Scn *rela = ubin_find_section(elf, ".rela.plt", &rela_sh);
	Elf_Scn *plt = ubin_find_section(elf, ".plt.sec", &plt_sh);
	int first = 0;

	if (!plt) {
		plt = ubin_find_section(elf, ".plt", &plt_sh);
		first = 1;
	}
	if (!rela || !plt || !rela_sh.sh_entsize || !plt_sh.sh_entsize)
		return;
	Elf_Scn *syms = elf_getscn(elf, rela_sh.sh_link);
	Elf_Data *rd = elf_getdata(rela, NULL);
	Elf_Data *sd = syms ? elf_getdata(syms, NULL) : NULL;
	if (!rd || !sd || !gelf_getshdr(syms, &sym_sh))
		return;
	size_t n = rela_sh.sh_size / rela_sh.sh_entsize;
	for (size_t i = 0; i < n; i++) {
		GElf_Rela r;
		GElf_Sym sym;
		if (!gelf_getrela(rd, (int)i, &r) ||
		    !gelf_getsym(sd, (int)GELF_R_SYM(r.r_info), &sym))
			continue;
		const char *name = elf_strptr(elf, sym_sh.sh_link, sym.st_name);
		uint64_t addr = plt_sh.sh_addr + (i + (size_t)first) * plt_sh.sh_entsize;
		if (name && *name && addr < plt_sh.sh_addr + plt_sh.sh_size)
			add_func(l, elf, name, NULL, 0, addr, 0);
	}
}

/* DT_NEEDED and DT_RUNPATH from the dynamic section. */
static void read_dynamic(ubin *b)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(b->elf, scn))) {
		GElf_Shdr sh;
		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_DYNAMIC || !sh.sh_entsize)
			continue;
		Elf_Data *data = elf_getdata(scn, NULL);
		size_t n = data ? sh.sh_size / sh.sh_entsize : 0;
		for (size_t i = 0; i < n; i++) {
			GElf_Dyn dyn;
			if (!gelf_getdyn(data, (int)i, &dyn))
				continue;
			const char *v = dyn.d_tag == DT_NEEDED || dyn.d_tag == DT_RUNPATH ||
					dyn.d_tag == DT_RPATH
				? elf_strptr(b->elf, sh.sh_link, dyn.d_un.d_val) : NULL;
			if (!v)
				continue;
			if (dyn.d_tag == DT_NEEDED) {
				char *copy = xstrdup(v);
				VEC_PUSH(b->needed, b->nneeded, copy);
			} else if (!b->runpath || dyn.d_tag == DT_RUNPATH) {
				free(b->runpath);
				b->runpath = xstrdup(v);
			}
		}
	}
}

char *ubin_find_library(const ubin *b, const char *name)
{
	static const char *const system_dirs =
		"/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu:/lib64:/usr/lib64:"
		"/lib:/usr/lib";
	char *origin = xstrdup(b->path);
	char *slash = strrchr(origin, '/');
	if (slash)
		*slash = '\0';
	char *dirs = b->runpath ? xasprintf("%s:%s", b->runpath, system_dirs)
				: xstrdup(system_dirs);
	char *found = NULL, *save = NULL;
	for (char *d = strtok_r(dirs, ":", &save); d && !found;
	     d = strtok_r(NULL, ":", &save)) {
		char *dir = !strncmp(d, "$ORIGIN", 7) ? xasprintf("%s%s", origin, d + 7)
						       : xstrdup(d);
		char *cand = xasprintf("%s/%s", dir, name);
		found = access(cand, R_OK) == 0 ? realpath(cand, NULL) : NULL;
		free(cand);
		free(dir);
	}
	free(dirs);
	free(origin);
	return found;
}

bool ubin_file_offset(const ubin *b, uint64_t addr, bool exec, uint64_t *off)
{
	return file_offset(b->elf, addr, exec, off);
}

ubin *ubin_open(const char *path, char **why)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0) {
		*why = xstrdup(strerror(errno));
		return NULL;
	}
	elf_version(EV_CURRENT);
	Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	GElf_Ehdr eh;
	if (!elf || elf_kind(elf) != ELF_K_ELF || !gelf_getehdr(elf, &eh) ||
	    (eh.e_type != ET_EXEC && eh.e_type != ET_DYN)) {
		*why = xstrdup("not an ELF executable or shared library");
		if (elf)
			elf_end(elf);
		close(fd);
		return NULL;
	}
	ubin *b = xcalloc(1, sizeof *b);
	b->path = xstrdup(path);
	b->fd = fd;
	b->elf = elf;
	func_list l = {0}, inlines = {0};
	Dwarf *dw = dwarf_begin_elf(elf, DWARF_C_READ, NULL);
	if (dw) {
		read_dwarf(dw, elf, &l, &inlines);
		b->has_dwarf = l.n > 0;
	}
	b->dwarf.dw = dw;
	b->dwarf.cfi = dwarf_getcfi_elf(elf);
	/* with DWARF too, as stap: the functions it does not describe
	 * (_start, _init) are probed by their symbols */
	if (!read_symbols(elf, SHT_SYMTAB, &l))
		read_symbols(elf, SHT_DYNSYM, &l);
	dfuncs_sort_unique(l.v, &l.n);
	b->funcs = l.v;
	b->nfuncs = l.n;
	dfuncs_sort_unique(inlines.v, &inlines.n);
	b->inlines = inlines.v;
	b->ninlines = inlines.n;
	b->nmarks = usdt_read(b, &b->marks);
	read_dynamic(b);
	func_list plts = {0};
	read_plt(elf, &plts);
	b->plts = plts.v;
	b->nplts = plts.n;
	return b;
}

void ubin_free(ubin *b)
{
	if (!b)
		return;
	dfuncs_free(b->funcs, b->nfuncs);
	dfuncs_free(b->plts, b->nplts);
	dfuncs_free(b->inlines, b->ninlines);
	usdt_free(b->marks, b->nmarks);
	for (int i = 0; i < b->nneeded; i++)
		free(b->needed[i]);
	free(b->needed);
	free(b->runpath);
	if (b->dwarf.cfi)
		dwarf_cfi_end(b->dwarf.cfi);
	if (b->dwarf.dw)
		dwarf_end(b->dwarf.dw);
	elf_end(b->elf);
	close(b->fd);
	free(b->path);
	free(b);
}

static int match(const ubin_func *v, int nv, const char *pattern,
		 void (*fn)(const ubin_func *f, void *arg), void *arg)
{
	int n = 0;

	for (int i = 0; i < nv; i++)
		if (fnmatch(pattern, v[i].name, 0) == 0) {
			fn(&v[i], arg);
			n++;
		}
	return n;
}

int ubin_match_functions(const ubin *b, const char *pattern,
			 void (*fn)(const ubin_func *f, void *arg), void *arg)
{
	return match(b->funcs, b->nfuncs, pattern, fn, arg);
}

int ubin_match_inlines(const ubin *b, const char *pattern,
		       void (*fn)(const ubin_func *f, void *arg), void *arg)
{
	return match(b->inlines, b->ninlines, pattern, fn, arg);
}

int ubin_match_plts(const ubin *b, const char *pattern,
		    void (*fn)(const ubin_func *f, void *arg), void *arg)
{
	return match(b->plts, b->nplts, pattern, fn, arg);
}
