/* The tracepoints of a kernel image, from its BTF. The kernel defines, for
 * each tracepoint NAME built into vmlinux, a typedef btf_trace_NAME (a
 * pointer to the probe's function type, without parameter names) and, for
 * each event class CLASS, a function __bpf_trace_CLASS whose parameters do
 * have names. BTF cannot tell the system a tracepoint belongs to; the
 * trace headers do (tp_headers.c). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kbtf.h"
#include "tp_int.h"
#include "util.h"

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
	if (!ptr || btf_kind(ptr) != KIND_PTR)
		return NULL;
	const btf_type *fn = btf_get(b, ptr->size_or_type);
	return fn && btf_kind(fn) == KIND_FUNC_PROTO && btf_vlen(fn) >= 1 ? fn : NULL;
}

static const btf_type *proto_of_func(const btf *b, const btf_type *func)
{
	const btf_type *fn = btf_get(b, func->size_or_type);
	return fn && btf_kind(fn) == KIND_FUNC_PROTO && btf_vlen(fn) >= 1 ? fn : NULL;
}

/* Same parameter types (BTF deduplicates types, so ids compare). */
static bool same_types(const btf_type *a, const btf_type *b)
{
	if (btf_vlen(a) != btf_vlen(b))
		return false;
	const btf_param *pa = (const btf_param *)(a + 1);
	const btf_param *pb = (const btf_param *)(b + 1);
	for (int i = 0; i < btf_vlen(a); i++)
		if (pa[i].type != pb[i].type)
			return false;
	return true;
}

static bool same_names(const btf *b, const btf_type *x, const btf_type *y)
{
	const btf_param *px = (const btf_param *)(x + 1);
	const btf_param *py = (const btf_param *)(y + 1);
	for (int i = 0; i < btf_vlen(x); i++)
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
	for (int i = 1; i < btf_vlen(proto); i++) {
		if (i > 1)
			sb_puts(&sb, ", ");
		const char *name = names ? btf_str(b, names[i].name_off) : "";
		btf_spell_decl(b, params[i].type, name, &sb);
	}
	return sb.buf ? sb_steal(&sb) : xstrdup("void");
}

static void collect(const btf *b, const char *prefix, int kind,
		    probe_fn **out, int *n)
{
	size_t len = strlen(prefix);
	for (uint32_t id = 1; id < b->ntypes; id++) {
		const btf_type *t = b->types[id];
		if (btf_kind(t) != kind)
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
		unnamed += !named && btf_vlen(tps[i].proto) > 1;
		char *proto = spell_proto(b, tps[i].proto, named);
		tp_raw_add(out, NULL, tps[i].name, proto);
		free(proto);
	}
	free(tps);
	free(classes);
	return unnamed;
}

/* --- the image --- */

/* The __tracepoint_NAME symbols of an unstripped vmlinux (a vmlinuz has
 * none: its vmlinux is stripped). */
static void scan_symbols(kimage *img, char ***symbols, int *nsymbols)
{
	Elf *elf = kimage_elf(img);
	Elf_Scn *scn = kimage_section(img, NULL, SHT_SYMTAB);
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

void tp_btf_scan(kimage *img, const btf *b, int verbose, tp_raw_list *out,
		 char ***symbols, int *nsymbols)
{
	scan_symbols(img, symbols, nsymbols);
	if (!b)
		return;
	int unnamed = scan_btf(b, out);
	if (verbose)
		fprintf(stderr, "%s: BTF of the image: %d tracepoints (%d without "
			"argument names), %d types\n", progname, out->count,
			unnamed, (int)b->ntypes);
}
