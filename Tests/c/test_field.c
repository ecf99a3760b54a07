/* te_field through its delegate callbacks and event handler: the exact sequence of questions,
 * notices and events for typing, deletion, selection, the pasteboard, IME, undo, the clear
 * button, Return, focus, policies written in C, re-entrant callbacks, and freeing a field from
 * inside its own callback. Lines follow the REPL's transcript format, plus the edit's source. */
#include <string.h>

#include "check.h"

/* The delegate's answers, set per scenario. */
typedef struct answers {
    bool begin, end, clear, return_key;
    int64_t max_length;          /* refuse a change that would make the text longer (UTF-16); -1: none */
    bool free_in_did_end;        /* te_field_free from inside did_end_editing */
    bool free_in_should_change;  /* te_field_free from inside should_change_characters */
    bool set_text_in_should_change; /* replace the whole text from inside should_change_characters */
    bool remove_delegate_in_should_change; /* te_field_set_delegate(NULL) from inside it */
    bool free_in_event;          /* te_field_free from inside the event handler */
} answers;

static answers answer;
static const char *field_name = ""; /* prefixes lines when two fields are involved */

static void reset_answers(void) {
    answer.begin = answer.end = answer.clear = answer.return_key = true;
    answer.max_length = -1;
    answer.free_in_did_end = answer.free_in_should_change = answer.set_text_in_should_change = false;
    answer.remove_delegate_in_should_change = answer.free_in_event = false;
    field_name = "";
}

static const char *yes_no(bool value) { return value ? "true" : "false"; }

static bool should_begin(te_field *field, void *context) {
    (void)field;
    log_line("%sdelegate shouldBeginEditing -> %s", (const char *)context, yes_no(answer.begin));
    return answer.begin;
}

static void did_begin(te_field *field, void *context) {
    (void)field;
    log_line("%sdelegate didBeginEditing", (const char *)context);
}

static bool should_end(te_field *field, void *context) {
    (void)field;
    log_line("%sdelegate shouldEndEditing -> %s", (const char *)context, yes_no(answer.end));
    return answer.end;
}

static void did_end(te_field *field, void *context, int32_t reason) {
    log_line("%sdelegate didEndEditing %s", (const char *)context, reason == TE_END_COMMITTED ? "committed" : "cancelled");
    if (answer.free_in_did_end) te_field_free(field);
}

static bool should_change(te_field *field, void *context, int64_t location, int64_t length, const char *utf8,
                          int64_t utf8_length, const uint16_t *utf16, int64_t utf16_length) {
    te_control *control = te_field_control(field);
    te_edit_info edit;
    bool allowed = true;
    const char *source = "?";
    if (te_control_proposed_edit(control, &edit) == TE_OK) source = te_edit_source_name(edit.source);
    /* Both encodings carry the same text, terminated. */
    CHECK_INT((int64_t)strlen(utf8), utf8_length);
    CHECK_INT(utf16[utf16_length], 0);
    if (answer.max_length >= 0) allowed = te_control_utf16_count(control) - length + utf16_length <= answer.max_length;
    log_line("%sdelegate shouldChangeCharacters {%lld,%lld} \"%s\" %s -> %s", (const char *)context, (long long)location,
             (long long)length, utf8, source, yes_no(allowed));
    if (answer.set_text_in_should_change) {
        answer.set_text_in_should_change = false;
        CHECK_OK(te_control_set_text_utf8(control, "replaced", TE_NUL_TERMINATED));
    }
    if (answer.remove_delegate_in_should_change) {
        answer.remove_delegate_in_should_change = false;
        CHECK_OK(te_field_set_delegate(field, NULL));
    }
    if (answer.free_in_should_change) {
        answer.free_in_should_change = false;
        te_field_free(field);
    }
    return allowed;
}

static bool should_clear(te_field *field, void *context) {
    (void)field;
    log_line("%sdelegate shouldClear -> %s", (const char *)context, yes_no(answer.clear));
    return answer.clear;
}

static bool should_return(te_field *field, void *context) {
    (void)field;
    log_line("%sdelegate shouldReturn -> %s", (const char *)context, yes_no(answer.return_key));
    return answer.return_key;
}

static void did_change_selection(te_field *field, void *context) {
    te_range selection;
    CHECK_OK(te_control_selection(te_field_control(field), &selection));
    log_line("%sdelegate didChangeSelection %s", (const char *)context, range_text(selection));
}

