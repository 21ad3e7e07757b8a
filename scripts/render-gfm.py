#!/usr/bin/env python3
"""Renders GitHub-flavoured Markdown from standard input to HTML on standard output, with
cmark-gfm (the renderer GitHub uses, from PyPI's `cmarkgfm`) and GitHub's extensions: tables,
autolinks, strikethrough, task lists. Raw HTML is kept, as GitHub keeps its safe part.

    python3 scripts/render-gfm.py < report.md > report.html

Exit status 3 when cmarkgfm is not installed (`pip install cmarkgfm`).
"""
import sys

try:
    import cmarkgfm
    from cmarkgfm.cmark import Options
except ImportError:
    sys.stderr.write("render-gfm: needs the cmarkgfm package (pip install cmarkgfm)\n")
    sys.exit(3)

text = sys.stdin.buffer.read().decode("utf-8")
sys.stdout.write(cmarkgfm.github_flavored_markdown_to_html(text, options=Options.CMARK_OPT_UNSAFE))
