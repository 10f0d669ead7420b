/* Lines from the line tables of a file's compilation units (dlines.h):
 * one walk over a unit's rows serves a scope's statement lines and the
 * whole file's table. */
#include "dlines.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <stdlib.h>
#include <string.h>

#include "dfuncs.h"
#include "util.h"

/* A row of a unit's line table, as libdw gives it. */
typedef struct line_rec {
	uint64_t addr;
	int line;
	const char *src;   /* libdw's: one pointer per file of the unit */
	bool stmt, end_sequence;
} line_rec;

typedef void line_fn(const line_rec *r, void *arg);

/* Calls fn for each row of the line table of compilation unit `cu`, in
 * the table's order; false when it has none. */
static bool each_line(Dwarf_Die *cu, line_fn *fn, void *arg)
{
	Dwarf_Lines *lines;
	size_t nlines;

	if (dwarf_getsrclines(cu, &lines, &nlines))
		return false;
	for (size_t i = 0; i < nlines; i++) {
		Dwarf_Line *l = dwarf_onesrcline(lines, i);
		Dwarf_Addr addr;
		line_rec r = { 0 };
		if (!l || dwarf_lineaddr(l, &addr) || dwarf_lineno(l, &r.line) ||
		    dwarf_linebeginstatement(l, &r.stmt) ||
		    dwarf_lineendsequence(l, &r.end_sequence))
			continue;
		r.addr = addr;
		r.src = dwarf_linesrc(l, NULL, NULL);
		fn(&r, arg);
	}
	return true;
}

typedef struct stmt_find {
	uint64_t addr, start;
	bool exact;
} stmt_find;

/* Any row counts, is_stmt or not, as stap checks an address; rows are
 * in address order within a sequence: the last at or before the
 * address, across sequences the nearest. */
static void find_stmt(const line_rec *r, void *arg)
{
	stmt_find *sf = arg;

	if (r->end_sequence || r->addr > sf->addr)
		return;
	if (r->addr == sf->addr)
		sf->exact = true;
	else if (r->addr > sf->start)
		sf->start = r->addr;
}

bool dlines_stmt_at(const dwfile *f, uint64_t addr, uint64_t *start)
{
	Dwarf_Die cu;
	stmt_find sf = { .addr = addr };

	if (f->dw && dwarf_addrdie(f->dw, addr, &cu))
		each_line(&cu, find_stmt, &sf);
	*start = sf.exact ? addr : sf.start;
	return sf.exact;
}

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

typedef struct scope_lines {
	Dwarf_Die *scope;
	const char *file;
	dline *v;
	int n;
} scope_lines;

static void add_scope_line(const line_rec *r, void *arg)
{
	scope_lines *s = arg;

	if (!r->stmt || r->end_sequence || !r->line || !r->src ||
	    dwarf_haspc(s->scope, r->addr) != 1 ||
	    !dlines_same_file(r->src, s->file))
		return;
	dline dl = { r->line, r->addr };
	VEC_PUSH(s->v, s->n, dl);
}

int dlines_of(const dwfile *f, uint64_t die, const char *file, dline **out)
{
	Dwarf_Die scope, cu;
	scope_lines s = { &scope, file, NULL, 0 };

	*out = NULL;
	if (!f->dw || !die || !file || !dwarf_offdie(f->dw, die, &scope) ||
	    !dwarf_diecu(&scope, &cu, NULL, NULL) ||
	    !each_line(&cu, add_scope_line, &s))
		return 0;
	if (s.n > 1)
		qsort(s.v, (size_t)s.n, sizeof *s.v, by_line);
	int kept = 0;
	for (int i = 0; i < s.n; i++)
		if (!kept || s.v[kept - 1].line != s.v[i].line)
			s.v[kept++] = s.v[i];
	*out = s.v;
	return kept;
}

/* A row of the whole table before its files are numbered. */
typedef struct raw_row {
	uint64_t addr;
	int line;
	const char *src;
	const char *comp_dir; /* its unit's, under which src is relative */
	int order;         /* in the walk: at one address the last wins */
} raw_row;

typedef struct raw_rows {
	raw_row *v;
	int n, cap;
	const char *comp_dir; /* the unit's being walked */
} raw_rows;

static void add_raw_row(const line_rec *r, void *arg)
{
	raw_rows *rows = arg;

	if (rows->n == rows->cap) {
		rows->cap = rows->cap ? 2 * rows->cap : 1024;
		rows->v = xrealloc(rows->v, sizeof *rows->v * (size_t)rows->cap);
	}
	/* a row ends at the next; a sequence's end starts no line */
	rows->v[rows->n] = (raw_row){
		r->addr, r->end_sequence || !r->src ? 0 : r->line,
		r->end_sequence ? NULL : r->src, rows->comp_dir, rows->n,
	};
	rows->n++;
}

