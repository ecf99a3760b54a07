// CICU: a small, opaque C API over ICU's break iterators, character properties, regular
// expressions and case folding.
//
// No ICU header or type appears here: Swift sees only these declarations, so it never meets ICU's
// renaming macros (`ubrk_open` -> `ubrk_open_72`) nor the `UErrorCode` that clashes with the copy of
// ICU inside Foundation. Offsets are UTF-16 code units. Status values are ICU error codes carried
// in an `int32_t`: zero or negative is success (warnings), positive is failure.
#ifndef CICU_H
#define CICU_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Status

/// Whether a status returned by this API is a failure.
bool cicu_failed(int32_t status);

/// ICU's name for a status, e.g. "U_ILLEGAL_ARGUMENT_ERROR". The string is static.
const char *cicu_status_name(int32_t status);

// MARK: - Break iterators

/// The kind of boundary a break iterator finds.
typedef enum CICUBreakKind {
    CICU_BREAK_CHARACTER = 0,  // extended grapheme clusters (UAX #29)
    CICU_BREAK_WORD = 1,       // words (UAX #29, with dictionaries for Thai, CJK...)
    CICU_BREAK_SENTENCE = 2,   // sentences (UAX #29)
    CICU_BREAK_LINE = 3        // line-break opportunities (UAX #14)
} CICUBreakKind;

/// Returned by the iterator movements when there is no boundary in that direction.
#define CICU_DONE (-1)

/// Word rule status ranges (ICU's stable values): a word segment whose status is below
/// CICU_WORD_STATUS_NONE_LIMIT is spaces or punctuation; 100..<200 numbers, 200..<300 letters,
/// 300..<400 kana, 400..<500 ideographs.
#define CICU_WORD_STATUS_NONE_LIMIT 100

/// An ICU break iterator together with the UText it reads. Opaque.
typedef struct CICUBreakIterator CICUBreakIterator;

/// A contiguous run of UTF-16 code units of a larger text.
typedef struct CICUTextChunk {
    /// The first unit of the run.
    const uint16_t *units;
    /// The text offset of `units[0]`.
    int64_t start;
    /// The number of units.
    int64_t length;
} CICUTextChunk;

/// Fills `chunk` with the stored run that contains text offset `offset` (start <= offset <
/// start + length). Runs may begin and end anywhere, also inside a surrogate pair: the iterator
/// stitches pairs itself. The units must stay valid and unchanged until the text is replaced.
/// A run of length 0 reports a failure; the iterator then treats the text as ending there.
typedef void (*CICUChunkProvider)(void *context, int64_t offset, CICUTextChunk *chunk);

/// Opens a break iterator of `kind` for `locale` ("" is the root locale), with an empty text.
/// Returns NULL and sets `*status` on failure.
CICUBreakIterator *cicu_break_iterator_open(CICUBreakKind kind, const char *locale, int32_t *status);

/// Closes an iterator opened by `cicu_break_iterator_open`. NULL is ignored.
void cicu_break_iterator_close(CICUBreakIterator *iterator);

/// Makes the iterator read `length` units of a chunked text, starting at text offset `base`:
/// iterator offset i is text offset base + i. Chunks come from `provider(context, ...)`; nothing
/// is copied. `length` must be in 0...INT32_MAX.
void cicu_break_iterator_set_chunked_text(
    CICUBreakIterator *iterator, CICUChunkProvider provider, void *context, int64_t base,
    int32_t length, int32_t *status);

/// Makes the iterator read `length` contiguous units, which must outlive their use.
void cicu_break_iterator_set_units(
    CICUBreakIterator *iterator, const uint16_t *units, int32_t length, int32_t *status);

/// Copies the units in [start, limit) (iterator offsets, widened to whole code points) of the
/// chunked text last given by `cicu_break_iterator_set_chunked_text`, read through the same
/// provider ICU reads, into `dest` (up to `capacity` units). Returns how many units the range
/// holds. Lets callers check that ICU sees exactly the stored text.
int32_t cicu_break_iterator_copy_text(
    CICUBreakIterator *iterator, int32_t start, int32_t limit, uint16_t *dest, int32_t capacity,
    int32_t *status);

