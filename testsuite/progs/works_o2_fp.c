/* cflags: -g -O2 -fno-omit-frame-pointer */
/* works.h's calls, built with -g -O2 -fno-omit-frame-pointer */
#include "works.h"

int main(void)
{
	return works_calls("works_o2_fp", work);
}
