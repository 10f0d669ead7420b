/* cflags: -g -O2 -shared -fPIC */
/* works.h's work() in a shared library built with -g -O2, which works_dl
 * loads */
#define WORKS_LIB
#include "works.h"
