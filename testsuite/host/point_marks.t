# '!' makes a point sufficient and so also optional (stap's rule), and
# marks and a condition may end an alternative inside braces.
=== PROG
# '!' makes a point sufficient and so also optional (stap's rule), and
# marks and a condition may end an alternative inside braces.
probe syscall.nosuch!, syscall.read { println(1) }
probe kernel.{trace("sched_switch")!, trace("sched_wakeup")} { println(2) }
probe {timer.ms(100) if (1), timer.ms(200)}! { println(3) }
probe {timer.s(1), timer.s(2)}.{nosuch?, randomize(1)} { println(4) }
=== EXPECT
# probes
syscall.read /*  <- syscall.nosuch!,syscall.read */ 
kernel.trace("sched:sched_switch")! /*  <- kernel.trace("sched_switch")!,kernel.trace("sched_wakeup") */ 
timer.ms(100)! if (1) /*  <- timer.ms(100)! if (1),timer.ms(200)! */ 
timer.s(1).randomize(1) /*  <- timer.s(1).nosuch?,timer.s(1).randomize(1),timer.s(2).nosuch?,timer.s(2).randomize(1) */ 
timer.s(2).randomize(1) /*  <- timer.s(1).nosuch?,timer.s(1).randomize(1),timer.s(2).nosuch?,timer.s(2).randomize(1) */ 
