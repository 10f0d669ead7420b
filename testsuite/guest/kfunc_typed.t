# kernel.function's parameters as typed values from BTF: the name of the
# file the target reads through $file->f_path->dentry->d_name->name (a
# chain of four loads from the struct file vfs_read is given), $count,
# $$parms and $$return in stap's formats, $return and @entry($count) at
# the return, $file$ pretty-printed as a struct (its f_lock a struct
# shown "{...}", its f_inode a pointer: members of struct file on every
# kernel, where f_path is in an anonymous union on 7.2), and the same
# chain through a local assigned $file (stap's autocast).
=== CMD @PROGS@/pread_loop /etc/hostname 100
=== PROG
# kernel.function's parameters as typed values from BTF: the name of the
# file the target reads through $file->f_path->dentry->d_name->name (a
# chain of four loads from the struct file vfs_read is given), $count,
# $$parms and $$return in stap's formats, $return and @entry($count) at
# the return, $file$ pretty-printed as a struct (its f_lock a struct
# shown "{...}", its f_inode a pointer: members of struct file on every
# kernel, where f_path is in an anonymous union on 7.2), and the same
# chain through a local assigned $file (stap's autocast).
global names, counts, parms, returns, rets, entries, pretty, via_local

probe kernel.function("vfs_read") {
	if (pid() != target())
		next
	names[kernel_string($file->f_path->dentry->d_name->name)]++
	counts[$count]++
	parms[$$parms =~ "^file=0x[0-9a-f]+ buf=0x[0-9a-f]+ count=0x1 pos=0x[0-9a-f]+$"]++
	f = $file
	via_local[kernel_string(f->f_path->dentry->d_name->name)]++
	pretty[$file$ =~ "^\\{(.*, )?\\.f_lock=\\{\\.\\.\\.\\}, " &&
	       $file$ =~ "^\\{.*, \\.f_inode=0x[0-9a-f]+, "]++
}

probe kernel.function("vfs_read").return {
	if (pid() != target())
		next
	returns[$$return]++
	rets[$return]++
	entries[@entry($count)]++
}

probe end {
	foreach (n in names)
		printf("read from %s: %d\n", n, names[n])
	foreach (c in counts)
		printf("$count %d: %d\n", c, counts[c])
	foreach (p in parms)
		printf("$$parms as stap's %d: %d\n", p, parms[p])
	foreach (n in via_local)
		printf("through a local: %s: %d\n", n, via_local[n])
	foreach (p in pretty)
		printf("$file$ a struct %d: %d\n", p, pretty[p])
	foreach (r in returns)
		printf("$$return %s: %d\n", r, returns[r])
	foreach (v in rets)
		printf("$return %d: %d\n", v, rets[v])
	foreach (e in entries)
		printf("@entry($count) %d: %d\n", e, entries[e])
}
=== EXPECT
read from hostname: 100
$count 1: 100
$$parms as stap's 1: 100
through a local: hostname: 100
$file$ a struct 1: 100
$$return return=0x1: 100
$return 1: 100
@entry($count) 1: 100
