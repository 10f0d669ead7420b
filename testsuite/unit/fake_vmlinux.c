/*
 * A small ELF that stands in for the kernel's vmlinux with debug info
 * (linux-image-REL-dbg's, 6.7 GB): linked at the kernel's text address,
 * built with DWARF, so that test_vmlinux_dwarf.sh can put it where stap
 * looks for the kernel's DWARF and check what tapc reads from it. Not
 * run; lines named by the test are marked.
 */
volatile int tapc_vm_sink;

static inline __attribute__((always_inline)) int tapc_vm_twice(int x)
{
	return x * 2 + tapc_vm_sink;
}

__attribute__((noinline)) int tapc_vm_step(int i)
{
	int sq = i * i;

	tapc_vm_sink = sq;	/* line 19: $sq is i * i */
	return sq + tapc_vm_twice(i);
}

void _start(void)
{
	tapc_vm_step(3);
	for (;;)
		;
}
