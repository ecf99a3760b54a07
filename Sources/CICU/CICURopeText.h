// Internal: the UText provider that reads a chunked text through a CICUChunkProvider.
#ifndef CICU_ROPE_TEXT_H
#define CICU_ROPE_TEXT_H

#include "CICU.h"
#include <unicode/utext.h>

/// Opens (or reopens, reusing its storage) `ut` over `length` units (ICU's native indexes are
/// 64-bit: a regular expression reads the whole of a long text) of a chunked text starting at
/// text offset `base`. Returns the UText, allocated when `ut` is NULL.
UText *cicu_rope_text_open(
    UText *ut, CICUChunkProvider provider, void *context, int64_t base, int64_t length,
    UErrorCode *status);

/// See `cicu_break_iterator_check_chunks`; `ut` is a UText opened by `cicu_rope_text_open`.
bool cicu_rope_text_check_chunks(UText *ut);

#endif
