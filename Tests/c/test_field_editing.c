/* te_field editing through its delegate callbacks and event handler: the exact sequence of
 * questions, notices and events for typing, deletion, a policy written in C, IME composition,
 * undo and the pasteboard, and the field's settings. */
#include "field_log.h"

static void test_typing_and_deleting(void) {
    te_field *field = logging_field(NULL, "");
    te_control *c = te_field_control(field);
    int i;
    log_clear();
    CHECK_OK(te_control_type_utf8(c, "ignored", TE_NUL_TERMINATED)); /* not editing: nothing */
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_control_type_utf8(c, "héllo 👍🏽!", TE_NUL_TERMINATED));
    log_show(c);
    CHECK_OK(te_control_insert_utf8(c, " wörld", TE_NUL_TERMINATED, NULL));
    for (i = 0; i < 3; i++) CHECK_OK(te_control_delete_backward(c));
    log_show(c);
    for (i = 0; i < 4; i++) CHECK_OK(te_control_move_caret(c, TE_GRANULARITY_CHARACTER, -1, false));
    CHECK_OK(te_control_delete_backward(c)); /* the whole 👍🏽 */
    CHECK_OK(te_control_delete_forward(c));
    log_show(c);
    CHECK_OK(te_control_move_caret_to(c, TE_CARET_DOCUMENT_END, false));
    CHECK_OK(te_control_delete_word_backward(c));
    log_show(c);
    CHECK_LOG("delegate shouldBeginEditing -> true\n"
              "delegate didBeginEditing\n"
              "event editingDidBegin\n"
              "delegate shouldChangeCharacters {0,0} \"h\" typing -> true\n"
              "delegate didChangeSelection {1,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {1,0} \"é\" typing -> true\n"
              "delegate didChangeSelection {2,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {2,0} \"l\" typing -> true\n"
              "delegate didChangeSelection {3,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {3,0} \"l\" typing -> true\n"
              "delegate didChangeSelection {4,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {4,0} \"o\" typing -> true\n"
              "delegate didChangeSelection {5,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {5,0} \" \" typing -> true\n"
              "delegate didChangeSelection {6,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {6,0} \"👍🏽\" typing -> true\n"
              "delegate didChangeSelection {10,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {10,0} \"!\" typing -> true\n"
              "delegate didChangeSelection {11,0}\n"
              "event editingChanged\n"
              "text \"héllo 👍🏽!\" selection {11,0} marked none editing yes utf16 11 scalars 9 graphemes 8\n"
              "delegate shouldChangeCharacters {11,0} \" wörld\" typing -> true\n"
              "delegate didChangeSelection {17,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {16,1} \"\" deleteBackward -> true\n"
              "delegate didChangeSelection {16,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {15,1} \"\" deleteBackward -> true\n"
              "delegate didChangeSelection {15,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {14,1} \"\" deleteBackward -> true\n"
              "delegate didChangeSelection {14,0}\n"
              "event editingChanged\n"
              "text \"héllo 👍🏽! wö\" selection {14,0} marked none editing yes utf16 14 scalars 12 graphemes 11\n"
              "delegate didChangeSelection {13,0}\n"
              "delegate didChangeSelection {12,0}\n"
              "delegate didChangeSelection {11,0}\n"
              "delegate didChangeSelection {10,0}\n"
              "delegate shouldChangeCharacters {6,4} \"\" deleteBackward -> true\n"
              "delegate didChangeSelection {6,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {6,1} \"\" deleteForward -> true\n"
              "event editingChanged\n"
              "text \"héllo  wö\" selection {6,0} marked none editing yes utf16 9 scalars 9 graphemes 9\n"
              "delegate didChangeSelection {9,0}\n"
              "delegate shouldChangeCharacters {7,2} \"\" deleteWord -> true\n"
              "delegate didChangeSelection {7,0}\n"
              "event editingChanged\n"
              "text \"héllo  \" selection {7,0} marked none editing yes utf16 7 scalars 7 graphemes 7\n");
    te_field_free(field);
}

