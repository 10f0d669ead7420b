/* A user binary's call frame information (.eh_frame) as unwind rows
 * (utable.h). libdw interprets the CFI: for each frame description
 * entry, found in .eh_frame_hdr's search table (else at each function
 * symbol), the frame state at its first address, then at the end of
 * each range libdw says that state holds, until the next entry starts;
 * each state becomes a row in the few terms the kernel-side walker
 * follows (a register plus an offset for the CFA, offsets from it for
 * the return address and rbp). */
#include "utable.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <stdlib.h>
#include <string.h>

#include "ubin.h"
#include "user_int.h"
#include "util.h"

#define RA_REG 16   /* x86-64's return address column */

/* An offset from the CFA where a register is saved: ops are
 * DW_OP_call_frame_cfa, then constants added or subtracted. */
static bool cfa_offset_of(const Dwarf_Op *ops, size_t nops, int64_t *off)
{
	int64_t v = 0, pending = 0;

	if (nops < 1 || ops[0].atom != DW_OP_call_frame_cfa)
		return false;
	for (size_t i = 1; i < nops; i++) {
		switch (ops[i].atom) {
		case DW_OP_plus_uconst:
			v += (int64_t)ops[i].number;
			break;
		case DW_OP_consts:
		case DW_OP_constu:
		case DW_OP_const1s: case DW_OP_const2s: case DW_OP_const4s:
		case DW_OP_const8s: case DW_OP_const1u: case DW_OP_const2u:
		case DW_OP_const4u: case DW_OP_const8u:
			pending = (int64_t)ops[i].number;
			break;
		case DW_OP_plus:
			v += pending;
			break;
		case DW_OP_minus:
			v -= pending;
			break;
		default:
			return false;
		}
	}
	*off = v;
	return true;
}

/* A register's rule: where the caller's value is. */
static ureg_rule reg_rule(Dwarf_Frame *frame, int reg, int64_t *off)
{
	Dwarf_Op mem[3], *ops;
	size_t nops;

	if (dwarf_frame_register(frame, reg, mem, &ops, &nops) != 0)
		return UREG_UNKNOWN;
	if (nops == 0)
		return ops == NULL ? UREG_SAME : UREG_UNKNOWN;
	return cfa_offset_of(ops, nops, off) ? UREG_AT_CFA : UREG_UNKNOWN;
}

/* The row of `frame`, whose range libdw gives. */
static ucfi_row row_of(Dwarf_Frame *frame, Dwarf_Addr start, Dwarf_Addr end)
{
	ucfi_row r = { .start = start, .end = end, .cfa_reg = -1,
		       .bp_rule = UREG_UNKNOWN };
	Dwarf_Op *ops;
	size_t nops;
	int64_t ra = 0;

	if (dwarf_frame_cfa(frame, &ops, &nops) == 0 && nops == 1 &&
	    (ops[0].atom == DW_OP_bregx ||
	     (ops[0].atom >= DW_OP_breg0 && ops[0].atom <= DW_OP_breg31))) {
		int reg = ops[0].atom == DW_OP_bregx ? (int)ops[0].number
						     : ops[0].atom - DW_OP_breg0;
		int64_t off = ops[0].atom == DW_OP_bregx ? (int64_t)ops[0].number2
							 : (int64_t)ops[0].number;
		if (reg == UCFI_RSP || reg == UCFI_RBP) {
			r.cfa_reg = reg;
			r.cfa_off = off;
		}
	}
	if (reg_rule(frame, RA_REG, &ra) != UREG_AT_CFA)
		r.cfa_reg = -1;
	r.ra_off = ra;
	r.bp_rule = reg_rule(frame, UCFI_RBP, &r.bp_off);
	if (r.bp_rule != UREG_AT_CFA)
		r.bp_off = 0;
	return r;
}

typedef struct rows {
	ucfi_row *v;
	int n, cap;
} rows;

static bool same_rules(const ucfi_row *a, const ucfi_row *b)
{
	return a->cfa_reg == b->cfa_reg && a->cfa_off == b->cfa_off &&
	       a->ra_off == b->ra_off && a->bp_rule == b->bp_rule &&
	       a->bp_off == b->bp_off;
}

static void add_row(rows *r, ucfi_row row)
{
	ucfi_row *last = r->n ? &r->v[r->n - 1] : NULL;

	if (last && last->end == row.start && same_rules(last, &row)) {
		last->end = row.end;
		return;
	}
	if (r->n == r->cap) {
		r->cap = r->cap ? 2 * r->cap : 1024;
		r->v = xrealloc(r->v, sizeof *r->v * (size_t)r->cap);
	}
	r->v[r->n++] = row;
}

