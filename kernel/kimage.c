/* Kernel images (kimage.h). */
#include "kimage.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "decompress.h"
#include "util.h"

/* The compressed payload of a bzImage (boot protocol 2.08 and later)
 * and the decompressed size kbuild appends to it as 4 bytes. */
static bool bzimage_payload(const char *image, size_t len, size_t *off,
			    size_t *size, size_t *size_hint)
{
	if (len < 0x250 || memcmp(image + 0x202, "HdrS", 4) != 0)
		return false;
	uint16_t version;
	uint32_t payload_offset, payload_length, decompressed;
	memcpy(&version, image + 0x206, 2);
	memcpy(&payload_offset, image + 0x248, 4);
	memcpy(&payload_length, image + 0x24c, 4);
	unsigned setup_sects = (unsigned char)image[0x1f1];
	size_t start = ((setup_sects ? setup_sects : 4) + 1) * 512u;
	if (version < 0x208 || payload_length < 8 ||
	    start + payload_offset + payload_length > len)
		return false;
	*off = start + payload_offset;
	*size = payload_length - 4;
	memcpy(&decompressed, image + *off + *size, 4);
	*size_hint = decompressed;
	return true;
}

/* BTF as the kernel shows it in /sys/kernel/btf/vmlinux: no ELF around. */
static bool is_raw_btf(const char *data, size_t len)
{
	return len >= 2 && (unsigned char)data[0] == 0x9f &&
	       (unsigned char)data[1] == 0xeb;
}

/* The payload decompressed last, by its file's identity: a kernel's
 * first run builds several catalogs from one vmlinuz (its tracepoints,
 * its types, its system calls), and a copy costs a hundredth of
 * decompressing it again. */
static struct {
	char *path;
	struct stat st;
	char *elf;
	size_t len;
} last_payload;

static bool same_file(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino &&
	       a->st_size == b->st_size &&
	       a->st_mtim.tv_sec == b->st_mtim.tv_sec &&
	       a->st_mtim.tv_nsec == b->st_mtim.tv_nsec;
}

static char *copy_of(const char *data, size_t len)
{
	char *copy = xmalloc(len ? len : 1);
	memcpy(copy, data, len);
	return copy;
}

static void remember_payload(const char *path, const struct stat *st,
			     const char *elf, size_t len)
{
	kimage_forget_payload();
	last_payload.path = xstrdup(path);
	last_payload.st = *st;
	last_payload.elf = copy_of(elf, len);
	last_payload.len = len;
}

void kimage_forget_payload(void)
{
	free(last_payload.path);
	free(last_payload.elf);
	last_payload.path = last_payload.elf = NULL;
}

char *kimage_vmlinux(const char *path, size_t *len, const char **why)
{
	size_t file_len, off, size, hint;
	struct stat st;
	bool known = stat(path, &st) == 0;

	if (known && last_payload.path && strcmp(last_payload.path, path) == 0 &&
	    same_file(&last_payload.st, &st)) {
		*len = last_payload.len;
		return copy_of(last_payload.elf, last_payload.len);
	}
	char *file = read_file(path, &file_len);
	unsigned char *elf = NULL;
	bool whole_kernel = false;	/* a vmlinuz, remembered */

	if (!file) {
		*why = "it cannot be read";
		return NULL;
	}
	if (file_len >= SELFMAG && memcmp(file, ELFMAG, SELFMAG) == 0) {
		*len = file_len;
		return file;
	}
	/* a module as Debian 6.12 installs it: the whole .ko compressed */
	if (compression_of((unsigned char *)file, file_len)) {
		off = 0;
		size = file_len;
		hint = 0;
	} else if (bzimage_payload(file, file_len, &off, &size, &hint)) {
		whole_kernel = known;
	} else {
		*why = "it is neither ELF, a compressed ELF file nor a bzImage";
		free(file);
		return NULL;
	}
	if (decompress((unsigned char *)file + off, size, hint, &elf,
		       len, why) &&
	    (*len < SELFMAG || memcmp(elf, ELFMAG, SELFMAG) != 0)) {
		*why = "its payload is not ELF";
		free(elf);
		elf = NULL;
	}
	free(file);
	if (elf && whole_kernel)
		remember_payload(path, &st, (char *)elf, *len);
	return (char *)elf;
}

