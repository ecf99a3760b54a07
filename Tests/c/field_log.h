/* A text field whose delegate and event handler log every call in the REPL's transcript format
 * (plus the edit's source), and answer as `answer` says: shared by the te_field tests. */
#ifndef TEXTENGINE_TEST_FIELD_LOG_H
#define TEXTENGINE_TEST_FIELD_LOG_H

#include "check.h"

/* The delegate's answers, set per scenario. */
typedef struct answers {
    bool begin, end, clear, return_key;
    int64_t max_length;          /* refuse a change that would make the text longer (UTF-16); -1: none */
    bool free_in_did_end;        /* te_field_free from inside did_end_editing */
    bool free_in_should_change;  /* te_field_free from inside should_change_characters */
    bool set_text_in_should_change; /* replace the whole text from inside should_change_characters */
    bool remove_delegate_in_should_change; /* te_field_set_delegate(NULL) from inside it */
    bool free_in_event;          /* te_field_free from inside the event handler */
} answers;

extern answers answer;

/* Every answer "yes", no policy, no callback that frees or edits. */
void reset_answers(void);

/* A new field whose delegate and event handler log, lines prefixed with `prefix`; in the focus
 * scope of `sibling` unless it is NULL. */
te_field *logging_field(te_control *sibling, const char *prefix);

#endif
