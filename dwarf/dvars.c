/* A function's variables at an address of its code (dvars.h). Each
 * location is a DWARF expression, the one that holds at that address
 * when it is a list. What it needs of the frame is put in here (the
 * frame base and the canonical frame address as register + offset, a
 * register's value at the entry), and the rest kept for dvars_loc_c,
 * which writes it as C over the probe's registers and fault-safe reads
 * of memory. At the function's first instruction the canonical frame
 * address is the stack pointer plus the return address's 8 bytes;
 * elsewhere the file's CFI (.eh_frame, a kernel module's .debug_frame)
 * says what it is. A register's value at the entry (DW_OP_entry_value)
 * is known only there. */
#include "dvars.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <stdlib.h>
#include <string.h>

#include "dwarf_int.h"
#include "util.h"

#define REG_SP 7

/* A register + offset (reg -1: a constant). */
typedef struct sym {
	int reg;
	int64_t offset;
} sym;

typedef struct ctx {
	Dwarf_Attribute *attr;
	const sym *fbase;
	const sym *cfa;    /* NULL: not known here */
	bool at_entry;
} ctx;

static bool put(dvar_loc *l, uint8_t atom, uint64_t number, uint64_t number2)
{
	if (l->nops == DVAR_MAX_OPS)
		return false;
	l->ops[l->nops++] = (dvar_op){ atom, number, number2 };
	return true;
}

/* DW_OP_entry_value's expression: the register whose value at the entry
 * it is. */
static bool entry_reg(Dwarf_Attribute *attr, const Dwarf_Op *op, int *reg)
{
	Dwarf_Attribute at;
	Dwarf_Op *sub;
	size_t nsub;

	if (!attr || dwarf_getlocation_attr(attr, op, &at) != 0 ||
	    dwarf_getlocation(&at, &sub, &nsub) != 0 || nsub != 1)
		return false;
	if (sub[0].atom >= DW_OP_reg0 && sub[0].atom <= DW_OP_reg31)
		*reg = sub[0].atom - DW_OP_reg0;
	else if (sub[0].atom == DW_OP_regx)
		*reg = (int)sub[0].number;
	else
		return false;
	return true;
}

/* The operations dvars_loc_c writes as C, beside the frame's. */
static bool writable(uint8_t a)
{
	if ((a >= DW_OP_reg0 && a <= DW_OP_reg31) ||
	    (a >= DW_OP_breg0 && a <= DW_OP_breg31) ||
	    (a >= DW_OP_lit0 && a <= DW_OP_lit31))
		return true;
	switch (a) {
	case DW_OP_regx: case DW_OP_bregx:
	case DW_OP_const1u: case DW_OP_const2u: case DW_OP_const4u:
	case DW_OP_const8u: case DW_OP_constu:
	case DW_OP_const1s: case DW_OP_const2s: case DW_OP_const4s:
	case DW_OP_const8s: case DW_OP_consts:
	case DW_OP_plus_uconst: case DW_OP_plus: case DW_OP_minus:
	case DW_OP_mul: case DW_OP_and: case DW_OP_or: case DW_OP_xor:
	case DW_OP_shl: case DW_OP_shr: case DW_OP_shra:
	case DW_OP_neg: case DW_OP_not:
	case DW_OP_eq: case DW_OP_ne: case DW_OP_lt: case DW_OP_gt:
	case DW_OP_le: case DW_OP_ge:
	case DW_OP_dup: case DW_OP_drop: case DW_OP_swap: case DW_OP_over:
	case DW_OP_deref: case DW_OP_deref_size:
	case DW_OP_stack_value: case DW_OP_piece:
		return true;
	default:
		return false;
	}
}

/* One operation into l, the frame's put in; false for what cannot be
 * read here (DW_OP_entry_value past the entry, an implicit pointer, a
 * value wider than a long, ...). */
