// Break iterators: ICU's ubrk_* calls behind the opaque CICUBreakIterator, every UErrorCode
// checked and handed back to the caller.
#include "CICU.h"
#include "CICURopeText.h"

#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

struct CICUBreakIterator {
    UBreakIterator *iterator;
    // The chunked UText last given to the iterator, reused for the next text. ICU reads a clone.
    UText *text;
};

bool cicu_failed(int32_t status) { return U_FAILURE((UErrorCode)status); }

const char *cicu_status_name(int32_t status) { return u_errorName((UErrorCode)status); }

CICUBreakIterator *cicu_break_iterator_open(CICUBreakKind kind, const char *locale, int32_t *status) {
    static const UBreakIteratorType types[] = {UBRK_CHARACTER, UBRK_WORD, UBRK_SENTENCE, UBRK_LINE};
    if ((unsigned)kind >= sizeof types / sizeof types[0] || locale == NULL) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    CICUBreakIterator *result = calloc(1, sizeof *result);
    if (result == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    UErrorCode error = U_ZERO_ERROR;
    result->iterator = ubrk_open(types[kind], locale, NULL, 0, &error);
    *status = error;
    if (U_FAILURE(error)) {
        ubrk_close(result->iterator);
        free(result);
        return NULL;
    }
    return result;
}

void cicu_break_iterator_close(CICUBreakIterator *iterator) {
    if (iterator == NULL) {
        return;
    }
    ubrk_close(iterator->iterator);
    utext_close(iterator->text);
    free(iterator);
}

void cicu_break_iterator_set_chunked_text(
    CICUBreakIterator *iterator, CICUChunkProvider provider, void *context, int64_t base,
    int32_t length, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UText *text = cicu_rope_text_open(iterator->text, provider, context, base, length, &error);
    if (text != NULL) {
        iterator->text = text;
    }
    if (U_SUCCESS(error)) {
        ubrk_setUText(iterator->iterator, text, &error);
    }
    *status = error;
}

void cicu_break_iterator_set_units(
    CICUBreakIterator *iterator, const uint16_t *units, int32_t length, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    ubrk_setText(iterator->iterator, (const UChar *)units, length, &error);
    *status = error;
}

int32_t cicu_break_iterator_copy_text(
    CICUBreakIterator *iterator, int32_t start, int32_t limit, uint16_t *dest, int32_t capacity,
    int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t length = 0;
    if (iterator->text == NULL) {
        error = U_ILLEGAL_ARGUMENT_ERROR;
    } else {
        length = utext_extract(iterator->text, start, limit, (UChar *)dest, capacity, &error);
    }
    *status = error;
    return length;
}

bool cicu_break_iterator_check_chunks(CICUBreakIterator *iterator) {
    return iterator->text == NULL || cicu_rope_text_check_chunks(iterator->text);
}

int32_t cicu_break_iterator_following(CICUBreakIterator *iterator, int32_t offset) {
    return ubrk_following(iterator->iterator, offset);
}

int32_t cicu_break_iterator_next(CICUBreakIterator *iterator) { return ubrk_next(iterator->iterator); }

int32_t cicu_break_iterator_previous(CICUBreakIterator *iterator) {
    return ubrk_previous(iterator->iterator);
}

int32_t cicu_break_iterator_first(CICUBreakIterator *iterator) { return ubrk_first(iterator->iterator); }

bool cicu_break_iterator_is_boundary(CICUBreakIterator *iterator, int32_t offset) {
    return ubrk_isBoundary(iterator->iterator, offset);
}

int32_t cicu_break_iterator_rule_status(CICUBreakIterator *iterator) {
    return ubrk_getRuleStatus(iterator->iterator);
}
