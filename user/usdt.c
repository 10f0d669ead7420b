/* SDT markers from .note.stapsdt (usdt.h). Each note holds the marker's
 * address, the address the note was made against (.stapsdt.base's, so
 * that a prelinked file can be told: both move by as much), the
 * semaphore's address or 0, then "provider\0name\0args\0". */
#include "usdt.h"

#include <elfutils/libdw.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

#define NT_STAPSDT 3

/* The registers an operand may name, by their DWARF numbers, in each
 * width: "%rax" "%eax" "%ax" "%al". */
static const char *const reg_names[DVAR_NREGS][4] = {
	{ "rax", "eax", "ax", "al" }, { "rdx", "edx", "dx", "dl" },
	{ "rcx", "ecx", "cx", "cl" }, { "rbx", "ebx", "bx", "bl" },
	{ "rsi", "esi", "si", "sil" }, { "rdi", "edi", "di", "dil" },
	{ "rbp", "ebp", "bp", "bpl" }, { "rsp", "esp", "sp", "spl" },
	{ "r8", "r8d", "r8w", "r8b" }, { "r9", "r9d", "r9w", "r9b" },
	{ "r10", "r10d", "r10w", "r10b" }, { "r11", "r11d", "r11w", "r11b" },
	{ "r12", "r12d", "r12w", "r12b" }, { "r13", "r13d", "r13w", "r13b" },
	{ "r14", "r14d", "r14w", "r14b" }, { "r15", "r15d", "r15w", "r15b" },
	{ "rip", "eip", "ip", "" },
};

/* "%rdi" (or "%rdi)"): its number, or -1. */
static int reg_number(const char *s, size_t len)
{
	if (len < 2 || s[0] != '%')
		return -1;
	for (int r = 0; r < DVAR_NREGS; r++)
		for (int w = 0; w < 4; w++)
			if (strlen(reg_names[r][w]) == len - 1 &&
			    !strncmp(reg_names[r][w], s + 1, len - 1))
				return r;
	return -1;
}

/* One "SIZE@OPERAND" (or an OPERAND alone, 8 bytes signed, as old
 * notes have them). */
static usdt_arg parse_arg(const char *text)
{
	usdt_arg a = { .size = 8, .is_signed = true };
	const char *at = strchr(text, '@');
	const char *op = text;

	if (at) {
		long n = strtol(text, NULL, 10);
		a.is_signed = n < 0;
		a.size = (int)labs(n);
		op = at + 1;
	}
	if (a.size != 1 && a.size != 2 && a.size != 4 && a.size != 8)
		return a;
	if (op[0] == '$') {
		char *end;
		a.loc = (dvar_loc){ .reg = -1, .offset = strtoll(op + 1, &end, 0) };
		a.known = !*end;
		return a;
	}
	if (op[0] == '%') {
		a.loc = (dvar_loc){ .reg = reg_number(op, strlen(op)) };
		a.known = a.loc.reg >= 0;
		return a;
	}
	/* [DISP](%reg): memory; a symbol or an index register is not read */
	char *end;
	long long disp = strtoll(op, &end, 0);
	const char *close = strchr(end, ')');
	if (end[0] != '(' || !close || close[1])
		return a;
	a.loc = (dvar_loc){ .reg = reg_number(end + 1, (size_t)(close - end - 1)),
			    .offset = disp, .deref = true };
	a.known = a.loc.reg >= 0;
	return a;
}

static void parse_args(usdt_mark *m, const char *text)
{
	char *copy = xstrdup(text), *save = NULL;

	for (char *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
		usdt_arg a = parse_arg(w);
		VEC_PUSH(m->args, m->nargs, a);
	}
	free(copy);
}

/* One note's descriptor into a marker; false when it is not whole. */
static bool read_note(const ubin *b, const char *desc, size_t len,
		      uint64_t real_base, usdt_mark *m)
{
	uint64_t addrs[3];

	if (len < sizeof addrs + 3)
		return false;
	memcpy(addrs, desc, sizeof addrs);
	const char *provider = desc + sizeof addrs, *end = desc + len;
	const char *name = memchr(provider, '\0', (size_t)(end - provider));
	const char *args = name ? memchr(name + 1, '\0', (size_t)(end - name - 1)) : NULL;
	if (!args || !memchr(args + 1, '\0', (size_t)(end - args - 1)))
		return false;
	/* the file moved since the note was made: the marker moved as much */
	int64_t moved = real_base && addrs[1] ? (int64_t)(real_base - addrs[1]) : 0;
	*m = (usdt_mark){ .provider = xstrdup(provider), .name = xstrdup(name + 1),
			  .addr = addrs[0] + (uint64_t)moved };
	if (!ubin_file_offset(b, m->addr, true, &m->offset) ||
	    (addrs[2] && !ubin_file_offset(b, addrs[2] + (uint64_t)moved, false,
					   &m->sem_offset))) {
		free(m->provider);
		free(m->name);
		return false;
	}
	parse_args(m, args + 1);
	return true;
}

int usdt_read(const ubin *b, usdt_mark **out)
{
	Elf *elf = b->elf;
	uint64_t real_base = ubin_section_addr(b, ".stapsdt.base");
	Elf_Scn *scn = NULL;
	int n = 0;

	*out = NULL;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_NOTE)
			continue;
		Elf_Data *data = elf_getdata(scn, NULL);
		size_t off = 0, name_off, desc_off;
		GElf_Nhdr nh;
		while (data && (off = gelf_getnote(data, off, &nh, &name_off, &desc_off))) {
			usdt_mark m;
			if (nh.n_type == NT_STAPSDT && nh.n_namesz == 8 &&
			    !memcmp((char *)data->d_buf + name_off, "stapsdt", 8) &&
			    read_note(b, (char *)data->d_buf + desc_off, nh.n_descsz,
				      real_base, &m))
				VEC_PUSH(*out, n, m);
		}
	}
	return n;
}

void usdt_free(usdt_mark *m, int n)
{
	for (int i = 0; i < n; i++) {
		free(m[i].provider);
		free(m[i].name);
		free(m[i].args);
	}
	free(m);
}