static void on_event(te_field *field, void *context, uint32_t event) {
    const char *name = "?";
    (void)field;
    switch (event) {
    case TE_EVENT_EDITING_DID_BEGIN: name = "editingDidBegin"; break;
    case TE_EVENT_EDITING_CHANGED: name = "editingChanged"; break;
    case TE_EVENT_EDITING_DID_END: name = "editingDidEnd"; break;
    case TE_EVENT_EDITING_DID_END_ON_EXIT: name = "editingDidEndOnExit"; break;
    case TE_EVENT_PRIMARY_ACTION_TRIGGERED: name = "primaryActionTriggered"; break;
    }
    log_line("%sevent %s", (const char *)context, name);
    if (answer.free_in_event) {
        answer.free_in_event = false;
        te_field_free(field);
    }
}

/* A new field whose delegate and event handler log, lines prefixed with `prefix`. */
static te_field *logging_field(te_control *sibling, const char *prefix) {
    te_field *field = NULL;
    te_field_delegate delegate;
    if (sibling == NULL) {
        field = te_field_new();
    } else {
        CHECK_OK(te_field_new_in_scope(sibling, &field));
    }
    memset(&delegate, 0, sizeof delegate);
    delegate.context = (void *)prefix;
    delegate.should_begin_editing = should_begin;
    delegate.did_begin_editing = did_begin;
    delegate.should_end_editing = should_end;
    delegate.did_end_editing = did_end;
    delegate.should_change_characters = should_change;
    delegate.should_clear = should_clear;
    delegate.should_return = should_return;
    delegate.did_change_selection = did_change_selection;
    CHECK_OK(te_field_set_delegate(field, &delegate));
    CHECK_OK(te_field_set_event_handler(field, on_event, (void *)prefix));
    return field;
}

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

/* The clear button, Return with and without an exit action, refusing to end, forcing. */
static void test_clear_return_and_end(void) {
    te_field *field = logging_field(NULL, "");
    te_control *c = te_field_control(field);
    bool done = true;
    reset_answers();
    CHECK_OK(te_control_set_text_utf8(c, "abc", TE_NUL_TERMINATED));
    CHECK_OK(te_field_set_clear_button_mode(field, TE_CLEAR_BUTTON_WHILE_EDITING));
    CHECK(!te_field_is_clear_button_visible(field));
    CHECK_OK(te_control_focus(c, &done));
    CHECK(done);
    CHECK(te_field_is_clear_button_visible(field));
    log_clear();
    CHECK_OK(te_field_tap_clear_button(field));
    CHECK(!te_field_is_clear_button_visible(field));
    CHECK_OK(te_field_tap_clear_button(field)); /* hidden now: nothing */
    CHECK_OK(te_control_type_utf8(c, "x", 1));
    CHECK_OK(te_field_press_return(field));
    CHECK(te_control_is_editing(c));
    answer.return_key = false;
    CHECK_OK(te_field_press_return(field));
    answer.return_key = true;
    CHECK_OK(te_field_set_return_ends_editing(field, true));
    answer.end = false;
    CHECK_OK(te_field_press_return(field));
    CHECK(te_control_is_editing(c));
    CHECK_OK(te_control_end_editing(c, true, &done));
    CHECK(done);
    CHECK(!te_control_is_editing(c));
    answer.end = true;
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_field_press_return(field));
    CHECK(!te_control_is_editing(c));
    CHECK_LOG("delegate shouldClear -> true\n"
              "delegate didChangeSelection {0,0}\n"
              "event editingChanged\n"
              "delegate shouldChangeCharacters {0,0} \"x\" typing -> true\n"
              "delegate didChangeSelection {1,0}\n"
              "event editingChanged\n"
              "delegate shouldReturn -> true\n"
              "event editingDidEndOnExit\n"
              "event primaryActionTriggered\n"
              "delegate shouldReturn -> false\n"
              "delegate shouldReturn -> true\n"
              "event editingDidEndOnExit\n"
              "event primaryActionTriggered\n"
              "delegate shouldEndEditing -> false\n"
              "delegate shouldEndEditing -> false\n"
              "delegate didEndEditing committed\n"
              "event editingDidEnd\n"
              "delegate shouldBeginEditing -> true\n"
              "delegate didBeginEditing\n"
              "event editingDidBegin\n"
              "delegate shouldReturn -> true\n"
              "event editingDidEndOnExit\n"
              "event primaryActionTriggered\n"
              "delegate shouldEndEditing -> true\n"
              "delegate didEndEditing committed\n"
              "event editingDidEnd\n");
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

