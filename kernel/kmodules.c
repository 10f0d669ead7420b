/* Modules and their functions (kmodules.h). */
#include <fnmatch.h>
#include <gelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kimage.h"
#include "kmodules.h"
#include "kroot.h"
#include "util.h"

/* "kernel/fs/9p/9p.ko" -> "9p"; '-' as '_'. Allocated. */
static char *module_name(const char *path)
{
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	char *name = xstrndup(base, strcspn(base, "."));
	for (char *p = name; *p; p++)
		if (*p == '-')
			*p = '_';
	return name;
}

static bool name_matches(const char *spec, const char *name)
{
	char *want = xstrdup(spec);
	for (char *p = want; *p; p++)
		if (*p == '-')
			*p = '_';
	bool yes = fnmatch(want, name, 0) == 0;
	free(want);
	return yes;
}

int kmodules_match(const char *release, const char *spec,
		   void (*fn)(const kmodule *m, void *arg), void *arg)
{
	if (strchr(spec, '/')) {
		char *name = module_name(spec);
		kmodule m = { name, spec };
		fn(&m, arg);
		free(name);
		return 1;
	}
	char *dep = kroot_file(release, "/lib/modules/%s/modules.dep");
	char *text = read_file(dep, NULL);
	if (!text) {
		fprintf(stderr, "%s: cannot read %s to find module \"%s\"\n",
			progname, dep, spec);
		free(dep);
		return -1;
	}
	free(dep);
	int n = 0;
	for (char *line = text; *line;) {
		char *eol = line + strcspn(line, "\n");
		char *next = *eol ? eol + 1 : eol;
		*eol = '\0';
		char *colon = strchr(line, ':');
		if (colon) {
			*colon = '\0';
			char *name = module_name(line);
			if (name_matches(spec, name)) {
				char *dir = kroot_file(release, "/lib/modules/%s");
				char *path = xasprintf("%s/%s", dir, line);
				free(dir);
				kmodule m = { name, path };
				fn(&m, arg);
				free(path);
				n++;
			}
			free(name);
		}
		line = next;
	}
	free(text);
	return n;
}

static int compare(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

bool kmodule_text_section(const char *name)
{
	return !strcmp(name, ".text") || !strncmp(name, ".text.", 6) ||
	       !strcmp(name, ".init.text") || !strcmp(name, ".exit.text");
}

static bool is_text(Elf *elf, size_t shstrndx, size_t ndx)
{
	GElf_Shdr shdr;
	Elf_Scn *scn = elf_getscn(elf, ndx);
	const char *name = scn && gelf_getshdr(scn, &shdr)
		? elf_strptr(elf, shstrndx, shdr.sh_name) : NULL;
	return name && kmodule_text_section(name);
}

typedef struct text_sym {
	const char *name;
	size_t shndx;
	GElf_Addr value;
} text_sym;

/* module_init(f) and module_exit(f) name f again init_module and
 * cleanup_module, for the loader: the same function, not another. */
static bool is_loader_alias(const text_sym *syms, int n, int i)
{
	if (strcmp(syms[i].name, "init_module") && strcmp(syms[i].name, "cleanup_module"))
		return false;
	for (int j = 0; j < n; j++)
		if (j != i && syms[j].shndx == syms[i].shndx &&
		    syms[j].value == syms[i].value && strcmp(syms[j].name, syms[i].name))
			return true;
	return false;
}

/* The names of the module's functions, sorted, with repeats. */
static char **function_names(Elf *elf, int *count)
{
	size_t shstrndx;
	char **names = NULL;
	text_sym *syms = NULL;
	int nsyms_text = 0;
	*count = 0;
	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return NULL;
	for (Elf_Scn *scn = elf_nextscn(elf, NULL); scn; scn = elf_nextscn(elf, scn)) {
		GElf_Shdr shdr;
		Elf_Data *data;
		if (!gelf_getshdr(scn, &shdr) || shdr.sh_type != SHT_SYMTAB ||
		    !(data = elf_getdata(scn, NULL)))
			continue;
		size_t nsyms = shdr.sh_entsize ? shdr.sh_size / shdr.sh_entsize : 0;
		for (size_t i = 0; i < nsyms; i++) {
			GElf_Sym sym;
			if (!gelf_getsym(data, (int)i, &sym) ||
			    GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
			    !is_text(elf, shstrndx, sym.st_shndx))
				continue;
			const char *name = elf_strptr(elf, shdr.sh_link, sym.st_name);
			/* 6.2+'s padding before each function, not one */
			if (name && *name && strncmp(name, "__pfx_", 6) &&
			    strncmp(name, "__cfi_", 6)) {
				text_sym t = { name, sym.st_shndx, sym.st_value };
				VEC_PUSH(syms, nsyms_text, t);
			}
		}
	}
	for (int i = 0; i < nsyms_text; i++)
		if (!is_loader_alias(syms, nsyms_text, i))
			VEC_PUSH(names, *count, xstrdup(syms[i].name));
	free(syms);
	if (*count)
		qsort(names, (size_t)*count, sizeof *names, compare);
	return names;
}

int kmodule_functions(const kmodule *m, const char *pattern,
		      void (*fn)(const char *name, void *arg), void *arg)
{
	/* as it is (6.1) or compressed (6.12's .ko.xz) */
	kimage *img = kimage_open(m->path, 0);
	Elf *elf = img ? kimage_elf(img) : NULL;
	int count = 0, n = 0;
	char **names = elf ? function_names(elf, &count) : NULL;
	for (int i = 0; i < count; i++) {
		if ((i == 0 || strcmp(names[i], names[i - 1])) &&
		    fnmatch(pattern, names[i], 0) == 0) {
			fn(names[i], arg);
			n++;
		}
	}
	for (int i = 0; i < count; i++)
		free(names[i]);
	free(names);
	kimage_close(img);
	return n;
}
