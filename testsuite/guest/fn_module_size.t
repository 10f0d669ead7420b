# module_size(): the module's sections in memory, from its layout on 6.1
# (one core allocation) and its mem[] on 6.12; text and data are never
# empty in a tapc module.
=== PROG
# module_size(): the module's sections in memory, from its layout on 6.1
# (one core allocation) and its mem[] on 6.12; text and data are never
# empty in a tapc module.
probe begin { println(module_size()); exit() }
=== EXPECT_REGEX
text [1-9][0-9]*, rodata [0-9]+, ro_after_init [0-9]+, data [1-9][0-9]* bytes
