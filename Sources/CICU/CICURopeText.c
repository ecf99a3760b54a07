// A UText over a text stored in chunks (the rope), following utext.h `UTextFuncs`.
//
// ICU requires every chunk it is given to begin and end on a code point boundary, but rope chunks
// may split a surrogate pair. When a stored run starts with the trail or ends with the lead of a
// pair that straddles two runs, the run is trimmed and the pair is served on its own from a
// two-unit buffer in the UText's extra space. Everything else is served in place, without a copy.
//
// UText fields used: `a` holds the length of the window ICU sees; the extra space holds the
// provider, its context, the window's base offset and the stitched pair. A shallow clone copies
// all of it, so clones (ICU clones the UText it is given) read the same text independently.
#include "CICURopeText.h"

#include <string.h>
#include <unicode/utf16.h>

typedef struct RopeTextExtra {
    CICUChunkProvider provider;
    void *context;
    int64_t base;
    UChar pair[2];
} RopeTextExtra;

static RopeTextExtra *extraOf(const UText *ut) { return (RopeTextExtra *)ut->pExtra; }

// The stored run containing window offset `i` (0 <= i < length), clipped to the window.
static bool fetchRun(
    const RopeTextExtra *x, int64_t length, int64_t i, const UChar **units, int64_t *start,
    int64_t *limit) {
    CICUTextChunk chunk = {NULL, 0, 0};
    x->provider(x->context, x->base + i, &chunk);
    int64_t s = chunk.start - x->base;
    int64_t e = s + chunk.length;
    if (chunk.units == NULL || chunk.length <= 0 || i < s || i >= e) {
        return false;
    }
    const UChar *p = (const UChar *)chunk.units;
    if (s < 0) {
        p += -s;
        s = 0;
    }
    *units = p;
    *start = s;
    *limit = e < length ? e : length;
    return true;
}

static bool unitAt(const RopeTextExtra *x, int64_t length, int64_t i, UChar *unit) {
    const UChar *p;
    int64_t s, e;
    if (!fetchRun(x, length, i, &p, &s, &e)) {
        return false;
    }
    *unit = p[i - s];
    return true;
}

static void setEmptyChunk(UText *ut, int64_t at) {
    ut->chunkContents = extraOf(ut)->pair;
    ut->chunkNativeStart = at;
    ut->chunkNativeLimit = at;
    ut->chunkLength = 0;
    ut->chunkOffset = 0;
    ut->nativeIndexingLimit = 0;
}

// Makes the current chunk the one holding window offset `i`, with stitched surrogate pairs.
static bool loadChunk(UText *ut, int64_t i) {
    RopeTextExtra *x = extraOf(ut);
    int64_t length = ut->a;
    const UChar *p;
    int64_t s, e;
    if (!fetchRun(x, length, i, &p, &s, &e)) {
        return false;
    }
    UChar before = 0, after = 0;
    bool pairAtStart = s > 0 && U16_IS_TRAIL(p[0]) && unitAt(x, length, s - 1, &before) &&
                       U16_IS_LEAD(before);
    bool pairAtEnd = e < length && U16_IS_LEAD(p[e - s - 1]) && unitAt(x, length, e, &after) &&
                     U16_IS_TRAIL(after);
    if (pairAtStart && i == s) {
        x->pair[0] = before;
        x->pair[1] = p[0];
        p = x->pair;
        e = s + 1;
        s -= 1;
    } else if (pairAtEnd && i == e - 1) {
        x->pair[0] = p[e - s - 1];
        x->pair[1] = after;
        p = x->pair;
        s = e - 1;
        e += 1;
    } else {
        if (pairAtStart) {
            p += 1;
            s += 1;
        }
        if (pairAtEnd) {
            e -= 1;
        }
    }
    ut->chunkContents = p;
    ut->chunkNativeStart = s;
    ut->chunkNativeLimit = e;
    ut->chunkLength = (int32_t)(e - s);
    ut->nativeIndexingLimit = ut->chunkLength;
    return true;
}

static UBool U_CALLCONV ropeTextAccess(UText *ut, int64_t index, UBool forward) {
    int64_t length = ut->a;
    index = index < 0 ? 0 : (index > length ? length : index);
    int64_t start = ut->chunkNativeStart, limit = ut->chunkNativeLimit;
    bool inChunk = forward ? (index >= start && index < limit) : (index > start && index <= limit);
    // At either end of the text, keep a chunk that already touches that end.
    bool atEnd = ut->chunkLength > 0 &&
                 (forward ? (index == length && limit == length) : (index == 0 && start == 0));
    if (!inChunk && !atEnd) {
        if (length == 0) {
            setEmptyChunk(ut, 0);
            return false;
        }
        int64_t unit = forward ? (index < length ? index : length - 1) : (index > 0 ? index - 1 : 0);
        if (!loadChunk(ut, unit)) {
            setEmptyChunk(ut, index);
            return false;
        }
    }
    // The position may fall between the halves of a pair: ICU moves it back itself.
    ut->chunkOffset = (int32_t)(index - ut->chunkNativeStart);
    return forward ? index < ut->chunkNativeLimit : index > ut->chunkNativeStart;
}

static int64_t U_CALLCONV ropeTextLength(UText *ut) { return ut->a; }

static bool isInsidePair(UText *ut, int64_t i) {
    RopeTextExtra *x = extraOf(ut);
    UChar lead, trail;
    return i > 0 && i < ut->a && unitAt(x, ut->a, i, &trail) && U16_IS_TRAIL(trail) &&
           unitAt(x, ut->a, i - 1, &lead) && U16_IS_LEAD(lead);
}

