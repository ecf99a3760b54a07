/* te_search: literal and regex searches forward and backward, every match into a buffer, case
 * folding and clusters, patterns ICU refuses, a time limit, replace-all on a document and as a
 * view's one undo step; bad arguments reported by the error rule. */
#include <stdint.h>
#include <string.h>

#include "check.h"

/* The range te_search_find gives, as "{location,length}", or the name of the status it failed with. */
static const char *found(te_search *search, te_document *document, int64_t from, bool backward) {
    te_range range = {99, 99};
    te_status status = te_search_find(search, document, from, backward, &range);
    return status == TE_OK ? range_text(range) : status_name(status);
}

static void test_finding(void) {
    te_document *document = NULL, *clusters = NULL;
    te_search *search = NULL, *folded = NULL, *split = NULL;
    te_range ranges[4];
    int64_t count = 0;
    const uint16_t sigma[] = {0x03A3};

    CHECK_OK(te_document_new_utf8("one two one two one", TE_NUL_TERMINATED, &document));
    CHECK_OK(te_search_new_utf8("one", TE_NUL_TERMINATED, 0, &search));
    CHECK_INT(te_search_group_count(search), 0);
    CHECK_STR(found(search, document, 0, false), "{0,3}");
    CHECK_STR(found(search, document, 1, false), "{8,3}");
    CHECK_STR(found(search, document, 19, true), "{16,3}");
    CHECK_STR(found(search, document, 18, true), "{8,3}");
    CHECK_STR(found(search, document, 2, true), "{-1,0}");
    CHECK_STR(found(search, document, 17, false), "{-1,0}");

    /* Every match: a count query, a buffer too small (nothing written), a buffer, a range. */
    CHECK_OK(te_search_matches(search, document, 0, 19, NULL, 0, &count));
    CHECK_INT(count, 3);
    ranges[0] = (te_range){7, 7};
    count = 0;
    CHECK_ERROR(te_search_matches(search, document, 0, 19, ranges, 2, &count), TE_ERROR_BUFFER_TOO_SMALL,
                "te_search_matches: capacity 2 is too small for 3 matches");
    CHECK_INT(count, 3);
    CHECK_STR(range_text(ranges[0]), "{7,7}");
    CHECK_OK(te_search_matches(search, document, 0, 19, ranges, 4, &count));
    CHECK_INT(count, 3);
    CHECK_STR(range_text(ranges[0]), "{0,3}");
    CHECK_STR(range_text(ranges[1]), "{8,3}");
    CHECK_STR(range_text(ranges[2]), "{16,3}");
    CHECK_OK(te_search_matches(search, document, 1, 17, ranges, 4, &count));
    CHECK_INT(count, 1);
    CHECK_STR(range_text(ranges[0]), "{8,3}");

    /* Full case folding, and a pattern in UTF-16. */
    CHECK_OK(te_document_replace_utf8(document, 0, 19, "Stra\xC3\x9F" "e \xCF\x83\xCF\x82", TE_NUL_TERMINATED,
                                      TE_EDIT_PROGRAMMATIC));
    CHECK_OK(te_search_new_utf8("STRASSE", TE_NUL_TERMINATED, TE_SEARCH_IGNORE_CASE, &folded));
    CHECK_STR(found(folded, document, 0, false), "{0,6}");
    te_search_free(folded);
    CHECK_OK(te_search_new_utf16(sigma, 1, TE_SEARCH_IGNORE_CASE, &folded));
    CHECK_OK(te_search_matches(folded, document, 0, 9, ranges, 4, &count));
    CHECK_INT(count, 2);
    CHECK_STR(range_text(ranges[0]), "{7,1}");
    CHECK_STR(range_text(ranges[1]), "{8,1}");

    /* Whole clusters unless asked: "e" is not found inside "e" + U+0301. */
    CHECK_OK(te_document_new_utf8("e\xCC\x81 e", TE_NUL_TERMINATED, &clusters));
    te_search_free(search);
    CHECK_OK(te_search_new_utf8("e", 1, 0, &search));
    CHECK_STR(found(search, clusters, 0, false), "{3,1}");
    CHECK_OK(te_search_new_utf8("e", 1, TE_SEARCH_SPLIT_CLUSTERS, &split));
    CHECK_STR(found(split, clusters, 0, false), "{0,1}");

    te_search_free(split);
    te_search_free(folded);
    te_search_free(search);
    te_document_free(clusters);
    te_document_free(document);
}

