# A module without DWARF (Debian's dummy, its functions from its symbol
# table and BTF) loaded after the script starts, twice: its init function
# dummy_init_module is probed while it runs (with its return), its exit
# function dummy_cleanup_module at each removal; init_module and
# cleanup_module, the loader's other names for them, are not functions of
# their own. A dummy left loaded by an earlier case is removed first.
=== CMD /usr/sbin/modprobe -r dummy 2>/dev/null; /usr/sbin/modprobe dummy numdummies=1 && /usr/sbin/modprobe -r dummy && /usr/sbin/modprobe dummy numdummies=2 && /usr/sbin/modprobe -r dummy
=== PROG
global hits

probe module("dummy").function("*init_module"), module("dummy").function("*cleanup_module") {
	hits[ppfunc()]++
}
probe module("dummy").function("dummy_init_module").return {
	printf("init returned %d\n", $return)
}
probe module("dummy").function("dummy_setup") { hits["dummy_setup"]++ }
probe end {
	foreach (f+ in hits)
		printf("%s: %d\n", f, hits[f])
}
=== EXPECT
init returned 0
init returned 0
dummy_cleanup_module: 2
dummy_init_module: 2
dummy_setup: 3
