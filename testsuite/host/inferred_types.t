# Types stap infers where the optimizer or embedded C leaves no other use:
# a delete reads its variable too, and an embedded-C function's untyped
# parameter takes its callers' type.
=== ARGS -g -p2
=== PROG
# Types stap infers where the optimizer or embedded C leaves no other use:
# a delete reads its variable too, and an embedded-C function's untyped
# parameter takes its callers' type.
function foo (a) %{ /* STAP_ARG_a */ %}
function twice (n) %{ STAP_RETVALUE = STAP_ARG_n * 2; %}
probe begin { x = 1; delete x; foo("hello"); twice(2) }
=== EXPECT
# functions
foo:unknown (a:string)
twice:unknown (n:long)
# probes
begin /*  <- begin */ 
  # locals
  x:long
