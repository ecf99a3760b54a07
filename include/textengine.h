/*
 * textengine.h: the C ABI of TextEngine (C99).
 *
 * TextEngine gives editors the model behind UIKit's text controls: a UTF-16 rope for large
 * documents, ICU grapheme/word/sentence/line boundaries, and text field / text view models that
 * ask a delegate before every user edit and send UIKit's events. This header exposes them to any
 * language with a C FFI. Link with -lTextEngineC (libTextEngineC.so, built by `swift build`).
 *
 * ------------------------------------------------------------------------------------------
 * CONVENTIONS (they hold for every function unless its comment says otherwise)
 *
 * Units.  Every offset, length and range counts UTF-16 code units, as NSString/NSRange do, and
 *   is an int64_t. A range is (location, length). Conversions to Unicode scalar and UTF-8
 *   offsets and to line numbers are provided on te_rope. "O(log n)" is in the text's length.
 *
 * Status.  Functions that can fail return a te_status: TE_OK (0) or a positive TE_ERROR_* code.
 *   A failed call changes nothing (no text, selection, undo or output change, except output
 *   buffers and out-parameters, whose contents are then unspecified unless stated) and records a
 *   message. No input aborts the process: NULL handles, NULL pointers, negative, NSNotFound-like
 *   or overflowing ranges, invalid UTF-8, lone surrogates and out-of-domain enum values are all
 *   reported as errors.
 *   Functions returning a count return -1 for a NULL handle or one of another kind; functions
 *   returning bool return false; functions returning a message return ""; free functions free
 *   nothing. Functions returning a handle return NULL on failure, and those creating one through
 *   an out-parameter (out_rope, out_breaker, ...) set it to NULL.
 *
 * Which error.  When several arguments are bad, the call reports the first failing check of:
 *   1. handle arguments, NULL (TE_ERROR_NULL_HANDLE) or of another kind (TE_ERROR_WRONG_HANDLE);
 *   2. pointers and lengths on their own: a NULL required out-parameter, text or buffer
 *      (TE_ERROR_NULL_POINTER), a negative text length or capacity (TE_ERROR_INVALID_ARGUMENT);
 *   3. the text's encoding (TE_ERROR_INVALID_UTF8, TE_ERROR_INVALID_UTF16) and syntax (JSON,
 *      regular expressions and replacement templates: TE_ERROR_PATTERN);
 *   4. values: enum values and identifiers (TE_ERROR_INVALID_ARGUMENT), the state the call
 *      needs (TE_ERROR_NO_EDIT, a read-only change set), then ranges, offsets, lines and indices
 *      (TE_ERROR_RANGE);
 *   5. the output buffer's capacity (TE_ERROR_BUFFER_TOO_SMALL);
 *   6. what the operation itself meets (TE_ERROR_IO, TE_ERROR_CHANGED_ON_DISK, TE_ERROR_TIMEOUT,
 *      TE_ERROR_PATTERN when ICU stops matching).
 *   Within a step (and within each kind of step 4), arguments are checked in the order they are
 *   listed.
 *
 * Error messages.  te_rope_error(), te_breaker_error(), te_changes_error(),
 *   te_document_error(), te_control_error(), te_file_error() and te_search_error() return the
 *   message of the last failed call on that handle ("" if none): "<function>: <reason>", e.g.
 *   "te_rope_replace_utf16: range {9,2} is out of bounds for length 3". te_last_error() returns
 *   the message of the last failed call on the calling thread, whatever the handle. A failed call
 *   is recorded on the thread, and also on its first handle argument when that is a live handle
 *   of the kind the function takes: a call given a NULL handle or one of another kind is reported
 *   by te_last_error() only (the object the pointer names keeps its own message), and so is a
 *   failed constructor without a handle argument (te_rope_new_utf8, ...). A failed constructor
 *   that takes a handle (te_rope_clone, te_breaker_new, te_control_text_rope, te_*_new_in_scope,
 *   te_changes_compose, te_document_new_from_rope, te_view_new_on_document, ...) is recorded on
 *   that handle too. Successful calls leave messages as they are. A message pointer is owned by
 *   the library and stays valid until the next failed call on the same handle (for te_last_error:
 *   on the same thread) or until the handle is freed.
 *
 * Text input.  A text argument is a pointer plus a length in its own units:
 *   (const char *utf8, int64_t byte_count) or (const uint16_t *utf16, int64_t unit_count).
 *   A length of TE_NUL_TERMINATED (-1) means "up to the first 0 unit"; other negative lengths
 *   are TE_ERROR_INVALID_ARGUMENT. NULL with length 0 is the empty text; NULL with any other
 *   length is TE_ERROR_NULL_POINTER. UTF-8 must be well formed (TE_ERROR_INVALID_UTF8 names the
 *   byte offset of the first ill-formed sequence). te_rope keeps UTF-16 exactly as given, lone
 *   surrogates included (raw UTF-16 editing, like NSMutableString); controls hold Unicode text
 *   and reject UTF-16 with a lone surrogate (TE_ERROR_INVALID_UTF16). The library copies what it
 *   needs before returning: input pointers are never kept.
 *
 * Text output (caller-provided buffers).  The library never returns memory for the caller to
 *   free, except handles. Text is copied into (buffer, capacity) with capacity counted in the
 *   buffer's units, and always followed by a 0 unit: a copy needs capacity >= length + 1.
 *   *out_length (may be NULL) receives the text's length without the terminator whenever the
 *   arguments are otherwise valid. buffer == NULL with capacity == 0 is a size query (TE_OK,
 *   nothing written). A capacity that is too small gives TE_ERROR_BUFFER_TOO_SMALL and writes
 *   nothing. Lone surrogates (including half of a surrogate pair that a range splits) are
 *   written as U+FFFD in UTF-8 and as they are in UTF-16. Text may contain U+0000.
 *
 * Handles and ownership.  Handles (te_rope, te_breaker, te_changes, te_document, te_field,
 *   te_view, te_file, te_search) are created by te_*_new* (te_file also by te_file_open) and
 *   freed by the matching te_*_free, exactly once; the free functions accept NULL. Using a
 *   handle after freeing it, or a pointer that is not a live handle, is undefined behaviour (as
 *   with free()); a live handle of another kind, cast, is refused with TE_ERROR_WRONG_HANDLE.
 *   Freeing a control from inside one of its own callbacks is allowed: its callbacks stop at
 *   once and the memory is released when the outermost call into that control returns.
 *   te_field_control() and te_view_control() return the same object seen as a te_control: it is
 *   not a new handle and is never freed on its own.
 *   Delegate structs are copied when set; the `context` pointers in them are the caller's: the
 *   library never dereferences or frees them, and the caller keeps them valid while they are set.
 *   Pointers passed *to* callbacks (replacement text) are valid only until the callback returns.
 *
 * Threads.  A handle is used from one thread at a time (like UIKit's controls). Different
 *   handles may be used on different threads at once: a rope, a breaker made from it and every
 *   control are independent (ropes are copy-on-write values; a breaker and te_control_text_rope
 *   take O(1) snapshots), except controls sharing a focus scope (te_*_new_in_scope) and a
 *   document with the controls showing it, which are used from one thread together. Callbacks
 *   run synchronously on the calling thread, before the call that triggered them returns, and
 *   may call back into the library (also on the same control or document).
 *
 * ABI.  TE_ABI_VERSION changes whenever a signature, struct or constant changes; compare it with
 *   te_abi_version() at start-up when the library is loaded at run time.
 * ------------------------------------------------------------------------------------------
 */
#ifndef TEXTENGINE_H
#define TEXTENGINE_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TE_ABI_VERSION 3

/** TE_ABI_VERSION of the library actually loaded. */
int32_t te_abi_version(void);

/* ======================================================================================== */
/* Status codes and errors                                                                  */
/* ======================================================================================== */

typedef int32_t te_status;

