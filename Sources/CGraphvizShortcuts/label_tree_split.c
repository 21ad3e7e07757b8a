#define _GNU_SOURCE
#include "CGraphvizShortcuts.h"
#include "shortcuts_state.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Graphviz places external labels (`xlabel`) with an R-tree of integer rectangles (its
   lib/label). A node holds 64 branches; when a 65th arrives, `SplitNode` shares the 65 between
   the full node and a new one by Guttman's quadratic method:

   - The seeds are the pair whose covering rectangle "wastes" the most area: the covering area
     less both areas, in 32-bit unsigned arithmetic (so a pair that overlaps wraps around to a
     large waste); the first pair found wins a tie, and with no waste anywhere, the first
     rectangle seeds both groups.
   - Then, one at a time, the rectangle whose two growths (a group's covering area with it, less
     without it, as an int) differ the most joins the group it grows less (the first group on a
     tie of growths; among equal differences the earliest rectangle, unless a later one would
     join a smaller group). Once a group holds `NODECARD + 1 - MinFill`, the other takes the rest.
   - The full node is cleared, a node is made with `RTreeNewNode`, both get the old level, and
     the branches are added in order with `AddBranch`.

   Graphviz 2.42's `RectArea` computes `(right - left) × top - bottom` in 32-bit unsigned
   arithmetic (an operator-precedence slip in its overflow check; an undefined rectangle, whose
   left exceeds its right, has area 0), and `CombineRect` returns the other rectangle when one is
   undefined. The split below computes exactly those values, inline rather than through two
   library calls for each of the 2,080 pairs. The one step whose compiled arithmetic is not
   pinned down by C, the difference of two growths as an int, is checked: when it would overflow,
   the split is handed to Graphviz's own. */

enum { node_capacity = 64, split_count = node_capacity + 1 };

/* The layouts of Graphviz 2.42's lib/label structures (index.h, node.h, rectangle.h, split.q.h),
   checked once on a tree from libgvc's `RTreeOpen` before the shortcut first runs. */
typedef struct { int boundary[4]; } label_rectangle;
typedef struct label_node label_node;
typedef struct { label_rectangle rect; label_node *child; } label_branch;
struct label_node {
    int count;
    int level;
    label_branch branch[node_capacity];
};
typedef struct {
    int partition[split_count];
    int taken[split_count];
    int count[2];
    label_rectangle cover[2];
    int area[2];
} label_partition;
typedef struct {
    label_branch branches[split_count];
    label_rectangle cover;
    unsigned int cover_area;
    label_partition partitions[1];
} label_split_state;
typedef struct {
    label_node *root;
    label_split_state split;
    int min_fill;
    long elapsed_time;
    float user_time, system_time;
    int deleting;
    int stat_flag;
    int insert_count, delete_count, reinsert_count, insert_split_count, delete_split_count;
    int eliminated_count, evaluated_count, insert_touch_count, delete_touch_count, search_touch_count, call_count;
    float split_merit_sum;
    int rectangle_count, node_count, leaf_count, non_leaf_count, entry_count, search_count, hit_count;
} label_tree;

/* libgvc's exported R-tree functions. */
extern label_node *RTreeNewNode(label_tree *tree);
extern void InitNode(label_node *node);
extern int AddBranch(label_tree *tree, label_branch *branch, label_node *node, label_node **made);
extern label_tree *RTreeOpen(void);
extern void RTreeFreeNode(label_tree *tree, label_node *node);

typedef void (*split_function)(label_tree *, label_node *, label_branch *, label_node **);

/* libgvc's own function, found on first need. */
static split_function library_function = NULL;

static split_function graphviz_split(void) {
    if (!library_function) library_function = (split_function)dlsym(RTLD_NEXT, "SplitNode");
    return library_function;
}

/* A rectangle as Graphviz's lib/label holds one: left, bottom, right, top. */
typedef struct { int32_t left, bottom, right, top; } label_box;

static inline int undefined(label_box rectangle) { return rectangle.left > rectangle.right; }

/* Graphviz 2.42's `RectArea`, as computed there. */
static inline uint32_t area_of(label_box rectangle) {
    if (undefined(rectangle)) return 0;
    uint32_t width = (uint32_t)rectangle.right - (uint32_t)rectangle.left;
    return width * (uint32_t)rectangle.top - (uint32_t)rectangle.bottom;
}

/* `area_of` the rectangle covering two defined ones, given as edges. */
static inline uint32_t covering_area(int32_t left1, int32_t bottom1, int32_t right1, int32_t top1,
                                     int32_t left2, int32_t bottom2, int32_t right2, int32_t top2) {
    uint32_t left = (uint32_t)(left1 < left2 ? left1 : left2), bottom = (uint32_t)(bottom1 < bottom2 ? bottom1 : bottom2);
    uint32_t right = (uint32_t)(right1 > right2 ? right1 : right2), top = (uint32_t)(top1 > top2 ? top1 : top2);
    return (right - left) * top - bottom;
}

