#!/usr/bin/env python3
"""Lays out a DOT file with pygraphviz and writes SVG: the Python route to a Wiring diagram.

Usage: pygraphviz_render.py GRAPH.dot OUT.svg
"""
import sys

import pygraphviz


def main(dot_path, svg_path):
    graph = pygraphviz.AGraph(dot_path)
    graph.layout(prog="dot")
    graph.draw(svg_path, format="svg")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
