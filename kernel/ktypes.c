/* The kernel's type catalog (ktypes.h).
 *
 * The cache's body is binary: a header of two u32 (the size of the BTF,
 * the count of named types), the .BTF section as the kernel has it, then
 * (4-byte aligned) the ids of its named types sorted by name and kind. */
#include <stdlib.h>
#include <string.h>

#include "kcache.h"
#include "ktypes.h"
#include "util.h"

#define CACHE_MAGIC "tapc-types 1"

struct ktypes {
	btf b;
	uint8_t *data;        /* the BTF, then the name index, aligned; a
	                       * module's: its split BTF alone */
	const uint32_t *by_name;
	uint32_t nnamed;
	uint32_t *own_index;  /* a module's by_name, made when loaded */
	uint32_t first_own;   /* a module's first own type id; 0 for the
	                       * kernel */
};

const btf *ktypes_btf(const ktypes *kt)
{
	return &kt->b;
}

/* --- the cache --- */

static const btf *sort_btf;   /* qsort has no argument for it */

static int compare_named(const void *a, const void *b)
{
	const btf_type *x = btf_get(sort_btf, *(const uint32_t *)a);
	const btf_type *y = btf_get(sort_btf, *(const uint32_t *)b);
	int c = strcmp(btf_str(sort_btf, x->name_off), btf_str(sort_btf, y->name_off));
	if (c)
		return c;
	return btf_kind(x) - btf_kind(y);
}

/* The one place tapc asks for the target's BTF: from where it is read
 * fastest (kcache.h: kernel_files.btf). Allocated. */
static uint8_t *target_btf(const kernel_files *kf, int verbose, size_t *size)
{
	kimage *img = kf->btf ? kimage_open(kf->btf, verbose) : NULL;
	const uint8_t *bytes;
	uint8_t *copy = NULL;
	if (img && kimage_btf_bytes(img, &bytes, size)) {
		copy = xmalloc(*size);
		memcpy(copy, bytes, *size);
	}
	kimage_close(img);
	if (!copy)
		fprintf(stderr, "%s: the kernel image %s has no BTF\n", progname,
			kf->btf ? kf->btf : "(none)");
	return copy;
}

static bool generate(const kernel_files *kf, int verbose, kcache_writer *w)
{
	size_t size;
	uint8_t *bytes = target_btf(kf, verbose, &size);
	btf b;
	if (!bytes || !btf_index(&b, bytes, size)) {
		if (bytes)
			fprintf(stderr, "%s: the BTF of %s does not read\n",
				progname, kf->btf);
		free(bytes);
		return false;
	}
	uint32_t *named = NULL;
	uint32_t nnamed = 0;
	for (uint32_t id = 1; id < b.ntypes; id++)
		if (b.types[id]->name_off && *btf_str(&b, b.types[id]->name_off))
			VEC_PUSH(named, nnamed, id);
	sort_btf = &b;
	qsort(named, nnamed, sizeof *named, compare_named);
	static const char padding[3];
	uint32_t header[2] = { (uint32_t)size, nnamed };
	kcache_bytes(w, header, sizeof header);
	kcache_bytes(w, bytes, size);
	kcache_bytes(w, padding, ((size + 3) & ~(size_t)3) - size);
	kcache_bytes(w, named, 4 * (size_t)nnamed);
	free(named);
	free(b.types);
	free(bytes);
	return true;
}

static void *parse_body(char *text, kcache_reader *bytes)
{
	uint32_t header[2];
	size_t total = (size_t)bytes->count;
	char *body = bytes->next;
	if (total < 8)
		return NULL;
	memcpy(header, body, sizeof header);
	size_t aligned = ((size_t)header[0] + 3) & ~(size_t)3;
	if (8 + aligned + 4 * (size_t)header[1] != total)
		return NULL;
	ktypes *kt = xcalloc(1, sizeof *kt);
	/* the body sits after the key line, at no particular alignment: it
	 * is moved to the start of the text, which malloc aligned, rather
	 * than copied into megabytes of new memory */
	memmove(text, body + 8, total - 8);
	kt->data = (uint8_t *)text;
	kt->by_name = (const uint32_t *)(kt->data + aligned);
	kt->nnamed = header[1];
	if (!btf_index(&kt->b, kt->data, header[0])) {
		ktypes_free(kt);
		return NULL;
	}
	for (uint32_t i = 0; i < kt->nnamed; i++)
		if (kt->by_name[i] >= kt->b.ntypes) {
			ktypes_free(kt);
			return NULL;
		}
	return kt;
}

