extension HTMLPageScript {
    /// The pictures Graphviz drew (the first view in the page, the others read from their text
    /// when they first open), the trail of views behind the current one, and the breadcrumb.
    static let views = #"""
        var viewPictures = [], viewsText = null;
        // A picture of a view: its SVG, bounds, name size and the view's nodes and edges by element.
        function viewPicture(v) {
          if (viewPictures[v]) { return viewPictures[v]; }
          var view = views[v], svg = null;
          if (!view.svg) {
            svg = canvas.querySelector("svg");
          } else {
            if (viewsText === null) { var source = el("wiring-views"); viewsText = source ? source.textContent : ""; }
            var text = viewsText.substr(view.svg[0], view.svg[1]);
            var parsed = text ? new DOMParser().parseFromString(text, "image/svg+xml") : null;
            if (parsed && parsed.documentElement && parsed.documentElement.nodeName === "svg") {
              svg = document.importNode(parsed.documentElement, true);
            }
          }
          if (!svg) { return null; }
          var box = svg.viewBox && svg.viewBox.baseVal && svg.viewBox.baseVal.width ? svg.viewBox.baseVal : null;
          var bounds = box ? { x: box.x, y: box.y, w: box.width, h: box.height }
            : { x: 0, y: 0, w: parseFloat(svg.getAttribute("width")) || 100, h: parseFloat(svg.getAttribute("height")) || 100 };
          svg.removeAttribute("width");
          svg.removeAttribute("height");
          svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
          var elements = new Map();
          svg.querySelectorAll("g.node, g.edge, g.cluster").forEach(function (e) { elements.set(e.id, e); });
          var nodeOf = new Map(), edgeOf = new Map(), memberOf = null;
          var clusterOf = new Map();
          view.nodes.forEach(function (n, i) {
            var e = elements.get(n.element);
            if (e) { nodeOf.set(e, i); }
            var c = n.cluster ? elements.get(n.cluster) : null;
            if (c) { clusterOf.set(c, i); }
          });
          // Keys reach every node; written once the picture is up.
          setTimeout(function () {
            nodeOf.forEach(function (i, e) {
              var n = view.nodes[i];
              e.setAttribute("tabindex", "0");
              e.setAttribute("role", "button");
              e.setAttribute("aria-label", n.name + (n.opens !== undefined ? ", opens" : ""));
              if (n.opens !== undefined) { e.classList.add("opens"); }
            });
          }, 0);
          view.edges.forEach(function (x, i) { var e = elements.get(x.element); if (e) { edgeOf.set(e, i); } });
          var picture = {
            svg: svg, bounds: bounds, view: v, nameSize: nameSize(svg),
            node: function (e) {
              var i = nodeOf.get(e);
              return i === undefined ? null : { view: v, vn: i, g: view.nodes[i].node };
            },
            edge: function (e) { var i = edgeOf.get(e); return i === undefined ? null : { view: v, ve: i }; },
            // The node a cluster's frame is drawn for (some enclosing nodes are drawn as a frame only).
            cluster: function (e) {
              var i = clusterOf.get(e);
              return i === undefined ? null : { view: v, vn: i, g: view.nodes[i].node };
            },
            nodeElement: function (i) { return elements.get(view.nodes[i].element) || null; },
            edgeElement: function (i) { return elements.get(view.edges[i].element) || null; },
            clusterElement: function (i) { var c = view.nodes[i].cluster; return c ? elements.get(c) || null : null; },
            // The view node that shows a graph node: itself, or the box it is in.
            shown: function (g) {
              if (!memberOf) {
                memberOf = new Map();
                view.nodes.forEach(function (n, i) {
                  if (n.node !== undefined && !memberOf.has(n.node)) { memberOf.set(n.node, i); }
                  (n.members || []).forEach(function (m) { if (!memberOf.has(m) || view.nodes[memberOf.get(m)].node !== m) { memberOf.set(m, i); } });
                });
              }
              var i = memberOf.get(g);
              return i === undefined ? null : i;
            }
          };
          viewPictures[v] = picture;
          return picture;
        }
        // The size names are written in: the largest text of each node, the smallest over the nodes.
        function nameSize(svg) {
          var smallest = Infinity, groups = svg.querySelectorAll("g.node"), step = Math.max(1, Math.floor(groups.length / 300));
          for (var k = 0; k < groups.length; k += step) {
            var largest = 0;
            groups[k].querySelectorAll("text").forEach(function (t) {
              largest = Math.max(largest, parseFloat(t.getAttribute("font-size")) || 14);
            });
            if (largest > 0) { smallest = Math.min(smallest, largest); }
          }
          return isFinite(smallest) ? smallest : 14;
        }
        // The members of a view's node: the graph nodes it stands for.
        function membersOf(v, i) {
          var n = views[v].nodes[i];
          if (n.members) { return n.members; }
          return n.node !== undefined ? [n.node] : [];
        }

