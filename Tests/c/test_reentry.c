/* Callbacks that call back in while the library asks or tells them something: a new composition
 * begun while a move commits the old one, focus changed from inside the focus callbacks (the
 * out-parameters say what the call left), and the proposed edit of a view's Backspace at its
 * start. */
#include <string.h>

#include "check.h"

/* What the callbacks below do, set per scenario. */
static struct {
    bool mark_on_change;      /* set marked text "xy" on the next EDITING_CHANGED */
    bool focus_in_should_begin; /* focus the field from inside should_begin_editing, then say no */
    bool blur_on_begin;       /* blur on EDITING_DID_BEGIN */
    bool focus_on_end;        /* focus again on EDITING_DID_END */
    bool blur_in_should_end;  /* blur from inside should_end_editing, then say no */
    int depth;
} act;

/* A should_* answer: when `reenter` is set and the call is not one of ours, makes `call` on the
 * field from inside the callback and says no; otherwise says yes. */
static bool answer_reentering(bool reenter, te_field *field, te_status (*call)(te_control *, bool *)) {
    if (!reenter || act.depth != 0) return true;
    act.depth++;
    CHECK_OK(call(te_field_control(field), NULL));
    act.depth--;
    return false;
}

static bool reentry_should_begin(te_field *field, void *context) {
    (void)context;
    return answer_reentering(act.focus_in_should_begin, field, te_control_focus);
}

static bool reentry_should_end(te_field *field, void *context) {
    (void)context;
    return answer_reentering(act.blur_in_should_end, field, te_control_blur);
}

static void reentry_event(te_field *field, void *context, uint32_t event) {
    te_control *c = te_field_control(field);
    (void)context;
    if (event == TE_EVENT_EDITING_CHANGED && act.mark_on_change) {
        act.mark_on_change = false;
        CHECK_OK(te_control_set_marked_text_utf8(c, "xy", 2, 2, 0, NULL));
    }
    if (event == TE_EVENT_EDITING_DID_BEGIN && act.blur_on_begin) {
        act.blur_on_begin = false;
        CHECK_OK(te_control_blur(c, NULL));
    }
    if (event == TE_EVENT_EDITING_DID_END && act.focus_on_end) {
        act.focus_on_end = false;
        CHECK_OK(te_control_focus(c, NULL));
    }
}

static te_field *reentry_field(void) {
    te_field *field = te_field_new();
    te_field_delegate delegate;
    memset(&delegate, 0, sizeof delegate);
    delegate.should_begin_editing = reentry_should_begin;
    delegate.should_end_editing = reentry_should_end;
    CHECK_OK(te_field_set_delegate(field, &delegate));
    CHECK_OK(te_field_set_event_handler(field, reentry_event, NULL));
    memset(&act, 0, sizeof act);
    return field;
}

/* A field composing "ab"; committing it (which a move does first) sends EDITING_CHANGED, whose
 * handler marks "xy": a move to a place outside the new composition is dropped, and the
 * composition stays with the selection inside it. (A character step, computed after the commit,
 * stays inside it and is made.) */
static void test_selection_outside_new_composition(void) {
    static const char *const selections[] = {"{4,0}", "{4,0}", "{4,0}", "{3,1}"};
    int scenario;
    for (scenario = 0; scenario < 4; scenario++) {
        te_field *field = reentry_field();
        te_control *c = te_field_control(field);
        te_range selection, marked;
        CHECK_OK(te_control_focus(c, NULL));
        CHECK_OK(te_control_set_marked_text_utf8(c, "ab", 2, 2, 0, NULL));
        act.mark_on_change = true;
        switch (scenario) {
        case 0: CHECK_OK(te_control_move_caret_to(c, TE_CARET_DOCUMENT_START, false)); break;
        case 1: CHECK_OK(te_control_select_all(c)); break;
        case 2: CHECK_OK(te_control_select(c, 0, 0)); break;
        case 3: CHECK_OK(te_control_move_caret(c, TE_GRANULARITY_CHARACTER, -1, true)); break;
        }
        CHECK(!act.mark_on_change);
        CHECK_STR(control_text(c), "abxy");
        CHECK_OK(te_control_marked_range(c, &marked));
        CHECK_OK(te_control_selection(c, &selection));
        CHECK_STR(range_text(marked), "{2,2}");
        CHECK_STR(range_text(selection), selections[scenario]);
        /* The next move commits "xy" (no handler acts now) and goes where it was asked. */
        CHECK_OK(te_control_move_caret_to(c, TE_CARET_DOCUMENT_START, false));
        CHECK_OK(te_control_marked_range(c, &marked));
        CHECK_OK(te_control_selection(c, &selection));
        CHECK_INT(marked.location, TE_NOT_FOUND);
        CHECK_STR(range_text(selection), "{0,0}");
        te_field_free(field);
    }
}

