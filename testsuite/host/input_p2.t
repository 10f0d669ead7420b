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
procfs("__stdin").write /* <- input.char = procfs("__stdin").write <- input.char */
  # locals
  char:string
procfs("__stdin").write /* <- input.line = procfs("__stdin").write <- input.line */
  # locals
  line:string