/// Checks the chunked text provider against utext.h's contract at every offset, forward and
/// backward: each chunk it serves holds the requested offset, holds the stored units, and
/// begins and ends on a code point boundary (pairs split between stored runs are served
/// stitched). O(length x chunk length): for tests. True for a flat text.
bool cicu_break_iterator_check_chunks(CICUBreakIterator *iterator);

/// The least boundary greater than `offset`, or CICU_DONE. Becomes the current position.
int32_t cicu_break_iterator_following(CICUBreakIterator *iterator, int32_t offset);

/// The boundary after / before the current position, or CICU_DONE.
int32_t cicu_break_iterator_next(CICUBreakIterator *iterator);
int32_t cicu_break_iterator_previous(CICUBreakIterator *iterator);

/// Moves to the first boundary (0) and returns it.
int32_t cicu_break_iterator_first(CICUBreakIterator *iterator);

/// Whether `offset` is a boundary. Moves the current position to it, or to the next boundary.
bool cicu_break_iterator_is_boundary(CICUBreakIterator *iterator, int32_t offset);

/// The status of the rule that produced the current boundary, which describes the segment that
/// ends there (for words, see CICU_WORD_STATUS_NONE_LIMIT).
int32_t cicu_break_iterator_rule_status(CICUBreakIterator *iterator);

// MARK: - Character properties

/// Grapheme_Cluster_Break values as this API numbers them, with Other split in two:
/// CICU_GCB_CONSONANT is an Other whose Indic_Syllabic_Category is Consonant (in any script), the
/// code points ICU's Indic conjunct rule (CLDR's GB9.3: consonant, virama, consonant) can join
/// to a preceding virama.
typedef enum CICUGraphemeClass {
    CICU_GCB_OTHER = 0,
    CICU_GCB_CONTROL = 1,
    CICU_GCB_CR = 2,
    CICU_GCB_LF = 3,
    CICU_GCB_EXTEND = 4,
    CICU_GCB_ZWJ = 5,
    CICU_GCB_REGIONAL_INDICATOR = 6,
    CICU_GCB_PREPEND = 7,
    CICU_GCB_SPACING_MARK = 8,
    CICU_GCB_L = 9,
    CICU_GCB_V = 10,
    CICU_GCB_T = 11,
    CICU_GCB_LV = 12,
    CICU_GCB_LVT = 13,
    CICU_GCB_UNKNOWN = 14,  // a value this API does not model (none in Unicode 15)
    CICU_GCB_CONSONANT = 15
} CICUGraphemeClass;

/// The Grapheme_Cluster_Break class of a code point (surrogate code points included).
CICUGraphemeClass cicu_grapheme_class(uint32_t codePoint);

/// Whether a code point has the Extended_Pictographic property (the emoji that GB11 joins
/// across a ZWJ).
bool cicu_is_extended_pictographic(uint32_t codePoint);

/// Flags describing how wide a code point displays in a terminal.
enum {
    /// Control, format, nonspacing or enclosing mark, line/paragraph separator,
    /// default-ignorable, or Hangul medial vowel / final consonant jamo.
    CICU_WIDTH_ZERO = 1,
    /// East_Asian_Width Wide or Fullwidth.
    CICU_WIDTH_WIDE = 2,
    /// Emoji property.
    CICU_WIDTH_EMOJI = 4,
    /// Emoji_Presentation property (displays as an emoji by default).
    CICU_WIDTH_EMOJI_PRESENTATION = 8
};

/// The CICU_WIDTH_* flags of a code point.
uint8_t cicu_width_flags(uint32_t codePoint);

/// Set in the traits of an Extended_Pictographic code point.
enum { CICU_TRAIT_EXTENDED_PICTOGRAPHIC = 0x100 };

/// Set in the traits of a code point for which `cicu_is_plain_word_letter` holds.
enum { CICU_TRAIT_WORD_LETTER = 0x200 };

