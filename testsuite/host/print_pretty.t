# -p1 prints pretty-printed targets as written ($var$, ->x$$), and a macro
# followed by -> as the member chain of what it expands to.
=== ARGS -p1
=== PROG
# -p1 prints pretty-printed targets as written ($var$, ->x$$), and a macro
# followed by -> as the member chain of what it expands to.
@define KEY %( @cast(key, "union futex_key", "kernel") %)
function f(key) { return @KEY->both->offset }
probe kernel.trace("sched_switch") {
	println($prev$, $prev$$, $prev->pid$, $prev->comm$$, $$vars$, $$parms$$, f(0))
}
=== EXPECT
function f (key)
{
	return @cast(key, "union futex_key", "kernel")->both->offset;
}
probe kernel.trace("sched_switch")
{
	println($prev$, $prev$$, $prev->pid$, $prev->comm$$, $$vars$, $$parms$$, f(0));
}