// Copies [start, limit), widened to whole code points, chunk by chunk.
static int32_t U_CALLCONV ropeTextExtract(
    UText *ut, int64_t start, int64_t limit, UChar *dest, int32_t capacity, UErrorCode *status) {
    if (U_FAILURE(*status)) {
        return 0;
    }
    if (capacity < 0 || (dest == NULL && capacity > 0) || start > limit) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    int64_t length = ut->a;
    start = start < 0 ? 0 : (start > length ? length : start);
    limit = limit < 0 ? 0 : (limit > length ? length : limit);
    if (isInsidePair(ut, start)) {
        start -= 1;
    }
    if (isInsidePair(ut, limit)) {
        limit += 1;
    }
    if (limit - start > INT32_MAX) {
        *status = U_INDEX_OUTOFBOUNDS_ERROR;
        return 0;
    }
    int32_t written = 0;
    int64_t i = start;
    while (i < limit) {
        if (!ropeTextAccess(ut, i, true)) {
            break;
        }
        int64_t runEnd = ut->chunkNativeLimit < limit ? ut->chunkNativeLimit : limit;
        for (int64_t j = i; j < runEnd; j++, written++) {
            if (written < capacity) {
                dest[written] = ut->chunkContents[j - ut->chunkNativeStart];
            }
        }
        i = runEnd;
    }
    ropeTextAccess(ut, limit, true);
    // NUL-terminate when there is room, and report truncation, as utext.h asks of providers.
    if (written < capacity) {
        dest[written] = 0;
    } else if (written == capacity) {
        *status = U_STRING_NOT_TERMINATED_WARNING;
    } else {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return written;
}

static UText *U_CALLCONV ropeTextClone(UText *dest, const UText *src, UBool deep, UErrorCode *status) {
    if (U_FAILURE(*status)) {
        return dest;
    }
    if (deep) {
        // The rope belongs to Swift; a clone can only share it.
        *status = U_UNSUPPORTED_ERROR;
        return dest;
    }
    dest = utext_setup(dest, src->extraSize, status);
    if (U_FAILURE(*status)) {
        return dest;
    }
    void *destExtra = dest->pExtra;
    int32_t destFlags = dest->flags;
    int32_t destExtraSize = dest->extraSize;
    int32_t size = src->sizeOfStruct < dest->sizeOfStruct ? src->sizeOfStruct : dest->sizeOfStruct;
    memcpy(dest, src, (size_t)size);
    dest->pExtra = destExtra;
    dest->flags = destFlags;
    dest->extraSize = destExtraSize;
    memcpy(dest->pExtra, src->pExtra, (size_t)src->extraSize);
    if (src->chunkContents == extraOf(src)->pair) {
        dest->chunkContents = extraOf(dest)->pair;
    }
    return dest;
}

static int64_t U_CALLCONV ropeTextMapOffsetToNative(const UText *ut) {
    return ut->chunkNativeStart + ut->chunkOffset;
}

static int32_t U_CALLCONV ropeTextMapIndexToUTF16(const UText *ut, int64_t index) {
    return (int32_t)(index - ut->chunkNativeStart);
}

static const struct UTextFuncs ropeTextFuncs = {
    sizeof(UTextFuncs),
    0, 0, 0,
    ropeTextClone,
    ropeTextLength,
    ropeTextAccess,
    ropeTextExtract,
    NULL,  // replace: read-only
    NULL,  // copy: read-only
    ropeTextMapOffsetToNative,
    ropeTextMapIndexToUTF16,
    NULL,  // close: the extra space is freed by ICU, the rope belongs to Swift
    NULL,
    NULL,
    NULL,
};

bool cicu_rope_text_check_chunks(UText *ut) {
    RopeTextExtra *x = extraOf(ut);
    int64_t length = ut->a;
    for (int64_t i = 0; i <= length; i++) {
        for (int forward = 0; forward <= 1; forward++) {
            bool accessed = ropeTextAccess(ut, i, (UBool)forward);
            if (accessed != (forward ? i < length : i > 0)) {
                return false;
            }
            if (!accessed) {
                continue;
            }
            int64_t start = ut->chunkNativeStart, limit = ut->chunkNativeLimit;
            bool holds = forward ? (start <= i && i < limit) : (start < i && i <= limit);
            if (!holds || ut->chunkLength != limit - start || ut->chunkOffset != i - start) {
                return false;
            }
            UChar before, first, last, after;
            for (int64_t k = start; k < limit; k++) {
                UChar stored;
                if (!unitAt(x, length, k, &stored) || stored != ut->chunkContents[k - start]) {
                    return false;
                }
            }
            first = ut->chunkContents[0];
            last = ut->chunkContents[ut->chunkLength - 1];
            if (start > 0 && U16_IS_TRAIL(first) && unitAt(x, length, start - 1, &before) && U16_IS_LEAD(before)) {
                return false;
            }
            if (limit < length && U16_IS_LEAD(last) && unitAt(x, length, limit, &after) && U16_IS_TRAIL(after)) {
                return false;
            }
        }
    }
    return true;
}

UText *cicu_rope_text_open(
    UText *ut, CICUChunkProvider provider, void *context, int64_t base, int64_t length,
    UErrorCode *status) {
    if (U_FAILURE(*status)) {
        return ut;
    }
    if (provider == NULL || base < 0 || length < 0) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return ut;
    }
    ut = utext_setup(ut, (int32_t)sizeof(RopeTextExtra), status);
    if (U_FAILURE(*status)) {
        return ut;
    }
    ut->pFuncs = &ropeTextFuncs;
    ut->context = context;
    ut->a = length;
    RopeTextExtra *x = extraOf(ut);
    x->provider = provider;
    x->context = context;
    x->base = base;
    setEmptyChunk(ut, 0);
    return ut;
}