static const kcache_kind types_kind = {
	.what = "types",
	.progress = "building the type catalog",
	.magic = CACHE_MAGIC,
	.binary = true,
	.generate = generate,
	.parse = parse_body,
};

ktypes *ktypes_load(const char *release, const char *build_dir, int verbose)
{
	return kcache_load(&types_kind, release, build_dir, verbose);
}

void ktypes_free(ktypes *kt)
{
	if (!kt)
		return;
	free(kt->b.types);
	free(kt->data);
	free(kt->own_index);
	free(kt);
}

ktypes *ktypes_load_module(const ktypes *base, const char *path)
{
	kimage *img = kimage_open(path, 0);
	const uint8_t *bytes;
	size_t size;
	ktypes *kt = NULL;
	/* An external module's BTF since 6.11 (kbuild where the headers have
	 * a vmlinux, as sid's do) is split on the distilled base in its
	 * .BTF.base, not on the kernel's: its ids and names are not the
	 * kernel's until relocated, which tapc does not do. Without its
	 * types, the module's DWARF (if any) is read instead. */
	if (img && !kimage_section(img, ".BTF.base", 0) &&
	    kimage_btf_bytes(img, &bytes, &size)) {
		kt = xcalloc(1, sizeof *kt);
		kt->data = xmalloc(size);
		memcpy(kt->data, bytes, size);
	}
	kimage_close(img);
	if (!kt || !btf_index_split(&kt->b, &base->b, kt->data, size)) {
		ktypes_free(kt);
		return NULL;
	}
	/* the kernel's named types and the module's, in one index */
	kt->own_index = xmalloc(sizeof *kt->own_index *
				(base->nnamed + kt->b.ntypes - base->b.ntypes));
	memcpy(kt->own_index, base->by_name, sizeof *kt->own_index * base->nnamed);
	kt->nnamed = base->nnamed;
	kt->first_own = base->b.ntypes;
	for (uint32_t id = base->b.ntypes; id < kt->b.ntypes; id++)
		if (kt->b.types[id]->name_off &&
		    *btf_str(&kt->b, kt->b.types[id]->name_off))
			kt->own_index[kt->nnamed++] = id;
	sort_btf = &kt->b;
	qsort(kt->own_index, kt->nnamed, sizeof *kt->own_index, compare_named);
	kt->by_name = kt->own_index;
	return kt;
}

/* --- types --- */

/* The range [*lo, *hi) of named types called `name` in the index. */
static void named_range(const ktypes *kt, const char *name, uint32_t *lo,
			uint32_t *hi)
{
	uint32_t a = 0, b = kt->nnamed;
	while (a < b) {
		uint32_t mid = a + (b - a) / 2;
		const btf_type *t = btf_get(&kt->b, kt->by_name[mid]);
		if (strcmp(btf_str(&kt->b, t->name_off), name) < 0)
			a = mid + 1;
		else
			b = mid;
	}
	*lo = a;
	for (b = a; b < kt->nnamed; b++)
		if (strcmp(btf_str(&kt->b, btf_get(&kt->b, kt->by_name[b])->name_off), name))
			break;
	*hi = b;
}

/* The first type called `name` of the first kind in `kinds` (0-ended)
 * that has one. */
static uint32_t find_kind(const ktypes *kt, const char *name, const int *kinds)
{
	uint32_t lo, hi;
	named_range(kt, name, &lo, &hi);
	for (; *kinds; kinds++)
		for (uint32_t i = lo; i < hi; i++)
			if (btf_kind(btf_get(&kt->b, kt->by_name[i])) == *kinds)
				return kt->by_name[i];
	return 0;
}

uint32_t ktypes_named(const ktypes *kt, const char *name)
{
	static const int structs[] = { KIND_STRUCT, KIND_FWD, 0 };
	static const int unions[] = { KIND_UNION, KIND_FWD, 0 };
	static const int enums[] = { KIND_ENUM, KIND_ENUM64, 0 };
	static const int any[] = { KIND_STRUCT, KIND_UNION, KIND_TYPEDEF,
				   KIND_INT, KIND_ENUM, KIND_ENUM64, KIND_FLOAT,
				   KIND_FWD, 0 };
	while (*name == ' ')
		name++;
	if (!strncmp(name, "struct ", 7))
		return find_kind(kt, name + 7, structs);
	if (!strncmp(name, "union ", 6))
		return find_kind(kt, name + 6, unions);
	if (!strncmp(name, "enum ", 5))
		return find_kind(kt, name + 5, enums);
	return find_kind(kt, name, any);
}

