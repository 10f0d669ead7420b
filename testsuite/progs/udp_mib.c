/* Sockets whose SNMP helper values are known in advance: brings the
 * loopback interface up, then sends "ping" from a UDP socket bound to
 * 127.0.0.1:5555 and connected to 127.0.0.1:5556; from one bound to
 * 127.0.0.1:5557, connected to 127.0.0.1:5558, with 4 bytes of IP options
 * (NOP, NOP, NOP, END: its packets' IP header is 24 bytes, the bytes at
 * 20 are 01 01 01 00); from an IPv6 UDP socket to [::1]:5556; and
 * through a pair of Unix sockets. */
#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netinet/ip.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

static int udp4(int lport, int rport, const void *opts, socklen_t optlen)
{
	struct sockaddr_in local = { .sin_family = AF_INET, .sin_port = htons(lport) };
	struct sockaddr_in peer = { .sin_family = AF_INET, .sin_port = htons(rport) };
	int fd = socket(AF_INET, SOCK_DGRAM, 0);

	local.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	peer.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (fd < 0 || bind(fd, (struct sockaddr *)&local, sizeof(local)) ||
	    (optlen && setsockopt(fd, IPPROTO_IP, IP_OPTIONS, opts, optlen)) ||
	    connect(fd, (struct sockaddr *)&peer, sizeof(peer)) ||
	    send(fd, "ping", 4, 0) != 4)
		return 1;
	return close(fd);
}

int main(void)
{
	static const unsigned char opts[4] = { IPOPT_NOP, IPOPT_NOP, IPOPT_NOP, IPOPT_END };
	struct sockaddr_in6 peer6 = { .sin6_family = AF_INET6, .sin6_port = htons(5556) };
	struct ifreq ifr;
	int fd = socket(AF_INET, SOCK_DGRAM, 0), pair[2];

	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	if (ioctl(fd, SIOCGIFFLAGS, &ifr) == 0) {
		ifr.ifr_flags |= IFF_UP;
		ioctl(fd, SIOCSIFFLAGS, &ifr);
	}
	close(fd);
	if (udp4(5555, 5556, NULL, 0) || udp4(5557, 5558, opts, sizeof(opts)))
		return 1;
	/* whether ::1 takes it or not, udpv6_sendmsg has the socket */
	peer6.sin6_addr = in6addr_loopback;
	fd = socket(AF_INET6, SOCK_DGRAM, 0);
	sendto(fd, "ping", 4, 0, (struct sockaddr *)&peer6, sizeof(peer6));
	close(fd);
	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, pair) || send(pair[0], "ping", 4, 0) != 4)
		return 1;
	return 0;
}
