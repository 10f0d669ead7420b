#!/bin/bash
# probe_pages.sh TAPC [WORKDIR]: every probe::NAME(3stap) page of the
# installed systemtap-doc, each variable its VALUES section lists read,
# compiled by tapc: first each page alone through pass 2 (what resolves),
# then all that resolve in one module through pass 4. Prints the count,
# "N of M probe pages compile", which must be docs/what-works.md's.
#
# Left out, and counted apart: stap.*, staprun.* and stapio.*, the
# probes SystemTap puts in its own programs (user-space markers of the
# stap, staprun and stapio binaries), which tapc does not have; and the
# pages whose point the target kernels no longer have at all (gone()).
set -u
tapc=$1
work=${2:-}
[[ -n $work ]] || { work=$(mktemp -d /tmp/tapc-pages.XXXXXX); trap 'rm -rf "$work"' EXIT; }
top=$(cd "$(dirname "$0")/../.." && pwd)
pages=/usr/share/man/man3
mkdir -p "$work"

shopt -s nullglob
files=("$pages"/probe::*.3stap.gz)
if ((${#files[@]} == 0)); then
	echo "FAIL: coverage/probe_pages: no probe::*.3stap pages in $pages (systemtap-doc)"
	exit 1
fi

# The variables of a page: the \fINAME\fR after each .PP of VALUES.
page_vars() {
	zcat "$1" | awk '
		/^\.SH/ { in_values = ($0 ~ /"VALUES"/); next }
		in_values && /^\.PP/ { want = 1; next }
		in_values && want && match($0, /^\\fI[A-Za-z_][A-Za-z0-9_]*\\fR/) {
			print substr($0, 4, RLENGTH - 6)
		}
		{ want = 0 }'
}

# Why a page's point is gone from every kernel tapc targets, else "".
gone() {
	case $1 in
	ioscheduler.elv_next_request|ioscheduler.elv_next_request.return)
		echo "blk-mq, the only block layer since 5.0, has no elv_next_request" ;;
	ioscheduler_trace.elv_abort_request)
		echo "the block_rq_abort tracepoint went with the legacy request path in 5.0" ;;
	nfs.proc.read|nfs.proc.write|nfs.proc.commit)
		echo "the NFS client's synchronous read, write and commit procedures went in 2.6.21, as the page says" ;;
	nfsd.close)
		echo "nfsd_close went in 4.2, as the page says (the server's files are closed by its file cache)" ;;
	esac
}

total=0 outside=0 compiled=0 absent=0
: > "$work/all.stp"
: > "$work/missing"
: > "$work/gone"
for f in "${files[@]}"; do
	name=${f##*/probe::}
	name=${name%.3stap.gz}
	total=$((total + 1))
	case $name in
	stap.*|staprun.*|stapio.*) outside=$((outside + 1)); continue ;;
	esac
	why=$(gone "$name")
	if [[ -n $why ]]; then
		absent=$((absent + 1))
		echo "$name: $why" >> "$work/gone"
		continue
	fi
	{
		vars=$(page_vars "$f")
		printf 'probe %s {\n' "$name"
		# a page without variables: a body that is not elided
		for v in ${vars:-pp()}; do
			printf '\tprint(%s)\n' "$v"
		done
		printf '}\n'
	} > "$work/page.stp"
	if "$tapc" -w -p2 "$work/page.stp" > "$work/page.out" 2>&1; then
		cat "$work/page.stp" >> "$work/all.stp"
		compiled=$((compiled + 1))
	else
		echo "$name" >> "$work/missing"
	fi
done

if ((compiled > 0)) && ! "$tapc" -w -p4 "$work/all.stp" > "$work/all.out" 2>&1; then
	echo "FAIL: coverage/probe_pages: the $compiled pages that pass pass 2 do not compile together"
	sed 's/^/    /' "$work/all.out" | tail -n 30
	exit 1
fi

count="$compiled of $total probe pages compile"
echo "$count ($outside of stap's own programs left out, $absent whose point the kernels no longer have); not yet:" $(cat "$work/missing")
sed 's/^/    gone: /' "$work/gone"
readme=$(grep -o '[0-9]* of [0-9]* probe pages compile' "$top/docs/what-works.md" | head -n 1)
if [[ $readme == "$count" ]]; then
	echo "PASS: coverage/probe_pages: $count, as docs/what-works.md says"
else
	echo "FAIL: coverage/probe_pages: $count, but docs/what-works.md says '${readme:-nothing}'"
	exit 1
fi
