/* te_file's bad arguments, reported by the error rule: handles first, then pointers in the order
 * listed, then the path's encoding, then values; a refused call changes nothing. */
#include <string.h>

#include "file_fixture.h"

void test_file_errors(void) {
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
