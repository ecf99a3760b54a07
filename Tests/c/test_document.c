/* te_document: making one (UTF-8, UTF-16 with lone surrogates, a rope), counts and copies,
 * replacing and applying with an origin, anchors, views made on a document (a change from
 * elsewhere maps their selection and asks no delegate), a control's own document, and who keeps
 * a document alive. */
#include <string.h>

#include "check.h"

/* The document's whole text as UTF-8 in a static buffer. */
static void test_making_and_reading(void) {
    te_document *document = te_document_new(), *made = NULL;
    te_rope *rope = NULL, *snapshot = NULL;
    const uint16_t lone[] = {'a', 0xD83D, 'b'};
    uint16_t units[8];
    char text[16];
    int64_t length = 0;

    CHECK_INT(te_document_utf16_count(document), 0);
    CHECK_INT(te_document_line_count(document), 1);
    te_document_free(document);

    CHECK_OK(te_document_new_utf8("a\r\nb\xF0\x9F\x98\x80", TE_NUL_TERMINATED, &document));
    CHECK_INT(te_document_utf16_count(document), 6);
    CHECK_INT(te_document_scalar_count(document), 5);
    CHECK_INT(te_document_utf8_count(document), 8);
    CHECK_INT(te_document_line_count(document), 2);
    CHECK_INT(te_document_grapheme_count(document), 4);
    CHECK_OK(te_document_copy_utf8(document, 3, 3, text, sizeof text, &length));
    CHECK_STR(text, "b\xF0\x9F\x98\x80");
    CHECK_INT(length, 5);
    CHECK_OK(te_document_copy_utf16(document, 4, 1, units, 8, &length)); /* half a pair, as it is */
    CHECK_INT(units[0], 0xD83D);
    CHECK_INT(length, 1);
    CHECK_OK(te_document_copy_utf8(document, 4, 1, text, sizeof text, &length));
    CHECK_STR(text, "\xEF\xBF\xBD");
    CHECK_ERROR(te_document_copy_utf8(document, 2, 5, text, sizeof text, &length), TE_ERROR_RANGE,
                "te_document_copy_utf8: range {2,5} is out of bounds for length 6");
    CHECK_ERROR(te_document_copy_utf16(document, 9, 9, NULL, 2, &length), TE_ERROR_NULL_POINTER,
                "te_document_copy_utf16: buffer is NULL with capacity 2");
    CHECK_STATUS(te_document_copy_utf8(document, 0, 6, text, 8, &length), TE_ERROR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 8);

    /* A snapshot does not follow later changes. */
    CHECK_OK(te_document_text_rope(document, &snapshot));
    CHECK_OK(te_document_replace_utf8(document, 0, 1, "A", 1, TE_EDIT_PROGRAMMATIC));
    CHECK_INT(te_rope_utf16_count(snapshot), 6);
    CHECK_OK(te_rope_copy_utf8(snapshot, 0, 1, text, sizeof text, NULL));
    CHECK_STR(text, "a");
    CHECK_STR(document_text(document), "A\r\nb\xF0\x9F\x98\x80");

    /* From a rope (sharing its storage), and from UTF-16 keeping a lone surrogate. */
    CHECK_OK(te_document_new_from_rope(snapshot, &made));
    CHECK_STR(document_text(made), "a\r\nb\xF0\x9F\x98\x80");
    te_document_free(made);
    CHECK_OK(te_document_new_utf16(lone, 3, &made));
    CHECK_OK(te_document_copy_utf16(made, 0, 3, units, 8, NULL));
    CHECK_INT(units[1], 0xD83D);
    CHECK_INT(te_document_utf8_count(made), 5);
    te_document_free(made);

    /* Constructors' failures. */
    made = (te_document *)&length;
    CHECK_ERROR(te_document_new_utf8("a\xC0", 2, &made), TE_ERROR_INVALID_UTF8,
                "te_document_new_utf8: text has invalid UTF-8 at byte offset 1");
    CHECK(made == NULL);
    CHECK_ERROR(te_document_new_utf16(NULL, 2, &made), TE_ERROR_NULL_POINTER, "te_document_new_utf16: text is NULL with length 2");
    CHECK_ERROR(te_document_new_utf8("a", 1, NULL), TE_ERROR_NULL_POINTER, "te_document_new_utf8: out_document is NULL");
    CHECK_ERROR(te_document_new_from_rope(NULL, &made), TE_ERROR_NULL_HANDLE, "te_document_new_from_rope: rope is NULL");
    CHECK_ERROR(te_document_new_from_rope(snapshot, NULL), TE_ERROR_NULL_POINTER, "te_document_new_from_rope: out_document is NULL");
    CHECK_STR(te_rope_error(snapshot), "te_document_new_from_rope: out_document is NULL");
    CHECK_ERROR(te_document_text_rope(document, NULL), TE_ERROR_NULL_POINTER, "te_document_text_rope: out_rope is NULL");
    CHECK_STR(te_document_error(document), "te_document_text_rope: out_rope is NULL");
    rope = (te_rope *)&length;
    CHECK_ERROR(te_document_text_rope(NULL, &rope), TE_ERROR_NULL_HANDLE, "te_document_text_rope: document is NULL");
    CHECK(rope == NULL);
    te_rope_free(snapshot);
    te_document_free(document);
}

