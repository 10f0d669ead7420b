/* cflags: -g -O2 */
/* marks wait: pauses until a signal ends it, so that a process of the
 * host runs this program while a case is built (the runner's
 * @MARKSPID@); marks N: for i in [0, N), the SDT marker tapc_test:step
 * with $arg1 i and $arg2 2i, so that process(PID).mark probes count
 * known hits in the process of that pid alone. The marker is written
 * here in the form <sys/sdt.h> gives (version 3 notes: a nop at the
 * marker, its .note.stapsdt entry naming the nop, the .stapsdt.base
 * section, no semaphore, the provider, the name, the arguments' places
 * as "SIZE@OPERAND"), the header not being installed. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MARK2(provider, name, a1, a2)					\
	__asm__ __volatile__(						\
		"990:	nop\n"						\
		"	.pushsection .note.stapsdt,\"?\",\"note\"\n"	\
		"	.balign 4\n"					\
		"	.4byte 992f-991f, 994f-993f, 3\n"		\
		"991:	.asciz \"stapsdt\"\n"				\
		"992:	.balign 4\n"					\
		"993:	.8byte 990b\n"					\
		"	.8byte _.stapsdt.base\n"			\
		"	.8byte 0\n"					\
		"	.asciz \"" #provider "\"\n"			\
		"	.asciz \"" #name "\"\n"				\
		"	.asciz \"-8@%0 -8@%1\"\n"			\
		"994:	.balign 4\n"					\
		"	.popsection\n"					\
		"	.ifndef _.stapsdt.base\n"			\
		"	.pushsection .stapsdt.base,\"aG\",\"progbits\",.stapsdt.base,comdat\n" \
		"	.weak _.stapsdt.base\n"				\
		"	.hidden _.stapsdt.base\n"			\
		"_.stapsdt.base: .space 1\n"				\
		"	.size _.stapsdt.base, 1\n"			\
		"	.popsection\n"					\
		"	.endif\n"					\
		: : "nor"((long)(a1)), "nor"((long)(a2)))

int main(int argc, char **argv)
{
	long n;

	if (argc > 1 && !strcmp(argv[1], "wait")) {
		pause();
		return 0;
	}
	n = argc > 1 ? strtol(argv[1], NULL, 10) : 10;
	for (long i = 0; i < n; i++)
		MARK2(tapc_test, step, i, 2 * i);
	return 0;
}
