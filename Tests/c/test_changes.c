/* te_changes: building a change set (and the refusals, with ChangeSet's messages), reading it,
 * applying and mapping, composing, inverting, transforming, and JSON both ways. */
#include <string.h>

#include "check.h"

/* A change set's JSON in a static buffer. */
static const char *json_text(const te_changes *changes) {
    static char text[512];
    if (te_changes_copy_json(changes, text, sizeof text, NULL) != TE_OK) return "(copy failed)";
    return text;
}

/* "{l,n} \"text\"" for each replacement, in a static buffer. */
static const char *listing(const te_changes *changes) {
    static char text[512];
    size_t used = 0;
    int64_t i;
    text[0] = '\0';
    for (i = 0; i < te_changes_count(changes); i++) {
        te_range range;
        char replacement[64];
        if (te_changes_replacement_utf8(changes, i, &range, replacement, sizeof replacement, NULL) != TE_OK) return "(read failed)";
        used += (size_t)snprintf(text + used, sizeof text - used, "%s%s \"%s\"", i ? " " : "", range_text(range), replacement);
    }
    return text;
}

static te_changes *changes_of(int64_t length_before) {
    te_changes *changes = NULL;
    CHECK_OK(te_changes_new(length_before, &changes));
    return changes;
}

static void test_building(void) {
    te_changes *changes = changes_of(10), *made = NULL;
    const uint16_t lone[] = {'a', 0xD800};
    uint16_t units[8];
    char text[8];
    te_range range;
    int64_t length = 0;

    CHECK_INT(te_changes_count(changes), 0);
    CHECK_INT(te_changes_length_before(changes), 10);
    CHECK_INT(te_changes_length_after(changes), 10);
    CHECK_OK(te_changes_add_utf8(changes, 1, 2, "xyz", 3));
    CHECK_OK(te_changes_add_utf8(changes, 3, 0, "", 0)); /* nothing by nothing: left out */
    CHECK_OK(te_changes_add_utf8(changes, 3, 0, "i", 1)); /* touching the one before */
    CHECK_OK(te_changes_add_utf16(changes, 8, 2, lone, 2));
    CHECK_INT(te_changes_count(changes), 3);
    CHECK_INT(te_changes_length_after(changes), 12);
    CHECK_STR(listing(changes), "{1,2} \"xyz\" {3,0} \"i\" {8,2} \"a\xEF\xBF\xBD\"");
    CHECK_OK(te_changes_replacement_utf16(changes, 2, &range, units, 8, &length));
    CHECK_INT(length, 2);
    CHECK_INT(units[1], 0xD800);
    CHECK_INT(units[2], 0);

    /* Refusals: ChangeSet's messages, nothing added. */
    CHECK_ERROR(te_changes_add_utf8(changes, 9, 0, "q", 1), TE_ERROR_RANGE,
                "te_changes_add_utf8: range {9,0} overlaps range {8,2}");
    CHECK_STR(te_changes_error(changes), "te_changes_add_utf8: range {9,0} overlaps range {8,2}");
    CHECK_ERROR(te_changes_add_utf8(changes, 0, 1, "q", 1), TE_ERROR_RANGE,
                "te_changes_add_utf8: range {0,1} starts before the range {8,2} listed ahead of it");
    CHECK_ERROR(te_changes_add_utf8(changes, 10, 1, "q", 1), TE_ERROR_RANGE,
                "te_changes_add_utf8: range {10,1} is out of bounds for length 10");
    CHECK_ERROR(te_changes_add_utf8(changes, INT64_MAX, 0, "q", 1), TE_ERROR_RANGE,
                "te_changes_add_utf8: range {NSNotFound,0} is out of bounds for length 10");
    CHECK_ERROR(te_changes_add_utf8(changes, -1, 99, "\xFF", 1), TE_ERROR_INVALID_UTF8,
                "te_changes_add_utf8: text has invalid UTF-8 at byte offset 0");
    CHECK_ERROR(te_changes_add_utf16(changes, 0, 0, NULL, 3), TE_ERROR_NULL_POINTER, "te_changes_add_utf16: text is NULL with length 3");
    CHECK_INT(te_changes_count(changes), 3);
    CHECK_OK(te_changes_add_utf8(changes, 10, 0, "end", 3)); /* still at the end */
    CHECK_INT(te_changes_length_after(changes), 15);

    /* Reading replacements: index, out-parameters and buffers. */
    CHECK_ERROR(te_changes_replacement_utf8(changes, 4, &range, text, 8, &length), TE_ERROR_RANGE,
                "te_changes_replacement_utf8: replacement index 4 is out of bounds for 4 replacements");
    CHECK_STATUS(te_changes_replacement_utf8(changes, -1, &range, text, 8, &length), TE_ERROR_RANGE);
    CHECK_ERROR(te_changes_replacement_utf8(changes, 9, NULL, text, 8, &length), TE_ERROR_NULL_POINTER,
                "te_changes_replacement_utf8: out_range is NULL");
    CHECK_ERROR(te_changes_replacement_utf16(changes, 9, &range, NULL, 8, &length), TE_ERROR_NULL_POINTER,
                "te_changes_replacement_utf16: buffer is NULL with capacity 8");
    CHECK_STATUS(te_changes_replacement_utf8(changes, 0, &range, text, 3, &length), TE_ERROR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 3);
    CHECK_OK(te_changes_replacement_utf8(changes, 0, &range, NULL, 0, &length));
    CHECK_INT(length, 3);
    CHECK_STR(range_text(range), "{1,2}");

    CHECK_ERROR(te_changes_new(-1, &made), TE_ERROR_INVALID_ARGUMENT, "te_changes_new: length_before -1 is negative");
    CHECK(made == NULL);
    CHECK_ERROR(te_changes_new(0, NULL), TE_ERROR_NULL_POINTER, "te_changes_new: out_changes is NULL");
    CHECK_OK(te_changes_clone(changes, &made));
    CHECK_STR(listing(made), listing(changes));
    CHECK_OK(te_changes_add_utf8(made, 10, 0, "!", 1)); /* after "end", at the same offset */
    CHECK_INT(te_changes_count(made), 5);
    CHECK_INT(te_changes_count(changes), 4);
    te_changes_free(made);
    te_changes_free(changes);
    te_changes_free(NULL);
}

