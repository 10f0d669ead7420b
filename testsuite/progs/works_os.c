/* cflags: -g -Os */
/* works.h's calls, built with -g -Os */
#include "works.h"

int main(void)
{
	return works_calls("works_os", work);
}
