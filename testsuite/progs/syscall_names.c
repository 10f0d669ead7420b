/* Makes system calls with values a test can expect exactly in stap's
 * decoded variables (flags_str, dfd_str, filename_unquoted, prot_str,
 * sig_name, whence_str, ...), each failing or harmless. Raw syscall()
 * where libc would pick another call or check the arguments itself. */
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
	struct timespec ts;

	syscall(SYS_openat, AT_FDCWD, "/tapc-names-none", O_RDONLY | O_CLOEXEC);
	syscall(SYS_openat, 1000, "tapc-names-rel", O_WRONLY | O_CREAT | O_EXCL, 0600);
	void *p = mmap(NULL, 5 * 4096, PROT_READ | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS,
		       -1, 0);
	if (p != MAP_FAILED) {
		syscall(SYS_mprotect, p, 4096, PROT_NONE);
		syscall(SYS_msync, p, 4096, MS_ASYNC | MS_INVALIDATE);
		munmap(p, 5 * 4096);
	}
	/* no process group 999999: ESRCH, nothing is signalled */
	syscall(SYS_kill, -999999, SIGUSR2);
	syscall(SYS_tkill, 999999, SIGTERM);
	syscall(SYS_lseek, 1000, 0, SEEK_END);
	syscall(SYS_socket, AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	syscall(SYS_clock_gettime, CLOCK_BOOTTIME, &ts);
	syscall(SYS_renameat, AT_FDCWD, "/tapc-names-a", AT_FDCWD, "/tapc-names-b");
	syscall(SYS_unlinkat, AT_FDCWD, "/tapc-names-dir", AT_REMOVEDIR);
	syscall(SYS_mknodat, AT_FDCWD, "/tapc-names-dir/fifo", S_IFIFO | 0640, 0);
	syscall(SYS_write, 1000, "names\n", 6);
	return 0;
}
