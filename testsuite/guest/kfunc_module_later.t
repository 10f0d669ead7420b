# A probe on a module that is not loaded when the script starts: armed
# when the module loads, before its init runs (which creates the dummy0
# device: dummy_setup, dummy_dev_init), disarmed when it goes (after its
# exit: dummy_dev_uninit), and armed again when it loads a second time.
=== CMD /usr/sbin/insmod /lib/modules/$(uname -r)/kernel/drivers/net/dummy.ko && /usr/sbin/rmmod dummy && /usr/sbin/insmod /lib/modules/$(uname -r)/kernel/drivers/net/dummy.ko && /usr/sbin/rmmod dummy
=== PROG
# A probe on a module that is not loaded when the script starts: armed
# when the module loads, before its init runs (which creates the dummy0
# device: dummy_setup, dummy_dev_init), disarmed when it goes (after its
# exit: dummy_dev_uninit), and armed again when it loads a second time.
global setups, inits, uninits

probe module("dummy").function("dummy_setup") { setups++ }
probe module("dummy").function("dummy_dev_init") { inits++ }
probe module("dummy").function("dummy_dev_uninit") { uninits++ }

probe end {
	printf("dummy_setup: %d, dummy_dev_init: %d, dummy_dev_uninit: %d\n",
	       setups, inits, uninits)
}
=== EXPECT
dummy_setup: 2, dummy_dev_init: 2, dummy_dev_uninit: 2
