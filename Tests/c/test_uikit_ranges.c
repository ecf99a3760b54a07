/* Edits whose UIKit range differs from what is applied: should_change_characters gets UIKit's
 * range and text, te_control_proposed_edit what is applied (a secure field's wipe, an IME commit
 * reported as an insertion point). */
#include <string.h>

#include "check.h"

/* Logs each question with the proposed edit beside it. */
static bool log_question(te_field *field, void *context, int64_t location, int64_t length, const char *utf8,
                         int64_t utf8_length, const uint16_t *utf16, int64_t utf16_length) {
    te_edit_info edit;
    (void)context, (void)utf8_length, (void)utf16, (void)utf16_length;
    CHECK_OK(te_control_proposed_edit(te_field_control(field), &edit));
    log_line("asked {%lld,%lld} \"%s\"; applying %s %s with %lld units, caret after %s", (long long)location, (long long)length,
             utf8, te_edit_source_name(edit.source), range_text(edit.range), (long long)edit.replacement_utf16_length,
             range_text(edit.selection_after));
    return true;
}

static te_field *questioned_field(const char *text) {
    te_field *field = te_field_new();
    te_field_delegate delegate;
    memset(&delegate, 0, sizeof delegate);
    delegate.should_change_characters = log_question;
    CHECK_OK(te_field_set_delegate(field, &delegate));
    CHECK_OK(te_control_set_text_utf8(te_field_control(field), text, TE_NUL_TERMINATED));
    return field;
}

/* A secure field's first edit after refocus: UIKit's range for the key, the wipe applied. */
static void test_secure_wipe(void) {
    te_field *field = questioned_field("hello");
    te_control *c = te_field_control(field);
    CHECK_OK(te_field_set_secure_text_entry(field, true));
    CHECK_OK(te_control_focus(c, NULL));
    log_clear();
    CHECK_OK(te_control_delete_backward(c));
    CHECK_LOG("asked {4,1} \"\"; applying secureWipe {0,5} with 0 units, caret after {0,0}\n");
    CHECK_STR(control_text(c), "");

    CHECK_OK(te_control_blur(c, NULL));
    CHECK_OK(te_control_set_text_utf8(c, "hello", 5));
    CHECK_OK(te_control_focus(c, NULL));
    log_clear();
    CHECK_OK(te_control_type_utf8(c, "xy", 2));
    CHECK_LOG("asked {5,0} \"x\"; applying secureWipe {0,5} with 1 units, caret after {1,0}\n"
              "asked {1,0} \"y\"; applying typing {1,0} with 1 units, caret after {2,0}\n");
    CHECK_STR(control_text(c), "xy");
    te_field_free(field);
}

/* An IME commit: the marked range by default; an insertion point at its end with the option. */
static void test_commit_as_insertion_point(void) {
    te_field *field = questioned_field("a");
    te_control *c = te_field_control(field);
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_control_set_marked_text_utf8(c, "bc", 2, 2, 0, NULL));
    log_clear();
    CHECK_OK(te_control_unmark_text(c));
    CHECK_LOG("asked {1,2} \"bc\"; applying commit {1,2} with 2 units, caret after {3,0}\n");
    CHECK_OK(te_control_set_reports_commit_as_insertion_point(c, true));
    CHECK_OK(te_control_set_marked_text_utf8(c, "de", 2, 2, 0, NULL));
    log_clear();
    CHECK_OK(te_control_unmark_text(c));
    CHECK_LOG("asked {5,0} \"de\"; applying commit {3,2} with 2 units, caret after {5,0}\n");
    CHECK_STR(control_text(c), "abcde");
    CHECK_ERROR(te_control_set_reports_commit_as_insertion_point(NULL, true), TE_ERROR_NULL_HANDLE,
                "te_control_set_reports_commit_as_insertion_point: control is NULL");
    te_field_free(field);
}

void test_uikit_ranges(void) {
    test_secure_wipe();
    test_commit_as_insertion_point();
}
