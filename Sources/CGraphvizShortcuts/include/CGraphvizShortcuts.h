#ifndef WIRING_CGRAPHVIZSHORTCUTS_H
#define WIRING_CGRAPHVIZSHORTCUTS_H

#include <graphviz/gvc.h>
#include <stddef.h>

/* Faster versions of three Graphviz functions that a small render spends much of its time in,
   writing the same bytes and making the same decisions as Graphviz's own.

   Each is defined in the program under Graphviz's own name. On ELF systems the dynamic linker
   binds calls between Graphviz's libraries (and from its plugins) to the program's definition
   ahead of libgvc's, so Graphviz calls these. They take their fast path only for the Graphviz
   versions they were checked against; for any other version, and until
   `wiring_shortcuts_enable` has seen the version, every call goes to libgvc's own function.
   Where libraries bind to the ones they were linked with (macOS's two-level namespaces),
   Graphviz never calls them.

   - `gvprintdouble` (number_printing.c): every coordinate of SVG and DOT output, printed with
     `snprintf("%.02f")` and zeros trimmed; here from integers, exactly rounded.
   - `xml_string`, `xml_string0` (xml_escaping.c): every id, title, tooltip and text of SVG
     output, escaped one byte at a time; here a run of plain bytes at a time.
   - `SplitNode` (label_tree_split.c): external labels (`xlabel`) are placed with an R-tree whose
     full nodes are split by comparing every pair of 65 rectangles through two library calls per
     pair; here with the arithmetic inline, handing the split to Graphviz's own where the
     difference of two growths would overflow an int. */

/* Turns the fast paths on when the loaded Graphviz is a version they reproduce, and returns
   whether it did. Call once a context exists; until then every call goes to libgvc. */
int wiring_shortcuts_enable(GVC_t *context);

/* For tests: while suspended (1), every call goes to libgvc's own function, as it would for a
   version the shortcuts do not reproduce; 0 resumes. */
void wiring_shortcuts_suspend(int suspended);

/* 1 when the shortcuts are the definitions the dynamic linker gives Graphviz's libraries (the
   program's own, ahead of libgvc's), 0 when Graphviz calls its own (macOS, or a program that
   does not export them). */
int wiring_shortcuts_interposed(void);

/* Writes `value` as Graphviz 2.42/2.43's `gvprintdouble` does (values within 1e-8 of zero
   become 0, then `%.02f`, then trailing zeros and a bare point dropped) into `buffer`, which
   holds at least 64 bytes, and returns the length, without the terminating NUL. */
size_t wiring_format_hundredths(double value, char *buffer);

/* The same text made with `snprintf` and the trimming above, for comparison in tests. */
size_t wiring_format_hundredths_with_printf(double value, char *buffer);

/* Writes `text` (NULL counts as empty) escaped as Graphviz 2.42's `xml_string0(text, raw)`
   escapes it into `escaped`, which holds at least 6 × strlen(text) + 1 bytes, and returns the
   length, without the terminating NUL. */
size_t wiring_xml_escape(const char *text, int raw, char *escaped);

/* The same text escaped by libgvc's own `xml_string0`, for comparison in tests: its buffer,
   valid until libgvc's function runs again; NULL when the function cannot be found. */
const char *wiring_xml_escaped_by_graphviz(const char *text, int raw);

/* Splits a full R-tree node of 64 rectangles plus one more into two nodes, once with the
   shortcut and once with libgvc's own `SplitNode`, each in a tree of its own, and returns 1
   when both made the same two nodes (the same rectangles and payloads in the same order and
   levels), 0 when they differ, -1 when libgvc's function cannot be found or its trees are not
   laid out as the shortcut expects (then the shortcut never runs). `rectangles` holds
   65 × 4 numbers (left, bottom, right, top); `level` is the node's level. Sets `*shortcut_taken`
   to whether the shortcut's arithmetic applied (otherwise it handed the split to libgvc). */
int wiring_split_matches_graphviz(const int *rectangles, int level, int *shortcut_taken);

#endif
