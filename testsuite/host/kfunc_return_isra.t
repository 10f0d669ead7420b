# The issue's $return of 10 on every call: tapc_ret_dropped's result is
# used by no caller, so GCC's IPA-SRA made a copy that returns none
# (tapc_ret_dropped.isra.0, which a probe on the function is placed on),
# and rax at its return is the count its tail-called printk returned.
# $return there is refused; its parameter, at the entry, is read.
=== NEEDS /lib/modules/@RELEASE@/build
=== STATUS 1
=== PROG
probe module("@KMODS@/tapc_ret.ko").function("tapc_ret_dropped") {
	printf("%d\n", $x)
}
probe module("@KMODS@/tapc_ret.ko").function("tapc_ret_dropped").return {
	printf("%d\n", $return)
}
=== EXPECT
semantic error: cannot read target variable '$return' in module("@KMODS@/tapc_ret.ko").function("tapc_ret_dropped@@KMODS@/tapc_ret.c:47").return: the compiler's copy of the function it probes, tapc_ret_dropped.isra.0, may return no value: identifier '$return' at kfunc_return_isra.stp:5:17
        source: 	printf("%d\n", $return)
                	               ^

Pass 2: analysis failed.  [man error::pass2]
