extension HTMLPageScript {
    /// Clicks, keys, the header's buttons, a diff's before / diff / after switch, the test hook
    /// (`window.wiringExplorer`) and the first view.
    static let controls = #"""
        var selected = null, returnFocus = null;
        // A click or Enter on an element of the picture.
        function activate(target, shift) {
          if (!pic || !target || !target.closest) { return; }
          var nodeElement = target.closest("g.node"), entity = nodeElement ? pic.node(nodeElement) : null;
          if (entity) { onNode(entity, shift); return; }
          var edgeElement = target.closest("g.edge"), line = edgeElement ? pic.edge(edgeElement) : null;
          if (line) { selectEdge(line); return; }
          var frame = pic.cluster ? target.closest("g.cluster") : null, framed = frame ? pic.cluster(frame) : null;
          if (framed) { onNode(framed, true); return; }
          if (pathStart === null) { clearSelection(); }
        }
        // Tooltips, made when the pointer first rests on a node or a line: the full name and where it is made.
        canvas.addEventListener("pointerover", function (event) {
          if (!pic || drag || !event.target.closest) { return; }
          var e = event.target.closest("g.node, g.edge");
          if (!e || e.__titled) { return; }
          e.__titled = true;
          var text = "", n, x;
          if (pic.view === null) { return; }
          var entity = e.classList.contains("node") ? pic.node(e) : pic.edge(e);
          if (!entity) { return; }
          if (entity.vn !== undefined) {
            n = views[pic.view].nodes[entity.vn];
            var members = membersOf(pic.view, entity.vn);
            text = n.node !== undefined ? nodes[n.node].type + (nodes[n.node].place ? "\n" + nodes[n.node].place : "") : n.name;
            if (n.members) { text += "\n" + plural(members.length, "node") + " inside"; }
            if (n.opens !== undefined) { text += "\nClick to open; Shift-click for its details"; }
          } else {
            x = views[pic.view].edges[entity.ve];
            var ends = views[pic.view].nodes;
            text = ends[x.from].name + " → " + ends[x.to].name + " · " + (x.label || x.kind) + "\nClick for its source lines";
          }
          var title = document.createElementNS(SVG_NS, "title");
          title.textContent = text;
          e.insertBefore(title, e.firstChild);
        });
        function onNode(entity, shift) {
          if (entity.view === undefined) { selected = entity.g; selectNode(entity.g); return; }
          var n = views[entity.view].nodes[entity.vn];
          if (pathStart !== null && n.node !== undefined) { path(pathStart, n.node, false); return; }
          if (n.opens !== undefined && !shift) { openView(n.opens); return; }
          selected = n.node !== undefined ? n.node : null;
          if (n.node !== undefined && !n.members) { selectNode(n.node); } else { selectBox(entity.view, entity.vn); }
        }
        function toggleMatrix() {
          var t = top();
          if (!t || t.client) { return; }
          t.matrix = !t.matrix;
          clearSelection();
          showMatrix(t.matrix);
          if (!t.matrix) { schedule(); }
        }
        el("zoom-in").addEventListener("click", function () { zoomAt(1.25); });
        el("zoom-out").addEventListener("click", function () { zoomAt(0.8); });
        el("zoom-fit").addEventListener("click", fit);
        el("matrix-toggle").addEventListener("click", toggleMatrix);
        var help = el("help"), helpButton = el("help-button");
        helpButton.addEventListener("click", function () {
          help.hidden = !help.hidden;
          helpButton.setAttribute("aria-expanded", help.hidden ? "false" : "true");
        });
        document.addEventListener("keydown", function (event) {
          var target = event.target, key = event.key;
          if (event.ctrlKey || event.metaKey || event.defaultPrevented) { return; }
          if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")) { return; }
          var inPicture = target && target.closest && target.closest("#canvas");
          if (key === "Enter" || key === " ") {
            if (inPicture && target !== canvas) {
              event.preventDefault();
              activate(target, event.shiftKey);
              // The panel a key opened takes the keys; Esc gives them back.
              if (!panel.hidden) { returnFocus = document.contains(target) ? target : canvas; panel.focus(); }
            }
            return;
          }
          var onControl = target && target.tagName === "BUTTON";
          if (key === "/") { event.preventDefault(); searchField.focus(); searchField.select(); }
          else if (key === "Escape") {
            if (pathStart !== null) { pathStart = null; say(""); }
            else if (!help.hidden) { help.hidden = true; }
            else if (!panel.hidden) {
              clearSelection();
              if (returnFocus && document.contains(returnFocus)) { returnFocus.focus(); }
              returnFocus = null;
            }
            else if (searchField.value) { searchField.value = ""; updateSearch(); }
          }
          else if (key === "Backspace" || (event.altKey && key === "ArrowLeft")) { event.preventDefault(); back(); }
          else if (event.altKey) { return; }
          else if (key === "f" || key === "F") { fit(); }
          else if (key === "+" || key === "=") { zoomAt(1.25); }
          else if (key === "-" || key === "_" || key === "−") { zoomAt(0.8); }
          else if (key === "m" || key === "M") { toggleMatrix(); }
          else if (key === "[") { changeHops(-1); }
          else if (key === "]") { changeHops(1); }
          else if ((key === "p" || key === "P") && selected !== null) { startPath(selected); }
          else if (key.indexOf("Arrow") === 0 && !canvas.hidden && !onControl) {
            event.preventDefault();
            var step = 80;
            panBy(key === "ArrowLeft" ? step : key === "ArrowRight" ? -step : 0, key === "ArrowUp" ? step : key === "ArrowDown" ? -step : 0);
          }
        });
        // A diff page flips between before, the diff and after on the same positions.
        var sideButtons = Array.prototype.slice.call(document.querySelectorAll("[data-side]"));
        function showSide(side) {
          clearSelection();
          var first = viewPicture(0), view = views[0];
          function hides(s) { return (side === "before" && s === "added") || (side === "after" && s === "removed"); }
          view.nodes.forEach(function (n, i) {
            var hide = n.node !== undefined && hides(nodes[n.node].side);
            [first.nodeElement(i), first.clusterElement(i)].forEach(function (e) { if (e) { e.classList.toggle("hidden-side", hide); } });
          });
          view.edges.forEach(function (x, k) {
            var e = first.edgeElement(k);
            if (e) { e.classList.toggle("hidden-side", x.edge !== undefined && hides(edges[x.edge].side)); }
          });
          sideButtons.forEach(function (b) { b.classList.toggle("active", b.getAttribute("data-side") === side); });
        }
        sideButtons.forEach(function (b) { b.addEventListener("click", function () { showSide(b.getAttribute("data-side")); }); });

