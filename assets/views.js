"use strict";
// The page's other views and the comparison of two runs, beside app.js:
// the view switcher (view=network|spacetime|boundary), the space-time
// diagram (#spacetime: SVG markup the WASM draws with the same Go code as
// `coordsim run --svg`, never built here and never from URL text), the
// recovery boundary map (#boundary: computed in the WASM a chunk per frame),
// and the comparison panel (#compare, state().compare). Like app.js it holds
// no words: labels come from labels.js, sentences from the WASM.
(() => {
  const $ = (id) => document.getElementById(id);
  const LABELS = window.coordsimLabels || { langs: [], text: {} };
  const api = window.coordsim;
  let view = null;
  let lang = "";
  let tick = 0;
  let comparing = null; // the bridge's compare(query): {compare, offers}
  const tr = (key, args = {}) => ((LABELS.text[lang] || {})[key] ?? "").replace(/\{(\w+)\}/g, (m, n) => (n in args ? String(args[n]) : m));
  const bridge = () => $("stage").contentWindow.coordsimFrame;
  const noTick = (q) => q.replace(/(^|&)t=\d+/, "");

  // ---- The view switcher -------------------------------------------------

  function showView(name) {
    for (const b of document.querySelectorAll("#views button")) b.setAttribute("aria-pressed", String(b.dataset.view === name));
    for (const v of ["network", "spacetime", "boundary"]) document.body.classList.toggle("view-" + v, v === name);
    $("spacetime-view").hidden = name !== "spacetime";
    $("boundary-view").hidden = name !== "boundary";
  }
  $("views").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-view]");
    if (b && api.ready) api.set({ view: b.dataset.view });
  });

  // ---- The space-time diagram ---------------------------------------------

  let drawn = ""; // the query (without t) the diagrams show
  let svgText = { a: "", b: null }; // the markup as the WASM wrote it
  function renderSpacetime(v) {
    const key = noTick(v.query);
    if (key === drawn) return;
    drawn = key;
    svgText = JSON.parse(bridge().spacetime(v.query));
    const box = $("spacetime");
    box.replaceChildren();
    box.classList.toggle("pair", svgText.b !== null);
    const parts = svgText.b === null ? [["", svgText.a]] : [["page.spacetime.runA", svgText.a], ["page.spacetime.runB", svgText.b]];
    parts.forEach(([label, markup], i) => {
      const fig = document.createElement("figure");
      fig.dataset.run = i === 0 ? "a" : "b";
      if (label) {
        const cap = document.createElement("figcaption");
        cap.dataset.i18nKey = label;
        cap.textContent = tr(label);
        fig.append(cap);
      }
      // Our own Go wrote this markup; it is parsed as SVG, not as HTML. The
      // page's CSP allows no style attribute (the root's one, which sizes
      // the diagram in a file): views.css sizes it here.
      const doc = new DOMParser().parseFromString(markup.replace(/^(<svg[^>]*?) style=\x22[^\x22]*\x22/, "$1"), "image/svg+xml");
      fig.append(document.importNode(doc.documentElement, true));
      box.append(fig);
    });
    markDivergence();
    movePlayheads();
  }

  // The playhead: translate by Y(t) - Y(0), Y(t) the Y of the last T <= t
  // in data-ticks (render.SpaceTime's contract).
  function movePlayheads() {
    for (const g of document.querySelectorAll("#spacetime .st-playhead")) {
      const pairs = g.dataset.ticks.split(" ").map((p) => p.split(":").map(Number));
      const yAt = (t) => {
        let y = pairs[0][1];
        for (const [at, py] of pairs) if (at <= t) y = py;
        return y;
      };
      g.setAttribute("transform", `translate(0 ${yAt(tick) - yAt(0)})`);
      g.dataset.tick = String(tick);
    }
  }

  // Hovering or focusing a message in run A's diagram marks its trace row.
  function hot(e, on) {
    const msg = e.target.closest && e.target.closest("#spacetime figure[data-run=a] .st-msg");
    if (!msg) return;
    const row = $("trace").tBodies[0].rows[Number(msg.dataset.entry)];
    if (row) row.classList.toggle("st-hot", on);
    msg.classList.toggle("st-hot", on);
  }
  $("spacetime").addEventListener("mouseover", (e) => hot(e, true));
  $("spacetime").addEventListener("mouseout", (e) => hot(e, false));
  $("spacetime").addEventListener("focusin", (e) => hot(e, true));
  $("spacetime").addEventListener("focusout", (e) => hot(e, false));

  // ---- The recovery boundary map ------------------------------------------

  let mode = "deadline";
  let grid = null; // the grid shown, with its key
  let status = null;
  let stepping = false;
  let started = 0;
  let waiting = []; // boundary() promises
  const timing = {};
  // yieldThen runs fn after the page has had its turn (input, paint), without
  // setTimeout's 4 ms clamp.
  const channel = new MessageChannel();
  let next = null;
  channel.port1.onmessage = () => next && next();
  const yieldThen = (fn) => {
    next = fn;
    channel.port2.postMessage(0);
  };

  // blockMs is the longest the page was blocked by one piece of the grid's
  // work (a chunk, or building the map), for boundaryTiming().
  let blockMs = 0;
  const blocked = (since) => (blockMs = Math.max(blockMs, performance.now() - since));
  function startBoundary(q) {
    const st = JSON.parse(bridge().boundaryStart(q, mode));
    if (!status || st.key !== status.key) {
      started = performance.now();
      blockMs = 0;
    }
    status = st;
    progress();
    if (!st.ready && !stepping) {
      // The first chunk runs now: the lesson's grid fits in one.
      stepping = true;
      step();
    } else if (st.ready) finished();
  }

  // step computes for up to CHUNK_MS, then yields to the page (half a
  // frame at most, so input, paint and the progress bar keep up).
  const CHUNK_MS = 8;
  function step() {
    const t0 = performance.now();
    status = JSON.parse(bridge().boundaryStep(CHUNK_MS));
    progress();
    blocked(t0);
    if (status.ready || status.error) {
      stepping = false;
      finished();
      return;
    }
    yieldThen(step);
  }

  function progress() {
    $("boundary-progress").max = status.cells || 1;
    $("boundary-progress").value = status.cellsDone || 0;
    if (!status.ready) $("boundary-status").textContent = tr("page.boundary.progress", { done: status.done, total: status.total });
  }

  function finished() {
    const g = status.error ? null : expand(JSON.parse(bridge().boundaryGrid()));
    if (g && (!grid || grid.key !== status.key)) {
      g.key = status.key;
      grid = g;
      const cells = g.partitions.length * (g.deadlines || g.seeds).length;
      if (timing.key !== status.key) Object.assign(timing, { key: status.key, cells, wallMs: performance.now() - started, computeMs: status.computeMs, blockMs, drawMs: null });
      $("boundary-status").textContent = tr("page.boundary.done", { cells, ms: Math.round(timing.wallMs) });
      if (view && view.params.view === "boundary") drawGrid();
    }
    if (status.error) $("boundary-status").textContent = tr("page.boundary.noPartition");
    const out = status.error ? null : Object.assign({}, grid);
    if (out) delete out.key;
    for (const w of waiting.splice(0)) w(out);
  }

  // expand turns the WASM's compact grid (a character per cell) into the
  // grid boundary() returns: {partitions, deadlines | seeds, outcomes, broken}.
  function expand(c) {
    if (!c) return null;
    const g = { partitions: c.partitions };
    if (c.seeds) g.seeds = c.seeds;
    else g.deadlines = c.deadlines;
    const cols = (c.seeds || c.deadlines).length;
    g.outcomes = [];
    g.broken = [];
    for (let i = 0; i < c.partitions.length; i++) {
      const outs = new Array(cols);
      for (let j = 0; j < cols; j++) {
        const ch = c.cells.charCodeAt(i * cols + j) - 48;
        outs[j] = ch >= 0 ? c.codes[ch] : "";
      }
      g.outcomes.push(outs);
      g.broken.push(c.broken.slice(i * cols, (i + 1) * cols));
    }
    return g;
  }

  let cursor = null; // [row, col] of the focused map's cursor
  function drawGrid() {
    const t0 = performance.now();
    drawGridNow();
    timing.drawMs = performance.now() - t0;
  }
  function drawGridNow() {
    const g = grid;
    const cols = g.deadlines || g.seeds;
    const table = document.createElement("table");
    table.id = "boundary-map";
    table.tabIndex = 0;
    table.setAttribute("role", "grid");
    table.setAttribute("aria-label", tr("page.boundary.title"));
    const head = table.createTHead().insertRow();
    const corner = document.createElement("th");
    corner.textContent = tr("page.boundary.rows") + " \\ " + tr(g.deadlines ? "page.boundary.colsDeadline" : "page.boundary.colsSeed");
    head.append(corner);
    for (const c of cols) {
      const th = document.createElement("th");
      th.scope = "col";
      th.textContent = String(c);
      head.append(th);
    }
    // 1,200 cells or more: each row is one deep clone of a template row
    // (one call instead of one per cell), then each cell gets its id, class
    // and mark; the sentence that names it (title, and the aria-label of the
    // cell the cursor is on) is made when it is needed.
    const body = table.createTBody();
    const proto = document.createElement("tr");
    proto.append(document.createElement("th"));
    proto.firstChild.scope = "row";
    for (let j = 0; j < cols.length; j++) {
      const td = document.createElement("td");
      td.setAttribute("role", "gridcell");
      proto.append(td);
    }
    const marks = {};
    for (const [code, w] of Object.entries(status.outcomes)) marks[code] = w.mark;
    const rows = [];
    for (let i = 0; i < g.partitions.length; i++) {
      const row = proto.cloneNode(true);
      const cells = row.children;
      cells[0].textContent = String(g.partitions[i]);
      const outs = g.outcomes[i];
      const brk = g.broken[i];
      for (let j = 0; j < cols.length; j++) {
        const o = outs[j];
        const n = brk[j];
        const td = cells[j + 1];
        td.id = "bc-" + i + "-" + j;
        td.className = (o ? "o-" + o : "o-na") + (n > 0 ? " has-broken" : "");
        td.textContent = o ? marks[o] : "·";
        if (n > 0) {
          const sup = document.createElement("sup");
          sup.textContent = String(n);
          td.append(sup);
        }
      }
      rows.push(row);
    }
    body.append(...rows);
    table.addEventListener("click", (e) => {
      const at = cellAt(e.target);
      if (at) choose(at[0], at[1]);
    });
    table.addEventListener("mouseover", (e) => {
      const at = cellAt(e.target);
      if (at) e.target.closest("td").title = cellWords(at[0], at[1]);
    });
    table.addEventListener("keydown", keys);
    $("boundary").replaceChildren(table);
    legend();
    markCurrent();
  }

  // cellAt is the [row, column] of the grid cell el is in, or null.
  function cellAt(el) {
    const td = el.closest && el.closest("#boundary-map td");
    return td ? [td.parentNode.sectionRowIndex, td.cellIndex - 1] : null;
  }

  // cellWords names cell i, j: partition, column, outcome, invariants.
  function cellWords(i, j) {
    const g = grid;
    const o = g.outcomes[i][j];
    const n = g.broken[i][j];
    const c = (g.deadlines || g.seeds)[j];
    const col = tr(g.deadlines ? "page.boundary.colDeadline" : "page.boundary.colSeed", { n: c });
    const broken = n > 0 ? tr("page.boundary.brokenN", { n }) : tr("page.boundary.brokenNone");
    const word = o ? status.outcomes[o].name : tr("page.boundary.na");
    return tr("page.boundary.cell", { partition: g.partitions[i], col, outcome: word, broken: o ? broken : "" });
  }

  function legend() {
    const box = $("boundary-legend");
    box.replaceChildren();
    for (const [code, w] of Object.entries(status.outcomes)) {
      const s = document.createElement("span");
      s.className = "o-" + code;
      s.textContent = w.mark + " " + w.name;
      box.append(s);
    }
    const b = document.createElement("span");
    b.className = "has-broken";
    b.textContent = "n " + tr("page.boundary.legendBroken");
    box.append(b);
  }

  // currentCell is where the page's parameters sit on the grid.
  function currentCell() {
    if (!grid || !view) return null;
    const i = grid.partitions.indexOf(view.params.partition);
    const j = grid.deadlines ? grid.deadlines.indexOf(view.params.deadline) : grid.seeds.indexOf(view.params.seed);
    return i >= 0 && j >= 0 ? [i, j] : null;
  }

  function markCurrent() {
    for (const td of document.querySelectorAll("#boundary td.current")) td.classList.remove("current");
    const at = currentCell();
    if (at) $(`bc-${at[0]}-${at[1]}`).classList.add("current");
    if (!cursor) cursor = at || [0, 0];
    moveCursor(cursor[0], cursor[1]);
  }

  function moveCursor(i, j) {
    const cols = (grid.deadlines || grid.seeds).length;
    i = Math.max(0, Math.min(grid.partitions.length - 1, i));
    j = Math.max(0, Math.min(cols - 1, j));
    for (const td of document.querySelectorAll("#boundary td.cursor")) {
      td.classList.remove("cursor");
      td.removeAttribute("aria-label");
    }
    cursor = [i, j];
    const td = $(`bc-${i}-${j}`);
    td.classList.add("cursor");
    td.setAttribute("aria-label", cellWords(i, j));
    $("boundary-map").setAttribute("aria-activedescendant", td.id);
  }

  function keys(e) {
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[e.key]) {
      moveCursor(cursor[0] + moves[e.key][0], cursor[1] + moves[e.key][1]);
      e.preventDefault();
    } else if (e.key === "Enter" || e.key === " ") {
      choose(cursor[0], cursor[1]);
      e.preventDefault();
    }
  }

  function choose(i, j) {
    const p = { partition: grid.partitions[i] };
    if (grid.deadlines) p.deadline = grid.deadlines[j];
    else p.seed = grid.seeds[j];
    cursor = [i, j];
    api.set(p);
    const map = $("boundary-map");
    if (map && document.activeElement !== map && document.activeElement === document.body) map.focus();
  }

  $("boundary-mode").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-mode]");
    if (!b || !view) return;
    mode = b.dataset.mode;
    for (const x of document.querySelectorAll("#boundary-mode button")) x.setAttribute("aria-pressed", String(x === b));
    cursor = null;
    startBoundary(view.query);
  });

  // window.coordsim.boundary(mode?) is a Promise of the grid for the
  // current parameters ({partitions, deadlines | seeds, outcomes, broken});
  // the map shows the same grid in view=boundary.
  api.boundary = (m) => {
    if (m === "seed" || m === "deadline") mode = m;
    return new Promise((resolve) => {
      waiting.push(resolve);
      startBoundary(view.query);
    });
  };
  api.boundaryTiming = () => Object.assign({}, timing);
  // window.coordsim.spacetime() is the diagram's markup as the WASM wrote it
  // (run A's; {a, b} in compare mode).
  api.spacetime = () => {
    renderSpacetime(view);
    return svgText.b === null ? svgText.a : Object.assign({}, svgText);
  };

  // ---- Comparing two runs -------------------------------------------------

  api.compare = () => {
    const c = comparing && comparing.compare;
    if (!c) return null;
    return { a: c.a, b: c.b, firstDivergence: c.firstDivergence, clientViewEqualThrough: c.clientViewEqualThrough,
      serverDiffersFrom: c.serverDiffersFrom, differs: c.differs.slice(), blind: c.blind };
  };

  function renderCompare(v) {
    comparing = JSON.parse(bridge().compare(v.query));
    const pick = $("compare-with");
    pick.replaceChildren(new Option("—", ""));
    comparing.offers.forEach((o, i) => pick.append(new Option(o.label, String(i))));
    const c = comparing.compare;
    window.dispatchEvent(new CustomEvent("coordsim:compare", { detail: { compare: c, lang, tick } })); // compare.js: run B's trace
    $("compare-summary").hidden = !c;
    document.body.classList.toggle("comparing", !!c);
    if (!c) return;
    $("compare-a").textContent = c.a.line;
    $("compare-b").textContent = c.b.line;
    const list = $("compare-lines");
    list.replaceChildren();
    for (const line of c.lines) {
      const li = document.createElement("li");
      li.textContent = line;
      list.append(li);
    }
    $("compare-client").textContent = c.client;
    $("compare-client").classList.toggle("blind", !!c.blind);
    $("compare-diverge").textContent = c.diverge;
    $("compare-jump").hidden = !c.firstDivergence;
  }

  // The scrubber's track marks, in compare mode, the first divergence and
  // the ticks where the client cannot tell A from B (compare.blind); each
  // mark is named for screen readers and on hover.
  function markScrubber() {
    const box = $("scrub-marks");
    box.replaceChildren();
    const c = comparing && comparing.compare;
    if (!c) return;
    const end = Math.max(1, Number($("scrub").max));
    // A range's thumb centre runs from half a thumb in to half a thumb from the end.
    const frac = (t) => Math.min(t, end) / end;
    const at = (t) => "calc(8px + (100% - 16px) * " + frac(t) + ")";
    const mark = (cls, label, from, to) => {
      const m = document.createElement("span");
      m.className = cls;
      m.setAttribute("role", "img");
      m.setAttribute("aria-label", label);
      m.title = label;
      m.dataset.from = String(from);
      m.dataset.to = String(to);
      m.style.left = at(from);
      if (to > from) m.style.width = "calc((100% - 16px) * " + (frac(to) - frac(from)) + ")";
      box.append(m);
    };
    if (c.blind) mark("mark-blind", tr("page.compare.markBlind", { from: c.blind[0], to: c.blind[1] }), c.blind[0], c.blind[1]);
    if (c.firstDivergence) {
      const t = c.firstDivergence.tick;
      mark("mark-diverge", tr("page.compare.markDiverge", { tick: t }), t, t);
    }
  }

  function markDivergence() {
    const c = comparing && comparing.compare;
    const d = c && c.firstDivergence;
    const rows = $("trace").tBodies[0].rows;
    for (const r of rows) r.classList.remove("diverge");
    if (d && rows[d.entry]) rows[d.entry].classList.add("diverge");
    for (const el of document.querySelectorAll("#spacetime .diverge")) el.classList.remove("diverge");
    if (d) for (const el of document.querySelectorAll(`#spacetime [data-entry="${d.entry}"]`)) el.classList.add("diverge");
  }

  $("compare-with").addEventListener("change", () => {
    const o = comparing && comparing.offers[Number($("compare-with").value)];
    if (o && api.ready) api.set({ b: o.b });
  });
  $("compare-stop").addEventListener("click", () => api.ready && api.set({ b: null }));
  $("compare-jump").addEventListener("click", () => {
    const d = comparing && comparing.compare && comparing.compare.firstDivergence;
    if (d) api.set({ t: d.tick });
  });

  // ---- Following the page -------------------------------------------------

  window.addEventListener("coordsim:view", (e) => {
    view = e.detail;
    const relabel = lang !== view.params.lang;
    lang = view.params.lang;
    tick = view.params.t;
    showView(view.params.view);
    renderCompare(view);
    markScrubber();
    if (relabel) {
      for (const cap of document.querySelectorAll("#spacetime figcaption")) cap.textContent = tr(cap.dataset.i18nKey);
      drawn = "";
      grid = null;
    }
    if (view.params.view === "spacetime") renderSpacetime(view);
    if (view.params.view === "boundary") {
      if (grid && !$("boundary-map")) drawGrid();
      startBoundary(view.query);
      if (grid) markCurrent();
    }
    markDivergence();
  });
  window.addEventListener("coordsim:tick", (e) => {
    tick = e.detail;
    movePlayheads();
  });
})();