enum {
    TE_OK = 0,
    TE_ERROR_NULL_HANDLE = 1,      /* a handle argument is NULL */
    TE_ERROR_WRONG_HANDLE = 2,     /* a handle of another kind (e.g. a text view's te_control
                                      cast to te_field) */
    TE_ERROR_NULL_POINTER = 3,     /* a required pointer (text, buffer, out-parameter) is NULL */
    TE_ERROR_INVALID_ARGUMENT = 4, /* an enum value, count or capacity outside its domain */
    TE_ERROR_RANGE = 5,            /* a range, offset or line outside the text */
    TE_ERROR_INVALID_UTF8 = 6,     /* ill-formed UTF-8 input */
    TE_ERROR_INVALID_UTF16 = 7,    /* UTF-16 input to a control holds a lone surrogate */
    TE_ERROR_BUFFER_TOO_SMALL = 8, /* output capacity < length + 1; *out_length has the length */
    TE_ERROR_IO = 9,               /* a file could not be read or saved */
    TE_ERROR_NO_EDIT = 10,         /* no edit is being proposed (outside a delegate callback) */
    TE_ERROR_CHANGED_ON_DISK = 11, /* a save over a file changed on disk since it was read */
    TE_ERROR_PATTERN = 12,         /* a regular expression or replacement template refused */
    TE_ERROR_TIMEOUT = 13          /* a search ran past its time limit */
};

/** "TE_OK", "TE_ERROR_RANGE", ...; NULL for a value that is not a status. Static storage. */
const char *te_status_name(te_status status);

/** The message of the last failed call on this thread ("" if none). See CONVENTIONS. */
const char *te_last_error(void);

/** Passed as a text length: the text ends at its first 0 unit. */
#define TE_NUL_TERMINATED (-1)

/** A location meaning "none" (no boundary, no word, no marked text, empty pasteboard). */
#define TE_NOT_FOUND (-1)

/** A UTF-16 range. */
typedef struct te_range {
    int64_t location;
    int64_t length;
} te_range;

/* ======================================================================================== */
/* te_rope: a UTF-16 text of any size (B-tree rope, O(log n) edits, O(1) copies)            */
/* ======================================================================================== */

typedef struct te_rope te_rope;

/** A new empty rope. Never NULL. Free with te_rope_free. */
te_rope *te_rope_new(void);

/** A new rope holding `utf8` (must be well formed). *out_rope is NULL on failure. O(n). */
te_status te_rope_new_utf8(const char *utf8, int64_t byte_count, te_rope **out_rope);

/** A new rope holding `utf16` exactly (lone surrogates kept). *out_rope is NULL on failure. O(n). */
te_status te_rope_new_utf16(const uint16_t *utf16, int64_t unit_count, te_rope **out_rope);

/**
 * A new rope holding the UTF-8 file at `path` (a NUL-terminated UTF-8 path), read in blocks
 * straight into the rope (memory peaks at the rope's size plus 1 MiB), in one read. With `lossy`,
 * ill-formed UTF-8 becomes U+FFFD instead of failing. TE_ERROR_IO,
 * TE_ERROR_INVALID_UTF8 (naming the byte offset). O(n).
 */
te_status te_rope_new_file(const char *path, bool lossy, te_rope **out_rope);

/** A new rope with the same text: O(1), the two share storage until one is edited. */
te_status te_rope_clone(const te_rope *rope, te_rope **out_rope);

/** Frees a rope. NULL is ignored. Breakers and controls keep their own snapshots. */
void te_rope_free(te_rope *rope);

/** The last error message of this rope; see CONVENTIONS. */
const char *te_rope_error(const te_rope *rope);

/** Length in UTF-16 code units. O(1). -1 for NULL. */
int64_t te_rope_utf16_count(const te_rope *rope);
/** Number of Unicode scalars (a lone surrogate counts as one). O(1). -1 for NULL. */
int64_t te_rope_scalar_count(const te_rope *rope);
/** Length in UTF-8 bytes (a lone surrogate counts as the 3 bytes of U+FFFD). O(1). -1 for NULL. */
int64_t te_rope_utf8_count(const te_rope *rope);
/** Number of lines: line terminators (LF, CR, CR LF, NEL, LS, PS) + 1. O(1). -1 for NULL. */
int64_t te_rope_line_count(const te_rope *rope);

/**
 * Replaces the UTF-16 range (location, length) with `units` (kept exactly, lone surrogates
 * included; the range may split a surrogate pair). O(log n + m) for m new units.
 */
te_status te_rope_replace_utf16(te_rope *rope, int64_t location, int64_t length,
                                const uint16_t *units, int64_t unit_count);

/** Replaces the UTF-16 range (location, length) with the well-formed UTF-8 `utf8`. O(log n + m). */
te_status te_rope_replace_utf8(te_rope *rope, int64_t location, int64_t length,
                               const char *utf8, int64_t byte_count);

/** Copies the UTF-16 range as UTF-16 plus a 0 unit; see CONVENTIONS (text output). O(log n + m). */
te_status te_rope_copy_utf16(const te_rope *rope, int64_t location, int64_t length,
                             uint16_t *buffer, int64_t capacity, int64_t *out_length);

/**
 * Copies the UTF-16 range as UTF-8 plus a 0 byte; see CONVENTIONS (text output). The size query
 * is O(log n); the copy O(log n + m).
 */
te_status te_rope_copy_utf8(const te_rope *rope, int64_t location, int64_t length,
                            char *buffer, int64_t capacity, int64_t *out_length);

/** Scalars before a UTF-16 offset (0...utf16_count); inside a pair rounds down. O(log n). */
te_status te_rope_scalar_offset_for_utf16(const te_rope *rope, int64_t utf16_offset,
                                          int64_t *out_scalar_offset);
/** UTF-16 offset where scalar `scalar_offset` (0...scalar_count) starts. O(log n). */
te_status te_rope_utf16_offset_for_scalar(const te_rope *rope, int64_t scalar_offset,
                                          int64_t *out_utf16_offset);
/** UTF-8 bytes before a UTF-16 offset (0...utf16_count); inside a pair rounds down. O(log n). */
te_status te_rope_utf8_offset_for_utf16(const te_rope *rope, int64_t utf16_offset,
                                        int64_t *out_utf8_offset);
/** UTF-16 offset of the scalar holding byte `utf8_offset` (0...utf8_count). O(log n). */
te_status te_rope_utf16_offset_for_utf8(const te_rope *rope, int64_t utf8_offset,
                                        int64_t *out_utf16_offset);
/** The 0-based line holding a UTF-16 offset (0...utf16_count). O(log n). */
te_status te_rope_line_for_utf16(const te_rope *rope, int64_t utf16_offset, int64_t *out_line);
/** The UTF-16 range of line `line` (0..<line_count), its terminator included. O(log n). */
te_status te_rope_line_range(const te_rope *rope, int64_t line, te_range *out_range);

/* ======================================================================================== */
/* te_breaker: ICU 72 boundaries (Unicode 15.0) over a snapshot of a rope                   */
/* ======================================================================================== */

typedef struct te_breaker te_breaker;

/** Boundary kinds for te_breaker_next / _previous / _is_boundary. */
enum {
    TE_BOUNDARY_GRAPHEME = 0,  /* extended grapheme clusters: where a caret may stand */
    TE_BOUNDARY_WORD = 1,      /* raw ICU word boundaries (ends of words, spaces, punctuation) */
    TE_BOUNDARY_SENTENCE = 2,
    TE_BOUNDARY_LINE_BREAK = 3 /* line-break opportunities (UAX #14), for wrapping */
};

/**
 * A breaker over a snapshot of `rope` (O(1)): later edits of `rope` do not affect it until
 * te_breaker_set_text. ICU iterators open on first use and are reused; repeated queries near
 * each other cost O(1) to reach their text.
 */
te_status te_breaker_new(const te_rope *rope, te_breaker **out_breaker);

/** Frees a breaker. NULL is ignored. */
void te_breaker_free(te_breaker *breaker);

/** The last error message of this breaker; see CONVENTIONS. */
const char *te_breaker_error(const te_breaker *breaker);

/** Points the breaker at a new snapshot of `rope` (after edits). O(1). */
te_status te_breaker_set_text(te_breaker *breaker, const te_rope *rope);

