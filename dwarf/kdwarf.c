/* A kernel module's or vmlinux's DWARF through libdwfl (kdwarf.h). A
 * .ko is relocatable: libdwfl gives its allocated sections addresses of
 * a layout of its own (dwfl_offline_section_address) and applies the
 * debug sections' relocations against them, so that its DWARF's
 * addresses, its symbols' and its sections' agree. */
#include "kdwarf.h"

#include <dwarf.h>
#include <elfutils/libdwfl.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dinline.h"
#include "kimage.h"
#include "kmodules.h"
#include "util.h"

typedef struct func_list {
	kdw_func *v;
	int n;
} func_list;

typedef struct walk {
	kdwarf *k;
	Elf *elf;
	GElf_Addr bias;
	bool relocatable;      /* a .ko */
	const char *comp_dir;
	func_list funcs, inlines;
} walk;

/* Whether `addr` is in code that runs where the file is loaded: a
 * module's text, init and exit code (kmodule_text_section); the kernel's
 * .text and its .text.* parts, not its .init.text, freed after boot. */
static bool in_kept_text(const walk *w, Dwarf_Addr addr)
{
	size_t shstrndx;
	Elf_Scn *scn = NULL;

	if (elf_getshdrstrndx(w->elf, &shstrndx) != 0)
		return false;
	while ((scn = elf_nextscn(w->elf, scn))) {
		GElf_Shdr sh;
		if (!gelf_getshdr(scn, &sh) || !(sh.sh_flags & SHF_EXECINSTR) ||
		    addr < sh.sh_addr + w->bias || addr >= sh.sh_addr + w->bias + sh.sh_size)
			continue;
		const char *name = elf_strptr(w->elf, shstrndx, sh.sh_name);
		if (!name)
			return false;
		if (w->relocatable)
			return kmodule_text_section(name);
		return !strcmp(name, ".text") || !strncmp(name, ".text.", 6);
	}
	return false;
}

static void add(walk *w, func_list *l, Dwarf_Die *die, Dwarf_Addr entry,
		Dwarf_Addr fn_entry)
{
	const char *name = dwarf_diename(die);
	int line = 0;

	if (!name || !in_kept_text(w, entry))
		return;
	dwarf_decl_line(die, &line);
	kdw_func f = {
		.name = xstrdup(name), .file = dfuncs_path(w->comp_dir, dwarf_decl_file(die)),
		.line = line, .addr = entry, .die = dwarf_dieoffset(die),
		.fn_entry = fn_entry,
	};
	VEC_PUSH(l->v, l->n, f);
}

typedef struct inline_ctx {
	walk *w;
	Dwarf_Addr fn_entry;
} inline_ctx;

static void add_inline(Dwarf_Die *inst, Dwarf_Addr entry, void *arg)
{
	inline_ctx *ic = arg;

	add(ic->w, &ic->w->inlines, inst, entry, ic->fn_entry);
}

/* A function with code of its own, and the instances inlined in it. */
static int add_function(Dwarf_Die *die, void *arg)
{
	walk *w = arg;
	Dwarf_Addr entry;

	if (dwarf_hasattr(die, DW_AT_declaration) || dwarf_entrypc(die, &entry) != 0)
		return DWARF_CB_OK;
	add(w, &w->funcs, die, entry, entry);
	inline_ctx ic = { w, entry };
	dinline_each(die, add_inline, &ic);
	return DWARF_CB_OK;
}

static void read_functions(walk *w, Dwarf *dw)
{
	Dwarf_Off off = 0, next;
	size_t hsize;

	while (dwarf_nextcu(dw, off, &next, &hsize, NULL, NULL, NULL) == 0) {
		Dwarf_Die cu;
		if (dwarf_offdie(dw, off + hsize, &cu)) {
			Dwarf_Attribute at;
			w->comp_dir = dwarf_formstring(dwarf_attr(&cu, DW_AT_comp_dir, &at));
			dwarf_getfuncs(&cu, add_function, w, 0);
		}
		off = next;
	}
}

/* Whether the ELF file has a .debug_info section: a module's DWARF, looked
 * for before libdwfl relocates (and looks elsewhere for) what a stripped
 * one, as a distribution's modules are, does not have. */
