#define _POSIX_C_SOURCE 200809L /* mkstemp, fdopen */
/* te_rope and te_breaker: editing, copying, conversions, files, boundaries. */
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* The rope's UTF-16 range as UTF-8, in a static buffer. */
static const char *rope_utf8(const te_rope *rope, int64_t location, int64_t length) {
    static char text[1024];
    if (te_rope_copy_utf8(rope, location, length, text, sizeof text, NULL) != TE_OK) return "(copy failed)";
    return text;
}

static void test_editing_and_counts(void) {
    te_rope *rope = te_rope_new();
    te_rope *copy = NULL;
    const uint16_t thumbs[] = {0xD83D, 0xDC4D};
    CHECK_INT(te_rope_utf16_count(rope), 0);
    CHECK_INT(te_rope_line_count(rope), 1);
    CHECK_OK(te_rope_replace_utf8(rope, 0, 0, "h\xC3\xA9llo\nworld", TE_NUL_TERMINATED));
    CHECK_OK(te_rope_replace_utf16(rope, 2, 0, thumbs, 2));
    CHECK_STR(rope_text(rope), "h\xC3\xA9\xF0\x9F\x91\x8Dllo\nworld");
    CHECK_INT(te_rope_utf16_count(rope), 13);
    CHECK_INT(te_rope_scalar_count(rope), 12);
    CHECK_INT(te_rope_utf8_count(rope), 16);
    CHECK_INT(te_rope_line_count(rope), 2);

    /* A clone is independent. */
    CHECK_OK(te_rope_clone(rope, &copy));
    CHECK_OK(te_rope_replace_utf8(copy, 0, 4, "", 0));
    CHECK_STR(rope_text(copy), "llo\nworld");
    CHECK_STR(rope_text(rope), "h\xC3\xA9\xF0\x9F\x91\x8Dllo\nworld");

    /* Embedded U+0000 goes in and out with explicit lengths. */
    CHECK_OK(te_rope_replace_utf8(copy, 0, 0, "a\0b", 3));
    {
        char text[8];
        int64_t length = 0;
        CHECK_OK(te_rope_copy_utf8(copy, 0, 3, text, sizeof text, &length));
        CHECK_INT(length, 3);
        CHECK(memcmp(text, "a\0b\0", 4) == 0);
    }
    te_rope_free(copy);
    te_rope_free(rope);
}

static void test_copies(void) {
    /* 'a', 😀 (a pair), 'b', a lone lead surrogate, 'c', a lone trail surrogate. */
    const uint16_t units[] = {'a', 0xD83D, 0xDE00, 'b', 0xD800, 'c', 0xDC00};
    te_rope *rope = NULL;
    uint16_t buffer[16];
    char bytes[32];
    int64_t length = -7;
    CHECK_OK(te_rope_new_utf16(units, 7, &rope));
    CHECK_INT(te_rope_utf16_count(rope), 7);
    CHECK_INT(te_rope_scalar_count(rope), 6);

    /* UTF-16 copies keep lone surrogates and end with a 0 unit. */
    CHECK_OK(te_rope_copy_utf16(rope, 0, 7, buffer, 8, &length));
    CHECK_INT(length, 7);
    CHECK(memcmp(buffer, units, sizeof units) == 0);
    CHECK_INT(buffer[7], 0);

    /* Size queries, then UTF-8 copies: U+FFFD for lone surrogates, also halves of a split pair. */
    CHECK_OK(te_rope_copy_utf8(rope, 0, 7, NULL, 0, &length));
    CHECK_INT(length, 1 + 4 + 1 + 3 + 1 + 3);
    CHECK_OK(te_rope_copy_utf8(rope, 0, 7, bytes, length + 1, NULL));
    CHECK_STR(bytes, "a\xF0\x9F\x98\x80" "b\xEF\xBF\xBD" "c\xEF\xBF\xBD");
    CHECK_OK(te_rope_copy_utf8(rope, 1, 1, NULL, 0, &length));
    CHECK_INT(length, 3);
    CHECK_STR(rope_utf8(rope, 1, 1), "\xEF\xBF\xBD");
    CHECK_OK(te_rope_copy_utf8(rope, 2, 2, NULL, 0, &length));
    CHECK_INT(length, 4);
    CHECK_STR(rope_utf8(rope, 2, 2), "\xEF\xBF\xBD" "b");
    CHECK_OK(te_rope_copy_utf8(rope, 0, 2, NULL, 0, &length));
    CHECK_INT(length, 4);
    CHECK_STR(rope_utf8(rope, 0, 2), "a\xEF\xBF\xBD");
    CHECK_OK(te_rope_copy_utf8(rope, 3, 0, NULL, 0, &length));
    CHECK_INT(length, 0);
    CHECK_STR(rope_utf8(rope, 3, 0), "");

    /* Exactly length + 1 fits; one less is too small and writes nothing. */
    memset(bytes, 'x', sizeof bytes);
    CHECK_STATUS(te_rope_copy_utf8(rope, 0, 2, bytes, 4, &length), TE_ERROR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 4);
    CHECK(bytes[0] == 'x');
    CHECK_STR(te_rope_error(rope), "te_rope_copy_utf8: capacity 4 is too small for 4 bytes and the terminator");
    CHECK_OK(te_rope_copy_utf8(rope, 0, 2, bytes, 5, &length));
    CHECK_STATUS(te_rope_copy_utf16(rope, 0, 3, buffer, 3, &length), TE_ERROR_BUFFER_TOO_SMALL);
    CHECK_STR(te_rope_error(rope), "te_rope_copy_utf16: capacity 3 is too small for 3 UTF-16 units and the terminator");
    te_rope_free(rope);
}

