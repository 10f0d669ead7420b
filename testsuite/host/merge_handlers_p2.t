# Handlers of probes on one point with no condition are merged into one
# probe there, as stap 5.6's optimizer merges them: its -p2 lists the
# merged probe once, with the merged error, each handler's, and the
# locals of the handlers after the first named NAME_K; a probe with a
# condition runs alone, and stap's begin probe for the conditions that
# read globals is listed last. The same lines as stap -p2.
=== PROG
global x
probe begin { x = 1; printf("a\n") }
probe begin { y = 2; printf("b %d\n", y); error("boom") }
probe begin { printf("c\n"); next; printf("d\n") }
probe timer.s(1) { x++ }
probe timer.s(1) { x-- }
probe end if (x > 0) { printf("e\n") }
probe end { printf("f\n") }
=== EXPECT
# globals
x:long
# functions
error:unknown (msg:string)
# probes
begin /*  <- begin */ 
  # locals
  __combined_probe_error__:string
  __error_0__:string
  y_1:long
  __error_1__:string
  __error_2__:string
timer.s(1) /*  <- timer.s(1) */ 
  # locals
  __combined_probe_error__:string
  __error_0__:string
  __error_1__:string
end if ((__global_x) > (0)) /*  <- end if ((__global_x) > (0)) */ 
end /*  <- end */ 
begin /*  <- begin */ 