/* The id behind typedefs, qualifiers and tags; 0 for void. */
static uint32_t resolve_id(const btf *b, uint32_t id)
{
	for (int hops = 0; hops < 64; hops++) {
		const btf_type *t = btf_get(b, id);
		if (!t)
			return 0;
		switch (btf_kind(t)) {
		case KIND_TYPEDEF: case KIND_CONST: case KIND_VOLATILE:
		case KIND_RESTRICT: case KIND_TYPE_TAG: case KIND_DECL_TAG:
			id = t->size_or_type;
			continue;
		}
		return id;
	}
	return 0;
}

void ktypes_info(const ktypes *kt, uint32_t id, ktype_info *out)
{
	memset(out, 0, sizeof *out);
	out->id = resolve_id(&kt->b, id);
	const btf_type *t = btf_get(&kt->b, out->id);
	if (!t)
		return;
	switch (btf_kind(t)) {
	case KIND_INT: {
		uint32_t enc;
		memcpy(&enc, t + 1, 4);
		out->kind = KT_INT;
		out->size = t->size_or_type;
		out->is_signed = (enc >> 24) & 1;
		out->is_char = ((enc >> 24) & 2) || strstr(btf_str(&kt->b, t->name_off), "char");
		out->is_bool = (enc >> 24) & 4;
		break;
	}
	case KIND_ENUM: case KIND_ENUM64:
		out->kind = KT_ENUM;
		out->size = t->size_or_type;
		out->is_signed = btf_kflag(t);
		break;
	case KIND_PTR:
		out->kind = KT_PTR;
		out->size = 8;
		out->target = t->size_or_type;
		break;
	case KIND_ARRAY: {
		const btf_array *a = (const btf_array *)(t + 1);
		ktype_info elem;
		ktypes_info(kt, a->type, &elem);
		out->kind = KT_ARRAY;
		out->target = a->type;
		out->nelems = a->nelems;
		out->size = elem.size * a->nelems;
		break;
	}
	case KIND_STRUCT: case KIND_UNION:
		out->kind = btf_kind(t) == KIND_STRUCT ? KT_STRUCT : KT_UNION;
		out->size = t->size_or_type;
		break;
	case KIND_FUNC_PROTO: case KIND_FUNC:
		out->kind = KT_FUNC;
		break;
	case KIND_FLOAT:
		out->kind = KT_FLOAT;
		out->size = t->size_or_type;
		break;
	default:
		out->kind = KT_OPAQUE;
		break;
	}
}

/* --- members --- */

static void member_of(const btf *b, const btf_type *t, int i, uint64_t base,
		      const char **name, kmember *m)
{
	const btf_member *mem = (const btf_member *)(t + 1) + i;
	*name = btf_str(b, mem->name_off);
	m->type = mem->type;
	if (btf_kflag(t)) {
		m->bit_offset = base + (mem->offset & 0xffffff);
		m->bit_size = mem->offset >> 24;
	} else {
		m->bit_offset = base + mem->offset;
		m->bit_size = 0;
	}
}

static const btf_type *aggregate(const btf *b, uint32_t id)
{
	const btf_type *t = btf_get(b, resolve_id(b, id));
	return t && (btf_kind(t) == KIND_STRUCT || btf_kind(t) == KIND_UNION)
		? t : NULL;
}

static bool find_member(const btf *b, uint32_t id, uint64_t base,
			const char *name, kmember *out, int depth)
{
	const btf_type *t = aggregate(b, id);
	if (!t || depth > 32)
		return false;
	for (int i = 0; i < btf_vlen(t); i++) {
		const char *mname;
		kmember m;
		member_of(b, t, i, base, &mname, &m);
		if (*mname && !strcmp(mname, name)) {
			*out = m;
			return true;
		}
		if (!*mname && find_member(b, m.type, m.bit_offset, name, out, depth + 1))
			return true;
	}
	return false;
}

