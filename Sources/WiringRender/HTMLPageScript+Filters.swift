extension HTMLPageScript {
    /// Filters by node kind, edge kind and module: a drawn view hides what they leave out (a box
    /// stays while any node inside it is shown), and the views the page draws itself, search and
    /// the matrix leave it out.
    static let filters = #"""
        var hiddenKinds = new Set(), hiddenEdgeKinds = new Set(), hiddenModules = new Set(), filteredElements = [];
        function visible(g) { var n = nodes[g]; return !hiddenKinds.has(n.kind) && !(n.module && hiddenModules.has(n.module)); }
        function edgeVisible(e) { var x = edges[e]; return !hiddenEdgeKinds.has(x.kind) && visible(x.from) && visible(x.to); }
        function filtering() { return hiddenKinds.size + hiddenEdgeKinds.size + hiddenModules.size > 0; }
        function hideElement(e) { if (e) { e.classList.add("filtered"); filteredElements.push(e); } }
        function applyFilters() {
          filteredElements.forEach(function (e) { e.classList.remove("filtered"); });
          filteredElements = [];
          if (!pic || pic.view === null || !filtering()) { return; }
          var view = views[pic.view], hidden = [];
          view.nodes.forEach(function (n, i) {
            var members = membersOf(pic.view, i);
            hidden[i] = members.length > 0 && !members.some(visible);
            if (hidden[i]) { hideElement(pic.nodeElement(i)); hideElement(pic.clusterElement(i)); }
          });
          view.edges.forEach(function (x, k) {
            var kinds = x.kinds || [x.kind];
            if (hidden[x.from] || hidden[x.to] || kinds.every(function (kind) { return hiddenEdgeKinds.has(kind); })) { hideElement(pic.edgeElement(k)); }
          });
        }
        function filtersChanged() {
          filterStamp += 1;
          var count = hiddenKinds.size + hiddenEdgeKinds.size + hiddenModules.size;
          el("filters").querySelector("summary").textContent = count ? "Filter · " + count + " hidden" : "Filter";
          if (top() && top().client) { show(); } else { applyFilters(); if (top() && top().matrix) { showMatrix(true); } }
          if (searchField.value.trim()) { updateSearch(); }
        }
        function tally(values) {
          var counts = new Map();
          values.forEach(function (v) { if (v) { counts.set(v, (counts.get(v) || 0) + 1); } });
          return Array.from(counts.keys()).sort().map(function (k) { return [k, counts.get(k)]; });
        }
        function filterSection(body, title, entries, hidden) {
          if (entries.length < 2) { return; }
          var section = add(body, "fieldset");
          add(section, "legend", title);
          var bar = add(section, "div", null, "filter-bar");
          var boxes = [];
          button(bar, "all", function () { hidden.clear(); boxes.forEach(function (b) { b.checked = true; }); filtersChanged(); });
          button(bar, "none", function () { entries.forEach(function (e) { hidden.add(e[0]); }); boxes.forEach(function (b) { b.checked = false; }); filtersChanged(); });
          var list = add(section, "div", null, "filter-list");
          if (entries.length > 12) {
            var narrow = add(bar, "input");
            narrow.type = "search";
            narrow.placeholder = "narrow";
            narrow.setAttribute("aria-label", "Narrow the " + title.toLowerCase());
            narrow.addEventListener("input", function () {
              var q = narrow.value.trim().toLowerCase();
              Array.prototype.forEach.call(list.children, function (row) { row.hidden = q && row.textContent.toLowerCase().indexOf(q) < 0; });
            });
          }
          entries.forEach(function (entry) {
            var row = add(list, "label");
            var box = add(row, "input");
            box.type = "checkbox";
            box.checked = !hidden.has(entry[0]);
            box.addEventListener("change", function () {
              if (box.checked) { hidden.delete(entry[0]); } else { hidden.add(entry[0]); }
              filtersChanged();
            });
            boxes.push(box);
            add(row, "span", " " + entry[0]);
            add(row, "span", " " + entry[1], "muted");
          });
        }
        function buildFilters() {
          var body = el("filter-body");
          if (body.childNodes.length) { return; }
          filterSection(body, "Node kinds", tally(nodes.map(function (n) { return n.kind; })), hiddenKinds);
          filterSection(body, "Edge kinds", tally(edges.map(function (x) { return x.kind; })), hiddenEdgeKinds);
          filterSection(body, "Modules", tally(nodes.map(function (n) { return n.module; })), hiddenModules);
          if (!body.childNodes.length) { add(body, "p", "Every node and edge here is of one kind and one module.", "hint"); }
        }
        el("filters").addEventListener("toggle", buildFilters);
        """#
}
