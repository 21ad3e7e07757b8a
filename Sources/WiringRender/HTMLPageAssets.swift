/// The style sheet and script of the interactive HTML page, inlined so the page stands alone.
enum HTMLPageAssets {
    /// The page's CSS.
    static let css = #"""
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1a1a1a; }
        body { display: flex; flex-direction: column; }
        header { display: flex; align-items: center; gap: 12px; padding: 8px 14px; border-bottom: 1px solid #ddd; background: #f7f9fc; }
        header h1 { font-size: 16px; margin: 0 12px 0 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 40%; }
        #search { flex: 0 1 320px; padding: 5px 8px; border: 1px solid #bbb; border-radius: 4px; font: inherit; }
        #search-count { color: #666; min-width: 6em; }
        .buttons { margin-left: auto; display: flex; gap: 4px; }
        .buttons button { min-width: 34px; padding: 4px 8px; border: 1px solid #bbb; border-radius: 4px; background: white; font: inherit; cursor: pointer; }
        .sides { display: flex; gap: 0; }
        .sides button { padding: 4px 10px; border: 1px solid #bbb; background: white; font: inherit; cursor: pointer; }
        .sides button:first-child { border-radius: 4px 0 0 4px; }
        .sides button:last-child { border-radius: 0 4px 4px 0; }
        .sides button.active { background: #1f4e79; color: white; border-color: #1f4e79; }
        .hidden-side { display: none; }
        #panel .verdict { display: inline-block; margin-top: 4px; padding: 1px 6px; border-radius: 8px; background: #ffebee; color: #b71c1c; font-size: 12px; }
        #panel .verdict.calm { background: #e3f2fd; color: #0d47a1; }
        #panel .rule { font-size: 12px; color: #444; margin-top: 4px; }
        g.edge { cursor: pointer; }
        .crumbs { display: flex; gap: 8px; align-items: center; }
        .crumbs button { padding: 4px 10px; border: 1px solid #bbb; border-radius: 4px; background: white; font: inherit; cursor: pointer; }
        #view-title { font-weight: 600; }
        .note { margin: 0; padding: 4px 14px; background: #fff8e1; color: #5d4037; font-size: 12px; }
        .notes summary { cursor: pointer; }
        .notes .more { color: #8d6e63; }
        main { flex: 1; display: flex; min-height: 0; }
        #canvas { flex: 1; overflow: hidden; cursor: grab; background: white; touch-action: none; }
        #canvas.dragging { cursor: grabbing; }
        #canvas svg { display: block; width: 100%; height: 100%; user-select: none; }
        #panel { width: 330px; overflow: auto; border-left: 1px solid #ddd; padding: 12px 14px; background: #fcfcfd; }
        #panel h2 { font-size: 15px; margin: 0 0 4px; word-break: break-all; }
        #panel h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: #666; margin: 14px 0 4px; }
        #panel .type, #panel .id, #panel .place { font-family: ui-monospace, Menlo, monospace; font-size: 12px; color: #444; word-break: break-all; }
        #panel ul { list-style: none; margin: 0; padding: 0; }
        #panel li { padding: 2px 0; font-size: 13px; word-break: break-all; }
        #panel li button { border: none; background: none; padding: 0; color: #1565c0; cursor: pointer; font: inherit; text-align: left; }
        #panel .hint { color: #666; }
        #panel .kind { display: inline-block; font-size: 11px; padding: 1px 6px; border-radius: 8px; background: #e3eaf3; color: #1f4e79; }
        g.node, g.edge { transition: opacity .15s; }
        g.node { cursor: pointer; }
        .dimmed { opacity: .15; }
        g.node.selected > polygon, g.node.selected > path, g.node.selected a > polygon, g.node.selected a > path { stroke: #ff6f00; stroke-width: 4px; }
        g.node.related > polygon, g.node.related > path, g.node.related a > polygon, g.node.related a > path { stroke: #ff6f00; stroke-width: 2.5px; }
        g.edge.related path { stroke: #ff6f00; stroke-width: 2.5px; }
        g.edge.related polygon { stroke: #ff6f00; fill: #ff6f00; }
        g.node.match > polygon, g.node.match > path, g.node.match a > polygon, g.node.match a > path { stroke: #d500f9; stroke-width: 4px; }
        """#

    /// The page's script: pan, zoom, search and the detail panel.
    static let script = #"""
        (function () {
          "use strict";
          var overviewData = JSON.parse(document.getElementById("wiring-data").textContent);
          var canvas = document.getElementById("canvas");
          var overviewSVG = canvas.querySelector("svg");
          if (!overviewSVG) { return; }
          // The page shows one drawing at a time: the graph (an overview), or one group's inside.
          var data, svg, nodes, outgoing, incoming, home, view;
          var homes = new Map();
          function load(viewData, viewSVG) {
            data = viewData; svg = viewSVG;
            nodes = new Map(); outgoing = new Map(); incoming = new Map();
            data.nodes.forEach(function (n) { nodes.set(n.id, n); outgoing.set(n.id, []); incoming.set(n.id, []); });
            data.edges.forEach(function (e) {
              if (outgoing.has(e.from)) { outgoing.get(e.from).push(e); }
              if (incoming.has(e.to)) { incoming.get(e.to).push(e); }
            });
            if (!homes.has(svg)) {
              // Pan and zoom move the viewBox, so text stays sharp at every scale.
              var box = svg.viewBox.baseVal;
              homes.set(svg, { x: box.x, y: box.y, w: box.width, h: box.height });
              svg.removeAttribute("width");
              svg.removeAttribute("height");
              svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
            }
            home = homes.get(svg);
            view = Object.assign({}, home);
            apply();
          }
          function element(id) { return document.getElementById(id); }
          function nodeElement(n) { return element(n.element); }
          function apply() { svg.setAttribute("viewBox", view.x + " " + view.y + " " + view.w + " " + view.h); }
          load(overviewData, overviewSVG);

          // An overview's group opens to its inside; its stubs lead on to their groups.
          var back = element("back"), viewTitle = element("view-title");
          function openDetail(templateID) {
            var template = element(templateID), script = element(templateID + "-data");
            var drawn = template && template.content ? template.content.querySelector("svg") : null;
            if (!drawn || !script) { return; }
            var detailSVG = drawn.cloneNode(true);
            canvas.replaceChild(detailSVG, svg);
            load(JSON.parse(script.textContent), detailSVG);
            clear();
            if (back) { back.hidden = false; }
            if (viewTitle) { viewTitle.textContent = data.title || ""; }
          }
          function showOverview() {
            if (svg === overviewSVG) { return; }
            canvas.replaceChild(overviewSVG, svg);
            load(overviewData, overviewSVG);
            clear();
            if (back) { back.hidden = true; }
            if (viewTitle) { viewTitle.textContent = ""; }
          }
          if (back) { back.addEventListener("click", showOverview); }
          function open(n) {
            if (n.detail && svg === overviewSVG) { openDetail(n.detail); return true; }
            if (n.stub) {
              var group = overviewData.nodes.find(function (g) { return g.id === n.stub; });
              if (group && group.detail) { openDetail(group.detail); } else { showOverview(); }
              return true;
            }
            return false;
          }

          function unitsPerPixel() {
            return Math.max(view.w / Math.max(canvas.clientWidth, 1), view.h / Math.max(canvas.clientHeight, 1));
          }
          function toGraph(clientX, clientY) {
            var rect = canvas.getBoundingClientRect(), k = unitsPerPixel();
            var cx = view.x + view.w / 2 + (clientX - rect.left - rect.width / 2) * k;
            var cy = view.y + view.h / 2 + (clientY - rect.top - rect.height / 2) * k;
            return { x: cx, y: cy };
          }
          function zoom(factor, at) {
            var w = view.w * factor, h = view.h * factor;
            if (w < home.w / 40 || w > home.w * 8) { return; }
            view.x = at.x - (at.x - view.x) * factor;
            view.y = at.y - (at.y - view.y) * factor;
            view.w = w; view.h = h;
            apply();
          }
          function centre() { return { x: view.x + view.w / 2, y: view.y + view.h / 2 }; }
          canvas.addEventListener("wheel", function (event) {
            event.preventDefault();
            zoom(event.deltaY < 0 ? 0.85 : 1 / 0.85, toGraph(event.clientX, event.clientY));
          }, { passive: false });
          element("zoom-in").addEventListener("click", function () { zoom(0.8, centre()); });
          element("zoom-out").addEventListener("click", function () { zoom(1.25, centre()); });
          element("zoom-fit").addEventListener("click", function () { view = Object.assign({}, home); apply(); });
          var drag = null;
          canvas.addEventListener("pointerdown", function (event) {
            drag = { x: event.clientX, y: event.clientY, moved: false };
            canvas.setPointerCapture(event.pointerId);
          });
          canvas.addEventListener("pointermove", function (event) {
            if (!drag) { return; }
            var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
            if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 4) { return; }
            drag.moved = true;
            canvas.classList.add("dragging");
            var k = unitsPerPixel();
            view.x -= dx * k; view.y -= dy * k;
            drag.x = event.clientX; drag.y = event.clientY;
            apply();
          });
          canvas.addEventListener("pointerup", function (event) {
            var moved = drag && drag.moved;
            drag = null;
            canvas.classList.remove("dragging");
            if (moved) { return; }
            var target = document.elementFromPoint(event.clientX, event.clientY);
            var group = target && target.closest ? target.closest("g.node") : null;
            var hit = group ? data.nodes.find(function (n) { return n.element === group.id; }) : null;
            if (hit) { if (!open(hit)) { select(hit.id); } return; }
            var edgeGroup = target && target.closest ? target.closest("g.edge") : null;
            var edgeHit = edgeGroup ? data.edges.find(function (e) { return e.element === edgeGroup.id; }) : null;
            if (edgeHit) { selectEdge(edgeHit); } else { clear(); }
          });

          function clearMarks() {
            svg.querySelectorAll(".dimmed, .selected, .related, .match").forEach(function (el) {
              el.classList.remove("dimmed", "selected", "related", "match");
            });
          }
          function dimAllBut(keep) {
            data.nodes.forEach(function (n) { var el = nodeElement(n); if (el && !keep.has(n.element)) { el.classList.add("dimmed"); } });
            data.edges.forEach(function (e) { var el = element(e.element); if (el && !keep.has(e.element)) { el.classList.add("dimmed"); } });
          }

          // Search: mark nodes whose name, type or id contains the text; dim the rest.
          var search = element("search"), count = element("search-count");
          search.addEventListener("input", function () {
            clearMarks();
            var query = search.value.trim().toLowerCase();
            if (!query) { count.textContent = ""; return; }
            var keep = new Set();
            data.nodes.forEach(function (n) {
              var text = (n.name + " " + n.type + " " + n.id + " " + (n.key || "")).toLowerCase();
              if (text.indexOf(query) >= 0) {
                keep.add(n.element);
                var el = nodeElement(n);
                if (el) { el.classList.add("match"); }
              }
            });
            dimAllBut(keep);
            count.textContent = keep.size + (keep.size === 1 ? " match" : " matches");
          });

          // Selection: the node, its dependencies and dependents, and the panel.
          var panel = element("panel");
          function add(parent, tag, text, className) {
            var el = document.createElement(tag);
            if (text !== undefined) { el.textContent = text; }
            if (className) { el.className = className; }
            parent.appendChild(el);
            return el;
          }
          function list(title, edges, end) {
            add(panel, "h3", title + " (" + edges.length + ")");
            var ul = add(panel, "ul");
            edges.forEach(function (e) {
              var other = nodes.get(e[end]);
              var li = add(ul, "li");
              var button = add(li, "button", other ? other.name : e[end]);
              button.title = e[end];
              button.addEventListener("click", function () { select(e[end]); });
              add(li, "span", " · " + e.kind + (e.label ? " (" + e.label + ")" : "") + (e.side ? " · " + e.side : "") + where(e.place));
              if (e.verdict) { verdict(li, e); }
            });
          }
          function where(place) {
            return place ? " · " + place.slice(place.lastIndexOf("/") + 1) : "";
          }
          // A crossing's verdict, and the rule that decided it.
          function verdict(parent, e) {
            var box = add(parent, "div");
            add(box, "span", e.verdict, e.mark === "newCrossing" ? "verdict" : "verdict calm");
            if (e.rule) { add(box, "div", "rule: " + e.rule, "rule"); }
          }
          function selectEdge(e) {
            clearMarks();
            var keep = new Set([e.element]);
            [e.from, e.to].forEach(function (end) { var n = nodes.get(end); if (n) { keep.add(n.element); } });
            var own = element(e.element); if (own) { own.classList.add("related"); }
            dimAllBut(keep);
            panel.textContent = "";
            var from = nodes.get(e.from), to = nodes.get(e.to);
            add(panel, "h2", (from ? from.name : e.from) + " → " + (to ? to.name : e.to));
            add(panel, "span", e.kind, "kind");
            if (e.side) { add(panel, "span", " " + e.side); }
            if (e.label) { add(panel, "div", "label: " + e.label); }
            if (e.place) { add(panel, "div", "at: " + e.place, "place"); }
            add(panel, "div", "from: " + e.from, "id");
            add(panel, "div", "to: " + e.to, "id");
            if (e.verdict) { add(panel, "h3", "Verdict"); verdict(panel, e); }
          }
          function select(id) {
            var node = nodes.get(id);
            if (!node) { return; }
            clearMarks();
            var keep = new Set([node.element]);
            var out = outgoing.get(id), inc = incoming.get(id);
            out.concat(inc).forEach(function (e) {
              keep.add(e.element);
              var el = element(e.element); if (el) { el.classList.add("related"); }
              [e.from, e.to].forEach(function (end) {
                var n = nodes.get(end);
                if (n && end !== id) { keep.add(n.element); var ne = nodeElement(n); if (ne) { ne.classList.add("related"); } }
              });
            });
            var own = nodeElement(node); if (own) { own.classList.add("selected"); }
            dimAllBut(keep);
            panel.textContent = "";
            add(panel, "h2", node.name);
            add(panel, "span", node.kind, "kind");
            if (node.side) { add(panel, "span", " " + node.side); }
            if (!node.resolved) { add(panel, "span", " not resolved"); }
            add(panel, "div", node.type, "type");
            add(panel, "div", "id: " + node.id, "id");
            if (node.key) { add(panel, "div", "key: " + node.key); }
            if (node.life) { add(panel, "div", "life: " + node.life); }
            if (node.place) { add(panel, "div", "at: " + node.place, "place"); }
            if (node.folded) { add(panel, "div", node.folded + " nodes collapsed inside"); }
            add(panel, "h3", "Ports (" + node.ports.length + ")");
            var ul = add(panel, "ul");
            node.ports.forEach(function (p) {
              add(ul, "li", p.name + ": " + p.type + " · " + p.origin + (p.made ? "" : " (not made)") + where(p.place));
            });
            list("Dependencies", out, "to");
            list("Dependents", inc, "from");
          }
          function clear() {
            clearMarks();
            panel.textContent = "";
            add(panel, "p", "Click a node to see its ports, dependencies and dependents.", "hint");
          }
          document.addEventListener("keydown", function (event) {
            if (event.key === "Escape") { search.value = ""; count.textContent = ""; clear(); }
          });
          // A diff page flips between before, the diff and after on the same positions.
          var sideButtons = Array.prototype.slice.call(document.querySelectorAll("[data-side]"));
          function showSide(side) {
            clear();
            function toggle(id, hide) { var el = id ? element(id) : null; if (el) { el.classList.toggle("hidden-side", hide); } }
            data.nodes.forEach(function (n) {
              var hide = (side === "before" && n.side === "added") || (side === "after" && n.side === "removed");
              toggle(n.element, hide); toggle(n.cluster, hide);
            });
            data.edges.forEach(function (e) {
              toggle(e.element, (side === "before" && e.side === "added") || (side === "after" && e.side === "removed"));
            });
            sideButtons.forEach(function (b) { b.classList.toggle("active", b.getAttribute("data-side") === side); });
          }
          sideButtons.forEach(function (b) { b.addEventListener("click", function () { showSide(b.getAttribute("data-side")); }); });
          window.wiringSelect = select;
          window.wiringOpen = function (id) { var n = nodes.get(id); return n ? open(n) : false; };
          window.wiringShowOverview = showOverview;
          window.wiringShowSide = showSide;
        })();
        """#
}
