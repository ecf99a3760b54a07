// The traits of supplementary code points, tabled lazily: a supplementary character costs ICU
// several property lookups (hundreds of instructions), too many for a query that the BMP answers
// from a table in Swift, and a full table of the 16 supplementary planes would take a quarter of
// a second to build. Blocks of 256 code points are built on first use instead and published with
// an atomic compare-and-swap, so threads may race to build one and all see a complete block.
#include "CICU.h"

#include <stdatomic.h>
#include <stdlib.h>

enum {
    FIRST = 0x10000,
    BLOCK_BITS = 8,
    BLOCK_SIZE = 1 << BLOCK_BITS,
    BLOCK_COUNT = (0x110000 - FIRST) >> BLOCK_BITS
};

static _Atomic(uint16_t *) blocks[BLOCK_COUNT];

// Builds and publishes block `index`; returns the published block (ours, or one another thread
// published first), or NULL when out of memory.
static uint16_t *build(size_t index) {
    uint16_t *block = malloc(BLOCK_SIZE * sizeof *block);
    if (block == NULL) {
        return NULL;
    }
    uint32_t first = FIRST + ((uint32_t)index << BLOCK_BITS);
    for (uint32_t i = 0; i < BLOCK_SIZE; i++) {
        block[i] = cicu_traits(first + i);
    }
    uint16_t *expected = NULL;
    if (!atomic_compare_exchange_strong_explicit(&blocks[index], &expected, block, memory_order_acq_rel,
                                                 memory_order_acquire)) {
        free(block);
        return expected;
    }
    return block;
}

uint16_t cicu_supplementary_traits(uint32_t codePoint) {
    if (codePoint < FIRST || codePoint > 0x10FFFF) {
        return cicu_traits(codePoint);
    }
    size_t index = (codePoint - FIRST) >> BLOCK_BITS;
    uint16_t *block = atomic_load_explicit(&blocks[index], memory_order_acquire);
    if (block == NULL && (block = build(index)) == NULL) {
        return cicu_traits(codePoint);
    }
    return block[codePoint & (BLOCK_SIZE - 1)];
}
