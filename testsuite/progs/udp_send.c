/* Brings the loopback interface up, then from a UDP socket bound to
 * 127.0.0.1:5555 and connected to 127.0.0.1:5556 sends one datagram
 * "ping": a probe on udp_sendmsg sees a socket whose addresses and ports
 * are known in advance. */
#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void)
{
	struct sockaddr_in local = { .sin_family = AF_INET, .sin_port = htons(5555) };
	struct sockaddr_in peer = { .sin_family = AF_INET, .sin_port = htons(5556) };
	struct ifreq ifr;
	int fd = socket(AF_INET, SOCK_DGRAM, 0);

	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	if (ioctl(fd, SIOCGIFFLAGS, &ifr) == 0) {
		ifr.ifr_flags |= IFF_UP;
		ioctl(fd, SIOCSIFFLAGS, &ifr);
	}
	local.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	peer.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (bind(fd, (struct sockaddr *)&local, sizeof(local)) ||
	    connect(fd, (struct sockaddr *)&peer, sizeof(peer)))
		return 1;
	send(fd, "ping", 4, 0);
	close(fd);
	return 0;
}
