# -p2 of the input probes: aliases of procfs("__stdin").write, stap's
# file, with the line kept so far in a private global (one line a point,
# where stap keeps one for all).
=== PROG
probe input.char { print(char) }
probe input.line { print(line) }
=== EXPECT
# globals
_line:string [long]
# functions
__input_point:long ()
# probes
procfs("__stdin").write /*  <- input.char = procfs("__stdin").write /*  <- input.char */  <- input.char */ 
  # locals
  char:string
  __combined_probe_error__:string
  __error_0__:string
  line_1:string
  __error_1__:string
