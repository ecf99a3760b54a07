/* Undo groups on controls: edits between te_control_begin_undo_grouping and the matching end are
 * one undo step; groups nest; undo closes them. Undoing a group is asked about range by range,
 * each with its own text; redoing it, when only the first range gets text, once with the first
 * range. */
#include <string.h>

#include "check.h"

static bool log_undo_question(te_field *field, void *context, int64_t location, int64_t length, const char *utf8,
                              int64_t utf8_length, const uint16_t *utf16, int64_t utf16_length) {
    te_edit_info edit;
    (void)context, (void)utf8_length, (void)utf16, (void)utf16_length;
    CHECK_OK(te_control_proposed_edit(te_field_control(field), &edit));
    log_line("asked {%lld,%lld} \"%s\" %s of %lld ranges", (long long)location, (long long)length, utf8,
             te_edit_source_name(edit.source), (long long)edit.range_count);
    return true;
}

static te_field *grouping_field(const char *text) {
    te_field *field = te_field_new();
    te_control *c = te_field_control(field);
    te_field_delegate delegate;
    memset(&delegate, 0, sizeof delegate);
    delegate.should_change_characters = log_undo_question;
    CHECK_OK(te_control_set_text_utf8(c, text, TE_NUL_TERMINATED));
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_field_set_delegate(field, &delegate));
    return field;
}

static void test_group_is_one_step(void) {
    te_field *field = grouping_field("hello");
    te_control *c = te_field_control(field);
    bool changed = false;
    CHECK_INT(te_control_undo_grouping_level(c), 0);
    CHECK_OK(te_control_begin_undo_grouping(c));
    CHECK_INT(te_control_undo_grouping_level(c), 1);
    CHECK_OK(te_control_move_caret_to(c, TE_CARET_DOCUMENT_START, false));
    CHECK_OK(te_control_type_utf8(c, "x", 1));
    CHECK_OK(te_control_move_caret_to(c, TE_CARET_DOCUMENT_END, false));
    CHECK_OK(te_control_delete_backward(c));
    CHECK_OK(te_control_end_undo_grouping(c));
    CHECK_INT(te_control_undo_grouping_level(c), 0);
    CHECK_STR(control_text(c), "xhell");
    log_clear();
    CHECK_OK(te_control_undo(c, &changed));
    CHECK(changed);
    CHECK_STR(control_text(c), "hello");
    CHECK(!te_control_can_undo(c));
    CHECK_OK(te_control_redo(c, &changed));
    CHECK(changed);
    CHECK_STR(control_text(c), "xhell");
    CHECK_LOG("asked {0,1} \"\" undo of 2 ranges\n"
              "asked {5,0} \"o\" undo of 2 ranges\n"
              "asked {0,0} \"x\" redo of 2 ranges\n");
    te_field_free(field);
}

static void test_nesting_and_closing(void) {
    te_field *field = grouping_field("");
    te_control *c = te_field_control(field);
    bool changed = false;
    CHECK_OK(te_control_end_undo_grouping(c)); /* none open: nothing */
    CHECK_INT(te_control_undo_grouping_level(c), 0);
    CHECK_OK(te_control_begin_undo_grouping(c));
    CHECK_OK(te_control_type_utf8(c, "a", 1));
    CHECK_OK(te_control_begin_undo_grouping(c));
    CHECK_OK(te_control_paste_utf8(c, "b", 1, NULL));
    CHECK_OK(te_control_end_undo_grouping(c));
    CHECK_INT(te_control_undo_grouping_level(c), 1);
    CHECK_OK(te_control_paste_utf8(c, "c", 1, NULL));
    /* Undo closes the open group first, then undoes it whole. */
    CHECK_OK(te_control_undo(c, &changed));
    CHECK(changed);
    CHECK_INT(te_control_undo_grouping_level(c), 0);
    CHECK_STR(control_text(c), "");
    CHECK(!te_control_can_undo(c));
    /* Outside groups, steps are separate again. */
    CHECK_OK(te_control_paste_utf8(c, "d", 1, NULL));
    CHECK_OK(te_control_paste_utf8(c, "e", 1, NULL));
    CHECK_OK(te_control_undo(c, &changed));
    CHECK_STR(control_text(c), "d");
    CHECK_ERROR(te_control_begin_undo_grouping(NULL), TE_ERROR_NULL_HANDLE, "te_control_begin_undo_grouping: control is NULL");
    CHECK_ERROR(te_control_end_undo_grouping((te_control *)te_control_document(c)), TE_ERROR_WRONG_HANDLE,
                "te_control_end_undo_grouping: control is a document");
    CHECK_INT(te_control_undo_grouping_level(NULL), -1);
    te_field_free(field);
}

void test_undo_groups(void) {
    test_group_is_one_step();
    test_nesting_and_closing();
}