        // The hook for scripts that measure or test the page.
        function viewName() {
          var t = top();
          if (!t) { return ""; }
          if (t.view !== undefined) { return views[t.view].key; }
          var c = t.client;
          if (c.focus) { return "focus:" + c.focus.seeds.map(function (g) { return nodes[g].id; }).join(",") + ":" + c.focus.hops; }
          if (c.path) { return "path:" + nodes[c.path.from].id + ">" + nodes[c.path.to].id + (c.path.all ? ":all" : ""); }
          var vn = views[c.pair.view].nodes;
          return "pair:" + vn[c.pair.a].id + ">" + vn[c.pair.b].id;
        }
        function boxNamed(id) {
          var t = top();
          if (!t || t.view === undefined) { return null; }
          var found = null;
          views[t.view].nodes.forEach(function (n, i) { if (found === null && n.id === id) { found = i; } });
          return found;
        }
        window.wiringExplorer = {
          view: viewName,
          boxes: function () {
            var t = top();
            if (!t || t.view === undefined) { return []; }
            return views[t.view].nodes.filter(function (n) { return n.opens !== undefined; }).map(function (n) { return n.id; });
          },
          open: function (id) {
            var i = boxNamed(id), t = top();
            if (i !== null && views[t.view].nodes[i].opens !== undefined) { return openView(views[t.view].nodes[i].opens); }
            for (var v = 0; v < views.length; v++) { if (views[v].key === id) { return openView(v); } }
            return false;
          },
          back: back,
          fit: fit,
          focus: function (id, hops) {
            var h = hops === undefined ? lastHops : hops;
            if (nodeByID.has(id)) { focus([nodeByID.get(id)], h); return true; }
            var i = boxNamed(id);
            if (i === null) { return false; }
            focus(membersOf(top().view, i), h);
            return true;
          },
          path: function (from, to, all) {
            if (!nodeByID.has(from) || !nodeByID.has(to)) { return false; }
            path(nodeByID.get(from), nodeByID.get(to), all);
            return true;
          },
          select: function (id) { if (!nodeByID.has(id)) { return false; } selected = nodeByID.get(id); selectNode(selected); return true; },
          matrix: function (on) { var t = top(); if (t && !t.client && !!t.matrix !== !!on) { toggleMatrix(); } },
          side: showSide
        };
        trail = [{ view: 0 }];
        show();
        if (performance.mark) {
          performance.mark("wiring-first-view");
          requestAnimationFrame(function () { setTimeout(function () { performance.mark("wiring-first-paint"); }, 0); });
        }
        """#
}
