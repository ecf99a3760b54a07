/* Assertions and the event log shared by the C API tests (test-capi). */
#ifndef TEXTENGINE_TEST_CHECK_H
#define TEXTENGINE_TEST_CHECK_H

#include <stdint.h>
#include <stdio.h>

#include "textengine.h"

extern long check_count;
extern long check_failures;

void check_failed(const char *file, int line, const char *format, ...);

/* A condition that must hold. */
#define CHECK(condition)                                                                        \
    do {                                                                                        \
        check_count++;                                                                          \
        if (!(condition)) check_failed(__FILE__, __LINE__, "%s", #condition);                   \
    } while (0)

/* Two integers that must be equal. */
#define CHECK_INT(actual, expected)                                                             \
    do {                                                                                        \
        long long check_a_ = (long long)(actual), check_e_ = (long long)(expected);             \
        check_count++;                                                                          \
        if (check_a_ != check_e_)                                                               \
            check_failed(__FILE__, __LINE__, "%s is %lld, expected %lld", #actual, check_a_, check_e_); \
    } while (0)

/* A te_status that must be `expected`; on a mismatch the message names both and the last error. */
#define CHECK_STATUS(call, expected)                                                            \
    do {                                                                                        \
        te_status check_s_ = (call);                                                            \
        check_count++;                                                                          \
        if (check_s_ != (expected))                                                             \
            check_failed(__FILE__, __LINE__, "%s gave %s, expected %s (last error: %s)", #call, \
                         status_name(check_s_), status_name(expected), te_last_error());        \
    } while (0)

#define CHECK_OK(call) CHECK_STATUS(call, TE_OK)

/* Two NUL-terminated strings that must be equal. */
#define CHECK_STR(actual, expected) check_strings(__FILE__, __LINE__, #actual, (actual), (expected))

/* A failed call's status and its thread message, exactly. */
#define CHECK_ERROR(call, expected_status, expected_message)                                    \
    do {                                                                                        \
        CHECK_STATUS(call, expected_status);                                                    \
        CHECK_STR(te_last_error(), expected_message);                                           \
    } while (0)

const char *status_name(te_status status);
void check_strings(const char *file, int line, const char *what, const char *actual, const char *expected);

/* The event log: lines appended by delegate callbacks and event handlers, compared whole. */
void log_clear(void);
void log_line(const char *format, ...);
const char *log_text(void);
#define CHECK_LOG(expected)                                                                     \
    do {                                                                                        \
        CHECK_STR(log_text(), expected);                                                        \
        log_clear();                                                                            \
    } while (0)

/* The control's text as UTF-8 in a static buffer (valid until the next call). */
const char *control_text(te_control *control);
/* A rope's whole text as UTF-8 in a static buffer (valid until the next call). */
const char *rope_text(const te_rope *rope);
/* A document's whole text as UTF-8 in a static buffer (valid until the next call). */
const char *document_text(const te_document *document);
/* "{location,length}" in a static buffer of its own (one of four, rotating). */
const char *range_text(te_range range);
/* The REPL's `show` line: text, selection, marked range, editing, counts. */
void log_show(te_control *control);

/* The tests, one function per file. */
void test_rope(void);
void test_breaker(void);
void test_field_editing(void);
void test_field_focus(void);
void test_view(void);
void test_bad_handles(void);
void test_bad_input(void);
void test_error_rules(void);
void test_reentry(void);
void test_uikit_ranges(void);
void test_changes(void);
void test_document(void);
void test_document_views(void);
void test_change_handler(void);
void test_undo_groups(void);
void test_file(void);
void test_search(void);
void test_traces(const char *traces_directory);

#endif
