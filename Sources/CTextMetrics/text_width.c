#include "CTextMetrics.h"
#include "text_metrics_tables.h"

#include <stddef.h>

/* Characters drawn with no advance: combining marks, joiners, direction marks, variation selectors. */
static int is_invisible(unsigned int code) {
    return (code >= 0x0300 && code <= 0x036F) || (code >= 0x0483 && code <= 0x0489) ||
           (code >= 0x0591 && code <= 0x05BD) || (code >= 0x0610 && code <= 0x061A) ||
           (code >= 0x064B && code <= 0x065F) || (code >= 0x1AB0 && code <= 0x1AFF) ||
           (code >= 0x1DC0 && code <= 0x1DFF) || (code >= 0x200B && code <= 0x200F) ||
           (code >= 0x202A && code <= 0x202E) || (code >= 0x2060 && code <= 0x206F) ||
           (code >= 0x20D0 && code <= 0x20FF) || (code >= 0xFE00 && code <= 0xFE0F) ||
           (code >= 0xFE20 && code <= 0xFE2F) || code == 0xFEFF || (code >= 0xE0000 && code <= 0xE0FFF) ||
           code < 0x20 || (code >= 0x7F && code < 0xA0);
}

/* The width of one code point in thousandths of an em. */
static unsigned int code_width(unsigned int code, int bold) {
    for (int index = 0; index < wiring_metric_range_count; index++) {
        const wiring_metric_range *range = &wiring_metric_ranges[index];
        if (code >= range->first && code <= range->last) {
            unsigned short width = (bold ? range->bold : range->regular)[code - range->first];
            if (width != WIRING_METRIC_ABSENT) return width;
            break;
        }
    }
    /* Other scripts, CJK and emoji: one em, which fits every one of them. */
    return is_invisible(code) ? 0 : 1000;
}

/* Reads one UTF-8 sequence at `text`, stores its code point and returns its length;
   a malformed sequence reads as one byte of U+FFFD. */
static size_t decode(const unsigned char *text, unsigned int *code) {
    unsigned char lead = text[0];
    size_t length;
    unsigned int value;
    if (lead < 0x80) { *code = lead; return 1; }
    else if (lead >= 0xC2 && lead <= 0xDF) { length = 2; value = lead & 0x1F; }
    else if (lead >= 0xE0 && lead <= 0xEF) { length = 3; value = lead & 0x0F; }
    else if (lead >= 0xF0 && lead <= 0xF4) { length = 4; value = lead & 0x07; }
    else { *code = 0xFFFD; return 1; }
    for (size_t index = 1; index < length; index++) {
        if ((text[index] & 0xC0) != 0x80) { *code = 0xFFFD; return 1; }
        value = (value << 6) | (text[index] & 0x3F);
    }
    *code = value;
    return length;
}

double wiring_text_width(const char *utf8, double size, int bold) {
    if (utf8 == NULL) return 0;
    const unsigned char *text = (const unsigned char *)utf8;
    unsigned long total = 0;
    while (*text) {
        unsigned int code;
        text += decode(text, &code);
        total += code_width(code, bold);
    }
    return (double)total * size / 1000.0;
}

double wiring_text_line_height(double size) {
    /* Graphviz's own line height for single-line spans: 1.1 × the font size, rounded. */
    return (double)(long)(size * 1.1 + 0.5);
}
