/* The error rules of the CONVENTIONS block: which error a call with several bad arguments
 * reports, where a failure is recorded (a handle of another kind keeps its own message; a
 * failed constructor taking a handle is recorded on it), and the empty pasteboard. */
#include <string.h>

#include "check.h"

/* One call per pair of rules: the earlier step of "Which error" wins. */
static void test_which_error_wins(void) {
    te_rope *rope = NULL, *made = NULL;
    te_breaker *breaker = NULL;
    te_field *field = te_field_new();
    te_control *c = te_field_control(field);
    te_field *created = NULL;
    te_range range;
    int64_t value = 0;
    char text[8];
    CHECK_OK(te_rope_new_utf8("abc", 3, &rope));
    CHECK_OK(te_breaker_new(rope, &breaker));

    /* 1 (handle) before 2 (pointers), 3 (encoding) and 4 (ranges). */
    CHECK_ERROR(te_rope_copy_utf8(NULL, -1, 0, NULL, 5, NULL), TE_ERROR_NULL_HANDLE, "te_rope_copy_utf8: rope is NULL");
    CHECK_ERROR(te_rope_replace_utf8((te_rope *)breaker, 9, 0, "\xFF", 1), TE_ERROR_WRONG_HANDLE,
                "te_rope_replace_utf8: rope is a breaker");
    CHECK_ERROR(te_field_new_in_scope(NULL, NULL), TE_ERROR_NULL_HANDLE, "te_field_new_in_scope: sibling is NULL");
    CHECK_ERROR(te_view_new_in_scope((te_control *)rope, NULL), TE_ERROR_WRONG_HANDLE, "te_view_new_in_scope: sibling is a rope");
    CHECK_ERROR(te_breaker_new(NULL, NULL), TE_ERROR_NULL_HANDLE, "te_breaker_new: rope is NULL");

    /* 2 (pointers and lengths) before 3 (encoding), 4 (ranges) and 5 (capacity). */
    CHECK_ERROR(te_rope_copy_utf8(rope, -1, 0, NULL, 5, &value), TE_ERROR_NULL_POINTER,
                "te_rope_copy_utf8: buffer is NULL with capacity 5");
    CHECK_ERROR(te_rope_copy_utf16(rope, 9, 9, NULL, -1, &value), TE_ERROR_INVALID_ARGUMENT,
                "te_rope_copy_utf16: capacity -1 is negative");
    CHECK_ERROR(te_rope_scalar_offset_for_utf16(rope, 99, NULL), TE_ERROR_NULL_POINTER,
                "te_rope_scalar_offset_for_utf16: out_scalar_offset is NULL");
    CHECK_ERROR(te_rope_new_utf8("\xFF", 1, NULL), TE_ERROR_NULL_POINTER, "te_rope_new_utf8: out_rope is NULL");
    CHECK_ERROR(te_rope_replace_utf8(rope, 99, 0, NULL, 2), TE_ERROR_NULL_POINTER, "te_rope_replace_utf8: text is NULL with length 2");
    CHECK_ERROR(te_breaker_next_boundary(breaker, 99, -1, NULL), TE_ERROR_NULL_POINTER,
                "te_breaker_next_boundary: out_offset is NULL");
    CHECK_ERROR(te_control_proposed_edit_range(c, -1, NULL), TE_ERROR_NULL_POINTER,
                "te_control_proposed_edit_range: out_range is NULL");
    CHECK_ERROR(te_control_pasteboard_utf8(c, NULL, 3, &value), TE_ERROR_NULL_POINTER,
                "te_control_pasteboard_utf8: buffer is NULL with capacity 3");
    /* ... and in argument order within the step: the text before the out-parameter. */
    CHECK_ERROR(te_rope_new_utf8(NULL, 3, NULL), TE_ERROR_NULL_POINTER, "te_rope_new_utf8: text is NULL with length 3");
    CHECK_ERROR(te_rope_new_utf16(NULL, -2, NULL), TE_ERROR_INVALID_ARGUMENT,
                "te_rope_new_utf16: text length -2 is negative (only TE_NUL_TERMINATED, -1, is)");
    CHECK_ERROR(te_rope_new_file(NULL, false, NULL), TE_ERROR_NULL_POINTER, "te_rope_new_file: path is NULL");
    CHECK_ERROR(te_rope_new_file("/nonexistent/file", false, NULL), TE_ERROR_NULL_POINTER, "te_rope_new_file: out_rope is NULL");

    /* 3 (encoding) before 4 (ranges). */
    CHECK_ERROR(te_rope_replace_utf8(rope, 99, 0, "\xFF", 1), TE_ERROR_INVALID_UTF8,
                "te_rope_replace_utf8: text has invalid UTF-8 at byte offset 0");
    CHECK_ERROR(te_control_user_replace_utf8(c, 99, 0, "a\xFF", 2, NULL), TE_ERROR_INVALID_UTF8,
                "te_control_user_replace_utf8: text has invalid UTF-8 at byte offset 1");
    CHECK_ERROR(te_control_set_marked_text_utf8(c, "\xC0", 1, 7, 0, NULL), TE_ERROR_INVALID_UTF8,
                "te_control_set_marked_text_utf8: text has invalid UTF-8 at byte offset 0");

    /* 4: enum values, then the state, then ranges. */
    CHECK_ERROR(te_breaker_next_boundary(breaker, 99, -1, &value), TE_ERROR_INVALID_ARGUMENT,
                "te_breaker_next_boundary: boundary kind 99 is not a TE_BOUNDARY_* value");
    CHECK_ERROR(te_control_proposed_edit_range(c, -1, &range), TE_ERROR_NO_EDIT,
                "te_control_proposed_edit_range: no edit is being proposed (call it from a delegate callback)");

    /* 4 (ranges) before 5 (capacity). */
    CHECK_ERROR(te_rope_copy_utf8(rope, 0, 9, text, 1, &value), TE_ERROR_RANGE,
                "te_rope_copy_utf8: range {0,9} is out of bounds for length 3");
    CHECK_ERROR(te_rope_copy_utf8(rope, 0, 3, text, 1, &value), TE_ERROR_BUFFER_TOO_SMALL,
                "te_rope_copy_utf8: capacity 1 is too small for 3 bytes and the terminator");
    CHECK_INT(value, 3);

    /* 2 (pointers) before 6 (the operation). */
    CHECK_STATUS(te_rope_new_file("/nonexistent/file", false, &made), TE_ERROR_IO);
    CHECK(made == NULL);
    CHECK(created == NULL);
    te_breaker_free(breaker);
    te_rope_free(rope);
    te_field_free(field);
}