static void test_conversions(void) {
    te_rope *rope = NULL;
    int64_t value = -1;
    te_range range;
    /* a é 👍 \r\n b: UTF-16 offsets 0 1 2 4 6, scalars 0 1 2 3 5, UTF-8 0 1 3 7 9. */
    CHECK_OK(te_rope_new_utf8("a\xC3\xA9\xF0\x9F\x91\x8D\r\nb", TE_NUL_TERMINATED, &rope));
    CHECK_OK(te_rope_scalar_offset_for_utf16(rope, 4, &value));
    CHECK_INT(value, 3);
    CHECK_OK(te_rope_scalar_offset_for_utf16(rope, 3, &value)); /* inside the pair: rounds down */
    CHECK_INT(value, 2);
    CHECK_OK(te_rope_utf16_offset_for_scalar(rope, 3, &value));
    CHECK_INT(value, 4);
    CHECK_OK(te_rope_utf8_offset_for_utf16(rope, 4, &value));
    CHECK_INT(value, 7);
    CHECK_OK(te_rope_utf16_offset_for_utf8(rope, 5, &value)); /* inside 👍's bytes */
    CHECK_INT(value, 2);
    CHECK_OK(te_rope_line_for_utf16(rope, 6, &value));
    CHECK_INT(value, 1);
    CHECK_OK(te_rope_line_for_utf16(rope, 5, &value));
    CHECK_INT(value, 0);
    CHECK_OK(te_rope_line_range(rope, 0, &range));
    CHECK_STR(range_text(range), "{0,6}");
    CHECK_OK(te_rope_line_range(rope, 1, &range));
    CHECK_STR(range_text(range), "{6,1}");
    CHECK_ERROR(te_rope_line_range(rope, 2, &range), TE_ERROR_RANGE, "te_rope_line_range: line 2 is out of bounds for line count 2");
    CHECK_ERROR(te_rope_utf16_offset_for_scalar(rope, 7, &value), TE_ERROR_RANGE,
                "te_rope_utf16_offset_for_scalar: scalar offset 7 is out of bounds for length 6");
    te_rope_free(rope);
}

static void test_files(void) {
    char path[] = "/tmp/test-capi-XXXXXX";
    te_rope *rope = NULL;
    int fd = mkstemp(path);
    FILE *file;
    CHECK(fd >= 0);
    if (fd < 0) return;
    file = fdopen(fd, "wb");
    fputs("line one\nline \xE2\x82\xAC two\n", file);
    fclose(file);
    CHECK_OK(te_rope_new_file(path, false, &rope));
    CHECK_INT(te_rope_utf16_count(rope), 20);
    CHECK_INT(te_rope_line_count(rope), 3);
    CHECK_STR(rope_text(rope), "line one\nline \xE2\x82\xAC two\n");
    te_rope_free(rope);

    /* Ill-formed UTF-8: an error naming the byte, or U+FFFD when lossy. */
    file = fopen(path, "wb");
    fputs("ok\xC0\xAFno", file);
    fclose(file);
    rope = (te_rope *)path; /* any non-NULL value: a failure must clear it */
    CHECK_ERROR(te_rope_new_file(path, false, &rope), TE_ERROR_INVALID_UTF8,
                "te_rope_new_file: invalid UTF-8 at byte offset 2");
    CHECK(rope == NULL);
    CHECK_OK(te_rope_new_file(path, true, &rope));
    CHECK_STR(rope_text(rope), "ok\xEF\xBF\xBD\xEF\xBF\xBDno");
    te_rope_free(rope);
    remove(path);
    CHECK_STATUS(te_rope_new_file(path, false, &rope), TE_ERROR_IO);
    CHECK(strstr(te_last_error(), "No such file or directory") != NULL);
    CHECK(rope == NULL);
}

void test_rope(void) {
    test_editing_and_counts();
    test_copies();
    test_conversions();
    test_files();
}

static int64_t next_boundary(te_breaker *breaker, int32_t kind, int64_t offset) {
    int64_t result = -2;
    CHECK_OK(te_breaker_next_boundary(breaker, kind, offset, &result));
    return result;
}

