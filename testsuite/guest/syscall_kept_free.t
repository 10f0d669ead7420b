# syscall.NAME, nd_syscall.NAME and tp_syscall.NAME of the numbers
# x86_64 keeps free (6.1's lookup_dcookie: a stub), which stap still
# shows on its tp_syscall points (its syscall and nd_syscall fall back to
# them): _sysctl as sysctl, set_thread_area and get_thread_area with the
# descriptor read from the program (NULL; an unreadable one by address),
# lookup_dcookie's cookie and length in hex; each fails with ENOSYS.
# The lines are stap 5.6's on 6.1 and 6.12; sorted by family (stable),
# as a kprobe (6.1's nd_syscall.lookup_dcookie) fires after sys_enter.
=== CMD @PROGS@/kept_free_calls
=== PROG
function show(family, line) {
	if (pid() == target())
		printf("%s: %s\n", family, line)
}
function vars:string(name, args, u_info_uaddr, u_info_str, cookie, buffer_uaddr, len) {
	if (name == "sysctl")
		return sprintf(" args=%#x", args)
	if (name == "get_thread_area")
		return sprintf(" u_info_uaddr=%s u_info_str=%s",
			       u_info_uaddr ? "ADDR" : "0", u_info_str)
	if (name == "lookup_dcookie")
		return sprintf(" cookie=%#x buffer_uaddr=%#x len=%d", cookie,
			       buffer_uaddr, len)
	return ""
}
probe syscall.sysctl, syscall.set_thread_area, syscall.get_thread_area,
      syscall.lookup_dcookie {
	show("syscall", sprintf("%s (%s)%s", name, argstr,
		vars(name, args, u_info_uaddr, u_info_str, cookie,
		     buffer_uaddr, len)))
}
probe syscall.sysctl.return, syscall.set_thread_area.return,
      syscall.get_thread_area.return, syscall.lookup_dcookie.return {
	show("syscall", sprintf("= %s %d", retstr, retval))
}
probe nd_syscall.sysctl, nd_syscall.set_thread_area, nd_syscall.get_thread_area,
      nd_syscall.lookup_dcookie {
	show("nd_syscall", sprintf("%s (%s)%s", name, argstr,
		vars(name, args, u_info_uaddr, u_info_str, cookie,
		     buffer_uaddr, len)))
}
probe nd_syscall.sysctl.return, nd_syscall.set_thread_area.return,
      nd_syscall.get_thread_area.return, nd_syscall.lookup_dcookie.return {
	show("nd_syscall", sprintf("= %s %d", retstr, retval))
}
probe tp_syscall.sysctl, tp_syscall.set_thread_area, tp_syscall.get_thread_area,
      tp_syscall.lookup_dcookie {
	show("tp_syscall", sprintf("%s (%s)%s", name, argstr,
		vars(name, args, u_info_uaddr, u_info_str, cookie,
		     buffer_uaddr, len)))
}
probe tp_syscall.sysctl.return, tp_syscall.set_thread_area.return,
      tp_syscall.get_thread_area.return, tp_syscall.lookup_dcookie.return {
	show("tp_syscall", sprintf("= %s %d", retstr, retval))
}
=== FILTER
sort -s -t: -k1,1
=== EXPECT
nd_syscall: set_thread_area ({entry_number=12, base_addr=305419896, limit=1048575, seg_32bit=1, contents=2, read_exec_only=0, limit_in_pages=1, seg_not_present=0, useable=1, lm=0})
nd_syscall: = -38 (ENOSYS) -38
nd_syscall: get_thread_area ({entry_number=4294967295, base_addr=305419896, limit=1048575, seg_32bit=1, contents=2, read_exec_only=1, limit_in_pages=1, seg_not_present=1, useable=1, lm=1}) u_info_uaddr=ADDR u_info_str={entry_number=4294967295, base_addr=305419896, limit=1048575, seg_32bit=1, contents=2, read_exec_only=1, limit_in_pages=1, seg_not_present=1, useable=1, lm=1}
nd_syscall: = -38 (ENOSYS) -38
nd_syscall: set_thread_area (NULL)
nd_syscall: = -38 (ENOSYS) -38
nd_syscall: get_thread_area (0xffffffffffffffff) u_info_uaddr=ADDR u_info_str=0xffffffffffffffff
nd_syscall: = -38 (ENOSYS) -38
nd_syscall: sysctl (0x0) args=0x0
nd_syscall: = -38 (ENOSYS) -38
nd_syscall: sysctl (0xffffffffffffffff) args=0xffffffffffffffff
nd_syscall: = -38 (ENOSYS) -38
nd_syscall: lookup_dcookie (0x12345678abcdefab, 0x11223344, 0xff) cookie=0x12345678abcdefab buffer_uaddr=0x11223344 len=255
nd_syscall: = -38 (ENOSYS) -38
nd_syscall: lookup_dcookie (0xffffffffffffffff, 0x0, 0xffffffffffffffff) cookie=0xffffffffffffffff buffer_uaddr=0x0 len=-1
nd_syscall: = -38 (ENOSYS) -38
syscall: set_thread_area ({entry_number=12, base_addr=305419896, limit=1048575, seg_32bit=1, contents=2, read_exec_only=0, limit_in_pages=1, seg_not_present=0, useable=1, lm=0})
syscall: = -38 (ENOSYS) -38
syscall: get_thread_area ({entry_number=4294967295, base_addr=305419896, limit=1048575, seg_32bit=1, contents=2, read_exec_only=1, limit_in_pages=1, seg_not_present=1, useable=1, lm=1}) u_info_uaddr=ADDR u_info_str={entry_number=4294967295, base_addr=305419896, limit=1048575, seg_32bit=1, contents=2, read_exec_only=1, limit_in_pages=1, seg_not_present=1, useable=1, lm=1}
syscall: = -38 (ENOSYS) -38
syscall: set_thread_area (NULL)
syscall: = -38 (ENOSYS) -38
syscall: get_thread_area (0xffffffffffffffff) u_info_uaddr=ADDR u_info_str=0xffffffffffffffff
syscall: = -38 (ENOSYS) -38
syscall: sysctl (0x0) args=0x0
syscall: = -38 (ENOSYS) -38
syscall: sysctl (0xffffffffffffffff) args=0xffffffffffffffff
syscall: = -38 (ENOSYS) -38
syscall: lookup_dcookie (0x12345678abcdefab, 0x11223344, 0xff) cookie=0x12345678abcdefab buffer_uaddr=0x11223344 len=255
syscall: = -38 (ENOSYS) -38
syscall: lookup_dcookie (0xffffffffffffffff, 0x0, 0xffffffffffffffff) cookie=0xffffffffffffffff buffer_uaddr=0x0 len=-1
syscall: = -38 (ENOSYS) -38
tp_syscall: set_thread_area ({entry_number=12, base_addr=305419896, limit=1048575, seg_32bit=1, contents=2, read_exec_only=0, limit_in_pages=1, seg_not_present=0, useable=1, lm=0})
tp_syscall: = -38 (ENOSYS) -38
tp_syscall: get_thread_area ({entry_number=4294967295, base_addr=305419896, limit=1048575, seg_32bit=1, contents=2, read_exec_only=1, limit_in_pages=1, seg_not_present=1, useable=1, lm=1}) u_info_uaddr=ADDR u_info_str={entry_number=4294967295, base_addr=305419896, limit=1048575, seg_32bit=1, contents=2, read_exec_only=1, limit_in_pages=1, seg_not_present=1, useable=1, lm=1}
tp_syscall: = -38 (ENOSYS) -38
tp_syscall: set_thread_area (NULL)
tp_syscall: = -38 (ENOSYS) -38
tp_syscall: get_thread_area (0xffffffffffffffff) u_info_uaddr=ADDR u_info_str=0xffffffffffffffff
tp_syscall: = -38 (ENOSYS) -38
tp_syscall: sysctl (0x0) args=0x0
tp_syscall: = -38 (ENOSYS) -38
tp_syscall: sysctl (0xffffffffffffffff) args=0xffffffffffffffff
tp_syscall: = -38 (ENOSYS) -38
tp_syscall: lookup_dcookie (0x12345678abcdefab, 0x11223344, 0xff) cookie=0x12345678abcdefab buffer_uaddr=0x11223344 len=255
tp_syscall: = -38 (ENOSYS) -38
tp_syscall: lookup_dcookie (0xffffffffffffffff, 0x0, 0xffffffffffffffff) cookie=0xffffffffffffffff buffer_uaddr=0x0 len=-1
tp_syscall: = -38 (ENOSYS) -38
