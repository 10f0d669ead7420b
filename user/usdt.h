/* A binary's SDT markers (sys/sdt.h's STAP_PROBE, DTRACE_PROBE), from
 * its .note.stapsdt notes: where each is, its semaphore, and where its
 * arguments are when it is hit, as the assembler operands the note
 * spells them in ("8@%rdi", "-4@-20(%rbp)", "4@$5"). */
#ifndef TAPC_USDT_H
#define TAPC_USDT_H

#include "ubin.h"
#include "dvars.h"

typedef struct usdt_arg {
	int size;          /* bytes: 1, 2, 4, 8 */
	bool is_signed;
	bool known;        /* the operand is one tapc reads: a register,
	                    * a constant, or memory at a register plus a
	                    * displacement (then loc.deref) */
	dvar_loc loc;
} usdt_arg;

typedef struct usdt_mark {
	char *provider;
	char *name;
	uint64_t addr;     /* where it is, in the file's own addresses */
	uint64_t offset;   /* ... and in the file */
	uint64_t sem_offset; /* its semaphore's place in the file, or 0 */
	usdt_arg *args;
	int nargs;
} usdt_mark;

/* The markers of `b`, in the order of its notes; *out allocated. */
int usdt_read(const ubin *b, usdt_mark **out);
void usdt_free(usdt_mark *m, int n);
#endif