static bool take_op(dvar_loc *l, const Dwarf_Op *op, const ctx *c)
{
	int reg;

	switch (op->atom) {
	case DW_OP_fbreg:
		return c->fbase && put(l, DW_OP_bregx, (uint64_t)c->fbase->reg,
				       (uint64_t)(c->fbase->offset + (int64_t)op->number));
	case DW_OP_call_frame_cfa:
		return c->cfa && put(l, DW_OP_bregx, (uint64_t)c->cfa->reg,
				     (uint64_t)c->cfa->offset);
	case DW_OP_entry_value:
	case DW_OP_GNU_entry_value:
		return c->at_entry && entry_reg(c->attr, op, &reg) &&
		       put(l, DW_OP_bregx, (uint64_t)reg, 0);
	case DW_OP_implicit_value: {
		/* the value's bytes themselves, little-endian */
		Dwarf_Block b;
		uint64_t v = 0;
		if (!c->attr || dwarf_getlocation_implicit_value(c->attr, op, &b) != 0 ||
		    b.length > 8)
			return false;
		for (Dwarf_Word i = b.length; i-- > 0;)
			v = v << 8 | b.data[i];
		return put(l, DW_OP_constu, v, 0) && put(l, DW_OP_stack_value, 0, 0);
	}
	default:
		return writable(op->atom) && put(l, op->atom, op->number, op->number2);
	}
}

/* Where a function's code is being looked at: its address, and what
 * the frame is there. */
typedef struct place {
	Dwarf_Addr pc;
	bool at_entry;
	bool has_cfa, has_fbase;
	sym cfa, fbase;
} place;

/* At a function's entry, the first entry of a location list that
 * begins there, an empty one too: GCC's location views put the value a
 * parameter has as called in an entry of no length at the entry (view 0
 * to N), and the value after statements of no code there (x = x * 2
 * folded into the return) in the next; a probe at the entry runs before
 * any of them. libdw's lookup by address skips the empty one. */
static bool entry_location(Dwarf_Attribute *attr, Dwarf_Addr pc, Dwarf_Op **ops,
			   size_t *n)
{
	Dwarf_Addr base, start, end;
	ptrdiff_t off = 0;

	while ((off = dwarf_getlocations(attr, off, &base, &start, &end, ops, n)) > 0)
		if (start == pc && *n)
			return true;
	return false;
}

static bool take_attr(Dwarf_Attribute *attr, const place *pl, bool with_fbase,
		      dvar_loc *l)
{
	Dwarf_Op *ops;
	size_t n;

	l->nops = 0;
	if (!(pl->at_entry && entry_location(attr, pl->pc, &ops, &n)) &&
	    (dwarf_getlocation_addr(attr, pl->pc, &ops, &n, 1) != 1 || !n))
		return false;
	ctx c = { attr, with_fbase && pl->has_fbase ? &pl->fbase : NULL,
		  pl->has_cfa ? &pl->cfa : NULL, pl->at_entry };
	for (size_t i = 0; i < n; i++)
		if (!take_op(l, &ops[i], &c))
			return false;
	return true;
}

static int op_reg(const dvar_op *op)
{
	uint8_t a = op->atom;

	if (a >= DW_OP_reg0 && a <= DW_OP_reg31)
		return a - DW_OP_reg0;
	if (a >= DW_OP_breg0 && a <= DW_OP_breg31)
		return a - DW_OP_breg0;
	return a == DW_OP_regx || a == DW_OP_bregx ? (int)op->number : -1;
}

/* An expression of one register + offset or constant, as the simple
 * form of dvar_loc has it; false when it is more. */
static bool simple(const dvar_loc *l, dvar_loc *out)
{
	sym v = { -1, 0 };
	bool value = false, have = false;

	for (int i = 0; i < l->nops; i++) {
		const dvar_op *op = &l->ops[i];
		uint8_t a = op->atom;
		bool is_reg = (a >= DW_OP_reg0 && a <= DW_OP_reg31) || a == DW_OP_regx;
		bool is_breg = (a >= DW_OP_breg0 && a <= DW_OP_breg31) || a == DW_OP_bregx;
		int64_t off = a == DW_OP_bregx ? (int64_t)op->number2 : (int64_t)op->number;
		if (!have && (is_reg || is_breg)) {
			v = (sym){ op_reg(op), is_reg ? 0 : off };
			value = is_reg;
		} else if (!have && (a == DW_OP_constu || a == DW_OP_consts ||
			   (a >= DW_OP_const1u && a <= DW_OP_const8s))) {
			v = (sym){ -1, (int64_t)op->number };
		} else if (!have && a >= DW_OP_lit0 && a <= DW_OP_lit31) {
			v = (sym){ -1, a - DW_OP_lit0 };
		} else if (have && a == DW_OP_plus_uconst && !value) {
			v.offset += (int64_t)op->number;
		} else if (have && a == DW_OP_stack_value && i == l->nops - 1) {
			value = true;
		} else {
			return false;
		}
		have = true;
	}
	if (!have || (v.reg < 0 && !value) || v.reg >= DVAR_NREGS)
		return false;
	*out = (dvar_loc){ .reg = v.reg, .offset = v.offset, .deref = !value };
	return true;
}

