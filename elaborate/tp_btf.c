/* The tracepoints of a kernel image, from its BTF. The kernel defines, for
 * each tracepoint NAME built into vmlinux, a typedef btf_trace_NAME (a
 * pointer to the probe's function type, without parameter names) and, for
 * each event class CLASS, a function __bpf_trace_CLASS whose parameters do
 * have names. BTF cannot tell the system a tracepoint belongs to; the
 * trace headers do (tp_headers.c). */
#include <elfutils/libdwfl.h>
#include <gelf.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tp_internal.h"
#include "util.h"

/* The BTF format, as include/uapi/linux/btf.h defines it; spelled out
 * here so that tapc does not depend on the host's kernel headers. */
enum {
	BTF_MAGIC = 0xeB9F,
	KIND_INT = 1, KIND_PTR, KIND_ARRAY, KIND_STRUCT, KIND_UNION,
	KIND_ENUM, KIND_FWD, KIND_TYPEDEF, KIND_VOLATILE, KIND_CONST,
	KIND_RESTRICT, KIND_FUNC, KIND_FUNC_PROTO, KIND_VAR, KIND_DATASEC,
	KIND_FLOAT, KIND_DECL_TAG, KIND_TYPE_TAG, KIND_ENUM64,
};

typedef struct btf_header {
	uint16_t magic;
	uint8_t version, flags;
	uint32_t hdr_len, type_off, type_len, str_off, str_len;
} btf_header;

typedef struct btf_type {
	uint32_t name_off, info, size_or_type;
} btf_type;

typedef struct btf_param {
	uint32_t name_off, type;
} btf_param;

typedef struct btf_array {
	uint32_t type, index_type, nelems;
} btf_array;

/* The BTF of one image, indexed by type id. */
typedef struct btf {
	const char *strs;
	uint32_t str_len;
	const btf_type **types;   /* [0] is void, NULL */
	uint32_t ntypes;
} btf;

static int kind_of(const btf_type *t) { return (t->info >> 24) & 0x1f; }
static int vlen_of(const btf_type *t) { return t->info & 0xffff; }
static bool kind_flag(const btf_type *t) { return t->info >> 31; }

static const char *btf_str(const btf *b, uint32_t off)
{
	return off < b->str_len ? b->strs + off : "";
}

static const btf_type *btf_get(const btf *b, uint32_t id)
{
	return id > 0 && id < b->ntypes ? b->types[id] : NULL;
}

/* Bytes that follow the fixed part of a type of this kind. */
static size_t extra_size(const btf_type *t)
{
	size_t vlen = (size_t)vlen_of(t);
	switch (kind_of(t)) {
	case KIND_INT: return 4;
	case KIND_ARRAY: return sizeof(btf_array);
	case KIND_STRUCT: case KIND_UNION: return vlen * 12;
	case KIND_ENUM: return vlen * 8;
	case KIND_FUNC_PROTO: return vlen * sizeof(btf_param);
	case KIND_VAR: return 4;
	case KIND_DATASEC: return vlen * 12;
	case KIND_DECL_TAG: return 4;
	case KIND_ENUM64: return vlen * 12;
	default: return 0;
	}
}

/* Indexes the types of a .BTF section. False when it is not BTF. */
static bool btf_index(btf *b, const uint8_t *data, size_t size)
{
	btf_header h;
	if (size < sizeof h)
		return false;
	memcpy(&h, data, sizeof h);
	if (h.magic != BTF_MAGIC ||
	    (uint64_t)h.hdr_len + h.type_off + h.type_len > size ||
	    (uint64_t)h.hdr_len + h.str_off + h.str_len > size)
		return false;
	const uint8_t *p = data + h.hdr_len + h.type_off;
	const uint8_t *end = p + h.type_len;
	b->strs = (const char *)data + h.hdr_len + h.str_off;
	b->str_len = h.str_len;
	b->types = NULL;
	b->ntypes = 0;
	VEC_PUSH(b->types, b->ntypes, (const btf_type *)NULL);
	while (p + sizeof(btf_type) <= end) {
		const btf_type *t = (const btf_type *)p;
		VEC_PUSH(b->types, b->ntypes, t);
		p += sizeof(btf_type) + extra_size(t);
	}
	return p == end;
}