/// Set in the traits of a code point for which `cicu_is_plain_word_other` holds.
enum { CICU_TRAIT_WORD_OTHER = 0x400 };

/// What the boundary fast paths need to know about a code point, computed from ICU's properties:
/// its CICUGraphemeClass in bits 0-3, its CICU_WIDTH_* flags in bits 4-7,
/// CICU_TRAIT_EXTENDED_PICTOGRAPHIC, CICU_TRAIT_WORD_LETTER and CICU_TRAIT_WORD_OTHER.
uint16_t cicu_traits(uint32_t codePoint);

/// `cicu_traits` of a supplementary code point (U+10000 to U+10FFFF), answered from a table
/// filled 256 code points at a time, on first use of each block (up to 2.2 MB, kept for the life
/// of the process); safe to call from any thread. Other code points are computed on each call.
uint16_t cicu_supplementary_traits(uint32_t codePoint);

/// Whether a code point is a letter that ICU's word rules treat like an ASCII letter:
/// Word_Break=ALetter, but not Han, Hiragana, Katakana, a Hangul syllable or Complex_Context
/// (Thai, Lao...), which ICU segments with dictionaries, nor an ideograph.
bool cicu_is_plain_word_letter(uint32_t codePoint);

/// Whether a code point has no word rule of its own, in UAX #29 or in ICU's tailoring:
/// Word_Break=Other (emoji, symbols, most punctuation, unassigned and private-use code points),
/// but not an ideograph, Han, Hiragana, Katakana, a Hangul syllable or Complex_Context, which
/// ICU's rules single out. Such a code point is a segment of its own unless a ZWJ comes before
/// it (WB3c) or Extend, Format or ZWJ after it (WB4).
bool cicu_is_plain_word_other(uint32_t codePoint);

/// Whether a code point can share a word segment with an adjacent space: Word_Break WSegSpace
/// (WB3d keeps spaces together), Extend, Format or ZWJ (WB4 attaches them to what precedes).
bool cicu_word_joins_space(uint32_t codePoint);

// MARK: - Regular expressions

/// A compiled ICU regular expression. Opaque; not safe to use from two threads at once.
typedef struct CICURegex CICURegex;

/// Compiles a pattern (UTF-16, ICU syntax). Returns NULL on failure, with `*status` set and
/// `*errorOffset` the UTF-16 offset in the pattern where the problem is (or -1).
CICURegex *cicu_regex_open(const uint16_t *pattern, int32_t length, int32_t *errorOffset, int32_t *status);

/// Closes a regular expression (NULL is ignored).
void cicu_regex_close(CICURegex *regex);

/// Whether the whole of `text` (UTF-16) matches. `*hitEnd` tells whether the attempt reached the
/// end of the text, that is whether more text could change the answer (ICU's `uregex_hitEnd`).
/// The text only needs to live for the duration of the call.
bool cicu_regex_matches(CICURegex *regex, const uint16_t *text, int32_t length, bool *hitEnd, int32_t *status);

// MARK: - Search

/// A compiled ICU regular expression with the text it searches and a deadline. Opaque; not safe
/// to use from two threads at once. `^` and `$` match at line starts and ends (UREGEX_MULTILINE).
typedef struct CICUSearch CICUSearch;

/// Options of `cicu_search_open`.
enum {
    /// Case-insensitive matching, by full case folding.
    CICU_SEARCH_CASE_INSENSITIVE = 1,
    /// The pattern is a literal string, not a regular expression.
    CICU_SEARCH_LITERAL = 2
};

/// Compiles a pattern (UTF-16, ICU syntax). Returns NULL on failure, with `*status` set and
/// `*errorOffset` the UTF-16 offset in the pattern where the problem is (or -1).
CICUSearch *cicu_search_open(const uint16_t *pattern, int32_t length, uint32_t options, int32_t *errorOffset,
                             int32_t *status);

/// Closes a search (NULL is ignored).
void cicu_search_close(CICUSearch *search);

