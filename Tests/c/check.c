#include "check.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

long check_count = 0;
long check_failures = 0;

void check_failed(const char *file, int line, const char *format, ...) {
    va_list arguments;
    check_failures++;
    fprintf(stderr, "%s:%d: check failed: ", file, line);
    va_start(arguments, format);
    vfprintf(stderr, format, arguments);
    va_end(arguments);
    fputc('\n', stderr);
}

const char *status_name(te_status status) {
    const char *name = te_status_name(status);
    return name ? name : "(not a status)";
}

void check_strings(const char *file, int line, const char *what, const char *actual, const char *expected) {
    check_count++;
    if (actual == NULL || strcmp(actual, expected) != 0) {
        check_failed(file, line, "%s is\n---\n%s\n---\nexpected\n---\n%s\n---", what, actual ? actual : "(NULL)", expected);
    }
}

static char log_buffer[1 << 16];
static size_t log_used = 0;

void log_clear(void) {
    log_used = 0;
    log_buffer[0] = '\0';
}

void log_line(const char *format, ...) {
    va_list arguments;
    int written;
    if (log_used + 1 >= sizeof log_buffer) return;
    va_start(arguments, format);
    written = vsnprintf(log_buffer + log_used, sizeof log_buffer - log_used, format, arguments);
    va_end(arguments);
    if (written < 0) return;
    log_used += (size_t)written;
    if (log_used + 1 >= sizeof log_buffer) {
        log_used = sizeof log_buffer - 1;
        return;
    }
    log_buffer[log_used++] = '\n';
    log_buffer[log_used] = '\0';
}

const char *log_text(void) { return log_buffer; }

const char *control_text(te_control *control) {
    static char text[4096];
    int64_t length = 0;
    if (te_control_copy_text_utf8(control, text, sizeof text, &length) != TE_OK) return "(copy failed)";
    return text;
}

const char *rope_text(const te_rope *rope) {
    static char text[4096];
    if (te_rope_copy_utf8(rope, 0, te_rope_utf16_count(rope), text, sizeof text, NULL) != TE_OK) return "(copy failed)";
    return text;
}

const char *document_text(const te_document *document) {
    static char text[4096];
    if (te_document_copy_utf8(document, 0, te_document_utf16_count(document), text, sizeof text, NULL) != TE_OK) {
        return "(copy failed)";
    }
    return text;
}

const char *range_text(te_range range) {
    static char texts[4][48];
    static int next = 0;
    char *text = texts[next];
    next = (next + 1) % 4;
    snprintf(text, sizeof texts[0], "{%lld,%lld}", (long long)range.location, (long long)range.length);
    return text;
}

void log_show(te_control *control) {
    te_range selection, marked;
    char marked_text[48];
    te_control_selection(control, &selection);
    te_control_marked_range(control, &marked);
    if (marked.location == TE_NOT_FOUND) {
        strcpy(marked_text, "none");
    } else {
        strcpy(marked_text, range_text(marked));
    }
    log_line("text \"%s\" selection %s marked %s editing %s utf16 %lld scalars %lld graphemes %lld", control_text(control),
             range_text(selection), marked_text, te_control_is_editing(control) ? "yes" : "no",
             (long long)te_control_utf16_count(control), (long long)te_control_scalar_count(control),
             (long long)te_control_grapheme_count(control));
}
