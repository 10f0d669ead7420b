# Device numbers, byte order, IP addresses, sizes as text and randint,
# against values known in advance (the kernel's encodings).
=== PROG
probe begin {
	printf("MKDEV(8,1) %d, MAJOR %d, MINOR %d, usrdev2kerndev(0x801) %d\n",
	       MKDEV(8, 1), MAJOR(MKDEV(8, 1)), MINOR(MKDEV(8, 1)), usrdev2kerndev(0x801))
	printf("MAJOR(MKDEV(259, 70000)) %d, MINOR %d\n", MAJOR(MKDEV(259, 70000)),
	       MINOR(MKDEV(259, 70000)))
	printf("htonl %x htons %x htonll %x\n", htonl(0x7f000001), htons(0x1234),
	       htonll(0x0102030405060708))
	printf("ntohl %x ntohs %x ntohll %x\n", ntohl(0x0100007f), ntohs(0x3412),
	       ntohll(0x0807060504030201))
	println(ip_ntop(htonl(0x7f000001)), " ", ip_ntop(htonl(0xc0a80101)), " ",
		format_ipaddr(htonl(0x0a000001), 2), " ", format_ipaddr(0, 99))
	printf("[%s] [%s] [%s] [%s] [%s] [%s] [%s]\n", bytes_to_string(0),
	       bytes_to_string(1023), bytes_to_string(1024), bytes_to_string(12800),
	       bytes_to_string(512 * 1024 * 1024), bytes_to_string(3 * 1024 * 1024 * 1024),
	       bytes_to_string(-5))
	printf("page %d [%s] [%s]\n", mem_page_size(), pages_to_string(1),
	       pages_to_string(1000000))
	ok = 1
	for (i = 0; i < 200; i++) {
		r = randint(10)
		if (r < 0 || r >= 10)
			ok = 0
		seen[r] = 1
	}
	foreach (k in seen)
		kinds++
	printf("randint in range %d, several values %d\n", ok, kinds > 3)
	try {
		println(randint(2097152))
	} catch (msg) {
		println(msg)
	}
	exit()
}
global seen
=== EXPECT
MKDEV(8,1) 8388609, MAJOR 8, MINOR 1, usrdev2kerndev(0x801) 8388609
MAJOR(MKDEV(259, 70000)) 259, MINOR 70000
htonl 100007f htons 3412 htonll 807060504030201
ntohl 7f000001 ntohs 1234 ntohll 102030405060708
127.0.0.1 192.168.1.1 10.0.0.1 *unknown address family*
[    0] [ 1023] [1.00K] [12.5K] [ 512M] [3.00G] [   -5]
page 4096 [4.00K] [3.81G]
randint in range 1, several values 1
range too wide
