/* A target kernel's image, read on the host: a vmlinux (ELF) as it is, or
 * a vmlinuz (bzImage) whose payload is decompressed in memory, in any
 * compression Debian uses (decompress.h). */
#ifndef TAPC_KIMAGE_H
#define TAPC_KIMAGE_H

#include <gelf.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The ELF file at `path`, malloc'ed: a vmlinux or a module's .ko as it
 * is, a compressed one (.ko.xz, .ko.zst), or a bzImage's payload; NULL
 * with *why set when it is none of these. */
char *kimage_vmlinux(const char *path, size_t *len, const char **why);
/* kimage_vmlinux keeps the last vmlinuz it decompressed, for the next
 * catalog of the same kernel; this lets it go. */
void kimage_forget_payload(void);

/* A kernel image opened for reading. */
typedef struct kimage kimage;

/* Opens a vmlinux, a vmlinuz, a module (compressed or not) or raw BTF;
 * NULL (with a message when verbose). */
kimage *kimage_open(const char *path, int verbose);
void kimage_close(kimage *img);
Elf *kimage_elf(kimage *img);
/* The section named `name`, or else the first of `type` when name is
 * NULL; NULL when there is none. */
Elf_Scn *kimage_section(kimage *img, const char *name, Elf64_Word type);
/* `size` bytes of the image's contents at link address `addr`, inside
 * one allocated section; NULL when no section holds them all (or the
 * section has no contents, as .bss). */
const uint8_t *kimage_at(kimage *img, uint64_t addr, size_t size);
/* The link address range [*start, *end) of section `name`; false when
 * there is none. */
bool kimage_section_range(kimage *img, const char *name, uint64_t *start,
			  uint64_t *end);
/* True for an image that is BTF alone, as /sys/kernel/btf/vmlinux shows
 * it (kimage_elf is NULL then), with the BTF's bytes. */
bool kimage_raw_btf(kimage *img, const char **data, size_t *len);
/* Whether the ELF file at `path` is a whole kernel, not the BTF alone that
 * some headers packages ship as vmlinux: it has data to load. Reads its
 * section headers only. */
bool kimage_file_is_whole(const char *path);
#endif
