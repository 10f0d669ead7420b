# module("M").statement(ADDR): ADDR in the layout libdwfl gives the .ko's
# sections, as stap reads it (stap -L of statement("F@FILE:N") -vvv
# shows it as pc=): line 28 of testsuite/kmods/tapc_test.c, where $sq is
# i * i, at its address in the module the target's compiler built
# (@tapc_test_c_28, read from it by testsuite/kmods/line_addresses.sh).
# Loaded after the script starts, its init calls tapc_dwarf_step 5 times;
# the probe by address and the one by line see the same 5 values.
=== CMD /usr/sbin/insmod @KMODS@/tapc_test.ko && /usr/sbin/rmmod tapc_test
=== ARGS -I @KMODS@/lines
=== PROG
global by_addr, by_line

probe module("@KMODS@/tapc_test.ko").statement(@tapc_test_c_28) {
	by_addr[$i] = $sq
}
probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@tapc_test.c:28") {
	by_line[$i] = $sq
}
probe end {
	n = 0
	m = 0
	foreach (i+ in by_addr)
		printf("i=%d sq=%d by line: %d\n", i, by_addr[i], by_line[i])
	foreach (i in by_addr)
		n++
	foreach (i in by_line)
		m++
	printf("%d by address, %d by line\n", n, m)
}
=== EXPECT
i=1 sq=1 by line: 1
i=2 sq=4 by line: 4
i=3 sq=9 by line: 9
i=4 sq=16 by line: 16
i=5 sq=25 by line: 25
5 by address, 5 by line
