/* The system calls' arguments as the kernel image describes them. With
 * CONFIG_FTRACE_SYSCALLS every SYSCALL_DEFINEn(name, type, arg, ...)
 * leaves in the image's data a struct syscall_metadata: the entry's name
 * ("sys_close"), the number of arguments, and two arrays of strings, the
 * arguments' types and names exactly as the kernel's source spells them.
 * The image keeps no symbols, so they are found by shape: a word of data
 * that points at a "sys_" string, followed by the fields BTF places
 * there, with syscall_nr still -1 as the image was linked (the kernel
 * fills it in at boot). */
#include <stdlib.h>
#include <string.h>

#include "kbtf.h"
#include "syscalls.h"

/* An allocated section of the image: where it is linked, its bytes. */
typedef struct region {
	uint64_t addr, size;
	const uint8_t *data;
	bool writable;
} region;

typedef struct image_map {
	region *regions;
	int count;
} image_map;

/* Where struct syscall_metadata keeps what is read here, in bytes. */
typedef struct meta_layout {
	uint32_t name, syscall_nr, nb_args, types, args, size;
} meta_layout;

static void map_regions(kimage *img, image_map *map)
{
	Elf *elf = kimage_elf(img);
	for (Elf_Scn *scn = elf_nextscn(elf, NULL); scn; scn = elf_nextscn(elf, scn)) {
		GElf_Shdr shdr;
		Elf_Data *data;
		if (!gelf_getshdr(scn, &shdr) || shdr.sh_type != SHT_PROGBITS ||
		    !(shdr.sh_flags & SHF_ALLOC) || !shdr.sh_addr ||
		    !(data = elf_getdata(scn, NULL)) || data->d_size < shdr.sh_size)
			continue;
		region r = { shdr.sh_addr, shdr.sh_size, data->d_buf,
			     (shdr.sh_flags & SHF_WRITE) != 0 };
		VEC_PUSH(map->regions, map->count, r);
	}
}

/* The bytes at link address `addr`, at least `len` of them, or NULL. */
static const uint8_t *at(const image_map *map, uint64_t addr, uint64_t len)
{
	for (int i = 0; i < map->count; i++) {
		const region *r = &map->regions[i];
		if (addr >= r->addr && addr - r->addr + len <= r->size)
			return r->data + (addr - r->addr);
	}
	return NULL;
}

static uint64_t word_at(const uint8_t *p)
{
	uint64_t v;
	memcpy(&v, p, sizeof v);
	return v;
}

/* A NUL-terminated string of at most 127 bytes at `addr`, or NULL. */
static const char *string_at(const image_map *map, uint64_t addr)
{
	for (int i = 0; i < map->count; i++) {
		const region *r = &map->regions[i];
		if (addr < r->addr || addr >= r->addr + r->size)
			continue;
		const char *s = (const char *)r->data + (addr - r->addr);
		size_t room = r->size - (addr - r->addr);
		return memchr(s, '\0', room < 128 ? room : 128) ? s : NULL;
	}
	return NULL;
}

static bool member_offset(const btf *b, const btf_type *st, const char *name,
			  uint32_t *offset)
{
	const btf_member *m = (const btf_member *)(st + 1);
	for (int i = 0; i < btf_vlen(st); i++)
		if (!strcmp(btf_str(b, m[i].name_off), name)) {
			/* with kind_flag, the low 24 bits are the bit offset */
			uint32_t bits = btf_kflag(st) ? m[i].offset & 0xffffff
						      : m[i].offset;
			*offset = bits / 8;
			return true;
		}
	return false;
}

static bool find_layout(const btf *b, meta_layout *l)
{
	uint32_t id = btf_find(b, KIND_STRUCT, "syscall_metadata");
	const btf_type *st = btf_get(b, id);
	if (!st)
		return false;
	l->size = st->size_or_type;
	return member_offset(b, st, "name", &l->name) &&
	       member_offset(b, st, "syscall_nr", &l->syscall_nr) &&
	       member_offset(b, st, "nb_args", &l->nb_args) &&
	       member_offset(b, st, "types", &l->types) &&
	       member_offset(b, st, "args", &l->args);
}

/* --- argument types --- */

static void classify(const btf *b, sc_arg *a)
{
	btf_value v = btf_classify(b, a->c_type);
	a->size = v.size;
	a->is_signed = v.is_signed;
	a->is_pointer = v.is_pointer;
}

/* --- the scan --- */

