# -p2 lists each point with the mark ('?' or '!') of the point it came
# from, before its condition, as stap 5.6's -p2 does: braces at any
# depth, a mark on the braces or inside them, a sufficient point that
# ends the list, and an alias's own marks (not its user's).
=== PROG
# -p2 lists each point with the mark ('?' or '!') of the point it came
# from, before its condition, as stap 5.6's -p2 does: braces at any
# depth, a mark on the braces or inside them, a sufficient point that
# ends the list, and an alias's own marks (not its user's).
global x
probe {kernel.trace("sched_switch"), timer.s(1)}? { print(1) }
probe kernel.{trace("sched_switch")?, trace("nosuch_tp")?} { print(2) }
probe kernel.{trace("nosuch1")!, trace("sched_switch")!, trace("sched_wakeup")} { print(3) }
probe kernel.{trace("sched_switch") if (x), trace("sched_wakeup")?} { print(4) }
probe {{begin, end}, timer.{s(2), ms(300)?}} { print(5) }
probe a = kernel.trace("sched_wakeup")? { }
probe a! { print(6) }
=== EXPECT
WARNING: never-assigned global variable 'x': identifier 'x' at point_marks_listing.stp:5:8
 source: global x
                ^
# globals
x:long
# probes
kernel.trace("sched:sched_switch")? /*  <- kernel.trace("sched_switch")?,timer.s(1)? */ 
  # locals
  __combined_probe_error__:string
  __error_0__:string
  __error_1__:string
timer.s(1)? /*  <- kernel.trace("sched_switch")?,timer.s(1)? */ 
kernel.trace("sched:sched_switch")! /*  <- kernel.trace("nosuch1")!,kernel.trace("sched_switch")!,kernel.trace("sched_wakeup") */ 
kernel.trace("sched:sched_switch") if (__global_x) /*  <- kernel.trace("sched_switch") if (__global_x),kernel.trace("sched_wakeup")? */ 
kernel.trace("sched:sched_wakeup")? /*  <- kernel.trace("sched_switch") if (__global_x),kernel.trace("sched_wakeup")? */ 
  # locals
  __combined_probe_error__:string
  __error_0__:string
  __error_1__:string
begin /*  <- begin,end,timer.s(2),timer.ms(300)? */ 
end /*  <- begin,end,timer.s(2),timer.ms(300)? */ 
timer.s(2) /*  <- begin,end,timer.s(2),timer.ms(300)? */ 
timer.ms(300)? /*  <- begin,end,timer.s(2),timer.ms(300)? */ 
begin /*  <- begin */ 
