/* Bad arguments with valid handles: negative, NSNotFound-like and overflowing ranges and
 * offsets, ill-formed UTF-8 and UTF-16, bad lengths, NULL pointers, small or bad buffers,
 * out-of-domain enum values. Each gives its error and message and changes nothing. */
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* Ranges that no 3-unit text contains. */
static const int64_t bad_ranges[][2] = {
    {-1, 0}, {0, -1}, {4, 0}, {3, 1}, {2, 2}, {INT64_MAX, 0}, {1, INT64_MAX}, {INT64_MAX, INT64_MAX},
    {INT64_MIN, 0}, {2, INT64_MIN}, {INT64_MIN, INT64_MIN}, {-5, 6},
};
#define BAD_RANGE_COUNT (sizeof bad_ranges / sizeof bad_ranges[0])

/* Ill-formed UTF-8 and the offset of its first ill-formed sequence. */
static const struct {
    const char *bytes;
    int offset;
} bad_utf8[] = {
    {"\x80", 0},                 /* stray continuation */
    {"a\xC0\xAF", 1},            /* overlong '/' */
    {"ab\xE0\x80\x80", 2},       /* overlong, 3 bytes */
    {"\xF0\x80\x80\x80", 0},     /* overlong, 4 bytes */
    {"x\xED\xA0\x80", 1},        /* encoded surrogate */
    {"\xF4\x90\x80\x80", 0},     /* above U+10FFFF */
    {"ab\xE2\x82", 2},           /* truncated */
    {"a\xE2\x28\xA1", 1},        /* bad continuation */
    {"\xFF", 0},
    {"ok\xC3\xA9\xF5", 4},       /* never a lead */
};
#define BAD_UTF8_COUNT (sizeof bad_utf8 / sizeof bad_utf8[0])

/* A number as messages print it: INT64_MAX is NSNotFound. */
static void show_number(char shown[32], int64_t value) {
    if (value == INT64_MAX) snprintf(shown, 32, "NSNotFound");
    else snprintf(shown, 32, "%lld", (long long)value);
}

