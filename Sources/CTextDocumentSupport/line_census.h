#ifndef TEXTDOC_LINE_CENSUS_H
#define TEXTDOC_LINE_CENSUS_H

#include <stdint.h>
#include "../CTextRopeSupport/vectors.h"

/* Counts the line endings of a stream of UTF-8 bytes or UTF-16 code units fed in blocks: LFs,
   CRs, and CRs directly followed by an LF (a CR LF may straddle two blocks). The style follows
   from the three: lone LFs are lf - crlf, lone CRs cr - crlf. A vector at a time, branch-free: the
   lanes' counts grow by one per block at most and are summed before they could overflow. */

typedef struct {
    intptr_t lf;
    intptr_t cr;
    intptr_t crlf;
    /* Whether the last unit counted was a CR. */
    uint8_t endsWithCR;
} textdoc_line_census;

typedef uint8_t textdoc_u8x16 __attribute__((vector_size(16)));
typedef int8_t textdoc_i8x16 __attribute__((vector_size(16)));

#define textdoc_load_u8x16(bytes) TEXTROPE_LOAD(textdoc_u8x16, bytes)
#define textdoc_negated_sum_bytes(v) TEXTROPE_NEGATED_SUM(v, textrope_i16x16)

/* The census of `n` units of type `unit_t`, `lanes` of them a vector (`uvec_t` read by `load`,
   `ivec_t` the lanes' counts, which `sum` adds up). A lane may take `flush` blocks before its
   count could overflow. Each block also reads the unit after it, for the CR LF pairs. */
#define TEXTDOC_CENSUS_KERNEL(name, unit_t, uvec_t, ivec_t, lanes, flush, load, sum)           \
    static inline void name(textdoc_line_census *census, const unit_t *units, intptr_t n) {  \
        if (n <= 0) return;                                                                  \
        if (census->endsWithCR && units[0] == '\n') census->crlf += 1;                       \
        intptr_t i = 0;                                                                      \
        ivec_t lf = {0}, cr = {0}, pairs = {0};                                              \
        int blocks = 0;                                                                      \
        for (; i + (lanes) + 1 <= n; i += (lanes)) {                                         \
            uvec_t v = load(units + i);                                                      \
            uvec_t next = load(units + i + 1);                                               \
            ivec_t isCR = (ivec_t)(v == '\r');                                               \
            lf += (ivec_t)(v == '\n');                                                       \
            cr += isCR;                                                                      \
            pairs += isCR & (ivec_t)(next == '\n');                                          \
            if (++blocks == (flush)) {                                                       \
                census->lf += sum(lf);                                                       \
                census->cr += sum(cr);                                                       \
                census->crlf += sum(pairs);                                                  \
                lf = cr = pairs = (ivec_t){0};                                               \
                blocks = 0;                                                                  \
            }                                                                                \
        }                                                                                    \
        census->lf += sum(lf);                                                               \
        census->cr += sum(cr);                                                               \
        census->crlf += sum(pairs);                                                          \
        for (; i < n; i++) {                                                                 \
            unit_t u = units[i];                                                             \
            census->lf += u == '\n';                                                         \
            if (u == '\r') {                                                                 \
                census->cr += 1;                                                             \
                if (i + 1 < n && units[i + 1] == '\n') census->crlf += 1;                    \
            }                                                                                \
        }                                                                                    \
        census->endsWithCR = units[n - 1] == '\r';                                           \
    }

/* Sixteen bytes a block. */
TEXTDOC_CENSUS_KERNEL(textdoc_census_bytes, uint8_t, textdoc_u8x16, textdoc_i8x16, 16, 127, textdoc_load_u8x16,
                      textdoc_negated_sum_bytes)

/* Eight UTF-16 code units a block (a rope's chunks). */
TEXTDOC_CENSUS_KERNEL(textdoc_census_units, uint16_t, textrope_u16x8, textrope_i16x8, 8, 32767, textrope_load8,
                      textrope_negated_sum8)

#endif
