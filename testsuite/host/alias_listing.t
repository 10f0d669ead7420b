# Aliases in the -p2 listing: each derived probe says what it came from.
=== ARGS -p2
=== PROG
# Aliases in the -p2 listing: each derived probe says what it came from.
global on = 1
probe greet = begin(1) { who = "prologue" }
probe bye += end { println(who) }
probe pair.a = begin(3) { n = "a" }
probe pair.b = begin(4) if (on) { n = "b" }
probe outer = pair.a { n = n . "+" }
probe first = begin(5)!, begin(6) { }
probe gone = nosuch.point? { }
probe fam = timer { t = 1 }

probe greet { println(who) }
probe bye { who = "body" }
probe pair.*, outer { println(n) }
probe first, gone? { println("first") }
probe fam.ms(100) { println(t) }
=== EXPECT
# globals
on:long
# probes
begin(1) /*  <- greet = begin(1) /*  <- greet */  <- greet */ 
  # locals
  who:string
end /*  <- bye += end /*  <- bye */  <- bye */ 
  # locals
  who:string
begin(3) /*  <- pair.a = begin(3) /*  <- pair.*,outer */  <- pair.*,outer */ 
  # locals
  n:string
  __combined_probe_error__:string
  __error_0__:string
  n_1:string
  __error_1__:string
begin(4) if (__global_on) /*  <- pair.b = begin(4) if (__global_on) /*  <- pair.*,outer */  <- pair.*,outer */ 
  # locals
  n:string
begin(5)! /*  <- first = begin(5)!, begin(6) /*  <- first,gone? */  <- first,gone? */ 
timer.ms(100) /*  <- fam = timer /*  <- fam.ms(100) */  <- fam.ms(100) */ 
  # locals
  t:long
begin /*  <- begin */ 