/* --- types as C spells them --- */

static void spell_decl(const btf *b, uint32_t id, const char *inner,
		       strbuf *out);

static bool is_pointer(const btf *b, uint32_t id)
{
	const btf_type *t = btf_get(b, id);
	while (t && kind_of(t) == KIND_TYPE_TAG)
		t = btf_get(b, t->size_or_type);
	return t && kind_of(t) == KIND_PTR;
}

/* The base type's own name; BTF spells bool "_Bool", the kernel "bool". */
static void spell_named(const btf *b, const btf_type *t, strbuf *out)
{
	const char *name = btf_str(b, t->name_off);
	const char *tag = "";
	switch (kind_of(t)) {
	case KIND_STRUCT: tag = "struct "; break;
	case KIND_UNION: tag = "union "; break;
	case KIND_ENUM: case KIND_ENUM64: tag = "enum "; break;
	case KIND_FWD: tag = kind_flag(t) ? "union " : "struct "; break;
	}
	if (!strcmp(name, "_Bool"))
		name = "bool";
	sb_printf(out, "%s%s", tag, *name ? name : "{...}");
}

static void spell_params(const btf *b, const btf_type *proto, strbuf *out)
{
	const btf_param *params = (const btf_param *)(proto + 1);
	int n = vlen_of(proto);
	if (n == 0)
		sb_puts(out, "void");
	for (int i = 0; i < n; i++) {
		if (i)
			sb_puts(out, ", ");
		if (params[i].type == 0)
			sb_puts(out, "...");
		else
			spell_decl(b, params[i].type, btf_str(b, params[i].name_off), out);
	}
}

/* Appends the declaration of `inner` (a name, or a declarator built so
 * far, possibly "") as having type `id`: C's inside-out declarators. */
static void spell_decl(const btf *b, uint32_t id, const char *inner,
		       strbuf *out)
{
	const btf_type *t = btf_get(b, id);
	const char *sep = *inner ? " " : "";
	if (!t) {
		sb_printf(out, "void%s%s", sep, inner);
		return;
	}
	char *next = NULL;
	switch (kind_of(t)) {
	case KIND_PTR: {
		const btf_type *to = btf_get(b, t->size_or_type);
		bool wrap = to && (kind_of(to) == KIND_FUNC_PROTO ||
				   kind_of(to) == KIND_ARRAY);
		next = xasprintf(wrap ? "(*%s)" : "*%s", inner);
		spell_decl(b, t->size_or_type, next, out);
		break;
	}
	case KIND_CONST: case KIND_VOLATILE: case KIND_RESTRICT: {
		const char *q = kind_of(t) == KIND_CONST ? "const"
			: kind_of(t) == KIND_VOLATILE ? "volatile" : "restrict";
		if (is_pointer(b, t->size_or_type)) {
			next = xasprintf("%s%s%s", q, sep, inner);
			spell_decl(b, t->size_or_type, next, out);
		} else {
			sb_printf(out, "%s ", q);
			spell_decl(b, t->size_or_type, inner, out);
		}
		break;
	}
	case KIND_ARRAY: {
		const btf_array *a = (const btf_array *)(t + 1);
		next = xasprintf("%s[%u]", inner, a->nelems);
		spell_decl(b, a->type, next, out);
		break;
	}
	case KIND_FUNC_PROTO: {
		strbuf params = {0};
		spell_params(b, t, &params);
		next = xasprintf("%s(%s)", inner, params.buf);
		free(params.buf);
		spell_decl(b, t->size_or_type, next, out);
		break;
	}
	case KIND_TYPE_TAG: case KIND_DECL_TAG:
		spell_decl(b, t->size_or_type, inner, out);
		break;
	default:
		spell_named(b, t, out);
		sb_printf(out, "%s%s", sep, inner);
		break;
	}
	free(next);
}

/* --- tracepoints --- */

/* A probe function type: the FUNC_PROTO whose first parameter is the
 * `void *__data` every tracepoint probe takes. */
