# A probe on a module that is not loaded when the script starts: armed
# when the module loads, before its init runs (which creates the dummy0
# device: dummy_setup, dummy_dev_init), disarmed when it goes (after its
# exit: dummy_dev_uninit), and armed again when it loads a second time.
# modprobe finds its .ko (6.12: .ko.xz); numdummies=1 over systemd's 0.
# A dummy left loaded by an earlier case is removed first.
=== CMD /usr/sbin/modprobe -r dummy 2>/dev/null; /usr/sbin/modprobe dummy numdummies=1 && /usr/sbin/modprobe -r dummy && /usr/sbin/modprobe dummy numdummies=1 && /usr/sbin/modprobe -r dummy
=== PROG
# A probe on a module that is not loaded when the script starts: armed
# when the module loads, before its init runs (which creates the dummy0
# device: dummy_setup, dummy_dev_init), disarmed when it goes (after its
# exit: dummy_dev_uninit), and armed again when it loads a second time.
global setups, inits, uninits

probe module("dummy").function("dummy_setup") { setups++ }
probe module("dummy").function("dummy_dev_init") { inits++ }
# 6.12's dummy has no dummy_dev_uninit (the core frees its statistics)
%( kernel_v < "6.12" %?
probe module("dummy").function("dummy_dev_uninit") { uninits++ }
probe end { printf("dummy_dev_uninit: %d\n", uninits) }
%:
probe end { println("dummy_dev_uninit: not in this kernel's dummy") }
%)

probe end(-1) {
	printf("dummy_setup: %d, dummy_dev_init: %d\n", setups, inits)
}
=== EXPECT_REGEX
dummy_setup: 2, dummy_dev_init: 2
dummy_dev_uninit: (2|not in this kernel's dummy)