        // The trail: the views behind the current one, first to last. An entry is a view of Graphviz's
        // ({ view }) or one drawn in the page ({ client }), which sits on top of a view.
        var trail = [];
        function top() { return trail[trail.length - 1]; }
        function baseView() { for (var k = trail.length - 1; k >= 0; k--) { if (trail[k].view !== undefined) { return trail[k].view; } } return 0; }
        function ancestry(v) {
          var chain = [], seen = new Set();
          while (v !== undefined && v !== null && !seen.has(v)) { seen.add(v); chain.unshift({ view: v }); v = views[v].parent; }
          return chain;
        }
        function keep() { var t = top(); if (t) { t.cam = { cx: cam.cx, cy: cam.cy, s: cam.s }; } }
        function openView(v) {
          if (!views[v]) { return false; }
          if (!viewPicture(v)) { say("This view could not be read."); return false; }
          keep();
          trail = ancestry(v);
          show();
          return true;
        }
        function openClient(entry) {
          keep();
          if (top() && top().client) { trail.pop(); }
          trail.push({ client: entry });
          show();
        }
        function back() {
          if (trail.length < 2) { return; }
          trail.pop();
          show(true);
        }
        function goTo(k) { if (k < trail.length - 1) { trail.length = k + 1; show(true); } }
        // Shows the top of the trail: its picture (or matrix), breadcrumb and an empty panel.
        function show(returning) {
          var t = top();
          clearSelection();
          var next = t.client ? clientPicture(t.client) : viewPicture(t.view);
          if (!next) { say("This view could not be read."); return; }
          if (pic !== next) {
            var active = document.activeElement, wasInside = active && canvas.contains(active);
            var old = canvas.querySelector("svg");
            if (!old) { canvas.appendChild(next.svg); } else if (old !== next.svg) { canvas.replaceChild(next.svg, old); }
            pic = next;
            if (wasInside) { canvas.focus({ preventScroll: true }); }
          }
          applyFilters();
          drawCrumbs();
          // The notes above the drawing are the first view's; a view a box opens carries its own in its legend.
          if (notesBox) { notesBox.hidden = !(t.view === 0 && !t.client); }
          showMatrix(!!t.matrix && !t.client);
          if (returning && t.cam) { cam = t.cam; applyCamera(); say(t.client ? t.client.note : ""); } else { home(); }
          // The first picture is laid out once, at its first place and scale.
          canvas.classList.remove("loading");
        }
        function viewLabel(v) {
          if (v === 0) { return views[0].nodes.some(function (n) { return n.opens !== undefined; }) ? "Overview" : "Graph"; }
          return views[v].title || views[v].key;
        }
        function drawCrumbs() {
          crumbs.textContent = "";
          trail.forEach(function (t, k) {
            if (k > 0) { add(crumbs, "span", "›", "sep"); }
            var last = k === trail.length - 1;
            var label = t.client ? t.client.label : viewLabel(t.view);
            if (last) {
              var here = add(crumbs, "span", label, "here");
              here.setAttribute("aria-current", "page");
            } else {
              button(crumbs, label, function () { goTo(k); }, "Back to " + label);
            }
            if (last && t.client && t.client.hops !== undefined) {
              var hops = add(crumbs, "span", null, "hops");
              button(hops, "−", function () { changeHops(-1); }, "Fewer hops ([)");
              add(hops, "span", plural(t.client.hops, "hop"));
              button(hops, "+", function () { changeHops(1); }, "More hops (])");
            }
            if (last && t.client && t.client.path) {
              var other = t.client.path.all ? "shortest paths" : "all paths";
              button(crumbs, "show " + other, function () { path(t.client.path.from, t.client.path.to, !t.client.path.all); },
                "Between the two nodes: the shortest paths, or every path");
            }
          });
          var matrixButton = el("matrix-toggle");
          matrixButton.disabled = !!(top() && top().client);
        }
        """#
}
