/* te_document: making one (UTF-8, UTF-16 with lone surrogates, a rope), counts and copies,
 * replacing and applying with an origin, anchors, bad handles. The controls showing a document
 * are in test_document_views.c. */

#include "check.h"

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
    test_bad_document_handles();
}