/* A max-length policy written in C, as UIKit's classic recipe: the new UTF-16 length. */
static void test_max_length_policy(void) {
    te_field *field = logging_field(NULL, "");
    te_control *c = te_field_control(field);
    bool changed = true;
    reset_answers();
    answer.max_length = 5;
    CHECK_OK(te_control_focus(c, NULL));
    log_clear();
    CHECK_OK(te_control_type_utf8(c, "abcd", TE_NUL_TERMINATED));
    log_clear();
    CHECK_OK(te_control_type_utf8(c, "efg", TE_NUL_TERMINATED));
    CHECK_OK(te_control_paste_utf8(c, "xy", 2, &changed));
    CHECK(!changed);
    CHECK_OK(te_control_select(c, 1, 2));
    CHECK_OK(te_control_paste_utf8(c, "XYZ", 3, &changed));
    CHECK(!changed);
    CHECK_OK(te_control_paste_utf8(c, "XY", 2, &changed));
    CHECK(changed);
    log_show(c);
    CHECK_LOG("delegate shouldChangeCharacters {4,0} \"e\" typing -> true\n"
              "delegate didChangeSelection {5,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {5,0} \"f\" typing -> false\n"
              "delegate shouldChangeCharacters {5,0} \"g\" typing -> false\n"
              "delegate shouldChangeCharacters {5,0} \"xy\" paste -> false\n"
              "delegate didChangeSelection {1,2}\n"
              "delegate shouldChangeCharacters {1,2} \"XYZ\" paste -> false\n"
              "delegate shouldChangeCharacters {1,2} \"XY\" paste -> true\n"
              "delegate didChangeSelection {3,0}\n"
              "event editingChanged\n"
              "text \"aXYde\" selection {3,0} marked none editing yes utf16 5 scalars 5 graphemes 5\n");
    te_field_free(field);
}

/* IME composition: marking, then the commit, each offered to the delegate with its source. */
static void test_marked_text(void) {
    te_field *field = logging_field(NULL, "");
    te_control *c = te_field_control(field);
    te_range marked;
    reset_answers();
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_control_type_utf8(c, "a", 1));
    log_clear();
    CHECK_OK(te_control_set_marked_text_utf8(c, "ni", TE_NUL_TERMINATED, 2, 0, NULL));
    CHECK_OK(te_control_marked_range(c, &marked));
    CHECK_STR(range_text(marked), "{1,2}");
    CHECK_OK(te_control_set_marked_text_utf8(c, "你", TE_NUL_TERMINATED, 0, 1, NULL));
    log_show(c);
    CHECK_OK(te_control_unmark_text(c));
    CHECK_OK(te_control_marked_range(c, &marked));
    CHECK_INT(marked.location, TE_NOT_FOUND);
    log_show(c);
    CHECK_LOG("delegate shouldChangeCharacters {1,0} \"ni\" marking -> true\n"
              "delegate didChangeSelection {3,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {1,2} \"你\" marking -> true\n"
              "delegate didChangeSelection {1,1}\n"
              "event editingChanged\n"
              "text \"a你\" selection {1,1} marked {1,1} editing yes utf16 2 scalars 2 graphemes 2\n"
              "delegate shouldChangeCharacters {1,1} \"你\" commit -> true\n"
              "delegate didChangeSelection {2,0}\n"
              "event editingChanged\n"
              "text \"a你\" selection {2,0} marked none editing yes utf16 2 scalars 2 graphemes 2\n");
    te_field_free(field);
}

