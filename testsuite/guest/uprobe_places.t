# Every process-family point on the same programs in three places: the
# writable run directory (shared with the guest), /tmp outside it
# (which the guest shows through an overlay over the host's /tmp) and a
# read-only host directory (/var/tmp): a function with a parameter, its
# return, a statement's local, a PLT entry, a function of the program's
# library, the program's begin and end, its backtrace's names, and an
# SDT marker (calls 10 and marks 5, from each place). uprobes are placed
# on the file's own inode: under an overlay that is the layer's file,
# where registering on the overlay's inode failed (rc -5).
=== CMD sh -c 'for d in @PROGS@ @TMPPROGS@ @ROPROGS@; do $d/calls 10; $d/marks 5; done'
=== PROG
# Every process-family point on the same programs in three places: the
# writable run directory (shared with the guest), /tmp outside it
# (which the guest shows through an overlay over the host's /tmp) and a
# read-only host directory (/var/tmp): a function with a parameter, its
# return, a statement's local, a PLT entry, a function of the program's
# library, the program's begin and end, its backtrace's names, and an
# SDT marker (calls 10 and marks 5, from each place).
global fn, args, rets, stmt, plts, libs, begins, ends, names, marks

/* which place the point's program is in, from its pp() */
function place() {
	p = pp()
	return isinstr(p, "/var/tmp/") ? "read-only"
		: isinstr(p, ".progs/") ? "/tmp" : "run dir"
}

probe process("@PROGS@/calls").function("square"),
      process("@TMPPROGS@/calls").function("square"),
      process("@ROPROGS@/calls").function("square") {
	fn[place()]++
	args[place()] += $n
	if (!([place()] in names))
		names[place()] = sprintf("%s %s %s",
			usymname(strtol(tokenize(ucallers(3), " "), 16)),
			usymname(strtol(tokenize("", " "), 16)),
			usymname(strtol(tokenize("", " "), 16)))
}

probe process("@PROGS@/calls").function("square").return,
      process("@TMPPROGS@/calls").function("square").return,
      process("@ROPROGS@/calls").function("square").return {
	rets[place()] += $return
}

probe process("@PROGS@/calls").statement("main@calls.c:31"),
      process("@TMPPROGS@/calls").statement("main@calls.c:31"),
      process("@ROPROGS@/calls").statement("main@calls.c:31") {
	stmt[place()] += $i
}

probe process("@PROGS@/calls").plt("strtol"),
      process("@TMPPROGS@/calls").plt("strtol"),
      process("@ROPROGS@/calls").plt("strtol") {
	plts[place()]++
}

probe process("@PROGS@/calls").library("libc.so.6").function("getpid"),
      process("@TMPPROGS@/calls").library("libc.so.6").function("getpid"),
      process("@ROPROGS@/calls").library("libc.so.6").function("getpid") {
	libs[place()]++
}

probe process("@PROGS@/calls").begin,
      process("@TMPPROGS@/calls").begin,
      process("@ROPROGS@/calls").begin {
	begins[place()]++
}

probe process("@PROGS@/calls").end,
      process("@TMPPROGS@/calls").end,
      process("@ROPROGS@/calls").end {
	ends[place()]++
}

probe process("@PROGS@/marks").mark("step"),
      process("@TMPPROGS@/marks").mark("step"),
      process("@ROPROGS@/marks").mark("step") {
	marks[place()] += $arg1
}

probe end {
	foreach (w in fn) {
		printf("%s: square: %d calls, $n %d in all, returned %d in all\n",
		       w, fn[w], args[w], rets[w])
		printf("%s: line 31: $i %d in all; plt strtol: %d; getpid: %d\n",
		       w, stmt[w], plts[w], libs[w])
		printf("%s: begin: %d, end: %d; backtrace: %s\n", w, begins[w],
		       ends[w], names[w])
		printf("%s: marks: $arg1 %d in all\n", w, marks[w])
	}
}
=== FILTER
LC_ALL=C sort
=== EXPECT
/tmp: begin: 1, end: 1; backtrace: square norm main
/tmp: line 31: $i 45 in all; plt strtol: 1; getpid: 10
/tmp: marks: $arg1 10 in all
/tmp: square: 20 calls, $n 135 in all, returned 1425 in all
read-only: begin: 1, end: 1; backtrace: square norm main
read-only: line 31: $i 45 in all; plt strtol: 1; getpid: 10
read-only: marks: $arg1 10 in all
read-only: square: 20 calls, $n 135 in all, returned 1425 in all
run dir: begin: 1, end: 1; backtrace: square norm main
run dir: line 31: $i 45 in all; plt strtol: 1; getpid: 10
run dir: marks: $arg1 10 in all
run dir: square: 20 calls, $n 135 in all, returned 1425 in all
