#!/bin/bash
# btf_only.sh KMODS RELEASE NAME...: each KMODS/NAME.ko as the
# distribution builds its modules: BTF and no DWARF (stripped), for the
# cases on a module's functions typed by BTF alone
# (testsuite/guest/kfunc_return_module_btf.t, kvals_module_btf.t).
# The BTF is made by the kernel's own step (scripts/Makefile.modfinal's
# cmd_btf_ko: scripts/gen-btf.sh where the kernel has it, else pahole and
# resolve_btfids), with the flags and tools kbuild gave the build of KMODS
# (KMODS/.kbuild-env, written by testsuite/kmods/Kbuild): a kernel newer
# than its pahole's flags refuses a module whose BTF was made otherwise.
# It runs on the target kernel's vmlinux, which kbuild's step finds in
# the build tree and the headers package lacks: it is taken out of
# /boot/vmlinuz-RELEASE here, where $TAPC's --kernel-file finds it (in
# the kernel's build root too).
set -eu
kmods=$1 release=$2
shift 2
vmlinux=$kmods/vmlinux
[[ -s $kmods/.kbuild-env ]] ||
	{ echo "btf_only.sh: kbuild left no $kmods/.kbuild-env" >&2; exit 1; }
# the image's payload: its xz or zstd stream, decompressed to the ELF
image=$(TAPC_RELEASE=$release "${TAPC:-./tapc}" --kernel-file /boot/vmlinuz-%s)
python3 - "$image" "$vmlinux" <<'PY'
import lzma, subprocess, sys
data = open(sys.argv[1], 'rb').read()
xz, zstd = data.find(b'\xfd7zXZ\x00'), data.find(b'\x28\xb5\x2f\xfd')
if xz >= 0:
    out = lzma.LZMADecompressor().decompress(data[xz:])
elif zstd >= 0:
    out = subprocess.run(['zstd', '-dc'], input=data[zstd:],
                         capture_output=True).stdout
else:
    sys.exit('btf_only.sh: no xz or zstd payload in ' + sys.argv[1])
if out[:4] != b'\x7fELF':
    sys.exit('btf_only.sh: the payload of %s is no ELF' % sys.argv[1])
open(sys.argv[2], 'wb').write(out)
PY
# run in the kernel's build tree (its build root's, where it has one),
# in kbuild's environment; the module is one of the distribution's,
# built in the kernel's tree: no --distill_base, which kbuild adds for
# an external module (M=); where the headers package has no
# resolve_btfids (6.1's), the .BTF_ids it would resolve are none of ours
for name; do
	# what kbuild made of it already where the headers package has a
	# vmlinux (sid's has one of BTF alone): an external module's BTF,
	# split from the distilled base in .BTF.base
	objcopy --remove-section=.BTF --remove-section=.BTF.base "$kmods/$name.ko"
	TAPC_RELEASE=$release "${TAPC:-./tapc}" --in-kernel-tree \
		/bin/bash -c '
set -eu
env_file=$1 vmlinux=$2 ko=$3
while IFS= read -r -d "" var; do
	case $var in MAKE*|MFLAGS=*|_=*) ;; *) export "$var" ;; esac
done < "$env_file"
if [[ -f $srctree/scripts/gen-btf.sh ]]; then
	flags=
	for f in ${RESOLVE_BTFIDS_FLAGS:-}; do
		[[ $f == --distill_base ]] || flags+=" $f"
	done
	RESOLVE_BTFIDS_FLAGS=$flags ${CONFIG_SHELL:-/bin/sh} \
		"$srctree/scripts/gen-btf.sh" --btf_base "$vmlinux" "$ko"
else
	LLVM_OBJCOPY=$OBJCOPY $PAHOLE -J $PAHOLE_FLAGS ${MODULE_PAHOLE_FLAGS:-} \
		--btf_base "$vmlinux" "$ko"
	if [[ -x $RESOLVE_BTFIDS ]]; then
		$RESOLVE_BTFIDS -b "$vmlinux" "$ko"
	fi
fi' btf_only "$kmods/.kbuild-env" "$vmlinux" "$kmods/$name.ko"
	objcopy --strip-debug "$kmods/$name.ko"
	readelf -S "$kmods/$name.ko" | grep -q ' \.BTF ' ||
		{ echo "btf_only.sh: no .BTF in $name.ko" >&2; exit 1; }
done
# the functions each one's BTF describes, an empty file each in
# KMODS/NAME.btf/ (a case NEEDS @KMODS@/NAME.btf/FUNC): a pahole may
# leave one out (7.2's, a function returning a struct in memory)
python3 - "$vmlinux" "$kmods" "$@" <<'PY'
import os, struct, subprocess, sys, tempfile
# the bytes after a type's 12 of each BTF kind: (fixed, per member)
extra = {1: (4, 0), 3: (12, 0), 4: (0, 12), 5: (0, 12), 6: (0, 8),
         13: (0, 8), 14: (4, 0), 15: (0, 12), 17: (4, 0), 19: (0, 12)}
def section(path):
    with tempfile.TemporaryDirectory() as d:
        subprocess.run(['objcopy', '--dump-section', '.BTF=' + d + '/btf',
                        path, d + '/elf'], check=True)
        return open(d + '/btf', 'rb').read()
def header(data):
    magic, _, _, hdr, toff, tlen, soff, slen = struct.unpack_from('<HBBIIIII', data)
    if magic != 0xeb9f:
        sys.exit('btf_only.sh: no BTF')
    return data[hdr + toff:hdr + toff + tlen], data[hdr + soff:hdr + soff + slen]
# a split BTF's names are the base's strings then its own
base = header(section(sys.argv[1]))[1]
for name in sys.argv[3:]:
    types, strings = header(section('%s/%s.ko' % (sys.argv[2], name)))
    out = '%s/%s.btf' % (sys.argv[2], name)
    os.makedirs(out, exist_ok=True)
    at = 0
    while at < len(types):
        name_off, info, _ = struct.unpack_from('<III', types, at)
        kind, vlen = (info >> 24) & 0x1f, info & 0xffff
        fixed, each = extra.get(kind, (0, 0))
        at += 12 + fixed + each * vlen
        if kind == 12:
            fn = (base + strings)[name_off:].split(b'\0', 1)[0].decode()
            open(os.path.join(out, fn), 'w').close()
PY
rm -f "$vmlinux"
