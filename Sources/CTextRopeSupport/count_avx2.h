#ifndef TEXTENGINE_COUNT_AVX2_H
#define TEXTENGINE_COUNT_AVX2_H

/* The counting kernel of count_blocks.h sixteen units at a time, for x86-64 CPUs with AVX2, chosen
   at run time: the package is built for the baseline x86-64, which has only SSE2. */

#include "count_blocks.h"
#include "cpu.h"

#if defined(__x86_64__)

__attribute__((target("avx2"))) static inline void textrope_count16(textrope_u16x16 v, textrope_u16x16 before,
                                                                    textrope_i16x16 *extra, textrope_i16x16 *pairs,
                                                                    textrope_i16x16 *lines) {
    textrope_i16x16 twoBytes = (textrope_i16x16)(v > 0x7F);
    textrope_i16x16 threeBytes = (textrope_i16x16)(v > 0x7FF);
    textrope_i16x16 trail = (textrope_i16x16)((v & 0xFC00) == 0xDC00);
    textrope_i16x16 afterLead = (textrope_i16x16)((before & 0xFC00) == 0xD800);
    textrope_i16x16 lf = (textrope_i16x16)(v == 0x0A) & ~(textrope_i16x16)(before == 0x0D);
    textrope_i16x16 other = (textrope_i16x16)(v == 0x0D) | (textrope_i16x16)(v == 0x85)
                            | (textrope_i16x16)((v & 0xFFFE) == 0x2028);
    *extra += twoBytes + threeBytes;
    *pairs += trail & afterLead;
    *lines += lf | other;
}

/* Whether all sixteen units are ASCII (one scalar and one UTF-8 byte each, no surrogate). */
__attribute__((target("avx2"))) static inline int textrope_is_ascii16(textrope_u16x16 v) {
    typedef long long textrope_i64x4 __attribute__((vector_size(32)));
    textrope_u16x16 high = (textrope_u16x16){0} + (uint16_t)0xFF80;
    return __builtin_ia32_ptestz256((textrope_i64x4)v, (textrope_i64x4)high);
}

/* The line terminators among sixteen ASCII units (LF not after a CR, and CR), as `textrope_count16`
   counts them. */
__attribute__((target("avx2"))) static inline textrope_i16x16 textrope_ascii_lines16(textrope_u16x16 v,
                                                                                    textrope_u16x16 before) {
    return ((textrope_i16x16)(v == 0x0A) & ~(textrope_i16x16)(before == 0x0D)) | (textrope_i16x16)(v == 0x0D);
}

/* Adds the counts gathered in 16-bit lanes (each lane negative, -1 per count) to the totals and
   clears the lanes: before a lane could overflow, and once at the end. */
__attribute__((target("avx2"))) static inline void textrope_drain16(textrope_i16x16 *extra16, textrope_i16x16 *pairs16,
                                                                   textrope_i16x16 *lines16, intptr_t *extra,
                                                                   intptr_t *pairs, intptr_t *lines) {
    *extra += textrope_negated_sum16(*extra16);
    *pairs += textrope_negated_sum16(*pairs16);
    *lines += textrope_negated_sum16(*lines16);
    *extra16 = *pairs16 = *lines16 = (textrope_i16x16){0};
}

/* `textrope_count` sixteen units at a time, for n >= 32 on a CPU with AVX2: the first block takes
   `previous` shifted in before its units, the others load the units before theirs, and the last
   ends the run with its already-counted lanes masked off. */
__attribute__((target("avx2"))) static inline textrope_counts textrope_count_avx2(const uint16_t *units, intptr_t n,
                                                                                  uint16_t previous) {
    textrope_i16x16 extra16 = {0}, pairs16 = {0}, lines16 = {0};
    textrope_u16x16 previous16 = (textrope_u16x16){0} + previous;
    textrope_u16x16 first = textrope_load16(units);
    textrope_count16(first,
                     __builtin_shufflevector(previous16, first, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
                                             29, 30),
                     &extra16, &pairs16, &lines16);
    intptr_t extra = 0, pairs = 0, lines = 0;
    intptr_t i = 16, blocks = 1;
    /* Sixty-four units that are all ASCII leave only their line terminators to count. Decided per
       sixty-four, not per sixteen: in prose with an accent every few words, a choice per block
       would be a branch the processor cannot predict. */
    for (; i + 64 <= n; i += 64) {
        textrope_u16x16 v0 = textrope_load16(units + i), v1 = textrope_load16(units + i + 16);
        textrope_u16x16 v2 = textrope_load16(units + i + 32), v3 = textrope_load16(units + i + 48);
        if (textrope_is_ascii16(v0 | v1 | v2 | v3)) {
            lines16 += textrope_ascii_lines16(v0, textrope_load16(units + i - 1));
            lines16 += textrope_ascii_lines16(v1, textrope_load16(units + i + 15));
            lines16 += textrope_ascii_lines16(v2, textrope_load16(units + i + 31));
            lines16 += textrope_ascii_lines16(v3, textrope_load16(units + i + 47));
        } else {
            textrope_count16(v0, textrope_load16(units + i - 1), &extra16, &pairs16, &lines16);
            textrope_count16(v1, textrope_load16(units + i + 15), &extra16, &pairs16, &lines16);
            textrope_count16(v2, textrope_load16(units + i + 31), &extra16, &pairs16, &lines16);
            textrope_count16(v3, textrope_load16(units + i + 47), &extra16, &pairs16, &lines16);
        }
        /* A lane gains at most 2 per block: drain the 16-bit lanes before they could overflow. */
        if ((blocks += 4) >= 8192) {
            textrope_drain16(&extra16, &pairs16, &lines16, &extra, &pairs, &lines);
            blocks = 0;
        }
    }
    for (; i + 16 <= n; i += 16) {
        textrope_count16(textrope_load16(units + i), textrope_load16(units + i - 1), &extra16, &pairs16, &lines16);
        if (++blocks == 8192) {
            textrope_drain16(&extra16, &pairs16, &lines16, &extra, &pairs, &lines);
            blocks = 0;
        }
    }
    if (i < n) {
        textrope_i16x16 lane = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
        textrope_i16x16 fresh = lane >= (int16_t)(16 - (n - i));
        textrope_i16x16 e = {0}, p = {0}, l = {0};
        textrope_count16(textrope_load16(units + n - 16), textrope_load16(units + n - 17), &e, &p, &l);
        extra16 += e & fresh;
        pairs16 += p & fresh;
        lines16 += l & fresh;
    }
    textrope_drain16(&extra16, &pairs16, &lines16, &extra, &pairs, &lines);
    textrope_counts counts = {n - pairs, n + extra - 2 * pairs, lines};
    return counts;
}
#endif

#endif