/** The least boundary of `kind` greater than `offset`; TE_NOT_FOUND at the end. O(log n + segment). */
te_status te_breaker_next_boundary(te_breaker *breaker, int32_t kind, int64_t offset, int64_t *out_offset);
/** The greatest boundary of `kind` less than `offset`; TE_NOT_FOUND at 0. O(log n + segment). */
te_status te_breaker_previous_boundary(te_breaker *breaker, int32_t kind, int64_t offset, int64_t *out_offset);
/** Whether `offset` is a boundary of `kind` (0 and the end always are). */
te_status te_breaker_is_boundary(te_breaker *breaker, int32_t kind, int64_t offset, bool *out_is_boundary);

/** The grapheme cluster holding the unit at `offset`; {count, 0} at the end. */
te_status te_breaker_grapheme_range(te_breaker *breaker, int64_t offset, te_range *out_range);
/** Grapheme clusters that start inside the range. O(log n + length). */
te_status te_breaker_grapheme_count(te_breaker *breaker, int64_t location, int64_t length, int64_t *out_count);
/** The word holding the unit at `offset`; {TE_NOT_FOUND, 0} on spaces or punctuation. */
te_status te_breaker_word_range(te_breaker *breaker, int64_t offset, te_range *out_range);
/** Where word-left (and delete-word-backward) goes from `offset`. */
te_status te_breaker_word_start(te_breaker *breaker, int64_t offset, int64_t *out_offset);
/** Where word-right goes from `offset`. */
te_status te_breaker_word_end(te_breaker *breaker, int64_t offset, int64_t *out_offset);
/** The sentence holding the unit at `offset`. */
te_status te_breaker_sentence_range(te_breaker *breaker, int64_t offset, te_range *out_range);
/** The whole hard lines (terminators included) the range touches, as NSString.lineRange. */
te_status te_breaker_line_range(te_breaker *breaker, int64_t location, int64_t length, te_range *out_range);
/** The whole paragraphs the range touches, as NSString.paragraphRange. */
te_status te_breaker_paragraph_range(te_breaker *breaker, int64_t location, int64_t length, te_range *out_range);
/** Terminal columns the range takes (East Asian wide and emoji: 2; marks: 0). */
te_status te_breaker_display_width(te_breaker *breaker, int64_t location, int64_t length, int64_t *out_columns);

/* ======================================================================================== */
/* te_changes: a change set (replacements against a text of a known length)                 */
/* ======================================================================================== */

/*
 * A change set replaces ranges of a text of length_before UTF-16 units, each range in the text
 * *before* the change, sorted and disjoint: each starts at or after the end of the one before it
 * (two may touch; insertions at one offset apply in the order added). It is the value every
 * change to a te_document travels as, and can be applied to a rope, mapped through, composed,
 * inverted, transformed against a concurrent change (operational transform) and sent as JSON:
 *   {"lengthBefore":N,"replacements":[{"location":L,"length":N,"text":"..."}, ...]}
 * with "utf16":[units...] instead of "text" for a text holding a lone surrogate.
 * Replacement texts are UTF-16, kept exactly (lone surrogates included). A change set made for a
 * text of another length is refused with TE_ERROR_RANGE ("change set for a text of length 3
 * used on a text of length 5"). k is the number of replacements, m the units they insert.
 */
typedef struct te_changes te_changes;

/** Bias of an offset mapped through a change (and of an anchor): where it goes when text is
    inserted exactly at it, and where an offset strictly inside a replaced range goes. An offset
    at the start of a replaced range stays at the start of the new text, one at its end goes to
    the end of the new text, whatever the bias. */
enum {
    TE_BIAS_BEFORE = 0, /* stays before inserted text; inside a replacement: to its start */
    TE_BIAS_AFTER = 1   /* moves after inserted text; inside a replacement: to its end */
};

/** A new change set changing nothing in a text of `length_before` units (>= 0, else
    TE_ERROR_INVALID_ARGUMENT), to add replacements to. */
te_status te_changes_new(int64_t length_before, te_changes **out_changes);
/** A copy (O(k)): keeps a change set a change handler was lent beyond its call. */
te_status te_changes_clone(const te_changes *changes, te_changes **out_changes);
/** Frees a change set. NULL is ignored; one lent to a change handler is not freed (refused, as
    for a handle of another kind). */
void te_changes_free(te_changes *changes);
/** The last error message of this change set; see CONVENTIONS. */
const char *te_changes_error(const te_changes *changes);

/**
 * Adds a replacement of the UTF-16 range (location, length) of the text before the change. It
 * must lie in the text and start at or after the end of the range added before it (an insertion
 * may start exactly there); otherwise TE_ERROR_RANGE ("range {1,1} overlaps range {0,2}", "range
 * {0,0} starts before the range {2,1} listed ahead of it") and nothing is added. A replacement of
 * nothing by nothing is accepted and left out. A change set lent to a change handler is
 * read-only (TE_ERROR_INVALID_ARGUMENT). O(1) amortised.
 */
te_status te_changes_add_utf8(te_changes *changes, int64_t location, int64_t length, const char *utf8, int64_t byte_count);
/** te_changes_add_utf8 with UTF-16 text, kept exactly (lone surrogates included). */
te_status te_changes_add_utf16(te_changes *changes, int64_t location, int64_t length, const uint16_t *utf16,
                               int64_t unit_count);

/** Replacements in the change set (those replacing nothing by nothing left out). O(1). -1 for
    NULL. */
int64_t te_changes_count(const te_changes *changes);
/** The length of the text the change applies to, and of the text it leaves. O(1). -1 for NULL. */
int64_t te_changes_length_before(const te_changes *changes);
int64_t te_changes_length_after(const te_changes *changes);

/** Replacement `index` (0..<count, by location): its range in the text before the change through
    *out_range, its text through the buffer (see CONVENTIONS, text output). O(m). */
te_status te_changes_replacement_utf8(const te_changes *changes, int64_t index, te_range *out_range, char *buffer,
                                      int64_t capacity, int64_t *out_length);
te_status te_changes_replacement_utf16(const te_changes *changes, int64_t index, te_range *out_range, uint16_t *buffer,
                                       int64_t capacity, int64_t *out_length);

/** Applies the change to `rope` (which must be length_before units long). O(k log n + m). */
te_status te_changes_apply(const te_changes *changes, te_rope *rope);

/** Maps a UTF-16 offset (0...length_before) in the text before the change to the text after it,
    with a TE_BIAS_* value. *out_deleted (may be NULL): whether the offset was strictly inside a
    replaced range (the text on both sides of it removed). O(k). */
te_status te_changes_map(const te_changes *changes, int64_t offset, int32_t bias, int64_t *out_offset, bool *out_deleted);

/** The change set doing `first`, then `second` (whose length_before must be first's
    length_after), in one. O(k1 + k2 + m). */
te_status te_changes_compose(const te_changes *first, const te_changes *second, te_changes **out_changes);
/** The change set undoing `changes`, given the text before it (length_before units), with the
    text it removed. O(k log n + removed units). */
te_status te_changes_invert(const te_changes *changes, const te_rope *text_before, te_changes **out_changes);
/**
 * `changes` rewritten to apply after `other`, a concurrent change to the same text (both with the
 * same length_before): the operational transform a collaborative editor needs. Where both insert
 * at one offset, `inserting_first` puts this change's text first. Applying other and then the
 * result gives the text that applying changes and then `other` transformed against it (with
 * !inserting_first) gives. O(k1 + k2).
 */
te_status te_changes_transform(const te_changes *changes, const te_changes *other, bool inserting_first,
                               te_changes **out_changes);

/** The change set as JSON (UTF-8; see above); see CONVENTIONS (text output). O(k + m). */
te_status te_changes_copy_json(const te_changes *changes, char *buffer, int64_t capacity, int64_t *out_length);
/** A change set from JSON (UTF-8). Ill-formed JSON, JSON of another shape, and replacements that
    break the rules of te_changes_add_utf8 are TE_ERROR_INVALID_ARGUMENT, the message naming what
    is wrong and where ("json is not a change set: range {1,2} is out of bounds for length 2 at
    replacements.0"). O(k + m). */
te_status te_changes_new_json(const char *json, int64_t byte_count, te_changes **out_changes);

