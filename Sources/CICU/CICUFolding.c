// Full case folding (Unicode's default, not the Turkic one) of single code points, and the code
// points whose folding starts with a given one: what a case-insensitive literal search needs to
// compare folded text without folding every unit it scans.
#include "CICU.h"

#include <pthread.h>
#include <stdlib.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

int32_t cicu_fold_code_point(uint32_t codePoint, uint32_t folded[3]) {
    UChar source[2], result[8];
    int32_t length = 0;
    if (codePoint > 0x10FFFF) codePoint = 0xFFFD;
    U16_APPEND_UNSAFE(source, length, codePoint);
    UErrorCode error = U_ZERO_ERROR;
    int32_t resultLength = u_strFoldCase(result, 8, source, length, U_FOLD_CASE_DEFAULT, &error);
    if (U_FAILURE(error) || resultLength <= 0 || resultLength > 8) {
        folded[0] = codePoint;
        return 1;
    }
    int32_t count = 0, i = 0;
    while (i < resultLength && count < 3) {
        UChar32 c;
        U16_NEXT(result, i, resultLength, c);
        folded[count++] = (uint32_t)c;
    }
    return count;
}

typedef struct {
    uint32_t first;
    uint32_t codePoint;
} FoldStart;

static FoldStart *starts;
static int32_t startCount;
static pthread_once_t startsOnce = PTHREAD_ONCE_INIT;

static int compareStarts(const void *a, const void *b) {
    const FoldStart *x = a, *y = b;
    if (x->first != y->first) return x->first < y->first ? -1 : 1;
    return x->codePoint < y->codePoint ? -1 : x->codePoint > y->codePoint;
}

// Every code point that folding changes, keyed by the first code point of its folding. No code
// point past plane 1 has a case. Every code point is folded: neither Changes_When_Casefolded
// (defined on the NFD, which leaves out U+0390, whose decomposition folds to itself) nor the
// simple folding (which leaves out U+00DF) finds them all.
static void buildStarts(void) {
    int32_t capacity = 4096;
    starts = malloc(sizeof(FoldStart) * (size_t)capacity);
    if (starts == NULL) return;
    for (UChar32 c = 0; c < 0x20000; c++) {
        uint32_t folded[3];
        if (cicu_fold_code_point((uint32_t)c, folded) == 1 && folded[0] == (uint32_t)c) continue;
        if (startCount == capacity) {
            FoldStart *grown = realloc(starts, sizeof(FoldStart) * (size_t)capacity * 2);
            if (grown == NULL) return;
            starts = grown;
            capacity *= 2;
        }
        starts[startCount++] = (FoldStart){folded[0], (uint32_t)c};
    }
    qsort(starts, (size_t)startCount, sizeof(FoldStart), compareStarts);
}

int32_t cicu_fold_starters(uint32_t first, uint32_t *codePoints, int32_t capacity) {
    pthread_once(&startsOnce, buildStarts);
    int32_t count = 0;
    if (capacity > 0) codePoints[count] = first;
    count++;
    int32_t low = 0, high = startCount;
    while (low < high) {
        int32_t middle = low + (high - low) / 2;
        if (starts[middle].first < first) low = middle + 1; else high = middle;
    }
    for (int32_t i = low; i < startCount && starts[i].first == first; i++) {
        if (count < capacity) codePoints[count] = starts[i].codePoint;
        count++;
    }
    return count;
}
