/* Every function with a NULL handle, and handles of the wrong kind: an error code and a message
 * naming the function and the argument, never a crash. */
#include <string.h>

#include "check.h"

#define NULL_HANDLE(call, message) CHECK_ERROR(call, TE_ERROR_NULL_HANDLE, message)

static void test_null_ropes_and_breakers(void) {
    te_rope *rope = NULL;
    te_breaker *breaker = NULL;
    te_range range;
    int64_t value;
    bool flag;
    char text[8];
    uint16_t units[8];

    te_rope_free(NULL);
    te_breaker_free(NULL);
    te_field_free(NULL);
    te_view_free(NULL);
    rope = (te_rope *)&value; /* any non-NULL value: a failure must clear it */
    NULL_HANDLE(te_rope_clone(NULL, &rope), "te_rope_clone: rope is NULL");
    CHECK(rope == NULL);
    CHECK_STR(te_rope_error(NULL), "");
    CHECK_STR(te_last_error(), "te_rope_error: rope is NULL");
    CHECK_INT(te_rope_utf16_count(NULL), -1);
    CHECK_STR(te_last_error(), "te_rope_utf16_count: rope is NULL");
    CHECK_INT(te_rope_scalar_count(NULL), -1);
    CHECK_INT(te_rope_utf8_count(NULL), -1);
    CHECK_INT(te_rope_line_count(NULL), -1);
    CHECK_STR(te_last_error(), "te_rope_line_count: rope is NULL");
    NULL_HANDLE(te_rope_replace_utf16(NULL, 0, 0, units, 0), "te_rope_replace_utf16: rope is NULL");
    NULL_HANDLE(te_rope_replace_utf8(NULL, 0, 0, "", 0), "te_rope_replace_utf8: rope is NULL");
    NULL_HANDLE(te_rope_copy_utf16(NULL, 0, 0, units, 8, &value), "te_rope_copy_utf16: rope is NULL");
    NULL_HANDLE(te_rope_copy_utf8(NULL, 0, 0, text, 8, &value), "te_rope_copy_utf8: rope is NULL");
    NULL_HANDLE(te_rope_scalar_offset_for_utf16(NULL, 0, &value), "te_rope_scalar_offset_for_utf16: rope is NULL");
    NULL_HANDLE(te_rope_utf16_offset_for_scalar(NULL, 0, &value), "te_rope_utf16_offset_for_scalar: rope is NULL");
    NULL_HANDLE(te_rope_utf8_offset_for_utf16(NULL, 0, &value), "te_rope_utf8_offset_for_utf16: rope is NULL");
    NULL_HANDLE(te_rope_utf16_offset_for_utf8(NULL, 0, &value), "te_rope_utf16_offset_for_utf8: rope is NULL");
    NULL_HANDLE(te_rope_line_for_utf16(NULL, 0, &value), "te_rope_line_for_utf16: rope is NULL");
    NULL_HANDLE(te_rope_line_range(NULL, 0, &range), "te_rope_line_range: rope is NULL");

    breaker = (te_breaker *)&value;
    NULL_HANDLE(te_breaker_new(NULL, &breaker), "te_breaker_new: rope is NULL");
    CHECK(breaker == NULL);
    CHECK_STR(te_breaker_error(NULL), "");
    NULL_HANDLE(te_breaker_set_text(NULL, NULL), "te_breaker_set_text: breaker is NULL");
    NULL_HANDLE(te_breaker_next_boundary(NULL, TE_BOUNDARY_WORD, 0, &value), "te_breaker_next_boundary: breaker is NULL");
    NULL_HANDLE(te_breaker_previous_boundary(NULL, TE_BOUNDARY_WORD, 0, &value), "te_breaker_previous_boundary: breaker is NULL");
    NULL_HANDLE(te_breaker_is_boundary(NULL, TE_BOUNDARY_WORD, 0, &flag), "te_breaker_is_boundary: breaker is NULL");
    NULL_HANDLE(te_breaker_grapheme_range(NULL, 0, &range), "te_breaker_grapheme_range: breaker is NULL");
    NULL_HANDLE(te_breaker_grapheme_count(NULL, 0, 0, &value), "te_breaker_grapheme_count: breaker is NULL");
    NULL_HANDLE(te_breaker_word_range(NULL, 0, &range), "te_breaker_word_range: breaker is NULL");
    NULL_HANDLE(te_breaker_word_start(NULL, 0, &value), "te_breaker_word_start: breaker is NULL");
    NULL_HANDLE(te_breaker_word_end(NULL, 0, &value), "te_breaker_word_end: breaker is NULL");
    NULL_HANDLE(te_breaker_sentence_range(NULL, 0, &range), "te_breaker_sentence_range: breaker is NULL");
    NULL_HANDLE(te_breaker_line_range(NULL, 0, 0, &range), "te_breaker_line_range: breaker is NULL");
    NULL_HANDLE(te_breaker_paragraph_range(NULL, 0, 0, &range), "te_breaker_paragraph_range: breaker is NULL");
    NULL_HANDLE(te_breaker_display_width(NULL, 0, 0, &value), "te_breaker_display_width: breaker is NULL");
}