static int64_t previous_boundary(te_breaker *breaker, int32_t kind, int64_t offset) {
    int64_t result = -2;
    CHECK_OK(te_breaker_previous_boundary(breaker, kind, offset, &result));
    return result;
}

static bool is_boundary(te_breaker *breaker, int32_t kind, int64_t offset) {
    bool result = false;
    CHECK_OK(te_breaker_is_boundary(breaker, kind, offset, &result));
    return result;
}

void test_breaker(void) {
    te_rope *rope = NULL;
    te_breaker *breaker = NULL;
    te_range range;
    int64_t value = 0;
    /* "a👍🏽b\r\nc": a=0, 👍🏽=1..5, b=5, CR LF=6..8, c=8 */
    CHECK_OK(te_rope_new_utf8("a\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD" "b\r\nc", TE_NUL_TERMINATED, &rope));
    CHECK_OK(te_breaker_new(rope, &breaker));
    CHECK_INT(next_boundary(breaker, TE_BOUNDARY_GRAPHEME, 1), 5);
    CHECK_INT(next_boundary(breaker, TE_BOUNDARY_GRAPHEME, 6), 8);
    CHECK_INT(next_boundary(breaker, TE_BOUNDARY_GRAPHEME, 9), TE_NOT_FOUND);
    CHECK_INT(previous_boundary(breaker, TE_BOUNDARY_GRAPHEME, 5), 1);
    CHECK_INT(previous_boundary(breaker, TE_BOUNDARY_GRAPHEME, 0), TE_NOT_FOUND);
    CHECK(!is_boundary(breaker, TE_BOUNDARY_GRAPHEME, 3));
    CHECK(!is_boundary(breaker, TE_BOUNDARY_GRAPHEME, 7));
    CHECK(is_boundary(breaker, TE_BOUNDARY_GRAPHEME, 9));
    CHECK_OK(te_breaker_grapheme_range(breaker, 2, &range));
    CHECK_STR(range_text(range), "{1,4}");
    CHECK_OK(te_breaker_grapheme_count(breaker, 0, 9, &value));
    CHECK_INT(value, 5);
    CHECK_OK(te_breaker_display_width(breaker, 0, 6, &value));
    CHECK_INT(value, 4);
    CHECK_OK(te_breaker_line_range(breaker, 2, 0, &range));
    CHECK_STR(range_text(range), "{0,8}");

    /* The breaker holds a snapshot until it is given the edited text. */
    CHECK_OK(te_rope_replace_utf8(rope, 0, 9, "Hello, wide world. Next one.", TE_NUL_TERMINATED));
    CHECK_INT(next_boundary(breaker, TE_BOUNDARY_GRAPHEME, 1), 5);
    CHECK_OK(te_breaker_set_text(breaker, rope));
    CHECK_INT(next_boundary(breaker, TE_BOUNDARY_GRAPHEME, 1), 2);
    CHECK_INT(next_boundary(breaker, TE_BOUNDARY_WORD, 0), 5);
    CHECK_INT(next_boundary(breaker, TE_BOUNDARY_WORD, 5), 6);
    CHECK(is_boundary(breaker, TE_BOUNDARY_WORD, 7));
    CHECK(!is_boundary(breaker, TE_BOUNDARY_WORD, 8));
    CHECK(is_boundary(breaker, TE_BOUNDARY_WORD, 0));
    CHECK(is_boundary(breaker, TE_BOUNDARY_WORD, 28));
    CHECK_OK(te_breaker_word_range(breaker, 8, &range));
    CHECK_STR(range_text(range), "{7,4}");
    CHECK_OK(te_breaker_word_range(breaker, 6, &range));
    CHECK_INT(range.location, TE_NOT_FOUND);
    CHECK_OK(te_breaker_word_start(breaker, 7, &value));
    CHECK_INT(value, 0);
    CHECK_OK(te_breaker_word_end(breaker, 5, &value));
    CHECK_INT(value, 11);
    CHECK_INT(next_boundary(breaker, TE_BOUNDARY_SENTENCE, 0), 19);
    CHECK(is_boundary(breaker, TE_BOUNDARY_SENTENCE, 19));
    CHECK(!is_boundary(breaker, TE_BOUNDARY_SENTENCE, 18));
    CHECK_OK(te_breaker_sentence_range(breaker, 20, &range));
    CHECK_STR(range_text(range), "{19,9}");
    CHECK_INT(next_boundary(breaker, TE_BOUNDARY_LINE_BREAK, 0), 7);
    CHECK_INT(previous_boundary(breaker, TE_BOUNDARY_LINE_BREAK, 12), 7);
    CHECK_OK(te_breaker_paragraph_range(breaker, 3, 2, &range));
    CHECK_STR(range_text(range), "{0,28}");
    te_breaker_free(breaker);
    te_rope_free(rope);
}
