extension HTMLPageScript {
    /// Draws a set of graph nodes and the edges between them as a picture of the page's own:
    /// each node a box with its name and, under it, its kind and module; each pair of nodes one
    /// line, however many edges it stands for.
    static let drawing = #"""
        var measure = document.createElement("canvas").getContext("2d");
        var FONT = '-apple-system, "Segoe UI", Helvetica, Arial, sans-serif';
        function textWidth(text, font) { measure.font = font; return measure.measureText(text).width; }
        // The text cut to a width, ending in an ellipsis when cut.
        function fitted(text, font, width) {
          if (textWidth(text, font) <= width) { return text; }
          var low = 0, high = text.length;
          while (low < high) {
            var middle = Math.ceil((low + high) / 2);
            if (textWidth(text.slice(0, middle) + "…", font) <= width) { low = middle; } else { high = middle - 1; }
          }
          return text.slice(0, low) + "…";
        }
        var NAME_FONT = "600 12px " + FONT, SUB_FONT = "10px " + FONT, BOX_MAX = 300;
        function subtitle(n) { return n.kind + (n.module && n.module !== n.name ? " · " + n.module : ""); }
        // model: { nodes: [graph node], seeds: [graph node], edges: [graph edge] }.
        function drawModel(model) {
          var index = new Map();
          model.nodes.forEach(function (g, i) { index.set(g, i); });
          var lines = [], lineOf = new Map();
          model.edges.forEach(function (e) {
            var a = index.get(edges[e].from), b = index.get(edges[e].to);
            if (a === undefined || b === undefined || a === b) { return; }
            var key = a + ">" + b;
            if (!lineOf.has(key)) { lineOf.set(key, lines.length); lines.push({ from: a, to: b, edges: [] }); }
            lines[lineOf.get(key)].edges.push(e);
          });
          var labels = model.nodes.map(function (g) {
            var n = nodes[g];
            var name = fitted(n.name, NAME_FONT, BOX_MAX - 20), sub = fitted(subtitle(n), SUB_FONT, BOX_MAX - 20);
            return { name: name, sub: sub, w: Math.ceil(Math.max(textWidth(name, NAME_FONT), textWidth(sub, SUB_FONT)) + 22), h: 38 };
          });
          var area = 0;
          labels.forEach(function (l) { area += (l.w + 28) * (l.h + 56); });
          var size = canvasSize();
          var wrap = Math.max(size.w * 0.9, Math.sqrt(area * size.w / size.h));
          var laid = layered(labels, lines.map(function (l) { return [l.from, l.to]; }), wrap);
          var margin = 24, width = laid.width + 2 * margin, height = laid.height + 2 * margin;
          var svg = document.createElementNS(SVG_NS, "svg");
          svg.setAttribute("class", "drawn");
          svg.setAttribute("viewBox", "0 0 " + width + " " + height);
          svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
          var defs = svgAdd(svg, "defs", {});
          var kinds = new Set();
          lines.forEach(function (l) { kinds.add(edges[l.edges[0]].kind); });
          kinds.forEach(function (kind) {
            var marker = svgAdd(defs, "marker", {
              id: "arrow-" + kind.replace(/[^a-z]/g, ""), viewBox: "0 0 10 10", refX: "9", refY: "5",
              markerWidth: "9", markerHeight: "9", markerUnits: "userSpaceOnUse", orient: "auto"
            });
            svgAdd(marker, "path", { d: "M0,0L10,5L0,10z", fill: (data.look.edges[kind] || "#555") });
          });
          var all = svgAdd(svg, "g", { transform: "translate(" + margin + "," + margin + ")" });
          var lineGroup = svgAdd(all, "g", {}), nodeGroup = svgAdd(all, "g", {});
          var lineElements = [], nodeElements = [];
          lines.forEach(function (l, li) {
            var route = laid.routes[li];
            if (!route) { return; }
            var first = edges[l.edges[0]], color = data.look.edges[first.kind] || "#555";
            var g = svgAdd(lineGroup, "g", { "class": "edge" });
            var d = curve(route);
            svgAdd(g, "path", { d: d, "class": "hit" });
            var line = svgAdd(g, "path", { d: d, stroke: color, fill: "none", "marker-end": "url(#arrow-" + first.kind.replace(/[^a-z]/g, "") + ")" });
            if (!first.resolved || first.kind === "imports") { line.setAttribute("stroke-dasharray", first.kind === "imports" ? "5,3" : "2,3"); }
            svgAdd(g, "title", {}, nodeName(model.nodes[l.from]) + " → " + nodeName(model.nodes[l.to]) + " · " + plural(l.edges.length, "edge"));
            lineElements[li] = g;
            g.__line = li;
          });
          var seeds = new Set(model.seeds || []);
          model.nodes.forEach(function (g, i) {
            var n = nodes[g], look = data.look.nodes[n.kind] || ["#fff", "#555"], label = labels[i];
            var x = laid.x[i] - label.w / 2, y = laid.y[i] - label.h / 2;
            var group = svgAdd(nodeGroup, "g", { "class": "node" + (seeds.has(g) ? " seed" : ""), tabindex: "0", role: "button" });
            group.setAttribute("aria-label", n.name + ", " + n.kind);
            svgAdd(group, "rect", {
              x: x.toFixed(1), y: y.toFixed(1), width: label.w, height: label.h, rx: 5,
              fill: n.resolved ? look[0] : "#f7f7f7", stroke: n.resolved ? look[1] : "#9e9e9e"
            });
            if (!n.resolved) { group.lastChild.setAttribute("stroke-dasharray", "4,3"); }
            svgAdd(group, "text", { x: laid.x[i].toFixed(1), y: (y + 16).toFixed(1), "class": "name" }, label.name);
            svgAdd(group, "text", { x: laid.x[i].toFixed(1), y: (y + 30).toFixed(1), "class": "sub" }, label.sub);
            svgAdd(group, "title", {}, n.type + (n.place ? "\n" + n.place : ""));
            group.__node = i;
            nodeElements.push(group);
          });
          var shown = new Map();
          model.nodes.forEach(function (g, i) { shown.set(g, i); });
          var first = (model.seeds || []).length ? shown.get(model.seeds[0]) : undefined;
          return {
            centre: first === undefined ? null : { x: laid.x[first] + margin, y: laid.y[first] + margin },
            svg: svg, bounds: { x: 0, y: 0, w: width, h: height }, nameSize: 12, view: null, model: model, lines: lines,
            node: function (e) { return e.__node === undefined ? null : { g: model.nodes[e.__node], cn: e.__node }; },
            edge: function (e) { return e.__line === undefined ? null : { line: e.__line }; },
            nodeElement: function (i) { return nodeElements[i] || null; },
            lineElement: function (i) { return lineElements[i] || null; },
            shown: function (g) { var i = shown.get(g); return i === undefined ? null : i; },
            box: function (i) { var l = labels[i]; return { x: laid.x[i] - l.w / 2 + margin, y: laid.y[i] - l.h / 2 + margin, w: l.w, h: l.h }; }
          };
        }
        """#
}