/// Makes the search read `length` units of a chunked text (text offset 0 is search offset 0),
/// through `provider(context, ...)`, which must keep serving the same units until the text is
/// replaced.
void cicu_search_set_chunked_text(CICUSearch *search, CICUChunkProvider provider, void *context, int64_t length,
                                  int32_t *status);

/// Makes the search read `length` contiguous units, which must outlive their use (a length of 0
/// lets go of the previous text).
void cicu_search_set_units(CICUSearch *search, const uint16_t *units, int64_t length, int32_t *status);

/// The CLOCK_MONOTONIC time, in nanoseconds, after which a match in progress stops (0: none).
/// Also clears the timed-out flag.
void cicu_search_set_deadline(CICUSearch *search, int64_t deadline);

/// Whether the last find stopped at the deadline (its status is then U_REGEX_STOPPED_BY_CALLER).
bool cicu_search_timed_out(const CICUSearch *search);

/// CLOCK_MONOTONIC now, in nanoseconds.
int64_t cicu_monotonic_nanoseconds(void);

/// Finds the first match in [start, limit) (a region with transparent bounds: lookaround sees past
/// it; and non-anchoring ones: `^` and `$` match at its ends only where the text has a line
/// boundary). False when there is none or on failure (`*status`).
bool cicu_search_find_first(CICUSearch *search, int64_t start, int64_t limit, int32_t *status);

/// Like `cicu_search_find_first`, trying matches from `from` (start <= from <= limit) on.
bool cicu_search_find_first_from(CICUSearch *search, int64_t start, int64_t limit, int64_t from, int32_t *status);

/// Limits where the following finds try matches: a find that would try one past `limit` (a
/// search offset) stops there instead, reports no match and no failure, and
/// `cicu_search_stopped_at` tells where it stopped. -1 lifts the limit.
void cicu_search_set_start_limit(CICUSearch *search, int64_t limit);

/// Where the last find stopped at the start limit: the first place it did not try; -1 when it
/// did not stop there.
int64_t cicu_search_stopped_at(const CICUSearch *search);

/// Whether matching since the last `cicu_search_find_first` read at or past the end of the
/// region or of the text, or found a match that more text could change (ICU's `uregex_hitEnd`).
/// A find that reaches the end of the region without a match also sets it.
bool cicu_search_hit_end(const CICUSearch *search);

/// Finds the next match after the last one, as ICU's findNext does (after an empty match, from
/// one code point further).
bool cicu_search_find_next(CICUSearch *search, int32_t *status);

/// The number of capture groups of the pattern.
int32_t cicu_search_group_count(CICUSearch *search);

/// The range of capture group `group` (0: the whole match) of the last match; false when the group
/// took no part in it.
bool cicu_search_group(CICUSearch *search, int32_t group, int64_t *start, int64_t *end);

/// The number of the capture group named `name`, or -1 when there is none.
int32_t cicu_search_group_number(CICUSearch *search, const uint16_t *name, int32_t length);

// MARK: - Case folding

/// Writes the full case folding (Unicode's default mapping, not the Turkic one) of a code point
/// into `folded` (1 to 3 code points); returns how many.
int32_t cicu_fold_code_point(uint32_t codePoint, uint32_t folded[3]);

/// The code points whose full case folding starts with `first` (which must be a folded code
/// point): `first` itself, then the others. Writes up to `capacity` of them and returns how many
/// there are. The table behind it is built on first use (a scan of planes 0 and 1).
int32_t cicu_fold_starters(uint32_t first, uint32_t *codePoints, int32_t capacity);

// MARK: - Thread slot

/// The calling thread's pointer slot, NULL until set: TextBoundaries keeps each thread's shared
/// breaker here, because Swift has no thread-local variables and `pthread_getspecific` costs a
/// call and a few checks on every query. The slot holds no reference: whoever sets it releases
/// the pointee (TextBoundaries does so from a pthread key destructor, which clears the slot).
void *cicu_thread_slot(void);

/// Sets the calling thread's slot.
void cicu_set_thread_slot(void *value);

#ifdef __cplusplus
}
#endif

#endif
