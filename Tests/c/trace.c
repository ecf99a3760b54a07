#include "trace.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* A cursor over the JSON text; the first error stops everything. */
typedef struct reader {
    const char *p;
    const char *end;
    const char *start;
    char *error;
    size_t error_size;
    int failed;
} reader;

static int fail(reader *r, const char *format, ...) {
    va_list arguments;
    size_t used;
    if (r->failed) return -1;
    r->failed = 1;
    used = (size_t)snprintf(r->error, r->error_size, "byte %ld: ", (long)(r->p - r->start));
    if (used < r->error_size) {
        va_start(arguments, format);
        vsnprintf(r->error + used, r->error_size - used, format, arguments);
        va_end(arguments);
    }
    return -1;
}

static void skip_space(reader *r) {
    while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')) r->p++;
}

static int expect(reader *r, char c) {
    skip_space(r);
    if (r->p >= r->end || *r->p != c) return fail(r, "expected '%c'", c);
    r->p++;
    return 0;
}

/* Whether the next character (after space) is `c`; consumes it if so. */
static int accept(reader *r, char c) {
    skip_space(r);
    if (r->p < r->end && *r->p == c) {
        r->p++;
        return 1;
    }
    return 0;
}

static int hex4(reader *r, unsigned *value) {
    int i;
    *value = 0;
    if (r->end - r->p < 4) return fail(r, "truncated \\u escape");
    for (i = 0; i < 4; i++) {
        char c = *r->p++;
        *value <<= 4;
        if (c >= '0' && c <= '9') *value |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f') *value |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') *value |= (unsigned)(c - 'A' + 10);
        else return fail(r, "bad hex digit in \\u escape");
    }
    return 0;
}

