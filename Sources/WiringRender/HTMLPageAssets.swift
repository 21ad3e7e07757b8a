/// The style sheet of the interactive HTML page, inlined so the page stands alone. The drawing
/// takes the whole window under the header; the panel, the status line and the menus float
/// over it, so a fitted picture keeps all the room there is.
enum HTMLPageAssets {
    /// The page's CSS.
    static let css = #"""
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        html, body { margin: 0; height: 100%; font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1a1a1a; }
        body { display: flex; flex-direction: column; }
        button { font: inherit; }
        header { position: relative; display: flex; align-items: center; gap: 10px; padding: 6px 12px; border-bottom: 1px solid #ddd; background: #f7f9fc; }
        header h1 { font-size: 15px; margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 22%; flex: 0 1 auto; }
        #crumbs { display: flex; align-items: center; gap: 4px; flex: 1 1 auto; min-width: 0; white-space: nowrap; overflow: hidden; }
        #crumbs button { border: none; background: none; color: #1565c0; padding: 2px 4px; cursor: pointer; }
        #crumbs .here { font-weight: 600; overflow: hidden; text-overflow: ellipsis; }
        #crumbs .sep { color: #888; }
        #crumbs .hops { display: inline-flex; gap: 4px; align-items: center; margin-left: 6px; color: #444; }
        #crumbs .hops button { border: 1px solid #bbb; border-radius: 4px; background: white; color: inherit; min-width: 26px; }
        .search-box { position: relative; flex: 0 1 280px; min-width: 140px; }
        #search { width: 100%; padding: 4px 8px; border: 1px solid #bbb; border-radius: 4px; font: inherit; }
        #search-count { color: #666; min-width: 5em; font-size: 12px; }
        #results { position: absolute; top: 100%; left: 0; width: max(100%, 360px); z-index: 20; max-height: 60vh; overflow: auto; margin: 2px 0 0; padding: 0; list-style: none; background: white; border: 1px solid #bbb; border-radius: 4px; box-shadow: 0 4px 12px rgba(0,0,0,.12); }
        #results li { padding: 4px 8px; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        #results li.active, #results li:hover { background: #e3eaf3; }
        .result-name { font-weight: 600; }
        .muted { color: #666; }
        .tools { margin-left: auto; display: flex; gap: 4px; align-items: center; }
        .tools button, #filters summary { min-width: 32px; padding: 3px 8px; border: 1px solid #bbb; border-radius: 4px; background: white; cursor: pointer; }
        .tools button.active { background: #1f4e79; color: white; border-color: #1f4e79; }
        .tools button:disabled { opacity: .45; cursor: default; }
        #filters { position: relative; }
        #filters summary { list-style: none; white-space: nowrap; }
        #filters summary::-webkit-details-marker { display: none; }
        #filter-body { position: absolute; right: 0; top: calc(100% + 4px); z-index: 20; width: 320px; max-height: 75vh; overflow: auto; padding: 8px 10px; background: white; border: 1px solid #bbb; border-radius: 4px; box-shadow: 0 4px 12px rgba(0,0,0,.12); }
        #filter-body fieldset { border: 1px solid #e0e0e0; border-radius: 4px; margin: 0 0 8px; padding: 4px 8px 6px; }
        #filter-body legend { font-size: 12px; font-weight: 600; color: #444; }
        .filter-bar { display: flex; gap: 4px; margin-bottom: 4px; }
        .filter-bar button { padding: 0 6px; border: 1px solid #ccc; border-radius: 3px; background: #fafafa; cursor: pointer; font-size: 12px; }
        .filter-bar input { flex: 1; min-width: 0; font: inherit; font-size: 12px; padding: 0 4px; }
        .filter-list { display: flex; flex-direction: column; max-height: 240px; overflow: auto; font-size: 13px; }
        .filter-list label { flex: none; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        #help { position: absolute; right: 12px; top: calc(100% + 4px); z-index: 20; max-width: 440px; padding: 4px 12px; background: white; border: 1px solid #bbb; border-radius: 4px; box-shadow: 0 4px 12px rgba(0,0,0,.12); font-size: 13px; }
        kbd { font: 12px ui-monospace, Menlo, monospace; padding: 0 4px; border: 1px solid #ccc; border-radius: 3px; background: #f5f5f5; }
        .sides { display: flex; }
        .sides button { padding: 3px 10px; border: 1px solid #bbb; background: white; cursor: pointer; }
        .sides button:first-child { border-radius: 4px 0 0 4px; }
        .sides button:last-child { border-radius: 0 4px 4px 0; }
        .sides button.active { background: #1f4e79; color: white; border-color: #1f4e79; }
        .note { margin: 0; padding: 3px 12px; background: #fff8e1; color: #5d4037; font-size: 12px; }
        .notes summary { cursor: pointer; }
        .notes .more { color: #8d6e63; }
        main { flex: 1; position: relative; min-height: 0; }
        #canvas { position: absolute; inset: 0; overflow: hidden; cursor: grab; background: white; touch-action: none; outline: none; }
        #canvas:focus-visible { box-shadow: inset 0 0 0 2px #1565c0; }
        #canvas.dragging { cursor: grabbing; }
        #canvas svg { display: block; width: 100%; height: 100%; user-select: none; transform-origin: 50% 50%; will-change: transform; }
        #canvas.loading svg { display: none; }
        #matrix { position: absolute; inset: 0; overflow: auto; padding: 6px 12px; background: white; }
        #status { position: absolute; left: 12px; bottom: 10px; z-index: 5; max-width: 60%; padding: 4px 10px; border: 1px solid #e0c97f; border-radius: 4px; background: rgba(255,248,225,.96); color: #5d4037; font-size: 12px; }
        #panel { position: absolute; top: 0; right: 0; bottom: 0; z-index: 10; width: 360px; max-width: 90%; overflow: auto; padding: 10px 14px; border-left: 1px solid #ddd; background: rgba(252,252,253,.97); box-shadow: -2px 0 8px rgba(0,0,0,.08); }
        #panel:focus { outline: none; }
        #panel:focus-visible { box-shadow: inset 0 0 0 2px #1565c0; }
        #panel .panel-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px; }
        #panel h2 { font-size: 15px; margin: 0; word-break: break-all; flex: 1 1 auto; }
        #panel .close { order: 2; border: none; background: none; font-size: 18px; line-height: 1; cursor: pointer; color: #666; }
        #panel h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: #666; margin: 14px 0 4px; }
        #panel .type, #panel .id, #panel .place { font-family: ui-monospace, Menlo, monospace; font-size: 12px; color: #444; word-break: break-all; }
        #panel .place { color: #0d47a1; }
        #panel ul { list-style: none; margin: 0; padding: 0; }
        #panel li { padding: 2px 0; font-size: 13px; word-break: break-all; }
        #panel li button { border: none; background: none; padding: 0; color: #1565c0; cursor: pointer; text-align: left; word-break: break-all; }
        #panel .hint { color: #666; }
        #panel .kind { display: inline-block; font-size: 11px; padding: 1px 6px; border-radius: 8px; background: #e3eaf3; color: #1f4e79; }
        #panel .actions { display: flex; flex-wrap: wrap; gap: 4px; margin: 8px 0 2px; }
        #panel .actions button { padding: 2px 8px; border: 1px solid #bbb; border-radius: 4px; background: white; cursor: pointer; }
        #panel .actions input { width: 3.2em; font: inherit; padding: 1px 2px; }
        #panel .verdict { display: inline-block; margin-top: 4px; padding: 1px 6px; border-radius: 8px; background: #ffebee; color: #b71c1c; font-size: 12px; }
        #panel .verdict.calm { background: #e3f2fd; color: #0d47a1; }
        #panel .rule { font-size: 12px; color: #444; margin-top: 4px; }
        g.node { cursor: pointer; }
        g.node.opens { cursor: zoom-in; }
        g.edge { cursor: pointer; }
        g.node:focus { outline: none; }
        .filtered, .hidden-side { display: none; }
        svg.focusing g.node:not(.kept), svg.focusing g.edge:not(.kept), svg.focusing g.cluster:not(.kept) { opacity: .18; }
        g.node.selected polygon, g.node.selected path, g.node.selected ellipse, g.node.selected rect { stroke: #ff6f00; stroke-width: 3px; }
        g.node:focus-visible polygon, g.node:focus-visible path, g.node:focus-visible ellipse, g.node:focus-visible rect { stroke: #1565c0; stroke-width: 3px; }
        g.edge.related path { stroke: #ff6f00; stroke-width: 2.5px; }
        g.edge.related polygon { stroke: #ff6f00; fill: #ff6f00; }
        g.node.match polygon, g.node.match path, g.node.match ellipse, g.node.match rect { stroke: #d500f9; stroke-width: 3px; }
        svg.drawn text { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; text-anchor: middle; pointer-events: none; }
        svg.drawn text.name { font-size: 12px; font-weight: 600; fill: #1a1a1a; }
        svg.drawn text.sub { font-size: 10px; fill: #555; }
        svg.drawn path.hit { stroke: transparent; stroke-width: 10px; fill: none; }
        svg.drawn g.edge path:not(.hit) { stroke-width: 1.4px; }
        svg.drawn g.node.seed rect { stroke: #ff6f00; stroke-width: 3px; }
        table.matrix { border-collapse: separate; border-spacing: 0; font-size: 12px; }
        table.matrix th { background: #f7f9fc; font-weight: 500; }
        table.matrix th.corner { position: sticky; top: 0; left: 0; z-index: 3; text-align: left; color: #666; padding: 2px 6px; }
        table.matrix th.column { position: sticky; top: 0; z-index: 2; min-width: 26px; padding: 2px; border-bottom: 1px solid #ccc; }
        table.matrix th.row { position: sticky; left: 0; z-index: 1; max-width: 320px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; text-align: left; border-right: 1px solid #ccc; }
        table.matrix th.row button { border: none; background: none; color: #1565c0; cursor: pointer; padding: 0 6px; }
        table.matrix td { min-width: 26px; height: 22px; padding: 0 3px; text-align: center; border: 1px solid #f0f0f0; }
        table.matrix td[tabindex] { cursor: pointer; background: rgba(31, 78, 121, calc(var(--weight) * .55)); }
        table.matrix td.back { background: rgba(211, 47, 47, calc(var(--weight) * .6)); }
        table.matrix td.inner { background: #eceff1; color: #666; }
        table.matrix td:focus-visible { outline: 2px solid #ff6f00; }
        """#
}
