# A probe on one of the guest's own modules, loaded before the script on
# every flavour: overlay keeps the guest's writes to /tmp, so the target's
# open of a file there goes through it.
=== CMD /usr/bin/touch /tmp/tapc_kfunc_module
=== PROG
# A probe on one of the guest's own modules, loaded before the script on
# every flavour: overlay keeps the guest's writes to /tmp, so the target's
# open of a file there goes through it.
global opens

probe module("overlay").function("ovl_open") {
	if (pid() == target())
		opens++
}

probe end {
	printf("overlay's ovl_open by the target: %s\n", opens > 0 ? "seen" : "not seen")
}
=== EXPECT
overlay's ovl_open by the target: seen