static void test_null_controls(void) {
    const uint16_t units[] = {'a'};
    te_field *field = NULL;
    te_view *view = NULL;
    te_rope *rope = NULL;
    te_range range;
    te_edit_info edit;
    int64_t value;
    bool flag;
    char text[8];
    uint16_t buffer[8];
    te_field_delegate field_delegate;
    te_view_delegate view_delegate;
    memset(&field_delegate, 0, sizeof field_delegate);
    memset(&view_delegate, 0, sizeof view_delegate);

    CHECK(te_field_control(NULL) == NULL);
    CHECK_STR(te_last_error(), "te_field_control: field is NULL");
    CHECK(te_view_control(NULL) == NULL);
    CHECK_STR(te_last_error(), "te_view_control: view is NULL");
    CHECK_STR(te_control_error(NULL), "");
    field = (te_field *)&value;
    view = (te_view *)&value;
    NULL_HANDLE(te_field_new_in_scope(NULL, &field), "te_field_new_in_scope: sibling is NULL");
    NULL_HANDLE(te_view_new_in_scope(NULL, &view), "te_view_new_in_scope: sibling is NULL");
    CHECK(field == NULL && view == NULL);
    NULL_HANDLE(te_control_focus(NULL, &flag), "te_control_focus: control is NULL");
    NULL_HANDLE(te_control_blur(NULL, &flag), "te_control_blur: control is NULL");
    NULL_HANDLE(te_control_end_editing(NULL, true, &flag), "te_control_end_editing: control is NULL");
    CHECK(!te_control_is_editing(NULL));
    NULL_HANDLE(te_control_insert_utf8(NULL, "a", 1, &flag), "te_control_insert_utf8: control is NULL");
    NULL_HANDLE(te_control_insert_utf16(NULL, units, 1, &flag), "te_control_insert_utf16: control is NULL");
    NULL_HANDLE(te_control_type_utf8(NULL, "a", 1), "te_control_type_utf8: control is NULL");
    NULL_HANDLE(te_control_type_utf16(NULL, units, 1), "te_control_type_utf16: control is NULL");
    NULL_HANDLE(te_control_paste_utf8(NULL, "a", 1, &flag), "te_control_paste_utf8: control is NULL");
    NULL_HANDLE(te_control_paste_utf16(NULL, units, 1, &flag), "te_control_paste_utf16: control is NULL");
    NULL_HANDLE(te_control_paste(NULL, &flag), "te_control_paste: control is NULL");
    NULL_HANDLE(te_control_cut(NULL, &flag), "te_control_cut: control is NULL");
    NULL_HANDLE(te_control_copy(NULL, &flag), "te_control_copy: control is NULL");
    NULL_HANDLE(te_control_delete_backward(NULL), "te_control_delete_backward: control is NULL");
    NULL_HANDLE(te_control_delete_forward(NULL), "te_control_delete_forward: control is NULL");
    NULL_HANDLE(te_control_delete_word_backward(NULL), "te_control_delete_word_backward: control is NULL");
    NULL_HANDLE(te_control_user_replace_utf8(NULL, 0, 0, "a", 1, &flag), "te_control_user_replace_utf8: control is NULL");
    NULL_HANDLE(te_control_user_replace_utf16(NULL, 0, 0, units, 1, &flag), "te_control_user_replace_utf16: control is NULL");
    NULL_HANDLE(te_control_select(NULL, 0, 0), "te_control_select: control is NULL");
    NULL_HANDLE(te_control_select_all(NULL), "te_control_select_all: control is NULL");
    NULL_HANDLE(te_control_move_caret(NULL, TE_GRANULARITY_WORD, 1, false), "te_control_move_caret: control is NULL");
    NULL_HANDLE(te_control_move_caret_to(NULL, TE_CARET_LINE_END, false), "te_control_move_caret_to: control is NULL");
    NULL_HANDLE(te_control_set_marked_text_utf8(NULL, "a", 1, 0, 0, &flag), "te_control_set_marked_text_utf8: control is NULL");
    NULL_HANDLE(te_control_set_marked_text_utf16(NULL, units, 1, 0, 0, &flag), "te_control_set_marked_text_utf16: control is NULL");
    NULL_HANDLE(te_control_unmark_text(NULL), "te_control_unmark_text: control is NULL");
    NULL_HANDLE(te_control_undo(NULL, &flag), "te_control_undo: control is NULL");
    NULL_HANDLE(te_control_redo(NULL, &flag), "te_control_redo: control is NULL");
    CHECK(!te_control_can_undo(NULL));
    CHECK(!te_control_can_redo(NULL));
    NULL_HANDLE(te_control_pasteboard_utf8(NULL, text, 8, &value), "te_control_pasteboard_utf8: control is NULL");
    NULL_HANDLE(te_control_set_pasteboard_utf8(NULL, "a", 1), "te_control_set_pasteboard_utf8: control is NULL");
    NULL_HANDLE(te_control_clear_pasteboard(NULL), "te_control_clear_pasteboard: control is NULL");
    NULL_HANDLE(te_control_set_text_utf8(NULL, "a", 1), "te_control_set_text_utf8: control is NULL");
    NULL_HANDLE(te_control_set_text_utf16(NULL, units, 1), "te_control_set_text_utf16: control is NULL");
    NULL_HANDLE(te_control_replace_text_utf8(NULL, 0, 0, "a", 1), "te_control_replace_text_utf8: control is NULL");
    NULL_HANDLE(te_control_replace_text_utf16(NULL, 0, 0, units, 1), "te_control_replace_text_utf16: control is NULL");
    NULL_HANDLE(te_control_set_selection(NULL, 0, 0), "te_control_set_selection: control is NULL");
    NULL_HANDLE(te_control_copy_text_utf8(NULL, text, 8, &value), "te_control_copy_text_utf8: control is NULL");
    NULL_HANDLE(te_control_copy_text_utf16(NULL, buffer, 8, &value), "te_control_copy_text_utf16: control is NULL");
    rope = (te_rope *)&value;
    NULL_HANDLE(te_control_text_rope(NULL, &rope), "te_control_text_rope: control is NULL");
    CHECK(rope == NULL);
    NULL_HANDLE(te_control_selection(NULL, &range), "te_control_selection: control is NULL");
    NULL_HANDLE(te_control_marked_range(NULL, &range), "te_control_marked_range: control is NULL");
    CHECK_INT(te_control_utf16_count(NULL), -1);
    CHECK_INT(te_control_scalar_count(NULL), -1);
    CHECK_INT(te_control_grapheme_count(NULL), -1);
    CHECK(!te_control_has_text(NULL));
    NULL_HANDLE(te_control_proposed_edit(NULL, &edit), "te_control_proposed_edit: control is NULL");
    NULL_HANDLE(te_control_proposed_edit_range(NULL, 0, &range), "te_control_proposed_edit_range: control is NULL");

    NULL_HANDLE(te_field_set_delegate(NULL, &field_delegate), "te_field_set_delegate: field is NULL");
    NULL_HANDLE(te_field_set_event_handler(NULL, NULL, NULL), "te_field_set_event_handler: field is NULL");
    NULL_HANDLE(te_field_set_return_ends_editing(NULL, true), "te_field_set_return_ends_editing: field is NULL");
    NULL_HANDLE(te_field_press_return(NULL), "te_field_press_return: field is NULL");
    NULL_HANDLE(te_field_tap_clear_button(NULL), "te_field_tap_clear_button: field is NULL");
    NULL_HANDLE(te_field_set_clear_button_mode(NULL, TE_CLEAR_BUTTON_ALWAYS), "te_field_set_clear_button_mode: field is NULL");
    CHECK(!te_field_is_clear_button_visible(NULL));
    NULL_HANDLE(te_field_set_enabled(NULL, true), "te_field_set_enabled: field is NULL");
    NULL_HANDLE(te_field_set_secure_text_entry(NULL, true), "te_field_set_secure_text_entry: field is NULL");
    NULL_HANDLE(te_field_set_clears_on_begin_editing(NULL, true), "te_field_set_clears_on_begin_editing: field is NULL");
    NULL_HANDLE(te_field_set_enables_return_key_automatically(NULL, true),
                "te_field_set_enables_return_key_automatically: field is NULL");
    NULL_HANDLE(te_view_set_delegate(NULL, &view_delegate), "te_view_set_delegate: view is NULL");
    NULL_HANDLE(te_view_press_return(NULL), "te_view_press_return: view is NULL");
    NULL_HANDLE(te_view_set_editable(NULL, true), "te_view_set_editable: view is NULL");
}

