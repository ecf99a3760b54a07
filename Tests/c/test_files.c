#define _POSIX_C_SOURCE 200809L /* mkdtemp */
/* te_file: loading a file with a byte order mark and CR LF into a document, saving it back byte
 * for byte, converting line endings, invalid UTF-8 refused with its offset or read lossily, a
 * save over a file changed on disk refused then forced, a save into a missing folder changing
 * nothing, reloading (also with a change handler freeing the file meanwhile); then the bad
 * arguments of test_file_errors.c. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "file_fixture.h"

static void test_round_trips(void) {
    const char *original = in_folder("crlf.txt"), *converted = in_folder("lf.txt");
    te_document *document = te_document_new();
    te_file *file = NULL;
    te_file_info info;
    char path[128];
    int64_t length = 0;

    write_bytes(original, "\xEF\xBB\xBF" "a\r\nb\xC3\xA9\r\n", 11);
    CHECK_OK(te_file_open(document, original, 0, &file));
    CHECK(te_file_document(file) == document);
    CHECK_STR(document_text(document), "a\r\nb\xC3\xA9\r\n");
    info = file_info(file);
    CHECK(info.has_byte_order_mark);
    CHECK(!info.is_modified);
    CHECK_INT(info.line_endings_on_disk, TE_LINE_ENDINGS_CRLF);
    CHECK_INT(info.line_ending_conversion, TE_LINE_ENDINGS_KEEP);
    CHECK_INT(info.byte_count, 11);

    /* Saved unedited: the same bytes, the mark and the CR LFs kept. */
    CHECK_OK(te_file_save(file, NULL, 0));
    CHECK_STR(file_bytes(original), "\xEF\xBB\xBF" "a\r\nb\xC3\xA9\r\n");

    /* Converted and saved elsewhere: the document keeps its CR LFs, the path follows. */
    CHECK_OK(te_document_replace_utf8(document, 0, 1, "A", 1, TE_EDIT_PROGRAMMATIC));
    CHECK(file_info(file).is_modified);
    CHECK_OK(te_file_set_line_ending_conversion(file, TE_LINE_ENDINGS_LF));
    CHECK_OK(te_file_save(file, converted, 0));
    CHECK_STR(file_bytes(converted), "\xEF\xBB\xBF" "A\nb\xC3\xA9\n");
    CHECK_STR(file_bytes(original), "\xEF\xBB\xBF" "a\r\nb\xC3\xA9\r\n");
    CHECK_STR(document_text(document), "A\r\nb\xC3\xA9\r\n");
    CHECK_OK(te_file_copy_path(file, path, sizeof path, &length));
    CHECK_STR(path, converted);
    CHECK_INT(length, (int64_t)strlen(converted));
    CHECK_OK(te_file_copy_path(file, NULL, 0, &length));
    CHECK_INT(length, (int64_t)strlen(converted));
    CHECK_STATUS(te_file_copy_path(file, path, 4, &length), TE_ERROR_BUFFER_TOO_SMALL);
    info = file_info(file);
    CHECK(!info.is_modified);
    CHECK_INT(info.line_endings_on_disk, TE_LINE_ENDINGS_LF);
    CHECK_INT(info.line_ending_conversion, TE_LINE_ENDINGS_LF);
    CHECK_INT(info.byte_count, 9);

    CHECK_OK(te_file_set_byte_order_mark(file, false));
    CHECK_OK(te_file_set_line_ending_conversion(file, TE_LINE_ENDINGS_CR));
    CHECK_OK(te_file_save(file, NULL, 0));
    CHECK_STR(file_bytes(converted), "A\rb\xC3\xA9\r");
    CHECK_INT(file_info(file).line_endings_on_disk, TE_LINE_ENDINGS_CR);

    /* The file keeps the document alive after the caller's handle is given up. */
    te_document_free(document);
    CHECK_OK(te_file_set_line_ending_conversion(file, TE_LINE_ENDINGS_KEEP));
    CHECK_OK(te_file_save(file, NULL, 0));
    CHECK_STR(file_bytes(converted), "A\r\nb\xC3\xA9\r\n");
    CHECK_INT(file_info(file).line_endings_on_disk, TE_LINE_ENDINGS_CRLF);
    CHECK_INT(te_document_utf16_count(te_file_document(file)), 7);
    te_file_free(file);

    /* A new file is not read: the first save creates it. */
    document = te_document_new();
    CHECK_OK(te_document_replace_utf8(document, 0, 0, "one line", TE_NUL_TERMINATED, TE_EDIT_PROGRAMMATIC));
    CHECK_OK(te_file_new(document, in_folder("new.txt"), &file));
    info = file_info(file);
    CHECK(info.is_modified);
    CHECK_INT(info.line_endings_on_disk, TE_LINE_ENDINGS_UNKNOWN);
    CHECK_INT(info.byte_count, -1);
    CHECK_OK(te_file_save(file, NULL, 0));
    CHECK_STR(file_bytes(in_folder("new.txt")), "one line");
    CHECK_INT(file_info(file).line_endings_on_disk, TE_LINE_ENDINGS_NONE);
    te_file_free(file);
    te_document_free(document);
}

