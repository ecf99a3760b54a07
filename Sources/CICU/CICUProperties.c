// Character properties: Grapheme_Cluster_Break classes and the properties behind display width.
#include "CICU.h"

#include <unicode/uchar.h>
#include <unicode/uscript.h>

CICUGraphemeClass cicu_grapheme_class(uint32_t codePoint) {
    switch ((UGraphemeClusterBreak)u_getIntPropertyValue((UChar32)codePoint, UCHAR_GRAPHEME_CLUSTER_BREAK)) {
    case U_GCB_OTHER:
        return u_getIntPropertyValue((UChar32)codePoint, UCHAR_INDIC_SYLLABIC_CATEGORY) == U_INSC_CONSONANT
                   ? CICU_GCB_CONSONANT
                   : CICU_GCB_OTHER;
    case U_GCB_CONTROL: return CICU_GCB_CONTROL;
    case U_GCB_CR: return CICU_GCB_CR;
    case U_GCB_LF: return CICU_GCB_LF;
    case U_GCB_EXTEND: return CICU_GCB_EXTEND;
    case U_GCB_ZWJ: return CICU_GCB_ZWJ;
    case U_GCB_REGIONAL_INDICATOR: return CICU_GCB_REGIONAL_INDICATOR;
    case U_GCB_PREPEND: return CICU_GCB_PREPEND;
    case U_GCB_SPACING_MARK: return CICU_GCB_SPACING_MARK;
    case U_GCB_L: return CICU_GCB_L;
    case U_GCB_V: return CICU_GCB_V;
    case U_GCB_T: return CICU_GCB_T;
    case U_GCB_LV: return CICU_GCB_LV;
    case U_GCB_LVT: return CICU_GCB_LVT;
    default: return CICU_GCB_UNKNOWN;
    }
}

bool cicu_is_extended_pictographic(uint32_t codePoint) {
    return u_hasBinaryProperty((UChar32)codePoint, UCHAR_EXTENDED_PICTOGRAPHIC);
}

uint16_t cicu_traits(uint32_t codePoint) {
    uint16_t traits = (uint16_t)cicu_grapheme_class(codePoint) | (uint16_t)(cicu_width_flags(codePoint) << 4);
    if (cicu_is_extended_pictographic(codePoint)) {
        traits |= CICU_TRAIT_EXTENDED_PICTOGRAPHIC;
    }
    if (cicu_is_plain_word_letter(codePoint)) {
        traits |= CICU_TRAIT_WORD_LETTER;
    } else if (cicu_is_plain_word_other(codePoint)) {
        traits |= CICU_TRAIT_WORD_OTHER;
    }
    return traits;
}

uint8_t cicu_width_flags(uint32_t codePoint) {
    UChar32 c = (UChar32)codePoint;
    uint8_t flags = 0;
    switch (u_charType(c)) {
    case U_NON_SPACING_MARK:
    case U_ENCLOSING_MARK:
    case U_FORMAT_CHAR:
    case U_CONTROL_CHAR:
    case U_LINE_SEPARATOR:
    case U_PARAGRAPH_SEPARATOR:
        flags |= CICU_WIDTH_ZERO;
        break;
    default:
        break;
    }
    if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) {
        flags |= CICU_WIDTH_ZERO;
    }
    int32_t syllable = u_getIntPropertyValue(c, UCHAR_HANGUL_SYLLABLE_TYPE);
    if (syllable == U_HST_VOWEL_JAMO || syllable == U_HST_TRAILING_JAMO) {
        flags |= CICU_WIDTH_ZERO;
    }
    int32_t width = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
    if (width == U_EA_WIDE || width == U_EA_FULLWIDTH) {
        flags |= CICU_WIDTH_WIDE;
    }
    if (u_hasBinaryProperty(c, UCHAR_EMOJI)) {
        flags |= CICU_WIDTH_EMOJI;
    }
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) {
        flags |= CICU_WIDTH_EMOJI_PRESENTATION;
    }
    return flags;
}

// Whether ICU's word rules single out `c` beyond its Word_Break value: its dictionary scripts
// and the ideographs and kana it tags as words.
static bool hasICUWordClass(UChar32 c) {
    UErrorCode error = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(c, &error);
    return U_FAILURE(error) || script == USCRIPT_HAN || script == USCRIPT_HIRAGANA || script == USCRIPT_KATAKANA ||
           u_hasBinaryProperty(c, UCHAR_IDEOGRAPHIC) ||
           u_getIntPropertyValue(c, UCHAR_LINE_BREAK) == U_LB_COMPLEX_CONTEXT ||
           u_getIntPropertyValue(c, UCHAR_HANGUL_SYLLABLE_TYPE) == U_HST_LV_SYLLABLE ||
           u_getIntPropertyValue(c, UCHAR_HANGUL_SYLLABLE_TYPE) == U_HST_LVT_SYLLABLE;
}

bool cicu_is_plain_word_letter(uint32_t codePoint) {
    UChar32 c = (UChar32)codePoint;
    return u_getIntPropertyValue(c, UCHAR_WORD_BREAK) == U_WB_ALETTER && !hasICUWordClass(c);
}

bool cicu_is_plain_word_other(uint32_t codePoint) {
    UChar32 c = (UChar32)codePoint;
    return u_getIntPropertyValue(c, UCHAR_WORD_BREAK) == U_WB_OTHER && !hasICUWordClass(c);
}

bool cicu_word_joins_space(uint32_t codePoint) {
    switch (u_getIntPropertyValue((UChar32)codePoint, UCHAR_WORD_BREAK)) {
    case U_WB_WSEGSPACE:
    case U_WB_EXTEND:
    case U_WB_FORMAT:
    case U_WB_ZWJ:
        return true;
    default:
        return false;
    }
}
