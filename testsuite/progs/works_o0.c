/* cflags: -g -O0 */
/* works.h's calls, built with -g -O0 */
#include "works.h"

int main(void)
{
	return works_calls("works_o0", work);
}
