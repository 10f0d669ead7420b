/* TCP and UDP on the loopback device, each call of a size known in
 * advance: a TCP listener on 127.0.0.1:47001 and a client with
 * TCP_NODELAY set, which sends "hello, " (7 bytes) with send(2) and
 * "world" (5) with write(2); the server reads them with recv(2) of 100
 * and read(2) of 100; the client then drops its connection (a connect to
 * AF_UNSPEC). A UDP socket on 127.0.0.1:47002 receives "ping!!" (6), sent
 * by another with sendto(2), with recvfrom(2) of 64; the sender then
 * drops its peer the same way. With "more": also a datagram of 3000 bytes
 * (fragments where the loopback's MTU is 1500) to 127.0.0.1:47003, taken
 * whole, and an IP packet of protocol 253, which nothing on the host
 * takes. Exits 1 if any call does other than so. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/ip.h>
#include <netinet/tcp.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static struct sockaddr_in loopback(int port)
{
	struct sockaddr_in a;

	memset(&a, 0, sizeof(a));
	a.sin_family = AF_INET;
	a.sin_port = htons(port);
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	return a;
}

static int drop_peer(int fd)
{
	struct sockaddr unspec;

	memset(&unspec, 0, sizeof(unspec));
	unspec.sa_family = AF_UNSPEC;
	return connect(fd, &unspec, sizeof(unspec));
}

static int tcp(void)
{
	struct sockaddr_in a = loopback(47001);
	int one = 1, l = socket(AF_INET, SOCK_STREAM, 0), c, s;
	char buf[100];

	if (l < 0 || setsockopt(l, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)) ||
	    bind(l, (struct sockaddr *)&a, sizeof(a)) || listen(l, 1))
		return 1;
	c = socket(AF_INET, SOCK_STREAM, 0);
	if (c < 0 || setsockopt(c, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one)) ||
	    connect(c, (struct sockaddr *)&a, sizeof(a)))
		return 1;
	s = accept(l, NULL, NULL);
	if (s < 0 || send(c, "hello, ", 7, 0) != 7 || recv(s, buf, sizeof(buf), 0) != 7)
		return 1;
	if (write(c, "world", 5) != 5 || read(s, buf, sizeof(buf)) != 5)
		return 1;
	if (drop_peer(c))
		return 1;
	close(s);
	close(c);
	close(l);
	return 0;
}

static int udp(void)
{
	struct sockaddr_in a = loopback(47002);
	int r = socket(AF_INET, SOCK_DGRAM, 0), s = socket(AF_INET, SOCK_DGRAM, 0);
	char buf[64];

	if (r < 0 || s < 0 || bind(r, (struct sockaddr *)&a, sizeof(a)))
		return 1;
	if (sendto(s, "ping!!", 6, 0, (struct sockaddr *)&a, sizeof(a)) != 6 ||
	    recvfrom(r, buf, sizeof(buf), 0, NULL, NULL) != 6)
		return 1;
	if (connect(s, (struct sockaddr *)&a, sizeof(a)) || drop_peer(s))
		return 1;
	close(r);
	close(s);
	return 0;
}

static int big_datagram(void)
{
	static char big[3000], back[4000];
	struct sockaddr_in a = loopback(47003);
	int r = socket(AF_INET, SOCK_DGRAM, 0), s = socket(AF_INET, SOCK_DGRAM, 0);

	if (r < 0 || s < 0 || bind(r, (struct sockaddr *)&a, sizeof(a)))
		return 1;
	if (sendto(s, big, sizeof(big), 0, (struct sockaddr *)&a, sizeof(a)) != sizeof(big) ||
	    recv(r, back, sizeof(back), 0) != sizeof(big))
		return 1;
	close(r);
	close(s);
	return 0;
}

static int unknown_protocol(void)
{
	struct sockaddr_in a = loopback(0);
	struct iphdr ip;
	int s = socket(AF_INET, SOCK_RAW, IPPROTO_RAW);

	memset(&ip, 0, sizeof(ip));
	ip.version = 4;
	ip.ihl = 5;
	ip.tot_len = htons(sizeof(ip));
	ip.ttl = 64;
	ip.protocol = 253;
	ip.saddr = ip.daddr = a.sin_addr.s_addr;
	if (s < 0 || sendto(s, &ip, sizeof(ip), 0, (struct sockaddr *)&a, sizeof(a)) != sizeof(ip))
		return 1;
	close(s);
	return 0;
}

int main(int argc, char **argv)
{
	if (tcp() || udp())
		return 1;
	if (argc > 1 && !strcmp(argv[1], "more"))
		return big_datagram() || unknown_protocol();
	return 0;
}
