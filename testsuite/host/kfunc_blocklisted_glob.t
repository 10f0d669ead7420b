# a glob over the kernel's functions passes over the ones stap's
# translator never probes: of the functions with "raw_spin" in their
# names, the raw spinlocks' own are left out, regmap's kept
=== ARGS -l kernel.function("*raw_spin*")
=== PROG
# a glob over the kernel's functions passes over the ones stap's
=== EXPECT
kernel.function("regmap_lock_raw_spinlock")
kernel.function("regmap_unlock_raw_spinlock")