static void test_replacing_and_applying(void) {
    te_document *document = NULL;
    te_changes *changes = NULL;
    const uint16_t lone[] = {0xDC00};
    CHECK_OK(te_document_new_utf8("hello world", TE_NUL_TERMINATED, &document));
    CHECK_OK(te_document_replace_utf8(document, 0, 5, "howdy", 5, TE_EDIT_REMOTE));
    CHECK_OK(te_document_replace_utf16(document, 5, 0, lone, 1, TE_EDIT_TYPING));
    CHECK_INT(te_document_utf16_count(document), 12);
    CHECK_OK(te_document_replace_utf16(document, 5, 1, NULL, 0, TE_EDIT_UNDO));
    CHECK_STR(document_text(document), "howdy world");

    CHECK_OK(te_changes_new(11, &changes));
    CHECK_OK(te_changes_add_utf8(changes, 0, 0, "> ", 2));
    CHECK_OK(te_changes_add_utf8(changes, 6, 5, "there", 5));
    CHECK_OK(te_document_apply(document, changes, TE_EDIT_REMOTE));
    CHECK_STR(document_text(document), "> howdy there");
    /* The change set was for 11 units: the document has 13 now. */
    CHECK_ERROR(te_document_apply(document, changes, TE_EDIT_REMOTE), TE_ERROR_RANGE,
                "te_document_apply: change set for a text of length 11 used on a text of length 13");

    /* Bad arguments change nothing, in the order of "Which error". */
    CHECK_ERROR(te_document_replace_utf8(document, 99, 0, "x", 1, 19), TE_ERROR_INVALID_ARGUMENT,
                "te_document_replace_utf8: origin 19 is not a TE_EDIT_* value");
    CHECK_ERROR(te_document_replace_utf8(document, 99, 0, "x", 1, -1), TE_ERROR_INVALID_ARGUMENT,
                "te_document_replace_utf8: origin -1 is not a TE_EDIT_* value");
    CHECK_ERROR(te_document_replace_utf8(document, 99, 0, "\x80", 1, 99), TE_ERROR_INVALID_UTF8,
                "te_document_replace_utf8: text has invalid UTF-8 at byte offset 0");
    CHECK_ERROR(te_document_replace_utf16(document, 14, 0, lone, 1, TE_EDIT_REMOTE), TE_ERROR_RANGE,
                "te_document_replace_utf16: range {14,0} is out of bounds for length 13");
    CHECK_ERROR(te_document_replace_utf16(document, 1, INT64_MAX, lone, 1, TE_EDIT_REMOTE), TE_ERROR_RANGE,
                "te_document_replace_utf16: range {1,NSNotFound} is out of bounds for length 13");
    CHECK_ERROR(te_document_apply(document, NULL, TE_EDIT_REMOTE), TE_ERROR_NULL_HANDLE, "te_document_apply: changes is NULL");
    CHECK_ERROR(te_document_apply(document, (te_changes *)document, 99), TE_ERROR_WRONG_HANDLE,
                "te_document_apply: changes is a document");
    CHECK_ERROR(te_document_apply(document, changes, 99), TE_ERROR_INVALID_ARGUMENT, "te_document_apply: origin 99 is not a TE_EDIT_* value");
    CHECK_STR(te_document_error(document), "te_document_apply: origin 99 is not a TE_EDIT_* value");
    CHECK_STR(document_text(document), "> howdy there");
    te_changes_free(changes);
    te_document_free(document);
}

