/* A function's variables at its entry (uvars.h). Each location is a
 * DWARF expression, the one that holds at the entry address when it is
 * a list; it is evaluated symbolically here into register + offset,
 * read from memory or not. At the first instruction the canonical frame
 * address is the stack pointer plus the return address's 8 bytes, so a
 * frame base of DW_OP_call_frame_cfa needs no CFI. */
#include "uvars.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <stdlib.h>
#include <string.h>

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
		return push(e, REG_SP, 8);
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
		return c->attr && entry_value(e, c->attr, op);
	default:
		return false;
	}
}

static bool eval_attr(Dwarf_Attribute *attr, Dwarf_Addr pc, const sym *fbase,
		      eval *e)
{
	Dwarf_Op *ops;
	size_t n;

	if (dwarf_getlocation_addr(attr, pc, &ops, &n, 1) != 1 || !n)
		return false;
	ctx c = { attr, fbase };
	for (size_t i = 0; i < n; i++)
		if (!eval_op(e, &ops[i], &c))
			return false;
	return e->depth > 0;
}

/* The function's frame base at its entry, when it has one. */
static bool frame_base(Dwarf_Die *fn, Dwarf_Addr pc, sym *out)
{
	Dwarf_Attribute at;
	eval e = {0};

	if (!dwarf_attr(fn, DW_AT_frame_base, &at) || !eval_attr(&at, pc, NULL, &e))
		return false;
	*out = e.stack[e.depth - 1];
	return true;
}

/* The type under typedefs and qualifiers. */
static bool peel(Dwarf_Die *type, Dwarf_Die *out)
{
	Dwarf_Attribute at;
	*out = *type;
	for (int i = 0; i < 16; i++) {
		int tag = dwarf_tag(out);
		if (tag != DW_TAG_typedef && tag != DW_TAG_const_type &&
		    tag != DW_TAG_volatile_type && tag != DW_TAG_restrict_type)
			return true;
		if (!dwarf_attr(out, DW_AT_type, &at) || !dwarf_formref_die(&at, out))
			return false;
	}
	return false;
}

/* stap's spelling of a type: "long int", "char const*", "struct point". */
static char *type_name(Dwarf_Die *type, int depth)
{
	Dwarf_Attribute at;
	Dwarf_Die inner;
	bool has_inner = dwarf_attr(type, DW_AT_type, &at) &&
			 dwarf_formref_die(&at, &inner);
	const char *name = dwarf_diename(type);

	if (depth > 16)
		return xstrdup("?");
	switch (dwarf_tag(type)) {
	case DW_TAG_pointer_type: {
		char *in = has_inner ? type_name(&inner, depth + 1) : xstrdup("void");
		char *s = xasprintf("%s*", in);
		free(in);
		return s;
	}
	case DW_TAG_const_type:
	case DW_TAG_volatile_type: {
		char *in = has_inner ? type_name(&inner, depth + 1) : xstrdup("void");
		char *s = xasprintf("%s %s", in,
				    dwarf_tag(type) == DW_TAG_const_type ? "const" : "volatile");
		free(in);
		return s;
	}
	case DW_TAG_structure_type:
		return xasprintf("struct %s", name ? name : "{...}");
	case DW_TAG_union_type:
		return xasprintf("union %s", name ? name : "{...}");
	case DW_TAG_enumeration_type:
		return xasprintf("enum %s", name ? name : "{...}");
	default:
		return xstrdup(name ? name : "?");
	}
}

/* The size and sign of a scalar's value; false for an aggregate. */
static bool scalar(Dwarf_Die *type, int *size, bool *is_signed)
{
	Dwarf_Die t;
	Dwarf_Attribute at;
	Dwarf_Word enc = 0;

	if (!peel(type, &t))
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

static void add_var(Dwarf_Die *die, Dwarf_Addr pc, const sym *fbase,
		    uvar **out, int *n)
{
	const char *name = dwarf_diename(die);
	Dwarf_Attribute at;
	Dwarf_Die type;

	if (!name)
		return;
	uvar v = { .name = xstrdup(name),
		   .is_param = dwarf_tag(die) == DW_TAG_formal_parameter };
	bool typed = dwarf_attr_integrate(die, DW_AT_type, &at) &&
		     dwarf_formref_die(&at, &type);
	v.type_name = typed ? type_name(&type, 0) : xstrdup("void");
	if (typed && !scalar(&type, &v.size, &v.is_signed))
		v.size = 0;
	eval e = {0};
	if (dwarf_attr_integrate(die, DW_AT_location, &at) &&
	    eval_attr(&at, pc, fbase, &e)) {
		sym top = e.stack[e.depth - 1];
		v.loc = (uvar_loc){ top.reg, top.offset, !e.is_value };
		v.located = top.reg < UVAR_NREGS;
	}
	VEC_PUSH(*out, *n, v);
}

int uvars_at_entry(const ubin *b, const ubin_func *f, uvar **out)
{
	Dwarf_Die fn, child;
	sym fb;
	int n = 0;

	*out = NULL;
	if (!b->dw || !f->die || !dwarf_offdie(b->dw, f->die, &fn))
		return 0;
	bool has_fb = frame_base(&fn, f->addr, &fb);
	if (dwarf_child(&fn, &child) != 0)
		return 0;
	/* parameters first, in their order, then the variables */
	for (int pass = 0; pass < 2; pass++) {
		Dwarf_Die d = child;
		do {
			int tag = dwarf_tag(&d);
			if ((pass == 0 && tag == DW_TAG_formal_parameter) ||
			    (pass == 1 && tag == DW_TAG_variable))
				add_var(&d, f->addr, has_fb ? &fb : NULL, out, &n);
		} while (dwarf_siblingof(&d, &d) == 0);
	}
	return n;
}

void uvars_free(uvar *v, int n)
{
	for (int i = 0; i < n; i++) {
		free(v[i].name);
		free(v[i].type_name);
	}
	free(v);
}
