# Markers' variables: an argument the marker does not have, a name that
# is not a marker's variable, a write
=== STATUS 1
=== PROG
probe process("/usr/bin/python3").mark("function__entry") {
	println($arg4)
}
probe process("/usr/bin/python3").provider("python").mark("line") {
	println($foo)
}
probe process("/usr/bin/python3").mark("gc__done") {
	$arg1 = 1
}
=== EXPECT
semantic error: marker 'function__entry' has 3 arguments: there is no $arg4: identifier '$arg4' at uprobe_mark_vars.stp:2:10
        source: 	println($arg4)
                	        ^

semantic error: invalid target symbol for a marker, $argN, $$name, $$provider or $$parms expected: identifier '$foo' at uprobe_mark_vars.stp:5:10
        source: 	println($foo)
                	        ^

semantic error: write to target variable not permitted; need stap -g: identifier '$arg1' at uprobe_mark_vars.stp:8:2
        source: 	$arg1 = 1
                	^

Pass 2: analysis failed.  [man error::pass2]
