#ifndef TEXTENGINE_UTF8_DECODE_H
#define TEXTENGINE_UTF8_DECODE_H

#include <stdint.h>
#include "count_avx2.h"

/* UTF-8 to UTF-16 for the well-formed part of a block: the decoder's fast path, which stops
   before the first sequence that is ill-formed or runs past the block's end and leaves that
   sequence to the caller's state machine. ASCII is widened sixteen bytes at a time, up to the
   first byte that needs more. */

typedef uint8_t textrope_u8x16 __attribute__((vector_size(16)));
typedef int8_t textrope_i8x16 __attribute__((vector_size(16)));

/* The number of leading bytes below 0x80 among sixteen, of which at least one is not. */
static inline intptr_t textrope_leading_ascii(textrope_u8x16 bytes) {
    uint64_t low, high;
    __builtin_memcpy(&low, &bytes, sizeof low);
    __builtin_memcpy(&high, (const uint8_t *)&bytes + 8, sizeof high);
    low &= 0x8080808080808080u;
    high &= 0x8080808080808080u;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return low != 0 ? __builtin_ctzll(low) / 8 : 8 + __builtin_ctzll(high) / 8;
#else
    return low != 0 ? __builtin_clzll(low) / 8 : 8 + __builtin_clzll(high) / 8;
#endif
}

/* Decodes the well-formed sequences at the start of the `n` bytes at `in` into `out`, stopping
   before the first sequence that is ill-formed or incomplete (a second byte after E0, ED, F0 or
   F4 outside its narrower range counts as ill-formed). `out` must have room for `n` units.
   Sets `*written` to the units written; returns the bytes consumed. O(n). */
static inline intptr_t textrope_utf8_decode(const uint8_t *in, intptr_t n, uint16_t *out, intptr_t *written) {
    intptr_t i = 0;
    uint16_t *o = out;
    while (i < n) {
        while (i + 16 <= n) {
            textrope_u8x16 v;
            __builtin_memcpy(&v, in + i, sizeof v);
            textrope_u16x16 wide = __builtin_convertvector(v, textrope_u16x16);
            __builtin_memcpy(o, &wide, sizeof wide);
            if (__builtin_reduce_or((textrope_i8x16)v < 0) != 0) {
                intptr_t ascii = textrope_leading_ascii(v);
                o += ascii;
                i += ascii;
                break;
            }
            o += 16;
            i += 16;
        }
        if (i >= n) break;
        uint8_t b = in[i];
        if (b < 0x80) {
            *o++ = b;
            i += 1;
        } else if (b >= 0xC2 && b <= 0xDF) {
            if (i + 1 >= n || (in[i + 1] & 0xC0) != 0x80) break;
            *o++ = (uint16_t)((b & 0x1F) << 6 | (in[i + 1] & 0x3F));
            i += 2;
        } else if (b >= 0xE0 && b <= 0xEF) {
            if (i + 2 >= n) break;
            uint8_t c1 = in[i + 1], c2 = in[i + 2];
            if ((c1 & 0xC0) != 0x80 || (c2 & 0xC0) != 0x80) break;
            if ((b == 0xE0 && c1 < 0xA0) || (b == 0xED && c1 > 0x9F)) break;
            *o++ = (uint16_t)((b & 0x0F) << 12 | (c1 & 0x3F) << 6 | (c2 & 0x3F));
            i += 3;
        } else if (b >= 0xF0 && b <= 0xF4) {
            if (i + 3 >= n) break;
            uint8_t c1 = in[i + 1], c2 = in[i + 2], c3 = in[i + 3];
            if ((c1 & 0xC0) != 0x80 || (c2 & 0xC0) != 0x80 || (c3 & 0xC0) != 0x80) break;
            if ((b == 0xF0 && c1 < 0x90) || (b == 0xF4 && c1 > 0x8F)) break;
            uint32_t scalar = (uint32_t)(b & 0x07) << 18 | (uint32_t)(c1 & 0x3F) << 12 | (uint32_t)(c2 & 0x3F) << 6 | (c3 & 0x3F);
            scalar -= 0x10000;
            *o++ = (uint16_t)(0xD800 + (scalar >> 10));
            *o++ = (uint16_t)(0xDC00 + (scalar & 0x3FF));
            i += 4;
        } else {
            break;
        }
    }
    *written = o - out;
    return i;
}

#endif
