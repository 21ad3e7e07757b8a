extension HTMLPageScript {
    /// Selection: what a click or a key chose, marked in the picture (the rest dimmed), and the
    /// panel beside it: a node's facts, ports, dependencies and dependents with their source
    /// lines; a box's members and the way in; an edge's underlying edges with file and line.
    static let panel = #"""
        var marked = [], LIST_LIMIT = 100;
        function markElement(e, className) { if (e) { e.classList.add(className); marked.push([e, className]); } }
        function clearMarks() {
          marked.forEach(function (m) { m[0].classList.remove(m[1]); });
          marked = [];
          if (pic) { pic.svg.classList.remove("focusing"); }
        }
        function clearSelection() {
          clearMarks();
          panel.textContent = "";
          panel.hidden = true;
        }
        function openPanel(title) {
          panel.textContent = "";
          panel.hidden = false;
          var head = add(panel, "div", null, "panel-head");
          add(head, "h2", title);
          button(head, "×", clearSelection, "Close (Esc)").className = "close";
          return head;
        }
        // Marks a node of the current picture and its lines, dimming the rest.
        function markAround(i) {
          clearMarks();
          if (!pic || i === null) { return; }
          pic.svg.classList.add("focusing");
          var own = pic.nodeElement(i);
          markElement(own, "selected");
          markElement(own, "kept");
          if (pic.view !== null) {
            views[pic.view].edges.forEach(function (x, k) {
              if (x.from !== i && x.to !== i) { return; }
              var other = x.from === i ? x.to : x.from;
              markElement(pic.edgeElement(k), "kept");
              markElement(pic.edgeElement(k), "related");
              markElement(pic.nodeElement(other), "kept");
            });
          } else {
            pic.lines.forEach(function (l, k) {
              if (l.from !== i && l.to !== i) { return; }
              markElement(pic.lineElement(k), "kept");
              markElement(pic.lineElement(k), "related");
              markElement(pic.nodeElement(l.from === i ? l.to : l.from), "kept");
            });
          }
          if (pic.view !== null) { var c = pic.clusterElement(i); markElement(c, "kept"); }
          var box = pic.view !== null && own ? boxOf(own) : pic.box ? pic.box(i) : null;
          reveal(box);
        }
        // An element's box in the picture's units, from where it is on the screen.
        function boxOf(e) {
          var r = e.getBoundingClientRect(), area = pic.svg.getBoundingClientRect(), vb = pic.svg.viewBox.baseVal;
          if (!area.width || !vb || !vb.width) { return null; }
          var k = vb.width / area.width;
          return { x: vb.x + (r.left - area.left) * k, y: vb.y + (r.top - area.top) * k, w: r.width * k, h: r.height * k };
        }
        function where(place) { return place ? place : ""; }
        function edgeLine(list, e, end) {
          var x = edges[e], li = add(list, "li");
          var other = end === "to" ? x.to : x.from;
          button(li, nodeName(other), function () { selectNode(other); }, nodes[other].type);
          add(li, "span", " · " + x.kind + (x.label ? " (" + x.label + ")" : "") + (x.side ? " · " + x.side : ""), "muted");
          if (x.place) { add(li, "div", x.place, "place"); }
          if (x.verdict) { verdict(li, x); }
        }
        function verdict(parent, x) {
          var box = add(parent, "div");
          add(box, "span", x.verdict, x.mark === "newCrossing" ? "verdict" : "verdict calm");
          if (x.rule) { add(box, "div", "rule: " + x.rule, "rule"); }
        }
        function edgeList(title, list, end) {
          add(panel, "h3", title + " (" + list.length + ")");
          var ul = add(panel, "ul");
          list.slice(0, LIST_LIMIT).forEach(function (e) { edgeLine(ul, e, end); });
          if (list.length > LIST_LIMIT) { add(ul, "li", "and " + (list.length - LIST_LIMIT) + " more", "muted"); }
        }
        // The view that draws a graph node as itself, if any.
        var drawnIn = null;
        function viewDrawing(g) {
          if (!drawnIn) {
            drawnIn = new Map();
            views.forEach(function (view, v) { view.nodes.forEach(function (n) { if (n.node !== undefined && !drawnIn.has(n.node)) { drawnIn.set(n.node, v); } }); });
          }
          return drawnIn.has(g) ? drawnIn.get(g) : null;
        }
        function actions(parent, g, members) {
          var bar = add(parent, "div", null, "actions");
          var hops = add(bar, "input");
          hops.type = "number"; hops.min = "1"; hops.max = String(MAX_HOPS); hops.value = String(lastHops);
          hops.setAttribute("aria-label", "Hops");
          hops.title = "How many edges away, either way";
          button(bar, "Focus", function () { lastHops = clamp(parseInt(hops.value, 10) || 1, 1, MAX_HOPS); focus(members, lastHops); },
            "This node and everything within that many edges of it");
          if (g !== undefined && g !== null) {
            button(bar, pathStart !== null && pathStart !== g ? "Path to here" : "Path from here", function () {
              if (pathStart !== null && pathStart !== g) { path(pathStart, g, false); } else { startPath(g); }
            }, "The paths between this node and another (P)");
            var v = viewDrawing(g);
            if (v !== null && !(pic && pic.view === v)) {
              button(bar, "Show in picture", function () { openView(v); selectNode(g); }, "The drawn view that holds it");
            }
          }
        }
        // A graph node: its facts, and its edges in the whole graph.
        function nodePanel(g, members) {
          var n = nodes[g];
          var head = openPanel(n.name);
          add(head, "span", n.kind, "kind");
          if (n.side) { add(head, "span", " " + n.side); }
          if (!n.resolved) { add(head, "span", " not resolved", "muted"); }
          add(panel, "div", n.type, "type");
          if (n.module) { add(panel, "div", "module: " + n.module, "muted"); }
          add(panel, "div", "id: " + n.id, "id");
          if (n.key) { add(panel, "div", "key: " + n.key); }
          if (n.life) { add(panel, "div", "life: " + n.life); }
          if (n.place) { add(panel, "div", "made at: " + n.place, "place"); }
          if (n.declared) { add(panel, "div", "declared at: " + n.declared, "place"); }
          if (n.attributes) {
            Object.keys(n.attributes).forEach(function (k) { if (k !== "members" && k !== "innerEdges") { add(panel, "div", k + ": " + n.attributes[k], "muted"); } });
          }
          actions(panel, g, members && members.length ? members : [g]);
          if (n.ports.length) {
            add(panel, "h3", "Ports (" + n.ports.length + ")");
            var ul = add(panel, "ul");
            n.ports.forEach(function (p) {
              var li = add(ul, "li", p.name + ": " + p.type + " · " + p.origin + (p.made ? "" : " (not made)"));
              if (p.place) { add(li, "div", p.place, "place"); }
            });
          }
          edgeList("Dependencies", outgoing[g], "to");
          edgeList("Dependents", incoming[g], "from");
        }
        // A box of a view: what it stands for, and the way into it.
        function boxPanel(v, i) {
          var n = views[v].nodes[i], members = membersOf(v, i);
          if (n.node !== undefined) { nodePanel(n.node, members); } else {
            var head = openPanel(n.name);
            add(head, "span", n.kind, "kind");
            actions(panel, null, members);
          }
          var bar = panel.querySelector(".actions");
          if (n.opens !== undefined) { button(bar, "Open", function () { openView(n.opens); }, "Its picture (Enter)"); }
          if (members.length > 1 || n.node === undefined) {
            add(panel, "h3", "Inside (" + members.length + ")");
            var ul = add(panel, "ul");
            members.slice(0, LIST_LIMIT).forEach(function (g) {
              var li = add(ul, "li");
              button(li, nodes[g].name, function () { selectNode(g); }, nodes[g].type);
              add(li, "span", " · " + nodes[g].kind, "muted");
            });
            if (members.length > LIST_LIMIT) { add(ul, "li", "and " + (members.length - LIST_LIMIT) + " more", "muted"); }
          }
        }
        // Selects a graph node: in the current picture if it is there (or the box it is in), and in the panel.
        function selectNode(g) {
          if (pathStart !== null && pathStart !== g) { path(pathStart, g, false); return; }
          var i = pic ? pic.shown(g) : null;
          markAround(i);
          nodePanel(g);
        }
        function selectBox(v, i) {
          markAround(i);
          boxPanel(v, i);
        }
        // The graph edges a line of the picture stands for.
        function underlying(entity) {
          if (entity.line !== undefined) { return pic.lines[entity.line].edges; }
          var x = views[entity.view].edges[entity.ve], kinds = x.kinds || [x.kind];
          var from = new Set(membersOf(entity.view, x.from)), to = new Set(membersOf(entity.view, x.to)), found = [];
          from.forEach(function (g) {
            outgoing[g].forEach(function (e) { if (to.has(edges[e].to) && kinds.indexOf(edges[e].kind) >= 0) { found.push(e); } });
          });
          if (!found.length && x.edge !== undefined) { found.push(x.edge); }
          return found;
        }
        function selectEdge(entity) {
          clearMarks();
          var found = underlying(entity), fromName, toName, element;
          if (entity.line !== undefined) {
            var l = pic.lines[entity.line];
            fromName = nodeName(pic.model.nodes[l.from]); toName = nodeName(pic.model.nodes[l.to]);
            element = pic.lineElement(entity.line);
            pic.svg.classList.add("focusing");
            markElement(pic.nodeElement(l.from), "kept"); markElement(pic.nodeElement(l.to), "kept");
          } else {
            var x = views[entity.view].edges[entity.ve], vn = views[entity.view].nodes;
            fromName = vn[x.from].name; toName = vn[x.to].name;
            element = pic.edgeElement(entity.ve);
            pic.svg.classList.add("focusing");
            markElement(pic.nodeElement(x.from), "kept"); markElement(pic.nodeElement(x.to), "kept");
          }
          markElement(element, "kept"); markElement(element, "related");
          var head = openPanel(fromName + " → " + toName);
          var kinds = new Set(found.map(function (e) { return edges[e].kind; }));
          add(head, "span", Array.from(kinds).join(", ") || "edge", "kind");
          add(panel, "div", plural(found.length, "edge") + (found.length > 1 ? " drawn as this line" : ""), "muted");
          if (entity.ve !== undefined) {
            var xe = views[entity.view].edges[entity.ve];
            if (xe.link) { add(panel, "div", xe.link, "muted"); }
            var ends = views[entity.view].nodes, plain = function (n) { return n.node !== undefined && !n.members; };
            if (found.length > 1 || !plain(ends[xe.from]) || !plain(ends[xe.to])) {
              var bar = add(panel, "div", null, "actions");
              button(bar, "Draw these edges", function () { pair(entity.view, xe.from, xe.to); }, "The nodes at both ends of these edges, laid out");
            }
          }
          showEdges(found);
        }
        // Underlying edges, with where each is made.
        function showEdges(found) {
          var sorted = found.slice().sort(function (a, b) {
            var pa = edges[a].place || "\uffff", pb = edges[b].place || "\uffff";
            return pa < pb ? -1 : pa > pb ? 1 : a - b;
          });
          var placed = sorted.filter(function (e) { return edges[e].place; }).length;
          add(panel, "h3", "Source lines (" + placed + " of " + found.length + ")");
          if (!placed && found.length) {
            add(panel, "p", "This snapshot records no source line for these edges: a capture of Swinject or of plain objects has no call sites.", "hint");
          }
          var ul = add(panel, "ul", null, "edges");
          sorted.slice(0, LIST_LIMIT).forEach(function (e) {
            var x = edges[e], li = add(ul, "li");
            button(li, nodeName(x.from), function () { selectNode(x.from); }, nodes[x.from].type);
            add(li, "span", " → ");
            button(li, nodeName(x.to), function () { selectNode(x.to); }, nodes[x.to].type);
            add(li, "span", " · " + x.kind + (x.label ? " (" + x.label + ")" : "") + (x.resolved ? "" : " · declared only") + (x.side ? " · " + x.side : ""), "muted");
            add(li, "div", x.place || "no source line", x.place ? "place" : "muted");
            if (x.verdict) { verdict(li, x); }
          });
          if (sorted.length > LIST_LIMIT) { add(ul, "li", "and " + (sorted.length - LIST_LIMIT) + " more", "muted"); }
        }
        """#
}
