#include "trace.h"

#include "json_reader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static int add_patch(reader *r, trace *t, size_t *capacity, trace_patch patch) {
    if (t->count == *capacity) {
        size_t grown = *capacity ? *capacity * 2 : 1024;
        trace_patch *patches = realloc(t->patches, grown * sizeof *patches);
        if (patches == NULL) return json_fail(r, "out of memory");
        t->patches = patches;
        *capacity = grown;
    }
    t->patches[t->count++] = patch;
    return 0;
}

/* [[pos, del, "ins"], ...] */
static int read_patches(reader *r, trace *t, size_t *capacity) {
    if (json_expect(r, '[') < 0) return -1;
    if (json_accept(r, ']')) return 0;
    do {
        trace_patch patch;
        if (json_expect(r, '[') < 0 || json_read_integer(r, &patch.position) < 0 || json_expect(r, ',') < 0 ||
            json_read_integer(r, &patch.deleted) < 0 || json_expect(r, ',') < 0 ||
            json_read_string(r, &patch.inserted, &patch.inserted_length) < 0)
            return -1;
        if (json_expect(r, ']') < 0 || add_patch(r, t, capacity, patch) < 0) {
            free(patch.inserted);
            return -1;
        }
    } while (json_accept(r, ','));
    return json_expect(r, ']');
}

/* [{"patches": [...], other keys skipped}, ...] */
static int read_transactions(reader *r, trace *t, size_t *capacity) {
    if (json_expect(r, '[') < 0) return -1;
    if (json_accept(r, ']')) return 0;
    do {
        if (json_expect(r, '{') < 0) return -1;
        if (json_accept(r, '}')) continue;
        do {
            char *key;
            size_t length;
            int status;
            if (json_read_string(r, &key, &length) < 0) return -1;
            status = json_expect(r, ':');
            if (status == 0) status = strcmp(key, "patches") == 0 ? read_patches(r, t, capacity) : json_skip_value(r, 0);
            free(key);
            if (status < 0) return -1;
        } while (json_accept(r, ','));
        if (json_expect(r, '}') < 0) return -1;
    } while (json_accept(r, ','));
    return json_expect(r, ']');
}

int trace_parse(const char *json, size_t length, trace *out, char *error, size_t error_size) {
    reader r = {json, json + length, json, error, error_size, 0};
    size_t capacity = 0;
    memset(out, 0, sizeof *out);
    if (json_expect(&r, '{') == 0 && !json_accept(&r, '}')) {
        do {
            char *key;
            size_t key_length;
            int status;
            if (json_read_string(&r, &key, &key_length) < 0) break;
            status = json_expect(&r, ':');
            if (status == 0) {
                if (strcmp(key, "startContent") == 0 && out->start == NULL) {
                    status = json_read_string(&r, &out->start, &out->start_length);
                } else if (strcmp(key, "endContent") == 0 && out->end == NULL) {
                    status = json_read_string(&r, &out->end, &out->end_length);
                } else if (strcmp(key, "txns") == 0) {
                    status = read_transactions(&r, out, &capacity);
                } else {
                    status = json_skip_value(&r, 0);
                }
            }
            free(key);
            if (status < 0) break;
        } while (json_accept(&r, ','));
        if (!r.failed) json_expect(&r, '}');
    }
    if (!r.failed && (out->start == NULL || out->end == NULL)) json_fail(&r, "startContent or endContent missing");
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