bool ktypes_member(const ktypes *kt, uint32_t id, const char *name,
		   kmember *out)
{
	return find_member(&kt->b, id, 0, name, out, 0);
}

static void each_member(const btf *b, uint32_t id, uint64_t base,
			void (*fn)(const char *, const kmember *, void *),
			void *arg, int depth)
{
	const btf_type *t = aggregate(b, id);
	for (int i = 0; t && depth <= 32 && i < btf_vlen(t); i++) {
		const char *mname;
		kmember m;
		member_of(b, t, i, base, &mname, &m);
		if (*mname)
			fn(mname, &m, arg);
		else
			each_member(b, m.type, m.bit_offset, fn, arg, depth + 1);
	}
}

void ktypes_members(const ktypes *kt, uint32_t id,
		    void (*fn)(const char *name, const kmember *m, void *arg),
		    void *arg)
{
	each_member(&kt->b, id, 0, fn, arg, 0);
}

/* Enumerator i of enum type t (KIND_ENUM or KIND_ENUM64): its value, and
 * its name's offset in *name_off. */
static int64_t enumerator(const btf_type *t, int i, uint32_t *name_off)
{
	const uint32_t *v = (const uint32_t *)(t + 1);

	if (btf_kind(t) == KIND_ENUM64) {
		*name_off = v[3 * i];
		return (int64_t)(v[3 * i + 1] | (uint64_t)v[3 * i + 2] << 32);
	}
	*name_off = v[2 * i];
	return btf_kflag(t) ? (int64_t)(int32_t)v[2 * i + 1] : (int64_t)v[2 * i + 1];
}

static const btf_type *enum_type(const ktypes *kt, uint32_t id)
{
	const btf_type *t = btf_get(&kt->b, resolve_id(&kt->b, id));
	if (!t || (btf_kind(t) != KIND_ENUM && btf_kind(t) != KIND_ENUM64))
		return NULL;
	return t;
}

const char *ktypes_enum_name(const ktypes *kt, uint32_t id, int64_t value)
{
	const btf_type *t = enum_type(kt, id);
	uint32_t name_off;

	for (int i = 0; t && i < btf_vlen(t); i++)
		if (enumerator(t, i, &name_off) == value)
			return btf_str(&kt->b, name_off);
	return NULL;
}

void ktypes_enumerators(const ktypes *kt,
			bool (*fn)(const char *name, int64_t value, void *arg),
			void *arg)
{
	uint32_t name_off;

	/* a module's own types first: they are what its code means */
	uint32_t start = kt->first_own ? kt->first_own : 1;
	for (uint32_t k = 0; k + 1 < kt->b.ntypes; k++) {
		uint32_t id = start + k < kt->b.ntypes ? start + k
			: start + k - kt->b.ntypes + 1;
		const btf_type *t = kt->b.types[id];
		if (btf_kind(t) != KIND_ENUM && btf_kind(t) != KIND_ENUM64)
			continue;
		for (int i = 0; i < btf_vlen(t); i++) {
			int64_t value = enumerator(t, i, &name_off);
			if (!fn(btf_str(&kt->b, name_off), value, arg))
				return;
		}
	}
}

void ktypes_enum_values(const ktypes *kt, uint32_t id,
			void (*fn)(const char *name, int64_t value, void *arg),
			void *arg)
{
	const btf_type *t = enum_type(kt, id);
	uint32_t name_off;

	for (int i = 0; t && i < btf_vlen(t); i++) {
		int64_t value = enumerator(t, i, &name_off);
		fn(btf_str(&kt->b, name_off), value, arg);
	}
}

/* --- names as stap spells them --- */

