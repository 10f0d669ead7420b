// SPDX-License-Identifier: GPL-2.0
/*
 * The kernel's addresses (tapc.h): its globals and functions move with
 * its image, which pass 3 knows as distances from one function; per-CPU
 * variables are each CPU's offset from their template (itself an offset
 * from 0, or an address that moves with the image), and a module's globals
 * are wherever the module was loaded, if it is.
 */
#include <linux/kallsyms.h>
#include <linux/percpu.h>

unsigned long tapc_kernel_address(long link_offset, const char *name)
{
	unsigned long addr = (unsigned long)sprint_symbol_no_offset +
		link_offset;
	char *found;
	bool same;

	if (!name)
		return addr;
	found = kmalloc(KSYM_SYMBOL_LEN, GFP_KERNEL);
	if (!found)
		return 0;
	sprint_symbol_no_offset(found, addr);
	same = strcmp(found, name) == 0;
	kfree(found);
	return same ? addr : 0;
}

unsigned long tapc_percpu_var(unsigned long offset)
{
	return (unsigned long)raw_cpu_ptr((void __percpu *)offset);
}

/* The loaded module named `name`, from this module's place in the
 * kernel's list of modules (RCU's: under preempt_disable), passing over
 * the list's head, which is in the kernel's data, not a module's; NULL
 * when it is not loaded. */
struct module *tapc_kmod_find(const char *name)
{
	struct module *mod;

	list_for_each_entry_rcu(mod, &THIS_MODULE->list, list) {
		unsigned long at = (unsigned long)&mod->list;

		if (at < MODULES_VADDR || at >= MODULES_END ||
		    mod->state == MODULE_STATE_UNFORMED)
			continue;
		if (!strcmp(mod->name, name))
			return mod;
	}
	return NULL;
}

/* A walk over the module's symbols, in probe context: the module list
 * and its kallsyms are RCU's, read with preemption off. */
unsigned long tapc_module_var(const char *module, const char *name)
{
	struct module *mod;
	unsigned long addr = 0;

	preempt_disable();
	mod = tapc_kmod_find(module);
	if (mod) {
		struct mod_kallsyms *ks = rcu_dereference_sched(mod->kallsyms);
		unsigned int i;

		for (i = 1; i < ks->num_symtab && !addr; i++) {
			const Elf_Sym *sym = &ks->symtab[i];

			if (sym->st_shndx != SHN_UNDEF &&
			    !strcmp(ks->strtab + sym->st_name, name))
				addr = sym->st_value;
		}
	}
	preempt_enable();
	return addr;
}