/* ======================================================================================== */
/* te_document: a text shared by controls, anchors and a change handler                     */
/* ======================================================================================== */

/*
 * A document holds a text (kept exactly, lone surrogates included, like te_rope) and everything
 * that moves with it: anchors, the controls showing it (te_view_new_on_document; every control
 * has one, te_control_document) and a change handler. Every change, whoever makes it (a
 * control's user action or code, undo, te_document_replace_*, te_document_apply), is applied
 * once: the text changes, anchors move, the controls showing the document map their selection
 * and marked text (a change made elsewhere asks no delegate and is no undo step of theirs), then
 * the change handler is told.
 * Ownership: a document lives while its handle or a control showing it lives. te_document_free
 * gives up the caller's handle (and removes the change handler); views made on the document keep
 * it, and the pointer, valid. The document of a control that was not made on one belongs to
 * the control: te_document_free refuses it.
 */
typedef struct te_document te_document;

/** A new empty document. Never NULL. Free with te_document_free. */
te_document *te_document_new(void);
/** A new document holding `utf8` (well formed). O(n). */
te_status te_document_new_utf8(const char *utf8, int64_t byte_count, te_document **out_document);
/** A new document holding `utf16` exactly (lone surrogates kept). O(n). */
te_status te_document_new_utf16(const uint16_t *utf16, int64_t unit_count, te_document **out_document);
/** A new document holding the rope's text: O(1), they share storage until one is edited. */
te_status te_document_new_from_rope(const te_rope *rope, te_document **out_document);
/** Gives up the caller's handle; see above. NULL is ignored. */
void te_document_free(te_document *document);
/** The last error message of this document; see CONVENTIONS. */
const char *te_document_error(const te_document *document);

/** Counts of the text, as te_rope's. O(1). -1 for NULL. */
int64_t te_document_utf16_count(const te_document *document);
int64_t te_document_scalar_count(const te_document *document);
int64_t te_document_utf8_count(const te_document *document);
int64_t te_document_line_count(const te_document *document);
/** Grapheme clusters: O(n) the first time, then O(1) (kept up to date by every change). */
int64_t te_document_grapheme_count(const te_document *document);

/** Copies a UTF-16 range, as te_rope_copy_utf8 / te_rope_copy_utf16 do. */
te_status te_document_copy_utf8(const te_document *document, int64_t location, int64_t length, char *buffer,
                                int64_t capacity, int64_t *out_length);
te_status te_document_copy_utf16(const te_document *document, int64_t location, int64_t length, uint16_t *buffer,
                                 int64_t capacity, int64_t *out_length);
/** A new rope holding the text (O(1) snapshot). */
te_status te_document_text_rope(const te_document *document, te_rope **out_rope);

/** Replaces the UTF-16 range (location, length) with the text, as one change made by `origin`
    (a TE_EDIT_* value: TE_EDIT_REMOTE for a collaborator's change, TE_EDIT_PROGRAMMATIC for
    code's). Ranges are kept as given (a range may split a cluster). O(log n + m), plus what the
    controls, anchors and the change handler do. */
te_status te_document_replace_utf8(te_document *document, int64_t location, int64_t length, const char *utf8,
                                   int64_t byte_count, int32_t origin);
/** te_document_replace_utf8 with UTF-16 text, kept exactly (lone surrogates included). */
te_status te_document_replace_utf16(te_document *document, int64_t location, int64_t length, const uint16_t *utf16,
                                    int64_t unit_count, int32_t origin);
/** Applies a change set made for the document's text (length_before units) as one change made by
    `origin`. O(k log n + m), plus what the controls, anchors and the change handler do. */
te_status te_document_apply(te_document *document, const te_changes *changes, int32_t origin);

/* --- Anchors: positions that move with every change ------------------------------------ */

/** A new anchor at a UTF-16 offset (0...utf16_count), moving with every change as
    te_changes_map with `bias` says. With `tracks_deletion`, a change removing the text on both
    sides of it marks it deleted (it keeps the position the change left it at). *out_anchor: its
    identifier (> 0, never reused in this document). */
te_status te_document_anchor_new(te_document *document, int64_t offset, int32_t bias, bool tracks_deletion,
                                 int64_t *out_anchor);
/** The anchor's offset now; *out_deleted (may be NULL): whether it was deleted (always false
    without tracks_deletion). An identifier this document did not give, or one removed, is
    TE_ERROR_INVALID_ARGUMENT. */
te_status te_document_anchor_offset(const te_document *document, int64_t anchor, int64_t *out_offset, bool *out_deleted);
/** Removes an anchor (TE_ERROR_INVALID_ARGUMENT for an unknown identifier). */
te_status te_document_anchor_remove(te_document *document, int64_t anchor);
/** The number of anchors. O(1). -1 for NULL. */
int64_t te_document_anchor_count(const te_document *document);

/* --- The change handler: the change in LSP and tree-sitter coordinates ------------------- */

/** A language-server content change (TextDocumentContentChangeEvent): replace the range from
    (start_line, start_character) to (end_line, end_character) with the text. Lines are 0-based
    and end at LF, CR LF or CR (LSP's line ends; NEL, LS and PS are ordinary characters here);
    characters count UTF-16 units from the line's start. */
typedef struct te_lsp_change {
    int64_t start_line, start_character;
    int64_t end_line, end_character;
    const char *text_utf8;        /* NUL-terminated (a lone surrogate as U+FFFD) */
    int64_t text_utf8_length;
    const uint16_t *text_utf16;   /* 0-terminated, exact */
    int64_t text_utf16_length;
    const char *json;             /* the event as LSP JSON, NUL-terminated UTF-8 */
    int64_t json_length;
} te_lsp_change;

/** A tree-sitter point (TSPoint): a 0-based row (rows end at LF) and a column in UTF-8 bytes. */
typedef struct te_point {
    int64_t row;
    int64_t column;
} te_point;

/** A tree-sitter input edit (TSInputEdit), in UTF-8 bytes of the text. */
typedef struct te_tree_sitter_edit {
    int64_t start_byte, old_end_byte, new_end_byte;
    te_point start_point, old_end_point, new_end_point;
} te_tree_sitter_edit;

/** What a change handler is told of one change. Everything it points to is valid during the
    call only (te_changes_clone keeps the change set). */
typedef struct te_document_change_info {
    int32_t origin;                       /* TE_EDIT_* */
    const te_changes *changes;            /* lent, read-only: in the text before the change */
    int64_t lsp_change_count;
    const te_lsp_change *lsp_changes;     /* one per replacement, the highest first */
    int64_t tree_sitter_edit_count;
    const te_tree_sitter_edit *tree_sitter_edits; /* one per replacement, the highest first */
} te_document_change_info;

/** Called after every change to the document (see te_document_set_change_handler). */
typedef void (*te_document_change_fn)(te_document *document, void *context, const te_document_change_info *info);

/**
 * Calls `handler` after every change to the document (NULL removes it), whoever made it. The LSP
 * changes and the tree-sitter edits come one per replacement, from the highest to the lowest,
 * each in the text the ones before it left, so that a mirror updated from them alone, in order (a
 * language server's copy, a parse tree), follows the document. An end that would fall between
 * the CR and LF of a CR LF (LSP) or inside a surrogate pair moves out by one unit, the event's
 * text taking in the unit it passed over. The handler may call back into the library,
 * change the document, and free the document's handle or a control showing it. A change made
 * from inside the handler is applied at once (the text, anchors and controls have changed when
 * the call returns) and announced after the current call returns: the document announces its
 * changes in the order they were made, each once the handler returned from the one before, so a
 * handler always gets changes in sequence, each against the text the previous one left.
 */
te_status te_document_set_change_handler(te_document *document, te_document_change_fn handler, void *context);

/* ======================================================================================== */
/* Controls: te_field (UITextField) and te_view (UITextView), seen together as te_control    */
/* ======================================================================================== */

typedef struct te_control te_control;
typedef struct te_field te_field;
typedef struct te_view te_view;

/** The control under a field or view (the same object; never freed on its own). NULL for NULL. */
te_control *te_field_control(te_field *field);
te_control *te_view_control(te_view *view);

