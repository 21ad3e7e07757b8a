/// The interactive page's script, inlined so the page stands alone. One function scope, in
/// parts: the graph and its indexes, the camera (pan and zoom), the views and the breadcrumb,
/// a layered layout for views drawn in the page (focus, path, a pair of boxes), selection and
/// the panel, search, filters, the matrix, and the controls with the test hook
/// `window.wiringExplorer`.
///
/// Every name reaches the page through `textContent` or an attribute value, never as markup.
enum HTMLPageScript {
    /// The whole script.
    static let script = "(function () {\n\"use strict\";\n"
        + [basics, camera, views, layout, drawing, explore, panel, search, filters, matrix, controls].joined(separator: "\n")
        + "\n})();"

    /// The graph, its indexes and small helpers.
    static let basics = #"""
        var data = JSON.parse(document.getElementById("wiring-data").textContent);
        var nodes = data.nodes, edges = data.edges, views = data.views;
        var canvas = el("canvas"), panel = el("panel"), statusLine = el("status");
        var matrixBox = el("matrix"), crumbs = el("crumbs"), notesBox = el("notes");
        // Edges leaving and entering each node, as edge indices.
        var outgoing = nodes.map(function () { return []; }), incoming = nodes.map(function () { return []; });
        edges.forEach(function (e, i) { outgoing[e.from].push(i); incoming[e.to].push(i); });
        var nodeByID = new Map();
        nodes.forEach(function (n, i) { nodeByID.set(n.id, i); });
        var CLIENT_LIMIT = 300;