static void test_apply_and_map(void) {
    te_rope *rope = NULL, *short_rope = NULL;
    te_changes *changes = changes_of(6);
    int64_t offset = 0;
    bool deleted = true;
    CHECK_OK(te_rope_new_utf8("abcdef", 6, &rope));
    CHECK_OK(te_rope_new_utf8("abc", 3, &short_rope));
    CHECK_OK(te_changes_add_utf8(changes, 1, 0, "XY", 2));
    CHECK_OK(te_changes_add_utf8(changes, 2, 3, "_", 1));
    CHECK_OK(te_changes_apply(changes, rope));
    CHECK_STR(rope_text(rope), "aXYb_f");
    CHECK_ERROR(te_changes_apply(changes, short_rope), TE_ERROR_RANGE,
                "te_changes_apply: change set for a text of length 6 used on a text of length 3");
    CHECK_STR(rope_text(short_rope), "abc");
    CHECK_ERROR(te_changes_apply(changes, (te_rope *)changes), TE_ERROR_WRONG_HANDLE, "te_changes_apply: rope is a change set");
    CHECK_ERROR(te_changes_apply(changes, NULL), TE_ERROR_NULL_HANDLE, "te_changes_apply: rope is NULL");

    /* Insertion point 1: before stays before the new text, after moves past it. */
    CHECK_OK(te_changes_map(changes, 1, TE_BIAS_BEFORE, &offset, &deleted));
    CHECK_INT(offset, 1);
    CHECK(!deleted);
    CHECK_OK(te_changes_map(changes, 1, TE_BIAS_AFTER, &offset, &deleted));
    CHECK_INT(offset, 3);
    /* Inside the replaced {2,3}: deleted, to the start or the end of "_". */
    CHECK_OK(te_changes_map(changes, 3, TE_BIAS_BEFORE, &offset, &deleted));
    CHECK_INT(offset, 4);
    CHECK(deleted);
    CHECK_OK(te_changes_map(changes, 4, TE_BIAS_AFTER, &offset, NULL));
    CHECK_INT(offset, 5);
    /* Its ends stay with the text beside them. */
    CHECK_OK(te_changes_map(changes, 5, TE_BIAS_BEFORE, &offset, &deleted));
    CHECK_INT(offset, 5);
    CHECK(!deleted);
    CHECK_OK(te_changes_map(changes, 6, TE_BIAS_BEFORE, &offset, &deleted));
    CHECK_INT(offset, 6);
    CHECK_ERROR(te_changes_map(changes, 7, TE_BIAS_AFTER, &offset, &deleted), TE_ERROR_RANGE,
                "te_changes_map: UTF-16 offset 7 is out of bounds for length 6");
    CHECK_ERROR(te_changes_map(changes, 7, 2, &offset, &deleted), TE_ERROR_INVALID_ARGUMENT,
                "te_changes_map: bias 2 is not a TE_BIAS_* value");
    CHECK_ERROR(te_changes_map(changes, 7, 2, NULL, &deleted), TE_ERROR_NULL_POINTER, "te_changes_map: out_offset is NULL");
    te_changes_free(changes);
    te_rope_free(rope);
    te_rope_free(short_rope);
}

