# A struct passed by value in a register, from BTF without DWARF
# (from_kuid's kuid_t): $$parms shows it as stap does, "{...}", $kuid$
# and $$parms$ pretty-print it and $kuid->val reads it, here a file's
# owner as stat reports it.
=== CMD /bin/sh -c 'touch /tmp/byval_owned && chown 4321 /tmp/byval_owned && stat -c %u /tmp/byval_owned >/dev/null'
=== PROG
probe kernel.function("from_kuid").call {
	if ($kuid->val == 4321) {
		printf("%s | %s | %d\n", $$parms, $kuid$, $kuid->val)
		printf("$$parms$ ends with kuid={.val=4321}: %d\n",
		       $$parms$ =~ " kuid=\\{\\.val=4321\\}$")
		exit()
	}
}
=== FILTER
sed -E 's/0x[0-9a-f]+/ADDR/g'
=== EXPECT
targ=ADDR kuid={...} | {.val=4321} | 4321
$$parms$ ends with kuid={.val=4321}: 1
