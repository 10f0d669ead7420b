# @cast through a kernel header the kernel's BTF lacks the type of:
# "kernel<linux/mii.h>" compiled by the target's kbuild for its DWARF, and
# read in the kernel's memory, as stap reads a kernel header's types: the
# test module's tapc_var_mii (testsuite/kmods/tapc_test.c) shows the
# values it was initialised with, bitfields too; a type the BTF has,
# through "kernel<linux/sched.h>", is the current task.
=== CMD /usr/sbin/insmod @KMODS@/tapc_test.ko rounds=1 && /usr/sbin/rmmod tapc_test
=== PROG
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_step").return {
	m = & @cast(&@var("tapc_var_mii"), "mii_if_info", "kernel<linux/mii.h>")
	printf("%d %#x %#x %#x %d %d %d\n", m->phy_id, m->advertising,
	       m->phy_id_mask, m->reg_num_mask, m->full_duplex, m->force_media,
	       m->supports_gmii)
	println(@cast(&@var("tapc_var_mii"), "struct mii_if_info", "kernel<linux/mii.h>")$)
	t = & @cast(task_current(), "task_struct", "kernel<linux/sched.h>")
	println(t->pid == tid())
}
=== EXPECT
3 0x1e1 0x1f 0x1f 1 0 1
{.phy_id=3, .advertising=481, .phy_id_mask=31, .reg_num_mask=31, .full_duplex=1, .force_media=0, .supports_gmii=1, .dev=0x0, .mdio_read=0x0, .mdio_write=0x0}
1
