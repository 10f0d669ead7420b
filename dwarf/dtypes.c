/* A file's DWARF types as typed access walks them (dtypes.h). */
#include "dtypes.h"

#include <dwarf.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dwarf_int.h"
#include "util.h"

/* The type under typedefs and qualifiers. */
bool dtypes_peel(Dwarf_Die *type, Dwarf_Die *out)
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

char *dtypes_name(Dwarf_Die *type)
{
	return type_name(type, 0);
}

static bool die_of(const void *src, uint32_t id, Dwarf_Die *out)
{
	const dwfile *f = src;

	return id && f->dw && dwarf_offdie(f->dw, id, out);
}

static uint32_t type_of(Dwarf_Die *die)
{
	Dwarf_Attribute at;
	Dwarf_Die t;

	if (!dwarf_attr_integrate(die, DW_AT_type, &at) || !dwarf_formref_die(&at, &t))
		return 0;
	return (uint32_t)dwarf_dieoffset(&t);
}

/* An array's elements: its first dimension's count (a C array). */
static uint32_t array_count(Dwarf_Die *array)
{
	Dwarf_Die sub;
	Dwarf_Attribute at;
	Dwarf_Word n = 0;

	if (dwarf_child(array, &sub) != 0 || dwarf_tag(&sub) != DW_TAG_subrange_type)
		return 0;
	if (dwarf_attr(&sub, DW_AT_count, &at) && dwarf_formudata(&at, &n) == 0)
		return (uint32_t)n;
	if (dwarf_attr(&sub, DW_AT_upper_bound, &at) && dwarf_formudata(&at, &n) == 0)
		return (uint32_t)n + 1;
	return 0;
}

static void int_info(Dwarf_Die *t, ktype_info *out)
{
	Dwarf_Attribute at;
	Dwarf_Word enc = 0;
	const char *name = dwarf_diename(t);

	if (dwarf_attr(t, DW_AT_encoding, &at))
		dwarf_formudata(&at, &enc);
	out->size = (uint64_t)dwarf_bytesize(t);
	out->kind = enc == DW_ATE_float ? KT_FLOAT : KT_INT;
	out->is_signed = enc == DW_ATE_signed || enc == DW_ATE_signed_char;
	out->is_bool = enc == DW_ATE_boolean;
	out->is_char = out->size == 1 && (enc == DW_ATE_signed_char ||
					  enc == DW_ATE_unsigned_char ||
					  (name && strstr(name, "char")));
}

void dtypes_info(const void *src, uint32_t id, ktype_info *out)
{
	Dwarf_Die die, t;

	memset(out, 0, sizeof *out);
	out->kind = KT_VOID;
	if (!die_of(src, id, &die) || !dtypes_peel(&die, &t))
		return;
	out->id = (uint32_t)dwarf_dieoffset(&t);
	switch (dwarf_tag(&t)) {
	case DW_TAG_base_type:
		int_info(&t, out);
		break;
	case DW_TAG_enumeration_type:
		out->kind = KT_ENUM;
		out->size = (uint64_t)dwarf_bytesize(&t);
		break;
	case DW_TAG_pointer_type:
	case DW_TAG_reference_type:
		out->kind = KT_PTR;
		out->size = 8;
		out->target = type_of(&t);
		break;
	case DW_TAG_array_type: {
		ktype_info elem;
		out->kind = KT_ARRAY;
		out->target = type_of(&t);
		out->nelems = array_count(&t);
		dtypes_info(src, out->target, &elem);
		out->size = elem.size * out->nelems;
		break;
	}
	case DW_TAG_structure_type:
	case DW_TAG_class_type:
	case DW_TAG_union_type:
		out->kind = dwarf_hasattr(&t, DW_AT_declaration) ? KT_OPAQUE
			  : dwarf_tag(&t) == DW_TAG_union_type ? KT_UNION : KT_STRUCT;
		out->size = out->kind == KT_OPAQUE ? 0 : (uint64_t)dwarf_bytesize(&t);
		break;
	case DW_TAG_subroutine_type:
		out->kind = KT_FUNC;
		break;
	default:
		break;
	}
}

/* A member's place: DW_AT_data_member_location (bytes) or, for a
 * bitfield, DW_AT_data_bit_offset. */
static kmember member_of(Dwarf_Die *m, uint64_t base_bits)
{
	Dwarf_Attribute at;
	Dwarf_Word v = 0;
	kmember km = { .type = type_of(m), .bit_offset = base_bits };

	if (dwarf_attr(m, DW_AT_data_bit_offset, &at) && dwarf_formudata(&at, &v) == 0)
		km.bit_offset += v;
	else if (dwarf_attr(m, DW_AT_data_member_location, &at) &&
		 dwarf_formudata(&at, &v) == 0)
		km.bit_offset += v * 8;
	if (dwarf_attr(m, DW_AT_bit_size, &at) && dwarf_formudata(&at, &v) == 0)
		km.bit_size = (uint32_t)v;
	return km;
}

