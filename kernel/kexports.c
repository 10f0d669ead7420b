/* Module.symvers: "CRC\tSYMBOL\tMODULE\tEXPORT_KIND\tNAMESPACE" a line
 * (kexports.h); the kernel's own have MODULE vmlinux. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kexports.h"
#include "util.h"

struct kexport_set {
	char *text;
	char **names;      /* sorted */
	int count;
};

static int compare(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

kexport_set *kexports_load(const char *build_dir)
{
	char *path = xasprintf("%s/Module.symvers", build_dir);
	char *text = read_file(path, NULL);
	if (!text) {
		fprintf(stderr, "%s: cannot read %s: .exported needs it\n",
			progname, path);
		free(path);
		return NULL;
	}
	free(path);
	kexport_set *set = xcalloc(1, sizeof *set);
	set->text = text;
	for (char *line = text; *line;) {
		char *eol = line + strcspn(line, "\n");
		char *next = *eol ? eol + 1 : eol;
		*eol = '\0';
		/* CRC, symbol, module: the symbol ends at the second tab */
		char *sym = strchr(line, '\t');
		char *mod = sym ? strchr(++sym, '\t') : NULL;
		if (mod) {
			*mod++ = '\0';
			if (!strncmp(mod, "vmlinux\t", 8) || !strcmp(mod, "vmlinux"))
				VEC_PUSH(set->names, set->count, sym);
		}
		line = next;
	}
	qsort(set->names, (size_t)set->count, sizeof *set->names, compare);
	return set;
}

void kexports_free(kexport_set *set)
{
	if (!set)
		return;
	free(set->names);
	free(set->text);
	free(set);
}

bool kexports_has(const kexport_set *set, const char *name)
{
	return bsearch(&name, set->names, (size_t)set->count, sizeof *set->names,
		       compare) != NULL;
}
