# A module function's parameter and a -> chain on one, read plainly at
# its .return, are what the call was entered with, as stap takes them
# (man stapprobes, "MORE ON RETURN PROBES": $var and $var->x->y at a
# return are their values at the entry): tapc_vals_bump(n, r) writes n,
# r->a and r->next->v before it returns (testsuite/kmods/tapc_vals.c),
# and its caller prints what it passed and what came back. Its module
# typed by DWARF and by BTF alone (tapc_vals_btf), each loaded after the
# session started; each line twice from the module, twice from the
# probes.
=== CMD sh -c '/usr/sbin/insmod @KMODS@/tapc_vals.ko && /usr/sbin/rmmod tapc_vals && /usr/sbin/insmod @KMODS@/tapc_vals_btf.ko && /usr/sbin/rmmod tapc_vals_btf; dmesg | sed -n "s/.*tapc_vals_bump: //p"'
=== PROG
probe module("@KMODS@/tapc_vals.ko").function("tapc_vals_bump").return,
      module("@KMODS@/tapc_vals_btf.ko").function("tapc_vals_bump").return {
	printf("bump(n=%d a=%d v=%d) = %d\n", $n, $r->a, $r->next->v, $return)
}
=== FILTER
sort | uniq -c | sed -e 's/^ *//'
=== EXPECT
4 bump(n=0 a=-3 v=-1) = 1
4 bump(n=1 a=-2 v=-70001) = 4
4 bump(n=2 a=1 v=-140001) = 7
4 bump(n=3 a=6 v=-210001) = 10
4 bump(n=4 a=13 v=-280001) = 13
4 bump(n=5 a=22 v=-350001) = 16
