#define _GNU_SOURCE
#include "CGraphvizShortcuts.h"
#include "shortcuts_state.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Graphviz 2.42's `xml_string0(text, raw)` writes a byte as it is unless it is one of these:
     &   `&amp;`, unless `raw` is 0 and it starts an entity (`&name;`, `&#digits;`, `&#xhex;`)
     <   `&lt;`        >   `&gt;`        -   `&#45;`       "   `&quot;`      '   `&#39;`
     a space after a space   `&#160;`
     \n  `&#10;` and \r `&#13;`, only when `raw` is 1.
   It returns a buffer of its own that the next call overwrites. */

typedef char *(*escape_function)(char *, unsigned char);

/* libgvc's own function, found on first need. */
static escape_function library_function = NULL;

/* Bytes that may need more than themselves; every other byte is copied as it is. */
static const unsigned char maybe_special[256] = {
    ['&'] = 1, ['<'] = 1, ['>'] = 1, ['-'] = 1, [' '] = 1, ['"'] = 1, ['\''] = 1, ['\n'] = 1, ['\r'] = 1,
};

/* The buffer every call of `xml_string0` writes into, grown as needed and kept. As with
   Graphviz's own, a result is valid until the next call, and a text taken from it must be
   copied before it is escaped again. */
static char *shared = NULL;
static size_t capacity = 0;

/* Whether the `&` at `text` starts an entity as Graphviz 2.42 reads one: `&` then letters, or
   `#` and digits, or `#x` and hex digits (any number of each, none included), then `;`. */
static int starts_entity(const unsigned char *text) {
    const unsigned char *cursor = text + 1;
    if (*cursor == '#') {
        cursor++;
        if (*cursor == 'x' || *cursor == 'X') {
            cursor++;
            while ((*cursor >= '0' && *cursor <= '9') || (*cursor >= 'a' && *cursor <= 'f') || (*cursor >= 'A' && *cursor <= 'F')) cursor++;
        } else {
            while (*cursor >= '0' && *cursor <= '9') cursor++;
        }
    } else {
        while ((*cursor >= 'a' && *cursor <= 'z') || (*cursor >= 'A' && *cursor <= 'Z')) cursor++;
    }
    return *cursor == ';';
}

size_t wiring_xml_escape(const char *text, int raw, char *escaped) {
    const unsigned char *source = (const unsigned char *)text;
    size_t length = text ? strlen(text) : 0;
    char *out = escaped;
    size_t index = 0;
    while (index < length) {
        size_t run = index;
        while (run < length && !maybe_special[source[run]]) run++;
        if (run > index) {
            memcpy(out, source + index, run - index);
            out += run - index;
            index = run;
            if (index == length) break;
        }
        unsigned char byte = source[index];
        const char *replacement = NULL;
        switch (byte) {
        case '&': if (raw || !starts_entity(source + index)) replacement = "&amp;"; break;
        case '<': replacement = "&lt;"; break;
        case '>': replacement = "&gt;"; break;
        case '-': replacement = "&#45;"; break;
        case ' ': if (index > 0 && source[index - 1] == ' ') replacement = "&#160;"; break;
        case '"': replacement = "&quot;"; break;
        case '\'': replacement = "&#39;"; break;
        case '\n': if (raw) replacement = "&#10;"; break;
        case '\r': if (raw) replacement = "&#13;"; break;
        default: break;
        }
        if (replacement) {
            size_t size = strlen(replacement);
            memcpy(out, replacement, size);
            out += size;
        } else {
            *out++ = (char)byte;
        }
        index++;
    }
    *out = '\0';
    return (size_t)(out - escaped);
}

/* `text` escaped into the buffer every call shares, or NULL when it cannot grow. */
static char *escaped_in_shared_buffer(const char *text, int raw) {
    size_t length = text ? strlen(text) : 0;
    if (length > (SIZE_MAX - 1) / 6) return NULL;
    size_t needed = length * 6 + 1;
    if (needed > capacity) {
        size_t grown = needed < 64 ? 64 : needed;
        char *moved = realloc(shared, grown);
        if (!moved) return NULL;
        shared = moved;
        capacity = grown;
    }
    wiring_xml_escape(text, raw, shared);
    return shared;
}

/* libgvc's `xml_string0`, or NULL. */
static escape_function graphviz_function(void) {
    if (!library_function) library_function = (escape_function)dlsym(RTLD_NEXT, "xml_string0");
    return library_function;
}

const char *wiring_xml_escaped_by_graphviz(const char *text, int raw) {
    escape_function function = graphviz_function();
    return function ? function((char *)text, raw ? 1 : 0) : NULL;
}

/* Graphviz's escaper, as its libraries and plugins see it; see CGraphvizShortcuts.h. */
char *xml_string0(char *text, unsigned char raw) {
    if (wiring_shortcuts_active()) {
        char *result = escaped_in_shared_buffer(text, raw != 0);
        if (result) return result;
    }
    escape_function function = graphviz_function();
    if (function && function != xml_string0) return function(text, raw);
    return escaped_in_shared_buffer(text, raw != 0);
}

/* `xml_string0` with `raw` 0, as libgvc defines it. */
char *xml_string(char *text) {
    return xml_string0(text, 0);
}