/* Handles cast to another kind are recognised (by the object they point to) and refused. */
static void test_wrong_kinds(void) {
    te_rope *rope = te_rope_new();
    te_field *field = te_field_new();
    te_view *view = te_view_new();
    te_breaker *breaker = NULL;
    te_field *created = NULL;
    int64_t value;
    CHECK_OK(te_breaker_new(rope, &breaker));
    CHECK_ERROR(te_field_press_return((te_field *)te_view_control(view)), TE_ERROR_WRONG_HANDLE,
                "te_field_press_return: field is a text view");
    CHECK_ERROR(te_view_press_return((te_view *)te_field_control(field)), TE_ERROR_WRONG_HANDLE,
                "te_view_press_return: view is a text field");
    CHECK_ERROR(te_control_select_all((te_control *)rope), TE_ERROR_WRONG_HANDLE, "te_control_select_all: control is a rope");
    CHECK_INT(te_rope_utf16_count((te_rope *)breaker), -1);
    CHECK_STR(te_last_error(), "te_rope_utf16_count: rope is a breaker");
    CHECK_ERROR(te_breaker_word_end((te_breaker *)rope, 0, &value), TE_ERROR_WRONG_HANDLE, "te_breaker_word_end: breaker is a rope");
    CHECK_ERROR(te_breaker_set_text(breaker, (te_rope *)field), TE_ERROR_WRONG_HANDLE, "te_breaker_set_text: rope is a text field");
    CHECK_STR(te_breaker_error(breaker), "te_breaker_set_text: rope is a text field");
    CHECK_ERROR(te_breaker_set_text(breaker, NULL), TE_ERROR_NULL_HANDLE, "te_breaker_set_text: rope is NULL");
    CHECK_ERROR(te_field_new_in_scope((te_control *)rope, &created), TE_ERROR_WRONG_HANDLE,
                "te_field_new_in_scope: sibling is a rope");
    CHECK(created == NULL);
    /* Freeing through the wrong function frees nothing (each handle is freed below, once). */
    te_rope_free((te_rope *)field);
    CHECK_STR(te_last_error(), "te_rope_free: rope is a text field");
    te_field_free((te_field *)view);
    te_view_free((te_view *)rope);
    te_breaker_free((te_breaker *)rope);
    CHECK_INT(te_rope_utf16_count(rope), 0);
    CHECK(te_field_control(field) != NULL);
    te_breaker_free(breaker);
    te_rope_free(rope);
    te_field_free(field);
    te_view_free(view);
}

void test_bad_handles(void) {
    test_null_ropes_and_breakers();
    test_null_controls();
    test_wrong_kinds();
}
