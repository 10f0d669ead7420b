#!/bin/bash
# btf_only.sh KMODS RELEASE NAME...: each KMODS/NAME.ko as the
# distribution builds its modules: BTF (pahole's, on the target kernel's own, as
# kbuild's cmd_btf_ko makes it where vmlinux is at hand; the headers
# package has none, so it is taken out of /boot/vmlinuz-RELEASE here,
# where $TAPC's --kernel-file finds it: in the kernel's build root too)
# and no DWARF (stripped), for the cases on a module's functions typed
# by BTF alone (testsuite/guest/kfunc_return_module_btf.t,
# kvals_module_btf.t).
set -eu
kmods=$1 release=$2
shift 2
vmlinux=$kmods/vmlinux
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
for name; do
	# the kernel's own pahole where it has a build root (a newer kernel
	# refuses an older pahole's BTF)
	TAPC_RELEASE=$release "${TAPC:-./tapc}" --in-kernel-tree pahole -J --btf_gen_floats --lang_exclude=rust --btf_base "$vmlinux" "$kmods/$name.ko"
	objcopy --strip-debug "$kmods/$name.ko"
	readelf -S "$kmods/$name.ko" | grep -q ' \.BTF ' ||
		{ echo "btf_only.sh: no .BTF in $name.ko" >&2; exit 1; }
done
rm -f "$vmlinux"
