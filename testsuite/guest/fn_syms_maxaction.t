# print_syms and sprint_syms are one action each however many addresses
# they are given, as stap's (embedded C there): kmalloc-top prints every
# stack it saw each 100 ms with print_syms, which ran past MAXACTION when
# each address was a statement of a loop. Under MAXACTION=120, 25
# addresses (about 100 actions as a loop) of the probed function, each printed " 0xADDR :
# name+off/size [kernel]", and sprint_syms' whole lines within
# MAXSTRINGLEN, the first the line print_syms prints.
=== ARGS -DMAXACTION=120
=== CMD cat /etc/hostname > /dev/null
=== PROG
probe kernel.function("vfs_read") {
	s = ""
	for (i = 0; i < 25; i++)
		s .= sprintf("%p ", addr())
	print_syms(s)
	line = sprintf(" %p : %s\n", addr(), symdata(addr()))
	t = sprint_syms(s)
	printf("sprint_syms: lines %d, whole %d, the first print_syms' %d\n",
	       strlen(t) > strlen(line), strlen(t) % strlen(line) == 0,
	       substr(t, 0, strlen(line)) == line)
	exit()
}
=== FILTER
uniq -c | sed -E 's/^ +//'
=== EXPECT_REGEX
25  0xffffffff[0-9a-f]{8} : vfs_read\+0x[0-9a-f]+/0x[0-9a-f]+ \[kernel\]
1 sprint_syms: lines 1, whole 1, the first print_syms' 1
