/* A function's variables at an address of its code (dvars.h). Each
 * location is a DWARF expression, the one that holds at that address
 * when it is a list; it is evaluated symbolically here into register +
 * offset, read from memory or not. At the function's first instruction
 * the canonical frame address is the stack pointer plus the return
 * address's 8 bytes; elsewhere the file's CFI (.eh_frame, a kernel
 * module's .debug_frame) says what it is. A register's value at the entry (DW_OP_entry_value) is known
 * only there. */
#include "dvars.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <stdlib.h>
#include <string.h>

#include "dwarf_int.h"
#include "util.h"

#define REG_SP 7

/* A value on the expression's stack: reg + offset (reg -1: a constant). */
typedef struct sym {
	int reg;
	int64_t offset;
} sym;

typedef struct eval {
	sym stack[8];
	int depth;
	bool is_value;     /* DW_OP_stack_value, or a register location */
} eval;

static bool push(eval *e, int reg, int64_t off)
{
	if (e->depth == 8)
		return false;
	e->stack[e->depth++] = (sym){ reg, off };
	return true;
}

/* DW_OP_entry_value's expression at the entry: the register itself. */
static bool entry_value(eval *e, Dwarf_Attribute *attr, const Dwarf_Op *op)
{
	Dwarf_Op *sub;
	size_t nsub;

	Dwarf_Attribute at;
	if (dwarf_getlocation_attr(attr, op, &at) != 0 ||
	    dwarf_getlocation(&at, &sub, &nsub) != 0 || nsub != 1)
		return false;
	if (sub[0].atom >= DW_OP_reg0 && sub[0].atom <= DW_OP_reg31)
		return push(e, sub[0].atom - DW_OP_reg0, 0);
	if (sub[0].atom == DW_OP_regx)
		return push(e, (int)sub[0].number, 0);
	return false;
}

typedef struct ctx {
	Dwarf_Attribute *attr;
	const sym *fbase;
	const sym *cfa;    /* NULL: not known here */
	bool at_entry;
} ctx;

static bool eval_op(eval *e, const Dwarf_Op *op, const ctx *c)
{
	uint8_t a = op->atom;

	if (a >= DW_OP_reg0 && a <= DW_OP_reg31) {
		e->is_value = true;
		return push(e, a - DW_OP_reg0, 0);
	}
	if (a == DW_OP_regx) {
		e->is_value = true;
		return push(e, (int)op->number, 0);
	}
	if (a >= DW_OP_breg0 && a <= DW_OP_breg31)
		return push(e, a - DW_OP_breg0, (int64_t)op->number);
	if (a == DW_OP_bregx)
		return push(e, (int)op->number, (int64_t)op->number2);
	if (a >= DW_OP_lit0 && a <= DW_OP_lit31)
		return push(e, -1, a - DW_OP_lit0);
	switch (a) {
	case DW_OP_const1u: case DW_OP_const2u: case DW_OP_const4u:
	case DW_OP_const8u: case DW_OP_constu:
	case DW_OP_const1s: case DW_OP_const2s: case DW_OP_const4s:
	case DW_OP_const8s: case DW_OP_consts:
		return push(e, -1, (int64_t)op->number);
	case DW_OP_fbreg:
		return c->fbase && push(e, c->fbase->reg,
					c->fbase->offset + (int64_t)op->number);
	case DW_OP_call_frame_cfa:
		return c->cfa && push(e, c->cfa->reg, c->cfa->offset);
	case DW_OP_plus_uconst:
		if (!e->depth)
			return false;
		e->stack[e->depth - 1].offset += (int64_t)op->number;
		return true;
	case DW_OP_stack_value:
		e->is_value = true;
		return e->depth > 0;
	case DW_OP_entry_value:
	case DW_OP_GNU_entry_value:
		return c->attr && c->at_entry && entry_value(e, c->attr, op);
	default:
		return false;
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

static bool eval_attr(Dwarf_Attribute *attr, const place *pl, bool with_fbase,
		      eval *e)
{
	Dwarf_Op *ops;
	size_t n;

	if (dwarf_getlocation_addr(attr, pl->pc, &ops, &n, 1) != 1 || !n)
		return false;
	ctx c = { attr, with_fbase && pl->has_fbase ? &pl->fbase : NULL,
		  pl->has_cfa ? &pl->cfa : NULL, pl->at_entry };
	for (size_t i = 0; i < n; i++)
		if (!eval_op(e, &ops[i], &c))
			return false;
	return e->depth > 0;
}

/* The function's frame base there, when it has one. */
static bool frame_base(Dwarf_Die *fn, const place *pl, sym *out)
{
	Dwarf_Attribute at;
	eval e = {0};

	if (!dwarf_attr(fn, DW_AT_frame_base, &at) || !eval_attr(&at, pl, false, &e))
		return false;
	*out = e.stack[e.depth - 1];
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
	bool ok = dwarf_frame_cfa(frame, &ops, &n) == 0 && n == 1 &&
		  ops[0].atom >= DW_OP_breg0 && ops[0].atom <= DW_OP_breg31;
	if (ok)
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
	if (typed && !scalar(&type, &v.size, &v.is_signed))
		v.size = 0;
	eval e = {0};
	if (dwarf_attr_integrate(die, DW_AT_location, &at) &&
	    eval_attr(&at, pl, true, &e)) {
		sym top = e.stack[e.depth - 1];
		v.loc = (dvar_loc){ top.reg, top.offset, !e.is_value };
		v.located = top.reg < DVAR_NREGS;
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

void dvars_free(dvar *v, int n)
{
	for (int i = 0; i < n; i++) {
		free(v[i].name);
		free(v[i].type_name);
	}
	free(v);
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
	if (!scalar(&type, &out->size, &out->is_signed))
		out->size = 0;
	/* in rax at the return */
	out->located = true;
	out->loc = (dvar_loc){ 0, 0, false };
	return true;
}

/* pt_regs' members, by DWARF's register numbers */
static const char *const reg_names[DVAR_NREGS] = {
	"ax", "dx", "cx", "bx", "si", "di", "bp", "sp", "r8", "r9", "r10",
	"r11", "r12", "r13", "r14", "r15", "ip",
};

char *dvars_loc_c(const char *regs, const dvar_loc *loc, int size,
		  bool is_signed, const char *reader)
{
	char *at = loc->reg < 0
		? xasprintf("%lldLL", (long long)loc->offset)
		: xasprintf("(%s->%s + %lldLL)", regs, reg_names[loc->reg],
			    (long long)loc->offset);
	char *read = loc->deref
		? xasprintf("%s(%s, %d, %s)", reader, at, size,
			    is_signed ? "true" : "false")
		: xasprintf("(%s%d)%s", is_signed ? "s" : "u", size * 8, at);
	free(at);
	return read;
}
