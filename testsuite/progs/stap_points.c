/* Makes the system calls stap names otherwise than the kernel, with
 * values a test can expect exactly: pread64 and pwrite64 (stap's pread
 * and pwrite) at offset 4096 of fd 1000 (EBADF), newfstatat (fstatat)
 * of a path that is not there, umount2 (umount) of one, eventfd2 and
 * pipe2 (stap's eventfd and pipe) with flags, and send(2), which is
 * sendto on x86_64 (stap's syscall.send is 32-bit socketcall's); and
 * semget and fanotify_mark, which fail, for stap's key_str, flags_str
 * and mask_str. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/eventfd.h>
#include <sys/fanotify.h>
#include <sys/ipc.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	char buf[16] = "points";
	struct stat st;
	int fds[2];

	syscall(SYS_pread64, 1000, buf, 16, 4096);
	syscall(SYS_pwrite64, 1000, buf, 6, 8192);
	syscall(SYS_newfstatat, AT_FDCWD, "/tapc-points-none", &st, AT_SYMLINK_NOFOLLOW);
	syscall(SYS_umount2, "/tapc-points-none", MNT_DETACH);
	int efd = eventfd(3, EFD_CLOEXEC);
	if (pipe2(fds, O_CLOEXEC) == 0) {
		close(fds[0]);
		close(fds[1]);
	}
	if (efd >= 0)
		close(efd);
	syscall(SYS_semget, IPC_PRIVATE, -1, 0);
	syscall(SYS_fanotify_mark, 1000, FAN_MARK_ADD, FAN_OPEN | FAN_CLOSE_WRITE,
		AT_FDCWD, "/");
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) == 0) {
		send(sv[0], "hi", 2, MSG_DONTWAIT);
		close(sv[0]);
		close(sv[1]);
	}
	return 0;
}
