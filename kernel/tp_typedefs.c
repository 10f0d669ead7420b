/* The typedefs of the preprocessed trace headers (tp_int.h), for kernels
 * whose image has no BTF that libdwfl can read: what an argument's type
 * stands for, from the kernel's own headers. */
#include <stdlib.h>
#include <string.h>

#include "tp_int.h"
#include "util.h"

static bool is_ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/* "typedef unsigned int tid_t;" and "typedef void (*f_t)(int);"; not
 * those of several lines (structures) or of arrays. */
void tp_typedefs_add_line(tp_typedefs *td, const char *line)
{
	static const char ext[] = "__extension__ ";
	if (!strncmp(line, ext, sizeof ext - 1))
		line += sizeof ext - 1;
	if (strncmp(line, "typedef ", 8))
		return;
	const char *body = line + 8, *end = strrchr(body, ';');
	if (!end || strchr(body, '{') || strchr(body, '['))
		return;
	const char *fp = strstr(body, "(*");
	const char *name, *name_end;
	char *type;
	if (fp) {
		name = fp + 2;
		for (name_end = name; is_ident_char(*name_end); name_end++)
			;
		type = xstrdup("void *");
	} else {
		name_end = end;
		while (name_end > body && name_end[-1] == ' ')
			name_end--;
		for (name = name_end; name > body && is_ident_char(name[-1]); name--)
			;
		const char *type_end = name;
		while (type_end > body && type_end[-1] == ' ')
			type_end--;
		if (type_end == body)
			return;
		type = xstrndup(body, (size_t)(type_end - body));
	}
	if (name_end == name) {
		free(type);
		return;
	}
	tp_typedef t = { xstrndup(name, (size_t)(name_end - name)), type };
	VEC_PUSH(td->items, td->count, t);
}

static int compare_by_name(const void *a, const void *b)
{
	return strcmp(((const tp_typedef *)a)->name, ((const tp_typedef *)b)->name);
}

void tp_typedefs_sort(tp_typedefs *td)
{
	if (td->count)
		qsort(td->items, (size_t)td->count, sizeof *td->items, compare_by_name);
}

static const char *lookup(const tp_typedefs *td, const char *name)
{
	tp_typedef key = { .name = (char *)name };
	const tp_typedef *t = td->count ? bsearch(&key, td->items, (size_t)td->count,
						  sizeof *td->items, compare_by_name) : NULL;
	return t ? t->type : NULL;
}

char *tp_typedefs_resolve(const tp_typedefs *td, const char *c_type)
{
	char *t = xstrdup(c_type);
	/* a bound, against a table that loops */
	for (int depth = 0; depth < 16 && td && !strchr(t, '*'); depth++) {
		size_t len = strlen(t);
		while (len && t[len - 1] == ' ')
			len--;
		size_t start = len;
		while (start && is_ident_char(t[start - 1]))
			start--;
		char *name = xstrndup(t + start, len - start);
		const char *def = lookup(td, name);
		free(name);
		if (!def || (start >= 5 && !strncmp(t + start - 5, "enum ", 5)) ||
		    (start >= 7 && !strncmp(t + start - 7, "struct ", 7)) ||
		    (start >= 6 && !strncmp(t + start - 6, "union ", 6)))
			break;
		char *next = xasprintf("%.*s%s", (int)start, t, def);
		free(t);
		t = next;
	}
	return t;
}

void tp_typedefs_free(tp_typedefs *td)
{
	for (int i = 0; i < td->count; i++) {
		free(td->items[i].name);
		free(td->items[i].type);
	}
	free(td->items);
	td->items = NULL;
	td->count = 0;
}
