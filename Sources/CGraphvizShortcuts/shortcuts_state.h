#ifndef WIRING_SHORTCUTS_STATE_H
#define WIRING_SHORTCUTS_STATE_H

#include <stdatomic.h>

/* 1 once the loaded Graphviz is known to be a version the shortcuts reproduce (set by
   `wiring_shortcuts_enable`, version_gate.c) and they are not suspended. */
extern atomic_int wiring_shortcuts_state;

/* Whether a shortcut may take its fast path now. */
static inline int wiring_shortcuts_active(void) {
    return atomic_load_explicit(&wiring_shortcuts_state, memory_order_relaxed) == 1;
}

#endif
