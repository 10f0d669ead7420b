# A kernel header list that does not compile, for a type the kernel's BTF
# has not: kbuild's messages, stap's warning of its status and "type
# definition ... not found".
=== STATUS 1
=== PROG
probe begin { println(@cast(0, "mii_if_info", "kernel<linux/nosuch.h>")->phy_id) }
=== EXPECT_REGEX
^<command-line>: fatal error: linux/nosuch.h: No such file or directory$
^compilation terminated\.$
^make\[1\]: \*\*\* \[.*/scripts/Makefile\.build:[0-9]+: .*/tapc_types\.o\] Error 1$
^make: \*\*\* \[.*/Makefile:[0-9]+: .*\] Error 2$
^WARNING: kbuild exited with status: 2$
^semantic error: type definition 'mii_if_info' not found in 'kernel<linux/nosuch\.h>': operator '@cast' at cast_headers_kernel_errors\.stp:1:23$
^        source: probe begin \{ println\(@cast\(0, "mii_if_info", "kernel<linux/nosuch\.h>"\)->phy_id\) \}$
^ *\^$
^$
^Pass 2: analysis failed\.  \[man error::pass2\]$