static void test_invalid_utf8(void) {
    const char *path = in_folder("latin1.txt");
    te_document *document = NULL;
    te_file *file = NULL;

    write_bytes(path, "ab\xFF" "c", 4);
    CHECK_OK(te_document_new_utf8("kept", TE_NUL_TERMINATED, &document));
    file = (te_file *)document; /* cleared by the failure */
    CHECK_ERROR(te_file_open(document, path, 0, &file), TE_ERROR_INVALID_UTF8,
                message("te_file_open: %s: invalid UTF-8 at byte offset 2", path));
    CHECK(file == NULL);
    CHECK_STR(te_document_error(document), te_last_error());
    CHECK_STR(document_text(document), "kept");

    CHECK_OK(te_file_open(document, path, TE_LOAD_LOSSY, &file));
    CHECK_STR(document_text(document), "ab\xEF\xBF\xBD" "c");
    CHECK(!file_info(file).has_byte_order_mark);
    CHECK_INT(file_info(file).line_endings_on_disk, TE_LINE_ENDINGS_NONE);

    /* Reloading strictly fails and changes nothing; lossily it reads the file again. */
    CHECK_OK(te_document_replace_utf8(document, 0, 0, "x", 1, TE_EDIT_PROGRAMMATIC));
    CHECK_ERROR(te_file_reload(file, 0), TE_ERROR_INVALID_UTF8, message("te_file_reload: %s: invalid UTF-8 at byte offset 2", path));
    CHECK_STR(te_file_error(file), te_last_error());
    CHECK_STR(document_text(document), "xab\xEF\xBF\xBD" "c");
    CHECK(file_info(file).is_modified);
    CHECK_OK(te_file_reload(file, TE_LOAD_LOSSY));
    CHECK_STR(document_text(document), "ab\xEF\xBF\xBD" "c");
    CHECK(!file_info(file).is_modified);
    te_file_free(file);
    te_document_free(document);
}

