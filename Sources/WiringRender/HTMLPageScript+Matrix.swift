extension HTMLPageScript {
    /// The dependency matrix of the current view: rows and columns are its boxes in layer order
    /// (users before what they use), a cell counts the graph's edges from the row's box to the
    /// column's, the diagonal counts the edges inside a box, and a cell below it marks a cycle.
    /// A cell opens the pair, laid out.
    static let matrix = #"""
        var MATRIX_LIMIT = 150;
        function showMatrix(on) {
          var toggle = el("matrix-toggle");
          toggle.setAttribute("aria-pressed", on ? "true" : "false");
          toggle.classList.toggle("active", on);
          canvas.hidden = on;
          matrixBox.hidden = !on;
          if (!on) { return; }
          say("");
          matrixBox.textContent = "";
          var v = baseView(), view = views[v], boxes = [];
          view.nodes.forEach(function (n, i) {
            var members = membersOf(v, i);
            if (members.length && members.some(visible)) { boxes.push(i); }
          });
          add(matrixBox, "p", "Rows use columns: a cell counts the edges from its row's box to its column's; the diagonal counts those inside a box; "
            + "a cell below it is part of a cycle. Click a cell for its edges.", "hint");
          if (boxes.length > MATRIX_LIMIT) {
            add(matrixBox, "p", plural(boxes.length, "box", "boxes") + " are too many for a matrix: open a box, or filter, first.");
            return;
          }
          var owner = new Map();
          boxes.forEach(function (i, r) { membersOf(v, i).forEach(function (g) { if (!owner.has(g)) { owner.set(g, r); } }); });
          var size = boxes.length, counts = new Map(), links = [];
          edges.forEach(function (x, e) {
            var r = owner.get(x.from), c = owner.get(x.to);
            if (r === undefined || c === undefined || !edgeVisible(e)) { return; }
            var key = r * size + c;
            if (!counts.has(key)) { counts.set(key, 0); if (r !== c) { links.push([r, c]); } }
            counts.set(key, counts.get(key) + 1);
          });
          // Layer order: what a box uses comes after it.
          var layer = ranked(size, links).layer;
          var order = boxes.map(function (i, r) { return r; }).sort(function (a, b) {
            return layer[a] - layer[b] || (view.nodes[boxes[a]].name < view.nodes[boxes[b]].name ? -1 : 1) || a - b;
          });
          var rank = new Map();
          order.forEach(function (r, k) { rank.set(r, k); });
          var most = 1;
          counts.forEach(function (c) { most = Math.max(most, c); });
          var table = add(matrixBox, "table", null, "matrix");
          var head = add(add(table, "thead"), "tr");
          add(head, "th", "uses →", "corner");
          order.forEach(function (r, k) { var th = add(head, "th", String(k + 1), "column"); th.title = view.nodes[boxes[r]].name; });
          var body = add(table, "tbody");
          order.forEach(function (r, k) {
            var row = add(body, "tr"), i = boxes[r];
            var th = add(row, "th", null, "row");
            button(th, (k + 1) + "  " + view.nodes[i].name, function () { selectBox(v, i); }, view.nodes[i].name);
            order.forEach(function (c, m) {
              var count = counts.get(r * size + c) || 0, td = add(row, "td", count ? String(count) : "");
              if (!count) { return; }
              td.tabIndex = 0;
              td.className = r === c ? "inner" : m < k ? "back" : "";
              td.style.setProperty("--weight", (0.15 + 0.85 * Math.log(1 + count) / Math.log(1 + most)).toFixed(2));
              td.title = view.nodes[i].name + " → " + view.nodes[boxes[c]].name + ": " + plural(count, "edge");
              td.__pair = [i, boxes[c]];
            });
          });
          table.addEventListener("click", function (event) { openCell(v, event.target); });
          table.addEventListener("keydown", function (event) { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); openCell(v, event.target); } });
        }
        function openCell(v, target) {
          var cell = target.closest ? target.closest("td") : null;
          if (!cell || !cell.__pair) { return; }
          var a = cell.__pair[0], b = cell.__pair[1];
          if (a !== b) { pair(v, a, b); return; }
          var box = views[v].nodes[a];
          if (box.opens !== undefined) { openView(box.opens); } else { focus(membersOf(v, a), 1); }
        }
        """#
}