        function el(id) { return document.getElementById(id); }
        function add(parent, tag, text, className) {
          var e = document.createElement(tag);
          if (text !== undefined && text !== null) { e.textContent = text; }
          if (className) { e.className = className; }
          parent.appendChild(e);
          return e;
        }
        var SVG_NS = "http://www.w3.org/2000/svg";
        function svgAdd(parent, tag, attributes, text) {
          var e = document.createElementNS(SVG_NS, tag);
          for (var name in attributes) { e.setAttribute(name, attributes[name]); }
          if (text !== undefined) { e.textContent = text; }
          parent.appendChild(e);
          return e;
        }
        function button(parent, text, action, title) {
          var b = add(parent, "button", text);
          b.type = "button";
          if (title) { b.title = title; }
          b.addEventListener("click", action);
          return b;
        }
        function plural(count, one, many) { return count + " " + (count === 1 ? one : (many || one + "s")); }
        function nodeName(i) { return nodes[i] ? nodes[i].name : "?"; }
        function say(text) { statusLine.textContent = text || ""; statusLine.hidden = !text; }
        """#

    /// Pan and zoom: the picture's viewBox follows a centre and a scale, so text stays sharp at
    /// every scale. The first view of a picture is fitted when its names are readable fitted, and
    /// otherwise shown at the smallest readable size from its start.
    static let camera = #"""
        var cam = { cx: 0, cy: 0, s: 1 }, pic = null, frame = 0, committed = null, settle = 0;
        var MAX_HOME_SCALE = 1.75, READABLE_PX = 9.5, MARGIN = 16;
        // The drawing's room: all of the page under the header (the canvas may be hidden under the matrix).
        function canvasSize() { var room = canvas.parentNode; return { w: Math.max(room.clientWidth, 1), h: Math.max(room.clientHeight, 1) }; }
        function applyCamera() {
          if (frame) { cancelAnimationFrame(frame); frame = 0; }
          clearTimeout(settle);
          if (!pic) { return; }
          var size = canvasSize(), w = size.w / cam.s, h = size.h / cam.s;
          pic.svg.setAttribute("viewBox", (cam.cx - w / 2) + " " + (cam.cy - h / 2) + " " + w + " " + h);
          pic.svg.style.transform = "";
          canvas.classList.remove("moving");
          committed = { svg: pic.svg, cx: cam.cx, cy: cam.cy, s: cam.s };
        }
        // While the picture moves, it is moved as an image (the compositor's work, however many nodes
        // it has); once it rests, it is drawn again at its new place and scale.
        function moveCamera() {
          frame = 0;
          if (!pic || !committed || committed.svg !== pic.svg) { applyCamera(); return; }
          var k = cam.s / committed.s, tx = (committed.cx - cam.cx) * cam.s, ty = (committed.cy - cam.cy) * cam.s;
          canvas.classList.add("moving");
          pic.svg.style.transform = "translate(" + tx.toFixed(1) + "px," + ty.toFixed(1) + "px) scale(" + k.toFixed(4) + ")";
          clearTimeout(settle);
          settle = setTimeout(function () { frame = requestAnimationFrame(applyCamera); }, 160);
        }
        function schedule() { if (!frame) { frame = requestAnimationFrame(moveCamera); } }
        function fitScale() {
          var size = canvasSize(), b = pic.bounds;
          return Math.min((size.w - 2 * MARGIN) / Math.max(b.w, 1), (size.h - 2 * MARGIN) / Math.max(b.h, 1));
        }
        // The whole picture, centred.
        function fit() {
          if (!pic) { return; }
          var b = pic.bounds;
          cam = { cx: b.x + b.w / 2, cy: b.y + b.h / 2, s: Math.min(fitScale(), MAX_HOME_SCALE) };
          applyCamera();
          say(top() && top().client ? top().client.note : "");
        }
        // The picture as it first shows: fitted if its names can be read so, else from its start at
        // the smallest size they can be read at.
        var PARTLY = "Part of the picture, at a size you can read: drag or use the arrow keys to move, F shows all of it.";
        // Returns whether it shows only part of the picture.
        function home() {
          if (!pic) { return false; }
          var readable = READABLE_PX / pic.nameSize, s = fitScale();
          if (s >= readable) { fit(); return false; }
          var size = canvasSize(), b = pic.bounds, centre = pic.centre;
          s = Math.min(readable, MAX_HOME_SCALE);
          // Around what the picture is about (the node in focus), else from the picture's start.
          var cx = b.w * s <= size.w - 2 * MARGIN ? b.x + b.w / 2 : centre ? centre.x : b.x + (size.w / 2 - MARGIN) / s;
          var cy = b.h * s <= size.h - 2 * MARGIN ? b.y + b.h / 2 : centre ? centre.y : b.y + (size.h / 2 - MARGIN) / s;
          cam = { cx: cx, cy: cy, s: s };
          applyCamera();
          say(((top() && top().client && top().client.note) ? top().client.note + " " : "") + PARTLY);
          return true;
        }
        function zoomAt(factor, clientX, clientY) {
          if (!pic) { return; }
          var s = cam.s * factor, low = Math.min(fitScale(), 1) / 3;
          if (s < low || s > 12) { return; }
          var rect = canvas.getBoundingClientRect(), size = canvasSize();
          var px = clientX === undefined ? size.w / 2 : clientX - rect.left, py = clientY === undefined ? size.h / 2 : clientY - rect.top;
          // The point under the pointer stays where it is.
          var ux = cam.cx + (px - size.w / 2) / cam.s, uy = cam.cy + (py - size.h / 2) / cam.s;
          cam.s = s;
          cam.cx = ux - (px - size.w / 2) / s;
          cam.cy = uy - (py - size.h / 2) / s;
          schedule();
        }
        function panBy(dx, dy) { cam.cx -= dx / cam.s; cam.cy -= dy / cam.s; schedule(); }
        // Shows a point of the picture, keeping the scale unless it is too small to read.
        function reveal(box) {
          if (!pic || !box) { return; }
          var size = canvasSize(), readable = READABLE_PX / pic.nameSize;
          var left = cam.cx - size.w / 2 / cam.s, top = cam.cy - size.h / 2 / cam.s;
          var inside = box.x >= left && box.y >= top && box.x + box.w <= left + size.w / cam.s && box.y + box.h <= top + size.h / cam.s;
          if (inside && cam.s >= readable) { return; }
          cam.s = Math.max(cam.s, Math.min(readable, MAX_HOME_SCALE));
          cam.cx = box.x + box.w / 2;
          cam.cy = box.y + box.h / 2;
          schedule();
        }
        canvas.addEventListener("wheel", function (event) {
          event.preventDefault();
          zoomAt(Math.pow(0.998, event.deltaY * (event.deltaMode === 1 ? 16 : 1)), event.clientX, event.clientY);
        }, { passive: false });
        var drag = null;
        canvas.addEventListener("pointerdown", function (event) {
          if (event.button !== 0) { return; }
          drag = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
        });
        canvas.addEventListener("pointermove", function (event) {
          if (!drag) { return; }
          var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
          if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 4) { return; }
          if (!drag.moved) { drag.moved = true; canvas.setPointerCapture(drag.id); canvas.classList.add("dragging"); }
          drag.x = event.clientX; drag.y = event.clientY;
          panBy(dx, dy);
        });
        canvas.addEventListener("pointerup", function (event) {
          var was = drag;
          drag = null;
          canvas.classList.remove("dragging");
          if (!was || was.moved) { return; }
          activate(event.target, event.shiftKey);
        });
        canvas.addEventListener("pointercancel", function () { drag = null; canvas.classList.remove("dragging"); });
        window.addEventListener("resize", function () { schedule(); });
        """#
}
