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
begin /* <- begin */
procfs("__stdin").write /* <- input.char = procfs("__stdin").write <- input.char */
  # locals
  char:string
procfs("__stdin").write /* <- input.line = procfs("__stdin").write <- input.line */
  # locals
  line:string
