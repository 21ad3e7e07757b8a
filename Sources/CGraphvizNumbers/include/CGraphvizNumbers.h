#ifndef WIRING_CGRAPHVIZNUMBERS_H
#define WIRING_CGRAPHVIZNUMBERS_H

#include <graphviz/gvc.h>
#include <stddef.h>

/* How Graphviz writes the numbers of its text outputs, done without printf.

   Graphviz's SVG and DOT writers print every coordinate through `gvprintdouble`: the
   number with `snprintf("%.02f")`, then trailing zeros and a bare decimal point cut.
   printf's exact decimal conversion is about a quarter of the work of writing an SVG.
   This target defines `gvprintdouble` in the program itself. On ELF systems the dynamic
   linker binds Graphviz's plugins to the program's definition ahead of libgvc's, so the
   plugins call this one; it writes the same bytes with integer arithmetic, exactly
   rounded. It does so only for the Graphviz versions whose own function it was checked
   against; for any other version it calls libgvc's. Where the plugins bind to libgvc
   directly (macOS's two-level namespaces), this definition is never called. */

/* Turns the fast path on when the loaded Graphviz is a version this file reproduces, and
   returns whether it did. Call once a context exists; until then every call goes to libgvc. */
int wiring_numbers_enable(GVC_t *context);

/* Writes `value` as Graphviz 2.42/2.43's `gvprintdouble` does (values within 1e-8 of zero
   become 0, then `%.02f`, then trailing zeros and a bare point dropped) into `buffer`, which
   holds at least 64 bytes, and returns the length, without the terminating NUL. */
size_t wiring_format_hundredths(double value, char *buffer);

/* The same text made with `snprintf` and the trimming above, for comparison in tests. */
size_t wiring_format_hundredths_with_printf(double value, char *buffer);

#endif
