/// The explorer page's script: plain JavaScript with no library, reading the JSON data block and
/// working on the inline SVG by its element ids. All text it shows is set as text, never as markup.
enum ExplorerScript {
    static let javascript = #"""
        (() => {
        "use strict";
        const data = JSON.parse(document.getElementById("ng-data").textContent);
        const canvas = document.getElementById("ng-canvas");
        const svg = canvas.querySelector("svg");
        const graph = svg.querySelector("g.graph");
        const details = document.getElementById("ng-details");
        const byId = (id) => (id == null ? null : document.getElementById(id));
        const flows = new Map(data.flows.map((f) => [f.name, f]));
        const edges = new Map(data.edges.map((e) => [e.id, e]));
        const items = new Map();   // element id → { kind, flow, route, edge }

        // MARK: View: the SVG's viewBox is the camera.
        const base = svg.viewBox.baseVal;
        const full = { x: base.x, y: base.y, w: base.width, h: base.height };
        let view = { ...full };
        svg.removeAttribute("width");
        svg.removeAttribute("height");
        function setView(v) {
          view = v;
          svg.setAttribute("viewBox", `${v.x} ${v.y} ${v.w} ${v.h}`);
        }
        function fit() { setView({ ...full }); }
        function toSVG(clientX, clientY) {
          const m = svg.getScreenCTM();
          if (!m) return { x: view.x + view.w / 2, y: view.y + view.h / 2 };
          const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
          return { x: p.x, y: p.y };
        }
        function zoom(factor, at) {
          const c = at || { x: view.x + view.w / 2, y: view.y + view.h / 2 };
          const w = Math.min(Math.max(view.w / factor, full.w / 200), full.w * 4);
          const f = view.w / w;
          setView({ x: c.x - (c.x - view.x) / f, y: c.y - (c.y - view.y) / f, w, h: view.h / f });
        }
        function pan(dx, dy) { setView({ ...view, x: view.x + dx, y: view.y + dy }); }
        function centreOn(element) {
          const r = element.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) return;
          const a = toSVG(r.left, r.top), b = toSVG(r.right, r.bottom);
          // Close enough to read its text, with room around it for what it connects to.
          const w = Math.min(full.w, Math.max((b.x - a.x) * 4, 600)), h = view.h * (w / view.w);
          setView({ x: (a.x + b.x) / 2 - w / 2, y: (a.y + b.y) / 2 - h / 2, w, h });
        }
        canvas.addEventListener("wheel", (event) => {
          event.preventDefault();
          zoom(Math.exp(-event.deltaY * 0.0015), toSVG(event.clientX, event.clientY));
        }, { passive: false });
        let drag = null, dragged = false;
        canvas.addEventListener("pointerdown", (event) => {
          if (event.button !== 0) return;
          drag = { x: event.clientX, y: event.clientY, id: event.pointerId };
          dragged = false;
        });
        canvas.addEventListener("pointermove", (event) => {
          if (!drag) return;
          const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
          if (!dragged && Math.hypot(dx, dy) < 4) return;
          if (!dragged) { dragged = true; canvas.classList.add("dragging"); canvas.setPointerCapture(drag.id); }
          const m = svg.getScreenCTM();
          const scale = m ? m.a : 1;
          pan(-dx / scale, -dy / scale);
          drag.x = event.clientX;
          drag.y = event.clientY;
        });
        const endDrag = () => { drag = null; canvas.classList.remove("dragging"); };
        canvas.addEventListener("pointerup", endDrag);
        canvas.addEventListener("pointercancel", endDrag);
        canvas.addEventListener("keydown", (event) => {
          const step = { ArrowLeft: [-0.1, 0], ArrowRight: [0.1, 0], ArrowUp: [0, -0.1], ArrowDown: [0, 0.1] }[event.key];
          if (step) { pan(step[0] * view.w, step[1] * view.h); event.preventDefault(); event.stopPropagation(); return; }
          if (event.key === "+" || event.key === "=") { zoom(1.25); event.preventDefault(); }
          else if (event.key === "-" || event.key === "_") { zoom(0.8); event.preventDefault(); }
          else if (event.key === "0") { fit(); event.preventDefault(); }
          else if ((event.key === "Enter" || event.key === " ") && event.target !== canvas) {
            const target = event.target.closest("[data-ng-item], .ng-collapsed-box");
            if (target) { activate(target); event.preventDefault(); }
          }
        });
        document.getElementById("ng-fit").addEventListener("click", fit);
        document.getElementById("ng-zoom-in").addEventListener("click", () => zoom(1.25));
        document.getElementById("ng-zoom-out").addEventListener("click", () => zoom(0.8));

        // MARK: Items: every flow, route and edge is focusable and clickable.
        function mark(id, item, label) {
          const element = byId(id);
          if (!element || items.has(id)) return;
          items.set(id, item);
          element.classList.add("ng-item");
          element.dataset.ngItem = item.kind;
          element.setAttribute("tabindex", "0");
          element.setAttribute("role", "button");
          element.setAttribute("aria-label", label);
        }
        for (const flow of data.flows) {
          mark(flow.element, { kind: "flow", flow: flow.name }, `Flow ${flow.shown}`);
          for (const route of flow.routes) {
            const tabs = flow.tabs.length > 0 && route.element && route.element.endsWith("#tabs");
            mark(route.element, tabs ? { kind: "flow", flow: flow.name } : { kind: "route", flow: flow.name, route: route.name },
                 tabs ? `Tabs of ${flow.shown}` : `Route ${route.shown} of ${flow.shown}`);
          }
        }
        for (const edge of data.edges) {
          if (edge.kind !== "initial") mark(edge.id, { kind: "edge", edge: edge.id }, `Transition ${edge.label || edge.tooltip}`);
        }
        canvas.addEventListener("click", (event) => {
          if (dragged) { dragged = false; return; }
          const target = event.target.closest("[data-ng-item], .ng-collapsed-box");
          if (target) activate(target);
        });
        function activate(element) {
          if (element.classList.contains("ng-collapsed-box")) { toggleCollapse(element.dataset.flow); return; }
          const item = items.get(element.id);
          if (item) select(item, false);
        }

        // MARK: Details panel
        function node(tag, text, attributes) {
          const element = document.createElement(tag);
          if (text != null) element.textContent = text;
          for (const [key, value] of Object.entries(attributes || {})) element.setAttribute(key, value);
          return element;
        }
        function link(text, item) {
          const a = node("a", text, { href: "#" });
          a.addEventListener("click", (event) => { event.preventDefault(); select(item, true); });
          return a;
        }
        function endLink(end) {
          const flow = flows.get(end.flow);
          if (!flow) return node("span", end.flow);
          if (end.route == null) return link(flow.shown, { kind: "flow", flow: end.flow });
          const route = flow.routes.find((r) => r.name === end.route);
          return link(`${flow.shown}.${route ? route.shown : end.route}`, { kind: "route", flow: end.flow, route: end.route });
        }
        function list(title, entries) {
          const section = document.createDocumentFragment();
          section.append(node("h3", title));
          if (entries.length === 0) { section.append(node("p", "none")); return section; }
          const ul = node("ul");
          for (const entry of entries) { const li = node("li"); li.append(...entry); ul.append(li); }
          section.append(ul);
          return section;
        }
        function show(title, ...parts) {
          details.replaceChildren(node("h2", title), ...parts);
          delete details.dataset.flow;
        }
        function selectedElement(item) {
          if (item.kind === "edge") return byId(item.edge);
          const flow = flows.get(item.flow);
          if (!flow) return null;
          if (item.kind === "route") { const r = flow.routes.find((r) => r.name === item.route); return byId(r && r.element); }
          return byId(flow.element);
        }
        function select(item, jump) {
          for (const old of svg.querySelectorAll(".ng-selected")) old.classList.remove("ng-selected");
          revealItem(item);
          const element = selectedElement(item);
          if (element) {
            element.classList.add("ng-selected");
            if (jump) { centreOn(element); element.focus({ preventScroll: true }); }
          }
          details.dataset.kind = item.kind;
          if (item.kind === "route") showRoute(item.flow, item.route);
          else if (item.kind === "flow") showFlow(item.flow);
          else showEdge(item.edge);
          details.scrollIntoView({ block: "nearest" });
        }
        function showRoute(flowName, routeName) {
          const flow = flows.get(flowName);
          const route = flow.routes.find((r) => r.name === routeName) || { name: routeName, shown: routeName };
          const rows = flow.rows.filter((r) => r.from === routeName || r.from == null);
          const leaving = rows.map((row) => {
            const parts = [node("code", row.text)];
            if (row.from == null) parts.push(" (from any route)");
            if (row.edge) { parts.push(" · "); parts.push(link("show edge", { kind: "edge", edge: row.edge })); }
            const edge = row.edge && edges.get(row.edge);
            if (edge) { parts.push(" → "); parts.push(endLink(edge.head)); }
            return parts;
          });
          const arriving = data.edges.filter((e) => e.head.flow === flowName && e.head.route === routeName && e.kind !== "initial").map((edge) => [
            node("code", edge.label || edge.tooltip), " from ", endLink(edge.tail), " · ", link("show edge", { kind: "edge", edge: edge.id })
          ]);
          const intro = node("p");
          intro.append(`Route of `, link(flow.shown, { kind: "flow", flow: flowName }), route.name === flow.initialRoute ? " (initial route)" : "");
          show(`Route ${route.shown}`, intro, list("Leaves by", leaving), list("Arrives by", arriving));
        }
        function showFlow(flowName) {
          const flow = flows.get(flowName);
          const parts = [];
          const summary = node("dl");
          const add = (term, ...value) => { summary.append(node("dt", term)); const dd = node("dd"); dd.append(...value); summary.append(dd); };
          add("Layout", flow.layout);
          add("Initial route", endLink({ flow: flowName, route: flow.initialRoute }));
          if (flow.enclosing) add("Drawn inside", link(flows.get(flow.enclosing).shown, { kind: "flow", flow: flow.enclosing }));
          parts.push(summary);
          parts.push(list("Routes", flow.routes.map((r) => [endLink({ flow: flowName, route: r.name })])));
          if (flow.tabs.length) parts.push(list("Tabs", flow.tabs.map((t) => [t])));
          parts.push(list("Children", flow.children.map((c) => [endLink({ flow: c.flow }), c.outputs.length ? ` (${c.outputs.join(", ")})` : ""])));
          parts.push(list("Parents", flow.parents.map((p) => [endLink({ flow: p })])));
          parts.push(list("Links", flow.links.map((l) => [node("code", l)])));
          parts.push(list("Transitions", flow.rows.map((row) => {
            const entry = [node("code", `${row.from ?? "(any route)"}: ${row.text}`)];
            if (row.edge) entry.push(" · ", link("show edge", { kind: "edge", edge: row.edge }));
            return entry;
          })));
          const element = byId(flow.element);
          if (element && element.classList.contains("cluster") && flowName !== data.root) {
            const button = node("button", collapsed.has(flowName) ? "Expand box" : "Collapse box", { type: "button", id: "ng-collapse" });
            button.addEventListener("click", () => { toggleCollapse(flowName); document.getElementById("ng-collapse").focus(); });
            parts.unshift(button);
          }
          show(`Flow ${flow.shown}`, ...parts);
          details.dataset.flow = flowName;
        }
        function showEdge(id) {
          const edge = edges.get(id);
          const lines = edge.tooltip.split("\n").map((line) => [node("code", line)]);
          const ends = node("p");
          ends.append("From ", endLink(edge.tail), " to ", endLink(edge.head));
          const parts = [node("p", edge.label || "(no label)"), ends, list("Declared as", lines)];
          if (data.run) {
            const numbers = data.run.steps.map((s, i) => (s.edges.includes(id) ? i + 1 : 0)).filter((n) => n > 0);
            parts.push(node("p", numbers.length ? `Taken at step ${numbers.join(", ")}` : "Never taken in this run"));
          }
          show("Transition", ...parts);
        }

        // MARK: Collapse: the page hides a box's contents under a box of its own, in place. The
        // layout is libgvc's single one: nothing moves, so what you learnt of the picture stays true.
        const collapsed = new Set();
        const overlays = new Map();
        function prefixOf(flowName) {
          const flow = flows.get(flowName);
          return flow && flow.element && flow.element.startsWith("cluster:") ? flow.element.slice("cluster:".length) : null;
        }
        function insideAny(id) {
          if (!id) return null;
          const bare = id.startsWith("cluster:") ? id.slice("cluster:".length) : id;
          for (const name of collapsed) {
            const p = prefixOf(name);
            if (p && (bare.startsWith(p + "/") || bare.startsWith(p + "#"))) return name;
          }
          return null;
        }
        function toggleCollapse(flowName) {
          if (collapsed.has(flowName)) collapsed.delete(flowName); else if (prefixOf(flowName)) collapsed.add(flowName);
          refreshCollapsed();
          if (details.dataset.flow === flowName) showFlow(flowName);
        }
        function refreshCollapsed() {
          for (const g of graph.querySelectorAll("g.node, g.cluster")) g.classList.toggle("ng-hidden", insideAny(g.id) != null);
          for (const edge of data.edges) {
            const element = byId(edge.id);
            const a = insideAny(edge.tailElement), b = insideAny(edge.headElement);
            if (element) element.classList.toggle("ng-hidden", a != null && a === b);
          }
          for (const [name, box] of overlays) if (!collapsed.has(name)) { box.remove(); overlays.delete(name); }
          for (const name of collapsed) {
            if (!overlays.has(name)) overlays.set(name, overlay(name));
            overlays.get(name).classList.toggle("ng-hidden", insideAny(flows.get(name).element) != null);
          }
          document.body.dataset.collapsed = [...collapsed].join(",");
        }
        function overlay(flowName) {
          const flow = flows.get(flowName);
          const box = byId(flow.element).querySelector("path, polygon").getBBox();
          const ns = "http://www.w3.org/2000/svg";
          const g = document.createElementNS(ns, "g");
          g.setAttribute("class", "ng-collapsed-box");
          g.setAttribute("tabindex", "0");
          g.setAttribute("role", "button");
          g.setAttribute("aria-label", `Expand ${flow.shown}`);
          g.dataset.flow = flowName;
          const rect = document.createElementNS(ns, "rect");
          for (const [k, v] of Object.entries({ x: box.x, y: box.y, width: box.width, height: box.height, rx: 6 })) rect.setAttribute(k, v);
          const inner = data.flows.filter((f) => f.enclosing === flowName).length;
          const text = (line, dy) => {
            const t = document.createElementNS(ns, "text");
            t.setAttribute("x", box.x + 10);
            t.setAttribute("y", box.y + dy);
            t.textContent = line;
            return t;
          };
          g.append(rect, text(`▸ ${flow.shown} (collapsed)`, 20),
                   text(`${flow.routes.length} routes, ${inner} flows inside · click to expand`, 38));
          graph.append(g);
          return g;
        }
        function revealItem(item) {
          const element = selectedElement(item);
          let name = element && insideAny(element.id);
          while (name) { collapsed.delete(name); name = insideAny(element.id); }
          refreshCollapsed();
        }

        // MARK: Find
        const search = document.getElementById("ng-search");
        const found = document.getElementById("ng-found");
        const searchable = [];
        for (const flow of data.flows) {
          searchable.push({ text: `${flow.name} ${flow.shown}`, item: { kind: "flow", flow: flow.name } });
          for (const route of flow.routes) searchable.push({ text: `${route.name} ${route.shown}`, item: { kind: "route", flow: flow.name, route: route.name } });
        }
        for (const edge of data.edges) if (edge.kind !== "initial") searchable.push({ text: `${edge.label} ${edge.tooltip}`, item: { kind: "edge", edge: edge.id } });
        let matches = [], matchIndex = -1;
        function runSearch() {
          for (const old of svg.querySelectorAll(".ng-match")) old.classList.remove("ng-match");
          const query = search.value.trim().toLowerCase();
          matches = [];
          matchIndex = -1;
          if (query) {
            const seen = new Set();
            for (const entry of searchable) {
              if (!entry.text.toLowerCase().includes(query)) continue;
              const element = selectedElement(entry.item);
              const key = element ? element.id : JSON.stringify(entry.item);
              if (seen.has(key)) continue;
              seen.add(key);
              matches.push(entry.item);
              if (element) element.classList.add("ng-match");
            }
          }
          found.textContent = query ? (matches.length ? `${matches.length} match${matches.length === 1 ? "" : "es"}` : "no match") : "";
          document.body.dataset.matches = String(matches.length);
        }
        search.addEventListener("input", runSearch);
        search.addEventListener("keydown", (event) => {
          if (event.key === "Escape") { search.value = ""; runSearch(); return; }
          if (event.key !== "Enter" || matches.length === 0) return;
          event.preventDefault();
          matchIndex = (matchIndex + (event.shiftKey ? matches.length - 1 : 1)) % matches.length;
          select(matches[matchIndex], true);
          search.focus();
          found.textContent = `match ${matchIndex + 1} of ${matches.length}`;
        });

        // MARK: Replay
        const run = data.run;
        let position = 0, timer = null;
        if (run) {
          const status = document.getElementById("ng-step");
          const stack = document.getElementById("ng-stack");
          const buttons = ["first", "back", "play", "next", "last"].map((n) => document.getElementById(`ng-${n}`));
          const total = run.steps.length;
          const go = (to) => {
            position = Math.max(0, Math.min(total, to));
            if (position === total) stop();
            for (const old of svg.querySelectorAll(".ng-current")) old.classList.remove("ng-current");
            const step = position > 0 ? run.steps[position - 1] : null;
            status.classList.toggle("rejected", !!(step && step.rejected));
            if (!step) {
              status.textContent = `Start: before step 1 of ${total}`;
            } else {
              for (const id of step.edges) { const e = byId(id); if (e) e.classList.add("ng-current"); }
              const route = byId(step.element);
              if (route) route.classList.add("ng-current");
              const from = step.from == null ? "" : `.${step.from}`;
              const to = step.to == null ? "" : ` → ${step.to}`;
              status.textContent = `Step ${position} of ${total}: ${step.flow}${from}, ${step.event}${to}`;
              if (step.rejected) status.append(node("strong", ` ✕ rejected: ${step.flow} declares no ${step.event} here; nothing changed`, { class: "ng-badge" }));
              else if (!step.shown) status.append(" (outside this picture)");
              else if (step.edges.length === 0) status.append(" (no edge: written inside its box)");
            }
            status.dataset.step = String(position);
            status.dataset.rejected = String(!!(step && step.rejected));
            stack.replaceChildren(...run.stacks[position].map((line) => node("li", line)));
            buttons[0].disabled = buttons[1].disabled = position === 0;
            buttons[3].disabled = buttons[4].disabled = position === total;
          };
          const stop = () => { if (timer) clearInterval(timer); timer = null; buttons[2].setAttribute("aria-pressed", "false"); buttons[2].textContent = "▶ Play"; };
          buttons[0].addEventListener("click", () => go(0));
          buttons[1].addEventListener("click", () => go(position - 1));
          buttons[3].addEventListener("click", () => go(position + 1));
          buttons[4].addEventListener("click", () => go(total));
          buttons[2].addEventListener("click", () => {
            if (timer) { stop(); return; }
            if (position === total) go(0);
            buttons[2].setAttribute("aria-pressed", "true");
            buttons[2].textContent = "⏸ Pause";
            timer = setInterval(() => go(position + 1), 900);
          });
          document.addEventListener("keydown", (event) => {
            const target = event.target;
            if (target.closest && (target.closest("#ng-canvas") || target.closest("input, textarea, select"))) return;
            const to = { ArrowLeft: position - 1, ArrowRight: position + 1, Home: 0, End: total }[event.key];
            if (to === undefined) return;
            event.preventDefault();
            go(to);
          });
          go(0);

          // MARK: Coverage
          const drawable = data.edges.filter((e) => e.kind !== "initial" && e.kind !== "tab").length;
          const coverage = document.getElementById("ng-coverage");
          coverage.textContent = `${run.untaken.length} of ${drawable} drawn transitions never taken in this run`;
          const toggle = document.getElementById("ng-untaken");
          const untakenList = document.getElementById("ng-untaken-list");
          untakenList.replaceChildren(...run.untaken.map((id) => {
            const li = node("li");
            li.append(link(edges.get(id).label || edges.get(id).tooltip, { kind: "edge", edge: id }));
            return li;
          }));
          toggle.addEventListener("click", () => {
            const on = toggle.getAttribute("aria-pressed") !== "true";
            toggle.setAttribute("aria-pressed", String(on));
            untakenList.hidden = !on;
            for (const id of run.untaken) { const e = byId(id); if (e) e.classList.toggle("ng-untaken", on); }
          });
        }

        fit();
        document.body.dataset.ready = "1";
        window.navgraphReadyAt = performance.now();
        })();
        """#
}