/* Graphviz's `CombineRect(one, other)`. */
static inline label_box combined(label_box one, label_box other) {
    if (undefined(one)) return other;
    if (undefined(other)) return one;
    return (label_box){
        one.left < other.left ? one.left : other.left, one.bottom < other.bottom ? one.bottom : other.bottom,
        one.right > other.right ? one.right : other.right, one.top > other.top ? one.top : other.top,
    };
}

/* The split with the arithmetic inline. With `exact_only`, returns 0 and changes nothing where
   the result could differ from Graphviz's (statistics kept, or a difference of growths that
   overflows an int); otherwise a difference that overflows wraps around. */
static int split_inline(label_tree *tree, label_node *node, label_branch *extra, label_node **made, int exact_only) {
    if (exact_only && tree->stat_flag) return 0;
    label_branch branches[split_count];
    memcpy(branches, node->branch, sizeof node->branch);
    branches[node_capacity] = *extra;
    /* With every rectangle defined, every covering rectangle is too, and combining is a plain
       minimum and maximum of edges: the loops below take that path. */
    label_box boxes[split_count];
    int32_t left[split_count], bottom[split_count], right[split_count], top[split_count];
    uint32_t area[split_count];
    int all_defined = 1;
    for (int index = 0; index < split_count; index++) {
        const int *edges = branches[index].rect.boundary;
        boxes[index] = (label_box){edges[0], edges[1], edges[2], edges[3]};
        left[index] = edges[0];
        bottom[index] = edges[1];
        right[index] = edges[2];
        top[index] = edges[3];
        area[index] = area_of(boxes[index]);
        if (undefined(boxes[index])) all_defined = 0;
    }

    uint32_t worst = 0;
    int seed0 = 0, seed1 = 0;
    for (int first = 0; first < node_capacity; first++) {
        /* Each row's wastes first (a loop the compiler vectorises), then the first largest. */
        uint32_t waste[split_count];
        if (all_defined) {
            int32_t row_left = left[first], row_bottom = bottom[first], row_right = right[first], row_top = top[first];
            uint32_t row_area = area[first];
            for (int second = first + 1; second < split_count; second++) {
                waste[second] = covering_area(row_left, row_bottom, row_right, row_top, left[second], bottom[second], right[second], top[second])
                    - row_area - area[second];
            }
        } else {
            for (int second = first + 1; second < split_count; second++) {
                waste[second] = area_of(combined(boxes[first], boxes[second])) - area[first] - area[second];
            }
        }
        for (int second = first + 1; second < split_count; second++) {
            if (waste[second] > worst) {
                worst = waste[second];
                seed0 = first;
                seed1 = second;
            }
        }
    }

    /* As in Graphviz, a branch no group took (only when one rectangle seeded both) is dropped. */
    int group_of[split_count];
    int taken[split_count] = {0};
    for (int index = 0; index < split_count; index++) group_of[index] = -1;
    int count[2] = {0, 0};
    label_box cover[2];
    int32_t cover_area[2] = {0, 0};
#define CLASSIFY(member, group) do { \
        int member_ = (member), group_ = (group); \
        group_of[member_] = group_; \
        taken[member_] = 1; \
        cover[group_] = count[group_] == 0 ? boxes[member_] : combined(boxes[member_], cover[group_]); \
        cover_area[group_] = (int32_t)area_of(cover[group_]); \
        count[group_]++; \
    } while (0)
    CLASSIFY(seed0, 0);
    CLASSIFY(seed1, 1);
    /* `with[group][index]`: the area of the group's cover with the rectangle added. It changes
       only when that group's cover does, so it is kept between rounds. */
    uint32_t with[2][split_count];
    for (int group = 0; group < 2; group++) {
        for (int index = 0; index < split_count; index++) {
            with[group][index] = all_defined
                ? covering_area(left[index], bottom[index], right[index], top[index],
                                cover[group].left, cover[group].bottom, cover[group].right, cover[group].top)
                : area_of(combined(boxes[index], cover[group]));
        }
    }
    int limit = split_count - tree->min_fill;
    while (count[0] + count[1] < split_count && count[0] < limit && count[1] < limit) {
        int32_t biggest = -1;
        int chosen = 0, better = 0;
        for (int index = 0; index < split_count; index++) {
            if (taken[index]) continue;
            int32_t growth0 = (int32_t)(with[0][index] - (uint32_t)cover_area[0]);
            int32_t growth1 = (int32_t)(with[1][index] - (uint32_t)cover_area[1]);
            int64_t exact = (int64_t)growth1 - growth0;
            if (exact_only && (exact > INT32_MAX || exact <= INT32_MIN)) return 0;
            int32_t difference = (int32_t)(uint32_t)exact;
            int group = 0;
            if (difference < 0) {
                group = 1;
                difference = (int32_t)(0u - (uint32_t)difference);
            }
            if (difference > biggest) {
                biggest = difference;
                chosen = index;
                better = group;
            } else if (difference == biggest && count[group] < count[better]) {
                chosen = index;
                better = group;
            }
        }
        label_box before = cover[better];
        CLASSIFY(chosen, better);
        label_box after = cover[better];
        if (before.left != after.left || before.bottom != after.bottom || before.right != after.right || before.top != after.top) {
            for (int index = 0; index < split_count; index++) {
                with[better][index] = all_defined
                    ? covering_area(left[index], bottom[index], right[index], top[index], after.left, after.bottom, after.right, after.top)
                    : area_of(combined(boxes[index], after));
            }
        }
    }
    if (count[0] + count[1] < split_count) {
        int group = count[0] >= limit ? 1 : 0;
        for (int index = 0; index < split_count; index++) {
            if (!taken[index]) CLASSIFY(index, group);
        }
    }
