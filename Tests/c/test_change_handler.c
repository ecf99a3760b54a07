/* te_document_set_change_handler: what one change carries (origin, the lent change set, LSP
 * content changes and tree-sitter edits), a language-server mirror kept from the LSP changes
 * alone, and handlers that re-enter: changes made from inside (announced in order, each after the
 * previous call returned), the document's handle or a view freed from inside. */
#include <string.h>

#include "check.h"

/* A UTF-16 mirror of a document addressed by LSP positions (lines end at LF, CR LF, CR). */
typedef struct mirror {
    uint16_t units[1024];
    int64_t count;
    bool broken;
} mirror;

static int64_t mirror_offset(const mirror *m, int64_t line, int64_t character) {
    int64_t offset = 0, current = 0;
    while (current < line) {
        if (offset >= m->count) return -1;
        if (m->units[offset] == '\r' && offset + 1 < m->count && m->units[offset + 1] == '\n') offset++;
        if (m->units[offset] == '\n' || m->units[offset] == '\r') current++;
        offset++;
    }
    return offset + character <= m->count ? offset + character : -1;
}

static void mirror_apply(mirror *m, const te_lsp_change *change) {
    int64_t start = mirror_offset(m, change->start_line, change->start_character);
    int64_t end = mirror_offset(m, change->end_line, change->end_character);
    if (start < 0 || end < start || m->count - (end - start) + change->text_utf16_length > 1024) {
        m->broken = true;
        return;
    }
    memmove(m->units + start + change->text_utf16_length, m->units + end, (size_t)(m->count - end) * sizeof(uint16_t));
    memcpy(m->units + start, change->text_utf16, (size_t)change->text_utf16_length * sizeof(uint16_t));
    m->count += change->text_utf16_length - (end - start);
}

static bool mirror_matches(const mirror *m, const te_document *document) {
    uint16_t units[1024];
    int64_t count = te_document_utf16_count(document);
    if (m->broken || count != m->count || count >= 1024) return false;
    if (te_document_copy_utf16(document, 0, count, units, 1024, NULL) != TE_OK) return false;
    return memcmp(units, m->units, (size_t)count * sizeof(uint16_t)) == 0;
}

/* What the handler below does, per scenario. */
static struct {
    mirror mirror;
    bool log_details;
    int calls;
    int reenter_on_call;      /* apply a change from inside this call (1-based), 0: never */
    bool reenter_at_start;    /* that change inserts "!" at the start (else at the end) */
    te_document *document;
    bool free_document;       /* te_document_free from inside the next call */
    te_view *free_view;       /* te_view_free from inside the next call */
    te_changes *kept;         /* a clone of the first change set */
} handled;

static void on_change(te_document *document, void *context, const te_document_change_info *info) {
    int64_t i;
    char text[64];
    (void)context;
    handled.calls++;
    CHECK(document == handled.document);
    CHECK_INT(info->lsp_change_count, te_changes_count(info->changes));
    CHECK_INT(info->tree_sitter_edit_count, te_changes_count(info->changes));
    log_line("call %d: %s, %lld -> %lld units", handled.calls, te_edit_source_name(info->origin),
             (long long)te_changes_length_before(info->changes), (long long)te_changes_length_after(info->changes));
    for (i = 0; i < info->lsp_change_count; i++) {
        const te_lsp_change *change = &info->lsp_changes[i];
        CHECK_INT((int64_t)strlen(change->text_utf8), change->text_utf8_length);
        CHECK_INT(change->text_utf16[change->text_utf16_length], 0);
        CHECK_INT((int64_t)strlen(change->json), change->json_length);
        CHECK(strstr(change->json, "\"range\"") != NULL);
        if (handled.log_details) {
            log_line("  lsp %lld:%lld-%lld:%lld \"%s\" (%lld UTF-16 units)", (long long)change->start_line,
                     (long long)change->start_character, (long long)change->end_line, (long long)change->end_character,
                     change->text_utf8, (long long)change->text_utf16_length);
        }
        mirror_apply(&handled.mirror, change);
    }
    for (i = 0; handled.log_details && i < info->tree_sitter_edit_count; i++) {
        const te_tree_sitter_edit *edit = &info->tree_sitter_edits[i];
        log_line("  ts bytes %lld %lld %lld, points %lld:%lld %lld:%lld %lld:%lld", (long long)edit->start_byte,
                 (long long)edit->old_end_byte, (long long)edit->new_end_byte, (long long)edit->start_point.row,
                 (long long)edit->start_point.column, (long long)edit->old_end_point.row, (long long)edit->old_end_point.column,
                 (long long)edit->new_end_point.row, (long long)edit->new_end_point.column);
    }
    /* The lent change set is read-only and not the caller's to free. */
    CHECK_ERROR(te_changes_add_utf8((te_changes *)info->changes, 0, 0, "x", 1), TE_ERROR_INVALID_ARGUMENT,
                "te_changes_add_utf8: changes is lent to a change handler (read-only)");
    te_changes_free((te_changes *)info->changes);
    CHECK_STR(te_last_error(), "te_changes_free: changes is lent to a change handler (not freed)");
    if (handled.kept == NULL) CHECK_OK(te_changes_clone(info->changes, &handled.kept));
    if (handled.calls == handled.reenter_on_call) {
        int64_t at = handled.reenter_at_start ? 0 : te_document_utf16_count(document);
        CHECK_OK(te_document_replace_utf8(document, at, 0, "!", 1, TE_EDIT_REMOTE));
        /* Applied at once, announced after this call returns. */
        CHECK_OK(te_document_copy_utf8(document, at, 1, text, sizeof text, NULL));
        CHECK_STR(text, "!");
        log_line("  applied \"!\" from inside call %d", handled.calls);
    }
    if (handled.free_document) {
        handled.free_document = false;
        te_document_free(document);
        log_line("  freed the document's handle");
    }
    if (handled.free_view != NULL) {
        te_view_free(handled.free_view);
        handled.free_view = NULL;
        log_line("  freed the view");
    }
    log_line("call %d returns", handled.calls);
}

