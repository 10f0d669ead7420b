# sizeof_interactive.stp (stap's example) reads its types from stdin with
# input.char and input.line: its -p2 listing.
=== ARGS --example -p2
=== PROG
# --example sizeof_interactive.stp
=== EXPECT
# globals
_line:string [long]
cmd:string
# functions
__input_point:long ()
tokenize:string (input:string, delim:string)
system:unknown (cmd:string)
# probes
begin /*  <- begin */ 
procfs("__stdin").write /*  <- input.char = procfs("__stdin").write /*  <- input.char */  <- input.char */ 
  # locals
  char:string
  __combined_probe_error__:string
  __error_0__:string
  line_1:string
  __error_1__:string
