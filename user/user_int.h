/* What the user floor's files share of libelf (not for other floors). */
#ifndef TAPC_USER_INT_H
#define TAPC_USER_INT_H

#include <gelf.h>

/* The section of `elf` called `name` (its header in *sh), or NULL. */
Elf_Scn *ubin_find_section(Elf *elf, const char *name, GElf_Shdr *sh);

/* Calls `fn` for each defined, named function (STT_FUNC, STT_GNU_IFUNC)
 * of the symbol table of `type` (SHT_SYMTAB, SHT_DYNSYM); false when the
 * file has no such table. */
bool ubin_each_function_symbol(Elf *elf, Elf64_Word type,
			       void (*fn)(const char *name, const GElf_Sym *sym,
					  void *arg),
			       void *arg);
#endif
