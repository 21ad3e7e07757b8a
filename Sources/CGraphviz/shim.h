#include <graphviz/gvc.h>
#include <stddef.h>

/* gvRenderData's length parameter is `unsigned int *` in Graphviz 2.x and
   `size_t *` from 3.0 on. Callers use this one signature; the header chooses
   at compile time which variant to call, so either header compiles. */
typedef int (*wiring_render_data_narrow)(GVC_t *, graph_t *, const char *, char **, unsigned int *);
typedef int (*wiring_render_data_wide)(GVC_t *, graph_t *, const char *, char **, size_t *);

static inline int wiring_gvRenderData(GVC_t *gvc, graph_t *g, const char *format, char **result, size_t *length) {
    if (_Generic(&gvRenderData, wiring_render_data_narrow: 1, default: 0)) {
        unsigned int narrow = 0;
        int status = ((wiring_render_data_narrow)&gvRenderData)(gvc, g, format, result, &narrow);
        *length = narrow;
        return status;
    }
    return ((wiring_render_data_wide)&gvRenderData)(gvc, g, format, result, length);
}

/* cgraph's default disciplines, by value: the caller changes one member (the id discipline)
   and keeps whatever members this Graphviz version's structures have. */
static inline Agiddisc_t wiring_default_id_discipline(void) { return AgIdDisc; }
static inline Agdisc_t wiring_default_discipline(void) { return AgDefaultDisc; }
