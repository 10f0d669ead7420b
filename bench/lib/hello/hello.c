// SPDX-License-Identifier: GPL-2.0
/* The smallest module kbuild makes: the yardstick for pass 4's time. */
#include <linux/init.h>
#include <linux/module.h>

static int __init hello_init(void)
{
	pr_info("hello\n");
	return 0;
}

static void __exit hello_exit(void)
{
	pr_info("goodbye\n");
}

module_init(hello_init);
module_exit(hello_exit);
MODULE_LICENSE("GPL");
