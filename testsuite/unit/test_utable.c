/* Unit tests of a user binary's tables for user backtraces (user/utable.h)
 * on this machine's own C library (symbols from .dynsym only) and on
 * this test's own program (from .symtab):
 * the symbols sorted, one per address, aliases named as users call them
 * (getpid, not __getpid); the unwind rows sorted and disjoint, and at
 * each function's entry the state every x86-64 call leaves (the CFA 8
 * bytes above rsp, the return address just below it), but at _start,
 * where the walk ends. Prints "PASS:
 * name" or "FAIL: name" per case; exits 1 on any failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ubin.h"
#include "unit.h"
#include "util.h"
#include "utable.h"

static const ucfi_row *row_at(const ucfi_row *rows, int n, uint64_t addr)
{
	int lo = 0, hi = n;

	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (rows[mid].start <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo && addr < rows[lo - 1].end ? &rows[lo - 1] : NULL;
}

static const usym *symbol(const usym *syms, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(syms[i].name, name))
			return &syms[i];
	return NULL;
}

static void check_binary(const char *path, const char *alias, const char *plain)
{
	char *why = NULL, *name, *detail;
	ubin *b = ubin_open(path, &why);

	if (!b) {
		detail = xasprintf("%s: %s", path, why);
		unit_result("utable: open", false, detail);
		free(detail);
		free(why);
		return;
	}
	usym *syms;
	int nsyms = utable_symbols(b, &syms);
	bool sorted = nsyms > 20;
	for (int i = 1; i < nsyms; i++)
		sorted &= syms[i - 1].addr < syms[i].addr;
	name = xasprintf("utable: %s's %d symbols sorted, one per address", path, nsyms);
	unit_result(name, sorted, NULL);
	free(name);
	if (alias) {
		const usym *p = symbol(syms, nsyms, plain), *a = symbol(syms, nsyms, alias);
		name = xasprintf("utable: %s names %s's address, not %s", path, plain, alias);
		unit_result(name, p && !a && p->size > 0, NULL);
		free(name);
	}

	ucfi_row *rows;
	int nrows = utable_cfi(b, &rows);
	bool disjoint = nrows > 20;
	for (int i = 0; i < nrows; i++)
		disjoint &= rows[i].start < rows[i].end &&
			    (!i || rows[i - 1].end <= rows[i].start);
	name = xasprintf("utable: %s's %d unwind rows sorted and disjoint", path, nrows);
	unit_result(name, disjoint, NULL);
	free(name);

	/* at a function's first instruction the call has just pushed the
	 * return address */
	int covered = 0, entry_state = 0;
	const char *odd = NULL;
	for (int i = 0; i < nsyms; i++) {
		const ucfi_row *r = row_at(rows, nrows, syms[i].addr);
		/* a function's cold part (gcc's NAME.cold) is jumped to
		 * with the function's frame, not called */
		if (!r || strstr(syms[i].name, ".cold"))
			continue;
		covered++;
		/* _start, where the stack begins, has no return address */
		if ((r->cfa_reg == UCFI_RSP && r->cfa_off == 8 && r->ra_off == -8) ||
		    (r->cfa_reg < 0 && !strcmp(syms[i].name, "_start")))
			entry_state++;
		else if (!odd)
			odd = syms[i].name;
	}
	name = xasprintf("utable: %s: %d of %d functions have a row at their entry, "
			 "CFA rsp+8 and the return address at CFA-8 (_start: none)", path,
			 entry_state, covered);
	detail = odd ? xasprintf("the first that differs: %s", odd) : NULL;
	unit_result(name, covered > nsyms * 9 / 10 && entry_state == covered, detail);
	free(detail);
	free(name);

	useg *segs;
	int nsegs = utable_segments(b, &segs);
	unit_result("utable: loadable segments", nsegs >= 2 && segs[0].offset == 0, NULL);
	free(segs);
	free(rows);
	free(syms);
	ubin_free(b);
}

int main(void)
{
	check_binary("/usr/lib/x86_64-linux-gnu/libc.so.6", "__getpid", "getpid");
	/* this test itself: a program with a .symtab */
	char *self = realpath("/proc/self/exe", NULL);
	check_binary(self, NULL, NULL);
	free(self);
	return unit_failures ? 1 : 0;
}
