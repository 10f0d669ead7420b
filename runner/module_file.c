/* A module's .modinfo, read from its ELF by hand (see module_file.h).
 * Every offset the file gives is checked against its size: the file may
 * be anything a user names. */
#include "module_file.h"

#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* The section `want` of an ELF64 image, or NULL (and *len 0). */
static const char *elf_section(const char *image, size_t size,
			       const char *want, size_t *len)
{
	const Elf64_Ehdr *eh = (const void *)image;

	*len = 0;
	if (eh->e_shoff == 0 || eh->e_shentsize != sizeof(Elf64_Shdr) ||
	    eh->e_shoff % _Alignof(Elf64_Shdr) != 0 ||
	    eh->e_shoff > size ||
	    (size - eh->e_shoff) / sizeof(Elf64_Shdr) < eh->e_shnum ||
	    eh->e_shstrndx >= eh->e_shnum)
		return NULL;
	const Elf64_Shdr *sh = (const void *)(image + eh->e_shoff);
	const Elf64_Shdr *names = &sh[eh->e_shstrndx];
	if (names->sh_offset > size || names->sh_size > size - names->sh_offset)
		return NULL;
	for (int i = 0; i < eh->e_shnum; i++) {
		if (sh[i].sh_name >= names->sh_size)
			continue;
		const char *name = image + names->sh_offset + sh[i].sh_name;
		size_t room = names->sh_size - sh[i].sh_name;
		if (strnlen(name, room) == room || strcmp(name, want) != 0)
			continue;
		if (sh[i].sh_type == SHT_NOBITS || sh[i].sh_offset > size ||
		    sh[i].sh_size > size - sh[i].sh_offset)
			return NULL;
		*len = sh[i].sh_size;
		return image + sh[i].sh_offset;
	}
	return NULL;
}

static bool is_elf64_relocatable(const char *image, size_t size)
{
	const Elf64_Ehdr *eh = (const void *)image;

	return size >= sizeof(*eh) && memcmp(eh->e_ident, ELFMAG, SELFMAG) == 0 &&
	       eh->e_ident[EI_CLASS] == ELFCLASS64 && eh->e_type == ET_REL;
}

/* One "key=value" string of .modinfo. */
static void modinfo_entry(module_file *mf, const char *entry)
{
	const char *eq = strchr(entry, '=');

	if (!eq)
		return;
	size_t klen = eq - entry;
	const char *value = eq + 1;
	if (klen == 4 && !strncmp(entry, "name", 4) && !mf->name) {
		mf->name = xstrdup(value);
	} else if (klen == 8 && !strncmp(entry, "vermagic", 8) && !mf->release) {
		mf->release = xstrndup(value, strcspn(value, " "));
	} else if (klen == 11 && !strncmp(entry, "description", 11) &&
		   !mf->description) {
		mf->description = xstrdup(value);
	}
}

bool module_file_read(const char *path, module_file *mf)
{
	size_t size;
	char *image = read_file(path, &size);

	memset(mf, 0, sizeof(*mf));
	if (!image) {
		fprintf(stderr, "ERROR: Couldn't open '%s': %s\n", path,
			strerror(errno));
		return false;
	}
	size_t len = 0;
	const char *info = is_elf64_relocatable(image, size)
		? elf_section(image, size, ".modinfo", &len) : NULL;
	for (size_t at = 0; info && at < len; ) {
		size_t n = strnlen(info + at, len - at);
		if (n == len - at)
			break;   /* an entry without its NUL: the section's end */
		if (n)
			modinfo_entry(mf, info + at);
		at += n + 1;
	}
	free(image);
	if (!info || !mf->release || !mf->name) {
		fprintf(stderr, "ERROR: '%s' is not a kernel module (it has no "
			"module information)\n", path);
		module_file_free(mf);
		return false;
	}
	return true;
}

bool module_file_is_tapc(const module_file *mf)
{
	return mf->description &&
	       strcmp(mf->description, MODULE_FILE_TAPC_DESCRIPTION) == 0;
}

void module_file_free(module_file *mf)
{
	free(mf->name);
	free(mf->release);
	free(mf->description);
	memset(mf, 0, sizeof(*mf));
}