/* Callbacks that call back in: reading the text and the proposed edit, changing the text (which
 * drops the stale edit), and freeing the field (its callbacks stop; memory goes when the call
 * returns, as AddressSanitizer checks). */
static void test_reentrant_callbacks(void) {
    te_field *field = logging_field(NULL, "");
    te_control *c = te_field_control(field);
    bool changed = true;
    reset_answers();
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_control_type_utf8(c, "ab", 2));
    log_clear();
    answer.set_text_in_should_change = true;
    CHECK_OK(te_control_insert_utf8(c, "c", 1, &changed));
    CHECK(!changed);
    log_show(c);
    CHECK_LOG("delegate shouldChangeCharacters {2,0} \"c\" typing -> true\n"
              "text \"replaced\" selection {8,0} marked none editing yes utf16 8 scalars 8 graphemes 8\n");

    answer.free_in_should_change = true;
    CHECK_OK(te_control_type_utf8(c, "xyz", 3));
    CHECK_LOG("delegate shouldChangeCharacters {8,0} \"x\" typing -> true\n");

    /* Removing the delegate from inside its callback: the rest of the edit goes on without it. */
    field = logging_field(NULL, "");
    c = te_field_control(field);
    reset_answers();
    CHECK_OK(te_control_focus(c, NULL));
    log_clear();
    answer.remove_delegate_in_should_change = true;
    CHECK_OK(te_control_type_utf8(c, "ab", 2));
    CHECK_STR(control_text(c), "ab");
    CHECK_LOG("delegate shouldChangeCharacters {0,0} \"a\" typing -> true\n"
              "event editingChanged\n"
              "event editingChanged\n");
    /* Freeing from inside the event handler: the paste completes, nothing more is sent. */
    answer.free_in_event = true;
    CHECK_OK(te_control_paste_utf8(c, "cd", 2, &changed));
    CHECK(changed);
    CHECK_LOG("event editingChanged\n");

    field = logging_field(NULL, "");
    c = te_field_control(field);
    reset_answers();
    CHECK_OK(te_control_focus(c, NULL));
    answer.free_in_did_end = true;
    log_clear();
    CHECK_OK(te_control_blur(c, &changed));
    CHECK(changed);
    CHECK_LOG("delegate shouldEndEditing -> true\n"
              "delegate didEndEditing committed\n");
    reset_answers();
}

/* Two fields in one focus scope: focusing one ends the other, which may refuse. */
static void test_focus_scope(void) {
    te_field *first = logging_field(NULL, "1 ");
    te_field *second = logging_field(te_field_control(first), "2 ");
    bool editing = true;
    reset_answers();
    CHECK_OK(te_control_focus(te_field_control(first), &editing));
    CHECK(editing);
    log_clear();
    answer.end = false;
    CHECK_OK(te_control_focus(te_field_control(second), &editing));
    CHECK(!editing);
    answer.end = true;
    CHECK_OK(te_control_focus(te_field_control(second), &editing));
    CHECK(editing);
    CHECK(!te_control_is_editing(te_field_control(first)));
    CHECK_LOG("2 delegate shouldBeginEditing -> true\n"
              "1 delegate shouldEndEditing -> false\n"
              "2 delegate shouldBeginEditing -> true\n"
              "1 delegate shouldEndEditing -> true\n"
              "1 delegate didEndEditing committed\n"
              "1 event editingDidEnd\n"
              "2 delegate didBeginEditing\n"
              "2 event editingDidBegin\n");

    /* A disabled field cannot begin editing; disabling an editing one ends it. */
    CHECK_OK(te_field_set_enabled(second, false));
    CHECK(!te_control_is_editing(te_field_control(second)));
    CHECK_OK(te_control_focus(te_field_control(second), &editing));
    CHECK(!editing);
    CHECK_LOG("2 delegate shouldEndEditing -> true\n"
              "2 delegate didEndEditing committed\n"
              "2 event editingDidEnd\n");
    te_field_free(second);
    te_field_free(first);
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

void test_field(void) {
    reset_answers();
    test_typing_and_deleting();
    test_max_length_policy();
    test_clear_return_and_end();
    test_marked_text();
    test_undo_and_pasteboard();
    test_reentrant_callbacks();
    test_focus_scope();
    test_settings();
}
