extension HTMLPageScript {
    /// The views the page draws itself: a node's neighbourhood (focus, N hops either way), the
    /// paths between two nodes (the shortest, or all), and the edges between a pair of boxes.
    /// Each is a set of graph nodes and edges, under the filters, laid out by `layered`.
    static let explore = #"""
        var MAX_HOPS = 6, pathStart = null;
        function clamp(value, low, high) { return Math.max(low, Math.min(high, value)); }
        // Nodes within `hops` edges of the seeds, either way, nearest first.
        function neighbourhood(seeds, hops) {
          var distance = new Map(), frontier = [], found = [];
          seeds.forEach(function (g) { if (!distance.has(g)) { distance.set(g, 0); frontier.push(g); found.push(g); } });
          for (var step = 0; step < hops && frontier.length; step++) {
            var next = [];
            frontier.forEach(function (u) {
              var visit = function (e) {
                if (!edgeVisible(e)) { return; }
                var w = edges[e].from === u ? edges[e].to : edges[e].from;
                if (!distance.has(w)) { distance.set(w, step + 1); next.push(w); found.push(w); }
              };
              outgoing[u].forEach(visit);
              incoming[u].forEach(visit);
            });
            frontier = next;
          }
          return found;
        }
        // The visible edges between the nodes of a set.
        function edgesAmong(set) {
          var found = [];
          set.forEach(function (g) { outgoing[g].forEach(function (e) { if (set.has(edges[e].to) && edgeVisible(e)) { found.push(e); } }); });
          return found;
        }
        function focusModel(entry) {
          var found = neighbourhood(entry.seeds, entry.hops), note = "";
          if (found.length > CLIENT_LIMIT) {
            note = "Showing the " + CLIENT_LIMIT + " nearest of " + found.length + " nodes within " + plural(entry.hops, "hop")
              + ": fewer hops or a filter shows them all.";
            found = found.slice(0, CLIENT_LIMIT);
          }
          return { nodes: found, seeds: entry.seeds, edges: edgesAmong(new Set(found)), note: note };
        }
        // Distances from a node along edges (forward) or against them.
        function reach(start, forward) {
          var distance = new Map([[start, 0]]), queue = [start];
          for (var q = 0; q < queue.length; q++) {
            var u = queue[q];
            (forward ? outgoing[u] : incoming[u]).forEach(function (e) {
              if (!edgeVisible(e)) { return; }
              var w = forward ? edges[e].to : edges[e].from;
              if (!distance.has(w)) { distance.set(w, distance.get(u) + 1); queue.push(w); }
            });
          }
          return distance;
        }
        // The paths from one node to another: the nodes on a shortest path, or on any path.
        function paths(from, to, all) {
          var ahead = reach(from, true);
          if (!ahead.has(to)) { return null; }
          var behind = reach(to, false), length = ahead.get(to), set = new Set(), found = [];
          ahead.forEach(function (d, g) {
            if (behind.has(g) && (all || d + behind.get(g) === length)) { set.add(g); }
          });
          if (all && set.size > CLIENT_LIMIT) { return { tooMany: set.size }; }
          set.forEach(function (g) {
            outgoing[g].forEach(function (e) {
              var w = edges[e].to;
              if (!set.has(w) || !edgeVisible(e)) { return; }
              if (all || (ahead.get(g) + 1 === ahead.get(w) && ahead.get(w) + behind.get(w) === length)) { found.push(e); }
            });
          });
          var ordered = Array.from(set).sort(function (a, b) { return ahead.get(a) - ahead.get(b) || a - b; });
          return { nodes: ordered, edges: found, length: length };
        }
        function pathModel(entry) {
          var p = entry.path, found = paths(p.from, p.to, p.all), note = "";
          if (found && found.tooMany) {
            note = found.tooMany + " nodes lie on some path: showing the shortest paths.";
            found = paths(p.from, p.to, false);
          }
          var reversed = false;
          if (!found) { found = paths(p.to, p.from, p.all); reversed = true; }
          if (!found) { return { nodes: [p.from, p.to], seeds: [p.from, p.to], edges: [], note: "No path between these two, either way." }; }
          if (reversed) { note = "No path from " + nodeName(p.from) + " to " + nodeName(p.to) + ": this is the way back. " + note; }
          note += (note ? " " : "") + (p.all ? "Every path" : "Shortest: " + plural(found.length, "step")) + ", " + plural(found.nodes.length, "node") + ".";
          return { nodes: found.nodes.slice(0, CLIENT_LIMIT), seeds: [p.from, p.to], edges: found.edges, note: note };
        }
        // The edges between two boxes of a view, both ways, and the nodes at their ends.
        function pairEdges(v, a, b) {
          var inA = new Set(membersOf(v, a)), inB = new Set(membersOf(v, b)), found = [];
          inA.forEach(function (g) {
            outgoing[g].forEach(function (e) { if (inB.has(edges[e].to) && edgeVisible(e)) { found.push(e); } });
            incoming[g].forEach(function (e) { if (inB.has(edges[e].from) && edgeVisible(e) && !inA.has(edges[e].from)) { found.push(e); } });
          });
          return found;
        }
        function pairModel(entry) {
          var found = pairEdges(entry.pair.view, entry.pair.a, entry.pair.b), set = new Set(), ordered = [];
          found.forEach(function (e) { [edges[e].from, edges[e].to].forEach(function (g) { if (!set.has(g)) { set.add(g); ordered.push(g); } }); });
          var note = plural(found.length, "edge") + " between the two.";
          if (ordered.length > CLIENT_LIMIT) { note = "Showing " + CLIENT_LIMIT + " of the " + ordered.length + " nodes: " + note; ordered = ordered.slice(0, CLIENT_LIMIT); }
          return { nodes: ordered, seeds: [], edges: found, note: note };
        }
        var filterStamp = 0;
        function clientPicture(entry) {
          if (entry.pic && entry.stamp === filterStamp) { return entry.pic; }
          var model = entry.focus ? focusModel(entry.focus) : entry.path ? pathModel(entry) : pairModel(entry);
          entry.note = model.note;
          entry.pic = drawModel(model);
          entry.stamp = filterStamp;
          return entry.pic;
        }
        function focusLabel(seeds) { return "Focus: " + (seeds.length === 1 ? nodeName(seeds[0]) : plural(seeds.length, "node")); }
        function focus(seeds, hops) {
          if (!seeds.length) { return; }
          var entry = { focus: { seeds: seeds, hops: clamp(hops, 1, MAX_HOPS) }, label: focusLabel(seeds) };
          entry.hops = entry.focus.hops;
          pathStart = null;
          openClient(entry);
        }
        function changeHops(delta) {
          var t = top();
          if (!t || !t.client || !t.client.focus) { return; }
          var hops = clamp(t.client.focus.hops + delta, 1, MAX_HOPS);
          if (hops === t.client.focus.hops) { return; }
          t.client.focus.hops = hops;
          t.client.hops = hops;
          t.client.pic = null;
          lastHops = hops;
          show();
        }
        function path(from, to, all) {
          pathStart = null;
          if (from === to) { say("Choose two different nodes for a path."); return; }
          openClient({ path: { from: from, to: to, all: !!all }, label: "Path: " + nodeName(from) + " → " + nodeName(to) });
        }
        // The pair's edges, laid out, with their source lines in the panel.
        function pair(v, a, b) {
          var names = views[v].nodes;
          openClient({ pair: { view: v, a: a, b: b }, label: names[a].name + " ⇄ " + names[b].name });
          var t = top().client;
          if (t.pic) { openPanel(t.label); showEdges(t.pic.model.edges); }
        }
        function startPath(g) {
          pathStart = g;
          say("Path from " + nodeName(g) + ": choose the other end, by a click or a search. Esc cancels.");
        }
        var lastHops = 1;
        """#
}
