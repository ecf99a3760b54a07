#ifndef TEXTENGINE_COUNT_BLOCKS_H
#define TEXTENGINE_COUNT_BLOCKS_H

#include <stdint.h>
#include "vectors.h"

/* What a run of UTF-16 code units adds to a rope's counts, eight units at a time with Clang's
   portable vector extensions (SSE2 on x86-64, NEON on ARM): Swift's SIMD types compiled these
   lane comparisons into per-lane loops through memory. Each unit counts after the one before it
   (the first after `previous`), exactly as `Counts.of(_:after:)` counts one:
   - one scalar, except a trail surrogate right after a lead (the pair is one scalar);
   - UTF-8 bytes: 1 below U+0080, 2 below U+0800, 3 otherwise, and 1 for a paired trail (a pair
     is 4 bytes; a lone surrogate takes the 3 of U+FFFD);
   - a line terminator for CR, LF not after a CR, U+0085, U+2028 and U+2029. */

typedef struct {
    intptr_t scalars;
    intptr_t utf8;
    intptr_t lines;
} textrope_counts;

/* Adds one block's lanes to the accumulators, as 0 or -1 per lane and count: `extra` the UTF-8
   bytes past the first (two masks), `pairs` the trails that follow a lead, `lines` the terminators.
   `v` holds the units and `before` the unit before each. */
static inline void textrope_count8(textrope_u16x8 v, textrope_u16x8 before, textrope_i16x8 *extra,
                                   textrope_i16x8 *pairs, textrope_i16x8 *lines) {
    textrope_i16x8 twoBytes = (textrope_i16x8)(v > 0x7F);
    textrope_i16x8 threeBytes = (textrope_i16x8)(v > 0x7FF);
    textrope_i16x8 trail = (textrope_i16x8)((v & 0xFC00) == 0xDC00);
    textrope_i16x8 afterLead = (textrope_i16x8)((before & 0xFC00) == 0xD800);
    textrope_i16x8 lf = (textrope_i16x8)(v == 0x0A) & ~(textrope_i16x8)(before == 0x0D);
    textrope_i16x8 other = (textrope_i16x8)(v == 0x0D) | (textrope_i16x8)(v == 0x85)
                           | (textrope_i16x8)((v & 0xFFFE) == 0x2028);
    *extra += twoBytes + threeBytes;
    *pairs += trail & afterLead;
    *lines += lf | other;
}

/* The counts of fewer than eight units, one at a time. */
static inline void textrope_count_short(const uint16_t *units, intptr_t n, uint16_t before, intptr_t *extra,
                                        intptr_t *pairs, intptr_t *lines) {
    for (intptr_t i = 0; i < n; i++) {
        uint16_t unit = units[i];
        if (unit < 0x80) {
            *lines += (unit == 0x0D) | ((unit == 0x0A) & (before != 0x0D));
        } else {
            *extra += 1 + (unit > 0x7FF);
            *pairs += ((unit & 0xFC00) == 0xDC00) & ((before & 0xFC00) == 0xD800);
            *lines += (unit == 0x85) | ((unit & 0xFFFE) == 0x2028);
        }
        before = unit;
    }
}

/* `textrope_count` eight units at a time, on any CPU. Every block is counted, without a test: code
   and mixed text end lines and leave ASCII too often for a per-block shortcut to be predicted
   (skipping blocks of printable ASCII made replaying the code traces and scanning mixed text
   slower, despite fewer instructions). */
static inline textrope_counts textrope_count_by8(const uint16_t *units, intptr_t n, uint16_t previous) {
    intptr_t extra = 0, pairs = 0, lines = 0;
    if (n < 8) {
        textrope_count_short(units, n, previous, &extra, &pairs, &lines);
    } else {
        textrope_i16x8 extra8 = {0}, pairs8 = {0}, lines8 = {0};
        textrope_u16x8 previous8 = {previous, previous, previous, previous, previous, previous, previous, previous};
        textrope_u16x8 first = textrope_load8(units);
        textrope_count8(first, __builtin_shufflevector(previous8, first, 0, 8, 9, 10, 11, 12, 13, 14),
                        &extra8, &pairs8, &lines8);
        intptr_t i = 8, blocks = 1;
        for (; i + 8 <= n; i += 8) {
            textrope_count8(textrope_load8(units + i), textrope_load8(units + i - 1), &extra8, &pairs8, &lines8);
            /* A lane gains at most 2 per block: flush the 16-bit lanes before they could overflow. */
            if (++blocks == 8192) {
                extra += textrope_negated_sum8(extra8);
                pairs += textrope_negated_sum8(pairs8);
                lines += textrope_negated_sum8(lines8);
                extra8 = pairs8 = lines8 = (textrope_i16x8){0};
                blocks = 0;
            }
        }
        if (i < n) {
            /* The last n - i units: the top lanes of the block that ends the run (n >= 9 here). */
            textrope_i16x8 lane = {0, 1, 2, 3, 4, 5, 6, 7};
            textrope_i16x8 fresh = lane >= (int16_t)(8 - (n - i));
            textrope_i16x8 e = {0}, p = {0}, l = {0};
            textrope_count8(textrope_load8(units + n - 8), textrope_load8(units + n - 9), &e, &p, &l);
            extra8 += e & fresh;
            pairs8 += p & fresh;
            lines8 += l & fresh;
        }
        extra += textrope_negated_sum8(extra8);
        pairs += textrope_negated_sum8(pairs8);
        lines += textrope_negated_sum8(lines8);
    }
    textrope_counts counts = {n - pairs, n + extra - 2 * pairs, lines};
    return counts;
}

#endif
