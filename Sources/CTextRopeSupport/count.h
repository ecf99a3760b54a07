#ifndef TEXTENGINE_COUNT_H
#define TEXTENGINE_COUNT_H

#include "count_blocks.h"
#include "count_avx2.h"

/* The counts of `n` units at `units` that follow `previous` (0: nothing before them). O(n).
   Sixteen units at a time where the CPU can, for runs of 64 units or more (the pastes, splits and
   prefix counts, in about half the instructions), else eight: the sixteen-unit kernel is not
   inlined into code built for baseline x86-64, and the call and its wider sums cost the leaf
   scans' 32-unit steps more than it saved (UTF-8 -> UTF-16 conversions took 1.6x as long). */
static inline textrope_counts textrope_count(const uint16_t *units, intptr_t n, uint16_t previous) {
#if defined(__x86_64__)
    if (n >= 64 && textrope_has_avx2()) return textrope_count_avx2(units, n, previous);
#endif
    return textrope_count_by8(units, n, previous);
}

#endif
