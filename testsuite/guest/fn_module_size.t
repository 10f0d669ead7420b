# module_size(): stap's form, in KB: the module's data and text (its layout
# on 6.1, one core allocation; its mem[] on 6.12), the contexts, the
# output's buffers and the script's data tapc allocated; text, contexts and
# output never empty in a tapc module.
=== PROG
probe begin { println(module_size()); exit() }
=== EXPECT_REGEX
[0-9]+data/[1-9][0-9]*text/[1-9][0-9]*ctx/[1-9][0-9]*net/[0-9]+alloc kb
