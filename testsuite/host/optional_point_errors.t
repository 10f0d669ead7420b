# What is wrong with an optional ('?') or sufficient ('!') point, at any
# depth of braces, only drops it, as stap 5.6's -p2 does (timer.us(3) is
# below timer's least interval; procfs refuses "..").
=== PROG
probe timer.{s(1), {ms(2), us(3)?}}, end { println(1) }
probe timer.us(3)!, procfs("a/../b").read?, begin { println(2) }
=== EXPECT
# probes
timer.s(1) /*  <- timer.s(1),timer.ms(2),timer.us(3)?,end */ 
timer.ms(2) /*  <- timer.s(1),timer.ms(2),timer.us(3)?,end */ 
end /*  <- timer.s(1),timer.ms(2),timer.us(3)?,end */ 
begin /*  <- timer.us(3)!,procfs("a/../b").read?,begin */ 
