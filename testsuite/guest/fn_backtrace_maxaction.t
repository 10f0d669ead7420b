# print_backtrace is one action however deep the stack, as stap's
# (embedded C there): as a loop of the script over tokenize it spent a
# few actions a frame, and a script printing stacks often ran past
# MAXACTION. Under MAXACTION=20, five stacks of the probed function (a
# hundred actions and more as a loop), each the frames backtrace()
# counts, a line " 0xADDR : name+off/size [kernel]" each, the first
# vfs_read's
=== ARGS -DMAXACTION=20
=== CMD cat /etc/hostname > /dev/null
=== PROG
probe kernel.function("vfs_read") {
	printf("frames %d\n", strlen(backtrace()) / 19)
	print_backtrace()
	print_backtrace()
	print_backtrace()
	print_backtrace()
	print_backtrace()
	exit()
}
=== FILTER
awk 'NR == 1 { f = $2; print "more than 2 frames:", (f > 2); next }
	{ n++; ok += $0 ~ /^ 0xffffffff[0-9a-f]+ : [A-Za-z0-9_.]+\+0x[0-9a-f]+\/0x[0-9a-f]+ \[kernel\]$/
	  if ((n - 1) % f == 0) first += $0 ~ / : vfs_read\+/ }
	END { print "5 stacks of them:", n == 5 * f, "each line formed:", ok == n, "each from vfs_read:", first == 5 }'
=== EXPECT
more than 2 frames: 1
5 stacks of them: 1 each line formed: 1 each from vfs_read: 1