/* `rope`'s text after `first` and then `then` (unless NULL), applied to a clone of it, in a static
 * buffer; "(apply failed)" when a call fails. */
static const char *applied(const te_rope *rope, const te_changes *first, const te_changes *then) {
    te_rope *copy = NULL;
    const char *text = "(apply failed)";
    if (te_rope_clone(rope, &copy) == TE_OK && te_changes_apply(first, copy) == TE_OK &&
        (then == NULL || te_changes_apply(then, copy) == TE_OK))
        text = rope_text(copy);
    te_rope_free(copy);
    return text;
}

static void test_algebra(void) {
    te_rope *rope = NULL;
    te_changes *first = changes_of(5), *second = changes_of(6), *composed = NULL, *inverse = NULL;
    te_changes *mine = changes_of(5), *theirs = changes_of(5), *mine_after = NULL, *theirs_after = NULL;
    CHECK_OK(te_rope_new_utf8("hello", 5, &rope));
    CHECK_OK(te_changes_add_utf8(first, 0, 1, "HH", 2)); /* "HHello" */
    CHECK_OK(te_changes_add_utf8(second, 5, 1, "", 0));  /* "HHell" */
    CHECK_OK(te_changes_compose(first, second, &composed));
    CHECK_INT(te_changes_length_before(composed), 5);
    CHECK_INT(te_changes_length_after(composed), 5);
    CHECK_STR(applied(rope, composed, NULL), "HHell");
    te_changes_free(composed);
    CHECK_ERROR(te_changes_compose(first, first, &composed), TE_ERROR_RANGE,
                "te_changes_compose: change set for a text of length 5 used on a text of length 6");
    CHECK(composed == NULL);
    CHECK_ERROR(te_changes_compose(first, NULL, &composed), TE_ERROR_NULL_HANDLE, "te_changes_compose: second is NULL");
    CHECK_STR(te_changes_error(first), "te_changes_compose: second is NULL");

    /* The inverse puts back what was removed. */
    CHECK_OK(te_changes_invert(first, rope, &inverse));
    CHECK_STR(listing(inverse), "{0,2} \"h\"");
    CHECK_STR(applied(rope, first, inverse), "hello");
    te_changes_free(inverse);
    CHECK_ERROR(te_changes_invert(second, rope, &inverse), TE_ERROR_RANGE,
                "te_changes_invert: change set for a text of length 6 used on a text of length 5");
    CHECK_ERROR(te_changes_invert(first, (te_rope *)first, &inverse), TE_ERROR_WRONG_HANDLE,
                "te_changes_invert: text_before is a change set");

    /* Concurrent edits converge; at one offset, inserting_first decides the order. */
    CHECK_OK(te_changes_add_utf8(mine, 5, 0, "!", 1));
    CHECK_OK(te_changes_add_utf8(theirs, 0, 0, "oh ", 3));
    CHECK_OK(te_changes_add_utf8(theirs, 5, 0, "?", 1));
    CHECK_OK(te_changes_transform(mine, theirs, true, &mine_after));
    CHECK_OK(te_changes_transform(theirs, mine, false, &theirs_after));
    CHECK_STR(listing(mine_after), "{8,0} \"!\"");
    CHECK_STR(listing(theirs_after), "{0,0} \"oh \" {6,0} \"?\"");
    CHECK_STR(applied(rope, theirs, mine_after), "oh hello!?");
    CHECK_STR(applied(rope, mine, theirs_after), "oh hello!?");
    te_changes_free(mine_after);
    CHECK_OK(te_changes_transform(mine, theirs, false, &mine_after));
    CHECK_STR(listing(mine_after), "{9,0} \"!\"");
    te_changes_free(mine_after);
    CHECK_ERROR(te_changes_transform(mine, second, true, &mine_after), TE_ERROR_RANGE,
                "te_changes_transform: change set for a text of length 5 used on a text of length 6");
    CHECK_ERROR(te_changes_transform(mine, theirs, true, NULL), TE_ERROR_NULL_POINTER, "te_changes_transform: out_changes is NULL");

    te_changes_free(theirs_after);
    te_changes_free(composed);
    te_changes_free(first);
    te_changes_free(second);
    te_changes_free(mine);
    te_changes_free(theirs);
    te_rope_free(rope);
}

