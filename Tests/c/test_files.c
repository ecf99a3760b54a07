#define _POSIX_C_SOURCE 200809L /* mkdtemp */
/* te_file: loading a file with a byte order mark and CR LF into a document, saving it back byte
 * for byte, converting line endings, invalid UTF-8 refused with its offset or read lossily, a
 * save over a file changed on disk refused then forced, a save into a missing folder changing
 * nothing, reloading (also with a change handler freeing the file meanwhile); bad arguments
 * reported by the error rule. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"

static char folder[64];

/* `name` inside the test's folder, in a static buffer of its own (one of four, rotating). */
static const char *in_folder(const char *name) {
    static char paths[4][128];
    static int next = 0;
    char *path = paths[next++ % 4];
    snprintf(path, sizeof paths[0], "%s/%s", folder, name);
    return path;
}

static void write_bytes(const char *path, const char *bytes, size_t count) {
    FILE *file = fopen(path, "wb");
    CHECK(file != NULL);
    if (file == NULL) return;
    CHECK_INT(fwrite(bytes, 1, count, file), count);
    fclose(file);
}

/* The file's bytes as a NUL-terminated string in a static buffer ("(missing)" if it cannot be
   opened). */
static const char *file_bytes(const char *path) {
    static char bytes[256];
    FILE *file = fopen(path, "rb");
    size_t count;
    if (file == NULL) return "(missing)";
    count = fread(bytes, 1, sizeof bytes - 1, file);
    bytes[count] = 0;
    fclose(file);
    return bytes;
}

static te_file_info file_info(const te_file *file) {
    te_file_info info;
    memset(&info, 0xFF, sizeof info);
    CHECK_OK(te_file_get_info(file, &info));
    return info;
}

/* A formatted expected message. */
static const char *message(const char *format, const char *path) {
    static char text[512];
    snprintf(text, sizeof text, format, path);
    return text;
}

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

