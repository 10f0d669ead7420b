#!/bin/bash
# For the sh scripts of the suite (runtime/run.sh): a run against its case
# file, judged as testsuite/run judges the guest's (lib/case.sh).
#
#   verdict.sh CASE RUN          RUN.out, RUN.err, RUN.status, RUN.dmesg:
#                                prints why it fails and exits 1, or exits 0
#   verdict.sh --section NAME CASE   prints the section NAME of CASE
# CASE has the runtime's sections: STATUS, EXPECT, STDERR (no PROG).
set -u
. "$(dirname "$0")/case.sh"
sections=(STATUS EXPECT EXPECT_REGEX STDERR STDERR_REGEX)
if [[ ${1-} == --section ]]; then
	case_read "$3" "${sections[@]}" || { echo "$3: $case_error" >&2; exit 2; }
	case_has "$2" || { echo "$3: no $2 section" >&2; exit 2; }
	printf '%s' "${case_text[$2]}"
	exit 0
fi
case_read "$1" "${sections[@]}" || { echo "$1: suite error: $case_error"; exit 1; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/tapc-verdict.XXXXXX") || exit 2
trap 'rm -rf "$scratch"' EXIT
run_verdict "$2" "$scratch" guest && exit 0
echo "$verdict"
[[ -n $verdict_detail ]] && printf '%s\n' "$verdict_detail" | sed 's/^/    /' | head -n 30
exit 1
