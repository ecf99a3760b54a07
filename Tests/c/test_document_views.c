/* The controls showing a te_document: views made on a document (a change from elsewhere maps
 * their selection and asks no delegate), a control's own document, and who keeps a document
 * alive. */
#include <string.h>

#include "check.h"

static bool view_should_change(te_view *view, void *context, int64_t location, int64_t length, const char *utf8,
                               int64_t utf8_length, const uint16_t *utf16, int64_t utf16_length) {
    (void)view, (void)utf8_length, (void)utf16, (void)utf16_length;
    log_line("%s shouldChangeText {%lld,%lld} \"%s\"", (const char *)context, (long long)location, (long long)length, utf8);
    return true;
}

static void view_did_change_selection(te_view *view, void *context) {
    te_range selection;
    CHECK_OK(te_control_selection(te_view_control(view), &selection));
    log_line("%s didChangeSelection %s", (const char *)context, range_text(selection));
}

static te_view *logging_view(te_document *document, te_control *sibling, const char *name) {
    te_view *view = NULL;
    te_view_delegate delegate;
    CHECK_OK(te_view_new_on_document(document, sibling, &view));
    memset(&delegate, 0, sizeof delegate);
    delegate.context = (void *)name;
    delegate.should_change_text = view_should_change;
    delegate.did_change_selection = view_did_change_selection;
    CHECK_OK(te_view_set_delegate(view, &delegate));
    return view;
}

/* Two views of one document (one focus scope); changes from elsewhere map their selections. */
static void test_views_on_a_document(void) {
    te_document *document = NULL;
    te_view *left = NULL, *right = NULL, *made = NULL;
    te_control *l, *r;
    te_range selection;
    CHECK_OK(te_document_new_utf8("one two", 7, &document));
    left = logging_view(document, NULL, "left");
    l = te_view_control(left);
    right = logging_view(document, l, "right");
    r = te_view_control(right);
    CHECK(te_control_document(l) == document);
    CHECK(te_control_document(r) == document);
    CHECK_STR(control_text(r), "one two");

    CHECK_OK(te_control_focus(l, NULL));
    CHECK_OK(te_control_focus(r, NULL)); /* one scope: the left one ends */
    CHECK(!te_control_is_editing(l));
    CHECK_OK(te_control_set_selection(l, 4, 3)); /* "two" */
    log_clear();
    CHECK_OK(te_control_set_selection(r, 3, 0));
    CHECK_OK(te_control_insert_utf8(r, ",", 1, NULL)); /* "one, two": the left selection moves */
    CHECK_OK(te_control_selection(l, &selection));
    CHECK_STR(range_text(selection), "{5,3}");
    CHECK_OK(te_document_replace_utf8(document, 5, 0, "[", 1, TE_EDIT_REMOTE)); /* at its start: outside */
    CHECK_OK(te_document_replace_utf8(document, 9, 0, "]", 1, TE_EDIT_REMOTE)); /* at its end: outside */
    CHECK_STR(document_text(document), "one, [two]");
    CHECK_OK(te_control_selection(l, &selection));
    CHECK_STR(range_text(selection), "{6,3}");
    CHECK_OK(te_control_selection(r, &selection)); /* a caret stays before text inserted at it */
    CHECK_STR(range_text(selection), "{4,0}");
    CHECK_OK(te_document_replace_utf8(document, 0, 0, "> ", 2, TE_EDIT_REMOTE));
    CHECK_OK(te_control_selection(r, &selection));
    CHECK_STR(range_text(selection), "{6,0}");
    /* Only the user's own edit asked a delegate. */
    CHECK_LOG("right didChangeSelection {3,0}\n"
              "right shouldChangeText {3,0} \",\"\n"
              "right didChangeSelection {4,0}\n");
    CHECK(te_control_can_undo(r));
    CHECK(!te_control_can_undo(l));

    /* A view made on the document later starts with the caret at the end; bad arguments. */
    CHECK_OK(te_view_new_on_document(document, NULL, &made));
    CHECK_OK(te_control_selection(te_view_control(made), &selection));
    CHECK_STR(range_text(selection), "{12,0}");
    te_view_free(made);
    made = (te_view *)&selection;
    CHECK_ERROR(te_view_new_on_document(NULL, l, &made), TE_ERROR_NULL_HANDLE, "te_view_new_on_document: document is NULL");
    CHECK(made == NULL);
    CHECK_ERROR(te_view_new_on_document(document, (te_control *)document, &made), TE_ERROR_WRONG_HANDLE,
                "te_view_new_on_document: sibling is a document");
    CHECK_ERROR(te_view_new_on_document(document, l, NULL), TE_ERROR_NULL_POINTER, "te_view_new_on_document: out_view is NULL");
    CHECK_STR(te_document_error(document), "te_view_new_on_document: out_view is NULL");

    /* The views keep the document after its handle is given up; a second free is refused. */
    te_document_free(document);
    CHECK_OK(te_control_type_utf8(r, "x", 1));
    CHECK_STR(control_text(l), "> one,x [two]");
    CHECK(te_control_document(l) == document);
    CHECK_INT(te_document_utf16_count(document), 13);
    te_document_free(document);
    CHECK_STR(te_last_error(),
              "te_document_free: document belongs to the controls showing it (a control's own document, or a handle already freed)");
    te_view_free(left);
    CHECK_INT(te_document_utf16_count(document), 13);
    te_view_free(right);
}

/* A control's own document: the same borrowed handle every time, shared changes both ways. */
static void test_control_documents(void) {
    te_field *field = te_field_new();
    te_control *c = te_field_control(field);
    te_document *document = te_control_document(c);
    te_range selection;
    CHECK(document != NULL);
    CHECK(te_control_document(c) == document);
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_control_type_utf8(c, "abc", 3));
    CHECK_STR(document_text(document), "abc");
    CHECK_OK(te_document_replace_utf8(document, 0, 1, "xy", 2, TE_EDIT_REMOTE));
    CHECK_STR(control_text(c), "xybc");
    CHECK_OK(te_control_selection(c, &selection));
    CHECK_STR(range_text(selection), "{4,0}");
    te_document_free(document); /* refused: it is the field's */
    CHECK_STR(te_last_error(),
              "te_document_free: document belongs to the controls showing it (a control's own document, or a handle already freed)");
    CHECK_INT(te_document_utf16_count(document), 4);
    CHECK(te_control_document(NULL) == NULL);
    CHECK_STR(te_last_error(), "te_control_document: control is NULL");
    CHECK(te_control_document((te_control *)document) == NULL);
    CHECK_STR(te_last_error(), "te_control_document: control is a document");
    te_field_free(field);
}

void test_document_views(void) {
    test_views_on_a_document();
    test_control_documents();
}