static size_t put_utf8(char *out, unsigned scalar) {
    if (scalar < 0x80) {
        out[0] = (char)scalar;
        return 1;
    }
    if (scalar < 0x800) {
        out[0] = (char)(0xC0 | (scalar >> 6));
        out[1] = (char)(0x80 | (scalar & 0x3F));
        return 2;
    }
    if (scalar < 0x10000) {
        out[0] = (char)(0xE0 | (scalar >> 12));
        out[1] = (char)(0x80 | ((scalar >> 6) & 0x3F));
        out[2] = (char)(0x80 | (scalar & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (scalar >> 18));
    out[1] = (char)(0x80 | ((scalar >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((scalar >> 6) & 0x3F));
    out[3] = (char)(0x80 | (scalar & 0x3F));
    return 4;
}

/* A string, unescaped into a malloc'd NUL-terminated UTF-8 buffer (never longer than its JSON). */
static int read_string(reader *r, char **out, size_t *out_length) {
    const char *close;
    char *text;
    size_t n = 0;
    if (expect(r, '"') < 0) return -1;
    /* Its JSON ends at the first quote that no backslash escapes. */
    for (close = r->p; close < r->end && *close != '"'; close++) {
        if (*close == '\\' && close + 1 < r->end) close++;
    }
    text = malloc((size_t)(close - r->p) + 1);
    if (text == NULL) return fail(r, "out of memory");
    while (r->p < r->end && *r->p != '"') {
        char c = *r->p++;
        unsigned scalar, low;
        if (c != '\\') {
            text[n++] = c;
            continue;
        }
        if (r->p >= r->end) break;
        c = *r->p++;
        switch (c) {
        case '"': case '\\': case '/': text[n++] = c; break;
        case 'b': text[n++] = '\b'; break;
        case 'f': text[n++] = '\f'; break;
        case 'n': text[n++] = '\n'; break;
        case 'r': text[n++] = '\r'; break;
        case 't': text[n++] = '\t'; break;
        case 'u':
            if (hex4(r, &scalar) < 0) break;
            if (scalar >= 0xD800 && scalar < 0xDC00) {
                if (r->end - r->p < 6 || r->p[0] != '\\' || r->p[1] != 'u') {
                    fail(r, "lone surrogate escape");
                    break;
                }
                r->p += 2;
                if (hex4(r, &low) < 0) break;
                if (low < 0xDC00 || low >= 0xE000) {
                    fail(r, "lone surrogate escape");
                    break;
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00);
            } else if (scalar >= 0xDC00 && scalar < 0xE000) {
                fail(r, "lone surrogate escape");
                break;
            }
            n += put_utf8(text + n, scalar);
            break;
        default:
            fail(r, "bad escape \\%c", c);
        }
        if (r->failed) break;
    }
    if (!r->failed && r->p >= r->end) fail(r, "unterminated string");
    if (r->failed) {
        free(text);
        return -1;
    }
    r->p++;
    text[n] = '\0';
    *out = text;
    *out_length = n;
    return 0;
}

/* An integer (the format has no fractions). */
static int read_integer(reader *r, int64_t *out) {
    int negative = 0, digits = 0;
    int64_t value = 0;
    skip_space(r);
    if (r->p < r->end && *r->p == '-') {
        negative = 1;
        r->p++;
    }
    while (r->p < r->end && *r->p >= '0' && *r->p <= '9') {
        if (value > (INT64_MAX - 9) / 10) return fail(r, "integer too large");
        value = value * 10 + (*r->p++ - '0');
        digits++;
    }
    if (digits == 0) return fail(r, "expected an integer");
    if (r->p < r->end && (*r->p == '.' || *r->p == 'e' || *r->p == 'E')) return fail(r, "expected an integer");
    *out = negative ? -value : value;
    return 0;
}

/* Skips any value (the "time" of a transaction, and keys the reader does not use). */
static int skip_value(reader *r, int depth) {
    char *ignored;
    size_t length;
    skip_space(r);
    if (depth > 64) return fail(r, "nesting too deep");
    if (r->p >= r->end) return fail(r, "expected a value");
    switch (*r->p) {
    case '"':
        if (read_string(r, &ignored, &length) < 0) return -1;
        free(ignored);
        return 0;
    case '{':
        r->p++;
        if (accept(r, '}')) return 0;
        do {
            if (read_string(r, &ignored, &length) < 0) return -1;
            free(ignored);
            if (expect(r, ':') < 0 || skip_value(r, depth + 1) < 0) return -1;
        } while (accept(r, ','));
        return expect(r, '}');
    case '[':
        r->p++;
        if (accept(r, ']')) return 0;
        do {
            if (skip_value(r, depth + 1) < 0) return -1;
        } while (accept(r, ','));
        return expect(r, ']');
    default:
        while (r->p < r->end && strchr(",]} \t\r\n", *r->p) == NULL) r->p++;
        return 0;
    }
}

static int add_patch(reader *r, trace *t, size_t *capacity, trace_patch patch) {
    if (t->count == *capacity) {
        size_t grown = *capacity ? *capacity * 2 : 1024;
        trace_patch *patches = realloc(t->patches, grown * sizeof *patches);
        if (patches == NULL) return fail(r, "out of memory");
        t->patches = patches;
        *capacity = grown;
    }
    t->patches[t->count++] = patch;
    return 0;
}

/* [[pos, del, "ins"], ...] */
static int read_patches(reader *r, trace *t, size_t *capacity) {
    if (expect(r, '[') < 0) return -1;
    if (accept(r, ']')) return 0;
    do {
        trace_patch patch;
        if (expect(r, '[') < 0 || read_integer(r, &patch.position) < 0 || expect(r, ',') < 0 ||
            read_integer(r, &patch.deleted) < 0 || expect(r, ',') < 0 ||
            read_string(r, &patch.inserted, &patch.inserted_length) < 0)
            return -1;
        if (expect(r, ']') < 0 || add_patch(r, t, capacity, patch) < 0) {
            free(patch.inserted);
            return -1;
        }
    } while (accept(r, ','));
    return expect(r, ']');
}

/* [{"patches": [...], other keys skipped}, ...] */
static int read_transactions(reader *r, trace *t, size_t *capacity) {
    if (expect(r, '[') < 0) return -1;
    if (accept(r, ']')) return 0;
    do {
        if (expect(r, '{') < 0) return -1;
        if (accept(r, '}')) continue;
        do {
            char *key;
            size_t length;
            int status;
            if (read_string(r, &key, &length) < 0) return -1;
            status = expect(r, ':');
            if (status == 0) status = strcmp(key, "patches") == 0 ? read_patches(r, t, capacity) : skip_value(r, 0);
            free(key);
            if (status < 0) return -1;
        } while (accept(r, ','));
        if (expect(r, '}') < 0) return -1;
    } while (accept(r, ','));
    return expect(r, ']');
}

int trace_parse(const char *json, size_t length, trace *out, char *error, size_t error_size) {
    reader r = {json, json + length, json, error, error_size, 0};
    size_t capacity = 0;
    memset(out, 0, sizeof *out);
    if (expect(&r, '{') == 0 && !accept(&r, '}')) {
        do {
            char *key;
            size_t key_length;
            int status;
            if (read_string(&r, &key, &key_length) < 0) break;
            status = expect(&r, ':');
            if (status == 0) {
                if (strcmp(key, "startContent") == 0 && out->start == NULL) {
                    status = read_string(&r, &out->start, &out->start_length);
                } else if (strcmp(key, "endContent") == 0 && out->end == NULL) {
                    status = read_string(&r, &out->end, &out->end_length);
                } else if (strcmp(key, "txns") == 0) {
                    status = read_transactions(&r, out, &capacity);
                } else {
                    status = skip_value(&r, 0);
                }
            }
            free(key);
            if (status < 0) break;
        } while (accept(&r, ','));
        if (!r.failed) expect(&r, '}');
    }
    if (!r.failed && (out->start == NULL || out->end == NULL)) fail(&r, "startContent or endContent missing");
    if (r.failed) {
        trace_free(out);
        return -1;
    }
    return 0;
}

int trace_load(const char *path, trace *out, char *error, size_t error_size) {
    gzFile file = gzopen(path, "rb");
    char *json = NULL;
    size_t length = 0, capacity = 0;
    int status;
    memset(out, 0, sizeof *out);
    if (file == NULL) {
        snprintf(error, error_size, "%s: cannot open", path);
        return -1;
    }
    for (;;) {
        int n;
        if (capacity - length < (1 << 20)) {
            char *grown = realloc(json, capacity + (1 << 22));
            if (grown == NULL) {
                snprintf(error, error_size, "%s: out of memory", path);
                status = -1;
                goto done;
            }
            json = grown;
            capacity += 1 << 22;
        }
        n = gzread(file, json + length, 1 << 20);
        if (n < 0) {
            int code;
            snprintf(error, error_size, "%s: %s", path, gzerror(file, &code));
            status = -1;
            goto done;
        }
        if (n == 0) break;
        length += (size_t)n;
    }
    status = trace_parse(json, length, out, error, error_size);
done:
    gzclose(file);
    free(json);
    return status;
}

void trace_free(trace *t) {
    size_t i;
    for (i = 0; i < t->count; i++) free(t->patches[i].inserted);
    free(t->patches);
    free(t->start);
    free(t->end);
    memset(t, 0, sizeof *t);
}
