#!/bin/bash
# The README's and docs/'s links lead somewhere: every relative link
# "[text](path)" or "[text](path#anchor)" of README.md and docs/*.md names a
# file of the tree (from the linking file's folder), and every file named
# in testsuite/README.md's or the README's backquotes as `docs/NAME.md`
# exists. Catches a section moved or renamed without its links.
top=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
status=0 n=0
for f in "$top"/README.md "$top"/docs/*.md; do
	dir=$(dirname "$f")
	while IFS= read -r link; do
		[[ -z $link || $link == *://* || $link == \#* || $link == mailto:* ]] && continue
		n=$((n + 1))
		path=${link%%#*}
		if [[ ! -e $dir/$path ]]; then
			echo "FAIL: doc links: ${f#"$top"/} links to $link, which is not there"
			status=1
		fi
	done < <(grep -oE '\]\([^) ]+\)' "$f" | sed -E 's/^\]\((.*)\)$/\1/')
done
while IFS= read -r path; do
	n=$((n + 1))
	[[ -e $top/$path ]] || { echo "FAIL: doc links: \`$path\` is named but not there"; status=1; }
done < <(grep -ohE '`docs/[A-Za-z0-9_-]+\.md`' "$top"/README.md "$top"/testsuite/README.md | tr -d '`' | sort -u)
((n > 0)) || { echo "FAIL: doc links: no link found"; status=1; }
((status == 0)) && echo "PASS: doc links: $n links of README.md and docs/ lead to files of the tree"
exit $status
