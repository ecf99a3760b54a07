/* Replays editing traces through the C API: on a te_rope, converting each patch's scalar
 * positions with te_rope_utf16_offset_for_scalar, and on a text field as user edits, checking
 * every delegate question and event, then undoing and redoing all of it. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "trace.h"

/* The UTF-16 range a patch replaces, from its scalar position and deletion. */
static int patch_range(const te_rope *rope, const trace_patch *patch, te_range *range) {
    int64_t from, to;
    if (te_rope_utf16_offset_for_scalar(rope, patch->position, &from) != TE_OK) return -1;
    if (te_rope_utf16_offset_for_scalar(rope, patch->position + patch->deleted, &to) != TE_OK) return -1;
    range->location = from;
    range->length = to - from;
    return 0;
}

/* The rope's whole text equals `expected` (UTF-8 of `length` bytes). */
static int rope_equals(const te_rope *rope, const char *expected, size_t length) {
    int64_t size = 0;
    char *text;
    int equal;
    if (te_rope_copy_utf8(rope, 0, te_rope_utf16_count(rope), NULL, 0, &size) != TE_OK) return 0;
    text = malloc((size_t)size + 1);
    if (text == NULL) return 0;
    equal = te_rope_copy_utf8(rope, 0, te_rope_utf16_count(rope), text, size + 1, NULL) == TE_OK &&
            (size_t)size == length && memcmp(text, expected, length) == 0 && text[size] == '\0';
    free(text);
    return equal;
}

static void replay_on_rope(const char *name, const trace *t) {
    te_rope *rope = NULL;
    size_t i;
    CHECK_OK(te_rope_new_utf8(t->start, (int64_t)t->start_length, &rope));
    for (i = 0; i < t->count; i++) {
        const trace_patch *patch = &t->patches[i];
        te_range range;
        te_status status;
        if (patch_range(rope, patch, &range) != 0) {
            check_failed(__FILE__, __LINE__, "%s: patch %zu [%lld, %lld]: %s", name, i, (long long)patch->position,
                         (long long)patch->deleted, te_rope_error(rope));
            break;
        }
        status = te_rope_replace_utf8(rope, range.location, range.length, patch->inserted, (int64_t)patch->inserted_length);
        if (status != TE_OK) {
            check_failed(__FILE__, __LINE__, "%s: patch %zu: %s", name, i, te_rope_error(rope));
            break;
        }
    }
    check_count++;
    if (!rope_equals(rope, t->end, t->end_length)) check_failed(__FILE__, __LINE__, "%s: the rope's text is not endContent", name);
    te_rope_free(rope);
}

/* What the field's delegate expects next, and what it saw. */
typedef struct replay_state {
    te_range expected_range;
    const char *expected_text;
    size_t expected_length;
    int32_t expected_source;
    long questions, mismatches, selection_changes, changed_events, other_events;
} replay_state;

static bool replay_should_change(te_field *field, void *context, int64_t location, int64_t length, const char *utf8,
                                 int64_t utf8_length, const uint16_t *utf16, int64_t utf16_length) {
    replay_state *state = context;
    te_edit_info edit;
    (void)utf16;
    state->questions++;
    if (te_control_proposed_edit(te_field_control(field), &edit) != TE_OK || edit.source != state->expected_source ||
        edit.replacement_utf16_length != utf16_length)
        state->mismatches++;
    if (state->expected_text != NULL &&
        (location != state->expected_range.location || length != state->expected_range.length ||
         (size_t)utf8_length != state->expected_length || memcmp(utf8, state->expected_text, state->expected_length) != 0))
        state->mismatches++;
    return true;
}

static void replay_did_change_selection(te_field *field, void *context) {
    (void)field;
    ((replay_state *)context)->selection_changes++;
}

static void replay_event(te_field *field, void *context, uint32_t event) {
    replay_state *state = context;
    (void)field;
    if (event == TE_EVENT_EDITING_CHANGED) state->changed_events++;
    else state->other_events++;
}

/* Counts one check: the control's text is `expected` (`length` bytes), else a failure saying `what`. */
static void check_control_text(te_control *control, const char *expected, size_t length, int line, const char *name,
                               const char *what) {
    te_rope *rope = NULL;
    CHECK_OK(te_control_text_rope(control, &rope));
    check_count++;
    if (!rope_equals(rope, expected, length)) check_failed(__FILE__, line, "%s: %s", name, what);
    te_rope_free(rope);
}

/* Undoes (TE_EDIT_UNDO) or redoes (TE_EDIT_REDO) every step, counting the delegate's questions
 * and the events afresh; returns how many steps changed the text. */
static long step_through_history(te_control *control, replay_state *state, int32_t source) {
    bool redo = source == TE_EDIT_REDO, changed = false;
    long steps = 0;
    state->questions = state->changed_events = 0;
    state->expected_source = source;
    while (redo ? te_control_can_redo(control) : te_control_can_undo(control)) {
        CHECK_OK(redo ? te_control_redo(control, &changed) : te_control_undo(control, &changed));
        if (!changed) break;
        steps++;
    }
    return steps;
}

