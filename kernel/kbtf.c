/* Reading a kernel image's BTF (see kbtf.h). */
#include <stdlib.h>
#include <string.h>

#include "kbtf.h"

typedef struct btf_header {
	uint16_t magic;
	uint8_t version, flags;
	uint32_t hdr_len, type_off, type_len, str_off, str_len;
} btf_header;

const char *btf_str(const btf *b, uint32_t off)
{
	if (off < b->str_len)
		return b->strs + off;
	off -= b->str_len;
	return off < b->split_str_len ? b->split_strs + off : "";
}

const btf_type *btf_get(const btf *b, uint32_t id)
{
	return id > 0 && id < b->ntypes ? b->types[id] : NULL;
}

/* Bytes that follow the fixed part of a type of this kind. */
static size_t extra_size(const btf_type *t)
{
	size_t vlen = (size_t)btf_vlen(t);
	switch (btf_kind(t)) {
	case KIND_INT: return 4;
	case KIND_ARRAY: return sizeof(btf_array);
	case KIND_STRUCT: case KIND_UNION: return vlen * sizeof(btf_member);
	case KIND_ENUM: return vlen * 8;
	case KIND_FUNC_PROTO: return vlen * sizeof(btf_param);
	case KIND_VAR: return 4;
	case KIND_DATASEC: return vlen * 12;
	case KIND_DECL_TAG: return 4;
	case KIND_ENUM64: return vlen * 12;
	default: return 0;
	}
}

/* The header of the BTF in `data`; false when it is not BTF. */
static bool read_header(btf_header *h, const uint8_t *data, size_t size)
{
	if (size < sizeof *h)
		return false;
	memcpy(h, data, sizeof *h);
	return h->magic == BTF_MAGIC &&
	       (uint64_t)h->hdr_len + h->type_off + h->type_len <= size &&
	       (uint64_t)h->hdr_len + h->str_off + h->str_len <= size;
}

/* Appends the types of `data` to b's index. */
static bool index_types(btf *b, const btf_header *h, const uint8_t *data)
{
	const uint8_t *p = data + h->hdr_len + h->type_off;
	const uint8_t *end = p + h->type_len;
	/* counted first: a kernel has 100,000 types, too many to grow the
	 * array one by one (quadratic where realloc always copies, as under
	 * ASan) */
	uint32_t n = 0;
	for (const uint8_t *q = p; q + sizeof(btf_type) <= end; n++)
		q += sizeof(btf_type) + extra_size((const btf_type *)q);
	b->types = xrealloc(b->types, sizeof *b->types * (b->ntypes + n));
	while (p + sizeof(btf_type) <= end) {
		const btf_type *t = (const btf_type *)p;
		b->types[b->ntypes++] = t;
		p += sizeof(btf_type) + extra_size(t);
	}
	return p == end;
}

bool btf_index(btf *b, const uint8_t *data, size_t size)
{
	btf_header h;
	if (!read_header(&h, data, size))
		return false;
	memset(b, 0, sizeof *b);
	b->strs = (const char *)data + h.hdr_len + h.str_off;
	b->str_len = h.str_len;
	VEC_PUSH(b->types, b->ntypes, (const btf_type *)NULL);
	return index_types(b, &h, data);
}

bool btf_index_split(btf *b, const btf *base, const uint8_t *data, size_t size)
{
	btf_header h;
	if (!read_header(&h, data, size))
		return false;
	memset(b, 0, sizeof *b);
	b->strs = base->strs;
	b->str_len = base->str_len;
	b->split_strs = (const char *)data + h.hdr_len + h.str_off;
	b->split_str_len = h.str_len;
	b->types = xmalloc(sizeof *b->types * base->ntypes);
	memcpy(b->types, base->types, sizeof *b->types * base->ntypes);
	b->ntypes = base->ntypes;
	return index_types(b, &h, data);
}

const btf_type *btf_resolve(const btf *b, uint32_t id)
{
	const btf_type *t = btf_get(b, id);
	for (int hops = 0; t && hops < 64; hops++) {
		switch (btf_kind(t)) {
		case KIND_TYPEDEF: case KIND_CONST: case KIND_VOLATILE:
		case KIND_RESTRICT: case KIND_TYPE_TAG: case KIND_DECL_TAG:
			t = btf_get(b, t->size_or_type);
			continue;
		}
		return t;
	}
	return NULL;
}

uint32_t btf_find(const btf *b, int kind, const char *name)
{
	for (uint32_t id = 1; id < b->ntypes; id++)
		if (btf_kind(b->types[id]) == kind &&
		    !strcmp(btf_str(b, b->types[id]->name_off), name))
			return id;
	return 0;
}