static void test_rope_arguments(void) {
    te_rope *rope = NULL, *made = NULL;
    const uint16_t units[] = {'x', 'y'};
    char message[160], text[8];
    uint16_t buffer[8];
    int64_t value = 0;
    te_range range;
    size_t i;
    CHECK_OK(te_rope_new_utf8("abc", 3, &rope));
    for (i = 0; i < BAD_RANGE_COUNT; i++) {
        int64_t location = bad_ranges[i][0], length = bad_ranges[i][1];
        char shown_location[32], shown_length[32];
        show_number(shown_location, location);
        show_number(shown_length, length);
        snprintf(message, sizeof message, "te_rope_replace_utf16: range {%s,%s} is out of bounds for length 3", shown_location,
                 shown_length);
        CHECK_ERROR(te_rope_replace_utf16(rope, location, length, units, 2), TE_ERROR_RANGE, message);
        CHECK_STR(te_rope_error(rope), message);
        CHECK_STATUS(te_rope_replace_utf8(rope, location, length, "x", 1), TE_ERROR_RANGE);
        CHECK_STATUS(te_rope_copy_utf8(rope, location, length, text, sizeof text, &value), TE_ERROR_RANGE);
        CHECK_STATUS(te_rope_copy_utf16(rope, location, length, buffer, 8, &value), TE_ERROR_RANGE);
        CHECK_STR(rope_text(rope), "abc");
    }
    /* Offsets outside 0...count, lines outside 0..<line_count. */
    CHECK_ERROR(te_rope_scalar_offset_for_utf16(rope, 4, &value), TE_ERROR_RANGE,
                "te_rope_scalar_offset_for_utf16: UTF-16 offset 4 is out of bounds for length 3");
    CHECK_ERROR(te_rope_utf8_offset_for_utf16(rope, -1, &value), TE_ERROR_RANGE,
                "te_rope_utf8_offset_for_utf16: UTF-16 offset -1 is out of bounds for length 3");
    CHECK_ERROR(te_rope_utf16_offset_for_utf8(rope, INT64_MAX, &value), TE_ERROR_RANGE,
                "te_rope_utf16_offset_for_utf8: UTF-8 offset NSNotFound is out of bounds for length 3");
    CHECK_STATUS(te_rope_utf16_offset_for_scalar(rope, INT64_MIN, &value), TE_ERROR_RANGE);
    CHECK_STATUS(te_rope_line_for_utf16(rope, 5, &value), TE_ERROR_RANGE);
    CHECK_ERROR(te_rope_line_range(rope, -1, &range), TE_ERROR_RANGE, "te_rope_line_range: line -1 is out of bounds for line count 1");

    /* Text arguments: ill-formed UTF-8, NULL with a length, negative lengths. */
    for (i = 0; i < BAD_UTF8_COUNT; i++) {
        snprintf(message, sizeof message, "te_rope_replace_utf8: text has invalid UTF-8 at byte offset %d", bad_utf8[i].offset);
        CHECK_ERROR(te_rope_replace_utf8(rope, 0, 0, bad_utf8[i].bytes, TE_NUL_TERMINATED), TE_ERROR_INVALID_UTF8, message);
        snprintf(message, sizeof message, "te_rope_new_utf8: text has invalid UTF-8 at byte offset %d", bad_utf8[i].offset);
        CHECK_ERROR(te_rope_new_utf8(bad_utf8[i].bytes, (int64_t)strlen(bad_utf8[i].bytes), &made), TE_ERROR_INVALID_UTF8, message);
        CHECK(made == NULL);
    }
    CHECK_ERROR(te_rope_replace_utf8(rope, 0, 0, NULL, 3), TE_ERROR_NULL_POINTER, "te_rope_replace_utf8: text is NULL with length 3");
    CHECK_ERROR(te_rope_replace_utf16(rope, 0, 0, NULL, TE_NUL_TERMINATED), TE_ERROR_NULL_POINTER,
                "te_rope_replace_utf16: text is NULL");
    CHECK_ERROR(te_rope_replace_utf16(rope, 0, 0, units, -2), TE_ERROR_INVALID_ARGUMENT,
                "te_rope_replace_utf16: text length -2 is negative (only TE_NUL_TERMINATED, -1, is)");
    CHECK_STATUS(te_rope_replace_utf8(rope, 0, 0, "x", INT64_MIN), TE_ERROR_INVALID_ARGUMENT);
    CHECK_STR(rope_text(rope), "abc");
    CHECK_OK(te_rope_replace_utf8(rope, 1, 0, NULL, 0)); /* NULL with 0 is empty text */
    CHECK_STR(rope_text(rope), "abc");

    /* Output buffers and out-parameters. */
    CHECK_ERROR(te_rope_copy_utf8(rope, 0, 3, text, -1, &value), TE_ERROR_INVALID_ARGUMENT,
                "te_rope_copy_utf8: capacity -1 is negative");
    CHECK_ERROR(te_rope_copy_utf16(rope, 0, 3, NULL, 4, &value), TE_ERROR_NULL_POINTER,
                "te_rope_copy_utf16: buffer is NULL with capacity 4");
    CHECK_STATUS(te_rope_copy_utf16(rope, 0, 3, buffer, 0, &value), TE_ERROR_BUFFER_TOO_SMALL);
    CHECK_ERROR(te_rope_scalar_offset_for_utf16(rope, 0, NULL), TE_ERROR_NULL_POINTER,
                "te_rope_scalar_offset_for_utf16: out_scalar_offset is NULL");
    CHECK_ERROR(te_rope_line_range(rope, 0, NULL), TE_ERROR_NULL_POINTER, "te_rope_line_range: out_range is NULL");
    CHECK_ERROR(te_rope_new_utf8("a", 1, NULL), TE_ERROR_NULL_POINTER, "te_rope_new_utf8: out_rope is NULL");
    CHECK_ERROR(te_rope_new_utf16(units, 2, NULL), TE_ERROR_NULL_POINTER, "te_rope_new_utf16: out_rope is NULL");
    CHECK_ERROR(te_rope_new_file(NULL, false, &made), TE_ERROR_NULL_POINTER, "te_rope_new_file: path is NULL");
    CHECK_ERROR(te_rope_clone(rope, NULL), TE_ERROR_NULL_POINTER, "te_rope_clone: out_rope is NULL");
    te_rope_free(rope);
}