/* Getters, error functions and free functions given a handle of another kind: their fallback,
 * nothing freed, the thread's message set and the object's own message kept. */
static void test_wrong_kind_keeps_messages(void) {
    te_rope *rope = te_rope_new();
    te_field *field = te_field_new();
    te_view *view = te_view_new();
    te_control *c = te_field_control(field);
    te_breaker *breaker = NULL;
    bool flag;
    CHECK_OK(te_breaker_new(rope, &breaker));
    CHECK_STATUS(te_control_select(c, 5, 0), TE_ERROR_RANGE);
    CHECK_STATUS(te_rope_replace_utf8(rope, 9, 0, "", 0), TE_ERROR_RANGE);
    CHECK_STATUS(te_breaker_word_end(breaker, 9, NULL), TE_ERROR_NULL_POINTER);

    CHECK_STR(te_rope_error((te_rope *)field), "");
    CHECK_STR(te_last_error(), "te_rope_error: rope is a text field");
    CHECK_STR(te_breaker_error((te_breaker *)c), "");
    CHECK_STR(te_control_error((te_control *)rope), "");
    CHECK_STR(te_control_error((te_control *)breaker), "");
    CHECK_INT(te_rope_utf16_count((te_rope *)field), -1);
    CHECK_INT(te_control_utf16_count((te_control *)rope), -1);
    CHECK(!te_control_is_editing((te_control *)breaker));
    CHECK(!te_field_is_clear_button_visible((te_field *)view));
    CHECK(te_field_control((te_field *)view) == NULL);
    CHECK_STR(te_last_error(), "te_field_control: field is a text view");
    CHECK(te_view_control((te_view *)rope) == NULL);
    CHECK_STATUS(te_control_focus((te_control *)rope, &flag), TE_ERROR_WRONG_HANDLE);
    CHECK_STATUS(te_rope_copy_utf8((te_rope *)c, 0, 0, NULL, 0, NULL), TE_ERROR_WRONG_HANDLE);
    CHECK_STATUS(te_field_press_return((te_field *)te_view_control(view)), TE_ERROR_WRONG_HANDLE);
    te_rope_free((te_rope *)field);
    CHECK_STR(te_last_error(), "te_rope_free: rope is a text field");
    te_breaker_free((te_breaker *)rope);
    te_view_free((te_view *)field);
    te_field_free((te_field *)view);

    /* Every object still has the message of its own last failure, and is alive. */
    CHECK_STR(te_control_error(c), "te_control_select: range {5,0} is out of bounds for length 0");
    CHECK_STR(te_rope_error(rope), "te_rope_replace_utf8: range {9,0} is out of bounds for length 0");
    CHECK_STR(te_breaker_error(breaker), "te_breaker_word_end: out_offset is NULL");
    CHECK_STR(te_control_error(te_view_control(view)), "");
    CHECK_INT(te_control_utf16_count(c), 0);
    CHECK_INT(te_control_utf16_count(te_view_control(view)), 0);
    te_breaker_free(breaker);
    te_rope_free(rope);
    te_field_free(field);
    te_view_free(view);
}