/* The trace as user edits (autocorrect-style replacements of exact ranges) on a field; then
 * every step undone (back to startContent) and redone (endContent again), all through the
 * delegate. */
static void replay_on_field(const char *name, const trace *t) {
    replay_state state;
    te_field_delegate delegate;
    te_field *field = te_field_new();
    te_control *control = te_field_control(field);
    te_rope *rope = NULL;
    bool changed = false;
    long steps = 0, redone = 0;
    size_t i;

    memset(&state, 0, sizeof state);
    memset(&delegate, 0, sizeof delegate);
    delegate.context = &state;
    delegate.should_change_characters = replay_should_change;
    delegate.did_change_selection = replay_did_change_selection;
    CHECK_OK(te_field_set_delegate(field, &delegate));
    CHECK_OK(te_field_set_event_handler(field, replay_event, &state));
    CHECK_OK(te_control_set_text_utf8(control, t->start, (int64_t)t->start_length));
    CHECK_OK(te_control_focus(control, &changed));
    CHECK(changed);
    CHECK_INT(state.other_events, 1); /* editingDidBegin */

    state.expected_source = TE_EDIT_AUTOCORRECT;
    for (i = 0; i < t->count; i++) {
        const trace_patch *patch = &t->patches[i];
        te_range range;
        CHECK_OK(te_control_text_rope(control, &rope));
        if (patch_range(rope, patch, &range) != 0) {
            check_failed(__FILE__, __LINE__, "%s: patch %zu out of bounds", name, i);
            te_rope_free(rope);
            break;
        }
        te_rope_free(rope);
        state.expected_range = range;
        state.expected_text = patch->inserted;
        state.expected_length = patch->inserted_length;
        if (te_control_user_replace_utf8(control, range.location, range.length, patch->inserted,
                                         (int64_t)patch->inserted_length, &changed) != TE_OK || !changed) {
            check_failed(__FILE__, __LINE__, "%s: patch %zu not applied: %s", name, i, te_control_error(control));
            break;
        }
    }
    CHECK_INT(state.questions, (long)t->count);
    CHECK_INT(state.changed_events, (long)t->count);
    CHECK_INT(state.mismatches, 0);
    check_control_text(control, t->end, t->end_length, __LINE__, name, "the field's text is not endContent");

    /* Undo everything, then redo everything: one question and one event per step. */
    state.expected_text = NULL;
    steps = step_through_history(control, &state, TE_EDIT_UNDO);
    CHECK(steps > 0);
    CHECK_INT(state.questions, steps);
    CHECK_INT(state.changed_events, steps);
    check_control_text(control, t->start, t->start_length, __LINE__, name, "undo did not restore startContent");

    redone = step_through_history(control, &state, TE_EDIT_REDO);
    CHECK_INT(redone, steps);
    CHECK_INT(state.questions, steps);
    CHECK_INT(state.mismatches, 0);
    check_control_text(control, t->end, t->end_length, __LINE__, name, "redo did not restore endContent");
    te_field_free(field);
}

/* A small trace written for this test: astral scalars (two UTF-16 units, four UTF-8 bytes)
 * before the edits, so scalar and UTF-16 positions differ, and JSON escapes of every kind. */
static const char emoji_trace[] =
    "{\"startContent\": \"\\ud83d\\udc4d\\u00e9\", \"endContent\": \"\\ud83d\\udc4d\\u00e9ab\\\"\\u4e2d\\ud83c\\udf89\\n\","
    " \"txns\": [{\"time\": \"2024-01-01\", \"patches\": [[2, 0, \"a\\\"\"], [3, 1, \"b\\\"\"]]},"
    " {\"patches\": [[5, 0, \"\\u4e2dx\\ud83c\\udf89\"], [6, 1, \"\"], [7, 0, \"\\n\"]], \"extra\": [1, {\"k\": null}]}]}";

void test_traces(const char *directory) {
    static const char *const names[] = {"sveltecomponent", "json-crdt-patch"};
    char path[4096], error[512];
    trace t;
    size_t i;

    CHECK_INT(trace_parse(emoji_trace, strlen(emoji_trace), &t, error, sizeof error), 0);
    CHECK_INT(t.count, 5);
    replay_on_rope("emoji", &t);
    replay_on_field("emoji", &t);
    trace_free(&t);

    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        snprintf(path, sizeof path, "%s/%s.json.gz", directory, names[i]);
        if (trace_load(path, &t, error, sizeof error) != 0) {
            check_failed(__FILE__, __LINE__, "%s", error);
            continue;
        }
        printf("test-capi: replaying %s (%zu patches)\n", names[i], t.count);
        replay_on_rope(names[i], &t);
        if (i == 0) replay_on_field(names[i], &t);
        trace_free(&t);
    }
}