/* The function's frame base there, when it has one. */
static bool frame_base(Dwarf_Die *fn, const place *pl, sym *out)
{
	Dwarf_Attribute at;
	dvar_loc l, s;

	if (!dwarf_attr(fn, DW_AT_frame_base, &at) || !take_attr(&at, pl, false, &l) ||
	    !simple(&l, &s))
		return false;
	*out = (sym){ s.reg, s.offset };
	return true;
}

/* The canonical frame address at pc, from the CFI: register + offset. */
static bool cfa_at(const dwfile *f, Dwarf_Addr pc, sym *out)
{
	Dwarf_CFI *cfi = f->cfi;
	Dwarf_Frame *frame;
	Dwarf_Op *ops;
	size_t n;

	if (!cfi || dwarf_cfi_addrframe(cfi, pc, &frame) != 0)
		return false;
	/* libdw gives a register + offset rule as DW_OP_bregx */
	bool ok = dwarf_frame_cfa(frame, &ops, &n) == 0 && n == 1 &&
		  ((ops[0].atom >= DW_OP_breg0 && ops[0].atom <= DW_OP_breg31) ||
		   ops[0].atom == DW_OP_bregx);
	if (ok && ops[0].atom == DW_OP_bregx)
		*out = (sym){ (int)ops[0].number, (int64_t)ops[0].number2 };
	else if (ok)
		*out = (sym){ ops[0].atom - DW_OP_breg0, (int64_t)ops[0].number };
	free(frame);
	return ok;
}

/* The size and sign of a scalar's value; false for an aggregate. */
static bool scalar(Dwarf_Die *type, int *size, bool *is_signed)
{
	Dwarf_Die t;
	Dwarf_Attribute at;
	Dwarf_Word enc = 0;

	if (!dtypes_peel(type, &t))
		return false;
	switch (dwarf_tag(&t)) {
	case DW_TAG_pointer_type:
		*size = 8;
		*is_signed = false;
		return true;
	case DW_TAG_base_type:
	case DW_TAG_enumeration_type:
		*size = dwarf_bytesize(&t);
		if (dwarf_attr(&t, DW_AT_encoding, &at))
			dwarf_formudata(&at, &enc);
		*is_signed = enc == DW_ATE_signed || enc == DW_ATE_signed_char;
		return *size == 1 || *size == 2 || *size == 4 || *size == 8;
	default:
		return false;
	}
}

static void add_var(Dwarf_Die *die, const place *pl, dvar **out, int *n)
{
	const char *name = dwarf_diename(die);
	Dwarf_Attribute at;
	Dwarf_Die type;

	if (!name)
		return;
	dvar v = { .name = xstrdup(name),
		   .is_param = dwarf_tag(die) == DW_TAG_formal_parameter };
	bool typed = dwarf_attr_integrate(die, DW_AT_type, &at) &&
		     dwarf_formref_die(&at, &type);
	v.type_name = typed ? dtypes_name(&type) : xstrdup("void");
	v.type = typed ? (uint32_t)dwarf_dieoffset(&type) : 0;
	Dwarf_Word bytes;
	if (typed && !scalar(&type, &v.size, &v.is_signed)) {
		v.size = 0;
		v.bytes = dwarf_aggregate_size(&type, &bytes) == 0 ? (int)bytes : 0;
		Dwarf_Die t;
		int tag = dtypes_peel(&type, &t) ? dwarf_tag(&t) : 0;
		v.aggregate = tag == DW_TAG_structure_type || tag == DW_TAG_union_type ||
			      tag == DW_TAG_class_type || tag == DW_TAG_array_type;
	}
	dvar_loc simpler;
	Dwarf_Sword konst;
	if (!dwarf_hasattr_integrate(die, DW_AT_location) &&
	    dwarf_attr_integrate(die, DW_AT_const_value, &at) &&
	    dwarf_formsdata(&at, &konst) == 0) {
		/* a constant everywhere (DW_AT_const_value) */
		v.loc = (dvar_loc){ .reg = -1, .offset = konst };
		v.located = true;
	} else if (dwarf_attr_integrate(die, DW_AT_location, &at) &&
		   take_attr(&at, pl, true, &v.loc)) {
		if (simple(&v.loc, &simpler))
			v.loc = simpler;
		/* an aggregate's value is known where its expression is one
		 * that can be followed; a scalar's where it can be read */
		char *c = dvars_loc_c("r", &v.loc, v.size ? v.size : 8, false, "m", NULL);
		v.located = c != NULL || (!v.size && v.loc.nops);
		free(c);
	}
	VEC_PUSH(*out, *n, v);
}