typedef struct probe_fn {
	const char *name;          /* after the prefix */
	const btf_type *proto;
} probe_fn;

static const btf_type *proto_of_typedef(const btf *b, const btf_type *td)
{
	const btf_type *ptr = btf_get(b, td->size_or_type);
	if (!ptr || kind_of(ptr) != KIND_PTR)
		return NULL;
	const btf_type *fn = btf_get(b, ptr->size_or_type);
	return fn && kind_of(fn) == KIND_FUNC_PROTO && vlen_of(fn) >= 1 ? fn : NULL;
}

static const btf_type *proto_of_func(const btf *b, const btf_type *func)
{
	const btf_type *fn = btf_get(b, func->size_or_type);
	return fn && kind_of(fn) == KIND_FUNC_PROTO && vlen_of(fn) >= 1 ? fn : NULL;
}

/* Same parameter types (BTF deduplicates types, so ids compare). */
static bool same_types(const btf_type *a, const btf_type *b)
{
	if (vlen_of(a) != vlen_of(b))
		return false;
	const btf_param *pa = (const btf_param *)(a + 1);
	const btf_param *pb = (const btf_param *)(b + 1);
	for (int i = 0; i < vlen_of(a); i++)
		if (pa[i].type != pb[i].type)
			return false;
	return true;
}

static bool same_names(const btf *b, const btf_type *x, const btf_type *y)
{
	const btf_param *px = (const btf_param *)(x + 1);
	const btf_param *py = (const btf_param *)(y + 1);
	for (int i = 0; i < vlen_of(x); i++)
		if (strcmp(btf_str(b, px[i].name_off), btf_str(b, py[i].name_off)))
			return false;
	return true;
}

/* The class function that names the parameters of tracepoint `tp`: the
 * one of the same name (TRACE_EVENT), else the classes of the same
 * parameter types when they all agree on the names (DEFINE_EVENT of a
 * class). NULL when there is none or they disagree. */
static const btf_type *naming_class(const btf *b, const probe_fn *tp,
				    const probe_fn *classes, int nclasses)
{
	const btf_type *found = NULL;
	for (int i = 0; i < nclasses; i++)
		if (!strcmp(classes[i].name, tp->name) &&
		    same_types(classes[i].proto, tp->proto))
			return classes[i].proto;
	for (int i = 0; i < nclasses; i++) {
		if (!same_types(classes[i].proto, tp->proto))
			continue;
		if (found && !same_names(b, found, classes[i].proto))
			return NULL;
		found = classes[i].proto;
	}
	return found;
}

/* "TYPE NAME, ..." of a probe type, the leading `void *__data` left out;
 * names from `named` when not NULL (argN are filled in later). */
static char *spell_proto(const btf *b, const btf_type *proto,
			 const btf_type *named)
{
	const btf_param *params = (const btf_param *)(proto + 1);
	const btf_param *names = named ? (const btf_param *)(named + 1) : NULL;
	strbuf sb = {0};
	for (int i = 1; i < vlen_of(proto); i++) {
		if (i > 1)
			sb_puts(&sb, ", ");
		const char *name = names ? btf_str(b, names[i].name_off) : "";
		spell_decl(b, params[i].type, name, &sb);
	}
	return sb.buf ? sb_steal(&sb) : xstrdup("void");
}

static void collect(const btf *b, const char *prefix, int kind,
		    probe_fn **out, int *n)
{
	size_t len = strlen(prefix);
	for (uint32_t id = 1; id < b->ntypes; id++) {
		const btf_type *t = b->types[id];
		if (kind_of(t) != kind)
			continue;
		const char *name = btf_str(b, t->name_off);
		if (strncmp(name, prefix, len))
			continue;
		const btf_type *proto = kind == KIND_TYPEDEF
			? proto_of_typedef(b, t) : proto_of_func(b, t);
		if (proto) {
			probe_fn fn = { name + len, proto };
			VEC_PUSH(*out, *n, fn);
		}
	}
}

