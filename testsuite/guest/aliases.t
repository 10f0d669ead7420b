# Probe aliases as pass 2 expands them: a prologue runs before the
# user's body and shares its locals, an epilogue after; a wildcard over
# alias names reaches each; an alias may name an alias; points may have
# conditions; a sufficient point ends its list; @defined folds.
=== PROG
// Probe aliases as pass 2 expands them: a prologue runs before the
// user's body and shares its locals, an epilogue after; a wildcard over
// alias names reaches each; an alias may name an alias; points may have
// conditions; a sufficient point ends its list; @defined folds.
global trail, on = 1

probe greet = begin(1) { who = "prologue" }
probe greet { printf("greet: %s\n", who) }

probe bye += begin(2) { printf("epilogue after the body: %s\n", who) }
probe bye { who = "body" }

probe pair.a = begin(3) { n = "a" }
probe pair.b = begin(4) { n = "b" }
probe pair.* { printf("pair: %s\n", n) }

probe inner = begin(5) { n = "inner" }
probe outer = inner { n = n . "+outer" }
probe outer { printf("outer: %s\n", n) }

probe gated = begin(10) if (on), begin(11) if (!on) { }
probe gated { println("gated ran once") }

probe first_of = begin(20)!, begin(21) { }
probe first_of { println("sufficient: one of two") }

probe begin(30)
{
	printf("defined: %d %d\n", @defined($nosuch), @defined(trail))
	exit()
}
=== EXPECT
greet: prologue
epilogue after the body: body
pair: a
pair: b
outer: inner+outer
gated ran once
sufficient: one of two
defined: 0 1
