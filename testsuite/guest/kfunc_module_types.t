# A module's function's parameters read through the module's own BTF
# (split BTF on the kernel's): creating a file in the guest's /tmp (an
# overlay) calls overlay's ovl_create_or_link once, whose $dentry (a
# kernel type) names the file and whose $attr is overlay's own struct
# ovl_cattr, holding a regular file's mode, and pretty-printed ($attr$)
# from overlay's BTF.
=== CMD /usr/bin/touch /tmp/tapc_kfunc_module_types
=== PROG
global names, regular, pretty

probe module("overlay").function("ovl_create_or_link") {
	if (pid() != target())
		next
	names[kernel_string($dentry->d_name->name)]++
	regular[($attr->mode & 0170000) == 0100000]++
	pretty[$attr$ =~ "^\\{\\.rdev=0, \\.mode=[0-9]+, \\.link=0x0, \\.hardlink=0x0\\}$"]++
}

probe end {
	foreach (n in names)
		printf("%s: %d\n", n, names[n])
	foreach (r in regular)
		printf("a regular file's mode %d: %d\n", r, regular[r])
	foreach (p in pretty)
		printf("$attr$ as struct ovl_cattr %d: %d\n", p, pretty[p])
}
=== EXPECT
tapc_kfunc_module_types: 1
a regular file's mode 1: 1
$attr$ as struct ovl_cattr 1: 1
