/* A scope's lines from its CU's line table (dlines.h). */
#include "dlines.h"

#include <elfutils/libdw.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static int by_line(const void *a, const void *b)
{
	const dline *x = a, *y = b;

	if (x->line != y->line)
		return x->line - y->line;
	return (x->addr > y->addr) - (x->addr < y->addr);
}

bool dlines_same_file(const char *src, const char *file)
{
	size_t n = strlen(src), m = strlen(file);

	return n == m ? !strcmp(src, file)
		      : n < m && file[m - n - 1] == '/' && !strcmp(file + m - n, src);
}

int dlines_of(const dwfile *f, uint64_t die, const char *file, dline **out)
{
	Dwarf_Die scope, cu;
	Dwarf_Lines *lines;
	size_t nlines;
	int n = 0;

	*out = NULL;
	if (!f->dw || !die || !file || !dwarf_offdie(f->dw, die, &scope) ||
	    !dwarf_diecu(&scope, &cu, NULL, NULL) ||
	    dwarf_getsrclines(&cu, &lines, &nlines))
		return 0;
	for (size_t i = 0; i < nlines; i++) {
		Dwarf_Line *l = dwarf_onesrcline(lines, i);
		Dwarf_Addr addr;
		int line;
		bool stmt;
		const char *src = dwarf_linesrc(l, NULL, NULL);
		if (dwarf_lineaddr(l, &addr) || dwarf_lineno(l, &line) ||
		    dwarf_linebeginstatement(l, &stmt) || !stmt || !line || !src ||
		    dwarf_haspc(&scope, addr) != 1 ||
		    !dlines_same_file(src, file))
			continue;
		dline dl = { line, addr };
		VEC_PUSH(*out, n, dl);
	}
	if (n > 1)
		qsort(*out, (size_t)n, sizeof **out, by_line);
	int kept = 0;
	for (int i = 0; i < n; i++)
		if (!kept || (*out)[kept - 1].line != (*out)[i].line)
			(*out)[kept++] = (*out)[i];
	return kept;
}