/* The variables of one scope, or with `params` the parameters first. */
static void add_scope(Dwarf_Die *scope, const place *pl, bool params,
		      dvar **out, int *n)
{
	Dwarf_Die child;

	if (dwarf_child(scope, &child) != 0)
		return;
	for (int pass = params ? 0 : 1; pass < 2; pass++) {
		Dwarf_Die d = child;
		do {
			int tag = dwarf_tag(&d);
			if ((pass == 0 && tag == DW_TAG_formal_parameter) ||
			    (pass == 1 && tag == DW_TAG_variable))
				add_var(&d, pl, out, n);
		} while (dwarf_siblingof(&d, &d) == 0);
	}
}

int dvars_at(const dwfile *f, uint64_t die, uint64_t entry, uint64_t pc,
	     dvar **out)
{
	Dwarf_Die fn, cu, *scopes = NULL;
	int n = 0;

	*out = NULL;
	if (!f->dw || !die || !dwarf_offdie(f->dw, die, &fn) ||
	    !dwarf_diecu(&fn, &cu, NULL, NULL))
		return 0;
	place pl = { .pc = pc, .at_entry = pc == entry };
	if (pl.at_entry) {
		pl.cfa = (sym){ REG_SP, 8 };
		pl.has_cfa = true;
	} else {
		pl.has_cfa = cfa_at(f, pc, &pl.cfa);
	}
	/* the lexical blocks around pc, innermost first, up to the scope;
	 * the frame base is the function's the code is in (an inline
	 * instance has none of its own) */
	int nscopes = dwarf_getscopes(&cu, pc, &scopes);
	Dwarf_Die *func = &fn;
	for (int i = 0; i < nscopes; i++)
		if (dwarf_tag(&scopes[i]) == DW_TAG_subprogram) {
			func = &scopes[i];
			break;
		}
	pl.has_fbase = frame_base(func, &pl, &pl.fbase);
	for (int i = 0; i < nscopes && !pl.at_entry; i++) {
		if (dwarf_dieoffset(&scopes[i]) == dwarf_dieoffset(&fn))
			break;
		if (dwarf_tag(&scopes[i]) == DW_TAG_lexical_block)
			add_scope(&scopes[i], &pl, false, out, &n);
	}
	free(scopes);
	add_scope(&fn, &pl, true, out, &n);
	return n;
}

bool dvars_cfa(const dwfile *f, uint64_t pc, int *reg, int64_t *offset)
{
	sym cfa;

	if (!cfa_at(f, pc, &cfa))
		return false;
	*reg = cfa.reg;
	*offset = cfa.offset;
	return true;
}

void dvars_free(dvar *v, int n)
{
	for (int i = 0; i < n; i++) {
		free(v[i].name);
		free(v[i].type_name);
	}
	free(v);
}

/* Whether each member of the struct or union `t` is at an offset its
 * size's alignment allows (else x86-64 returns it in memory, as a packed
 * struct's). */
static bool members_aligned(Dwarf_Die *t)
{
	Dwarf_Die m, mt;
	Dwarf_Attribute at;
	Dwarf_Word offset;

	if (dwarf_child(t, &m) != 0)
		return true;
	do {
		if (dwarf_tag(&m) != DW_TAG_member || dwarf_hasattr(&m, DW_AT_bit_size))
			continue;
		if (!dwarf_attr(&m, DW_AT_data_member_location, &at) ||
		    dwarf_formudata(&at, &offset) != 0)
			continue;   /* a union's members are at 0 */
		Dwarf_Word size = 0;
		if (!dwarf_attr_integrate(&m, DW_AT_type, &at) ||
		    !dwarf_formref_die(&at, &mt) || dwarf_aggregate_size(&mt, &size) != 0)
			return false;
		Dwarf_Word align = size >= 8 ? 8 : (size & (size - 1)) ? 1 : size;
		if (align && offset % align)
			return false;
	} while (dwarf_siblingof(&m, &m) == 0);
	return true;
}

