#ifndef WIRING_CTEXTMETRICS_H
#define WIRING_CTEXTMETRICS_H

#include <graphviz/gvcext.h>

/* Label measurement for the renderer, as a Graphviz text-layout plugin.

   Graphviz sizes every label before layout. Its own text layout (pango) opens the font
   system, which costs more than laying out a small diagram, and measures with whatever
   font this machine substitutes for Helvetica, not what a viewer will draw. This plugin
   measures with built-in widths instead: for each character, the wider of Liberation Sans
   (Helvetica's and Arial's metrics) and DejaVu Sans (Linux's usual fallback), so labels
   fit either way. Vector output only: raster output draws with pango and measures with it. */

/* The built-in plugin list to pass to gvContextPlugins; it holds the text layout plugin,
   at a quality above every installed one, so a context made with it never loads pango. */
const lt_symlist_t *wiring_text_layout_builtins(void);

/* The advance width, in points, of UTF-8 text at a font size; `bold` is non-zero for bold.
   Characters neither measured font has count one em (zero for combining marks and other
   invisible characters); bytes that are not UTF-8 count as U+FFFD. */
double wiring_text_width(const char *utf8, double size, int bold);

/* The height of one line of text at a font size, in points. */
double wiring_text_line_height(double size);

#endif
