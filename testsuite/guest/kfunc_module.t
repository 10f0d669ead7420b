# A probe on one of the guest's own modules, loaded before the script:
# 9p serves the guest's files, so the target's opens go through it.
=== CMD /bin/grep -q . /etc/hostname
=== PROG
# A probe on one of the guest's own modules, loaded before the script:
# 9p serves the guest's files, so the target's opens go through it.
global opens

probe module("9p").function("v9fs_file_open") {
	if (pid() == target())
		opens++
}

probe end {
	printf("9p's v9fs_file_open by the target: %s\n", opens > 0 ? "seen" : "not seen")
}
=== EXPECT
9p's v9fs_file_open by the target: seen
