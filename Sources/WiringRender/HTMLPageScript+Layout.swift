extension HTMLPageScript {
    /// A small layered layout for the views the page draws itself (Graphviz does not run in the
    /// browser): cycles broken by a depth-first walk, layers by longest path with sources pulled
    /// down to their first user, long edges through dummy nodes, crossings reduced by barycentre
    /// sweeps (the best order kept), a layer wider than the screen wrapped into rows, and each row's
    /// positions the closest to its neighbours' that keep the nodes apart (pool-adjacent-violators).
    static let layout = #"""
        // sizes: [{ w, h }]; links: [[from, to]]; wrap: the widest a row may be.
        // Returns { x, y } (node centres), routes (points per link, null for a loop), width, height.
        // Layers of a graph of n nodes: cycles broken by a depth-first walk (a link back to a node on
        // the walk's stack is turned round), longest path from the sources, each source then just
        // above its nearest user.
        function ranked(n, links) {
          var i, around = [];
          for (i = 0; i < n; i++) { around.push([]); }
          links.forEach(function (l, li) { if (l[0] !== l[1]) { around[l[0]].push(li); } });
          var turned = links.map(function () { return false; }), mark = new Int8Array(n);
          for (var start = 0; start < n; start++) {
            if (mark[start]) { continue; }
            var stack = [[start, 0]];
            mark[start] = 1;
            while (stack.length) {
              var frameTop = stack[stack.length - 1], u = frameTop[0];
              if (frameTop[1] < around[u].length) {
                var li = around[u][frameTop[1]++], v = links[li][1];
                if (mark[v] === 1) { turned[li] = true; } else if (mark[v] === 0) { mark[v] = 1; stack.push([v, 0]); }
              } else { mark[u] = 2; stack.pop(); }
            }
          }
          var succ = [], pred = [], pairOf = new Map(), pairs = [];
          for (i = 0; i < n; i++) { succ.push([]); pred.push([]); }
          links.forEach(function (l, li) {
            if (l[0] === l[1]) { return; }
            var a = turned[li] ? l[1] : l[0], b = turned[li] ? l[0] : l[1], key = a + ">" + b;
            if (!pairOf.has(key)) { pairOf.set(key, pairs.length); pairs.push([a, b]); succ[a].push(b); pred[b].push(a); }
          });
          var layer = new Array(n).fill(0), indegree = pred.map(function (p) { return p.length; }), queue = [];
          for (i = 0; i < n; i++) { if (!indegree[i]) { queue.push(i); } }
          for (var q = 0; q < queue.length; q++) {
            var next = queue[q];
            succ[next].forEach(function (w) {
              layer[w] = Math.max(layer[w], layer[next] + 1);
              if (--indegree[w] === 0) { queue.push(w); }
            });
          }
          for (i = 0; i < n; i++) {
            if (!pred[i].length && succ[i].length) {
              layer[i] = Math.min.apply(null, succ[i].map(function (w) { return layer[w]; })) - 1;
            }
          }
          return { layer: layer, turned: turned, succ: succ, pred: pred, pairs: pairs, pairOf: pairOf };
        }
        // sizes: [{ w, h }]; links: [[from, to]]; wrap: the widest a row may be.
        // Returns { x, y } (node centres), routes (points per link, null for a loop), width, height.
        function layered(sizes, links, wrap) {
          var n = sizes.length, k, i;
          if (!n) { return { x: [], y: [], routes: links.map(function () { return null; }), width: 0, height: 0 }; }
          var r = ranked(n, links), layer = r.layer, turned = r.turned, succ = r.succ, pred = r.pred, pairs = r.pairs, pairOf = r.pairOf;
          // Long edges pass through dummy nodes, one per layer between their ends.
          var size = sizes.slice(), lay = layer.slice(), down = succ.map(function (s) { return s.slice(); });
          var up = pred.map(function (p) { return p.slice(); }), chains = [];
          function link(a, b) { down[a].push(b); up[b].push(a); }
          pairs.forEach(function (p) {
            var a = p[0], b = p[1], chain = [a];
            if (lay[b] - lay[a] > 1) {
              down[a].splice(down[a].indexOf(b), 1);
              up[b].splice(up[b].indexOf(a), 1);
              var last = a;
              for (var l = lay[a] + 1; l < lay[b]; l++) {
                var d = size.length;
                size.push({ w: 6, h: 0, dummy: true }); lay.push(l); down.push([]); up.push([]);
                link(last, d);
                chain.push(d);
                last = d;
              }
              link(last, b);
            }
            chain.push(b);
            chains.push(chain);
          });
          var total = size.length, layers = [];
          for (i = 0; i < total; i++) { (layers[lay[i]] = layers[lay[i]] || []).push(i); }
          layers = layers.filter(function (l) { return l && l.length; });
          var pos = new Float64Array(total);
          function number() { layers.forEach(function (l) { l.forEach(function (v, p) { pos[v] = p; }); }); }
          number();
          function sortBy(l, neighbours) {
            var bary = new Map();
            l.forEach(function (v) {
              var around = neighbours[v];
              if (!around.length) { bary.set(v, pos[v]); return; }
              var sum = 0;
              around.forEach(function (w) { sum += pos[w]; });
              bary.set(v, sum / around.length);
            });
            l.sort(function (a, b) { return bary.get(a) - bary.get(b) || pos[a] - pos[b]; });
            l.forEach(function (v, p) { pos[v] = p; });
          }
          function crossings() {
            var count = 0;
            for (var l = 0; l + 1 < layers.length; l++) {
              var pairsHere = [];
              layers[l].forEach(function (u) { down[u].forEach(function (w) { pairsHere.push([pos[u], pos[w]]); }); });
              pairsHere.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
              var tree = new Int32Array(layers[l + 1].length + 1);
              for (var q = pairsHere.length - 1; q >= 0; q--) {
                // Links already seen (further right above) that end left of this one below cross it.
                for (var j = pairsHere[q][1]; j > 0; j -= j & -j) { count += tree[j]; }
                for (j = pairsHere[q][1] + 1; j < tree.length; j += j & -j) { tree[j] += 1; }
              }
            }
            return count;
          }
          var best = crossings(), bestOrder = layers.map(function (l) { return l.slice(); });
          var rounds = total > 1500 ? 3 : 8;
          for (var round = 0; round < rounds && best > 0; round++) {
            for (k = 1; k < layers.length; k++) { sortBy(layers[k], up); }
            for (k = layers.length - 2; k >= 0; k--) { sortBy(layers[k], down); }
            var now = crossings();
            if (now < best) { best = now; bestOrder = layers.map(function (l) { return l.slice(); }); }
          }
          layers = bestOrder;
          number();
          // Rows: a layer wider than the wrap width is cut into rows, one under the other.
          function gap(a, b) { return size[a].dummy || size[b].dummy ? 10 : 28; }
          var rows = [], rowOf = new Int32Array(total);
          layers.forEach(function (l, li) {
            var row = [], width = 0;
            l.forEach(function (v) {
              var add = size[v].w + (row.length ? gap(row[row.length - 1], v) : 0);
              if (row.length && width + add > wrap) { rows.push({ nodes: row, layer: li }); row = []; width = 0; add = size[v].w; }
              row.push(v);
              width += add;
            });
            rows.push({ nodes: row, layer: li });
          });
          rows.forEach(function (r, ri) { r.nodes.forEach(function (v) { rowOf[v] = ri; }); });
          var x = new Float64Array(total);
          rows.forEach(function (r) {
            var at = 0;
            r.nodes.forEach(function (v, p) { if (p) { at += size[r.nodes[p - 1]].w / 2 + gap(r.nodes[p - 1], v) + size[v].w / 2; } x[v] = at; });
            r.nodes.forEach(function (v) { x[v] -= at / 2; });
          });
          // Each row as close to its neighbours as it can be, nodes kept apart, in sweeps down and up.
          function place(r, neighbours) {
            var m = r.nodes.length, offset = new Float64Array(m), target = new Float64Array(m), weight = new Float64Array(m);
            for (var p = 0; p < m; p++) {
              var v = r.nodes[p];
              if (p) { offset[p] = offset[p - 1] + size[r.nodes[p - 1]].w / 2 + gap(r.nodes[p - 1], v) + size[v].w / 2; }
              var around = neighbours(v), sum = 0;
              around.forEach(function (w) { sum += x[w]; });
              target[p] = (around.length ? sum / around.length : x[v]) - offset[p];
              weight[p] = around.length ? (size[v].dummy ? 4 : 1 + around.length) : 0.1;
            }
            // Pool adjacent violators: the best non-decreasing fit of the targets.
            var blocks = [];
            for (p = 0; p < m; p++) {
              blocks.push({ sum: target[p] * weight[p], weight: weight[p], count: 1 });
              while (blocks.length > 1) {
                var lastBlock = blocks[blocks.length - 1], before = blocks[blocks.length - 2];
                if (before.sum / before.weight <= lastBlock.sum / lastBlock.weight) { break; }
                before.sum += lastBlock.sum; before.weight += lastBlock.weight; before.count += lastBlock.count;
                blocks.pop();
              }
            }
            p = 0;
            blocks.forEach(function (b) { for (var c = 0; c < b.count; c++, p++) { x[r.nodes[p]] = b.sum / b.weight + offset[p]; } });
          }
          function above(v) { return up[v]; }
          function below(v) { return down[v]; }
          function both(v) { return up[v].concat(down[v]); }
          for (round = 0; round < 6; round++) {
            for (k = 1; k < rows.length; k++) { place(rows[k], above); }
            for (k = rows.length - 2; k >= 0; k--) { place(rows[k], below); }
          }
          rows.forEach(function (r) { place(r, both); });
          // Heights: rows of one layer close together, layers further apart.
          var y = new Float64Array(total), at = 0;
          rows.forEach(function (r, ri) {
            var height = 0;
            r.nodes.forEach(function (v) { height = Math.max(height, size[v].h); });
            if (ri) { at += rows[ri - 1].layer === r.layer ? 18 : 56; }
            r.nodes.forEach(function (v) { y[v] = at + height / 2; });
            at += height;
          });
          var left = Infinity, right = -Infinity;
          for (i = 0; i < total; i++) { left = Math.min(left, x[i] - size[i].w / 2); right = Math.max(right, x[i] + size[i].w / 2); }
          for (i = 0; i < total; i++) { x[i] -= left; }
          var routes = links.map(function (l, li) {
            if (l[0] === l[1]) { return null; }
            var a = turned[li] ? l[1] : l[0], b = turned[li] ? l[0] : l[1];
            var points = chains[pairOf.get(a + ">" + b)].map(function (v, p, all) {
              var dy = p === 0 ? size[v].h / 2 : p === all.length - 1 ? -size[v].h / 2 : 0;
              return [x[v], y[v] + dy];
            });
            return turned[li] ? points.reverse() : points;
          });
          return { x: Array.prototype.slice.call(x, 0, n), y: Array.prototype.slice.call(y, 0, n), routes: routes, width: right - left, height: at };
        }
        // A smooth line through the points, leaving and arriving vertically.
        function curve(points) {
          var d = "M" + points[0][0].toFixed(1) + "," + points[0][1].toFixed(1);
          for (var p = 1; p < points.length; p++) {
            var a = points[p - 1], b = points[p], middle = ((a[1] + b[1]) / 2).toFixed(1);
            d += "C" + a[0].toFixed(1) + "," + middle + " " + b[0].toFixed(1) + "," + middle + " " + b[0].toFixed(1) + "," + b[1].toFixed(1);
          }
          return d;
        }
        """#
}
