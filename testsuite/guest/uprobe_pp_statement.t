# pp() at process("PATH").mark(...) and .plt(...) is the statement at the
# marker's or PLT entry's address, as stap's (the uprobe it is), and pn()
# the point as named, as stap's: progs/marks' tapc_test:step, by name
# and by provider and glob, and progs/calls' strtol through its PLT, at
# the call and at its return
=== CMD sh -c '@PROGS@/marks 2; @PROGS@/calls 1'
=== PROG
# pp() at process("PATH").mark(...) and .plt(...) is the statement at the
# marker's or PLT entry's address, as stap's (the uprobe it is), and pn()
# the point as named, as stap's: progs/marks' tapc_test:step, by name
# and by provider and glob, and progs/calls' strtol through its PLT, at
# the call and at its return
global seen

probe process("@PROGS@/marks").mark("step"),
      process("@PROGS@/marks").provider("tapc_test").mark("st*"),
      process("@PROGS@/calls").plt("strtol"),
      process("@PROGS@/calls").plt("strtol").return {
	if (!seen[pp(), pn()]++)
		printf("%s %s\n", pp(), pn())
}
=== FILTER
sed 's|"[^"]*/progs/|"PROGS/|g' | LC_ALL=C sort
=== EXPECT
process("PROGS/calls").statement(0x1040) process("PROGS/calls").plt("strtol")
process("PROGS/calls").statement(0x1040).return process("PROGS/calls").plt("strtol").return
process("PROGS/marks").statement(0x10ac) process("PROGS/marks").mark("step")
process("PROGS/marks").statement(0x10ac) process("PROGS/marks").provider("tapc_test").mark("step")