static void test_anchors(void) {
    te_document *document = NULL;
    int64_t before = 0, after = 0, tracked = 0, offset = 0;
    bool deleted = true;
    CHECK_OK(te_document_new_utf8("abcdef", 6, &document));
    CHECK_OK(te_document_anchor_new(document, 2, TE_BIAS_BEFORE, false, &before));
    CHECK_OK(te_document_anchor_new(document, 2, TE_BIAS_AFTER, false, &after));
    CHECK_OK(te_document_anchor_new(document, 4, TE_BIAS_AFTER, true, &tracked));
    CHECK(before > 0 && after > before && tracked > after);
    CHECK_INT(te_document_anchor_count(document), 3);

    CHECK_OK(te_document_replace_utf8(document, 2, 0, "XY", 2, TE_EDIT_REMOTE)); /* "abXYcdef" */
    CHECK_OK(te_document_anchor_offset(document, before, &offset, &deleted));
    CHECK_INT(offset, 2);
    CHECK(!deleted);
    CHECK_OK(te_document_anchor_offset(document, after, &offset, NULL));
    CHECK_INT(offset, 4);
    CHECK_OK(te_document_replace_utf8(document, 5, 2, "_", 1, TE_EDIT_REMOTE)); /* "abXYc_f": 6 was inside {5,2} */
    CHECK_OK(te_document_anchor_offset(document, tracked, &offset, &deleted));
    CHECK_INT(offset, 6);
    CHECK(deleted);

    CHECK_OK(te_document_anchor_remove(document, after));
    CHECK_INT(te_document_anchor_count(document), 2);
    CHECK_ERROR(te_document_anchor_offset(document, after, &offset, &deleted), TE_ERROR_INVALID_ARGUMENT,
                "te_document_anchor_offset: anchor 2 is not an anchor of this document");
    CHECK_ERROR(te_document_anchor_remove(document, after), TE_ERROR_INVALID_ARGUMENT,
                "te_document_anchor_remove: anchor 2 is not an anchor of this document");
    CHECK_STATUS(te_document_anchor_offset(document, 0, &offset, NULL), TE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(te_document_anchor_offset(document, -5, &offset, NULL), TE_ERROR_INVALID_ARGUMENT);
    CHECK_ERROR(te_document_anchor_offset(document, 99, NULL, NULL), TE_ERROR_NULL_POINTER,
                "te_document_anchor_offset: out_offset is NULL");
    CHECK_ERROR(te_document_anchor_new(document, 8, TE_BIAS_AFTER, false, &offset), TE_ERROR_RANGE,
                "te_document_anchor_new: UTF-16 offset 8 is out of bounds for length 7");
    CHECK_ERROR(te_document_anchor_new(document, 8, 7, false, &offset), TE_ERROR_INVALID_ARGUMENT,
                "te_document_anchor_new: bias 7 is not a TE_BIAS_* value");
    CHECK_ERROR(te_document_anchor_new(document, 8, 7, false, NULL), TE_ERROR_NULL_POINTER, "te_document_anchor_new: out_anchor is NULL");
    CHECK_INT(te_document_anchor_count(document), 2);
    /* Identifiers are not reused. */
    CHECK_OK(te_document_anchor_new(document, 0, TE_BIAS_AFTER, false, &offset));
    CHECK_INT(offset, tracked + 1);
    CHECK_INT(te_document_anchor_count(NULL), -1);
    te_document_free(document);
}

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

/* NULL and wrong-kind document handles. */
static void test_bad_document_handles(void) {
    te_rope *rope = te_rope_new();
    int64_t value;
    CHECK_INT(te_document_utf16_count(NULL), -1);
    CHECK_INT(te_document_scalar_count((te_document *)rope), -1);
    CHECK_STR(te_last_error(), "te_document_scalar_count: document is a rope");
    CHECK_INT(te_document_utf8_count(NULL), -1);
    CHECK_INT(te_document_line_count(NULL), -1);
    CHECK_INT(te_document_grapheme_count(NULL), -1);
    CHECK_STR(te_document_error((te_document *)rope), "");
    CHECK_ERROR(te_document_replace_utf8(NULL, 0, 0, "", 0, TE_EDIT_REMOTE), TE_ERROR_NULL_HANDLE,
                "te_document_replace_utf8: document is NULL");
    CHECK_ERROR(te_document_anchor_new((te_document *)rope, 0, 0, false, &value), TE_ERROR_WRONG_HANDLE,
                "te_document_anchor_new: document is a rope");
    CHECK_ERROR(te_document_set_change_handler(NULL, NULL, NULL), TE_ERROR_NULL_HANDLE, "te_document_set_change_handler: document is NULL");
    te_document_free(NULL);
    te_document_free((te_document *)rope);
    CHECK_STR(te_last_error(), "te_document_free: document is a rope");
    CHECK_INT(te_rope_utf16_count(rope), 0);
    te_rope_free(rope);
}

void test_document(void) {
    test_making_and_reading();
    test_replacing_and_applying();
    test_anchors();
    test_views_on_a_document();
    test_control_documents();
    test_bad_document_handles();
}