/* By address; at one address a sequence's end first (the next sequence
 * may begin there), then in the walk's order. */
static int by_addr(const void *a, const void *b)
{
	const raw_row *x = a, *y = b;

	if (x->addr != y->addr)
		return (x->addr > y->addr) - (x->addr < y->addr);
	if ((x->line == 0) != (y->line == 0))
		return x->line == 0 ? -1 : 1;
	return x->order - y->order;
}

/* A file libdw named, by its pointer, and its full path. */
typedef struct src_name {
	const char *src;
	char *path;
	int num;
} src_name;

static int by_pointer(const void *a, const void *b)
{
	const src_name *x = a, *y = b;

	return (x->src > y->src) - (x->src < y->src);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The files the rows name, numbered by their full paths (t->files);
 * returns each distinct pointer libdw gave with its number, by pointer. */
static src_name *number_files(const raw_rows *rows, dline_table *t, int *nsrcs)
{
	src_name *v = xcalloc((size_t)rows->n + 1, sizeof *v);
	int n = 0, k = 0;

	for (int i = 0; i < rows->n; i++)
		if (rows->v[i].src)
			v[n++] = (src_name){ rows->v[i].src,
					     (char *)rows->v[i].comp_dir, 0 };
	qsort(v, (size_t)n, sizeof *v, by_pointer);
	for (int i = 0; i < n; i++)
		if (!k || v[k - 1].src != v[i].src)
			v[k++] = v[i];
	char **paths = xcalloc((size_t)k + 1, sizeof *paths);
	for (int i = 0; i < k; i++)
		paths[i] = v[i].path = dfuncs_path(v[i].path, v[i].src);
	qsort(paths, (size_t)k, sizeof *paths, by_name);
	t->files = xcalloc((size_t)k + 1, sizeof *t->files);
	for (int i = 0; i < k; i++)
		if (!t->nfiles || strcmp(t->files[t->nfiles - 1], paths[i]))
			t->files[t->nfiles++] = xstrdup(paths[i]);
	for (int i = 0; i < k; i++) {
		char **at = bsearch(&v[i].path, t->files, (size_t)t->nfiles,
				    sizeof *t->files, by_name);
		v[i].num = (int)(at - t->files);
		free(v[i].path);
	}
	free(paths);
	*nsrcs = k;
	return v;
}

static int file_number(const src_name *v, int n, const char *src)
{
	src_name key = { src, NULL, 0 };
	const src_name *at = bsearch(&key, v, (size_t)n, sizeof *v, by_pointer);

	return at->num;
}

bool dlines_table(const dwfile *f, dline_table *out)
{
	raw_rows rows = {0};
	Dwarf_CU *cu = NULL;
	Dwarf_Die cudie;
	uint8_t unit_type;

	memset(out, 0, sizeof *out);
	while (f->dw && dwarf_get_units(f->dw, cu, &cu, NULL, &unit_type,
					&cudie, NULL) == 0) {
		Dwarf_Attribute at;
		if (unit_type != DW_UT_compile && unit_type != DW_UT_partial)
			continue;
		rows.comp_dir = dwarf_formstring(dwarf_attr(&cudie, DW_AT_comp_dir, &at));
		each_line(&cudie, add_raw_row, &rows);
	}
	if (!rows.n)
		return false;
	qsort(rows.v, (size_t)rows.n, sizeof *rows.v, by_addr);
	int nsrcs;
	src_name *srcs = number_files(&rows, out, &nsrcs);
	out->rows = xcalloc((size_t)rows.n, sizeof *out->rows);
	for (int i = 0; i < rows.n; i++) {
		const raw_row *r = &rows.v[i];
		dline_row row = { r->addr, r->line,
				  r->src ? file_number(srcs, nsrcs, r->src) : 0 };
		int n = out->nrows;
		if (n && out->rows[n - 1].addr == row.addr)
			out->rows[n - 1] = row;   /* the last at an address */
		else if (!n || out->rows[n - 1].line != row.line ||
			 out->rows[n - 1].file != row.file)
			out->rows[out->nrows++] = row;
	}
	free(srcs);
	free(rows.v);
	return true;
}

void dlines_table_free(dline_table *t)
{
	for (int i = 0; i < t->nfiles; i++)
		free(t->files[i]);
	free(t->files);
	free(t->rows);
	memset(t, 0, sizeof *t);
}