/* The metadata at `p` (link address `addr`), if that is what it is. */
static bool read_metadata(const btf *b, const image_map *map,
			  const meta_layout *l, const uint8_t *p,
			  sc_proto_list *out)
{
	const char *name = string_at(map, word_at(p + l->name));
	if (!name || strncmp(name, "sys_", 4))
		return false;
	int32_t nr, nb;
	memcpy(&nr, p + l->syscall_nr, sizeof nr);
	memcpy(&nb, p + l->nb_args, sizeof nb);
	if (nr != -1 || nb < 0 || nb > 6)
		return false;
	const uint8_t *types = nb ? at(map, word_at(p + l->types), 8 * (uint64_t)nb) : NULL;
	const uint8_t *args = nb ? at(map, word_at(p + l->args), 8 * (uint64_t)nb) : NULL;
	if (nb && (!types || !args))
		return false;
	sc_proto proto = { .entry = xstrdup(name), .nargs = nb };
	proto.args = nb ? xcalloc((size_t)nb, sizeof *proto.args) : NULL;
	for (int i = 0; i < nb; i++) {
		const char *type = string_at(map, word_at(types + 8 * i));
		const char *arg = string_at(map, word_at(args + 8 * i));
		if (!type || !arg) {
			for (int j = 0; j < i; j++) {
				free(proto.args[j].name);
				free(proto.args[j].c_type);
			}
			free(proto.args);
			free(proto.entry);
			return false;
		}
		proto.args[i].name = xstrdup(arg);
		proto.args[i].c_type = xstrdup(type);
		classify(b, &proto.args[i]);
	}
	VEC_PUSH(out->items, out->count, proto);
	return true;
}

/* The prefix of the functions the syscall table calls: on x86_64 the
 * table calls __x64_sys_close(regs), which unpacks the registers for
 * sys_close's body. */
static char *find_kprobe_prefix(const btf *b, const sc_proto_list *list)
{
	static const char *const prefixes[] = { "__x64_", "__arm64_", "__s390x_",
						"__riscv_", "" };
	for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++) {
		int found = 0;
		for (int j = 0; j < list->count && j < 32; j++) {
			char *sym = xasprintf("%s%s", prefixes[i], list->items[j].entry);
			found += btf_find(b, KIND_FUNC, sym) != 0;
			free(sym);
		}
		if (found > 0)
			return xstrdup(prefixes[i]);
	}
	return xstrdup("");
}

bool sc_image_scan(const char *image_path, int verbose, sc_proto_list *out)
{
	kimage *img = kimage_open(image_path, verbose);
	if (!img)
		return false;
	Elf *elf = kimage_elf(img);
	const char *ident = elf_getident(elf, NULL);
	btf b = {0};
	meta_layout l;
	bool ok = false;
	if (!ident || ident[EI_CLASS] != ELFCLASS64 || ident[EI_DATA] != ELFDATA2LSB) {
		if (verbose)
			fprintf(stderr, "%s: %s: only 64-bit little-endian images "
				"are read for system calls\n", progname, image_path);
	} else if (!kimage_btf(img, &b) || !find_layout(&b, &l)) {
		if (verbose)
			fprintf(stderr, "%s: %s: no BTF of struct syscall_metadata "
				"(CONFIG_FTRACE_SYSCALLS?)\n", progname, image_path);
	} else {
		image_map map = {0};
		map_regions(img, &map);
		for (int i = 0; i < map.count; i++) {
			const region *r = &map.regions[i];
			if (!r->writable || r->size < l.size)
				continue;
			for (uint64_t off = 0; off + l.size <= r->size; off += 8)
				if (read_metadata(&b, &map, &l, r->data + off, out))
					off += l.size - 8;
		}
		out->kprobe_prefix = find_kprobe_prefix(&b, out);
		free(map.regions);
		ok = out->count > 0;
		if (verbose)
			fprintf(stderr, "%s: %s: syscall metadata of %d entries, "
				"entry symbols %s*\n", progname, image_path,
				out->count, out->kprobe_prefix);
	}
	free(b.types);
	kimage_close(img);
	return ok;
}

void sc_proto_list_free(sc_proto_list *list)
{
	for (int i = 0; i < list->count; i++) {
		for (int j = 0; j < list->items[i].nargs; j++) {
			free(list->items[i].args[j].name);
			free(list->items[i].args[j].c_type);
		}
		free(list->items[i].args);
		free(list->items[i].entry);
	}
	free(list->items);
	free(list->kprobe_prefix);
	memset(list, 0, sizeof *list);
}