struct kimage {
	char *data;
	Elf *elf;		/* NULL for raw BTF */
	size_t raw_btf_len;	/* its length */
};

kimage *kimage_open(const char *path, int verbose)
{
	const char *why = NULL;
	size_t len;
	char *data = kimage_vmlinux(path, &len, &why);
	Elf *elf = NULL;

	if (!data && (data = read_file(path, &len)) && is_raw_btf(data, len)) {
		kimage *img = xcalloc(1, sizeof *img);
		img->data = data;
		img->raw_btf_len = len;
		return img;
	}
	if (data) {
		elf_version(EV_CURRENT);
		elf = elf_memory(data, len);
		if (!elf || elf_kind(elf) != ELF_K_ELF) {
			why = elf_errmsg(-1);
			if (elf)
				elf_end(elf);
			elf = NULL;
		}
	}
	if (!elf) {
		if (verbose)
			fprintf(stderr, "%s: cannot read kernel image %s: %s\n",
				progname, path, why);
		free(data);
		return NULL;
	}
	kimage *img = xcalloc(1, sizeof *img);
	img->data = data;
	img->elf = elf;
	return img;
}

void kimage_close(kimage *img)
{
	if (!img)
		return;
	if (img->elf)
		elf_end(img->elf);
	free(img->data);
	free(img);
}

Elf *kimage_elf(kimage *img)
{
	return img->elf;
}

Elf_Scn *kimage_section(kimage *img, const char *wanted, Elf64_Word type)
{
	size_t shstrndx;
	if (!img->elf || elf_getshdrstrndx(img->elf, &shstrndx) != 0)
		return NULL;
	for (Elf_Scn *scn = elf_nextscn(img->elf, NULL); scn;
	     scn = elf_nextscn(img->elf, scn)) {
		GElf_Shdr shdr;
		if (!gelf_getshdr(scn, &shdr))
			continue;
		const char *name = elf_strptr(img->elf, shstrndx, shdr.sh_name);
		if ((wanted && name && !strcmp(name, wanted)) ||
		    (!wanted && shdr.sh_type == type))
			return scn;
	}
	return NULL;
}

const uint8_t *kimage_at(kimage *img, uint64_t addr, size_t size)
{
	for (Elf_Scn *scn = img->elf ? elf_nextscn(img->elf, NULL) : NULL; scn;
	     scn = elf_nextscn(img->elf, scn)) {
		GElf_Shdr shdr;
		if (!gelf_getshdr(scn, &shdr) || !(shdr.sh_flags & SHF_ALLOC) ||
		    shdr.sh_type == SHT_NOBITS || addr < shdr.sh_addr ||
		    addr - shdr.sh_addr > shdr.sh_size ||
		    size > shdr.sh_size - (addr - shdr.sh_addr))
			continue;
		Elf_Data *data = elf_getdata(scn, NULL);
		if (!data || data->d_size < shdr.sh_size)
			return NULL;
		return (const uint8_t *)data->d_buf + (addr - shdr.sh_addr);
	}
	return NULL;
}

bool kimage_section_range(kimage *img, const char *name, uint64_t *start,
			  uint64_t *end)
{
	Elf_Scn *scn = kimage_section(img, name, 0);
	GElf_Shdr shdr;
	if (!scn || !gelf_getshdr(scn, &shdr))
		return false;
	*start = shdr.sh_addr;
	*end = shdr.sh_addr + shdr.sh_size;
	return true;
}

bool kimage_raw_btf(kimage *img, const char **data, size_t *len)
{
	*data = img->data;
	*len = img->raw_btf_len;
	return !img->elf;
}

bool kimage_file_is_whole(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	bool whole = false;

	if (fd < 0)
		return false;
	elf_version(EV_CURRENT);
	Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (elf && elf_kind(elf) == ELF_K_ELF) {
		kimage img = { .elf = elf };
		whole = kimage_section(&img, ".data", 0) != NULL;
	}
	if (elf)
		elf_end(elf);
	close(fd);
	return whole;
}
