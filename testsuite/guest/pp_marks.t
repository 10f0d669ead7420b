# pp() is the point as stap 5.6 prints it: with the '?' or '!' it was
# named with (the user's or its alias's) and its condition, as -p2 lists
# it; a read fault in a chain on an autocast local is near its first
# arrow, called from there (stap 5.6 printed these lines; the address,
# task_struct's mm, is the kernel's: 0x8e0 on 6.1, 0x900 on 6.12).
=== ARGS -DMAXERRORS=3
=== STATUS 1
=== PROG
global on = 1, seen, k
probe timer.ms(100)? { if (!seen["a"]++) println(pp()) }
probe timer.ms(110) if (on) { if (!seen["b"]++) println(pp()) }
probe timer.ms(120)!, timer.ms(130) { if (!seen["c"]++) println(pp()) }
probe kernel.trace("sched_switch")? if (on > 0) { if (!seen["d"]++) println(pp()) }
probe foo = timer.ms(140)? { }
probe foo { if (!seen["e"]++) println(pp()) }
probe bar = timer.ms(150) if (on) { }
probe bar! { if (!seen["f"]++) println(pp()) }
probe timer.ms(500) {
	k++
	if (k == 1) {
		x = &@cast(0, "task_struct", "kernel<linux/sched.h>")
		println(x->mm->pgd)
	} else exit()
}
=== FILTER
sort
=== EXPECT
kernel.trace("sched:sched_switch")? if ((__global_on) > (0))
timer.ms(100)?
timer.ms(110) if (__global_on)
timer.ms(120)!
timer.ms(140)?
timer.ms(150) if (__global_on)
=== STDERR_REGEX
ERROR: read fault \[man error::fault\] at 0x[0-9a-f]+ near operator '->' at pp_marks\.stp:14:12 \(called from operator '->' at pp_marks\.stp:14:12\) in probe timer\.ms\(500\)
WARNING: Number of errors: 1, skipped probes: 0