typedef bool (*member_fn)(const char *name, const kmember *m, void *arg);

/* Calls fn for each named member, anonymous members' own flattened in,
 * until it returns true. */
static bool walk_members(Dwarf_Die *type, uint64_t base_bits, member_fn fn,
			 void *arg, int depth)
{
	Dwarf_Die t, m;

	if (depth > 8 || !dtypes_peel(type, &t) || dwarf_child(&t, &m) != 0)
		return false;
	do {
		if (dwarf_tag(&m) != DW_TAG_member)
			continue;
		kmember km = member_of(&m, base_bits);
		const char *name = dwarf_diename(&m);
		if (name ? fn(name, &km, arg) : false)
			return true;
		Dwarf_Attribute at;
		Dwarf_Die inner;
		if (!name && dwarf_attr_integrate(&m, DW_AT_type, &at) &&
		    dwarf_formref_die(&at, &inner) &&
		    walk_members(&inner, km.bit_offset, fn, arg, depth + 1))
			return true;
	} while (dwarf_siblingof(&m, &m) == 0);
	return false;
}

typedef struct find {
	const char *name;
	kmember *out;
} find;

static bool is_it(const char *name, const kmember *m, void *arg)
{
	find *f = arg;

	if (strcmp(name, f->name))
		return false;
	*f->out = *m;
	return true;
}

bool dtypes_member(const void *src, uint32_t id, const char *name, kmember *out)
{
	Dwarf_Die die;
	find f = { name, out };

	return die_of(src, id, &die) && walk_members(&die, 0, is_it, &f, 0);
}

typedef struct each {
	void (*fn)(const char *, const kmember *, void *);
	void *arg;
} each;

static bool call_each(const char *name, const kmember *m, void *arg)
{
	each *e = arg;

	e->fn(name, m, e->arg);
	return false;
}

void dtypes_members(const void *src, uint32_t id,
		    void (*fn)(const char *name, const kmember *m, void *arg),
		    void *arg)
{
	Dwarf_Die die;
	each e = { fn, arg };

	if (die_of(src, id, &die))
		walk_members(&die, 0, call_each, &e, 0);
}

char *dtypes_spell(const void *src, uint32_t id)
{
	Dwarf_Die die;

	return die_of(src, id, &die) ? type_name(&die, 0) : xstrdup("void");
}

/* "struct point" is a struct of that name, "point" any struct, union,
 * enum, typedef or base type of it, as stap's @cast looks one up. */
static bool named_as(Dwarf_Die *die, const char *name)
{
	static const struct { const char *word; int tag; } kinds[] = {
		{ "struct ", DW_TAG_structure_type }, { "union ", DW_TAG_union_type },
		{ "enum ", DW_TAG_enumeration_type },
	};
	const char *own = dwarf_diename(die);
	int tag = dwarf_tag(die);

	if (!own || dwarf_hasattr(die, DW_AT_declaration))
		return false;
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		size_t n = strlen(kinds[i].word);
		if (!strncmp(name, kinds[i].word, n))
			return tag == kinds[i].tag && !strcmp(own, name + n);
	}
	return !strcmp(own, name) &&
	       (tag == DW_TAG_structure_type || tag == DW_TAG_union_type ||
		tag == DW_TAG_enumeration_type || tag == DW_TAG_typedef ||
		tag == DW_TAG_base_type);
}

uint32_t dtypes_named(const void *src, const char *name)
{
	const dwfile *f = src;
	Dwarf_Off off = 0, next;
	size_t hsize;

	while (f->dw && dwarf_nextcu(f->dw, off, &next, &hsize, NULL, NULL, NULL) == 0) {
		Dwarf_Die cu, die;
		if (dwarf_offdie(f->dw, off + hsize, &cu) && dwarf_child(&cu, &die) == 0) {
			do {
				if (named_as(&die, name))
					return (uint32_t)dwarf_dieoffset(&die);
			} while (dwarf_siblingof(&die, &die) == 0);
		}
		off = next;
	}
	return 0;
}

typedef struct opened {
	dwfile f;
	int fd;
} opened;

dwfile *dtypes_open(const char *path)
{
	opened *o = xcalloc(1, sizeof *o);

	o->fd = open(path, O_RDONLY | O_CLOEXEC);
	o->f.dw = o->fd < 0 ? NULL : dwarf_begin(o->fd, DWARF_C_READ);
	if (!o->f.dw) {
		if (o->fd >= 0)
			close(o->fd);
		free(o);
		return NULL;
	}
	return &o->f;
}

void dtypes_close(dwfile *f)
{
	opened *o = (opened *)f;

	if (!o)
		return;
	dwarf_end(o->f.dw);
	close(o->fd);
	free(o);
}
