/* Writes to fd 1000 (which fails, EBADF) three buffers a probe can read
 * at write's entry: "hé€😀" in UTF-16 and in UTF-32, each ending in a NUL
 * character, then the bytes "a\0b\n\x01" of a binary buffer; then a
 * UTF-16 string with an unpaired surrogate. */
#include <stdint.h>
#include <unistd.h>

int main(void)
{
	static const uint16_t utf16[] = { 'h', 0xe9, 0x20ac, 0xd83d, 0xde00, 0 };
	static const uint32_t utf32[] = { 'h', 0xe9, 0x20ac, 0x1f600, 0 };
	static const char binary[] = { 'a', 0, 'b', '\n', 1 };
	static const uint16_t unpaired[] = { 'x', 0xdc00, 0 };

	write(1000, utf16, sizeof(utf16));
	write(1000, utf32, sizeof(utf32));
	write(1000, binary, sizeof(binary));
	write(1000, unpaired, sizeof(unpaired));
	return 0;
}