static void test_regular_expressions(void) {
    te_document *document = NULL;
    te_search *search = NULL, *made = NULL;
    int64_t count = -1;
    char text[64];

    CHECK_OK(te_document_new_utf8("one two\r\nONE three\n", TE_NUL_TERMINATED, &document));
    CHECK_OK(te_search_new_utf8("^(o)(n)e", TE_NUL_TERMINATED, TE_SEARCH_REGEX | TE_SEARCH_IGNORE_CASE, &search));
    CHECK_INT(te_search_group_count(search), 2);
    CHECK_STR(found(search, document, 19, true), "{9,3}");
    CHECK_STR(found(search, document, 1, false), "{9,3}");

    /* The match's groups after it; a group that took no part is {TE_NOT_FOUND, 0}; a buffer too
       small writes nothing; no match writes not-found ranges. */
    {
        te_search *optional = NULL;
        te_range groups[3] = {{7, 7}, {7, 7}, {7, 7}};
        CHECK_OK(te_search_find_groups(search, document, 1, false, groups, 3));
        CHECK_STR(range_text(groups[0]), "{9,3}");
        CHECK_STR(range_text(groups[1]), "{9,1}");
        CHECK_STR(range_text(groups[2]), "{10,1}");
        groups[0] = (te_range){7, 7};
        CHECK_ERROR(te_search_find_groups(search, document, 1, false, groups, 2), TE_ERROR_BUFFER_TOO_SMALL,
                    "te_search_find_groups: capacity 2 is too small for 3 ranges (the match and 2 groups)");
        CHECK_STR(range_text(groups[0]), "{7,7}");
        CHECK_ERROR(te_search_find_groups(search, document, 1, false, NULL, 3), TE_ERROR_NULL_POINTER,
                    "te_search_find_groups: groups is NULL");
        CHECK_ERROR(te_search_find_groups(search, document, 20, false, groups, 3), TE_ERROR_RANGE,
                    "te_search_find_groups: UTF-16 offset 20 is out of bounds for length 19");
        CHECK_OK(te_search_find_groups(search, document, 10, false, groups, 3));
        CHECK_STR(range_text(groups[0]), "{-1,0}");
        CHECK_STR(range_text(groups[2]), "{-1,0}");
        CHECK_OK(te_search_new_utf8("(t)(x)?(w|h)", TE_NUL_TERMINATED, TE_SEARCH_REGEX, &optional));
        te_range four[4];
        CHECK_OK(te_search_find_groups(optional, document, 0, false, four, 4));
        CHECK_STR(range_text(four[0]), "{4,2}");
        CHECK_STR(range_text(four[1]), "{4,1}");
        CHECK_STR(range_text(four[2]), "{-1,0}");
        CHECK_STR(range_text(four[3]), "{5,1}");
        CHECK_OK(te_search_find_groups(optional, document, 19, true, four, 4));
        CHECK_STR(range_text(four[0]), "{13,2}");
        te_search_free(optional);
    }

    /* A pattern ICU refuses: its error and the offset in the pattern. */
    made = (te_search *)document;
    CHECK_ERROR(te_search_new_utf8("a(b", TE_NUL_TERMINATED, TE_SEARCH_REGEX, &made), TE_ERROR_PATTERN,
                "te_search_new_utf8: invalid regular expression \"a(b\": U_REGEX_MISMATCHED_PAREN at offset 3");
    CHECK(made == NULL);
    CHECK_ERROR(te_search_new_utf8("[", TE_NUL_TERMINATED, TE_SEARCH_REGEX, &made), TE_ERROR_PATTERN,
                "te_search_new_utf8: invalid regular expression \"[\": U_REGEX_MISSING_CLOSE_BRACKET at offset 1");
    CHECK_OK(te_search_new_utf8("a(b", TE_NUL_TERMINATED, 0, &made)); /* a literal is no pattern */
    te_search_free(made);

    /* Replace-all with groups, as one change; a template naming no group changes nothing. */
    CHECK_ERROR(te_document_replace_all(document, search, 0, 19, "$3", TE_NUL_TERMINATED, TE_EDIT_REPLACE_ALL, &count),
                TE_ERROR_PATTERN, "te_document_replace_all: invalid replacement template \"$3\": $3: the pattern has 2 groups");
    CHECK_STR(te_document_error(document), te_last_error());
    CHECK_STR(document_text(document), "one two\r\nONE three\n");
    CHECK_OK(te_document_replace_all(document, search, 0, 19, "[$2$1]", TE_NUL_TERMINATED, TE_EDIT_REPLACE_ALL, &count));
    CHECK_INT(count, 2);
    CHECK_STR(document_text(document), "[no] two\r\n[NO] three\n");
    CHECK_OK(te_document_replace_all(document, search, 0, 21, "x", 1, TE_EDIT_REMOTE, &count));
    CHECK_INT(count, 0);

    /* A view's replace-all is one undo step. */
    {
        te_view *view = NULL;
        te_control *control;
        te_search *word = NULL;
        bool changed = false;
        CHECK_OK(te_view_new_on_document(document, NULL, &view));
        control = te_view_control(view);
        CHECK_OK(te_search_new_utf8("(\\w+)o\\b", TE_NUL_TERMINATED, TE_SEARCH_REGEX, &word));
        CHECK_OK(te_control_replace_all(control, word, "<$1>", TE_NUL_TERMINATED, &count));
        CHECK_INT(count, 2);
        CHECK_OK(te_control_copy_text_utf8(control, text, sizeof text, NULL));
        CHECK_STR(text, "[<n>] <tw>\r\n[NO] three\n");
        CHECK_STR(document_text(document), "[<n>] <tw>\r\n[NO] three\n");
        CHECK(te_control_can_undo(control));
        CHECK_OK(te_control_undo(control, &changed));
        CHECK(changed);
        CHECK_STR(document_text(document), "[no] two\r\n[NO] three\n");
        CHECK(!te_control_can_undo(control));
        CHECK_ERROR(te_control_replace_all(control, NULL, "", 0, &count), TE_ERROR_NULL_HANDLE,
                    "te_control_replace_all: search is NULL");
        CHECK_ERROR(te_control_replace_all(control, word, NULL, 2, &count), TE_ERROR_NULL_POINTER,
                    "te_control_replace_all: template is NULL with length 2");
        CHECK_ERROR(te_control_replace_all(NULL, NULL, NULL, 2, NULL), TE_ERROR_NULL_HANDLE,
                    "te_control_replace_all: control is NULL");
        te_search_free(word);
        te_view_free(view);
    }
    te_search_free(search);
    te_document_free(document);
}

