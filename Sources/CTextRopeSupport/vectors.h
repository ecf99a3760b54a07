#ifndef TEXTENGINE_VECTORS_H
#define TEXTENGINE_VECTORS_H

#include <stdint.h>

/* The vectors of the UTF-16 kernels (TextRope's counts, TextDocument's line census and needle
   scans), in Clang's portable vector extensions: eight units for any CPU (SSE2 on x86-64, NEON on
   ARM), sixteen for the AVX2 kernels chosen at run time. A comparison gives 0 or -1 per lane, so a
   lane that adds comparisons counts down: the sums negate it back. */

typedef uint16_t textrope_u16x8 __attribute__((vector_size(16)));
typedef int16_t textrope_i16x8 __attribute__((vector_size(16)));
typedef int32_t textrope_i32x8 __attribute__((vector_size(32)));
typedef uint16_t textrope_u16x16 __attribute__((vector_size(32)));
typedef int16_t textrope_i16x16 __attribute__((vector_size(32)));
typedef int32_t textrope_i32x16 __attribute__((vector_size(64)));

/* A vector of type `vector_t` read from `units`, which need not be aligned. */
#define TEXTROPE_LOAD(vector_t, units)                       \
    ({                                                       \
        vector_t loaded_;                                    \
        __builtin_memcpy(&loaded_, (units), sizeof loaded_); \
        loaded_;                                             \
    })

/* The sum of the lanes of `v`, each a negated count, widened to `wide_t` so that it cannot
   overflow. */
#define TEXTROPE_NEGATED_SUM(v, wide_t) (-(intptr_t)__builtin_reduce_add(__builtin_convertvector((v), wide_t)))

#define textrope_load8(units) TEXTROPE_LOAD(textrope_u16x8, units)
#define textrope_load16(units) TEXTROPE_LOAD(textrope_u16x16, units)
#define textrope_negated_sum8(v) TEXTROPE_NEGATED_SUM(v, textrope_i32x8)
#define textrope_negated_sum16(v) TEXTROPE_NEGATED_SUM(v, textrope_i32x16)

#endif