/* --- types as C spells them --- */

static bool is_pointer(const btf *b, uint32_t id)
{
	const btf_type *t = btf_get(b, id);
	while (t && btf_kind(t) == KIND_TYPE_TAG)
		t = btf_get(b, t->size_or_type);
	return t && btf_kind(t) == KIND_PTR;
}

/* The base type's own name; BTF spells bool "_Bool", the kernel "bool". */
static void spell_named(const btf *b, const btf_type *t, strbuf *out)
{
	const char *name = btf_str(b, t->name_off);
	const char *tag = "";
	switch (btf_kind(t)) {
	case KIND_STRUCT: tag = "struct "; break;
	case KIND_UNION: tag = "union "; break;
	case KIND_ENUM: case KIND_ENUM64: tag = "enum "; break;
	case KIND_FWD: tag = btf_kflag(t) ? "union " : "struct "; break;
	}
	if (!strcmp(name, "_Bool"))
		name = "bool";
	sb_printf(out, "%s%s", tag, *name ? name : "{...}");
}

static void spell_params(const btf *b, const btf_type *proto, strbuf *out)
{
	const btf_param *params = (const btf_param *)(proto + 1);
	int n = btf_vlen(proto);
	if (n == 0)
		sb_puts(out, "void");
	for (int i = 0; i < n; i++) {
		if (i)
			sb_puts(out, ", ");
		if (params[i].type == 0)
			sb_puts(out, "...");
		else
			btf_spell_decl(b, params[i].type,
				       btf_str(b, params[i].name_off), out);
	}
}

/* C's declarators read inside out: each level wraps `inner`. */
void btf_spell_decl(const btf *b, uint32_t id, const char *inner, strbuf *out)
{
	const btf_type *t = btf_get(b, id);
	const char *sep = *inner ? " " : "";
	if (!t) {
		sb_printf(out, "void%s%s", sep, inner);
		return;
	}
	char *next = NULL;
	switch (btf_kind(t)) {
	case KIND_PTR: {
		const btf_type *to = btf_get(b, t->size_or_type);
		bool wrap = to && (btf_kind(to) == KIND_FUNC_PROTO ||
				   btf_kind(to) == KIND_ARRAY);
		next = xasprintf(wrap ? "(*%s)" : "*%s", inner);
		btf_spell_decl(b, t->size_or_type, next, out);
		break;
	}
	case KIND_CONST: case KIND_VOLATILE: case KIND_RESTRICT: {
		const char *q = btf_kind(t) == KIND_CONST ? "const"
			: btf_kind(t) == KIND_VOLATILE ? "volatile" : "restrict";
		if (is_pointer(b, t->size_or_type)) {
			next = xasprintf("%s%s%s", q, sep, inner);
			btf_spell_decl(b, t->size_or_type, next, out);
		} else {
			sb_printf(out, "%s ", q);
			btf_spell_decl(b, t->size_or_type, inner, out);
		}
		break;
	}
	case KIND_ARRAY: {
		const btf_array *a = (const btf_array *)(t + 1);
		next = xasprintf("%s[%u]", inner, a->nelems);
		btf_spell_decl(b, a->type, next, out);
		break;
	}
	case KIND_FUNC_PROTO: {
		strbuf params = {0};
		spell_params(b, t, &params);
		next = xasprintf("%s(%s)", inner, params.buf);
		free(params.buf);
		btf_spell_decl(b, t->size_or_type, next, out);
		break;
	}
	case KIND_TYPE_TAG: case KIND_DECL_TAG:
		btf_spell_decl(b, t->size_or_type, inner, out);
		break;
	default:
		spell_named(b, t, out);
		sb_printf(out, "%s%s", sep, inner);
		break;
	}
	free(next);
}

bool kimage_btf_bytes(kimage *img, const uint8_t **bytes, size_t *size)
{
	const char *raw;
	size_t raw_len;
	if (kimage_raw_btf(img, &raw, &raw_len)) {
		*bytes = (const uint8_t *)raw;
		*size = raw_len;
		return true;
	}
	Elf_Scn *scn = kimage_section(img, ".BTF", 0);
	Elf_Data *data = scn ? elf_getdata(scn, NULL) : NULL;
	if (!data || !data->d_buf)
		return false;
	*bytes = data->d_buf;
	*size = data->d_size;
	return true;
}

bool kimage_btf(kimage *img, btf *b)
{
	const uint8_t *bytes;
	size_t size;
	memset(b, 0, sizeof *b);
	if (kimage_btf_bytes(img, &bytes, &size) && btf_index(b, bytes, size))
		return true;
	free(b->types);
	b->types = NULL;
	return false;
}
