#ifndef TEXTDOC_LINE_CENSUS_H
#define TEXTDOC_LINE_CENSUS_H

#include <stdint.h>

/* Counts the line endings of a byte stream fed in blocks: LF bytes, CR bytes, and CRs directly
   followed by an LF (a CR LF may straddle two blocks). The style follows from the three: lone LFs
   are lf - crlf, lone CRs cr - crlf. Sixteen bytes at a time, branch-free: the lanes' counts
   grow by one per block at most and are summed before they could overflow. */

typedef struct {
    intptr_t lf;
    intptr_t cr;
    intptr_t crlf;
    /* Whether the last byte counted was a CR. */
    uint8_t endsWithCR;
} textdoc_line_census;

typedef uint8_t textdoc_u8x16 __attribute__((vector_size(16)));
typedef int8_t textdoc_i8x16 __attribute__((vector_size(16)));
typedef int16_t textdoc_i16x16 __attribute__((vector_size(32)));

static inline textdoc_u8x16 textdoc_load_u8x16(const uint8_t *bytes) {
    textdoc_u8x16 v;
    __builtin_memcpy(&v, bytes, sizeof v);
    return v;
}

static inline intptr_t textdoc_negated_sum8(textdoc_i8x16 v) {
    return -(intptr_t)__builtin_reduce_add(__builtin_convertvector(v, textdoc_i16x16));
}

static inline void textdoc_census_bytes(textdoc_line_census *census, const uint8_t *bytes, intptr_t n) {
    if (n <= 0) return;
    if (census->endsWithCR && bytes[0] == '\n') census->crlf += 1;
    intptr_t i = 0;
    textdoc_i8x16 lf = {0}, cr = {0}, pairs = {0};
    int blocks = 0;
    /* Each block also reads the byte after it, for the CR LF pairs. */
    for (; i + 17 <= n; i += 16) {
        textdoc_u8x16 v = textdoc_load_u8x16(bytes + i);
        textdoc_u8x16 next = textdoc_load_u8x16(bytes + i + 1);
        textdoc_i8x16 isCR = (textdoc_i8x16)(v == '\r');
        lf += (textdoc_i8x16)(v == '\n');
        cr += isCR;
        pairs += isCR & (textdoc_i8x16)(next == '\n');
        if (++blocks == 127) {
            census->lf += textdoc_negated_sum8(lf);
            census->cr += textdoc_negated_sum8(cr);
            census->crlf += textdoc_negated_sum8(pairs);
            lf = cr = pairs = (textdoc_i8x16){0};
            blocks = 0;
        }
    }
    census->lf += textdoc_negated_sum8(lf);
    census->cr += textdoc_negated_sum8(cr);
    census->crlf += textdoc_negated_sum8(pairs);
    for (; i < n; i++) {
        uint8_t b = bytes[i];
        census->lf += b == '\n';
        if (b == '\r') {
            census->cr += 1;
            if (i + 1 < n && bytes[i + 1] == '\n') census->crlf += 1;
        }
    }
    census->endsWithCR = bytes[n - 1] == '\r';
}

/* The same census of UTF-16 code units (a rope's chunks), eight units at a time. */
typedef uint16_t textdoc_census_u16x8 __attribute__((vector_size(16)));
typedef int16_t textdoc_census_i16x8 __attribute__((vector_size(16)));
typedef int32_t textdoc_census_i32x8 __attribute__((vector_size(32)));

static inline textdoc_census_u16x8 textdoc_load_u16x8(const uint16_t *units) {
    textdoc_census_u16x8 v;
    __builtin_memcpy(&v, units, sizeof v);
    return v;
}

static inline intptr_t textdoc_negated_sum16(textdoc_census_i16x8 v) {
    return -(intptr_t)__builtin_reduce_add(__builtin_convertvector(v, textdoc_census_i32x8));
}

static inline void textdoc_census_units(textdoc_line_census *census, const uint16_t *units, intptr_t n) {
    if (n <= 0) return;
    if (census->endsWithCR && units[0] == '\n') census->crlf += 1;
    intptr_t i = 0;
    textdoc_census_i16x8 lf = {0}, cr = {0}, pairs = {0};
    int blocks = 0;
    for (; i + 9 <= n; i += 8) {
        textdoc_census_u16x8 v = textdoc_load_u16x8(units + i);
        textdoc_census_u16x8 next = textdoc_load_u16x8(units + i + 1);
        textdoc_census_i16x8 isCR = (textdoc_census_i16x8)(v == '\r');
        lf += (textdoc_census_i16x8)(v == '\n');
        cr += isCR;
        pairs += isCR & (textdoc_census_i16x8)(next == '\n');
        if (++blocks == 32767) {
            census->lf += textdoc_negated_sum16(lf);
            census->cr += textdoc_negated_sum16(cr);
            census->crlf += textdoc_negated_sum16(pairs);
            lf = cr = pairs = (textdoc_census_i16x8){0};
            blocks = 0;
        }
    }
    census->lf += textdoc_negated_sum16(lf);
    census->cr += textdoc_negated_sum16(cr);
    census->crlf += textdoc_negated_sum16(pairs);
    for (; i < n; i++) {
        uint16_t u = units[i];
        census->lf += u == '\n';
        if (u == '\r') {
            census->cr += 1;
            if (i + 1 < n && units[i + 1] == '\n') census->crlf += 1;
        }
    }
    census->endsWithCR = units[n - 1] == '\r';
}

#endif
