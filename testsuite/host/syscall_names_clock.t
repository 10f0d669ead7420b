# clock_gettime's clk_id and clk_id_str (CLOCK_*), stap's names of the
# kernel's which_clock
=== ARGS -L syscall.clock_gettime
=== PROG
# clock_gettime's clk_id and clk_id_str (CLOCK_*), stap's names of the
# kernel's which_clock
=== EXPECT
syscall.clock_gettime name:string clk_id:long clk_id_str:string which_clock:long tp:long tp_uaddr:long argstr:string
