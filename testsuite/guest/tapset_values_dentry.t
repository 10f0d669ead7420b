# The paths of dentry.stp for a sleeping process (stap 5.6's tapset read for
# each rule): fullpath_struct_file of its executable (current_exe_file) and
# of its stdout (a pipe: stap's "pipe:[INODE]") against readlink of
# /proc/PID/exe and /proc/PID/fd/1 (read once /proc/PID/syscall shows it in
# that call, then it is killed); fullpath_struct_path, task_dentry_path
# and inode_path of the executable the same path, d_path it and a "/",
# reverse_path_walk it without its leading "/" (and inode_name of its
# inode, which is that walk in stap 5.6's dentry.stp), real_mount the struct mount
# around its vfsmount. Of address 0: stap's read fault at the field each
# reads first (offsets from the kernel's BTF), task_dentry_path without a
# mount "<unknown>", real_mount 0. The path ends at the task's root, as the
# kernel's d_path (stap 5.6 mistypes that test and walks a chrooted task's
# paths up to the mount tree's root: the guest's programs run chrooted).
=== CMD /bin/sh -c 'sleep 2 | cat & p=; while [ -z "$p" ]; do for d in /proc/[0-9]*; do read c < $d/comm && [ "$c" = sleep ] && read -r n _ < $d/syscall && case $n in 230|35) p=${d#/proc/} ;; esac; done 2>/dev/null; done; echo "exe $(readlink /proc/$p/exe)"; echo "fd1 $(readlink /proc/$p/fd/1)"; kill $p; wait; :'
=== TIMEOUT 60
=== PROG
probe syscall.clock_nanosleep, syscall.nanosleep {
	if (execname() != "sleep" || !isinstr(argstr, "[2.000000000]"))
		next
	t = task_current()
	f = current_exe_file()
	path = fullpath_struct_file(t, f)
	fpath = &@cast(f, "file")->f_path
	dentry = @cast(fpath, "path")->dentry
	mnt = @cast(fpath, "path")->mnt
	printf("x-exe %s\n", path)
	printf("x-fd1 %s\n", fullpath_struct_file(t, task_fd_lookup(t, 1)))
	printf("same: path %d, dentry %d, inode %d, d_path %d\n", fullpath_struct_path(fpath) == path,
	       task_dentry_path(t, dentry, mnt) == path, inode_path(@cast(f, "file")->f_inode) == path,
	       d_path(fpath) == path . "/")
	printf("reverse_path_walk %d, inode_name %d\n", "/" . reverse_path_walk(dentry) == path,
	       "/" . inode_name(@cast(f, "file")->f_inode) == path)
	printf("real_mount %d %d %d\n", &@cast(real_mount(mnt), "mount")->mnt == mnt, real_mount(0), real_mount(&@cast(0, "mount")->mnt))
	printf("task_dentry_path(no mount) %s\n", task_dentry_path(t, dentry, 0))
	try { println(fullpath_struct_path(0)) } catch (e) { printf("fullpath_struct_path(0) %d\n", e == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "path")->dentry)) }
	try { println(d_path(0)) } catch (e) { printf("d_path(0) %d\n", e == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "path")->dentry)) }
	try { println(fullpath_struct_nameidata(0)) } catch (e) { printf("fullpath_struct_nameidata(0) %d\n", e == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "path")->dentry)) }
	try { println(fullpath_struct_file(t, 0)) } catch (e) { printf("fullpath_struct_file(0) %d\n", e == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "file")->f_path->dentry)) }
	try { println(task_dentry_path(t, 0, 0)) } catch (e) { printf("task_dentry_path(0) %d\n", e == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "dentry")->d_op)) }
	try { println(reverse_path_walk(0)) } catch (e) { printf("reverse_path_walk(0) %d\n", e == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "dentry")->d_name->name)) }
	try { println(inode_name(0)) } catch (e) { printf("inode_name(0) %d\n", e == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "inode")->i_dentry)) }
	try { println(inode_path(0)) } catch (e) { printf("inode_path(0) %d\n", e == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "inode")->i_dentry)) }
}
=== FILTER
awk '
$1 == "x-exe" { e = $2; next }
$1 == "exe" { re = $2; next }
$1 == "x-fd1" { f = $2; next }
$1 == "fd1" { rf = $2; next }
{ print }
END { print "exe agrees: " (e == re && e != ""); print "fd1 agrees: " (f == rf && f ~ /^pipe:\[[0-9]+\]$/) }'
=== EXPECT
same: path 1, dentry 1, inode 1, d_path 1
reverse_path_walk 1, inode_name 1
real_mount 1 0 0
task_dentry_path(no mount) <unknown>
fullpath_struct_path(0) 1
d_path(0) 1
fullpath_struct_nameidata(0) 1
fullpath_struct_file(0) 1
task_dentry_path(0) 1
reverse_path_walk(0) 1
inode_name(0) 1
inode_path(0) 1
exe agrees: 1
fd1 agrees: 1
