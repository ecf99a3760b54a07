// Regular expressions with ICU's partial-match information (hitEnd), which Linux Foundation's
// NSRegularExpression does not report reliably.
#include "CICU.h"

#include <stdlib.h>
#include <unicode/uregex.h>
#include <unicode/utypes.h>

struct CICURegex {
    URegularExpression *expression;
};

/* How long one match may run, in ICU's steps of the match engine ("on the order of
   milliseconds" each): a pattern that backtracks catastrophically, such as (a+)+b, then fails
   instead of freezing the control that validates every keystroke with it. */
enum { CICU_REGEX_TIME_LIMIT = 100 };

CICURegex *cicu_regex_open(const uint16_t *pattern, int32_t length, int32_t *errorOffset, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UParseError parse = {.line = -1, .offset = -1};
    /* ICU refuses a pattern length of 0: the empty pattern goes as an empty terminated string. */
    static const UChar emptyPattern[1] = {0};
    URegularExpression *expression = length > 0 ? uregex_open((const UChar *)pattern, length, 0, &parse, &error)
                                                : uregex_open(emptyPattern, -1, 0, &parse, &error);
    if (!U_FAILURE(error)) uregex_setTimeLimit(expression, CICU_REGEX_TIME_LIMIT, &error);
    *status = (int32_t)error;
    *errorOffset = U_FAILURE(error) ? parse.offset : -1;
    if (U_FAILURE(error)) {
        uregex_close(expression);
        return NULL;
    }
    CICURegex *regex = malloc(sizeof(CICURegex));
    if (regex == NULL) {
        uregex_close(expression);
        *status = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    regex->expression = expression;
    return regex;
}

void cicu_regex_close(CICURegex *regex) {
    if (regex == NULL) return;
    uregex_close(regex->expression);
    free(regex);
}

bool cicu_regex_matches(CICURegex *regex, const uint16_t *text, int32_t length, bool *hitEnd, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    static const UChar empty[1] = {0};
    uregex_setText(regex->expression, length > 0 ? (const UChar *)text : empty, length, &error);
    bool matched = !U_FAILURE(error) && uregex_matches(regex->expression, 0, &error);
    *hitEnd = !U_FAILURE(error) && uregex_hitEnd(regex->expression, &error);
    // Drop the pointer to the caller's text now that the call is over.
    UErrorCode ignored = U_ZERO_ERROR;
    uregex_setText(regex->expression, empty, 0, &ignored);
    *status = (int32_t)error;
    return matched && !U_FAILURE(error);
}
