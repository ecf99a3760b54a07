/* The te_file tests' scratch folder and helpers to write and read its files: shared by
 * test_files.c and test_file_errors.c. */
#ifndef TEXTENGINE_TEST_FILE_FIXTURE_H
#define TEXTENGINE_TEST_FILE_FIXTURE_H

#include <stddef.h>

#include "check.h"

/* The folder the tests make (by mkdtemp in test_file) and remove at the end. */
extern char folder[64];

/* `name` inside the folder, in a static buffer of its own (one of four, rotating). */
const char *in_folder(const char *name);

/* Writes `count` bytes to `path`, replacing it; a failure is a failed check. */
void write_bytes(const char *path, const char *bytes, size_t count);

/* The file's bytes as a NUL-terminated string in a static buffer ("(missing)" if it cannot be
   opened). */
const char *file_bytes(const char *path);

/* The file's info (a failed read is a failed check). */
te_file_info file_info(const te_file *file);

/* A formatted expected message: `format` with `path` in its one %s, in a static buffer. */
const char *message(const char *format, const char *path);

/* The bad-argument checks of te_file, in test_file_errors.c. */
void test_file_errors(void);

#endif
