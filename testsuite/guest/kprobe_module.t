# kprobe.module("NAME").function("FUNC"), stap's dwarfless probe on a
# module's function (man stapprobes, DWARFLESS), with .call and .return:
# placed by name when a module of that name loads during the session
# (tapc_vals, and tapc_vals_btf, which has BTF and no DWARF), its
# argument read with int_arg(1) and its value with returnval(), as
# tapc_vals_bump(n) returns 3n+1 for n = 0..5 in each module.
=== CMD sh -c '/usr/sbin/insmod @KMODS@/tapc_vals.ko && /usr/sbin/rmmod tapc_vals && /usr/sbin/insmod @KMODS@/tapc_vals_btf.ko rounds=2 && /usr/sbin/rmmod tapc_vals_btf'
=== PROG
probe kprobe.module("tapc_vals").function("tapc_vals_bump") {
	printf("%s %s n=%d\n", pp(), probefunc(), int_arg(1))
}
probe kprobe.module("tapc_vals_btf").function("tapc_vals_bump").call {
	printf("call %s n=%d\n", probefunc(), int_arg(1))
}
probe kprobe.module("tapc_vals").function("tapc_vals_bump").return,
      kprobe.module("tapc_vals_btf").function("tapc_vals_bump").return.maxactive(4) {
	printf("%s = %d\n", pp(), returnval())
}
=== EXPECT
kprobe.module("tapc_vals").function("tapc_vals_bump") tapc_vals_bump n=0
kprobe.module("tapc_vals").function("tapc_vals_bump").return = 1
kprobe.module("tapc_vals").function("tapc_vals_bump") tapc_vals_bump n=1
kprobe.module("tapc_vals").function("tapc_vals_bump").return = 4
kprobe.module("tapc_vals").function("tapc_vals_bump") tapc_vals_bump n=2
kprobe.module("tapc_vals").function("tapc_vals_bump").return = 7
kprobe.module("tapc_vals").function("tapc_vals_bump") tapc_vals_bump n=3
kprobe.module("tapc_vals").function("tapc_vals_bump").return = 10
kprobe.module("tapc_vals").function("tapc_vals_bump") tapc_vals_bump n=4
kprobe.module("tapc_vals").function("tapc_vals_bump").return = 13
kprobe.module("tapc_vals").function("tapc_vals_bump") tapc_vals_bump n=5
kprobe.module("tapc_vals").function("tapc_vals_bump").return = 16
call tapc_vals_bump n=0
kprobe.module("tapc_vals_btf").function("tapc_vals_bump").return.maxactive(4) = 1
call tapc_vals_bump n=1
kprobe.module("tapc_vals_btf").function("tapc_vals_bump").return.maxactive(4) = 4
