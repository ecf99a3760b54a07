#ifndef TEXTENGINE_COUNT_H
#define TEXTENGINE_COUNT_H

#include "count_blocks.h"
#include "count_avx2.h"

/* The counts of `n` units at `units` that follow `previous` (0: nothing before them). O(n).
   Sixteen units at a time where the CPU can (half the instructions of the pastes, splits and scans
   that count long runs), else eight. */
static inline textrope_counts textrope_count(const uint16_t *units, intptr_t n, uint16_t previous) {
#if defined(__x86_64__)
    if (n >= 32 && textrope_has_avx2()) return textrope_count_avx2(units, n, previous);
#endif
    return textrope_count_by8(units, n, previous);
}

#endif