static te_document *handled_document(const char *text) {
    te_document *document = NULL;
    CHECK_OK(te_document_new_utf8(text, TE_NUL_TERMINATED, &document));
    memset(&handled, 0, sizeof handled);
    handled.document = document;
    handled.mirror.count = te_document_utf16_count(document);
    CHECK_OK(te_document_copy_utf16(document, 0, handled.mirror.count, handled.mirror.units, 1024, NULL));
    CHECK_OK(te_document_set_change_handler(document, on_change, NULL));
    log_clear();
    return document;
}

/* One replacement across a CR LF line, an emoji and a new CR LF: exact coordinates. */
static void test_one_change(void) {
    te_document *document = handled_document("ab\r\ncd\xF0\x9F\x98\x80" "e\nf");
    te_range range;
    char text[16];
    handled.log_details = true;
    CHECK_OK(te_document_replace_utf8(document, 5, 3, "Z\r\nY", TE_NUL_TERMINATED, TE_EDIT_REMOTE));
    CHECK_LOG("call 1: remote, 11 -> 12 units\n"
              "  lsp 1:1-1:4 \"Z\r\nY\" (4 UTF-16 units)\n"
              "  ts bytes 5 10 9, points 1:1 1:6 2:1\n"
              "call 1 returns\n");
    CHECK(mirror_matches(&handled.mirror, document));
    /* The clone outlives the call. */
    CHECK_INT(te_changes_count(handled.kept), 1);
    CHECK_OK(te_changes_replacement_utf8(handled.kept, 0, &range, text, sizeof text, NULL));
    CHECK_STR(range_text(range), "{5,3}");
    CHECK_STR(text, "Z\r\nY");
    te_changes_free(handled.kept);
    te_document_free(document);
}

/* Several replacements in one change: the events apply one after the other. */
static void test_many_replacements_keep_a_mirror(void) {
    te_document *document = handled_document("one\r\ntwo\rthree\xC2\x85" "four\nfive");
    te_changes *changes = NULL;
    int round;
    CHECK_OK(te_changes_new(te_document_utf16_count(document), &changes));
    CHECK_OK(te_changes_add_utf8(changes, 0, 3, "ONE", 3));
    CHECK_OK(te_changes_add_utf8(changes, 3, 2, "\n", 1));           /* CR LF becomes LF */
    CHECK_OK(te_changes_add_utf8(changes, 8, 0, "\r\n\xF0\x9F\x91\x8D", TE_NUL_TERMINATED));
    CHECK_OK(te_changes_add_utf8(changes, 9, 5, "", 0));              /* "three" */
    CHECK_OK(te_changes_add_utf8(changes, 20, 4, "5\r", 2));
    CHECK_OK(te_document_apply(document, changes, TE_EDIT_REPLACE_ALL));
    CHECK_INT(handled.calls, 1);
    CHECK(mirror_matches(&handled.mirror, document));
    te_changes_free(changes);
    /* Single edits of every kind, checked after each. */
    for (round = 0; round < 40; round++) {
        int64_t count = te_document_utf16_count(document);
        int64_t location = (round * 7) % (count + 1);
        int64_t length = (round % 3 == 0 && location < count) ? 1 : 0;
        static const char *const texts[] = {"\r", "\n", "\r\n", "x", "", "\xF0\x9F\x98\x80", "\xC2\x85", "a\rb"};
        CHECK_OK(te_document_replace_utf8(document, location, length, texts[round % 8], TE_NUL_TERMINATED, TE_EDIT_REMOTE));
        CHECK(mirror_matches(&handled.mirror, document));
    }
    te_changes_free(handled.kept);
    te_document_free(document);
}

