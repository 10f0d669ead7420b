#!/bin/bash
# The test suite's host side under AddressSanitizer and
# UndefinedBehaviorSanitizer: builds a copy of this tree with both, runs the
# parser's and pass 2's unit tests and the host tests with it, and, when
# SystemTap's conformance cases are beside the tree (../shared/conformance),
# those too (their harness fails a case on any sanitizer report). Leaks are
# not checked: the compiler keeps its trees until it exits.
#
#   testsuite/sanitize.sh        (KEEP=1 keeps the build)
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/tapc-sanitize.XXXXXX)
[[ -n ${KEEP:-} ]] || trap 'rm -rf "$work"' EXIT
cd "$top" || exit 2
# the tree as it is, tracked files and new ones alike
{ git ls-files; git ls-files --others --exclude-standard; } |
	grep -v '^configure~$' | while read -r f; do
		[[ -f $f ]] && mkdir -p "$work/$(dirname "$f")" && cp -p "$f" "$work/$f"
	done
cd "$work" || exit 2
flags="-g -O1 -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
# -Wno-error: gcc's analyses under the sanitizers warn of what cannot happen
{ ./autogen.sh && ./configure CFLAGS="$flags -Wno-error" LDFLAGS="-fsanitize=address,undefined" &&
	make -j"$(nproc)" tapc testsuite/unit/test_parser testsuite/unit/test_elaborate \
		testsuite/unit/test_session; } \
	> build.log 2>&1 || { tail -n 30 build.log; exit 2; }
export ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1
status=0
for t in testsuite/unit/test_parser testsuite/unit/test_elaborate testsuite/unit/test_session; do
	out=$("$t" 2>&1) || status=1
	grep -E '^FAIL|Sanitizer|runtime error' <<< "$out" && status=1
	echo "$t: $(grep -c '^PASS' <<< "$out") passed"
done
testsuite/run host | tail -n 1 | grep -q ' 0 failed$' || { testsuite/run host | grep -A20 '^FAIL'; status=1; }
echo "host tests: $(testsuite/run host | tail -n 1)"
conf=$top/../shared/conformance/run
if [[ -x $conf ]]; then
	for suite in parseok parseko semok semko; do
		echo "conformance $suite: $("$conf" ./tapc "$suite" | tail -n 1)"
	done
fi
exit $status
