#!/bin/bash
# macro_names.sh KMODS TOP: a tapset, KMODS/macro_names/macro_names.stp,
# whose every name (globals of each kind, functions, their parameters
# and locals, foreach variables, an alias's locals) is one of the target
# kernel's object-like macros, read from its headers now: the
# preprocessor kbuild ran for KMODS/tapc_test.o (its .cmd file), with
# -dM over a few headers every module includes. Its function
# tapc_macro_names_check() prints "macro names: ok" when every value came
# back as set. A name the tapsets of TOP use, or a keyword of the
# language, is left out (the script would mean something else).
# testsuite/guest/macro_names.t runs it; it fails when ATTR_MODE and
# PAGE_SIZE, which the case sets with -G, are not such macros.
set -eu
kmods=$1 top=$2
out=$kmods/macro_names
mkdir -p "$out"
cmd=$(sed -n 's/^\(saved\)\{0,1\}cmd_[^ ]* := //p' "$kmods/.tapc_test.o.cmd")
[[ -n $cmd ]] || { echo "macro_names.sh: no kbuild command in $kmods/.tapc_test.o.cmd" >&2; exit 1; }
cmd=${cmd%% -c -o *}
cmd=$(sed 's/-Wp,-MMD,[^ ]*//' <<< "$cmd")
headers='#include <linux/module.h>
#include <linux/fs.h>
#include <linux/sched.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/kprobes.h>
#include <linux/uaccess.h>'
# in the kernel's build tree, where its compiler is (its build root)
TAPC_RELEASE=$TAPC_GUEST_RELEASE "${TAPC:-./tapc}" --in-kernel-tree \
	sh -c "$cmd -dM -E -x c -o '$out/defines.h' -" <<< "$headers"

# the object-like macros (no '(' after the name)
sed -n 's/^#define \([A-Za-z_][A-Za-z0-9_]*\)\( .*\)\{0,1\}$/\1/p' "$out/defines.h" |
	LC_ALL=C sort -u > "$out/all"
for need in ATTR_MODE PAGE_SIZE; do
	grep -qx "$need" "$out/all" || {
		echo "macro_names.sh: $need is no object-like macro of the target's headers" >&2
		exit 1
	}
done
# the tapsets' words and the language's keywords are not sampled
cat "$top"/tapsets/*.stp* | grep -o '[A-Za-z_][A-Za-z0-9_]*' | LC_ALL=C sort -u > "$out/taken"
printf '%s\n' if else while for foreach in limit break continue next return \
	delete try catch global private probe function string long in | LC_ALL=C sort -u >> "$out/taken"
LC_ALL=C sort -u -o "$out/taken" "$out/taken"
LC_ALL=C comm -23 "$out/all" "$out/taken" | grep -vx -e ATTR_MODE -e PAGE_SIZE > "$out/free"
total=$(wc -l < "$out/free")
n=60
((total >= n)) || { echo "macro_names.sh: only $total macros to sample" >&2; exit 1; }
# evenly over the list, the .config's CONFIG_ names (most of the list)
# five of them
sample() {
	awk -v n="$1" 'NR == FNR { total++; next }
		FNR % int(total / n) == 0 && c < n { print; c++ }' "$2" "$2"
}
grep -v '^CONFIG_' "$out/free" > "$out/free.code" || true
grep '^CONFIG_' "$out/free" > "$out/free.config" || true
{ sample $((n - 5)) "$out/free.code"; sample 5 "$out/free.config"; } > "$out/sample"
mapfile -t m < "$out/sample"
((${#m[@]} == n)) || { echo "macro_names.sh: sampled ${#m[@]} names, not $n" >&2; exit 1; }

# roles, ten names at a time: a numeric global, a string global, an
# array, a statistic, a function and its two parameters, its local, a
# foreach key and an alias's local
{
	echo "# generated from the target's headers by testsuite/kmods/macro_names.sh"
	echo "# names: ${m[*]}"
	expected=0 alias_sum=0
	for ((i = 0; i + 9 < n; i += 10)); do
		v=$((i + 1))
		echo "global ${m[i]} = $v, ${m[i+1]} = \"s$i\", ${m[i+2]}, ${m[i+3]}"
		echo "function ${m[i+4]}(${m[i+5]}, ${m[i+6]}) {"
		echo "	${m[i+7]} = ${m[i+5]} * 2 + strlen(${m[i+6]})"
		echo "	return ${m[i+7]}"
		echo "}"
		echo "probe tapc_macro_alias_$i = begin { ${m[i+9]} = $v; tapc_macro_alias_sum += ${m[i+9]} }"
		echo "function tapc_macro_part_$i() {"
		echo "	${m[i+2]}[${m[i]}, ${m[i+1]}] = ${m[i]}"
		echo "	${m[i+3]} <<< ${m[i]}"
		echo "	${m[i+3]} <<< ${m[i]} * 3"
		echo "	sum = 0"
		echo "	foreach ([${m[i+8]}, k] in ${m[i+2]})"
		echo "		sum += ${m[i+8]} + strlen(k)"
		echo "	return sum + ${m[i+4]}(${m[i]}, ${m[i+1]}) + @sum(${m[i+3]})"
		echo "}"
		# v + (1 + 1) + (2v + 2) + 4v; strlen("sI") is 1 + the digits of i
		len=$((1 + ${#i}))
		expected=$((expected + v + len + 2 * v + len + 4 * v))
		alias_sum=$((alias_sum + v))
	done
	echo "function tapc_macro_names_check() {"
	echo "	total = 0"
	for ((i = 0; i + 9 < n; i += 10)); do
		echo "	total += tapc_macro_part_$i()"
	done
	echo "	if (total == $expected)"
	echo "		println(\"macro names: ok\")"
	echo "	else"
	echo "		printf(\"macro names: %d, not $expected\\n\", total)"
	echo "	if (tapc_macro_alias_sum == $((alias_sum)))"
	echo "		println(\"macro aliases: ok\")"
	echo "	else"
	echo "		printf(\"macro aliases: %d, not $((alias_sum))\\n\", tapc_macro_alias_sum)"
	echo "}"
	echo "global tapc_macro_alias_sum"
} > "$out/macro_names.stp"