/* A change made from inside the handler is applied at once and announced after the call. */
static void test_changes_from_inside(void) {
    te_document *document = handled_document("ab");
    handled.reenter_on_call = 1;
    CHECK_OK(te_document_replace_utf8(document, 0, 0, ">", 1, TE_EDIT_PROGRAMMATIC));
    CHECK_LOG("call 1: programmatic, 2 -> 3 units\n"
              "  applied \"!\" from inside call 1\n"
              "call 1 returns\n"
              "call 2: remote, 3 -> 4 units\n"
              "call 2 returns\n");
    CHECK(mirror_matches(&handled.mirror, document));
    te_changes_free(handled.kept);
    te_document_free(document);
}

/* Freeing the document's handle from inside: the handler is removed, the views keep it. */
static void test_freeing_from_inside(void) {
    te_document *document = handled_document("ab");
    te_view *view = NULL, *other = NULL;
    te_control *c;
    CHECK_OK(te_view_new_on_document(document, NULL, &view));
    c = te_view_control(view);
    CHECK_OK(te_control_focus(c, NULL));
    handled.free_document = true;
    CHECK_OK(te_control_type_utf8(c, "cd", 2));
    CHECK_LOG("call 1: typing, 2 -> 3 units\n"
              "  freed the document's handle\n"
              "call 1 returns\n");
    CHECK_STR(control_text(c), "abcd");
    CHECK(te_control_document(c) == document);

    /* A view freed from inside a call made on its document. */
    document = te_control_document(c);
    CHECK_OK(te_view_new_on_document(document, NULL, &other));
    CHECK_OK(te_document_set_change_handler(document, on_change, NULL));
    handled.calls = 0;
    handled.free_view = view;
    CHECK_OK(te_document_replace_utf8(document, 0, 0, "<", 1, TE_EDIT_REMOTE));
    CHECK_LOG("call 1: remote, 4 -> 5 units\n"
              "  freed the view\n"
              "call 1 returns\n");
    CHECK_STR(control_text(te_view_control(other)), "<abcd");
    /* Only the other view holds the document now: freeing it inside a call on the document. */
    handled.free_view = other;
    CHECK_OK(te_document_replace_utf8(document, 0, 1, "", 0, TE_EDIT_REMOTE));
    CHECK_LOG("call 2: remote, 5 -> 4 units\n"
              "  freed the view\n"
              "call 2 returns\n");
    te_changes_free(handled.kept);
}

/* A handler that changes the document while a view's own edit is announced: the view's undo
 * step and selection follow both. */
static void test_change_during_a_views_edit(bool at_start) {
    te_document *document = handled_document("");
    te_view *view = NULL;
    te_control *c;
    te_range selection;
    bool changed = false;
    CHECK_OK(te_view_new_on_document(document, NULL, &view));
    c = te_view_control(view);
    CHECK_OK(te_control_focus(c, NULL));
    handled.reenter_on_call = 1;
    handled.reenter_at_start = at_start;
    CHECK_OK(te_control_insert_utf8(c, "a", 1, &changed));
    CHECK(changed);
    CHECK_STR(control_text(c), at_start ? "!a" : "a!");
    CHECK_OK(te_control_selection(c, &selection));
    CHECK_STR(range_text(selection), at_start ? "{2,0}" : "{1,0}");
    CHECK_OK(te_control_undo(c, &changed));
    CHECK(changed);
    CHECK_STR(control_text(c), "!");
    CHECK(mirror_matches(&handled.mirror, document));
    CHECK_LOG("call 1: typing, 0 -> 1 units\n"
              "  applied \"!\" from inside call 1\n"
              "call 1 returns\n"
              "call 2: remote, 1 -> 2 units\n"
              "call 2 returns\n"
              "call 3: undo, 2 -> 1 units\n"
              "call 3 returns\n");
    te_changes_free(handled.kept);
    te_view_free(view);
    te_document_free(document);
}

/* Removing the handler; a control's own document has one too. */
static void test_removing_and_control_documents(void) {
    te_document *document = handled_document("x");
    te_field *field = te_field_new();
    te_control *c = te_field_control(field);
    CHECK_OK(te_document_set_change_handler(document, NULL, NULL));
    CHECK_OK(te_document_replace_utf8(document, 0, 1, "y", 1, TE_EDIT_REMOTE));
    CHECK_INT(handled.calls, 0);
    te_document_free(document);

    handled.document = te_control_document(c);
    CHECK_OK(te_document_set_change_handler(handled.document, on_change, NULL));
    CHECK_OK(te_control_focus(c, NULL));
    CHECK_OK(te_control_type_utf8(c, "hi", 2));
    CHECK_OK(te_control_set_text_utf8(c, "", 0));
    CHECK_LOG("call 1: typing, 0 -> 1 units\n"
              "call 1 returns\n"
              "call 2: typing, 1 -> 2 units\n"
              "call 2 returns\n"
              "call 3: programmatic, 2 -> 0 units\n"
              "call 3 returns\n");
    te_changes_free(handled.kept);
    te_field_free(field);
}

void test_change_handler(void) {
    test_one_change();
    test_many_replacements_keep_a_mirror();
    test_changes_from_inside();
    test_freeing_from_inside();
    test_change_during_a_views_edit(false);
    test_change_during_a_views_edit(true);
    test_removing_and_control_documents();
}
