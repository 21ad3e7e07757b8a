#!/usr/bin/env python3
"""Counts lines' labels that sit on another line or on a node, in the SVGs `wiring render` draws.

A label is a line's text (an edge group's `<text>` outside its link): its box is its drawn text,
0.55 em a character wide (generous for Helvetica) and one em high from 0.8 em above the baseline.
It sits on another line when another edge's path (each cubic Bezier sampled at eleven steps,
joined by straight segments) passes through that box, and on a node when it overlaps a node's polygon or ellipse bounds.

    python3 scripts/line-labels.py 'pages/**/*.svg' other.svg

Prints each picture with such labels and the totals.
"""
import glob
import html
import re
import sys

GLYPH = 0.55


def bezier_points(path):
    """Points along an SVG path as Graphviz writes a line: `M x,y C x,y x,y x,y ...`."""
    corners = [tuple(map(float, p.split(','))) for p in re.findall(r'-?[\d.]+,-?[\d.]+', path)]
    points = corners[:1]
    at = 0
    while at + 3 < len(corners):
        p0, p1, p2, p3 = corners[at:at + 4]
        for step in range(1, 11):
            t = step / 10
            u = 1 - t
            points.append((u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
                           u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1]))
        at += 3
    return points


def crosses(a, b, box):
    """Whether the segment from a to b passes through the box's inside (Liang-Barsky clipping)."""
    x0, y0, x1, y1 = box
    dx, dy = b[0] - a[0], b[1] - a[1]
    low, high = 0.0, 1.0
    for p, q in ((-dx, a[0] - x0), (dx, x1 - a[0]), (-dy, a[1] - y0), (dy, y1 - a[1])):
        if p == 0:
            if q <= 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low >= high:
            return False
    return True


def analyse(path):
    """(labels, on another line, on a node, the texts of those that are) for one SVG."""
    text = open(path, encoding='utf-8').read()
    groups = re.split(r'(?=<g id="[^"]*" class="(?:node|edge|cluster)">)', text)
    labels, lines, nodes = [], [], []
    for index, group in enumerate(groups):
        head = re.match(r'<g id="([^"]*)" class="(node|edge|cluster)">', group)
        if not head:
            continue
        kind = head.group(2)
        if kind == 'edge':
            for d in re.findall(r'<path[^>]* d="([^"]*)"', group):
                lines.append((index, bezier_points(d)))
            tail = group.split('</a>')[-1] if '</a>' in group else ''
            for found in re.finditer(
                    r'<text text-anchor="middle" x="([-\d.]+)" y="([-\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)</text>', tail):
                x, y, size = float(found.group(1)), float(found.group(2)), float(found.group(3))
                words = html.unescape(found.group(4)).strip()
                width = len(words) * GLYPH * size
                labels.append((index, words, (x - width / 2, y - size * 0.8, x + width / 2, y + size * 0.2)))
        elif kind == 'node':
            xs, ys = [], []
            for points in re.findall(r'<polygon[^>]* points="([^"]*)"', group):
                for pair in points.split():
                    a, b = pair.split(',')
                    xs.append(float(a))
                    ys.append(float(b))
            for e in re.finditer(r'<ellipse[^>]* cx="([-\d.]+)" cy="([-\d.]+)" rx="([\d.]+)" ry="([\d.]+)"', group):
                cx, cy, rx, ry = map(float, e.groups())
                xs += [cx - rx, cx + rx]
                ys += [cy - ry, cy + ry]
            if xs:
                nodes.append((min(xs), min(ys), max(xs), max(ys)))
    on_line = on_node = 0
    bad = []
    for index, words, (x0, y0, x1, y1) in labels:
        hit_line = any(other != index and any(crosses(points[k - 1], points[k], (x0, y0, x1, y1)) for k in range(1, len(points)))
                       for other, points in lines)
        hit_node = any(x0 < b[2] and b[0] < x1 and y0 < b[3] and b[1] < y1 for b in nodes)
        on_line += hit_line
        on_node += hit_node
        if hit_line or hit_node:
            bad.append(words)
    return len(labels), on_line, on_node, bad


def main():
    totals = [0, 0, 0, 0]
    for pattern in sys.argv[1:]:
        for path in sorted(glob.glob(pattern, recursive=True)):
            count, on_line, on_node, bad = analyse(path)
            totals[0] += count
            totals[1] += on_line
            totals[2] += on_node
            totals[3] += 1
            if on_line or on_node:
                print(f"{path}: {count} labels, {on_line} on another line, {on_node} on a node: {bad[:6]}")
    print(f"total: {totals[3]} pictures, {totals[0]} labels, {totals[1]} on another line, {totals[2]} on a node")


if __name__ == '__main__':
    main()