static void test_time_limit(void) {
    te_document *document = NULL;
    te_search *search = NULL;
    te_range range;
    int64_t count = 0;
    char as[4096];

    memset(as, 'a', sizeof as - 1);
    as[sizeof as - 1] = 0;
    CHECK_OK(te_document_new_utf8(as, TE_NUL_TERMINATED, &document));
    CHECK_OK(te_search_new_utf8("(a|aa)+(a|aa)+b", TE_NUL_TERMINATED, TE_SEARCH_REGEX, &search));
    CHECK_OK(te_search_set_time_limit(search, 20));
    CHECK_ERROR(te_search_find(search, document, 0, false, &range), TE_ERROR_TIMEOUT,
                "te_search_find: search stopped after its time limit of 0.02 seconds");
    CHECK_STATUS(te_search_matches(search, document, 0, 4095, NULL, 0, &count), TE_ERROR_TIMEOUT);
    CHECK_STATUS(te_document_replace_all(document, search, 0, 4095, "", 0, TE_EDIT_REPLACE_ALL, &count), TE_ERROR_TIMEOUT);
    CHECK_INT(te_document_utf16_count(document), 4095);
    CHECK_ERROR(te_search_set_time_limit(search, -1), TE_ERROR_INVALID_ARGUMENT,
                "te_search_set_time_limit: time limit -1 ms is negative");
    te_search_free(search);
    te_document_free(document);
}

