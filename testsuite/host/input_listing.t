# -L of the input probes: their variables, as stap lists them.
=== ARGS -L input.*
=== PROG
# -L of input.*
=== EXPECT
input.char char:string
input.line line:string
