/* te_field focus and control flow: the clear button, Return with and without an exit action,
 * refusing and forcing the end of editing, focus scopes, and callbacks that call back in,
 * including freeing the field from inside its own callback (AddressSanitizer checks the memory). */
#include "field_log.h"

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

void test_field_focus(void) {
    reset_answers();
    test_clear_return_and_end();
    test_reentrant_callbacks();
    test_focus_scope();
}