static void test_search_errors(void) {
    te_document *document = NULL;
    te_search *search = NULL, *made = NULL;
    te_range range, ranges[2];
    int64_t count = 0;
    const uint16_t lone[] = {'a', 0xDC00};

    CHECK_OK(te_document_new_utf8("abcabc", TE_NUL_TERMINATED, &document));
    CHECK_OK(te_search_new_utf8("b", 1, 0, &search));

    /* Constructors: pointers, then the encoding, then the flags. */
    CHECK_ERROR(te_search_new_utf8(NULL, 3, 99, NULL), TE_ERROR_NULL_POINTER, "te_search_new_utf8: pattern is NULL with length 3");
    CHECK_ERROR(te_search_new_utf8("\xFF", -2, 99, &made), TE_ERROR_INVALID_ARGUMENT,
                "te_search_new_utf8: pattern length -2 is negative (only TE_NUL_TERMINATED, -1, is)");
    CHECK_ERROR(te_search_new_utf8("\xFF", 1, 99, NULL), TE_ERROR_NULL_POINTER, "te_search_new_utf8: out_search is NULL");
    CHECK_ERROR(te_search_new_utf8("x\xFF", 2, 99, &made), TE_ERROR_INVALID_UTF8,
                "te_search_new_utf8: pattern has invalid UTF-8 at byte offset 1");
    CHECK_ERROR(te_search_new_utf8("(", 1, 8, &made), TE_ERROR_INVALID_ARGUMENT,
                "te_search_new_utf8: flags 0x8 has bits other than 0x7");
    CHECK_ERROR(te_search_new_utf8("x", 1, TE_SEARCH_REGEX | TE_SEARCH_SPLIT_CLUSTERS, &made), TE_ERROR_INVALID_ARGUMENT,
                "te_search_new_utf8: TE_SEARCH_SPLIT_CLUSTERS is for literal searches, not TE_SEARCH_REGEX");
    CHECK_ERROR(te_search_new_utf16(lone, 2, 0, &made), TE_ERROR_INVALID_UTF16,
                "te_search_new_utf16: pattern has a lone surrogate (0xDC00) at UTF-16 offset 1");
    CHECK(made == NULL);

    /* Finding: handles, then pointers, then the offset (negative, NSNotFound, past the end). */
    CHECK_ERROR(te_search_find(NULL, NULL, -1, false, NULL), TE_ERROR_NULL_HANDLE, "te_search_find: search is NULL");
    CHECK_ERROR(te_search_find((te_search *)document, document, 0, false, &range), TE_ERROR_WRONG_HANDLE,
                "te_search_find: search is a document");
    CHECK_STR(te_document_error(document), "");
    CHECK_ERROR(te_search_find(search, NULL, -1, false, NULL), TE_ERROR_NULL_HANDLE, "te_search_find: document is NULL");
    CHECK_STR(te_search_error(search), "te_search_find: document is NULL");
    CHECK_ERROR(te_search_find(search, (te_document *)search, 0, false, &range), TE_ERROR_WRONG_HANDLE,
                "te_search_find: document is a search");
    CHECK_ERROR(te_search_find(search, document, -1, false, NULL), TE_ERROR_NULL_POINTER, "te_search_find: out_range is NULL");
    CHECK_ERROR(te_search_find(search, document, -1, true, &range), TE_ERROR_RANGE,
                "te_search_find: UTF-16 offset -1 is out of bounds for length 6");
    CHECK_ERROR(te_search_find(search, document, INT64_MAX, false, &range), TE_ERROR_RANGE,
                "te_search_find: UTF-16 offset NSNotFound is out of bounds for length 6");
    CHECK_ERROR(te_search_find(search, document, 7, false, &range), TE_ERROR_RANGE,
                "te_search_find: UTF-16 offset 7 is out of bounds for length 6");
    CHECK_STR(found(search, document, 6, true), "{4,1}");

    CHECK_ERROR(te_search_matches(search, document, 9, 9, NULL, 1, &count), TE_ERROR_NULL_POINTER,
                "te_search_matches: buffer is NULL with capacity 1");
    CHECK_ERROR(te_search_matches(search, document, 9, 9, ranges, -1, &count), TE_ERROR_INVALID_ARGUMENT,
                "te_search_matches: capacity -1 is negative");
    CHECK_ERROR(te_search_matches(search, document, 2, INT64_MAX, ranges, 2, &count), TE_ERROR_RANGE,
                "te_search_matches: range {2,NSNotFound} is out of bounds for length 6");
    CHECK_ERROR(te_search_matches(search, document, 5, 2, ranges, 0, &count), TE_ERROR_RANGE,
                "te_search_matches: range {5,2} is out of bounds for length 6");
    CHECK_OK(te_search_matches(search, document, 0, 6, ranges, 2, NULL));
    CHECK_STR(range_text(ranges[1]), "{4,1}");

    /* Replace-all: handles, the template's pointer, encoding and syntax, the origin, the range. */
    CHECK_ERROR(te_document_replace_all(NULL, NULL, -1, 0, NULL, 1, 99, NULL), TE_ERROR_NULL_HANDLE,
                "te_document_replace_all: document is NULL");
    CHECK_ERROR(te_document_replace_all(document, NULL, -1, 0, NULL, 1, 99, NULL), TE_ERROR_NULL_HANDLE,
                "te_document_replace_all: search is NULL");
    CHECK_ERROR(te_document_replace_all(document, (te_search *)document, 0, 0, "", 0, 0, NULL), TE_ERROR_WRONG_HANDLE,
                "te_document_replace_all: search is a document");
    CHECK_ERROR(te_document_replace_all(document, search, -1, 0, NULL, 1, 99, NULL), TE_ERROR_NULL_POINTER,
                "te_document_replace_all: template is NULL with length 1");
    CHECK_ERROR(te_document_replace_all(document, search, -1, 0, "\xC3", 1, 99, NULL), TE_ERROR_INVALID_UTF8,
                "te_document_replace_all: template has invalid UTF-8 at byte offset 0");
    CHECK_ERROR(te_document_replace_all(document, search, -1, 0, "B", 1, 99, NULL), TE_ERROR_INVALID_ARGUMENT,
                "te_document_replace_all: origin 99 is not a TE_EDIT_* value");
    CHECK_ERROR(te_document_replace_all(document, search, -1, 0, "B", 1, TE_EDIT_REPLACE_ALL, NULL), TE_ERROR_RANGE,
                "te_document_replace_all: range {-1,0} is out of bounds for length 6");
    CHECK_ERROR(te_document_replace_all(document, search, INT64_MAX, 0, "B", 1, TE_EDIT_REPLACE_ALL, NULL), TE_ERROR_RANGE,
                "te_document_replace_all: range {NSNotFound,0} is out of bounds for length 6");
    CHECK_STR(document_text(document), "abcabc");
    CHECK_OK(te_document_replace_all(document, search, 3, 3, "$1", 2, TE_EDIT_REPLACE_ALL, NULL)); /* literal: as it is */
    CHECK_STR(document_text(document), "abca$1c");

    CHECK_INT(te_search_group_count(NULL), -1);
    CHECK_INT(te_search_group_count((te_search *)document), -1);
    CHECK_STR(te_last_error(), "te_search_group_count: search is a document");
    CHECK_STR(te_search_error(NULL), "");
    CHECK_ERROR(te_search_set_time_limit(NULL, 0), TE_ERROR_NULL_HANDLE, "te_search_set_time_limit: search is NULL");
    te_search_free(NULL);
    te_search_free((te_search *)document);
    CHECK_STR(te_last_error(), "te_search_free: search is a document");
    te_search_free(search);
    te_document_free(document);
}

void test_search(void) {
    test_finding();
    test_regular_expressions();
    test_time_limit();
    test_search_errors();
}
