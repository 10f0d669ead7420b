# $return of the kernel's own function ksys_lseek, typed by BTF (off_t)
# and read at its kretprobe, against what the program itself got:
# lseek(2) to offsets that vary, past 2^32 too, two refused (-EINVAL).
# Its entry, on a direct trampoline (TAPC_KFUNC_TRAMPOLINE), reads
# $offset and $whence there; the return prints the call once with
# @entry()'s and once with the entry's. Sorted with the program's lines,
# each call's line three times.
=== CMD @PROGS@/lseeks /etc/hostname
=== PROG
global entry

probe kernel.function("ksys_lseek") {
	if (pid() == target())
		entry[tid()] = sprintf("%d, %d", $offset, $whence)
}
probe kernel.function("ksys_lseek").return {
	if (pid() == target()) {
		printf("lseek(%d, %d) = %d\n", @entry($offset), @entry($whence), $return)
		printf("lseek(%s) = %d\n", entry[tid()], $return)
	}
}
=== FILTER
sort | uniq -c | sed 's/^ *//'
=== EXPECT
3 lseek(-5, 0) = -22
3 lseek(0, 0) = 0
3 lseek(1, 0) = 1
3 lseek(123456789, 0) = 123456789
3 lseek(4096, 0) = 4096
3 lseek(42, 99) = -22
3 lseek(7, 0) = 7
3 lseek(8589934592, 0) = 8589934592