/* The rows of the entry starting at `start`, up to `limit`. */
static void walk_entry(Dwarf_CFI *cfi, uint64_t start, uint64_t limit, rows *r)
{
	uint64_t pc = start;

	while (pc < limit) {
		Dwarf_Frame *frame;
		Dwarf_Addr lo, hi;

		if (dwarf_cfi_addrframe(cfi, pc, &frame) != 0)
			return;
		if (dwarf_frame_info(frame, &lo, &hi, NULL) < 0 || hi <= pc) {
			free(frame);
			return;
		}
		if (hi > limit)
			hi = limit;
		add_row(r, row_of(frame, pc, hi));
		free(frame);
		pc = hi;
	}
}

/* A value of .eh_frame_hdr in encoding `enc` at p (its address `at`),
 * for the encodings linkers write; false for others. */
static bool read_encoded(const unsigned char **p, const unsigned char *end,
			 int enc, uint64_t at, uint64_t hdr, uint64_t *out)
{
	int64_t v;
	size_t size;

	switch (enc & 0x0f) {
	case DW_EH_PE_udata4: size = 4; break;
	case DW_EH_PE_sdata4: size = 4; break;
	case DW_EH_PE_udata8: case DW_EH_PE_sdata8: size = 8; break;
	default: return false;
	}
	if ((size_t)(end - *p) < size)
		return false;
	if (size == 4) {
		uint32_t u;
		memcpy(&u, *p, 4);
		v = (enc & 0x0f) == DW_EH_PE_sdata4 ? (int64_t)(int32_t)u : (int64_t)u;
	} else {
		memcpy(&v, *p, 8);
	}
	*p += size;
	switch (enc & 0x70) {
	case DW_EH_PE_absptr: break;
	case DW_EH_PE_pcrel: v += (int64_t)at; break;
	case DW_EH_PE_datarel: v += (int64_t)hdr; break;
	default: return false;
	}
	*out = (uint64_t)v;
	return true;
}

static int by_value(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* Where the frame description entries start: .eh_frame_hdr's table;
 * without one, each function symbol. Sorted; *out allocated. */
static int entry_starts(const ubin *b, uint64_t **out)
{
	GElf_Shdr sh;
	Elf_Scn *scn = ubin_find_section(b->elf, ".eh_frame_hdr", &sh);
	Elf_Data *d = scn ? elf_getdata(scn, NULL) : NULL;
	uint64_t *v = NULL, count = 0, ptr;
	int n = 0;

	if (d && d->d_size >= 4 && ((const unsigned char *)d->d_buf)[0] == 1) {
		const unsigned char *base = d->d_buf, *p = base + 4,
				    *end = base + d->d_size;
		int fde_count_enc = base[2], table_enc = base[3];
		if (read_encoded(&p, end, base[1], sh.sh_addr + 4, sh.sh_addr, &ptr) &&
		    read_encoded(&p, end, fde_count_enc,
				 sh.sh_addr + (uint64_t)(p - base), sh.sh_addr, &count) &&
		    count < (uint64_t)d->d_size) {
			v = xcalloc(count ? count : 1, sizeof *v);
			for (uint64_t i = 0; i < count; i++) {
				uint64_t loc, fde;
				if (!read_encoded(&p, end, table_enc,
						  sh.sh_addr + (uint64_t)(p - base),
						  sh.sh_addr, &loc) ||
				    !read_encoded(&p, end, table_enc,
						  sh.sh_addr + (uint64_t)(p - base),
						  sh.sh_addr, &fde))
					break;
				v[n++] = loc;
			}
		}
	}
	if (!n) {
		free(v);
		usym *syms;
		int nsyms = utable_symbols(b, &syms);
		v = xcalloc(nsyms ? (size_t)nsyms : 1, sizeof *v);
		for (int i = 0; i < nsyms; i++)
			v[n++] = syms[i].addr;
		free(syms);
	}
	if (n > 1)
		qsort(v, (size_t)n, sizeof *v, by_value);
	*out = v;
	return n;
}

int utable_cfi(const ubin *b, ucfi_row **out)
{
	Dwarf_CFI *cfi = dwarf_getcfi_elf(b->elf);
	rows r = {0};

	*out = NULL;
	if (!cfi)
		return 0;
	uint64_t *starts;
	int n = entry_starts(b, &starts);
	for (int i = 0; i < n; i++)
		if (!i || starts[i] != starts[i - 1])
			walk_entry(cfi, starts[i], i + 1 < n ? starts[i + 1] : UINT64_MAX, &r);
	free(starts);
	dwarf_cfi_end(cfi);
	*out = r.v;
	return r.n;
}