/** The last error message of this control; see CONVENTIONS. */
const char *te_control_error(const te_control *control);

/* --- Focus ------------------------------------------------------------------------------ */
/* A control is editing while it is first responder. Controls made with te_*_new_in_scope
   share a focus scope: at most one of them is editing. out_* parameters may be NULL. */

/** Begins editing as a tap does (asks should_begin_editing; the current first responder of the
    scope must agree to end). *out_editing: whether the control is editing when the call returns,
    whatever the callbacks answered (one that focuses or blurs the control itself decides). */
te_status te_control_focus(te_control *control, bool *out_editing);
/** Ends editing as resignFirstResponder (asks should_end_editing; marked text is committed).
    *out_ended: whether the control is not editing when the call returns (true if it was not). */
te_status te_control_blur(te_control *control, bool *out_ended);
/** Ends editing; `force` ignores a "no" from should_end_editing (which is still asked).
    *out_ended as for te_control_blur. */
te_status te_control_end_editing(te_control *control, bool force, bool *out_ended);
bool te_control_is_editing(const te_control *control);

/* --- User actions --------------------------------------------------------------------------
   Each asks the delegate and sends events like the UIKit gesture it models; none splits a
   grapheme cluster. Most do nothing unless the control is editing. TE_OK means the call was
   valid, not that the delegate allowed the change: *out_changed (may be NULL) says that. */

/** One keyboard insertText of the whole text over the selection (or the marked text, which it
    commits). In a field a lone "\n" is the Return key (te_field_press_return). */
te_status te_control_insert_utf8(te_control *control, const char *utf8, int64_t byte_count, bool *out_changed);
te_status te_control_insert_utf16(te_control *control, const uint16_t *utf16, int64_t unit_count, bool *out_changed);
/** Types the text key by key: one insertText per grapheme cluster. */
te_status te_control_type_utf8(te_control *control, const char *utf8, int64_t byte_count);
te_status te_control_type_utf16(te_control *control, const uint16_t *utf16, int64_t unit_count);
/** Pastes the text over the selection in one edit. */
te_status te_control_paste_utf8(te_control *control, const char *utf8, int64_t byte_count, bool *out_changed);
te_status te_control_paste_utf16(te_control *control, const uint16_t *utf16, int64_t unit_count, bool *out_changed);
/** Pastes the control's pasteboard (see te_control_pasteboard_utf8); nothing if it is empty. */
te_status te_control_paste(te_control *control, bool *out_changed);
/** Copies the selection to the control's pasteboard, then deletes it (not in a secure field). */
te_status te_control_cut(te_control *control, bool *out_changed);
/** Copies the selection to the control's pasteboard (not in a secure field). *out_copied may be NULL. */
te_status te_control_copy(te_control *control, bool *out_copied);
/** Backspace: the selection, else the grapheme cluster before the caret. */
te_status te_control_delete_backward(te_control *control);
/** Forward delete: the selection, else the grapheme cluster after the caret. */
te_status te_control_delete_forward(te_control *control);
/** Option-Backspace: the selection, else back to the start of the previous word. */
te_status te_control_delete_word_backward(te_control *control);
/** Replaces exactly the range (widened to whole clusters) as autocorrect or dictation does while
 *  the control is editing (otherwise nothing changes). */
te_status te_control_user_replace_utf8(te_control *control, int64_t location, int64_t length,
                                       const char *utf8, int64_t byte_count, bool *out_changed);
te_status te_control_user_replace_utf16(te_control *control, int64_t location, int64_t length,
                                        const uint16_t *utf16, int64_t unit_count, bool *out_changed);
/** Selects a range as a tap or drag does (widened to whole clusters); sends did_change_selection. */
te_status te_control_select(te_control *control, int64_t location, int64_t length);
te_status te_control_select_all(te_control *control);

/** Caret movement units (UITextGranularity). */
enum {
    TE_GRANULARITY_CHARACTER = 0, /* grapheme cluster */
    TE_GRANULARITY_WORD = 1,
    TE_GRANULARITY_SENTENCE = 2,
    TE_GRANULARITY_PARAGRAPH = 3,
    TE_GRANULARITY_LINE = 4,      /* a hard line (text view: up/down keeping the column) */
    TE_GRANULARITY_DOCUMENT = 5
};
/** Moves the caret `steps` units (negative: backward), or extends the selection. A character step
    without `extending` first collapses a selection. Cost grows with |steps| up to the length. */
te_status te_control_move_caret(te_control *control, int32_t granularity, int64_t steps, bool extending);

/** Caret targets. */
enum {
    TE_CARET_LINE_START = 0,
    TE_CARET_LINE_END = 1,
    TE_CARET_PARAGRAPH_START = 2,
    TE_CARET_PARAGRAPH_END = 3,
    TE_CARET_DOCUMENT_START = 4,
    TE_CARET_DOCUMENT_END = 5
};
te_status te_control_move_caret_to(te_control *control, int32_t target, bool extending);

/** IME: sets the marked text over the marked range (or the selection). (selected_location,
    selected_length) is the selection inside the new marked text, in its UTF-16 units, and must
    lie in it. Empty text removes the marked text. */
te_status te_control_set_marked_text_utf8(te_control *control, const char *utf8, int64_t byte_count,
                                          int64_t selected_location, int64_t selected_length, bool *out_changed);
te_status te_control_set_marked_text_utf16(te_control *control, const uint16_t *utf16, int64_t unit_count,
                                           int64_t selected_location, int64_t selected_length, bool *out_changed);
/** IME: commits the marked text as it is. */
te_status te_control_unmark_text(te_control *control);
/** IME: whether delegates are asked about a commit as an insertion point at the end of the marked
    text (iOS 26's shape) instead of the marked range (earlier iOS, the default); see
    te_field_delegate.should_change_characters. */
te_status te_control_set_reports_commit_as_insertion_point(te_control *control, bool reports);

/** Undo and redo go through the delegate like any user edit (source UNDO / REDO). */
te_status te_control_undo(te_control *control, bool *out_changed);
te_status te_control_redo(te_control *control, bool *out_changed);
bool te_control_can_undo(const te_control *control);
bool te_control_can_redo(const te_control *control);
/** Opens an undo group (NSUndoManager's beginUndoGrouping): every edit until the matching
    te_control_end_undo_grouping joins one undo step, whatever its source (a formatter's edits, a
    rename made of several replacements). Groups nest; only the outermost makes a step. Undo and
    redo close the open groups first. Undoing a group is one edit whose ranges each get their own
    text (see te_field_delegate.should_change_characters). */
te_status te_control_begin_undo_grouping(te_control *control);
/** Closes the innermost open undo group; does nothing when none is open. */
te_status te_control_end_undo_grouping(te_control *control);
/** The number of open undo groups. O(1). -1 for NULL. */
int64_t te_control_undo_grouping_level(const te_control *control);

/* --- Pasteboard: each control has its own, for the host to bridge to the system clipboard -- */

/** The pasteboard's text (see CONVENTIONS, text output). An empty pasteboard reads as the empty
    text (a 0 byte is written under the same buffer rules) with *out_length = TE_NOT_FOUND. */
te_status te_control_pasteboard_utf8(te_control *control, char *buffer, int64_t capacity, int64_t *out_length);
/** Puts the text on the pasteboard; "" empties it, as te_control_clear_pasteboard does. */
te_status te_control_set_pasteboard_utf8(te_control *control, const char *utf8, int64_t byte_count);
te_status te_control_clear_pasteboard(te_control *control);

/* --- Programmatic API: silent (no UIKit delegate question, no event), like setting
       UITextField.text. Setting the text moves the caret to the end and clears undo. --------- */

te_status te_control_set_text_utf8(te_control *control, const char *utf8, int64_t byte_count);
te_status te_control_set_text_utf16(te_control *control, const uint16_t *utf16, int64_t unit_count);
/** Replaces the range (widened to whole clusters); the caret goes after the new text. */
te_status te_control_replace_text_utf8(te_control *control, int64_t location, int64_t length,
                                       const char *utf8, int64_t byte_count);
