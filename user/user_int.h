/* What the user floor's files share of libelf (not for other floors). */
#ifndef TAPC_USER_INT_H
#define TAPC_USER_INT_H

#include <gelf.h>

/* The section of `elf` called `name` (its header in *sh), or NULL. */
Elf_Scn *ubin_find_section(Elf *elf, const char *name, GElf_Shdr *sh);
#endif
