/* Socket addresses of each kind stap's tapset shows, passed to bind and
 * connect on fd -1 (each fails with EBADF, nothing is bound): IPv4 and
 * IPv6 with a port, a Unix path, a netlink address, a NULL, an
 * unreadable pointer, a length too short for the family and a
 * negative one. */
#include <arpa/inet.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <unistd.h>

int main(void)
{
	struct sockaddr_in in = { .sin_family = AF_INET, .sin_port = htons(9) };
	struct sockaddr_in6 in6 = { .sin6_family = AF_INET6, .sin6_port = htons(80),
				    .sin6_flowinfo = htonl(1) };
	struct sockaddr_un un = { .sun_family = AF_UNIX };
	struct sockaddr_nl nl = { .nl_family = AF_NETLINK, .nl_pid = 7, .nl_groups = 0x11 };

	inet_pton(AF_INET, "127.0.0.1", &in.sin_addr);
	inet_pton(AF_INET6, "::1", &in6.sin6_addr);
	strcpy(un.sun_path, "/tmp/tapc.sock");
	syscall(SYS_bind, -1, &in, sizeof(in));
	syscall(SYS_connect, -1, &in6, sizeof(in6));
	syscall(SYS_bind, -1, &un, sizeof(un));
	syscall(SYS_bind, -1, &nl, sizeof(nl));
	syscall(SYS_connect, -1, NULL, 0);
	syscall(SYS_connect, -1, (void *)-1L, sizeof(in));
	syscall(SYS_connect, -1, &in, 3);
	syscall(SYS_bind, -1, &in, -1);
	return 0;
}
