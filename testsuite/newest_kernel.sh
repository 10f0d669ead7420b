#!/bin/bash
# testsuite/newest_kernel.sh [RELEASE]: the newest-kernel check, on demand
# (CI keeps to Debian 12's 6.1 and 6.12, its time budget). RELEASE
# (default: the newest sid ships, from the root tapc-prep made, else
# $TAPC_NEWEST_RELEASE) gets its build root once (scripts/tapc-prep, as
# root), then the guest part of the suite and SystemTap's syscall suite
# run against it. Its last line is the suite's: N passed, N failed, N
# skipped; it exits non-zero when anything failed.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
roots=${TAPC_ROOTS:-/var/lib/tapc/roots}
release=${1:-${TAPC_NEWEST_RELEASE:-}}
if [[ -z $release ]]; then
	release=$(ls "$roots" 2>/dev/null | grep -v '\.log$' | sort -V | tail -n 1)
fi
[[ -n $release ]] || {
	echo "newest_kernel.sh: name a release (e.g. 7.2.13+deb14-amd64: apt-cache search in a sid root)" >&2
	exit 2
}
# once: a no-op when the root is there (its once-per-kernel builds by
# this tree's tapc, which a fresh machine has nowhere on its PATH)
TAPC=${TAPC:-$top/tapc} "$top/scripts/tapc-prep" "$release"
cd "$top"
exec env TAPC_RELEASE="$release" nice testsuite/run guest
