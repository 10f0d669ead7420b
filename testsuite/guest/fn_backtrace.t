# Symbols and the kernel stack at a kprobe on the function the close
# system call calls (close_fd, from 6.8 on file_close_fd): the probed
# point is that function, its caller
# __x64_sys_close; the argument registers hold close(1000)'s fd; begin has
# no registers (its backtrace is the stack it runs on: tapset_values_backtrace). The forms of stap 5.6's context-unwind.stp and
# context-caller.stp: backtrace's "%p " words (a space after the last
# too), callers(n)'s n + 1 levels and its and stack's error past the
# stack's end, sprint_backtrace's short lines "name+0xOFF [kernel]".
=== CMD @PROGS@/close_loop 1
=== PROG
@define closer %( %( kernel_v >= "6.8" %? "file_close_fd" %: "close_fd" %) %)
global done

probe begin {
	printf("begin: registers_valid %d, addr %d, backtrace is hex words %d, user_mode %d\n",
	       registers_valid(), addr(), backtrace() =~ "^(0x[0-9a-f]{16} )+$", user_mode())
	try {
		println(int_arg(1))
	} catch (msg) {
		println("begin: ", msg)
	}
}

probe kprobe.function(@closer) {
	if (pid() != target() || done++)
		next
	printf("symname(addr()) %d, probemod %s, ppfunc %d\n",
	       symname(addr()) == @closer, probemod(), ppfunc() == @closer)
	printf("symdata %d\n", symdata(addr()) =~ "^[a-z_]+\\+0x[0-9a-f]+/0x[0-9a-f]+ \\[kernel\\]$" &&
	       substr(symdata(addr()), 0, strlen(@closer) + 1) == @closer . "+")
	printf("caller %d, caller_addr is stack(1) %d\n",
	       caller() =~ "^__x64_sys_close 0x[0-9a-f]+$", caller_addr() == stack(1))
	bt = backtrace()
	printf("backtrace is hex words %d, starts at addr %d, is callers(-1) %d\n",
	       bt =~ "^(0x[0-9a-f]{16} )+$", strtol(tokenize(bt, " "), 16) == addr(),
	       bt == callers(-1) . " ")
	printf("callers(2) %d, callers(-2) [%s], stack(-1) %d\n",
	       callers(2) == sprintf("0x%x 0x%x 0x%x", stack(0), stack(1), stack(2)),
	       callers(-2), stack(-1) == stack(0))
	try { println(callers(1000)) } catch (msg) { println("callers(1000): ", msg) }
	try { println(stack(1000)) } catch (msg) { println("stack(1000): ", msg) }
	lines = sprint_backtrace()
	printf("sprint_backtrace lines 1, 2 %d\n",
	       lines =~ "^[a-z_]+\\+0x[0-9a-f]+ \\[kernel\\]\n__x64_sys_close\\+0x[0-9a-f]+ \\[kernel\\]\n" &&
	       substr(lines, 0, strlen(@closer) + 1) == @closer . "+")
	printf("print_backtrace's lines are sprint_syms' %d\n",
	       sprint_syms(callers(1)) =~ "^ 0x[0-9a-f]{16} : [a-z_]+\\+0x[0-9a-f]+/0x[0-9a-f]+ \\[kernel\\]\n 0x[0-9a-f]{16} : __x64_sys_close\\+")
	printf("int_arg(1) %d, long_arg %d, uint_arg %d, pointer_arg %d\n",
	       int_arg(1), long_arg(1), uint_arg(1), pointer_arg(1))
	printf("register rdi %d, di %d, edi %d, u_register edi %d, registers_valid %d\n",
	       register("rdi"), register("di"), register("edi"), u_register("edi"),
	       registers_valid())
	printf("user_mode %d, modname of addr %s\n", user_mode(), modname(addr()))
	try {
		println(register("nosuch"))
	} catch (msg) {
		println(msg)
	}
}

probe kprobe.function("__x64_sys_close").return {
	if (pid() != target() || done++ != 1)
		next
	printf("returnval %d, returnstr %s\n", returnval(), returnstr(1))
}
=== EXPECT
begin: registers_valid 0, addr 0, backtrace is hex words 1, user_mode 0
begin: cannot access function args in this context
symname(addr()) 1, probemod kernel, ppfunc 1
symdata 1
caller 1, caller_addr is stack(1) 1
backtrace is hex words 1, starts at addr 1, is callers(-1) 1
callers(2) 1, callers(-2) [], stack(-1) 1
callers(1000): reached end of stack before unwinding to level 1000
stack(1000): reached end of stack before unwinding to level 1000
sprint_backtrace lines 1, 2 1
print_backtrace's lines are sprint_syms' 1
int_arg(1) 1000, long_arg 1000, uint_arg 1000, pointer_arg 1000
register rdi 1000, di 1000, edi 1000, u_register edi 1000, registers_valid 1
user_mode 0, modname of addr kernel
Unknown register: nosuch
returnval -9, returnstr -9 (EBADF)
