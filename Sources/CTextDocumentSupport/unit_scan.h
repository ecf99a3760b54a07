#ifndef TEXTDOC_UNIT_SCAN_H
#define TEXTDOC_UNIT_SCAN_H

#include <stdint.h>
#include "../CTextRopeSupport/cpu.h"
#include "../CTextRopeSupport/vectors.h"

/* Scans of a run of UTF-16 code units for where a needle may start, a vector of positions at a
   time: eight with SSE2, sixteen (two vectors a step) with AVX2, chosen at run time for runs of 64
   units or more.

   textdoc_find_units tests two probe units of the needle at once (at offsets p and q, which the
   caller picks among the needle's rarer units), so that only the few positions where both agree
   are compared in full. textdoc_find_any_unit finds the first unit equal to any of up to eight
   values: the units a case-insensitive needle can start with. */

typedef char textdoc_scan_c8x16 __attribute__((vector_size(16)));
typedef char textdoc_scan_c8x32 __attribute__((vector_size(32)));

/* One bit per lane (two per 16-bit lane on x86, which the callers halve). */
static inline uint32_t textdoc_scan_mask8(textrope_i16x8 lanes) {
#if defined(__x86_64__)
    return (uint32_t)__builtin_ia32_pmovmskb128((textdoc_scan_c8x16)lanes) & 0x5555u;
#else
    uint32_t mask = 0;
    for (int k = 0; k < 8; k++) mask |= (uint32_t)(lanes[k] != 0) << (2 * k);
    return mask;
#endif
}

static inline int textdoc_units_equal(const uint16_t *a, const uint16_t *b, intptr_t m) {
    return __builtin_memcmp(a, b, (size_t)m * 2) == 0;
}

static inline intptr_t textdoc_find_units_by8(const uint16_t *units, intptr_t n, const uint16_t *needle, intptr_t m,
                                              intptr_t p, intptr_t q, intptr_t from) {
    const textrope_u16x8 first = (textrope_u16x8){0} + needle[p];
    const textrope_u16x8 second = (textrope_u16x8){0} + needle[q];
    intptr_t i = from;
    for (; i + 8 + m - 1 <= n; i += 8) {
        textrope_i16x8 hit = (textrope_i16x8)(textrope_load8(units + i + p) == first) &
                             (textrope_i16x8)(textrope_load8(units + i + q) == second);
        uint32_t mask = textdoc_scan_mask8(hit);
        while (mask != 0) {
            intptr_t at = i + (__builtin_ctz(mask) >> 1);
            if (textdoc_units_equal(units + at, needle, m)) return at;
            mask &= mask - 1;
        }
    }
    for (; i + m <= n; i++) {
        if (units[i + p] == needle[p] && units[i + q] == needle[q] && textdoc_units_equal(units + i, needle, m)) return i;
    }
    return -1;
}

#if defined(__x86_64__)
__attribute__((target("avx2"))) static inline intptr_t textdoc_find_units_avx2(const uint16_t *units, intptr_t n,
                                                                               const uint16_t *needle, intptr_t m,
                                                                               intptr_t p, intptr_t q, intptr_t from) {
    const textrope_u16x16 first = (textrope_u16x16){0} + needle[p];
    const textrope_u16x16 second = (textrope_u16x16){0} + needle[q];
    intptr_t i = from;
    /* Two vectors a step, one test of both: in cache, twice the rate of one a step. */
    for (; i + 32 + m - 1 <= n; i += 32) {
        textrope_i16x16 a = (textrope_i16x16)(textrope_load16(units + i + p) == first) &
                            (textrope_i16x16)(textrope_load16(units + i + q) == second);
        textrope_i16x16 b = (textrope_i16x16)(textrope_load16(units + i + 16 + p) == first) &
                            (textrope_i16x16)(textrope_load16(units + i + 16 + q) == second);
        if (__builtin_ia32_pmovmskb256((textdoc_scan_c8x32)(a | b)) == 0) continue;
        uint64_t mask = ((uint64_t)((uint32_t)__builtin_ia32_pmovmskb256((textdoc_scan_c8x32)a) & 0x55555555u)) |
                        ((uint64_t)((uint32_t)__builtin_ia32_pmovmskb256((textdoc_scan_c8x32)b) & 0x55555555u) << 32);
        while (mask != 0) {
            intptr_t at = i + (__builtin_ctzll(mask) >> 1);
            if (textdoc_units_equal(units + at, needle, m)) return at;
            mask &= mask - 1;
        }
    }
    return textdoc_find_units_by8(units, n, needle, m, p, q, i);
}
#endif

/* The first i in [from, n - m] where the `m` units of `needle` (m >= 1) occur in the `n` units
   at `units`, or -1. `p` and `q` (0 <= p <= q < m) are the probe offsets. O(n) on ordinary
   text; every position where both probes match is compared in full. */
static inline intptr_t textdoc_find_units(const uint16_t *units, intptr_t n, const uint16_t *needle, intptr_t m,
                                          intptr_t p, intptr_t q, intptr_t from) {
#if defined(__x86_64__)
    if (n - from >= 64 && textrope_has_avx2()) return textdoc_find_units_avx2(units, n, needle, m, p, q, from);
#endif
    return textdoc_find_units_by8(units, n, needle, m, p, q, from);
}

static inline intptr_t textdoc_find_any_unit_by8(const uint16_t *units, intptr_t n, const uint16_t *set, int k,
                                                 intptr_t from) {
    intptr_t i = from;
    for (; i + 8 <= n; i += 8) {
        textrope_u16x8 v = textrope_load8(units + i);
        textrope_i16x8 hit = {0};
        for (int j = 0; j < k; j++) hit |= (textrope_i16x8)(v == ((textrope_u16x8){0} + set[j]));
        uint32_t mask = textdoc_scan_mask8(hit);
        if (mask != 0) return i + (__builtin_ctz(mask) >> 1);
    }
    for (; i < n; i++) {
        for (int j = 0; j < k; j++) {
            if (units[i] == set[j]) return i;
        }
    }
    return -1;
}

#if defined(__x86_64__)
__attribute__((target("avx2"))) static inline intptr_t textdoc_find_any_unit_avx2(const uint16_t *units, intptr_t n,
                                                                                  const uint16_t *set, int k,
                                                                                  intptr_t from) {
    intptr_t i = from;
    for (; i + 16 <= n; i += 16) {
        textrope_u16x16 v = textrope_load16(units + i);
        textrope_i16x16 hit = {0};
        for (int j = 0; j < k; j++) hit |= (textrope_i16x16)(v == ((textrope_u16x16){0} + set[j]));
        uint32_t mask = (uint32_t)__builtin_ia32_pmovmskb256((textdoc_scan_c8x32)hit) & 0x55555555u;
        if (mask != 0) return i + (__builtin_ctz(mask) >> 1);
    }
    return textdoc_find_any_unit_by8(units, n, set, k, i);
}
#endif

/* The first i in [from, n) where units[i] is one of the `k` (1...8) units of `set`, or -1. O(n). */
static inline intptr_t textdoc_find_any_unit(const uint16_t *units, intptr_t n, const uint16_t *set, int k,
                                             intptr_t from) {
#if defined(__x86_64__)
    if (n - from >= 64 && textrope_has_avx2()) return textdoc_find_any_unit_avx2(units, n, set, k, from);
#endif
    return textdoc_find_any_unit_by8(units, n, set, k, from);
}

#endif