/* A failed constructor that takes a handle is recorded on it too; one without a handle, on the
 * thread only. */
static void test_failed_constructors(void) {
    te_rope *rope = te_rope_new(), *made = NULL;
    te_field *field = te_field_new();
    te_control *c = te_field_control(field);
    CHECK_ERROR(te_breaker_new(rope, NULL), TE_ERROR_NULL_POINTER, "te_breaker_new: out_breaker is NULL");
    CHECK_STR(te_rope_error(rope), "te_breaker_new: out_breaker is NULL");
    CHECK_ERROR(te_rope_clone(rope, NULL), TE_ERROR_NULL_POINTER, "te_rope_clone: out_rope is NULL");
    CHECK_STR(te_rope_error(rope), "te_rope_clone: out_rope is NULL");
    CHECK_ERROR(te_control_text_rope(c, NULL), TE_ERROR_NULL_POINTER, "te_control_text_rope: out_rope is NULL");
    CHECK_STR(te_control_error(c), "te_control_text_rope: out_rope is NULL");
    CHECK_ERROR(te_field_new_in_scope(c, NULL), TE_ERROR_NULL_POINTER, "te_field_new_in_scope: out_field is NULL");
    CHECK_STR(te_control_error(c), "te_field_new_in_scope: out_field is NULL");
    CHECK_ERROR(te_view_new_in_scope(c, NULL), TE_ERROR_NULL_POINTER, "te_view_new_in_scope: out_view is NULL");
    CHECK_STR(te_control_error(c), "te_view_new_in_scope: out_view is NULL");
    CHECK_ERROR(te_rope_new_utf8("\xFF", 1, &made), TE_ERROR_INVALID_UTF8, "te_rope_new_utf8: text has invalid UTF-8 at byte offset 0");
    CHECK(made == NULL);
    CHECK_STR(te_rope_error(rope), "te_rope_clone: out_rope is NULL");
    te_rope_free(rope);
    te_field_free(field);
}

/* The empty pasteboard reads as "" with *out_length = TE_NOT_FOUND, under the buffer rules;
 * "" empties it. */
static void test_empty_pasteboard(void) {
    te_field *field = te_field_new();
    te_control *c = te_field_control(field);
    char text[8] = "zz";
    int64_t length = 0;
    bool changed = true;
    CHECK_OK(te_control_pasteboard_utf8(c, text, sizeof text, &length));
    CHECK_INT(length, TE_NOT_FOUND);
    CHECK_STR(text, "");
    length = 0;
    CHECK_OK(te_control_pasteboard_utf8(c, NULL, 0, &length));
    CHECK_INT(length, TE_NOT_FOUND);
    length = 0;
    text[0] = 'z';
    CHECK_STATUS(te_control_pasteboard_utf8(c, text, 0, &length), TE_ERROR_BUFFER_TOO_SMALL);
    CHECK_INT(length, TE_NOT_FOUND);
    CHECK_INT(text[0], 'z');
    CHECK_OK(te_control_pasteboard_utf8(c, text, 1, NULL));
    CHECK_STR(text, "");

    CHECK_OK(te_control_set_pasteboard_utf8(c, "ab", 2));
    CHECK_OK(te_control_pasteboard_utf8(c, text, sizeof text, &length));
    CHECK_INT(length, 2);
    CHECK_STR(text, "ab");
    CHECK_STATUS(te_control_pasteboard_utf8(c, text, 2, &length), TE_ERROR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 2);
    CHECK_OK(te_control_set_pasteboard_utf8(c, "", 0));
    CHECK_OK(te_control_pasteboard_utf8(c, text, sizeof text, &length));
    CHECK_INT(length, TE_NOT_FOUND);

    /* Pasting an empty pasteboard does nothing, even over a selection. */
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_control_type_utf8(c, "xy", 2));
    CHECK_OK(te_control_select_all(c));
    CHECK_OK(te_control_paste(c, &changed));
    CHECK(!changed);
    CHECK_STR(control_text(c), "xy");
    te_field_free(field);
}

void test_error_rules(void) {
    test_which_error_wins();
    test_wrong_kind_keeps_messages();
    test_failed_constructors();
    test_empty_pasteboard();
}