static void test_breaker_arguments(void) {
    te_rope *rope = NULL;
    te_breaker *breaker = NULL;
    te_range range;
    int64_t value = 0;
    bool flag;
    size_t i;
    CHECK_OK(te_rope_new_utf8("abc", 3, &rope));
    CHECK_OK(te_breaker_new(rope, &breaker));
    CHECK_ERROR(te_breaker_next_boundary(breaker, 4, 0, &value), TE_ERROR_INVALID_ARGUMENT,
                "te_breaker_next_boundary: boundary kind 4 is not a TE_BOUNDARY_* value");
    CHECK_STATUS(te_breaker_previous_boundary(breaker, -1, 0, &value), TE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(te_breaker_is_boundary(breaker, INT32_MAX, 0, &flag), TE_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR(te_breaker_next_boundary(breaker, TE_BOUNDARY_GRAPHEME, 4, &value), TE_ERROR_RANGE,
                "te_breaker_next_boundary: UTF-16 offset 4 is out of bounds for length 3");
    CHECK_STATUS(te_breaker_is_boundary(breaker, TE_BOUNDARY_SENTENCE, -1, &flag), TE_ERROR_RANGE);
    CHECK_STATUS(te_breaker_is_boundary(breaker, TE_BOUNDARY_WORD, INT64_MAX, &flag), TE_ERROR_RANGE);
    CHECK_STATUS(te_breaker_grapheme_range(breaker, INT64_MIN, &range), TE_ERROR_RANGE);
    CHECK_STATUS(te_breaker_word_range(breaker, 9, &range), TE_ERROR_RANGE);
    CHECK_STATUS(te_breaker_word_start(breaker, -2, &value), TE_ERROR_RANGE);
    CHECK_STATUS(te_breaker_word_end(breaker, 4, &value), TE_ERROR_RANGE);
    CHECK_STATUS(te_breaker_sentence_range(breaker, 4, &range), TE_ERROR_RANGE);
    for (i = 0; i < BAD_RANGE_COUNT; i++) {
        CHECK_STATUS(te_breaker_grapheme_count(breaker, bad_ranges[i][0], bad_ranges[i][1], &value), TE_ERROR_RANGE);
        CHECK_STATUS(te_breaker_line_range(breaker, bad_ranges[i][0], bad_ranges[i][1], &range), TE_ERROR_RANGE);
        CHECK_STATUS(te_breaker_paragraph_range(breaker, bad_ranges[i][0], bad_ranges[i][1], &range), TE_ERROR_RANGE);
        CHECK_STATUS(te_breaker_display_width(breaker, bad_ranges[i][0], bad_ranges[i][1], &value), TE_ERROR_RANGE);
    }
    CHECK_ERROR(te_breaker_display_width(breaker, 0, 4, &value), TE_ERROR_RANGE,
                "te_breaker_display_width: range {0,4} is out of bounds for length 3");
    CHECK_ERROR(te_breaker_word_range(breaker, 0, NULL), TE_ERROR_NULL_POINTER, "te_breaker_word_range: out_range is NULL");
    CHECK_ERROR(te_breaker_new(rope, NULL), TE_ERROR_NULL_POINTER, "te_breaker_new: out_breaker is NULL");
    te_breaker_free(breaker);
    te_rope_free(rope);
}

/* Checks that a failed call left the control as it was: text, selection, undo. */
static void check_unchanged(te_control *control, const char *text, int64_t caret, int line) {
    te_range selection;
    te_control_selection(control, &selection);
    check_count += 3;
    if (strcmp(control_text(control), text) != 0) check_failed(__FILE__, line, "text changed to \"%s\"", control_text(control));
    if (selection.location != caret || selection.length != 0) check_failed(__FILE__, line, "selection changed to %s", range_text(selection));
    if (!te_control_can_undo(control)) check_failed(__FILE__, line, "the undo step is gone");
}

static bool proposed_range_probe(te_field *field, void *context, int64_t location, int64_t length, const char *utf8,
                                 int64_t utf8_length, const uint16_t *utf16, int64_t utf16_length) {
    te_control *control = te_field_control(field);
    te_range range;
    (void)context, (void)location, (void)length, (void)utf8, (void)utf8_length, (void)utf16, (void)utf16_length;
    CHECK_OK(te_control_proposed_edit_range(control, 0, &range));
    CHECK_ERROR(te_control_proposed_edit_range(control, 1, &range), TE_ERROR_RANGE,
                "te_control_proposed_edit_range: range index 1 is out of bounds for 1 ranges");
    CHECK_STATUS(te_control_proposed_edit_range(control, -1, &range), TE_ERROR_RANGE);
    CHECK_STATUS(te_control_proposed_edit(control, NULL), TE_ERROR_NULL_POINTER);
    return true;
}

static void test_control_arguments(void) {
    te_field *field = te_field_new();
    te_control *c = te_field_control(field);
    te_field *sibling = NULL;
    te_field_delegate probe;
    const uint16_t lone_lead[] = {0xD800}, trailing_lone[] = {'a', 0xDC00}, lead_then_letter[] = {0xD800, 'a'};
    char message[200], text[8];
    te_edit_info edit;
    te_range range;
    int64_t value;
    bool changed;
    size_t i;
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_control_type_utf8(c, "abc", 3)); /* caret at 3, one undo step */

    for (i = 0; i < BAD_RANGE_COUNT; i++) {
        int64_t location = bad_ranges[i][0], length = bad_ranges[i][1];
        changed = true;
        CHECK_STATUS(te_control_select(c, location, length), TE_ERROR_RANGE);
        CHECK_STATUS(te_control_set_selection(c, location, length), TE_ERROR_RANGE);
        CHECK_STATUS(te_control_replace_text_utf8(c, location, length, "x", 1), TE_ERROR_RANGE);
        CHECK_STATUS(te_control_replace_text_utf16(c, location, length, lead_then_letter + 1, 1), TE_ERROR_RANGE);
        CHECK_STATUS(te_control_user_replace_utf8(c, location, length, "x", 1, &changed), TE_ERROR_RANGE);
        CHECK_STATUS(te_control_user_replace_utf16(c, location, length, lead_then_letter + 1, 1, &changed), TE_ERROR_RANGE);
        CHECK_STATUS(te_control_set_marked_text_utf8(c, "xyz", 3, location, length, &changed), TE_ERROR_RANGE);
        check_unchanged(c, "abc", 3, __LINE__);
    }
    CHECK_ERROR(te_control_select(c, 1, INT64_MAX), TE_ERROR_RANGE, "te_control_select: range {1,NSNotFound} is out of bounds for length 3");
    CHECK_ERROR(te_control_set_marked_text_utf16(c, lone_lead + 0, 0, 1, 0, &changed), TE_ERROR_RANGE,
                "te_control_set_marked_text_utf16: selected range {1,0} is out of bounds for marked text of length 0");

    /* Ill-formed text: UTF-8, and UTF-16 with lone surrogates (controls hold Unicode text). */
    for (i = 0; i < BAD_UTF8_COUNT; i++) {
        snprintf(message, sizeof message, "te_control_insert_utf8: text has invalid UTF-8 at byte offset %d", bad_utf8[i].offset);
        CHECK_ERROR(te_control_insert_utf8(c, bad_utf8[i].bytes, TE_NUL_TERMINATED, &changed), TE_ERROR_INVALID_UTF8, message);
        CHECK_STR(te_control_error(c), message);
        CHECK_STATUS(te_control_type_utf8(c, bad_utf8[i].bytes, TE_NUL_TERMINATED), TE_ERROR_INVALID_UTF8);
        CHECK_STATUS(te_control_paste_utf8(c, bad_utf8[i].bytes, TE_NUL_TERMINATED, &changed), TE_ERROR_INVALID_UTF8);
        CHECK_STATUS(te_control_set_text_utf8(c, bad_utf8[i].bytes, TE_NUL_TERMINATED), TE_ERROR_INVALID_UTF8);
        CHECK_STATUS(te_control_set_pasteboard_utf8(c, bad_utf8[i].bytes, TE_NUL_TERMINATED), TE_ERROR_INVALID_UTF8);
        check_unchanged(c, "abc", 3, __LINE__);
    }
    CHECK_ERROR(te_control_insert_utf16(c, lone_lead, 1, &changed), TE_ERROR_INVALID_UTF16,
                "te_control_insert_utf16: text has a lone surrogate (0xD800) at UTF-16 offset 0");
    CHECK_ERROR(te_control_type_utf16(c, trailing_lone, 2), TE_ERROR_INVALID_UTF16,
                "te_control_type_utf16: text has a lone surrogate (0xDC00) at UTF-16 offset 1");
    CHECK_STATUS(te_control_set_text_utf16(c, lead_then_letter, 2), TE_ERROR_INVALID_UTF16);
    CHECK_STATUS(te_control_paste_utf16(c, lone_lead, 1, &changed), TE_ERROR_INVALID_UTF16);
    CHECK_STATUS(te_control_set_marked_text_utf16(c, lone_lead, 1, 0, 0, &changed), TE_ERROR_INVALID_UTF16);
    CHECK_STATUS(te_control_insert_utf8(c, NULL, 1, &changed), TE_ERROR_NULL_POINTER);
    CHECK_STATUS(te_control_type_utf16(c, lone_lead, -3), TE_ERROR_INVALID_ARGUMENT);
    check_unchanged(c, "abc", 3, __LINE__);

    /* Enum values outside their domain; huge step counts are clamped, not an error. */
    CHECK_ERROR(te_control_move_caret(c, 6, 1, false), TE_ERROR_INVALID_ARGUMENT,
                "te_control_move_caret: granularity 6 is not a TE_GRANULARITY_* value");
    CHECK_ERROR(te_control_move_caret_to(c, -1, false), TE_ERROR_INVALID_ARGUMENT,
                "te_control_move_caret_to: caret target -1 is not a TE_CARET_* value");
    CHECK_ERROR(te_field_set_clear_button_mode(field, 4), TE_ERROR_INVALID_ARGUMENT,
                "te_field_set_clear_button_mode: clear button mode 4 is not a TE_CLEAR_BUTTON_* value");
    check_unchanged(c, "abc", 3, __LINE__);
    CHECK_OK(te_control_move_caret(c, TE_GRANULARITY_CHARACTER, INT64_MIN, true));
    CHECK_OK(te_control_selection(c, &range));
    CHECK_STR(range_text(range), "{0,3}");
    CHECK_OK(te_control_move_caret(c, TE_GRANULARITY_WORD, INT64_MAX, false));
    CHECK_OK(te_control_selection(c, &range));
    CHECK_STR(range_text(range), "{3,0}");
    CHECK(te_status_name(14) == NULL);
    CHECK(te_status_name(-1) == NULL);
    CHECK_STR(te_status_name(TE_ERROR_NO_EDIT), "TE_ERROR_NO_EDIT");
    CHECK(te_edit_source_name(19) == NULL);
    CHECK_STR(te_edit_source_name(TE_EDIT_REPLACE_ALL), "replaceAll");
    CHECK_STR(te_edit_source_name(TE_EDIT_REMOTE), "remote");
    CHECK(te_edit_source_name(-1) == NULL);
    CHECK_STR(te_edit_source_name(TE_EDIT_PROGRAMMATIC), "programmatic");

    /* Output buffers and out-parameters. */
    CHECK_ERROR(te_control_copy_text_utf8(c, text, 3, &value), TE_ERROR_BUFFER_TOO_SMALL,
                "te_control_copy_text_utf8: capacity 3 is too small for 3 bytes and the terminator");
    CHECK_INT(value, 3);
    CHECK_STATUS(te_control_copy_text_utf16(c, NULL, 1, &value), TE_ERROR_NULL_POINTER);
    CHECK_STATUS(te_control_pasteboard_utf8(c, text, -4, &value), TE_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR(te_control_selection(c, NULL), TE_ERROR_NULL_POINTER, "te_control_selection: out_selection is NULL");
    CHECK_ERROR(te_control_marked_range(c, NULL), TE_ERROR_NULL_POINTER, "te_control_marked_range: out_marked is NULL");
    CHECK_ERROR(te_control_text_rope(c, NULL), TE_ERROR_NULL_POINTER, "te_control_text_rope: out_rope is NULL");
    CHECK_ERROR(te_field_new_in_scope(c, NULL), TE_ERROR_NULL_POINTER, "te_field_new_in_scope: out_field is NULL");
    CHECK_OK(te_field_new_in_scope(c, &sibling));
    te_field_free(sibling);

    /* The proposed edit exists only while a callback runs for one. */
    CHECK_ERROR(te_control_proposed_edit(c, &edit), TE_ERROR_NO_EDIT,
                "te_control_proposed_edit: no edit is being proposed (call it from a delegate callback)");
    CHECK_STATUS(te_control_proposed_edit_range(c, 0, &range), TE_ERROR_NO_EDIT);
    memset(&probe, 0, sizeof probe);
    probe.should_change_characters = proposed_range_probe;
    CHECK_OK(te_field_set_delegate(field, &probe));
    CHECK_OK(te_control_type_utf8(c, "d", 1));
    CHECK_STR(control_text(c), "abcd");
    te_field_free(field);
}

void test_bad_input(void) {
    test_bad_handles();
    test_rope_arguments();
    test_breaker_arguments();
    test_control_arguments();
}
