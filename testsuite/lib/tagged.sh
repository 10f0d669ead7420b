# The processes of one run of tapc: those whose environment has the
# run's tag, VAR=VALUE (tapc's children inherit it: make, the compilers,
# qemu, virtiofsd), one "PID COMM" line each, the caller's shell aside.
# Sourced by the driver's checks.
#
#   tagged VAR=VALUE
tagged() {
	local f p
	for f in $(grep -lzx "$1" /proc/[0-9]*/environ 2>/dev/null); do
		p=${f#/proc/}
		p=${p%/environ}
		[[ $p == "$BASHPID" ]] || echo "$p $(cat "/proc/$p/comm" 2>/dev/null)"
	done
}
