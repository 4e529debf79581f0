// Graphviz's libcgraph and libgvc, as Swift sees them. Headers come from the system
// (apt: libgraphviz-dev, brew: graphviz); pkg-config `libgvc` finds them.
#include <graphviz/graphviz_version.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

// ---------------------------------------------------------------------------------------------
// Small helpers Swift needs. Nothing else is defined here.
//
// - C globals (`Agdirected`) cannot be read from Swift 6: they are returned from functions.
// - cgraph takes `char *` where it only reads (it copies every string it is given): the wrappers
//   take `const char *`, which also survives newer Graphviz signatures.
// - `gvRenderData`'s length is `unsigned int *` in 2.x and `size_t *` from 3.0 on.
// ---------------------------------------------------------------------------------------------
#include <stdio.h>
#include <stdlib.h>

/// `Agdirected`: a directed, non-strict graph.
static inline Agdesc_t navgraph_directed(void) { return Agdirected; }

static inline Agraph_t *navgraph_agopen(const char *name, Agdesc_t desc, Agdisc_t *disc) {
    return agopen((char *)name, desc, disc);
}
static inline Agraph_t *navgraph_agsubg(Agraph_t *g, const char *name) { return agsubg(g, (char *)name, 1); }
static inline Agnode_t *navgraph_agnode(Agraph_t *g, const char *name) { return agnode(g, (char *)name, 1); }
static inline Agedge_t *navgraph_agedge(Agraph_t *g, Agnode_t *tail, Agnode_t *head) {
    return agedge(g, tail, head, NULL, 1);
}
static inline Agsym_t *navgraph_agattr(Agraph_t *g, int kind, const char *name, const char *value) {
    return agattr(g, kind, (char *)name, (char *)value);
}
static inline int navgraph_agxset(void *obj, Agsym_t *sym, const char *value) { return agxset(obj, sym, (char *)value); }
static inline int navgraph_graph_kind(void) { return AGRAPH; }
static inline int navgraph_node_kind(void) { return AGNODE; }
static inline int navgraph_edge_kind(void) { return AGEDGE; }

/// `agwrite` into memory; free `*data` with `navgraph_free`.
static inline int navgraph_agwrite(Agraph_t *g, char **data, size_t *length) {
    *data = NULL;
    *length = 0;
    FILE *stream = open_memstream(data, length);
    if (!stream) return -1;
    int status = agwrite(g, stream);
    if (fclose(stream) != 0) status = -1;
    return status;
}

/// `gvRenderData` with a `size_t` length whatever the Graphviz version.
static inline int navgraph_gvRenderData(GVC_t *gvc, Agraph_t *g, const char *format, char **data, size_t *length) {
#if defined(GRAPHVIZ_VERSION_MAJOR) && GRAPHVIZ_VERSION_MAJOR >= 3
    size_t count = 0;
#else
    unsigned int count = 0;
#endif
    *data = NULL;
    int status = gvRenderData(gvc, g, format, data, &count);
    *length = (size_t)count;
    return status;
}

/// `gvPluginList` without its unused `char *` argument.
static inline char **navgraph_gvPluginList(GVC_t *gvc, const char *kind, int *count) {
    return gvPluginList(gvc, kind, count, NULL);
}

/// `free` for memory Graphviz hands over (`aglasterr`, `gvPluginList`, `navgraph_agwrite`).
static inline void navgraph_free(void *pointer) { free(pointer); }