static void spell(const btf *b, uint32_t id, strbuf *out, int depth)
{
	const btf_type *t = btf_get(b, id);
	if (!t || depth > 32) {
		sb_puts(out, "void");
		return;
	}
	const char *name = btf_str(b, t->name_off);
	switch (btf_kind(t)) {
	case KIND_PTR: {
		const btf_type *to = btf_get(b, t->size_or_type);
		if (to && btf_kind(to) == KIND_FUNC_PROTO) {
			spell(b, to->size_or_type, out, depth + 1);
			sb_puts(out, "(*)()");
		} else {
			spell(b, t->size_or_type, out, depth + 1);
			sb_putc(out, '*');
		}
		return;
	}
	case KIND_ARRAY: {
		const btf_array *a = (const btf_array *)(t + 1);
		spell(b, a->type, out, depth + 1);
		sb_printf(out, "[%u]", a->nelems);
		return;
	}
	case KIND_CONST: case KIND_VOLATILE: {
		const char *q = btf_kind(t) == KIND_CONST ? "const" : "volatile";
		const btf_type *to = btf_get(b, t->size_or_type);
		if (to && btf_kind(to) == KIND_PTR) {
			spell(b, t->size_or_type, out, depth + 1);
			sb_printf(out, " %s", q);
		} else {
			sb_printf(out, "%s ", q);
			spell(b, t->size_or_type, out, depth + 1);
		}
		return;
	}
	case KIND_RESTRICT: case KIND_TYPE_TAG: case KIND_DECL_TAG:
		spell(b, t->size_or_type, out, depth + 1);
		return;
	case KIND_STRUCT: case KIND_UNION: case KIND_ENUM: case KIND_ENUM64:
	case KIND_FWD: {
		int k = btf_kind(t);
		const char *tag = k == KIND_STRUCT ? "struct" : k == KIND_UNION
			? "union" : k == KIND_FWD ? (btf_kflag(t) ? "union" : "struct")
			: "enum";
		sb_printf(out, "%s %s", tag, *name ? name : "{...}");
		return;
	}
	case KIND_FUNC_PROTO:
		spell(b, t->size_or_type, out, depth + 1);
		sb_puts(out, "()");
		return;
	default:
		sb_puts(out, *name ? name : "void");
		return;
	}
}

char *ktypes_spell(const ktypes *kt, uint32_t id)
{
	strbuf sb = {0};
	spell(&kt->b, id, &sb, 0);
	return sb_steal(&sb);
}

/* --- functions --- */

/* How many of the six argument registers a parameter of this type takes
 * (x86-64: integers and pointers one each, 16-byte integers two, a
 * struct of up to 16 bytes one or two, floats none), and whether the
 * value can be read from them as a long. */
static int registers_of(const ktypes *kt, uint32_t type, bool *readable)
{
	ktype_info ti;
	ktypes_info(kt, type, &ti);
	*readable = false;
	switch (ti.kind) {
	case KT_INT: case KT_ENUM: case KT_PTR:
		*readable = ti.size <= 8;
		return ti.size > 8 ? 2 : 1;
	case KT_STRUCT: case KT_UNION:
		return ti.size > 16 ? 0 : ti.size > 8 ? 2 : 1;
	default:
		return 0;
	}
}

static const char *why_unreadable(const ktypes *kt, uint32_t type)
{
	ktype_info ti;
	ktypes_info(kt, type, &ti);
	if (ti.kind == KT_STRUCT || ti.kind == KT_UNION)
		return "a struct or union passed by value";
	if (ti.kind == KT_FLOAT)
		return "a floating-point value";
	return "a value wider than a register";
}

bool ktypes_function(const ktypes *kt, const char *name, kproto *out)
{
	static const int funcs[] = { KIND_FUNC, 0 };
	uint32_t id = find_kind(kt, name, funcs);
	const btf_type *fn = btf_get(&kt->b, id);
	const btf_type *proto = fn ? btf_get(&kt->b, fn->size_or_type) : NULL;
	if (!proto || btf_kind(proto) != KIND_FUNC_PROTO)
		return false;
	memset(out, 0, sizeof *out);
	out->name = btf_str(&kt->b, fn->name_off);
	out->ret = proto->size_or_type;
	const btf_param *params = (const btf_param *)(proto + 1);
	/* a struct or union of more than 16 bytes is returned in memory
	 * the caller passes the address of in rdi: the parameters start at
	 * rsi */
	ktype_info rti = {0};
	if (out->ret)
		ktypes_info(kt, out->ret, &rti);
	int next_reg = (rti.kind == KT_STRUCT || rti.kind == KT_UNION) &&
		       rti.size > 16 ? 1 : 0;
	for (int i = 0; i < btf_vlen(proto) && out->nparams < KPROTO_MAX_PARAMS; i++) {
		if (params[i].type == 0) {
			out->variadic = true;
			continue;
		}
		kparam *p = &out->params[out->nparams++];
		p->name = btf_str(&kt->b, params[i].name_off);
		p->type = params[i].type;
		bool readable;
		int regs = registers_of(kt, p->type, &readable);
		p->reg = readable && next_reg + regs <= 6 ? next_reg : -1;
		ktype_info ti;
		ktypes_info(kt, p->type, &ti);
		p->aggregate = ti.kind == KT_STRUCT || ti.kind == KT_UNION;
		/* x86-64 passes a struct of 8 bytes at most in one register */
		p->held_reg = p->aggregate && regs == 1 && next_reg < 6 ? next_reg : -1;
		if (p->reg < 0 && !out->unreadable)
			out->unreadable = next_reg + regs > 6 && readable
				? "past the sixth argument register"
				: why_unreadable(kt, p->type);
		if (next_reg + regs <= 6)
			next_reg += regs;
		else
			next_reg = 6;
	}
	if (out->ret) {
		/* a number in rax, or not one at all: a struct of 16 bytes
		 * comes back in rax and rdx, a bigger one at the address in
		 * rax; neither is the number rax holds */
		ktype_info ti;
		ktypes_info(kt, out->ret, &ti);
		out->ret_aggregate = ti.kind == KT_STRUCT || ti.kind == KT_UNION;
		if (out->ret_aggregate)
			out->ret_unreadable = "a struct or union returned by value";
		else if (!ktypes_register_type(kt, out->ret))
			out->ret_unreadable = why_unreadable(kt, out->ret);
	}
	return true;
}

