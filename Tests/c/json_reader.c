#include "json_reader.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int json_fail(reader *r, const char *format, ...) {
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

static void json_skip_space(reader *r) {
    while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')) r->p++;
}

int json_expect(reader *r, char c) {
    json_skip_space(r);
    if (r->p >= r->end || *r->p != c) return json_fail(r, "expected '%c'", c);
    r->p++;
    return 0;
}

int json_accept(reader *r, char c) {
    json_skip_space(r);
    if (r->p < r->end && *r->p == c) {
        r->p++;
        return 1;
    }
    return 0;
}

static int hex4(reader *r, unsigned *value) {
    int i;
    *value = 0;
    if (r->end - r->p < 4) return json_fail(r, "truncated \\u escape");
    for (i = 0; i < 4; i++) {
        char c = *r->p++;
        *value <<= 4;
        if (c >= '0' && c <= '9') *value |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f') *value |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') *value |= (unsigned)(c - 'A' + 10);
        else return json_fail(r, "bad hex digit in \\u escape");
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

int json_read_string(reader *r, char **out, size_t *out_length) {
    const char *close;
    char *text;
    size_t n = 0;
    if (json_expect(r, '"') < 0) return -1;
    /* Its JSON ends at the first quote that no backslash escapes. */
    for (close = r->p; close < r->end && *close != '"'; close++) {
        if (*close == '\\' && close + 1 < r->end) close++;
    }
    text = malloc((size_t)(close - r->p) + 1);
    if (text == NULL) return json_fail(r, "out of memory");
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
                    json_fail(r, "lone surrogate escape");
                    break;
                }
                r->p += 2;
                if (hex4(r, &low) < 0) break;
                if (low < 0xDC00 || low >= 0xE000) {
                    json_fail(r, "lone surrogate escape");
                    break;
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00);
            } else if (scalar >= 0xDC00 && scalar < 0xE000) {
                json_fail(r, "lone surrogate escape");
                break;
            }
            n += put_utf8(text + n, scalar);
            break;
        default:
            json_fail(r, "bad escape \\%c", c);
        }
        if (r->failed) break;
    }
    if (!r->failed && r->p >= r->end) json_fail(r, "unterminated string");
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

int json_read_integer(reader *r, int64_t *out) {
    int negative = 0, digits = 0;
    int64_t value = 0;
    json_skip_space(r);
    if (r->p < r->end && *r->p == '-') {
        negative = 1;
        r->p++;
    }
    while (r->p < r->end && *r->p >= '0' && *r->p <= '9') {
        if (value > (INT64_MAX - 9) / 10) return json_fail(r, "integer too large");
        value = value * 10 + (*r->p++ - '0');
        digits++;
    }
    if (digits == 0) return json_fail(r, "expected an integer");
    if (r->p < r->end && (*r->p == '.' || *r->p == 'e' || *r->p == 'E')) return json_fail(r, "expected an integer");
    *out = negative ? -value : value;
    return 0;
}

int json_skip_value(reader *r, int depth) {
    char *ignored;
    size_t length;
    json_skip_space(r);
    if (depth > 64) return json_fail(r, "nesting too deep");
    if (r->p >= r->end) return json_fail(r, "expected a value");
    switch (*r->p) {
    case '"':
        if (json_read_string(r, &ignored, &length) < 0) return -1;
        free(ignored);
        return 0;
    case '{':
        r->p++;
        if (json_accept(r, '}')) return 0;
        do {
            if (json_read_string(r, &ignored, &length) < 0) return -1;
            free(ignored);
            if (json_expect(r, ':') < 0 || json_skip_value(r, depth + 1) < 0) return -1;
        } while (json_accept(r, ','));
        return json_expect(r, '}');
    case '[':
        r->p++;
        if (json_accept(r, ']')) return 0;
        do {
            if (json_skip_value(r, depth + 1) < 0) return -1;
        } while (json_accept(r, ','));
        return json_expect(r, ']');
    default:
        while (r->p < r->end && strchr(",]} \t\r\n", *r->p) == NULL) r->p++;
        return 0;
    }
}
