/* cflags: -g -O0 -fomit-frame-pointer */
/* works.h's calls, built with -g -O0 -fomit-frame-pointer */
#include "works.h"

int main(void)
{
	return works_calls("works_o0_nofp", work);
}
