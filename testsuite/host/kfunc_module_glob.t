# module("GLOB").function(...): a glob over the installed modules' names
# ('-' and '_' alike), each match listed under the module's own name
=== ARGS -l module("dumm?").function("dummy_set*")
=== PROG
# -l of a module glob
=== EXPECT
module("dummy").function("dummy_setup")
