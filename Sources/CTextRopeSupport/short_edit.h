#ifndef TEXTENGINE_SHORT_EDIT_H
#define TEXTENGINE_SHORT_EDIT_H

/* The recount of an edit that replaces at most eight units by at most eight, inside one block of
   a leaf's storage, without a loop or a call. */

#include "count_blocks.h"

/* Copies n <= 8 units with at most four loads and stores, whatever n is: two overlapping words
   of the size class (a loop of n steps mispredicts its exit once per call). */
static inline void textrope_copy_short(uint16_t *destination, const uint16_t *source, intptr_t n) {
    if (n >= 4) {
        uint64_t a, b;
        __builtin_memcpy(&a, source, 8);
        __builtin_memcpy(&b, source + n - 4, 8);
        __builtin_memcpy(destination, &a, 8);
        __builtin_memcpy(destination + n - 4, &b, 8);
    } else if (n >= 2) {
        uint32_t a, b;
        __builtin_memcpy(&a, source, 4);
        __builtin_memcpy(&b, source + n - 2, 4);
        __builtin_memcpy(destination, &a, 4);
        __builtin_memcpy(destination + n - 2, &b, 4);
    } else if (n == 1) {
        *destination = *source;
    }
}

/* All ones in lanes `first` to `first + n` of a block, zero elsewhere. */
static inline textrope_i16x8 textrope_lanes(intptr_t first, intptr_t n) {
    textrope_i16x8 lane = {0, 1, 2, 3, 4, 5, 6, 7};
    textrope_i16x8 start = (textrope_i16x8){0} + (int16_t)first;
    return (lane >= start) & (lane < start + (int16_t)n);
}

/* One block's lanes from `first` to `first + n` (0 <= first, first + n <= 8) counted, each after
   the lane before it and the lane `first` after `previous`: per lane, the negated UTF-8 bytes past
   the first, plus 64 times the negated trails after a lead, plus 2048 times the negated
   terminators (`textrope_replace_short` takes the three sums apart). */
static inline textrope_i16x8 textrope_count_lanes(textrope_u16x8 v, intptr_t first, intptr_t n, uint16_t previous) {
    textrope_i16x8 lane = {0, 1, 2, 3, 4, 5, 6, 7};
    textrope_u16x8 atFirst = (textrope_u16x8)(lane == (int16_t)first);
    textrope_u16x8 shifted = __builtin_shufflevector((textrope_u16x8){0}, v, 0, 8, 9, 10, 11, 12, 13, 14);
    textrope_u16x8 before = (shifted & ~atFirst) | (((textrope_u16x8){0} + previous) & atFirst);
    textrope_i16x8 e = {0}, p = {0}, l = {0};
    textrope_count8(v, before, &e, &p, &l);
    return (e + p * (int16_t)64 + l * (int16_t)2048) & textrope_lanes(first, n);
}

/* Whether lanes `first` to `first + n` of both blocks hold only ASCII units other than LF, VT, FF
   and CR: units that each count one scalar and one UTF-8 byte, whatever comes before them, and
   end no line. */
static inline int textrope_is_plain_span(textrope_u16x8 a, textrope_u16x8 b, intptr_t first, intptr_t n) {
    textrope_i16x8 special = (textrope_i16x8)((a > 0x7F) | ((textrope_u16x8)(a - 0x0A) < 4) | (b > 0x7F)
                                              | ((textrope_u16x8)(b - 0x0A) < 4));
    return __builtin_reduce_or(special & textrope_lanes(first, n)) == 0;
}

/* Replaces the `removed` units at window[first...] by the n units at `source` (removed, n <= 8,
   first + both <= 8; the 8 units at `window` readable, those written inside them) and returns how
   the counts change, both runs counted after `previous`, without a loop: a short edit's recount.
   The units after the run are not recounted (the caller corrects the one that follows it). When
   both runs are plain ASCII (most short edits of code and prose), each unit counts one of
   everything and no terminator, and the lanes are not counted. */
static inline textrope_counts textrope_replace_short(uint16_t *window, intptr_t first, intptr_t removed,
                                                     const uint16_t *source, intptr_t n, uint16_t previous) {
    textrope_u16x8 before = textrope_load8(window);
    textrope_copy_short(window + first, source, n);
    textrope_u16x8 after = textrope_load8(window);
    if (textrope_is_plain_span(before, after, first, removed > n ? removed : n)) {
        textrope_counts plain = {n - removed, n - removed, 0};
        return plain;
    }
    textrope_i16x8 change = textrope_count_lanes(after, first, n, previous)
                            - textrope_count_lanes(before, first, removed, previous);
    /* The lane sums of the three counts' changes lie in [-16, 16], [-8, 8] and [-8, 8]: their
       packed sum stays within 16 bits, and the low 6 bits and the next 5 hold the first two. */
    change += __builtin_shufflevector(change, change, 4, 5, 6, 7, 0, 1, 2, 3);
    change += __builtin_shufflevector(change, change, 2, 3, 0, 1, 2, 3, 0, 1);
    change += __builtin_shufflevector(change, change, 1, 0, 1, 0, 1, 0, 1, 0);
    intptr_t packed = -(intptr_t)change[0];
    intptr_t extra = ((packed + 32) & 63) - 32;
    intptr_t rest = (packed - extra) / 64;
    intptr_t pairs = ((rest + 16) & 31) - 16;
    intptr_t lines = (rest - pairs) / 32;
    textrope_counts counts = {n - removed - pairs, n - removed + extra - 2 * pairs, lines};
    return counts;
}

#endif
