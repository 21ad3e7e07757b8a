extension HTMLPageScript {
    /// Search over the whole graph (name, type, id, key) and the boxes of the current view: the
    /// matches listed under the field and marked in the picture; choosing one focuses on it.
    static let search = #"""
        var searchField = el("search"), results = el("results"), searchCount = el("search-count");
        var haystack = null, choices = [], activeChoice = -1, RESULT_LIMIT = 30;
        function searchMatches(query) {
          if (!haystack) { haystack = nodes.map(function (n) { return (n.name + "\n" + n.type + "\n" + n.id + "\n" + (n.key || "")).toLowerCase(); }); }
          var found = [];
          nodes.forEach(function (n, g) {
            if (!visible(g) || haystack[g].indexOf(query) < 0) { return; }
            var name = n.name.toLowerCase();
            found.push({ g: g, score: name === query ? 0 : name.indexOf(query) === 0 ? 1 : name.indexOf(query) >= 0 ? 2 : 3 });
          });
          found.sort(function (a, b) {
            return a.score - b.score || nodes[a.g].name.length - nodes[b.g].name.length || (nodes[a.g].name < nodes[b.g].name ? -1 : 1) || a.g - b.g;
          });
          if (pic && pic.view !== null) {
            views[pic.view].nodes.forEach(function (n, i) {
              if (n.node === undefined && n.name.toLowerCase().indexOf(query) >= 0) { found.unshift({ box: i, score: 0 }); }
            });
          }
          return found;
        }
        function updateSearch() {
          var query = searchField.value.trim().toLowerCase();
          clearMarks();
          results.textContent = "";
          choices = [];
          activeChoice = -1;
          if (!query) { closeResults(); searchCount.textContent = ""; return; }
          choices = searchMatches(query);
          searchCount.textContent = plural(choices.length, "match", "matches");
          choices.slice(0, RESULT_LIMIT).forEach(function (c, k) {
            var li = add(results, "li");
            li.id = "result-" + k;
            li.setAttribute("role", "option");
            if (c.box !== undefined) {
              var box = views[pic.view].nodes[c.box];
              add(li, "span", box.name, "result-name");
              add(li, "span", " box · " + box.kind, "muted");
            } else {
              add(li, "span", nodes[c.g].name, "result-name");
              add(li, "span", " " + subtitle(nodes[c.g]), "muted");
            }
            li.addEventListener("mousedown", function (event) { event.preventDefault(); choose(k); });
          });
          if (choices.length > RESULT_LIMIT) { add(results, "li", "and " + (choices.length - RESULT_LIMIT) + " more: type more", "muted"); }
          results.hidden = false;
          searchField.setAttribute("aria-expanded", "true");
          // Marks the matches the picture shows, and dims the rest.
          if (pic) {
            pic.svg.classList.add("focusing");
            var seen = new Set();
            choices.slice(0, 2000).forEach(function (c) {
              var i = c.box !== undefined ? c.box : pic.shown(c.g);
              if (i === null || seen.has(i)) { return; }
              seen.add(i);
              var e = pic.nodeElement(i);
              markElement(e, "kept");
              markElement(e, "match");
            });
          }
        }
        function closeResults() {
          results.hidden = true;
          searchField.setAttribute("aria-expanded", "false");
          searchField.removeAttribute("aria-activedescendant");
        }
        function moveChoice(delta) {
          var shown = Math.min(choices.length, RESULT_LIMIT);
          if (!shown) { return; }
          var old = el("result-" + activeChoice);
          if (old) { old.classList.remove("active"); old.removeAttribute("aria-selected"); }
          activeChoice = (activeChoice + delta + shown) % shown;
          var now = el("result-" + activeChoice);
          now.classList.add("active");
          now.setAttribute("aria-selected", "true");
          now.scrollIntoView({ block: "nearest" });
          searchField.setAttribute("aria-activedescendant", now.id);
        }
        // A chosen match: a node is focused on (or ends a path being chosen), a box opens or is selected.
        function choose(k) {
          var c = choices[k];
          if (!c) { return; }
          closeResults();
          searchField.blur();
          if (c.box !== undefined) {
            var box = views[pic.view].nodes[c.box];
            if (box.opens !== undefined) { openView(box.opens); } else { selectBox(pic.view, c.box); }
            return;
          }
          if (pathStart !== null && pathStart !== c.g) { path(pathStart, c.g, false); return; }
          focus([c.g], lastHops);
          selectNode(c.g);
        }
        searchField.addEventListener("input", updateSearch);
        searchField.addEventListener("focus", function () { if (choices.length) { results.hidden = false; } });
        searchField.addEventListener("blur", function () { setTimeout(closeResults, 100); });
        searchField.addEventListener("keydown", function (event) {
          if (event.key === "ArrowDown") { event.preventDefault(); moveChoice(1); }
          else if (event.key === "ArrowUp") { event.preventDefault(); moveChoice(-1); }
          else if (event.key === "Enter") { event.preventDefault(); choose(activeChoice >= 0 ? activeChoice : 0); }
          else if (event.key === "Escape") { event.preventDefault(); searchField.value = ""; updateSearch(); searchField.blur(); }
        });
        """#
}