static void test_json(void) {
    te_changes *changes = changes_of(4), *parsed = NULL;
    const uint16_t lone[] = {0xDC00};
    char small[4];
    int64_t length = 0;
    CHECK_OK(te_changes_add_utf8(changes, 0, 1, "\xC3\xA9\"/\n", TE_NUL_TERMINATED));
    CHECK_OK(te_changes_add_utf16(changes, 2, 0, lone, 1));
    CHECK_STR(json_text(changes), "{\"lengthBefore\":4,\"replacements\":[{\"length\":1,\"location\":0,\"text\":\"\xC3\xA9\\\"/\\n\"},"
                                  "{\"length\":0,\"location\":2,\"utf16\":[56320]}]}");
    CHECK_OK(te_changes_copy_json(changes, NULL, 0, &length));
    CHECK_INT(length, (int64_t)strlen(json_text(changes)));
    CHECK_STATUS(te_changes_copy_json(changes, small, sizeof small, &length), TE_ERROR_BUFFER_TOO_SMALL);
    CHECK_OK(te_changes_new_json(json_text(changes), TE_NUL_TERMINATED, &parsed));
    CHECK_STR(listing(parsed), "{0,1} \"\xC3\xA9\"/\n\" {2,0} \"\xEF\xBF\xBD\"");
    CHECK_STR(json_text(parsed), json_text(changes));
    te_changes_free(parsed);

    /* The brief's key order is accepted too; "text" and "utf16" are alternatives. */
    CHECK_OK(te_changes_new_json("{\"lengthBefore\":2,\"replacements\":[{\"location\":1,\"length\":1,\"text\":\"x\"}]}",
                                 TE_NUL_TERMINATED, &parsed));
    CHECK_STR(listing(parsed), "{1,1} \"x\"");
    te_changes_free(parsed);

    parsed = (te_changes *)&length;
    CHECK_STATUS(te_changes_new_json("{\"lengthBefore\":", TE_NUL_TERMINATED, &parsed), TE_ERROR_INVALID_ARGUMENT);
    CHECK(parsed == NULL);
    CHECK(strncmp(te_last_error(), "te_changes_new_json: json is not valid JSON", 43) == 0);
    CHECK_STATUS(te_changes_new_json("[1,2]", TE_NUL_TERMINATED, &parsed), TE_ERROR_INVALID_ARGUMENT);
    CHECK(strncmp(te_last_error(), "te_changes_new_json: json is not a change set", 45) == 0);
    CHECK_ERROR(te_changes_new_json("{\"lengthBefore\":2}", TE_NUL_TERMINATED, &parsed), TE_ERROR_INVALID_ARGUMENT,
                "te_changes_new_json: json is not a change set: no \"replacements\" at the top level");
    CHECK_STATUS(te_changes_new_json("{\"lengthBefore\":2,\"replacements\":[{\"location\":\"1\",\"length\":0,\"text\":\"\"}]}",
                                     TE_NUL_TERMINATED, &parsed),
                 TE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(te_last_error(), "at replacements.0.location") != NULL);
    CHECK_ERROR(te_changes_new_json("{\"lengthBefore\":2,\"replacements\":[{\"location\":1,\"length\":2,\"text\":\"\"}]}",
                                    TE_NUL_TERMINATED, &parsed),
                TE_ERROR_INVALID_ARGUMENT,
                "te_changes_new_json: json is not a change set: range {1,2} is out of bounds for length 2 at replacements.0");
    CHECK_ERROR(te_changes_new_json("{\"lengthBefore\":2,\"replacements\":[{\"location\":1,\"length\":1,\"text\":\"\"},"
                                    "{\"location\":0,\"length\":0,\"text\":\"a\"}]}",
                                    TE_NUL_TERMINATED, &parsed),
                TE_ERROR_INVALID_ARGUMENT,
                "te_changes_new_json: json is not a change set: range {0,0} starts before the range {1,1} listed ahead "
                "of it at replacements.1");
    CHECK_ERROR(te_changes_new_json("\xFF", 1, &parsed), TE_ERROR_INVALID_UTF8, "te_changes_new_json: json has invalid UTF-8 at byte offset 0");
    CHECK_ERROR(te_changes_new_json(NULL, 1, &parsed), TE_ERROR_NULL_POINTER, "te_changes_new_json: json is NULL with length 1");
    CHECK_ERROR(te_changes_new_json("{}", 2, NULL), TE_ERROR_NULL_POINTER, "te_changes_new_json: out_changes is NULL");
    te_changes_free(changes);
}