/* The probe function type a btf_trace_NAME typedef points to. */
static const btf_type *tracepoint_proto(const ktypes *kt, uint32_t typedef_id)
{
	const btf_type *t = btf_get(&kt->b, typedef_id);
	const btf_type *ptr = t && btf_kind(t) == KIND_TYPEDEF
		? btf_get(&kt->b, t->size_or_type) : NULL;
	const btf_type *fn = ptr && btf_kind(ptr) == KIND_PTR
		? btf_get(&kt->b, ptr->size_or_type) : NULL;
	return fn && btf_kind(fn) == KIND_FUNC_PROTO && btf_vlen(fn) >= 1
		? fn : NULL;
}

static const btf_type *tracepoint_named(const ktypes *kt, const char *name)
{
	static const int typedefs[] = { KIND_TYPEDEF, 0 };
	char *tname = xasprintf("btf_trace_%s", name);
	uint32_t id = find_kind(kt, tname, typedefs);
	free(tname);
	return id ? tracepoint_proto(kt, id) : NULL;
}

uint32_t ktypes_tracepoint_arg(const ktypes *kt, const char *name, int arg)
{
	const btf_type *fn = tracepoint_named(kt, name);
	if (!fn || arg < 0 || arg + 1 >= btf_vlen(fn))
		return 0;
	return ((const btf_param *)(fn + 1))[arg + 1].type;
}

int ktypes_tracepoint_nargs(const ktypes *kt, const char *name)
{
	const btf_type *fn = tracepoint_named(kt, name);
	return fn ? btf_vlen(fn) - 1 : -1;
}

void ktypes_tracepoints(const ktypes *kt, bool own_only,
			void (*fn)(const char *name, void *arg), void *arg)
{
	static const char prefix[] = "btf_trace_";
	uint32_t lo, hi;
	named_range(kt, prefix, &lo, &hi);
	for (uint32_t i = lo; i < kt->nnamed; i++) {
		uint32_t id = kt->by_name[i];
		const char *name = btf_str(&kt->b, btf_get(&kt->b, id)->name_off);
		if (strncmp(name, prefix, sizeof prefix - 1))
			break;
		if ((own_only && id < kt->first_own) || !tracepoint_proto(kt, id))
			continue;
		fn(name + sizeof prefix - 1, arg);
	}
}

const char *ktypes_register_type(const ktypes *kt, uint32_t id)
{
	static const char *const names[2][4] = {
		{ "u8", "u16", "u32", "u64" }, { "s8", "s16", "s32", "s64" },
	};
	ktype_info ti;
	ktypes_info(kt, id, &ti);
	if (ti.kind == KT_PTR)
		return "u64";
	if (ti.kind != KT_INT && ti.kind != KT_ENUM)
		return NULL;
	int log = ti.size == 1 ? 0 : ti.size == 2 ? 1 : ti.size == 4 ? 2
		: ti.size == 8 ? 3 : -1;
	return log < 0 ? NULL : names[ti.is_signed && !ti.is_bool][log];
}
