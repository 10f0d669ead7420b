# A compound assignment or ++ reads its local too (stap's count): kept
# where nothing else reads it, while a plain assignment is elided.
=== PROG
probe begin { x += 2; y++; ++z; v = 3; println(1) }
=== EXPECT
WARNING: Eliding assignment to 'v': operator '=' at elision_compound.stp:1:35
 source: probe begin { x += 2; y++; ++z; v = 3; println(1) }
                                           ^
WARNING: Eliding side-effect-free expression : identifier 'v' at elision_compound.stp:1:33
 source: probe begin { x += 2; y++; ++z; v = 3; println(1) }
                                         ^
# probes
begin /*  <- begin */ 
  # locals
  x:long
  y:long
  z:long
