/* The logging field of field_log.h. */
#include "field_log.h"

#include <string.h>

answers answer;

void reset_answers(void) {
    answer.begin = answer.end = answer.clear = answer.return_key = true;
    answer.max_length = -1;
    answer.free_in_did_end = answer.free_in_should_change = answer.set_text_in_should_change = false;
    answer.remove_delegate_in_should_change = answer.free_in_event = false;
}

static const char *yes_no(bool value) { return value ? "true" : "false"; }

/* Logs the delegate's answer to `question` and gives it. */
static bool answered(void *context, const char *question, bool value) {
    log_line("%sdelegate %s -> %s", (const char *)context, question, yes_no(value));
    return value;
}

/* A delegate question: logs it and gives `answer.member`. */
#define ANSWERING(function, question, member)                           \
    static bool function(te_field *field, void *context) {              \
        (void)field;                                                    \
        return answered(context, question, answer.member);              \
    }

ANSWERING(should_begin, "shouldBeginEditing", begin)
ANSWERING(should_end, "shouldEndEditing", end)
ANSWERING(should_clear, "shouldClear", clear)
ANSWERING(should_return, "shouldReturn", return_key)

static void did_begin(te_field *field, void *context) {
    (void)field;
    log_line("%sdelegate didBeginEditing", (const char *)context);
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

te_field *logging_field(te_control *sibling, const char *prefix) {
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
