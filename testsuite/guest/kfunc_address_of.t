# &$var->field is the member's address, not its value: &$file->f_pos of
# vfs_read, for a file the target preads at offset 0 (its f_pos stays 0),
# lies past $file by the member's offset, the same as @cast's; and
# $var->field$$ prints the member's struct with its pointers' values
=== CMD @PROGS@/pread_loop /etc/hostname 100
=== PROG
global same, pos, deep

probe kernel.function("vfs_read") {
	if (pid() != target())
		next
	a = &$file->f_pos - $file
	b = &@cast($file, "file")->f_pos - $file
	same[a > 0 && a == b]++
	pos[$file->f_pos]++
	deep[$file->f_path$$ =~ "^\\{\\.mnt=0x[0-9a-f]+, \\.dentry=0x[0-9a-f]+\\}$"]++
}
probe end {
	printf("&$file->f_pos at @cast's offset: %d\n", same[1])
	printf("$file->f_pos 0: %d\n", pos[0])
	printf("$file->f_path$$ as a struct: %d\n", deep[1])
}
=== EXPECT
&$file->f_pos at @cast's offset: 100
$file->f_pos 0: 100
$file->f_path$$ as a struct: 100
