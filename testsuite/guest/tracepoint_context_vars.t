# $$system, $$name, $$parms and $$vars at a tracepoint, as stap 5.6 gives
# them: kernel.trace's system and name, kernel.tracepoint's and
# module("M").tracepoint's name with no system; the arguments as
# name=value, an integer in hex (%#x), a pointer as %p (its 16 digits,
# which vary, filtered; the lines sorted). lseek(2)'s call number is 8;
# tapc_tp.ko fires n = 2 for a write of 1 and n = -1 as it goes.
=== SETUP /usr/sbin/insmod @KMODS@/tapc_tp.ko
=== CMD @PROGS@/lseeks /etc/hostname > /dev/null; echo 1 > /sys/module/tapc_tp/parameters/fire && /usr/sbin/rmmod tapc_tp
=== PROG
global trace, btf

probe kernel.trace("sys_enter") {
	if (execname() == "lseeks" && $id == 8 && !trace++)
		printf("[%s] [%s] <%s> <%s>\n", $$system, $$name, $$parms, $$vars)
}
probe kernel.tracepoint("sys_enter") {
	if (execname() == "lseeks" && $arg2 == 8 && !btf++)
		printf("[%s] [%s] <%s>\n", $$system, $$name, $$parms)
}
probe module("@KMODS@/tapc_tp.ko").tracepoint("tapc_tp_fire") {
	printf("[%s] [%s] <%s> <%s>\n", $$system, $$name, $$vars, $$parms)
}
=== FILTER
sed -E 's/(arg1|regs)=0x[0-9a-f]{16}( |>)/\1=PTR\2/g' | sort
=== EXPECT
[] [sys_enter] <arg1=PTR arg2=0x8>
[] [tapc_tp_fire] <arg1=PTR arg2=0x2> <arg1=PTR arg2=0x2>
[] [tapc_tp_fire] <arg1=PTR arg2=0xffffffffffffffff> <arg1=PTR arg2=0xffffffffffffffff>
[raw_syscalls] [sys_enter] <regs=PTR id=0x8> <regs=PTR id=0x8>
