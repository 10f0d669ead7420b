# Module probes on a module unloaded under way: every function of dummy
# (module("dummy").function("*")) armed while the module is loaded and
# removed ten times (modprobe -r while probed); each load's init and
# each removal's calls seen, nothing left armed on a module gone, and the
# guest's kernel log clean.
=== TIMEOUT 60
=== CMD sh -c 'i=0; while [ $i -lt 10 ]; do /usr/sbin/modprobe dummy numdummies=1 && /usr/sbin/modprobe -r dummy || exit 1; i=$((i + 1)); done'
=== PROG
# Module probes on a module unloaded under way: every function of dummy
# (module("dummy").function("*")) armed while the module is loaded and
# removed ten times (modprobe -r while probed); each load's init and
# each removal's calls seen, nothing left armed on a module gone, and the
# guest's kernel log clean.
global calls, functions

probe module("dummy").function("*") {
	if (!(ppfunc() in calls))
		functions++
	calls[ppfunc()]++
}

probe end {
	printf("dummy_setup: %d\n", calls["dummy_setup"])
	printf("dummy_dev_init: %d\n", calls["dummy_dev_init"])
	printf("more functions seen: %d\n", functions > 2)
}
=== EXPECT
dummy_setup: 10
dummy_dev_init: 10
more functions seen: 1
