# A global of the user's that nothing mentions is left out with stap's
# warning, which -W makes an error (a tapset's are left out silently).
=== ARGS -W -p2
=== STATUS 1
=== PROG
global used, unused, only_in_an_uncalled_function
probe begin { used = 1; exit() }
function f() { only_in_an_uncalled_function = 1 }
=== EXPECT
WARNING: Eliding unused variable 'unused': identifier 'unused' at warn_unused_global.stp:1:14
 source: global used, unused, only_in_an_uncalled_function
                      ^
WARNING: Eliding unused variable 'only_in_an_uncalled_function': identifier 'only_in_an_uncalled_function' at warn_unused_global.stp:1:22
 source: global used, unused, only_in_an_uncalled_function
                              ^
Pass 2: analysis failed.  [man error::pass2]