/* Undo and redo ask the delegate with their own sources; the pasteboard is the control's own. */
static void test_undo_and_pasteboard(void) {
    te_field *field = logging_field(NULL, "");
    te_control *c = te_field_control(field);
    char text[16];
    int64_t length = 0;
    bool done = false;
    reset_answers();
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_control_pasteboard_utf8(c, text, sizeof text, &length));
    CHECK_INT(length, TE_NOT_FOUND);
    CHECK_OK(te_control_type_utf8(c, "one two", TE_NUL_TERMINATED));
    CHECK_OK(te_control_move_caret(c, TE_GRANULARITY_WORD, -1, true));
    log_clear();
    CHECK_OK(te_control_cut(c, &done));
    CHECK(done);
    CHECK_OK(te_control_pasteboard_utf8(c, text, sizeof text, &length));
    CHECK_STR(text, "two");
    CHECK_INT(length, 3);
    CHECK_OK(te_control_move_caret_to(c, TE_CARET_DOCUMENT_START, false));
    CHECK_OK(te_control_paste(c, &done));
    CHECK(done);
    CHECK_OK(te_control_undo(c, &done));
    CHECK(done);
    CHECK_OK(te_control_undo(c, &done));
    CHECK(done);
    CHECK(te_control_can_redo(c));
    CHECK_OK(te_control_redo(c, &done));
    CHECK(done);
    log_show(c);
    CHECK_OK(te_control_set_pasteboard_utf8(c, "P", 1));
    CHECK_OK(te_control_select_all(c));
    CHECK_OK(te_control_paste(c, &done));
    CHECK_OK(te_control_clear_pasteboard(c));
    CHECK_OK(te_control_paste(c, &done));
    CHECK(!done);
    log_show(c);
    CHECK_LOG("delegate shouldChangeCharacters {4,3} \"\" cut -> true\n"
              "delegate didChangeSelection {4,0}\n"
              "event editingChanged\n"
              "delegate didChangeSelection {0,0}\n"
              "delegate shouldChangeCharacters {0,0} \"two\" paste -> true\n"
              "delegate didChangeSelection {3,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {0,3} \"\" undo -> true\n"
              "delegate didChangeSelection {0,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {4,0} \"two\" undo -> true\n"
              "delegate didChangeSelection {4,3}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {4,3} \"\" redo -> true\n"
              "delegate didChangeSelection {0,0}\n"
              "event editingChanged\n"
              "text \"one \" selection {0,0} marked none editing yes utf16 4 scalars 4 graphemes 4\n"
              "delegate didChangeSelection {0,4}\n"
              "delegate shouldChangeCharacters {0,4} \"P\" paste -> true\n"
              "delegate didChangeSelection {1,0}\n"
              "event editingChanged\n"
              "text \"P\" selection {1,0} marked none editing yes utf16 1 scalars 1 graphemes 1\n");

    /* A secure field neither copies nor cuts. */
    CHECK_OK(te_field_set_secure_text_entry(field, true));
    CHECK_OK(te_control_select_all(c));
    CHECK_OK(te_control_copy(c, &done));
    CHECK(!done);
    CHECK_OK(te_control_cut(c, &done));
    CHECK(!done);
    te_field_free(field);
}

/* Settings: clears-on-begin asks should_clear; return-auto ignores Return on empty text. */
static void test_settings(void) {
    te_field *field = logging_field(NULL, "");
    te_control *c = te_field_control(field);
    reset_answers();
    CHECK_OK(te_control_set_text_utf8(c, "old", 3));
    CHECK_OK(te_field_set_clears_on_begin_editing(field, true));
    CHECK_OK(te_field_set_enables_return_key_automatically(field, true));
    log_clear();
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_field_press_return(field));
    log_show(c);
    CHECK_LOG("delegate shouldBeginEditing -> true\n"
              "delegate shouldClear -> true\n"
              "delegate didChangeSelection {0,0}\n"
              "event editingChanged\n"
              "delegate didBeginEditing\n"
              "event editingDidBegin\n"
              "text \"\" selection {0,0} marked none editing yes utf16 0 scalars 0 graphemes 0\n");
    /* Removing the delegate and handler: default answers, nothing logged. */
    CHECK_OK(te_field_set_delegate(field, NULL));
    CHECK_OK(te_field_set_event_handler(field, NULL, NULL));
    CHECK_OK(te_control_type_utf8(c, "quiet", 5));
    CHECK_STR(control_text(c), "quiet");
    CHECK_LOG("");
    te_field_free(field);
}

void test_field_editing(void) {
    reset_answers();
    test_typing_and_deleting();
    test_max_length_policy();
    test_marked_text();
    test_undo_and_pasteboard();
    test_settings();
}
