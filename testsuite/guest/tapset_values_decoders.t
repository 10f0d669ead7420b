# Known values of stap's decoders and constants the build tests call:
# byte order, socket types and flags (PASSCRED and PASSSEC where the kernel
# has them), TCP and IPv6 socket options, NFS
# create modes and file types, SCSI directions and device states, the
# address families, arch_bytes, and stp_print_binary's raw bytes; each
# name from the target kernel's headers.
=== ARGS -g
=== PROG
%{
#include <linux/net.h>
%}
// the socket flags' bits SOCK_PASSCRED and SOCK_PASSSEC, 0 where the
// kernel has them not (7.x moved them into the struct sock)
function sock_pass_bits:long () %{
	STAP_RETVALUE = 0;
#ifdef SOCK_PASSCRED
	STAP_RETVALUE |= 1UL << SOCK_PASSCRED;
#endif
#ifdef SOCK_PASSSEC
	STAP_RETVALUE |= 1UL << SOCK_PASSSEC;
#endif
%}
probe begin {
	printf("%x %x %x\n", big_endian2(0x1234), big_endian4(0x12345678), big_endian8(0x0102030405060708))
	printf("%x %x %x\n", little_endian2(0x51234), little_endian4(0x112345678), little_endian8(-2))
	printf("%s %s %s %d %d\n", sock_type_num2str(1), sock_type_num2str(10), sock_type_num2str(7),
	       sock_type_str2num("SEQPACKET"), sock_type_str2num("x"))
	printf("[%s] [%s] [%s]\n", sock_flags_num2str(0), sock_flags_num2str(7), sock_flags_num2str(0x24))
	pass = sock_pass_bits()
	printf("PASSCRED|PASSSEC where the kernel has them: %d\n", sock_flags_num2str(31 | pass) ==
	       sprintf("ASYNC_NOSPACE|ASYNC_WAITDATA|NOSPACE%s", pass ? "|PASSCRED|PASSSEC" : ""))
	printf("[%s] [%s] [%s]\n", msg_flags_num2str(0), msg_flags_num2str(4), msg_flags_num2str(0x40 | 0x4000))
	printf("%s %s %s %s\n", tcp_sockopt_str(1), tcp_sockopt_str(18), tcp_sockopt_str(15), tcp_sockopt_str(-3))
	printf("%s %s %s %s %s\n", tcp_ipv6_sockopt_str(1), tcp_ipv6_sockopt_str(2), tcp_ipv6_sockopt_str(42),
	       tcp_ipv6_sockopt_str(75), tcp_ipv6_sockopt_str(76))
	printf("%s %s %s %s\n", nfs3_cmode(0), nfs3_cmode(2), nfs3_cmode(3), nfs3_cmode(-1))
	printf("%s %s %s %s\n", nfs4_ctype(0), nfs4_ctype(1), nfs4_ctype(9), nfs4_ctype(10))
	printf("%s|%s|%s|%s|%s\n", ftype(0100644), ftype(040755), ftype(0120777), ftype(0), ftype(-1))
	printf("%s %s %s %s\n", describe_data_direction(0), describe_data_direction(1),
	       describe_data_direction(3), describe_data_direction(4))
	printf("%s %s %s %s %s\n", describe_device_state(0), describe_device_state(1), describe_device_state(6),
	       describe_device_state(7), describe_device_state(9))
	printf("%d %d %d\n", AF_INET(), AF_INET6(), arch_bytes())
	stp_print_binary(2, 0x4847464544434241, 0x0a68676665646362, 1, 1)
	stp_print_binary(0, 1, 1, 1, 1)
	exit()
}
=== EXPECT
3412 78563412 807060504030201
1234 12345678 fffffffffffffffe
STREAM PACKET UNDEF 5 -1
[] [ASYNC_NOSPACE|ASYNC_WAITDATA|NOSPACE] [NOSPACE]
PASSCRED|PASSSEC where the kernel has them: 1
[] [DONTROUTE|TRYHARD] [DONTWAIT|NOSIGNAL]
TCP_NODELAY TCP_USER_TIMEOUT UNDEF_SOCKOPT(15) UNDEF_SOCKOPT(-3)
IPV6_ADDRFORM IPV6_2292PKTINFO MCAST_JOIN_GROUP IPV6_TRANSPARENT UNDEF_SOCKOPT(76)
UNCHECKED EXCLUSIVE Bad Value(3) Bad Value(-1)
NF4BAD NF4REG NF4NAMEDATTR Bad Value(10)
0100644 (ISREG)|040755 (ISDIR)|0120777 (ISLNK)|00 (Unknown)|037777777777 (Unknown)
BIDIRECTIONAL TO_DEVICE NONE [INVALID]
[INVALID] CREATED OFFLINE [INVALID] [INVALID]
2 10 8
ABCDEFGHbcdefgh
