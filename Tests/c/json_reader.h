/* The JSON reader under the trace loader (trace.c): just what the editing traces' format needs.
 * Every function returns 0 (or, for json_accept, whether it consumed) and -1 once the reader has
 * failed, with the message in the reader's error buffer. */
#ifndef TEXTENGINE_TEST_JSON_READER_H
#define TEXTENGINE_TEST_JSON_READER_H

#include <stddef.h>
#include <stdint.h>

/* A cursor over the JSON text; the first error stops everything. */
typedef struct reader {
    const char *p;
    const char *end;
    const char *start;
    char *error;
    size_t error_size;
    int failed;
} reader;

/* Fails the reader with a message (printf-style) prefixed by the byte offset; returns -1. */
int json_fail(reader *r, const char *format, ...);
/* Consumes `c` (after space) or fails. */
int json_expect(reader *r, char c);
/* Whether the next character (after space) is `c`; consumes it if so. */
int json_accept(reader *r, char c);
/* A string, unescaped into a malloc'd NUL-terminated UTF-8 buffer (never longer than its JSON). */
int json_read_string(reader *r, char **out, size_t *out_length);
/* An integer (the format has no fractions). */
int json_read_integer(reader *r, int64_t *out);
/* Skips any value (keys the loader does not use); `depth` is how deeply it is nested (over 64 fails). */
int json_skip_value(reader *r, int depth);

#endif