/* NULL and wrong-kind handles: fallbacks, and the messages. */
static void test_bad_change_handles(void) {
    te_rope *rope = te_rope_new();
    te_changes *made = NULL;
    int64_t offset;
    CHECK_INT(te_changes_count(NULL), -1);
    CHECK_INT(te_changes_length_before((te_changes *)rope), -1);
    CHECK_STR(te_last_error(), "te_changes_length_before: changes is a rope");
    CHECK_INT(te_changes_length_after(NULL), -1);
    CHECK_STR(te_changes_error((te_changes *)rope), "");
    CHECK_ERROR(te_changes_add_utf8(NULL, 0, 0, "", 0), TE_ERROR_NULL_HANDLE, "te_changes_add_utf8: changes is NULL");
    CHECK_ERROR(te_changes_map((te_changes *)rope, 0, 0, &offset, NULL), TE_ERROR_WRONG_HANDLE, "te_changes_map: changes is a rope");
    CHECK_ERROR(te_changes_clone(NULL, &made), TE_ERROR_NULL_HANDLE, "te_changes_clone: changes is NULL");
    CHECK_ERROR(te_changes_compose(NULL, NULL, &made), TE_ERROR_NULL_HANDLE, "te_changes_compose: first is NULL");
    te_changes_free((te_changes *)rope);
    CHECK_STR(te_last_error(), "te_changes_free: changes is a rope");
    CHECK_INT(te_rope_utf16_count(rope), 0);
    CHECK_STR(te_rope_error(rope), "");
    te_rope_free(rope);
}

void test_changes(void) {
    test_building();
    test_apply_and_map();
    test_algebra();
    test_json();
    test_bad_change_handles();
}