te_status te_control_replace_text_utf16(te_control *control, int64_t location, int64_t length,
                                        const uint16_t *utf16, int64_t unit_count);
/** Sets the selection (widened to whole clusters). A text view sends did_change_selection. */
te_status te_control_set_selection(te_control *control, int64_t location, int64_t length);

/* --- Reading ----------------------------------------------------------------------------- */

/** The whole text; see CONVENTIONS (text output). O(n). */
te_status te_control_copy_text_utf8(te_control *control, char *buffer, int64_t capacity, int64_t *out_length);
te_status te_control_copy_text_utf16(te_control *control, uint16_t *buffer, int64_t capacity, int64_t *out_length);
/** A new rope holding the text (O(1) snapshot), for ranges, conversions and boundaries. */
te_status te_control_text_rope(te_control *control, te_rope **out_rope);
/** The document holding the control's text: the one it was made on, or its own. Borrowed: the
    same handle every time, valid while the control lives, never freed on its own (like
    te_field_control); te_document_free refuses a control's own document. NULL for NULL. */
te_document *te_control_document(te_control *control);
te_status te_control_selection(const te_control *control, te_range *out_selection);
/** The marked (IME) range; {TE_NOT_FOUND, 0} when there is none. */
te_status te_control_marked_range(const te_control *control, te_range *out_marked);
/** Counts of the text. O(1). -1 for NULL. */
int64_t te_control_utf16_count(const te_control *control);
int64_t te_control_scalar_count(const te_control *control);
int64_t te_control_grapheme_count(const te_control *control);
bool te_control_has_text(const te_control *control);

/* --- The edit being proposed ------------------------------------------------------------ */

/** What caused an edit (TextEdit.Source). */
enum {
    TE_EDIT_TYPING = 0,
    TE_EDIT_PASTE = 1,
    TE_EDIT_CUT = 2,
    TE_EDIT_DROP = 3,
    TE_EDIT_DELETE_BACKWARD = 4,
    TE_EDIT_DELETE_FORWARD = 5,
    TE_EDIT_DELETE_WORD = 6,
    TE_EDIT_MARKING = 7,            /* IME composition update */
    TE_EDIT_COMMIT = 8,             /* IME composition committed */
    TE_EDIT_AUTOCORRECT = 9,        /* te_control_user_replace_* */
    TE_EDIT_CLEAR_BUTTON = 10,
    TE_EDIT_CLEAR_ON_BEGIN = 11,
    TE_EDIT_CLEAR_ON_INSERTION = 12,
    TE_EDIT_SECURE_WIPE = 13,       /* a secure field's first edit after refocus */
    TE_EDIT_UNDO = 14,
    TE_EDIT_REDO = 15,
    TE_EDIT_PROGRAMMATIC = 16,
    TE_EDIT_REPLACE_ALL = 17,       /* the user's replace-all: every match in one edit */
    TE_EDIT_REMOTE = 18             /* a change from elsewhere: no delegate is asked */
};

/** "typing", "paste", ... (TextEdit.Source raw values); NULL for other values. Static storage. */
const char *te_edit_source_name(int32_t source);

/** An edit as the model proposes it. Ranges are in the text before the edit, except the
    *_after fields, which are in the text after it. */
typedef struct te_edit_info {
    int32_t source;              /* TE_EDIT_* */
    int64_t range_count;         /* ranges replaced; the replacement goes into the first and the
                                    others are deleted, unless each has a text of its own */
    te_range range;              /* the first (lowest) range */
    te_range selection_before;
    te_range selection_after;
    te_range marked_range_after; /* {TE_NOT_FOUND, 0} unless composition continues */
    int64_t replacement_utf16_length; /* of the first range's text */
} te_edit_info;

/** The edit being asked about, as it will be applied (see te_field_delegate for where the
    callback's range and text differ), while should_change_characters (te_view:
    should_change_text) of this control runs; TE_ERROR_NO_EDIT at any other time. */
te_status te_control_proposed_edit(const te_control *control, te_edit_info *out_edit);
/** Range `index` (0..<range_count) of the proposed edit, for multi-range edits. */
te_status te_control_proposed_edit_range(const te_control *control, int64_t index, te_range *out_range);

/* ======================================================================================== */
/* te_field: a single-line text field (UITextField)                                          */
/* ======================================================================================== */

/** Why editing ended. This model always reports COMMITTED (UIKit reports CANCELLED on tvOS only). */
enum {
    TE_END_COMMITTED = 0,
    TE_END_CANCELLED = 1
};

/**
 * The field's delegate (UITextFieldDelegate). Every member may be NULL: a NULL question gets
 * UIKit's default answer (true), a NULL notice is skipped. `context` is passed back unchanged.
 * Event order for a user edit: should_change_characters, (apply), did_change_selection if the
 * selection moved, then the EDITING_CHANGED event.
 */
typedef struct te_field_delegate {
    void *context;
    bool (*should_begin_editing)(te_field *field, void *context);
    void (*did_begin_editing)(te_field *field, void *context);
    bool (*should_end_editing)(te_field *field, void *context);
    void (*did_end_editing)(te_field *field, void *context, int32_t reason /* TE_END_* */);
    /**
     * Asked before every user change (typing, deletion, paste, cut, IME, autocorrect, undo,
     * redo): replace UTF-16 range (location, length) of the current text with the replacement,
     * given both as NUL-terminated UTF-8 and as UTF-16 (valid during the call). False discards
     * the change. The range and text are UIKit's, which for some edits are not what is applied
     * (te_control_proposed_edit always describes what is applied):
     * - a multi-range edit with one replacement (range_count > 1: the undo of a group of
     *   deletions, ...): the first range and the replacement; the other ranges are deleted;
     * - an edit whose ranges each get a text of their own (the undo or redo of an undo group, a
     *   replace-all): the callback is asked once per range, in order, each with its own range
     *   and text; the first false discards the edit and the ranges after it are not asked about
     *   (nor are they once a callback changed the text: the edit is then dropped);
     * - a secure field's first edit after refocus: the key's range and text (Backspace at the
     *   end of "hello": {4,1} "", typing "x" there: {5,0} "x") while what is applied replaces the
     *   whole text with the typed text, or with "" for a deletion (TE_EDIT_SECURE_WIPE, {0,5});
     * - an IME commit with te_control_set_reports_commit_as_insertion_point: {end of the marked
     *   text, 0} and the marked text, while the commit replaces the marked range (TE_EDIT_COMMIT).
     */
    bool (*should_change_characters)(te_field *field, void *context, int64_t location, int64_t length,
                                     const char *replacement_utf8, int64_t replacement_utf8_length,
                                     const uint16_t *replacement_utf16, int64_t replacement_utf16_length);
    /** The clear button was tapped, or editing begins with clears-on-begin-editing. */
    bool (*should_clear)(te_field *field, void *context);
    bool (*should_return)(te_field *field, void *context);
    void (*did_change_selection)(te_field *field, void *context);
} te_field_delegate;

/** Control events (UIControl.Event raw values). */
enum {
    TE_EVENT_PRIMARY_ACTION_TRIGGERED = 1 << 13,
    TE_EVENT_EDITING_DID_BEGIN = 1 << 16,
    TE_EVENT_EDITING_CHANGED = 1 << 17,
    TE_EVENT_EDITING_DID_END = 1 << 18,
    TE_EVENT_EDITING_DID_END_ON_EXIT = 1 << 19
};

/** Receives every control event a field sends, one call per event. */
typedef void (*te_event_fn)(te_field *field, void *context, uint32_t event /* TE_EVENT_* */);

/** A new empty field, not editing, with its own focus scope and pasteboard. Never NULL. */
te_field *te_field_new(void);
/** A new field in the focus scope of `sibling` (at most one control of a scope is editing). */
te_status te_field_new_in_scope(te_control *sibling, te_field **out_field);
/** Frees a field (ending nothing: no callback runs). NULL is ignored. See CONVENTIONS. */
void te_field_free(te_field *field);

