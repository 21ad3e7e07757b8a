#define _GNU_SOURCE
#include "CGraphvizShortcuts.h"
#include "shortcuts_state.h"

#include <dlfcn.h>
#include <string.h>

/* Graphviz versions whose `gvprintdouble`, `xml_string0` and `SplitNode` the shortcuts were
   checked against. Debian and Ubuntu ship the 2.42 series, which reports itself as 2.43.0. */
static const char *const reproduced_versions[] = {"2.43.0"};

/* Bit 0: the version is reproduced. Bit 1: suspended (tests compare with Graphviz's own). */
atomic_int wiring_shortcuts_state = 0;

int wiring_shortcuts_enable(GVC_t *context) {
    const char *version = context ? gvcVersion(context) : NULL;
    if (!version) return 0;
    for (size_t index = 0; index < sizeof reproduced_versions / sizeof *reproduced_versions; index++) {
        if (strcmp(version, reproduced_versions[index]) == 0) {
            atomic_fetch_or_explicit(&wiring_shortcuts_state, 1, memory_order_relaxed);
            return 1;
        }
    }
    return 0;
}

void wiring_shortcuts_suspend(int suspended) {
    if (suspended) {
        atomic_fetch_or_explicit(&wiring_shortcuts_state, 2, memory_order_relaxed);
    } else {
        atomic_fetch_and_explicit(&wiring_shortcuts_state, ~2, memory_order_relaxed);
    }
}

int wiring_shortcuts_interposed(void) {
    static const char *const names[] = {"gvprintdouble", "xml_string", "xml_string0", "SplitNode"};
    Dl_info here;
    if (!dladdr((void *)wiring_shortcuts_interposed, &here)) return 0;
    for (size_t index = 0; index < sizeof names / sizeof *names; index++) {
        Dl_info found;
        void *address = dlsym(RTLD_DEFAULT, names[index]);
        if (!address || !dladdr(address, &found) || found.dli_fbase != here.dli_fbase) return 0;
    }
    return 1;
}