static bool has_debug_info(Elf *elf)
{
	size_t shstrndx;
	Elf_Scn *scn = NULL;
	bool found = false;

	if (!elf || elf_getshdrstrndx(elf, &shstrndx) != 0)
		return false;
	while (!found && (scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *name = gelf_getshdr(scn, &sh)
			? elf_strptr(elf, shstrndx, sh.sh_name) : NULL;
		found = name && !strcmp(name, ".debug_info");
	}
	return found;
}

static bool file_has_debug_info(int fd, char *image, size_t len)
{
	elf_version(EV_CURRENT);
	Elf *elf = image ? elf_memory(image, len) : elf_begin(fd, ELF_C_READ_MMAP, NULL);
	bool found = has_debug_info(elf);

	if (elf)
		elf_end(elf);
	return found;
}

/* The module of the file, read as it is or, compressed, from memory. */
static Dwfl_Module *report(kdwarf *k, char **why)
{
	static char *debuginfo_path;
	static const Dwfl_Callbacks offline = {
		.find_debuginfo = dwfl_standard_find_debuginfo,
		.section_address = dwfl_offline_section_address,
		.debuginfo_path = &debuginfo_path,
	};
	unsigned char head[SELFMAG] = {0};
	int fd = open(k->path, O_RDONLY | O_CLOEXEC);

	if (fd < 0) {
		*why = xstrdup("it cannot be read");
		return NULL;
	}
	bool is_elf = read(fd, head, sizeof head) == (ssize_t)sizeof head &&
		      memcmp(head, ELFMAG, SELFMAG) == 0;
	size_t len = 0;
	const char *what = NULL;
	if (!is_elf && !(k->image = kimage_vmlinux(k->path, &len, &what))) {
		*why = xstrdup(what);
		close(fd);
		return NULL;
	}
	if (!file_has_debug_info(fd, k->image, len)) {
		close(fd);
		return NULL;
	}
	k->dwfl = dwfl_begin(&offline);
	Dwfl_Module *mod = NULL;
	if (is_elf) {
		lseek(fd, 0, SEEK_SET);
		mod = dwfl_report_offline(k->dwfl, "kernel", k->path, fd);
		fd = -1;    /* libdwfl's now */
	} else {
		mod = dwfl_report_offline_memory(k->dwfl, "kernel", k->path,
						 k->image, len);
	}
	if (fd >= 0)
		close(fd);
	dwfl_report_end(k->dwfl, NULL, NULL);
	if (!mod && !*why)
		*why = xstrdup(dwfl_errmsg(-1));
	return mod;
}

kdwarf *kdwarf_open(const char *path, char **why)
{
	kdwarf *k = xcalloc(1, sizeof *k);
	Dwarf_Addr bias = 0;

	*why = NULL;
	k->path = xstrdup(path);
	Dwfl_Module *mod = report(k, why);
	Dwarf *dw = mod ? dwfl_module_getdwarf(mod, &bias) : NULL;
	walk w = { .k = k };
	w.elf = dw ? dwfl_module_getelf(mod, &w.bias) : NULL;
	GElf_Ehdr eh;
	w.relocatable = w.elf && gelf_getehdr(w.elf, &eh) && eh.e_type == ET_REL;
	if (w.elf)
		read_functions(&w, dw);
	if (!w.funcs.n) {
		if (!*why)
			*why = xstrdup("it has no DWARF");
		free(w.funcs.v);
		kdwarf_free(k);
		return NULL;
	}
	k->relocatable = w.relocatable;
	k->mod = mod;
	k->dwarf.dw = dw;
	Dwarf_Addr cfi_bias;
	k->dwarf.cfi = dwfl_module_dwarf_cfi(mod, &cfi_bias);
	dfuncs_sort_unique(w.funcs.v, &w.funcs.n);
	dfuncs_sort_unique(w.inlines.v, &w.inlines.n);
	k->funcs = w.funcs.v;
	k->nfuncs = w.funcs.n;
	k->inlines = w.inlines.v;
	k->ninlines = w.inlines.n;
	return k;
}

void kdwarf_free(kdwarf *k)
{
	if (!k)
		return;
	dfuncs_free(k->funcs, k->nfuncs);
	dfuncs_free(k->inlines, k->ninlines);
	if (k->dwfl)
		dwfl_end(k->dwfl);
	free(k->image);
	free(k->path);
	free(k);
}

bool kdwarf_symbol_at(const kdwarf *k, uint64_t addr, const char **name,
		      uint64_t *offset)
{
	GElf_Off off;
	GElf_Sym sym;
	const char *s = dwfl_module_addrinfo(k->mod, addr, &off, &sym, NULL, NULL,
					     NULL);

	if (!s || !*s || GELF_ST_TYPE(sym.st_info) != STT_FUNC)
		return false;
	*name = s;
	*offset = off;
	return true;
}

/* The kernel's DWARF where stap finds it: under each directory of
 * $SYSTEMTAP_DEBUGINFO_PATH (elfutils' list, its absolute directories;
 * /usr/lib/debug when unset, where Debian's linux-image-REL-dbg puts
 * it) as boot/vmlinux-REL or lib/modules/REL/vmlinux. */
char *kdwarf_vmlinux_path(const char *release)
{
	const char *env = getenv("SYSTEMTAP_DEBUGINFO_PATH");
	char *dirs = xstrdup(env && *env ? env : "/usr/lib/debug");
	char *found = NULL, *save = NULL;

	for (char *d = strtok_r(dirs, ":", &save); d && !found;
	     d = strtok_r(NULL, ":", &save)) {
		if (d[0] != '/')
			continue;	/* "+", ".debug", "build": not the kernel's */
		char *paths[] = {
			xasprintf("%s/boot/vmlinux-%s", d, release),
			xasprintf("%s/lib/modules/%s/vmlinux", d, release),
		};
		for (int i = 0; i < 2; i++) {
			if (!found && access(paths[i], R_OK) == 0)
				found = paths[i];
			else
				free(paths[i]);
		}
	}
	free(dirs);
	return found;
}
