/* System calls whose numbers x86_64 keeps free (or, on 6.1, has only a
 * stub for): _sysctl, set_thread_area and get_thread_area, and
 * lookup_dcookie. Each fails with ENOSYS; stap still shows its
 * arguments, a thread area's descriptor read from the program's memory.
 * Raw syscall(): glibc has no wrappers for them. */
#define _GNU_SOURCE
#include <asm/ldt.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	struct user_desc ud;

	memset(&ud, 0, sizeof ud);
	ud.entry_number = 12;
	ud.base_addr = 0x12345678;
	ud.limit = 0xfffff;
	ud.seg_32bit = 1;
	ud.contents = 2;
	ud.limit_in_pages = 1;
	ud.useable = 1;
	syscall(SYS_set_thread_area, &ud);
	ud.entry_number = -1;
	ud.read_exec_only = 1;
	ud.seg_not_present = 1;
	ud.lm = 1;
	syscall(SYS_get_thread_area, &ud);
	syscall(SYS_set_thread_area, NULL);
	syscall(SYS_get_thread_area, (void *)-1);
	syscall(SYS__sysctl, NULL);
	syscall(SYS__sysctl, (void *)-1);
	syscall(SYS_lookup_dcookie, 0x12345678abcdefabULL, (void *)0x11223344, 255);
	syscall(SYS_lookup_dcookie, (unsigned long long)-1, NULL, (size_t)-1);
	return 0;
}
