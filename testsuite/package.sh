#!/bin/bash
# Builds the Debian package from the tracked files of this tree (no test
# suite run inside the build), checks what it holds against the tree, runs
# lintian, and, where no tapc package is installed already, installs it,
# compiles a script with the installed tapc from an unrelated folder, and
# removes it again. Prints PASS:/FAIL:/SKIP: lines.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/tapc-package.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

pass() { echo "PASS: package/$1"; }
fail() { echo "FAIL: package/$1"; [[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | tail -n 30; }

for tool in dpkg-buildpackage dh lintian fakeroot; do
	command -v "$tool" > /dev/null || { fail "build: $tool is missing (scripts/install-deps)"; exit 0; }
done

# the tracked files as they are in the work tree, as a clone would have them;
# a tree that is not a checkout of its own (a release tarball, even one
# unpacked inside some other checkout) whole
mkdir "$work/tapc"
if [[ $(git -C "$top" rev-parse --show-toplevel 2>/dev/null) == "$top" ]]; then
	(cd "$top" && git ls-files -z | xargs -0 cp --parents -t "$work/tapc")
else
	cp -a "$top/." "$work/tapc" && chmod -R u+w "$work/tapc"
fi || { fail "copy the tree"; exit 0; }
# its make TAPC_TEST_JOBS at once (default: the CPUs), as debhelper allows
if ! (cd "$work/tapc" && dpkg-buildpackage -us -uc -b -J"${TAPC_TEST_JOBS:-$(nproc)}") > "$work/build.log" 2>&1; then
	fail "build: dpkg-buildpackage" "$(cat "$work/build.log")"
	exit 0
fi
deb=$(ls "$work"/tapc_*_amd64.deb 2>/dev/null | head -n 1)
[[ -n $deb ]] || { fail "build: no tapc_*_amd64.deb" "$(tail "$work/build.log")"; exit 0; }
pass "build: $(basename "$deb")"
run_deb=$(ls "$work"/tapc-run_*_amd64.deb 2>/dev/null | head -n 1)
[[ -n $run_deb ]] || { fail "build: no tapc-run_*_amd64.deb" "$(tail "$work/build.log")"; exit 0; }
pass "build: $(basename "$run_deb")"

# the runner's package: the runner and its page, depending on libc alone;
# the compiler's depends on it, and holds no runner of its own
dpkg-deb -c "$run_deb" | awk '{ print $6 }' | sed 's|^\./|/|' | grep -v '/$' | sort > "$work/run_contents"
printf '%s\n' /usr/bin/tapc-run /usr/share/doc/tapc-run/changelog.gz \
	/usr/share/doc/tapc-run/copyright /usr/share/man/man8/tapc-run.8.gz |
	sort > "$work/run_wanted"
if diff -u "$work/run_wanted" "$work/run_contents" > "$work/run_diff"; then
	pass "tapc-run: /usr/bin/tapc-run and tapc-run(8), nothing else"
else
	fail "tapc-run: its contents" "$(cat "$work/run_diff")"
fi
run_depends=$(dpkg-deb -f "$run_deb" Depends)
[[ $run_depends =~ ^libc6\ \([^\)]*\)$ ]] && pass "tapc-run: depends on libc6 alone" ||
	fail "tapc-run: depends on libc6 alone" "Depends: $run_depends"
dpkg-deb -f "$deb" Depends | grep -q "tapc-run (= $(dpkg-deb -f "$run_deb" Version))" &&
	pass "tapc: depends on tapc-run of its version" ||
	fail "tapc: depends on tapc-run of its version" "$(dpkg-deb -f "$deb" Depends)"

# what it must hold: the programs, the pages, the completion, and every
# runtime and tapset file (scripts and macros) of the tree
dpkg-deb -c "$deb" | awk '{ print $6 }' | sed 's|^\./|/|' | sort > "$work/contents"
{
	printf '%s\n' /usr/bin/tapc /usr/bin/tapc-prep \
		/usr/share/bash-completion/completions/tapc \
		/usr/share/zsh/vendor-completions/_tapc \
		/usr/share/fish/vendor_completions.d/tapc.fish \
		/etc/kernel/header_postinst.d/tapc \
		/usr/share/man/man1/tapc.1.gz /usr/share/man/man1/tapc-prep.1.gz \
		/usr/share/man/man7/tapc-functions.7.gz \
		/usr/share/man/man7/tapc-probes.7.gz \
		/usr/share/man/man7/tapc-errors.7.gz \
		/usr/share/doc/tapc/copyright \
		/lib/systemd/system/tapc@.service /usr/libexec/tapc/tapc-service
	(cd "$top" && ls runtime/*.[ch] tapsets/*.stp tapsets/*.stpm) | sed 's|^|/usr/share/tapc/|'
	sh "$top/scripts/errors-man" --list "$top/tapc-errors.7" | sed 's|.*|/usr/share/man/man7/&.7.gz|'
} | sort > "$work/wanted"
missing=$(comm -23 "$work/wanted" "$work/contents")
if [[ -z $missing ]]; then
	pass "contents: $(wc -l < "$work/wanted") files, the runtime and tapsets whole"
else
	fail "contents: missing" "$missing"
fi
stray=$(grep -E '^/usr/share/tapc/' "$work/contents" | grep -vE '/$' | comm -13 "$work/wanted" -)
grep -qx /usr/bin/tapc-run "$work/contents" && fail "contents: tapc holds tapc-run, its own package's"
[[ -z $stray ]] && pass "contents: nothing of the build tree" || fail "contents: files the tree does not have" "$stray"

lint=$(lintian --no-tag-display-limit "$work"/tapc_*_amd64.changes 2>&1 | grep -v 'running with root privileges')
if grep -q '^E:' <<< "$lint"; then
	fail "lintian: errors" "$lint"
else
	pass "lintian: no errors ($(grep -c '^W:' <<< "$lint") warnings)"
fi

# the installed tapc, from / , with nothing of this tree
if dpkg-query -W -f='${Status}' tapc 2>/dev/null | grep -q 'install ok installed'; then
	echo "SKIP: package/installed: a tapc package is installed here already; not replacing it"
	exit 0
fi
if [[ $(id -u) != 0 ]]; then
	echo "SKIP: package/installed: installing the package needs root"
	exit 0
fi
if ! dpkg -i "$run_deb" "$deb" > "$work/install.log" 2>&1; then
	fail "installed: dpkg -i" "$(cat "$work/install.log")"
	dpkg -r tapc tapc-run > /dev/null 2>&1
	exit 0
fi
out=$(cd / && tapc --disable-cache -p4 -m t_pkg_installed -e 'probe begin { println(strlen("abc")); exit() }' 2>&1)
status=$?
rm -f /t_pkg_installed.ko
if ((status == 0)) && grep -q 't_pkg_installed.ko' <<< "$out"; then
	pass "installed: /usr/bin/tapc compiles a module from /, with /usr/share/tapc"
else
	fail "installed: tapc -p4 exit $status" "$out"
fi
man -w tapc-functions > /dev/null 2>&1 && pass "installed: man tapc-functions" || fail "installed: man tapc-functions"
man -w tapc-run > /dev/null 2>&1 && pass "installed: man tapc-run" || fail "installed: man tapc-run"
# a message's hint opens tapc's page, systemtap-doc's beside it or not
[[ $(man -w error::pass2 2>&1) == /usr/share/man/man7/error::pass2.7.gz ]] &&
	pass "installed: man error::pass2 is tapc's (tapc-errors(7))" ||
	fail "installed: man error::pass2 opens $(man -w error::pass2 2>&1)"
[[ $(tapc-run -V 2>&1) == "tapc-run (tapc) $(dpkg-deb -f "$run_deb" Version)" ]] &&
	pass "installed: /usr/bin/tapc-run -V" || fail "installed: tapc-run -V" "$(tapc-run -V 2>&1)"
dpkg -r tapc tapc-run > "$work/remove.log" 2>&1 || fail "installed: dpkg -r" "$(cat "$work/remove.log")"
[[ ! -e /usr/share/tapc ]] && pass "removed: nothing left in /usr/share/tapc" || fail "removed: /usr/share/tapc is left"