/* Where x86-64 returns a struct or union of `bytes` (`t` its type): held
 * whole in rax up to 8 bytes, in rax and rdx up to 16, else (or when a
 * member is not aligned) in memory at the address rax returns. */
static void return_aggregate(Dwarf_Die *t, int bytes, dvar *out)
{
	out->aggregate = true;
	out->bytes = bytes;
	out->located = true;
	if (bytes > 0 && bytes <= 8 && members_aligned(t)) {
		out->loc = (dvar_loc){ .reg = 0 };
	} else if (bytes > 8 && bytes <= 16 && members_aligned(t)) {
		out->loc = (dvar_loc){ .nops = 4, .ops = {
			{ DW_OP_reg0, 0, 0 }, { DW_OP_piece, 8, 0 },
			{ DW_OP_reg1, 0, 0 }, { DW_OP_piece, (uint64_t)bytes - 8, 0 } } };
	} else {
		out->loc = (dvar_loc){ .reg = 0, .deref = true };
	}
}

bool dvars_return(const dwfile *f, uint64_t die, dvar *out)
{
	Dwarf_Die fn, type;
	Dwarf_Attribute at;

	memset(out, 0, sizeof *out);
	if (!f->dw || !die || !dwarf_offdie(f->dw, die, &fn) ||
	    !dwarf_attr_integrate(&fn, DW_AT_type, &at) ||
	    !dwarf_formref_die(&at, &type))
		return false;
	out->name = xstrdup("return");
	out->type_name = dtypes_name(&type);
	out->type = (uint32_t)dwarf_dieoffset(&type);
	/* in rax at the return */
	out->located = true;
	out->loc = (dvar_loc){ .reg = 0 };
	if (!scalar(&type, &out->size, &out->is_signed)) {
		Dwarf_Die t;
		Dwarf_Word bytes = 0;
		int tag = dtypes_peel(&type, &t) ? dwarf_tag(&t) : 0;
		out->size = 0;
		if ((tag == DW_TAG_structure_type || tag == DW_TAG_union_type) &&
		    dwarf_aggregate_size(&t, &bytes) == 0)
			return_aggregate(&t, (int)bytes, out);
	}
	return true;
}

/* pt_regs' members, by DWARF's register numbers */
static const char *const reg_names[DVAR_NREGS] = {
	"ax", "dx", "cx", "bx", "si", "di", "bp", "sp", "r8", "r9", "r10",
	"r11", "r12", "r13", "r14", "r15", "ip",
};

/* What dvars_loc_c writes with: the registers, the reader and its
 * context, the values on the expression's stack as C (each an
 * int64_t), and the pieces of the value so far. */
typedef struct writer {
	const char *regs, *reader, *ctx;
	char *stack[16];
	int depth;
	bool is_value;     /* DW_OP_stack_value, or a register location */
	char *pieces;      /* the pieces so far, OR'd in place */
	int piece_bytes;
} writer;

static char *read_c(const writer *w, const char *addr, int size, bool is_signed)
{
	return xasprintf("%s(%s%s%s, %d, %s)", w->reader, w->ctx ? w->ctx : "",
			 w->ctx ? ", " : "", addr, size, is_signed ? "true" : "false");
}

static bool push_c(writer *w, char *c)
{
	if (w->depth == 16) {
		free(c);
		return false;
	}
	w->stack[w->depth++] = c;
	return true;
}

static char *pop_c(writer *w)
{
	return w->stack[--w->depth];
}

