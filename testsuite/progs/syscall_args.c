/* Makes system calls whose arguments argstr decodes, each failing or
 * harmless, with values a test can expect exactly: paths, open flags and
 * modes, mmap's prot and flags, a signal, a write's buffer. Raw
 * syscall() where libc would pick another call (open is openat in
 * glibc). */
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	syscall(SYS_open, "/tapc-no-such-file", O_RDONLY | O_CLOEXEC);
	syscall(SYS_open, "/tapc-no-such-dir/new", O_WRONLY | O_CREAT | O_TRUNC, 0640);
	syscall(SYS_openat, AT_FDCWD, "/tapc-no-such-dir", O_RDONLY | O_DIRECTORY);
	void *p = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p != MAP_FAILED)
		munmap(p, 3 * 4096);
	/* no process group 999999: ESRCH, nothing is signalled */
	syscall(SYS_kill, -999999, SIGUSR1);
	syscall(SYS_write, 1000, "hello\n", 6);
	syscall(SYS_close, 1000);
	return 0;
}