/* *out_editing and *out_ended say what the call left, whatever the callbacks answered. */
static void test_focus_out_parameters(void) {
    te_field *field = reentry_field();
    te_control *c = te_field_control(field);
    bool editing = false, ended = false;

    act.focus_in_should_begin = true;
    CHECK_OK(te_control_focus(c, &editing));
    CHECK(editing);
    CHECK(te_control_is_editing(c));

    act.blur_in_should_end = true;
    CHECK_OK(te_control_blur(c, &ended));
    CHECK(ended);
    CHECK(!te_control_is_editing(c));
    act.focus_in_should_begin = act.blur_in_should_end = false;

    act.blur_on_begin = true;
    editing = true;
    CHECK_OK(te_control_focus(c, &editing));
    CHECK(!editing);
    CHECK(!te_control_is_editing(c));

    CHECK_OK(te_control_focus(c, &editing));
    CHECK(editing);
    act.focus_on_end = true;
    ended = true;
    CHECK_OK(te_control_blur(c, &ended));
    CHECK(!ended);
    CHECK(te_control_is_editing(c));
    act.focus_on_end = true;
    ended = true;
    CHECK_OK(te_control_end_editing(c, true, &ended));
    CHECK(!ended);
    CHECK(te_control_is_editing(c));

    /* Blurring a control that is not editing leaves it not editing. */
    CHECK_OK(te_control_end_editing(c, true, &ended));
    CHECK(ended);
    ended = false;
    CHECK_OK(te_control_blur(c, &ended));
    CHECK(ended);
    te_field_free(field);
}

static int backspace_probes;

static bool probe_backspace_at_start(te_view *view, void *context, int64_t location, int64_t length, const char *utf8,
                                     int64_t utf8_length, const uint16_t *utf16, int64_t utf16_length) {
    te_control *c = te_view_control(view);
    te_edit_info edit;
    te_range range;
    (void)context, (void)utf16;
    backspace_probes++;
    CHECK_INT(location, 0);
    CHECK_INT(length, 0);
    CHECK_STR(utf8, "");
    CHECK_INT(utf8_length, 0);
    CHECK_INT(utf16_length, 0);
    CHECK_OK(te_control_proposed_edit(c, &edit));
    CHECK_INT(edit.source, TE_EDIT_DELETE_BACKWARD);
    CHECK_INT(edit.range_count, 1);
    CHECK_STR(range_text(edit.range), "{0,0}");
    CHECK_INT(edit.replacement_utf16_length, 0);
    CHECK_STR(range_text(edit.selection_before), "{0,0}");
    CHECK_STR(range_text(edit.selection_after), "{0,0}");
    CHECK_INT(edit.marked_range_after.location, TE_NOT_FOUND);
    CHECK_OK(te_control_proposed_edit_range(c, 0, &range));
    CHECK_STR(range_text(range), "{0,0}");
    return true;
}

/* A view asks about Backspace at its start as {0,0} ""; the proposed edit says the same. */
static void test_view_backspace_at_start(void) {
    te_view *view = te_view_new();
    te_control *c = te_view_control(view);
    te_view_delegate delegate;
    te_edit_info edit;
    memset(&delegate, 0, sizeof delegate);
    delegate.should_change_text = probe_backspace_at_start;
    CHECK_OK(te_view_set_delegate(view, &delegate));
    CHECK_OK(te_control_set_text_utf8(c, "ab", 2));
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_control_set_selection(c, 0, 0));
    backspace_probes = 0;
    CHECK_OK(te_control_delete_backward(c));
    CHECK_INT(backspace_probes, 1);
    CHECK_STR(control_text(c), "ab");
    CHECK(!te_control_can_undo(c));
    CHECK_STATUS(te_control_proposed_edit(c, &edit), TE_ERROR_NO_EDIT);
    te_view_free(view);
}

void test_reentry(void) {
    test_selection_outside_new_composition();
    test_focus_out_parameters();
    test_view_backspace_at_start();
}
