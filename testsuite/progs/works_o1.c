/* cflags: -g -O1 */
/* works.h's calls, built with -g -O1 */
#include "works.h"

int main(void)
{
	return works_calls("works_o1", work);
}