static int scan_btf(const btf *b, tp_raw_list *out)
{
	probe_fn *tps = NULL, *classes = NULL;
	int ntps = 0, nclasses = 0, unnamed = 0;
	collect(b, "btf_trace_", KIND_TYPEDEF, &tps, &ntps);
	collect(b, "__bpf_trace_", KIND_FUNC, &classes, &nclasses);
	for (int i = 0; i < ntps; i++) {
		const btf_type *named = naming_class(b, &tps[i], classes, nclasses);
		unnamed += !named && vlen_of(tps[i].proto) > 1;
		char *proto = spell_proto(b, tps[i].proto, named);
		tp_raw_add(out, NULL, tps[i].name, proto);
		free(proto);
	}
	free(tps);
	free(classes);
	return unnamed;
}

/* --- the image --- */

static const Dwfl_Callbacks offline_callbacks = {
	.find_elf = dwfl_build_id_find_elf,
	.find_debuginfo = dwfl_standard_find_debuginfo,
	.section_address = dwfl_offline_section_address,
};

static Elf_Scn *find_section(Elf *elf, const char *wanted, Elf64_Word type)
{
	size_t shstrndx;
	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return NULL;
	for (Elf_Scn *scn = elf_nextscn(elf, NULL); scn; scn = elf_nextscn(elf, scn)) {
		GElf_Shdr shdr;
		if (!gelf_getshdr(scn, &shdr))
			continue;
		const char *name = elf_strptr(elf, shstrndx, shdr.sh_name);
		if ((wanted && name && !strcmp(name, wanted)) ||
		    (!wanted && shdr.sh_type == type))
			return scn;
	}
	return NULL;
}

/* The __tracepoint_NAME symbols of an unstripped vmlinux (a vmlinuz has
 * none: its vmlinux is stripped). */
static void scan_symbols(Elf *elf, char ***symbols, int *nsymbols)
{
	Elf_Scn *scn = find_section(elf, NULL, SHT_SYMTAB);
	GElf_Shdr shdr;
	Elf_Data *data;
	if (!scn || !gelf_getshdr(scn, &shdr) || !(data = elf_getdata(scn, NULL)))
		return;
	size_t count = shdr.sh_entsize ? shdr.sh_size / shdr.sh_entsize : 0;
	for (size_t i = 0; i < count; i++) {
		GElf_Sym sym;
		if (!gelf_getsym(data, (int)i, &sym))
			continue;
		const char *name = elf_strptr(elf, shdr.sh_link, sym.st_name);
		if (name && !strncmp(name, "__tracepoint_", 13) &&
		    GELF_ST_TYPE(sym.st_info) == STT_OBJECT)
			VEC_PUSH(*symbols, *nsymbols, xstrdup(name + 13));
	}
}

bool tp_btf_scan(const char *image_path, int verbose, tp_raw_list *out,
		 char ***symbols, int *nsymbols)
{
	Dwfl *dwfl = dwfl_begin(&offline_callbacks);
	Dwfl_Module *mod = dwfl ? dwfl_report_offline(dwfl, "kernel", image_path, -1) : NULL;
	GElf_Addr bias;
	Elf *elf = mod ? dwfl_module_getelf(mod, &bias) : NULL;
	bool ok = false;
	if (!elf) {
		if (verbose)
			fprintf(stderr, "%s: cannot read kernel image %s: %s\n",
				progname, image_path, dwfl_errmsg(-1));
		goto done;
	}
	scan_symbols(elf, symbols, nsymbols);
	Elf_Scn *scn = find_section(elf, ".BTF", 0);
	Elf_Data *data = scn ? elf_getdata(scn, NULL) : NULL;
	btf b = {0};
	if (!data || !btf_index(&b, data->d_buf, data->d_size)) {
		if (verbose)
			fprintf(stderr, "%s: %s has no BTF\n", progname, image_path);
		free(b.types);
		goto done;
	}
	int unnamed = scan_btf(&b, out);
	if (verbose)
		fprintf(stderr, "%s: BTF of %s: %d tracepoints (%d without "
			"argument names), %d types\n", progname, image_path,
			out->count, unnamed, (int)b.ntypes);
	free(b.types);
	ok = true;
done:
	if (dwfl)
		dwfl_end(dwfl);
	return ok;
}
