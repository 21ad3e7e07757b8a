#define _GNU_SOURCE
#include "CGraphvizShortcuts.h"
#include "shortcuts_state.h"

#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <graphviz/gvcjob.h>

extern size_t gvwrite(GVJ_t *job, const char *s, size_t len);

typedef void (*print_double_function)(GVJ_t *, double);

/* libgvc's own function, found on first need. */
static print_double_function library_function = NULL;

size_t wiring_format_hundredths_with_printf(double value, char *buffer) {
    if (value > -1e-8 && value < 1e-8) value = 0;
    snprintf(buffer, 64, "%.02f", value);
    char *point = strchr(buffer, '.');
    if (point) {
        char *last = point + strlen(point) - 1;
        while (*last == '0') *last-- = '\0';
        if (*last == '.') *last = '\0';
    }
    return strlen(buffer);
}

size_t wiring_format_hundredths(double value, char *buffer) {
    if (value > -1e-8 && value < 1e-8) value = 0;
    /* Beyond 1e13 (and for infinities and NaN) printf does it; a diagram never gets there. */
    if (!(value > -1e13 && value < 1e13)) return wiring_format_hundredths_with_printf(value, buffer);
    /* value × 100 is exactly scaled + error: fma computes the rounding error of the product
       exactly. Below 1e15 a double's spacing is at most 1/8, so the product's distance from
       the nearest integer decides the rounding except when it lies exactly halfway; then the
       error's sign does, and a true tie goes to the even neighbour, as printf rounds. */
    double scaled = value * 100.0;
    double error = fma(value, 100.0, -scaled);
    double nearest = nearbyint(scaled);
    double offset = scaled - nearest;
    if (offset == 0.5 && error > 0) nearest += 1;
    else if (offset == -0.5 && error < 0) nearest -= 1;
    uint64_t hundredths = (uint64_t)fabs(nearest);
    char digits[32];
    char *start = digits + sizeof digits;
    unsigned fraction = (unsigned)(hundredths % 100);
    uint64_t whole = hundredths / 100;
    if (fraction != 0) {
        if (fraction % 10 != 0) *--start = (char)('0' + fraction % 10);
        *--start = (char)('0' + fraction / 10);
        *--start = '.';
    }
    do {
        *--start = (char)('0' + whole % 10);
        whole /= 10;
    } while (whole != 0);
    /* printf keeps the sign of a negative number that rounds to zero: "-0.00", trimmed "-0". */
    if (signbit(value)) *--start = '-';
    size_t length = (size_t)(digits + sizeof digits - start);
    memcpy(buffer, start, length);
    buffer[length] = '\0';
    return length;
}

/* Graphviz's number printer, as the plugins see it; see CGraphvizShortcuts.h. */
void gvprintdouble(GVJ_t *job, double num) {
    if (!wiring_shortcuts_active()) {
        if (!library_function) library_function = (print_double_function)dlsym(RTLD_NEXT, "gvprintdouble");
        if (library_function && library_function != gvprintdouble) {
            library_function(job, num);
            return;
        }
    }
    char buffer[64];
    size_t length = wiring_format_hundredths(num, buffer);
    gvwrite(job, buffer, length);
}