/** Copies `delegate` (NULL removes the delegate). */
te_status te_field_set_delegate(te_field *field, const te_field_delegate *delegate);
/** Sets the event handler (NULL removes it). It observes events; it does not change behaviour. */
te_status te_field_set_event_handler(te_field *field, te_event_fn handler, void *context);
/** Whether Return ends editing after EDITING_DID_END_ON_EXIT, as a UIKit target for that event
    makes it (default false: Return only sends the events). */
te_status te_field_set_return_ends_editing(te_field *field, bool ends_editing);

/** Presses Return: should_return, then EDITING_DID_END_ON_EXIT and PRIMARY_ACTION_TRIGGERED. */
te_status te_field_press_return(te_field *field);
/** Taps the clear button (only when visible): should_clear, then the text is emptied (no
    should_change_characters) and EDITING_CHANGED is sent. */
te_status te_field_tap_clear_button(te_field *field);

/** When the clear button shows (never while the text is empty). */
enum {
    TE_CLEAR_BUTTON_NEVER = 0,
    TE_CLEAR_BUTTON_WHILE_EDITING = 1,
    TE_CLEAR_BUTTON_UNLESS_EDITING = 2,
    TE_CLEAR_BUTTON_ALWAYS = 3
};
te_status te_field_set_clear_button_mode(te_field *field, int32_t mode);
bool te_field_is_clear_button_visible(const te_field *field);
/** A disabled field cannot begin editing and ignores user actions (default enabled). */
te_status te_field_set_enabled(te_field *field, bool enabled);
/** A secure field forbids copy and cut; its first edit after refocus replaces the whole text. */
te_status te_field_set_secure_text_entry(te_field *field, bool secure);
/** Beginning to edit asks should_clear and empties the field. */
te_status te_field_set_clears_on_begin_editing(te_field *field, bool clears);
/** Return does nothing while the text is empty. */
te_status te_field_set_enables_return_key_automatically(te_field *field, bool enables);

/* ======================================================================================== */
/* te_view: a multi-line text view (UITextView)                                              */
/* ======================================================================================== */

/**
 * The view's delegate (UITextViewDelegate); members may be NULL, as for te_field_delegate.
 * should_change_text is given what should_change_characters is (multi-range, per-range and IME
 * commit edits alike). Return arrives in it as "\n"; Backspace at the start as {0,0} with "",
 * which te_control_proposed_edit describes as TE_EDIT_DELETE_BACKWARD of {0,0} (nothing changes
 * when it is allowed).
 * Order for a user edit: should_change_text, (apply), did_change_selection if the selection
 * moved, did_change.
 */
typedef struct te_view_delegate {
    void *context;
    bool (*should_begin_editing)(te_view *view, void *context);
    void (*did_begin_editing)(te_view *view, void *context);
    bool (*should_end_editing)(te_view *view, void *context);
    void (*did_end_editing)(te_view *view, void *context);
    bool (*should_change_text)(te_view *view, void *context, int64_t location, int64_t length,
                               const char *replacement_utf8, int64_t replacement_utf8_length,
                               const uint16_t *replacement_utf16, int64_t replacement_utf16_length);
    void (*did_change)(te_view *view, void *context);
    void (*did_change_selection)(te_view *view, void *context);
} te_view_delegate;

/** A new empty, editable view, not editing, with its own focus scope and pasteboard. Never NULL. */
te_view *te_view_new(void);
/** A new view in the focus scope of `sibling`. */
te_status te_view_new_in_scope(te_control *sibling, te_view **out_view);
/** A new view showing `document` (which other views may show too: each has its own selection,
    and an edit through one maps the others'), caret at the end of its text. `sibling`: NULL for a
    focus scope of its own, else a control whose focus scope the view joins. The view keeps the
    document alive. */
te_status te_view_new_on_document(te_document *document, te_control *sibling, te_view **out_view);
/** Frees a view. NULL is ignored. See CONVENTIONS. */
void te_view_free(te_view *view);
/** Copies `delegate` (NULL removes the delegate). */
te_status te_view_set_delegate(te_view *view, const te_view_delegate *delegate);
/** Presses Return: inserts "\n" through should_change_text. */
te_status te_view_press_return(te_view *view);
/** A view that is not editable cannot begin editing; code can still set its text. */
te_status te_view_set_editable(te_view *view, bool editable);

/* ======================================================================================== */
/* te_file: a document tied to a UTF-8 file (atomic saves, byte order mark, line endings)   */
/* ======================================================================================== */

/*
 * A file remembers where its document came from, whether the file began with a byte order mark
 * (EF BB BF, never part of the text), how its lines ended, and what the file was on disk when
 * last read or saved (its size, modification time and a hash of its bytes). Loading streams the
 * file into the document; saving streams the text back out atomically: a temporary file beside
 * the target, flushed to disk, renamed over it (a symbolic link is followed to the real file;
 * permissions are kept). A failed save leaves the file on disk, the document and the file's
 * state as they were. A save over the file last read or saved, when it changed on disk since,
 * is refused with TE_ERROR_CHANGED_ON_DISK unless TE_SAVE_FORCE is given.
 * Paths are NUL-terminated UTF-8 (TE_ERROR_INVALID_UTF8 names the byte offset; an empty path is
 * TE_ERROR_INVALID_ARGUMENT). Messages give the path and the system's reason, e.g.
 * "te_file_save: cannot create a temporary file in /gone: No such file or directory".
 * The file keeps its document alive; the document stays usable through its own handle (and
 * views on it) as before: every change to it marks the file modified.
 */
typedef struct te_file te_file;

/** te_file_open and te_file_reload flags. */
enum {
    TE_LOAD_LOSSY = 1 /* ill-formed UTF-8 becomes U+FFFD instead of TE_ERROR_INVALID_UTF8 */
};

/** te_file_save flags. */
enum {
    TE_SAVE_FORCE = 1 /* overwrite a file changed on disk since it was read or saved */
};

/** Line endings: a file's style on disk (te_file_info) and the conversion saving applies. Only
    LF, CR LF and CR count: NEL, LS and PS are text like any other here. */
enum {
    TE_LINE_ENDINGS_KEEP = 0,    /* conversion only: line breaks written as they are */
    TE_LINE_ENDINGS_LF = 1,      /* every line break is (or becomes) LF */
    TE_LINE_ENDINGS_CRLF = 2,    /* every line break is (or becomes) CR LF */
    TE_LINE_ENDINGS_CR = 3,      /* every line break is (or becomes) a lone CR */
    TE_LINE_ENDINGS_MIXED = 4,   /* style only: line breaks of several kinds */
    TE_LINE_ENDINGS_NONE = 5,    /* style only: no line break */
    TE_LINE_ENDINGS_UNKNOWN = 6  /* style only: the file was neither read nor saved yet */
};

/** What a file knows of itself (te_file_get_info). */
typedef struct te_file_info {
    bool has_byte_order_mark;       /* saving writes EF BB BF first (after a read: the file had one) */
    bool is_modified;               /* the document changed since the last read or save (even if undone) */
    int32_t line_endings_on_disk;   /* TE_LINE_ENDINGS_*: the file's lines when last read or saved */
    int32_t line_ending_conversion; /* TE_LINE_ENDINGS_KEEP, _LF, _CRLF or _CR */
    int64_t byte_count;             /* the file's size in bytes when last read or saved; -1 before */
} te_file_info;

/** Reads the file at `path` into `document`: the document's text becomes the file's, as one
    TE_EDIT_PROGRAMMATIC change replacing the whole text (anchors and the views on it are mapped),
    and the file counts as unmodified. `flags`: 0 or TE_LOAD_LOSSY. Nothing changes on failure:
    TE_ERROR_IO (cannot open or read, not a regular file), TE_ERROR_INVALID_UTF8 (naming the byte
    offset in the file, a byte order mark included). O(n) in the file's size. */
te_status te_file_open(te_document *document, const char *path, uint32_t flags, te_file **out_file);
/** A file at `path` that is not read (a new file, or one to overwrite): the first save creates
    or replaces it without comparing it with anything; the document is kept as it is and counts
    as modified. O(1). */
te_status te_file_new(te_document *document, const char *path, te_file **out_file);
/** Frees a file (the document lives on while its handle or a view holds it). NULL is ignored. */
void te_file_free(te_file *file);
/** The last error message of this file; see CONVENTIONS. */
const char *te_file_error(const te_file *file);
/** The file's document (the handle given to te_file_open or te_file_new, borrowed). NULL for
    NULL. */
