#include "CTextMetrics.h"

#include <ctype.h>
#include <stddef.h>
#include <graphviz/gvplugin.h>
#include <graphviz/gvplugin_textlayout.h>
#include <graphviz/textspan.h>

/* Whether a font name asks for bold, as in "Helvetica-Bold" or "Helvetica Bold". */
static int names_bold(const char *name) {
    for (const char *at = name; at && *at; at++) {
        if (tolower((unsigned char)at[0]) == 'b' && tolower((unsigned char)at[1]) == 'o' &&
            tolower((unsigned char)at[2]) == 'l' && tolower((unsigned char)at[3]) == 'd') return 1;
    }
    return 0;
}

/* Sizes one span of a label. The baseline offsets follow Graphviz's own text layout, so
   text sits where it would with pango. */
static boolean measure(textspan_t *span, char **fontpath) {
    double size = span->font && span->font->size > 0 ? span->font->size : 14.0;
    int bold = span->font && ((span->font->flags & HTML_BF) || names_bold(span->font->name));
    double width = wiring_text_width(span->str, size, bold);
    /* Whole points, rounded up with a point to spare, as Graphviz's own layout does. */
    span->size.x = (double)(long)(width + 1);
    span->size.y = wiring_text_line_height(size);
    span->yoffset_layout = 0.0;
    span->yoffset_centerline = 0.2 * size;
    span->layout = NULL;
    span->free_layout = NULL;
    if (fontpath) *fontpath = "[wiring text metrics]";
    return TRUE;
}

static gvtextlayout_engine_t engine = { measure };

static gvplugin_installed_t layouts[] = {
    { 0, "textlayout", 100, &engine, NULL },
    { 0, NULL, 0, NULL, NULL },
};

static gvplugin_api_t apis[] = {
    { API_textlayout, layouts },
    { (api_t)0, NULL },
};

static gvplugin_library_t library = { "wiring_text", apis };

static lt_symlist_t builtins[] = {
    { "gvplugin_wiring_text_LTX_library", &library },
    { NULL, NULL },
};

const lt_symlist_t *wiring_text_layout_builtins(void) { return builtins; }
