#ifndef WIRING_TEXT_METRICS_TABLES_H
#define WIRING_TEXT_METRICS_TABLES_H

/* A run of consecutive code points and their advance widths in thousandths of an em. */
typedef struct {
    unsigned int first;
    unsigned int last;
    const unsigned short *regular;
    const unsigned short *bold;
} wiring_metric_range;

/* Marks a code point that neither measured font has. */
#define WIRING_METRIC_ABSENT 0xFFFF

extern const wiring_metric_range wiring_metric_ranges[];
extern const int wiring_metric_range_count;

#endif
