/* Editing traces (the Fixtures/traces files, *.json.gz) read with zlib and a JSON reader for their format:
 * {"startContent": "", "endContent": "...", "txns": [{"patches": [[pos, del, "ins"], ...], ...}, ...]}
 * Positions and deletions count Unicode scalars; text is kept as UTF-8. */
#ifndef TEXTENGINE_TEST_TRACE_H
#define TEXTENGINE_TEST_TRACE_H

#include <stddef.h>
#include <stdint.h>

typedef struct trace_patch {
    int64_t position; /* in Unicode scalars */
    int64_t deleted;  /* in Unicode scalars */
    char *inserted;   /* UTF-8, NUL-terminated */
    size_t inserted_length;
} trace_patch;

typedef struct trace {
    char *start;
    size_t start_length;
    char *end;
    size_t end_length;
    trace_patch *patches;
    size_t count;
} trace;

/* Reads a gzip-compressed trace. Returns 0, or -1 with a message in `error`. */
int trace_load(const char *path, trace *out, char *error, size_t error_size);
/* Parses an uncompressed trace. Returns 0, or -1 with a message in `error`. */
int trace_parse(const char *json, size_t length, trace *out, char *error, size_t error_size);
void trace_free(trace *t);

#endif
