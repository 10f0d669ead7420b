/* cflags: -g -O0 -shared -fPIC */
/* works.h's work() in a shared library built with -g -O0, which works_dl
 * loads */
#define WORKS_LIB
#include "works.h"