static void test_disk_changes_and_failed_saves(void) {
    const char *path = in_folder("shared.txt"), *missing = in_folder("missing/out.txt");
    te_document *document = te_document_new();
    te_file *file = NULL;
    bool changed = true;
    char copied[128];

    write_bytes(path, "first\n", 6);
    CHECK_OK(te_file_open(document, path, 0, &file));
    CHECK_OK(te_file_changed_on_disk(file, &changed));
    CHECK(!changed);

    /* Another program rewrites the file: a save is refused, then forced. */
    write_bytes(path, "theirs\n", 7);
    CHECK_OK(te_file_changed_on_disk(file, &changed));
    CHECK(changed);
    CHECK_OK(te_document_replace_utf8(document, 0, 5, "mine", 4, TE_EDIT_PROGRAMMATIC));
    CHECK_ERROR(te_file_save(file, NULL, 0), TE_ERROR_CHANGED_ON_DISK,
                message("te_file_save: %s changed on disk since it was read; save with force to overwrite it", path));
    CHECK_STR(file_bytes(path), "theirs\n");
    CHECK(file_info(file).is_modified);
    CHECK_OK(te_file_save(file, NULL, TE_SAVE_FORCE));
    CHECK_STR(file_bytes(path), "mine\n");
    CHECK_OK(te_file_changed_on_disk(file, &changed));
    CHECK(!changed);

    /* A save into a folder that does not exist: nothing changes, the path included. */
    CHECK_OK(te_document_replace_utf8(document, 0, 0, "+", 1, TE_EDIT_PROGRAMMATIC));
    CHECK_ERROR(te_file_save(file, missing, 0), TE_ERROR_IO,
                message("te_file_save: cannot create a temporary file in %s: No such file or directory",
                        in_folder("missing")));
    CHECK_STR(file_bytes(missing), "(missing)");
    CHECK_STR(file_bytes(path), "mine\n");
    CHECK(file_info(file).is_modified);
    CHECK_INT(file_info(file).byte_count, 5);
    CHECK_OK(te_file_copy_path(file, copied, sizeof copied, NULL));
    CHECK_STR(copied, path);
    CHECK_STR(document_text(document), "+mine\n");

    /* Reloading takes the disk's text as one change; a file that is gone has changed. */
    write_bytes(path, "reloaded\n", 9);
    CHECK_OK(te_file_reload(file, 0));
    CHECK_STR(document_text(document), "reloaded\n");
    CHECK(!file_info(file).is_modified);
    CHECK_INT(unlink(path), 0);
    CHECK_OK(te_file_changed_on_disk(file, &changed));
    CHECK(changed);
    CHECK_ERROR(te_file_reload(file, 0), TE_ERROR_IO, message("te_file_reload: cannot open %s: No such file or directory", path));
    CHECK_STR(document_text(document), "reloaded\n");
    te_file_free(file);
    te_document_free(document);
}

/* A change handler that frees the file being reloaded, and the document's handle. */
static void free_file_on_change(te_document *document, void *context, const te_document_change_info *info) {
    te_file **file = context;
    log_line("changed by %s", te_edit_source_name(info->origin));
    te_file_free(*file);
    *file = NULL;
    te_document_free(document);
}

static void test_freed_while_reloading(void) {
    const char *path = in_folder("reentry.txt");
    te_document *document = te_document_new();
    te_file *file = NULL;
    te_view *view = NULL;
    char text[32];

    write_bytes(path, "before", 6);
    CHECK_OK(te_file_open(document, path, 0, &file));
    CHECK_OK(te_view_new_on_document(document, NULL, &view));
    write_bytes(path, "after!!", 7);
    CHECK_OK(te_document_set_change_handler(document, free_file_on_change, &file));
    log_clear();
    CHECK_OK(te_file_reload(file, 0));
    CHECK_LOG("changed by remote\n");
    CHECK(file == NULL);
    CHECK_OK(te_control_copy_text_utf8(te_view_control(view), text, sizeof text, NULL));
    CHECK_STR(text, "after!!");
    te_view_free(view);
    CHECK_INT(unlink(path), 0);
}

void test_file(void) {
    strcpy(folder, "/tmp/te-files-XXXXXX");
    CHECK(mkdtemp(folder) != NULL);
    test_round_trips();
    test_invalid_utf8();
    test_disk_changes_and_failed_saves();
    test_freed_while_reloading();
    test_file_errors();
    {
        const char *names[] = {"crlf.txt", "lf.txt", "new.txt", "latin1.txt", "errors.txt"};
        size_t i;
        for (i = 0; i < sizeof names / sizeof names[0]; i++) unlink(in_folder(names[i]));
        CHECK_INT(rmdir(folder), 0);
    }
}