static const char *binary_c(uint8_t a)
{
	switch (a) {
	case DW_OP_plus: return "%s + %s";
	case DW_OP_minus: return "%s - %s";
	case DW_OP_mul: return "(int64_t)((uint64_t)%s * (uint64_t)%s)";
	case DW_OP_and: return "%s & %s";
	case DW_OP_or: return "%s | %s";
	case DW_OP_xor: return "%s ^ %s";
	case DW_OP_shl: return "(int64_t)((uint64_t)%s << (%s & 63))";
	case DW_OP_shr: return "(int64_t)((uint64_t)%s >> (%s & 63))";
	case DW_OP_shra: return "%s >> (%s & 63)";
	case DW_OP_eq: return "(int64_t)(%s == %s)";
	case DW_OP_ne: return "(int64_t)(%s != %s)";
	case DW_OP_lt: return "(int64_t)(%s < %s)";
	case DW_OP_gt: return "(int64_t)(%s > %s)";
	case DW_OP_le: return "(int64_t)(%s <= %s)";
	case DW_OP_ge: return "(int64_t)(%s >= %s)";
	default: return NULL;
	}
}

/* DW_OP_piece: the value so far is its next `bytes` bytes. */
static bool piece(writer *w, int bytes)
{
	if (!w->depth || w->depth > 1 || bytes <= 0 || w->piece_bytes + bytes > 8)
		return false;	/* a part optimized out, or past a long */
	char *top = pop_c(w);
	char *v = w->is_value ? top : read_c(w, top, bytes, false);
	if (v != top)
		free(top);
	char *part = bytes == 8 ? xasprintf("(uint64_t)(%s)", v)
		: xasprintf("(((uint64_t)(%s) & %#llxULL) << %d)", v,
			    (1ULL << (8 * bytes)) - 1, 8 * w->piece_bytes);
	free(v);
	char *all = w->pieces ? xasprintf("%s | %s", w->pieces, part) : part;
	if (all != part)
		free(part);
	free(w->pieces);
	w->pieces = all;
	w->piece_bytes += bytes;
	w->is_value = false;
	return true;
}

static bool write_op(writer *w, const dvar_op *op)
{
	uint8_t a = op->atom;
	int reg = op_reg(op);

	if ((a >= DW_OP_reg0 && a <= DW_OP_reg31) || a == DW_OP_regx) {
		w->is_value = true;
		return reg < DVAR_NREGS &&
		       push_c(w, xasprintf("(int64_t)%s->%s", w->regs, reg_names[reg]));
	}
	if (reg >= 0) {
		int64_t off = a == DW_OP_bregx ? (int64_t)op->number2 : (int64_t)op->number;
		return reg < DVAR_NREGS &&
		       push_c(w, xasprintf("((int64_t)%s->%s + %lldLL)", w->regs,
					   reg_names[reg], (long long)off));
	}
	if (a >= DW_OP_lit0 && a <= DW_OP_lit31)
		return push_c(w, xasprintf("%dLL", a - DW_OP_lit0));
	const char *bin = binary_c(a);
	if (bin) {
		if (w->depth < 2)
			return false;
		char *y = pop_c(w), *x = pop_c(w);
		char *c = xasprintf("(%s)", bin);
		char *v = xasprintf(c, x, y);
		free(c);
		free(x);
		free(y);
		return push_c(w, v);
	}
	char *x;
	switch (a) {
	case DW_OP_const1u: case DW_OP_const2u: case DW_OP_const4u:
	case DW_OP_const8u: case DW_OP_constu:
	case DW_OP_const1s: case DW_OP_const2s: case DW_OP_const4s:
	case DW_OP_const8s: case DW_OP_consts:
		return push_c(w, xasprintf("(int64_t)%#llxULL", (unsigned long long)op->number));
	case DW_OP_plus_uconst: case DW_OP_neg: case DW_OP_not:
	case DW_OP_deref: case DW_OP_deref_size:
		if (!w->depth)
			return false;
		x = pop_c(w);
		char *v = a == DW_OP_plus_uconst
			? xasprintf("(%s + %lldLL)", x, (long long)op->number)
			: a == DW_OP_neg ? xasprintf("(-%s)", x)
			: a == DW_OP_not ? xasprintf("(~%s)", x)
			: read_c(w, x, a == DW_OP_deref ? 8 : (int)op->number, false);
		free(x);
		return (a != DW_OP_deref_size || (op->number >= 1 && op->number <= 8)) &&
		       push_c(w, v);
	case DW_OP_dup: case DW_OP_over:
		if (w->depth < (a == DW_OP_dup ? 1 : 2))
			return false;
		return push_c(w, xstrdup(w->stack[w->depth - (a == DW_OP_dup ? 1 : 2)]));
	case DW_OP_drop:
		if (!w->depth)
			return false;
		free(pop_c(w));
		return true;
	case DW_OP_swap:
		if (w->depth < 2)
			return false;
		x = w->stack[w->depth - 1];
		w->stack[w->depth - 1] = w->stack[w->depth - 2];
		w->stack[w->depth - 2] = x;
		return true;
	case DW_OP_stack_value:
		w->is_value = true;
		return w->depth > 0;
	case DW_OP_piece:
		return piece(w, (int)op->number);
	default:
		return false;
	}
}

