// Regular expressions run on a chunked text (the rope's UText, see CICURopeText.c) or on
// contiguous units, in a region with transparent, non-anchoring bounds, stopped by a deadline.
#include "CICU.h"
#include "CICURopeText.h"

#include <stdlib.h>
#include <time.h>
#include <unicode/uregex.h>
#include <unicode/utext.h>

struct CICUSearch {
    URegularExpression *expression;
    UText *text;
    int64_t deadline;
    bool timedOut;
    int64_t startLimit;
    int64_t stoppedAt;
};

static int64_t monotonicNanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

// ICU calls this every few thousand steps of its match engine.
static UBool U_CALLCONV checkDeadline(const void *context, int32_t steps) {
    (void)steps;
    CICUSearch *search = (CICUSearch *)context;
    if (search->deadline > 0 && monotonicNanoseconds() >= search->deadline) {
        search->timedOut = true;
        return false;
    }
    return true;
}

// ICU calls this each time a find moves on to the next place a match could start.
static UBool U_CALLCONV checkFindProgress(const void *context, int64_t position) {
    CICUSearch *search = (CICUSearch *)context;
    if (search->startLimit >= 0 && position > search->startLimit) {
        search->stoppedAt = position;
        return false;
    }
    return true;
}

int64_t cicu_monotonic_nanoseconds(void) { return monotonicNanoseconds(); }

CICUSearch *cicu_search_open(const uint16_t *pattern, int32_t length, uint32_t options, int32_t *errorOffset,
                             int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UParseError parse = {.line = -1, .offset = -1};
    uint32_t flags = UREGEX_MULTILINE;
    if (options & CICU_SEARCH_CASE_INSENSITIVE) flags |= UREGEX_CASE_INSENSITIVE;
    if (options & CICU_SEARCH_LITERAL) flags |= UREGEX_LITERAL;
    static const UChar emptyPattern[1] = {0};
    URegularExpression *expression = length > 0 ? uregex_open((const UChar *)pattern, length, flags, &parse, &error)
                                                : uregex_open(emptyPattern, -1, flags, &parse, &error);
    *errorOffset = U_FAILURE(error) ? parse.offset : -1;
    if (U_FAILURE(error)) {
        *status = (int32_t)error;
        uregex_close(expression);
        return NULL;
    }
    CICUSearch *search = calloc(1, sizeof(CICUSearch));
    if (search == NULL) {
        uregex_close(expression);
        *status = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    search->expression = expression;
    search->startLimit = -1;
    search->stoppedAt = -1;
    uregex_setMatchCallback(expression, checkDeadline, search, &error);
    *status = (int32_t)error;
    return search;
}

void cicu_search_close(CICUSearch *search) {
    if (search == NULL) return;
    uregex_close(search->expression);
    utext_close(search->text);
    free(search);
}

void cicu_search_set_chunked_text(CICUSearch *search, CICUChunkProvider provider, void *context, int64_t length,
                                  int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    search->text = cicu_rope_text_open(search->text, provider, context, 0, length, &error);
    if (!U_FAILURE(error)) uregex_setUText(search->expression, search->text, &error);
    *status = (int32_t)error;
}

void cicu_search_set_units(CICUSearch *search, const uint16_t *units, int64_t length, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    static const UChar empty[1] = {0};
    search->text = utext_openUChars(search->text, length > 0 ? (const UChar *)units : empty, length, &error);
    if (!U_FAILURE(error)) uregex_setUText(search->expression, search->text, &error);
    *status = (int32_t)error;
}

void cicu_search_set_deadline(CICUSearch *search, int64_t deadline) {
    search->deadline = deadline;
    search->timedOut = false;
}

bool cicu_search_timed_out(const CICUSearch *search) { return search->timedOut; }

void cicu_search_set_start_limit(CICUSearch *search, int64_t limit) {
    UErrorCode error = U_ZERO_ERROR;
    search->startLimit = limit;
    // Without a limit there is no callback: ICU would call it at every place a match could start.
    uregex_setFindProgressCallback(search->expression, limit >= 0 ? checkFindProgress : NULL, search, &error);
}

int64_t cicu_search_stopped_at(const CICUSearch *search) { return search->stoppedAt; }

bool cicu_search_hit_end(const CICUSearch *search) {
    UErrorCode error = U_ZERO_ERROR;
    return uregex_hitEnd(search->expression, &error) || U_FAILURE(error);
}

// A find stopped at the start limit is no failure: it found nothing before the limit.
static bool findNext(CICUSearch *search, UErrorCode *error) {
    search->stoppedAt = -1;
    bool found = uregex_findNext(search->expression, error);
    if (*error == U_REGEX_STOPPED_BY_CALLER && search->stoppedAt >= 0 && !search->timedOut) {
        *error = U_ZERO_ERROR;
    }
    return found;
}

bool cicu_search_find_first(CICUSearch *search, int64_t start, int64_t limit, int32_t *status) {
    return cicu_search_find_first_from(search, start, limit, start, status);
}

bool cicu_search_find_first_from(CICUSearch *search, int64_t start, int64_t limit, int64_t from, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    uregex_setRegionAndStart(search->expression, start, limit, from, &error);
    uregex_useTransparentBounds(search->expression, true, &error);
    uregex_useAnchoringBounds(search->expression, false, &error);
    bool found = !U_FAILURE(error) && findNext(search, &error);
    *status = (int32_t)error;
    return found && !U_FAILURE(error);
}

bool cicu_search_find_next(CICUSearch *search, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    bool found = findNext(search, &error);
    *status = (int32_t)error;
    return found && !U_FAILURE(error);
}

int32_t cicu_search_group_count(CICUSearch *search) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t count = uregex_groupCount(search->expression, &error);
    return U_FAILURE(error) ? 0 : count;
}

bool cicu_search_group(CICUSearch *search, int32_t group, int64_t *start, int64_t *end) {
    UErrorCode error = U_ZERO_ERROR;
    *start = uregex_start64(search->expression, group, &error);
    *end = uregex_end64(search->expression, group, &error);
    return !U_FAILURE(error) && *start >= 0;
}

int32_t cicu_search_group_number(CICUSearch *search, const uint16_t *name, int32_t length) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t number = uregex_groupNumberFromName(search->expression, (const UChar *)name, length, &error);
    return U_FAILURE(error) ? -1 : number;
}
