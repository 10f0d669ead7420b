# --example: the script is named among stap's examples; this one is not.
=== ARGS --example -p1
=== STATUS 1
=== PROG
# --example: the script is named among stap's examples; this one is not.
=== EXPECT
Example 'example_missing.stp' was not found under '/usr/share/systemtap/examples'
