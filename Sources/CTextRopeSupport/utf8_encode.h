#ifndef TEXTENGINE_UTF8_ENCODE_H
#define TEXTENGINE_UTF8_ENCODE_H

#include <stdint.h>
#include "count_blocks.h"

/* UTF-16 to UTF-8 for saving a text stored in runs (a rope's chunks): a surrogate pair split
   between two runs is joined, a lone surrogate becomes U+FFFD (EF BF BD), and line breaks are
   kept or converted: with an ending other than TEXTROPE_KEEP, every CR LF, lone CR and lone LF is
   written as that ending (a CR LF may straddle two runs). Plain ASCII is narrowed sixteen units
   at a time, up to the first unit that needs more. */

enum { TEXTROPE_KEEP = 0, TEXTROPE_LF = 1, TEXTROPE_CRLF = 2, TEXTROPE_CR = 3 };

typedef struct {
    /* A lead surrogate that ended the previous run, or 0. */
    uint16_t lead;
    /* Converting: whether a CR ended the previous run. */
    uint8_t cr;
} textrope_utf8_state;

typedef uint8_t textrope_u8x8 __attribute__((vector_size(8)));
typedef int8_t textrope_i8x8 __attribute__((vector_size(8)));

/* The first of eight lanes that is set (all bits), or 8 when none is. */
static inline intptr_t textrope_first_set_lane(textrope_i16x8 lanes) {
    textrope_i8x8 bytes = __builtin_convertvector(lanes, textrope_i8x8);
    uint64_t bits;
    __builtin_memcpy(&bits, &bytes, sizeof bits);
    if (bits == 0) return 8;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return __builtin_ctzll(bits) / 8;
#else
    return __builtin_clzll(bits) / 8;
#endif
}

static inline uint8_t *textrope_put_ending(uint8_t *out, int ending) {
    if (ending == TEXTROPE_CRLF) {
        *out++ = '\r';
        *out++ = '\n';
    } else {
        *out++ = ending == TEXTROPE_LF ? '\n' : '\r';
    }
    return out;
}

static inline uint8_t *textrope_put_scalar(uint8_t *out, uint32_t c) {
    if (c < 0x80) {
        *out++ = (uint8_t)c;
    } else if (c < 0x800) {
        *out++ = (uint8_t)(0xC0 | (c >> 6));
        *out++ = (uint8_t)(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        *out++ = (uint8_t)(0xE0 | (c >> 12));
        *out++ = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
        *out++ = (uint8_t)(0x80 | (c & 0x3F));
    } else {
        *out++ = (uint8_t)(0xF0 | (c >> 18));
        *out++ = (uint8_t)(0x80 | ((c >> 12) & 0x3F));
        *out++ = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
        *out++ = (uint8_t)(0x80 | (c & 0x3F));
    }
    return out;
}

/* Encodes `n` units that continue the text `state` has seen, into `out`, which must have room
   for 3 * n + 5 bytes. Returns the number of bytes written. */
static inline intptr_t textrope_utf8_encode(const uint16_t *units, intptr_t n, uint8_t *out, int ending,
                                           textrope_utf8_state *state) {
    uint8_t *start = out;
    intptr_t i = 0;
    if (n > 0 && state->lead != 0) {
        uint16_t unit = units[0];
        if ((unit & 0xFC00) == 0xDC00) {
            out = textrope_put_scalar(out, 0x10000 + ((uint32_t)(state->lead - 0xD800) << 10) + (unit - 0xDC00));
            i = 1;
        } else {
            out = textrope_put_scalar(out, 0xFFFD);
        }
        state->lead = 0;
    }
    if (i < n && state->cr) {
        out = textrope_put_ending(out, ending);
        if (units[i] == '\n') i += 1;
        state->cr = 0;
    }
    const textrope_u16x8 cr = (textrope_u16x8){0} + '\r', lf = (textrope_u16x8){0} + '\n';
    while (i < n) {
        /* Sixteen units at a time: all sixteen narrowed and stored, the output moved past the
           ASCII before the first unit that needs more (the room for 3 * n bytes covers the rest
           of the store). */
        while (i + 16 <= n) {
            textrope_u16x8 v, w;
            __builtin_memcpy(&v, units + i, sizeof v);
            __builtin_memcpy(&w, units + i + 8, sizeof w);
            textrope_i16x8 low_stop = (textrope_i16x8)(v > 0x7F), high_stop = (textrope_i16x8)(w > 0x7F);
            if (ending != TEXTROPE_KEEP) {
                low_stop |= (textrope_i16x8)(v == cr) | (textrope_i16x8)(v == lf);
                high_stop |= (textrope_i16x8)(w == cr) | (textrope_i16x8)(w == lf);
            }
            textrope_u8x8 low = __builtin_convertvector(v, textrope_u8x8), high = __builtin_convertvector(w, textrope_u8x8);
            __builtin_memcpy(out, &low, sizeof low);
            __builtin_memcpy(out + 8, &high, sizeof high);
            if (__builtin_reduce_or(low_stop | high_stop) == 0) {
                out += 16;
                i += 16;
                continue;
            }
            intptr_t ascii = textrope_first_set_lane(low_stop);
            if (ascii == 8) ascii += textrope_first_set_lane(high_stop);
            out += ascii;
            i += ascii;
            break;
        }
        if (i >= n) break;
        uint16_t unit = units[i++];
        if (unit < 0x80) {
            if (ending == TEXTROPE_KEEP || (unit != '\r' && unit != '\n')) {
                *out++ = (uint8_t)unit;
            } else if (unit == '\n') {
                out = textrope_put_ending(out, ending);
            } else if (i < n) {
                out = textrope_put_ending(out, ending);
                if (units[i] == '\n') i += 1;
            } else {
                state->cr = 1;
            }
        } else if ((unit & 0xFC00) == 0xD800) {
            if (i == n) {
                state->lead = unit;
            } else if ((units[i] & 0xFC00) == 0xDC00) {
                out = textrope_put_scalar(out, 0x10000 + ((uint32_t)(unit - 0xD800) << 10) + (units[i] - 0xDC00));
                i += 1;
            } else {
                out = textrope_put_scalar(out, 0xFFFD);
            }
        } else if ((unit & 0xFC00) == 0xDC00) {
            out = textrope_put_scalar(out, 0xFFFD);
        } else {
            out = textrope_put_scalar(out, unit);
            /* Scripts written outside ASCII come in runs. */
            while (i < n && units[i] > 0x7F && (units[i] & 0xF800) != 0xD800) out = textrope_put_scalar(out, units[i++]);
        }
    }
    return out - start;
}

/* Ends the text: a lead surrogate left waiting becomes U+FFFD, a CR left waiting its ending.
   Writes at most 5 bytes; returns how many. */
static inline intptr_t textrope_utf8_finish(uint8_t *out, int ending, textrope_utf8_state *state) {
    uint8_t *start = out;
    if (state->lead != 0) out = textrope_put_scalar(out, 0xFFFD);
    if (state->cr) out = textrope_put_ending(out, ending);
    state->lead = 0;
    state->cr = 0;
    return out - start;
}

#endif
