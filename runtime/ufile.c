// SPDX-License-Identifier: GPL-2.0
/*
 * The file a user address of the current task is in when the module has
 * no tables of it (no process probe, -d or --ldd names it): a frame
 * there is printed as stap prints it, "0xADDR [PATH+0xOFF/0xEXTENT]",
 * the file's path, the address's offset from where the file is loaded
 * and how far that load reaches.
 *
 * Found in the task's memory map when a frame is printed, under the
 * mmap lock only tried, never waited for, as usym.c reads the map for
 * the binaries with tables (tapc_umap_lock: probes may run with
 * interrupts off or in the scheduler, where no sleeping lock may be
 * waited for); without the lock the address stays bare. stap keeps a
 * record of every process's mappings instead, from a callback on each
 * mmap; a walk of a few VMAs when a frame is printed costs nothing
 * where no frame is printed, and the map is the kernel's own truth.
 *
 * The load's base is the start of the file's mapping at file offset 0,
 * walked back to over the VMAs of the same file. Its extent is what the
 * loader reserved for it, from the first loadable segment's page to the
 * page-aligned end of the last one's memory (its .bss too, which an
 * anonymous mapping holds, so the map alone does not tell it): read from
 * the ELF program headers the base maps, without a fault (a page not
 * present fails the read); where they cannot be read so, the end of
 * the file's last mapping. Nothing here sleeps: d_path takes only
 * seqlocks and RCU. The session's runner, where begin and end run, is
 * left out, as stap 5.6 leaves its own (stap-reference: a bare address
 * at begin and at end).
 */
#include <linux/dcache.h>
#include <linux/elf.h>
#include <linux/fs.h>
#include <linux/mm.h>

#define TAPC_UFILE_PATH 256
/* Walks over at most this many VMAs each way: a binary's load is a
 * few (a mapping per segment, and gaps between them). */
#define TAPC_UFILE_VMAS 16

/* probe hits on a CPU do not nest (and none reads the map in NMI) */
static DEFINE_PER_CPU(char [TAPC_UFILE_PATH], tapc_ufile_path);

static bool tapc_ufile_same(const struct vm_area_struct *a,
			    const struct vm_area_struct *b)
{
	return a && a->vm_file && file_inode(a->vm_file) == file_inode(b->vm_file);
}

/* How far the ELF image at base reaches (its PT_LOAD segments' pages,
 * as its loader reserved them), from its program headers in the task's
 * memory, of which `mapped` bytes are mapped there; 0 where they cannot
 * be read. */
static unsigned long tapc_ufile_extent(unsigned long base, unsigned long mapped)
{
	unsigned long lo = ULONG_MAX, hi = 0;
	Elf64_Ehdr eh;
	Elf64_Phdr ph;
	int i;

	if (!tapc_uread(&eh, base, sizeof(eh)) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh.e_phentsize != sizeof(ph) || eh.e_phnum > 64 ||
	    eh.e_phoff + (unsigned long)eh.e_phnum * sizeof(ph) > mapped)
		return 0;
	for (i = 0; i < eh.e_phnum; i++) {
		if (!tapc_uread(&ph, base + eh.e_phoff + i * sizeof(ph), sizeof(ph)))
			return 0;
		if (ph.p_type != PT_LOAD)
			continue;
		lo = min_t(unsigned long, lo, ph.p_vaddr & PAGE_MASK);
		hi = max_t(unsigned long, hi, PAGE_ALIGN(ph.p_vaddr + ph.p_memsz));
	}
	return hi > lo ? hi - lo : 0;
}

/* The file of the mapping holding addr, with the mmap lock held. */
static bool tapc_ufile_walk(struct mm_struct *mm, unsigned long addr,
			    struct tapc_ufile *out)
{
	VMA_ITERATOR(vmi, mm, addr);
	struct vm_area_struct *vma, *first, *v;
	char *buf = this_cpu_ptr(tapc_ufile_path), *path;
	unsigned long end;
	int i;

	vma = tapc_umap_vma(&vmi, addr);
	if (!vma)
		return false;
	/* back to the file's mapping at offset 0 */
	first = vma;
	for (i = 0; first->vm_pgoff && i < TAPC_UFILE_VMAS; i++) {
		v = vma_prev(&vmi);
		if (!tapc_ufile_same(v, vma))
			return false;
		first = v;
	}
	if (first->vm_pgoff)
		return false;
	/* forward to the end of its last mapping, the extent's fallback */
	vma_iter_init(&vmi, mm, vma->vm_end);
	end = vma->vm_end;
	for (i = 0; i < TAPC_UFILE_VMAS; i++) {
		v = vma_next(&vmi);
		if (!v || !tapc_ufile_same(v, vma) || v->vm_pgoff < vma->vm_pgoff)
			break;
		end = v->vm_end;
	}
#ifdef TAPC_HAVE_FILE_USER_PATH
	/* an overlay's file: the path the process opened, not the one under it */
	path = d_path(file_user_path(vma->vm_file), buf, TAPC_UFILE_PATH);
#else
	path = d_path(&vma->vm_file->f_path, buf, TAPC_UFILE_PATH);
#endif
	if (IS_ERR(path))
		return false;
	out->path = path;
	out->name = kbasename(path);
	out->base = first->vm_start;
	out->extent = tapc_ufile_extent(first->vm_start,
					first->vm_end - first->vm_start);
	if (!out->extent)
		out->extent = end - first->vm_start;
	return true;
}

bool tapc_ufile_find(unsigned long addr, struct tapc_ufile *out)
{
	struct mm_struct *mm = (current->flags & PF_KTHREAD) ? NULL : current->mm;
	enum tapc_umap_hold hold = tapc_umap_lock(mm);
	bool found = false;

	/* the session's runner (begin, end): stap 5.6 names none of its
	 * frames, its record of mappings leaving its own runner out */
	if (hold != TAPC_UMAP_NONE && current->tgid != tapc_runner_pid)
		found = tapc_ufile_walk(mm, addr, out);
	tapc_umap_unlock_(mm, hold);
	return found;
}
