#!/bin/bash
# Files tapc writes where another user can create names are never
# written (or chmod'ed) through that user's symbolic link: in a sticky
# world-writable directory, a second, unprivileged user links the name
# root's tapc will write (-m NAME's NAME.ko in the current directory,
# -o FILE) to a file only root may read; tapc replaces the link or
# refuses it, and that file keeps its contents and its mode.
#
#   links.sh TAPC          prints PASS:/FAIL:/SKIP: lines
set -u
tapc=$(realpath "$1")
user=tapc-test
pass() { echo "PASS: links/$1"; }
fail() {
	echo "FAIL: links/$1"
	[[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 20
	failed=1
}
if ((EUID != 0)); then
	echo "SKIP: links: needs root, to act as a second user"
	exit 0
fi
id "$user" > /dev/null 2>&1 ||
	useradd --system --no-create-home --shell /usr/sbin/nologin "$user" ||
	{ echo "FAIL: links: cannot make the user $user"; exit 1; }
failed=0
work=$(mktemp -d /tmp/tapc-links.XXXXXX)   # root's, 0700
shared=$(mktemp -d /tmp/tapc-links-shared.XXXXXX)
chmod 1777 "$shared"
trap 'rm -rf "$work" "$shared"' EXIT

# a file only root may read, which the other user links to
victim=$work/victim
printf 'root only\n' > "$victim"
chmod 0600 "$victim"
intact() { [[ $(cat "$victim") == 'root only' && $(stat -c %a "$victim") == 600 ]]; }
as_user() { runuser -u "$user" -- "$@"; }

# -m NAME: NAME.ko in the current directory
as_user ln -s "$victim" "$shared/linked.ko"
(cd "$shared" && "$tapc" -p4 -m linked -e 'probe begin { exit() }') > "$work/m.out" 2>&1
st=$?
if intact && [[ ! -L $shared/linked.ko ]] && { ((st != 0)) ||
	[[ $(stat -c '%U %a' "$shared/linked.ko") == 'root 644' ]] &&
	modinfo -F name "$shared/linked.ko" | grep -qx linked; }; then
	pass "-m NAME over another user's link to a root-only file: the link is replaced by the module (exit $st), the file is intact, mode 600"
else
	fail "-m NAME over another user's link (exit $st; $(stat -c '%a %s' "$victim"))" "$(cat "$work/m.out"; ls -l "$shared")"
fi

# -o FILE: refused before any guest is booted
as_user ln -s "$victim" "$shared/out"
"$tapc" -o "$shared/out" -e 'probe begin { println("written"); exit() }' > "$work/o.out" 2>&1
st=$?
if intact && ((st != 0)) && grep -qx "ERROR: $shared/out: a symbolic link in a directory others may write (not followed)" "$work/o.out" &&
	! grep -q 'running pass 5' "$work/o.out"; then
	pass "-o FILE, another user's link to a root-only file: refused (exit $st), the file intact"
else
	fail "-o FILE over another user's link (exit $st)" "$(cat "$work/o.out")"
fi

exit $failed
