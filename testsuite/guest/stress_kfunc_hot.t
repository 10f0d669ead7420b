# Function probes on the kernel's hot paths, under load: the slab
# allocators (kmem_cache_alloc and __kmalloc, their _noprof names on
# 6.12), the scheduler (schedule), device interrupts (handle_irq_event)
# and the timer interrupt (hrtimer_interrupt), while the target walks
# /proc and /sys (a file tree walk: allocations) and forks 50 children
# (a fork storm: the scheduler); every probe fires, each hit counted per
# CPU in a statistic (whose `<<<` shares its lock: an exclusive one
# taken on every hit would skip hits past MAXSKIPPED), and the guest's
# kernel log stays clean.
=== TIMEOUT 60
=== CMD sh -c 'find /proc/self /sys/kernel /sys/class > /dev/null 2>&1; i=0; while [ $i -lt 50 ]; do /bin/true & i=$((i + 1)); done; wait'
=== PROG
# Function probes on the kernel's hot paths, under load: the slab
# allocators (kmem_cache_alloc and __kmalloc, their _noprof names on
# 6.12), the scheduler (schedule), device interrupts (handle_irq_event)
# and the timer interrupt (hrtimer_interrupt), while the target walks
# /proc and /sys (a file tree walk: allocations) and forks 50 children
# (a fork storm: the scheduler); every probe fires, each hit counted per
# CPU in a statistic (whose `<<<` shares its lock: an exclusive one
# taken on every hit would skip hits past MAXSKIPPED), and the guest's
# kernel log stays clean.
global hits, cpus, target_allocs

probe kernel.function("kmem_cache_alloc") ?, kernel.function("kmem_cache_alloc_noprof") ?,
      kernel.function("__kmalloc") ?, kernel.function("__kmalloc_noprof") ? {
	hits["alloc"] <<< 1
	if (pid() == target())
		target_allocs <<< 1
}
probe kernel.function("schedule") { hits["schedule"] <<< 1; cpus[cpu()] <<< 1 }
probe kernel.function("handle_irq_event") { hits["device irq"] <<< 1 }
probe kernel.function("hrtimer_interrupt") { hits["timer irq"] <<< 1 }

probe end {
	foreach (what in hits+)
		printf("%s: %s\n", what, @count(hits[what]) > 0 ? "fired" : "silent")
	printf("the target allocated: %d\n", @count(target_allocs) > 100)
	printf("schedule on every CPU: %d\n", [0] in cpus && [1] in cpus)
}
=== FILTER
sort
=== EXPECT
alloc: fired
device irq: fired
schedule on every CPU: 1
schedule: fired
the target allocated: 1
timer irq: fired