#undef CLASSIFY

    int level = node->level;
    InitNode(node);
    *made = RTreeNewNode(tree);
    (*made)->level = node->level = level;
    for (int index = 0; index < split_count; index++) {
        if (group_of[index] >= 0) AddBranch(tree, &branches[index], group_of[index] == 0 ? node : *made, NULL);
    }
    return 1;
}

/* 1 when a tree from libgvc's `RTreeOpen` looks as `label_tree` describes it (one node, a leaf,
   every other field zero), -1 when not, 0 until checked. */
static atomic_int layout_checked = 0;

/* Whether the structures above are libgvc's, checked once on a tree of its own. */
static int layout_matches(void) {
    int known = atomic_load_explicit(&layout_checked, memory_order_relaxed);
    if (known != 0) return known == 1;
    label_tree *tree = RTreeOpen();
    int matches = 0;
    if (tree) {
        matches = tree->root != NULL && tree->root->count == 0 && tree->root->level == 0
            && tree->node_count == 1 && tree->leaf_count == 1 && tree->non_leaf_count == 0
            && tree->min_fill == 0 && tree->stat_flag == 0 && tree->deleting == 0 && tree->entry_count == 0;
        free(tree->root);
        free(tree);
    }
    atomic_store_explicit(&layout_checked, matches ? 1 : -1, memory_order_relaxed);
    return matches;
}

/* Graphviz's node split, as libgvc's `AddBranch` sees it; see CGraphvizShortcuts.h. */
void SplitNode(label_tree *tree, label_node *node, label_branch *extra, label_node **made) {
    if (wiring_shortcuts_active() && layout_matches() && split_inline(tree, node, extra, made, 1)) return;
    split_function function = graphviz_split();
    if (function && function != SplitNode) {
        function(tree, node, extra, made);
        return;
    }
    /* Without libgvc's own function (never on ELF systems, where libgvc is what calls this),
       the inline split still shares the branches. */
    split_inline(tree, node, extra, made, 0);
}

/* A tree of its own and a full node holding the first 64 of `rectangles`, for the comparison. */
static label_tree *full_node_tree(const int *rectangles, int level, label_node **node, label_branch *extra) {
    label_tree *tree = RTreeOpen();
    if (!tree) return NULL;
    *node = RTreeNewNode(tree);
    (*node)->level = level;
    for (int index = 0; index < split_count; index++) {
        label_branch branch;
        memcpy(branch.rect.boundary, rectangles + 4 * index, sizeof branch.rect.boundary);
        /* Payloads only need to be told apart and never be NULL. */
        branch.child = (label_node *)(uintptr_t)(0x1000 + 16 * index);
        if (index < node_capacity) {
            (*node)->branch[index] = branch;
        } else {
            *extra = branch;
        }
    }
    (*node)->count = node_capacity;
    return tree;
}

static int same_node(const label_node *one, const label_node *other) {
    if (one->count != other->count || one->level != other->level) return 0;
    for (int index = 0; index < node_capacity; index++) {
        if (memcmp(one->branch[index].rect.boundary, other->branch[index].rect.boundary, sizeof one->branch[index].rect.boundary) != 0) return 0;
        if (one->branch[index].child != other->branch[index].child) return 0;
    }
    return 1;
}

int wiring_split_matches_graphviz(const int *rectangles, int level, int *shortcut_taken) {
    split_function function = graphviz_split();
    if (!function || function == SplitNode || !layout_matches()) return -1;
    label_node *ours = NULL, *theirs = NULL, *our_new = NULL, *their_new = NULL;
    label_branch our_extra, their_extra;
    label_tree *our_tree = full_node_tree(rectangles, level, &ours, &our_extra);
    label_tree *their_tree = full_node_tree(rectangles, level, &theirs, &their_extra);
    if (!our_tree || !their_tree) return -1;
    int taken = split_inline(our_tree, ours, &our_extra, &our_new, 1);
    if (shortcut_taken) *shortcut_taken = taken;
    if (!taken) function(our_tree, ours, &our_extra, &our_new);
    function(their_tree, theirs, &their_extra, &their_new);
    int same = same_node(ours, theirs) && same_node(our_new, their_new);
    /* Both trees' other fields, their counters included, must agree too. */
    if (memcmp(&our_tree->min_fill, &their_tree->min_fill, sizeof(label_tree) - offsetof(label_tree, min_fill)) != 0) same = 0;
    free(ours);
    free(our_new);
    free(theirs);
    free(their_new);
    free(our_tree->root);
    free(their_tree->root);
    free(our_tree);
    free(their_tree);
    return same;
}