te_document *te_file_document(const te_file *file);
/** The file's state. O(1). */
te_status te_file_get_info(const te_file *file, te_file_info *out_info);
/** Copies the file's path (as given, or as the last te_file_save gave it) as UTF-8, as
    te_rope_copy_utf8 copies text. */
te_status te_file_copy_path(const te_file *file, char *buffer, int64_t capacity, int64_t *out_length);
/** Whether saving writes a byte order mark first. */
te_status te_file_set_byte_order_mark(te_file *file, bool byte_order_mark);
/** The line ending saving writes every line break (LF, CR LF, lone CR) as: TE_LINE_ENDINGS_LF,
    _CRLF or _CR, or TE_LINE_ENDINGS_KEEP (the default) to write the text as it is. The document
    is not changed. Other values are TE_ERROR_INVALID_ARGUMENT. */
te_status te_file_set_line_ending_conversion(te_file *file, int32_t line_endings);
/** Saves the document to `path` (NULL: the file's path), which becomes the file's path; the
    file then counts as unmodified. `flags`: 0 or TE_SAVE_FORCE. Unless forced, a save to the
    file last read or saved that changed on disk since is refused (TE_ERROR_CHANGED_ON_DISK).
    TE_ERROR_IO: the links cannot be followed, the temporary file cannot be created (a missing
    or read-only directory), writing or flushing fails (a full disk, the file-size limit), or
    the rename does. On failure the file on disk, the document and the file's state are as they
    were. A lone surrogate is written as U+FFFD. O(n). */
te_status te_file_save(te_file *file, const char *path, uint32_t flags);
/** Reads the file again (`flags` as te_file_open's): the document's text becomes the file's as
    one TE_EDIT_REMOTE change (views keep their undo history), and the file counts as
    unmodified. Nothing changes on failure. O(n). */
te_status te_file_reload(te_file *file, uint32_t flags);
/** *out_changed: whether the file on disk differs from what was last read or saved (size and
    modification time compared, the bytes hashed only when they differ); true when the file is
    gone, false before the file was read or saved. TE_ERROR_IO when it cannot be read. O(1), or
    O(n) when hashing. */
te_status te_file_changed_on_disk(const te_file *file, bool *out_changed);

/* ======================================================================================== */
/* te_search: find and replace-all over a document, without flattening it                  */
/* ======================================================================================== */

/*
 * A search is a compiled query: a literal (UTF-16 units compared, or with TE_SEARCH_IGNORE_CASE
 * the texts' full case foldings: "ß" finds "SS"; a literal match begins and ends on grapheme
 * cluster boundaries unless TE_SEARCH_SPLIT_CLUSTERS; an empty literal finds nothing) or an ICU
 * regular expression (TE_SEARCH_REGEX; `^` and `$` match at every line's start and end; matches
 * are ICU's, clusters or not), read chunk by chunk from the document's rope: matches may span any
 * number of chunks. The matches of a range are taken from its start: the leftmost match, then
 * the leftmost at or after its end, and so on. Searching forward from an offset searches the
 * range from it to the end; backward, the range from 0 to it (the last match ending at or before
 * it). A search with a time limit stops with TE_ERROR_TIMEOUT once it has run that long.
 * A search handle may be used with any number of documents (one thread at a time).
 */
typedef struct te_search te_search;

/** te_search_new_* flags, or-ed. */
enum {
    TE_SEARCH_REGEX = 1,          /* the pattern is an ICU regular expression */
    TE_SEARCH_IGNORE_CASE = 2,    /* full case folding (a regular expression: ICU's option) */
    TE_SEARCH_SPLIT_CLUSTERS = 4  /* literal matches may begin or end inside a grapheme cluster */
};

/** A new search for `pattern` (well-formed UTF-8). Other flag bits, or TE_SEARCH_SPLIT_CLUSTERS
    with TE_SEARCH_REGEX, are TE_ERROR_INVALID_ARGUMENT; a regular expression ICU refuses is
    TE_ERROR_PATTERN, whose message gives ICU's error and the UTF-16 offset in the pattern, e.g.
    "te_search_new_utf8: invalid regular expression \"a(b\": U_REGEX_MISMATCHED_PAREN at offset 3".
    O(pattern length). */
te_status te_search_new_utf8(const char *pattern, int64_t byte_count, uint32_t flags, te_search **out_search);
/** te_search_new_utf8 with a UTF-16 pattern (a lone surrogate is TE_ERROR_INVALID_UTF16). */
te_status te_search_new_utf16(const uint16_t *pattern, int64_t unit_count, uint32_t flags, te_search **out_search);
/** Frees a search. NULL is ignored. */
void te_search_free(te_search *search);
/** The last error message of this search; see CONVENTIONS. */
const char *te_search_error(const te_search *search);
/** The regular expression's number of capture groups (0 for a literal). O(1). -1 for NULL. */
int64_t te_search_group_count(const te_search *search);
/** The time after which each later call with this search stops with TE_ERROR_TIMEOUT, in
    milliseconds; 0 (the default) for none. Negative values are TE_ERROR_INVALID_ARGUMENT. */
te_status te_search_set_time_limit(te_search *search, int64_t milliseconds);

/** The first match searching forward from the UTF-16 offset `from` (0...utf16_count), or with
    `backward` the last one ending at or before it; {TE_NOT_FOUND, 0} when there is none (TE_OK).
    O(distance to the match) for a literal; backward, O(from) for a regular expression. */
te_status te_search_find(te_search *search, const te_document *document, int64_t from, bool backward,
                         te_range *out_range);
/** te_search_find with the match's capture groups: (groups, capacity), counted in te_range
    elements, receives the whole match, then groups 1...te_search_group_count (a group that took
    no part in the match: {TE_NOT_FOUND, 0}); capacity must be at least te_search_group_count + 1
    (TE_ERROR_BUFFER_TOO_SMALL writes nothing). With no match, every element written is
    {TE_NOT_FOUND, 0}. A literal search has no groups: groups[0] only. Same complexity as
    te_search_find. */
te_status te_search_find_groups(te_search *search, const te_document *document, int64_t from, bool backward,
                                te_range *groups, int64_t capacity);
/** Copies the matches in the UTF-16 range (location, length), in order, into (buffer,
    capacity) counted in te_range elements (no terminator: capacity >= count). *out_count (may be
    NULL) receives the number of matches whenever the arguments are valid; buffer == NULL with
    capacity == 0 is a count query. TE_ERROR_BUFFER_TOO_SMALL writes nothing. O(length). */
te_status te_search_matches(te_search *search, const te_document *document, int64_t location, int64_t length,
                            te_range *buffer, int64_t capacity, int64_t *out_count);
/** Replaces every match in the UTF-16 range (location, length) of the document by `template`
    (well-formed UTF-8: for a literal search the text as it is; for a regular expression ICU's
    syntax: $1 a group, ${name} a named group, \$ a dollar sign, \uhhhh a code point; a $ naming
    no group is TE_ERROR_PATTERN), as one change made by `origin` (TE_EDIT_REPLACE_ALL for the
    user's replace-all): anchors and views mapped once. *out_count (may be NULL): the number of
    matches replaced (0 changes nothing). O(length + total replacement length). */
te_status te_document_replace_all(te_document *document, const te_search *search, int64_t location, int64_t length,
                                  const char *template_utf8, int64_t byte_count, int32_t origin, int64_t *out_count);
/** te_document_replace_all on the control's whole text as the user's edit: TE_EDIT_REPLACE_ALL,
    asked of the delegate range by range (all must agree), one undo step (te_control_undo
    restores every match). Matches are widened to whole grapheme clusters. *out_count (may be
    NULL): the number of matches replaced, 0 when there were none or the delegate refused. */
te_status te_control_replace_all(te_control *control, const te_search *search, const char *template_utf8,
                                 int64_t byte_count, int64_t *out_count);

#ifdef __cplusplus
}
#endif

#endif /* TEXTENGINE_H */
