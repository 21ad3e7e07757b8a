#!/usr/bin/env python3
"""The diff a team would script without Wiring: networkx over two snapshot files.

Loads both JSON snapshots, builds a networkx MultiDiGraph for each (edges keyed by kind and
label, as Wiring identifies them), and reports added and removed nodes and edges and the new
crossings, by the same rule as GraphIndex.crossing(for:) in Sources/WiringModel:

- dependency, plugin and adapts edges always cross;
- resolves edges cross when the two nodes have different parents, or else different modules;
- holds edges cross when the two nodes' types are in different modules;
- an edge from a node to itself never crosses.

Usage: networkx_diff.py BEFORE.json AFTER.json  (prints a short summary; exit 1 on new crossings)
"""
import json
import re
import sys

import networkx as nx

_PREFIXES = ("any ", "some ", "(", "[")
_MODULE = re.compile(r"[A-Za-z0-9_]*")


def module_of(type_name):
    for prefix in _PREFIXES:
        if type_name.startswith(prefix):
            type_name = type_name[len(prefix):]
    return _MODULE.match(type_name).group(0)


def load(path):
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    graph = nx.MultiDiGraph()
    for node in document["nodes"]:
        graph.add_node(node["id"], kind=node["kind"], type=node["type"], parent=node.get("parent"))
    for edge in document["edges"]:
        key = (edge["kind"], edge.get("label"))
        graph.add_edge(edge["from"], edge["to"], key=key, kind=edge["kind"])
    return graph


def crosses(graph, tail, head, kind):
    if tail == head:
        return False
    if kind in ("dependency", "plugin", "adapts"):
        return True
    a, b = graph.nodes[tail], graph.nodes[head]
    if kind == "resolves":
        return a["parent"] != b["parent"] or module_of(a["type"]) != module_of(b["type"])
    if kind == "holds":
        return module_of(a["type"]) != module_of(b["type"])
    return False


def crossings(graph):
    return {(u, v, k) for u, v, k, data in graph.edges(keys=True, data=True) if crosses(graph, u, v, data["kind"])}


def main(before_path, after_path):
    before, after = load(before_path), load(after_path)
    added_nodes = sorted(set(after.nodes) - set(before.nodes))
    removed_nodes = sorted(set(before.nodes) - set(after.nodes))
    before_edges = set(before.edges(keys=True))
    after_edges = set(after.edges(keys=True))
    added_edges = sorted(after_edges - before_edges, key=repr)
    removed_edges = sorted(before_edges - after_edges, key=repr)
    new_crossings = sorted(crossings(after) - crossings(before), key=repr)
    print(f"{len(added_nodes)} nodes added, {len(removed_nodes)} removed; "
          f"{len(added_edges)} edges added, {len(removed_edges)} removed; "
          f"{len(new_crossings)} new crossings")
    return 1 if new_crossings else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
