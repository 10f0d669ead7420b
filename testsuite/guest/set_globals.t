# -G VAR=VALUE sets a scalar global when the module loads, over its
# initializer, for a number and a string; one not given keeps its own.
=== RUNARGS -G count=42 -G name=from-g
=== PROG
# -G VAR=VALUE sets a scalar global when the module loads, over its
# initializer, for a number and a string; one not given keeps its own.
global count = 1, name = "default", kept = 7
probe begin {
	printf("count %d name %s kept %d\n", count, name, kept)
	exit()
}
=== EXPECT
count 42 name from-g kept 7