static void test_file_errors(void) {
    const char *path = in_folder("errors.txt");
    te_document *document = te_document_new();
    te_search *search = NULL;
    te_file *file = NULL, *made = NULL;
    te_file_info info;
    bool changed = false;

    write_bytes(path, "text", 4);
    CHECK_OK(te_search_new_utf8("x", 1, 0, &search));
    CHECK_OK(te_file_open(document, path, 0, &file));

    /* 1. handles */
    CHECK_ERROR(te_file_open(NULL, NULL, 99, NULL), TE_ERROR_NULL_HANDLE, "te_file_open: document is NULL");
    CHECK_ERROR(te_file_open((te_document *)search, path, 0, &made), TE_ERROR_WRONG_HANDLE, "te_file_open: document is a search");
    CHECK_STR(te_search_error(search), "");
    CHECK_ERROR(te_file_new(NULL, path, &made), TE_ERROR_NULL_HANDLE, "te_file_new: document is NULL");
    CHECK_ERROR(te_file_save(NULL, NULL, 0), TE_ERROR_NULL_HANDLE, "te_file_save: file is NULL");
    CHECK_ERROR(te_file_save((te_file *)document, NULL, 0), TE_ERROR_WRONG_HANDLE, "te_file_save: file is a document");
    CHECK_ERROR(te_file_reload((te_file *)search, 0), TE_ERROR_WRONG_HANDLE, "te_file_reload: file is a search");
    CHECK_ERROR(te_file_get_info(NULL, &info), TE_ERROR_NULL_HANDLE, "te_file_get_info: file is NULL");
    CHECK_ERROR(te_file_changed_on_disk(NULL, NULL), TE_ERROR_NULL_HANDLE, "te_file_changed_on_disk: file is NULL");
    CHECK_ERROR(te_file_set_byte_order_mark(NULL, true), TE_ERROR_NULL_HANDLE, "te_file_set_byte_order_mark: file is NULL");
    CHECK(te_file_document(NULL) == NULL);
    CHECK(te_file_document((te_file *)document) == NULL);
    CHECK_STR(te_last_error(), "te_file_document: file is a document");
    CHECK_STR(te_file_error(NULL), "");

    /* 2. pointers, in the order listed; 3. the path's encoding; 4. values */
    CHECK_ERROR(te_file_open(document, NULL, 99, NULL), TE_ERROR_NULL_POINTER, "te_file_open: path is NULL");
    CHECK_STR(te_document_error(document), "te_file_open: path is NULL");
    CHECK_ERROR(te_file_open(document, "\xFF", 99, NULL), TE_ERROR_NULL_POINTER, "te_file_open: out_file is NULL");
    CHECK_ERROR(te_file_open(document, "a\xC3", 99, &made), TE_ERROR_INVALID_UTF8,
                "te_file_open: path has invalid UTF-8 at byte offset 1");
    CHECK_ERROR(te_file_open(document, "", 99, &made), TE_ERROR_INVALID_ARGUMENT, "te_file_open: path is empty");
    CHECK_ERROR(te_file_open(document, path, 6, &made), TE_ERROR_INVALID_ARGUMENT,
                "te_file_open: flags 0x6 has bits other than 0x1");
    CHECK_ERROR(te_file_open(document, in_folder("none"), 0, &made), TE_ERROR_IO,
                message("te_file_open: cannot open %s: No such file or directory", in_folder("none")));
    CHECK_ERROR(te_file_open(document, folder, 0, &made), TE_ERROR_IO, message("te_file_open: %s is not a regular file", folder));
    CHECK(made == NULL);
    CHECK_ERROR(te_file_new(document, NULL, &made), TE_ERROR_NULL_POINTER, "te_file_new: path is NULL");
    CHECK_ERROR(te_file_new(document, path, NULL), TE_ERROR_NULL_POINTER, "te_file_new: out_file is NULL");
    CHECK_ERROR(te_file_save(file, "\xE2\x82", 2), TE_ERROR_INVALID_UTF8, "te_file_save: path has invalid UTF-8 at byte offset 0");
    CHECK_STR(te_file_error(file), "te_file_save: path has invalid UTF-8 at byte offset 0");
    CHECK_ERROR(te_file_save(file, "", 0), TE_ERROR_INVALID_ARGUMENT, "te_file_save: path is empty");
    CHECK_ERROR(te_file_save(file, NULL, 2), TE_ERROR_INVALID_ARGUMENT, "te_file_save: flags 0x2 has bits other than 0x1");
    CHECK_ERROR(te_file_reload(file, 2), TE_ERROR_INVALID_ARGUMENT, "te_file_reload: flags 0x2 has bits other than 0x1");
    CHECK_ERROR(te_file_get_info(file, NULL), TE_ERROR_NULL_POINTER, "te_file_get_info: out_info is NULL");
    CHECK_ERROR(te_file_changed_on_disk(file, NULL), TE_ERROR_NULL_POINTER, "te_file_changed_on_disk: out_changed is NULL");
    CHECK_ERROR(te_file_copy_path(file, NULL, 3, NULL), TE_ERROR_NULL_POINTER, "te_file_copy_path: buffer is NULL with capacity 3");
    CHECK_ERROR(te_file_copy_path(file, NULL, -1, NULL), TE_ERROR_INVALID_ARGUMENT, "te_file_copy_path: capacity -1 is negative");
    CHECK_ERROR(te_file_set_line_ending_conversion(file, TE_LINE_ENDINGS_MIXED), TE_ERROR_INVALID_ARGUMENT,
                "te_file_set_line_ending_conversion: line_endings 4 is not TE_LINE_ENDINGS_KEEP, _LF, _CRLF or _CR");
    CHECK_ERROR(te_file_set_line_ending_conversion(file, -1), TE_ERROR_INVALID_ARGUMENT,
                "te_file_set_line_ending_conversion: line_endings -1 is not TE_LINE_ENDINGS_KEEP, _LF, _CRLF or _CR");
    CHECK_INT(file_info(file).line_ending_conversion, TE_LINE_ENDINGS_KEEP);
    CHECK_OK(te_file_changed_on_disk(file, &changed));
    CHECK(!changed);
    CHECK_STR(file_bytes(path), "text");

    te_file_free(NULL);
    te_file_free((te_file *)document); /* refused: the document lives on */
    CHECK_STR(te_last_error(), "te_file_free: file is a document");
    CHECK_INT(te_document_utf16_count(document), 4);
    te_file_free(file);
    te_search_free(search);
    te_document_free(document);
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
