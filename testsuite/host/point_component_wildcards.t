# Wildcards in a point's component names expand over the families'
# points, as stap's do: each name a wildcard gives that matches nothing
# (vfs_read's .inline: it has no inline instance; .exported: it is not
# exported) is passed over, and only when none matches is it "no
# match". (With the kernel's DWARF, so that .inline is asked; a counted
# skip without it.)
=== NEEDS /usr/lib/debug/boot/vmlinux-@RELEASE@
=== ARGS -u -p2
=== STATUS 1
=== PROG
probe kerne*.funct*("vfs_read").* {}
probe kerne*.funct*("no_such_function_zz").* {}
=== EXPECT
semantic error: while resolving probe point: identifier 'kerne*' at point_component_wildcards.stp:2:7
        source: probe kerne*.funct*("no_such_function_zz").* {}
                      ^

semantic error: no match

Pass 2: analysis failed.  [man error::pass2]
