# @cast(ADDR, "TYPE", "<HEADER>...") compiles the headers with gcc -g, as
# stap does, and walks the types of their DWARF: a member a type has not
# names the members the header gives it (timeval of <sys/time.h>, in_addr
# through sockaddr_in of two headers, and mii_if_info, which the kernel's
# BTF has not, from kernel<linux/mii.h> by the kernel's kbuild); a header
# that is not there is gcc's message, stap's warning of gcc's status and
# "type definition ... not found"; so is a type the header does not declare.
=== STATUS 1
=== PROG
probe begin {
	println(@cast(0, "timeval", "<sys/time.h>")->nosuch)
	println(@cast(0, "struct sockaddr_in", "<sys/socket.h><netinet/in.h>")->sin_addr->nosuch)
	println(@cast(0, "mii_if_info", "kernel<linux/mii.h>")->nosuch)
	println(@cast(0, "timeval", "<sys/nosuch.h>")->tv_sec)
	println(@cast(0, "nosuch", "<sys/time.h>")->tv_sec)
}
=== EXPECT
semantic error: unable to find member 'nosuch' for struct timeval (alternatives: tv_sec, tv_usec): operator '->' at cast_headers.stp:2:45
        source: 	println(@cast(0, "timeval", "<sys/time.h>")->nosuch)
                	                                           ^

semantic error: unable to find member 'nosuch' for struct in_addr (alternatives: s_addr): operator '->' at cast_headers.stp:3:82
        source: 	println(@cast(0, "struct sockaddr_in", "<sys/socket.h><netinet/in.h>")->sin_addr->nosuch)
                	                                                                                ^

semantic error: unable to find member 'nosuch' for struct mii_if_info (alternatives: phy_id, advertising, phy_id_mask, reg_num_mask, full_duplex, force_media, supports_gmii, dev, mdio_read, mdio_write): operator '->' at cast_headers.stp:4:56
        source: 	println(@cast(0, "mii_if_info", "kernel<linux/mii.h>")->nosuch)
                	                                                      ^

<command-line>: fatal error: sys/nosuch.h: No such file or directory
compilation terminated.
WARNING: gcc exited with status: 1
semantic error: type definition 'timeval' not found in '<sys/nosuch.h>': operator '@cast' at cast_headers.stp:5:10
        source: 	println(@cast(0, "timeval", "<sys/nosuch.h>")->tv_sec)
                	        ^

semantic error: type definition 'nosuch' not found in '<sys/time.h>': operator '@cast' at cast_headers.stp:6:10
        source: 	println(@cast(0, "nosuch", "<sys/time.h>")->tv_sec)
                	        ^

Pass 2: analysis failed.  [man error::pass2]
