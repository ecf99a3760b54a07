/* te_view through its delegate: Return as "\n", Backspace at the start, did_change after every
 * user change, did_change_selection also for programmatic selection, lines and vertical moves. */
#include <string.h>

#include "check.h"

/* A delegate question this delegate answers yes to, logged. */
#define ANSWERING_YES(function, question)                               \
    static bool function(te_view *view, void *context) {                \
        (void)view, (void)context;                                      \
        log_line("delegate " question " -> true");                      \
        return true;                                                    \
    }

/* A delegate notice, logged. */
#define LOGGING(function, notice)                                       \
    static void function(te_view *view, void *context) {                \
        (void)view, (void)context;                                      \
        log_line("delegate " notice);                                   \
    }

ANSWERING_YES(view_should_begin, "shouldBeginEditing")
LOGGING(view_did_begin, "didBeginEditing")
ANSWERING_YES(view_should_end, "shouldEndEditing")
LOGGING(view_did_end, "didEndEditing")
LOGGING(view_did_change, "didChange")

static bool view_should_change(te_view *view, void *context, int64_t location, int64_t length, const char *utf8,
                               int64_t utf8_length, const uint16_t *utf16, int64_t utf16_length) {
    bool allowed = strcmp(utf8, "!") != 0; /* this delegate refuses "!" */
    (void)view, (void)context, (void)utf8_length, (void)utf16, (void)utf16_length;
    log_line("delegate shouldChangeText {%lld,%lld} \"%s\" -> %s", (long long)location, (long long)length,
             strcmp(utf8, "\n") == 0 ? "\\n" : utf8, allowed ? "true" : "false");
    return allowed;
}

static void view_did_change_selection(te_view *view, void *context) {
    te_range selection;
    (void)context;
    CHECK_OK(te_control_selection(te_view_control(view), &selection));
    log_line("delegate didChangeSelection %s", range_text(selection));
}

void test_view(void) {
    te_view *view = te_view_new();
    te_control *c = te_view_control(view);
    te_view_delegate delegate = {
        .should_begin_editing = view_should_begin,
        .did_begin_editing = view_did_begin,
        .should_end_editing = view_should_end,
        .did_end_editing = view_did_end,
        .should_change_text = view_should_change,
        .did_change = view_did_change,
        .did_change_selection = view_did_change_selection,
    };
    CHECK_OK(te_view_set_delegate(view, &delegate));
    log_clear();
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_control_delete_backward(c));
    CHECK_OK(te_control_type_utf8(c, "ab!", TE_NUL_TERMINATED));
    CHECK_OK(te_view_press_return(view));
    CHECK_OK(te_control_insert_utf8(c, "wide 中文", TE_NUL_TERMINATED, NULL));
    CHECK_OK(te_control_move_caret(c, TE_GRANULARITY_LINE, -1, false));
    CHECK_OK(te_control_set_selection(c, 0, 1));
    CHECK_OK(te_control_blur(c, NULL));
    log_show(c);
    CHECK_LOG("delegate shouldBeginEditing -> true\n"
              "delegate didBeginEditing\n"
              "delegate shouldChangeText {0,0} \"\" -> true\n"
              "delegate shouldChangeText {0,0} \"a\" -> true\n"
              "delegate didChangeSelection {1,0}\n"
              "delegate didChange\n"
              "delegate shouldChangeText {1,0} \"b\" -> true\n"
              "delegate didChangeSelection {2,0}\n"
              "delegate didChange\n"
              "delegate shouldChangeText {2,0} \"!\" -> false\n"
              "delegate shouldChangeText {2,0} \"\\n\" -> true\n"
              "delegate didChangeSelection {3,0}\n"
              "delegate didChange\n"
              "delegate shouldChangeText {3,0} \"wide 中文\" -> true\n"
              "delegate didChangeSelection {10,0}\n"
              "delegate didChange\n"
              "delegate didChangeSelection {2,0}\n"
              "delegate didChangeSelection {0,1}\n"
              "delegate shouldEndEditing -> true\n"
              "delegate didEndEditing\n"
              "text \"ab\nwide 中文\" selection {0,1} marked none editing no utf16 10 scalars 10 graphemes 10\n");
    CHECK_OK(te_view_set_editable(view, false));
    CHECK_OK(te_control_focus(c, NULL));
    CHECK(!te_control_is_editing(c));
    CHECK_LOG("");
    te_view_free(view);
}
