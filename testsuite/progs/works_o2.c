/* cflags: -g -O2 */
/* works.h's calls, built with -g -O2 */
#include "works.h"

int main(void)
{
	return works_calls("works_o2", work);
}