/* The simple form's operations. */
static int simple_ops(const dvar_loc *loc, dvar_op *ops)
{
	int n = 0;

	if (loc->reg < 0)
		ops[n++] = (dvar_op){ DW_OP_consts, (uint64_t)loc->offset, 0 };
	else
		ops[n++] = (dvar_op){ DW_OP_bregx, (uint64_t)loc->reg, (uint64_t)loc->offset };
	if (!loc->deref)
		ops[n++] = (dvar_op){ DW_OP_stack_value, 0, 0 };
	return n;
}

/* The C of what `loc` computes: with `address`, the address of an
 * object in memory (NULL when the location is a value); else the
 * value of `size` bytes read there or held. */
static char *loc_c(const char *regs, const dvar_loc *loc, int size,
		   bool is_signed, const char *reader, const char *ctx,
		   bool address)
{
	dvar_op simple_form[2];
	const dvar_op *ops = loc->ops;
	int nops = loc->nops;
	writer w = { .regs = regs, .reader = reader, .ctx = ctx };
	bool ok = size >= 1 && size <= 8;

	if (!nops) {
		nops = simple_ops(loc, simple_form);
		ops = simple_form;
	}
	for (int i = 0; ok && i < nops; i++)
		ok = write_op(&w, &ops[i]);
	char *read = NULL;
	if (address && ok && !w.pieces && w.depth == 1 && !w.is_value)
		read = xstrdup(w.stack[0]);
	else if (address)
		read = NULL;
	else if (ok && w.pieces && !w.depth && w.piece_bytes >= size)
		read = xasprintf("(%s%d)(%s)", is_signed ? "s" : "u", size * 8, w.pieces);
	else if (ok && !w.pieces && w.depth == 1 && w.is_value)
		read = xasprintf("(%s%d)%s", is_signed ? "s" : "u", size * 8, w.stack[0]);
	else if (ok && !w.pieces && w.depth == 1)
		read = read_c(&w, w.stack[0], size, is_signed);
	while (w.depth)
		free(pop_c(&w));
	free(w.pieces);
	return read;
}

char *dvars_loc_c(const char *regs, const dvar_loc *loc, int size,
		  bool is_signed, const char *reader, const char *ctx)
{
	return loc_c(regs, loc, size, is_signed, reader, ctx, false);
}

/* The bytes an aggregate held in a long is read as: its size rounded
 * up to a width a long is read in (pieces must cover it). */
static int held_width(int bytes)
{
	return bytes <= 1 ? 1 : bytes <= 2 ? 2 : bytes <= 4 ? 4 : 8;
}

char *dvars_object_c(const char *regs, const dvar *v, const char *reader,
		     const char *ctx)
{
	if (!v->aggregate || !v->located)
		return NULL;
	char *c = loc_c(regs, &v->loc, 8, false, reader, ctx, true);
	if (c || !v->bytes || v->bytes > 8)
		return c;
	/* a register's whole long; pieces as wide as they cover */
	bool in_reg = !v->loc.nops && !v->loc.deref && v->loc.reg >= 0;
	return loc_c(regs, &v->loc, in_reg ? 8 : held_width(v->bytes), false,
		     reader, ctx, false);
}

dvar_shape dvars_shape(const dvar *v)
{
	if (!v->aggregate)
		return DVAR_SCALAR;
	if (!v->located)
		return DVAR_UNREADABLE;
	char *c = loc_c("r", &v->loc, 8, false, "m", NULL, true);
	if (c) {
		free(c);
		return DVAR_AT_ADDRESS;
	}
	c = dvars_object_c("r", v, "m", NULL);
	free(c);
	return c ? DVAR_HELD : DVAR_UNREADABLE;
}
