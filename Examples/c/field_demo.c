/*
 * field_demo: TextEngine from C. A rope holding a document, grapheme boundaries over it, and a
 * text field whose delegate (C function pointers) refuses digits, with its events printed.
 *
 *   make example-c
 * or by hand, after `swift build`:
 *   gcc -std=c99 -Iinclude Examples/c/field_demo.c -L.build/debug -lTextEngineC \
 *       -Wl,-rpath,"$PWD/.build/debug" -o field_demo && ./field_demo
 */
#include <stdio.h>
#include <string.h>

#include "textengine.h"

/* Stops the program with the library's message when a call fails. */
#define TRY(call)                                                                  \
    do {                                                                           \
        if ((call) != TE_OK) {                                                     \
            fprintf(stderr, "field_demo: %s failed: %s\n", #call, te_last_error()); \
            return 1;                                                              \
        }                                                                          \
    } while (0)

static bool no_digits(te_field *field, void *context, int64_t location, int64_t length, const char *replacement,
                      int64_t replacement_length, const uint16_t *utf16, int64_t utf16_length) {
    bool allowed = strpbrk(replacement, "0123456789") == NULL;
    (void)field, (void)context, (void)replacement_length, (void)utf16, (void)utf16_length;
    printf("  should change {%lld,%lld} to \"%s\"? %s\n", (long long)location, (long long)length, replacement,
           allowed ? "yes" : "no");
    return allowed;
}

static void on_event(te_field *field, void *context, uint32_t event) {
    te_range selection;
    (void)context;
    te_control_selection(te_field_control(field), &selection);
    printf("  event 0x%05x, caret at %lld\n", (unsigned)event, (long long)selection.location);
}

int main(void) {
    /* A document in a rope: edits and conversions are O(log n), copies O(1). */
    const char *text = "Caf\xC3\xA9 \xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD ok";
    te_rope *rope = NULL;
    te_breaker *breaker = NULL;
    int64_t offset = 0, next = 0, scalar = 0;
    TRY(te_rope_new_utf8(text, TE_NUL_TERMINATED, &rope));
    printf("\"%s\": %lld UTF-16 units, %lld scalars, %lld bytes\n", text, (long long)te_rope_utf16_count(rope),
           (long long)te_rope_scalar_count(rope), (long long)te_rope_utf8_count(rope));

    /* Where a caret may stand: grapheme cluster boundaries (the thumbs-up with its skin tone is one). */
    TRY(te_breaker_new(rope, &breaker));
    printf("caret stops:");
    for (offset = 0; offset != TE_NOT_FOUND; offset = next) {
        TRY(te_rope_scalar_offset_for_utf16(rope, offset, &scalar));
        printf(" %lld (scalar %lld)", (long long)offset, (long long)scalar);
        TRY(te_breaker_next_boundary(breaker, TE_BOUNDARY_GRAPHEME, offset, &next));
    }
    printf("\n");
    te_breaker_free(breaker);
    te_rope_free(rope);

    /* A text field with a delegate and an event handler. */
    {
        te_field *field = te_field_new();
        te_control *control = te_field_control(field);
        te_field_delegate delegate = {0};
        char typed[64];
        delegate.should_change_characters = no_digits;
        TRY(te_field_set_delegate(field, &delegate));
        TRY(te_field_set_event_handler(field, on_event, NULL));
        printf("focus:\n");
        TRY(te_control_focus(control, NULL));
        printf("type \"R2D2\":\n");
        TRY(te_control_type_utf8(control, "R2D2", TE_NUL_TERMINATED));
        TRY(te_control_copy_text_utf8(control, typed, sizeof typed, NULL));
        printf("text: \"%s\"\n", typed);
        te_field_free(field);
    }
    return 0;
}
