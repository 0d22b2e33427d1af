// The recovery boundary map (view=boundary, #boundary), beside views.js:
// the grid of outcomes over partition x deadline (or seed; or, by
// deadline, how many of 20 seeds break an invariant), computed in the
// WASM a chunk per frame so the page keeps answering, then drawn as a
// table the keyboard can walk; choosing a cell sets the page's parameters.
// window.coordsim.boundary() and boundaryTiming() read it. The grid is of
// the page's state (the WASM holds it); the reply names each mode's grid
// (reply.boundary), so the map asks for one only when that name changes.
// Like app.js it holds no words: labels come from labels.js, names from
// the WASM.
import { $, all, closest } from "./dom.js";
import { store } from "./store.js";

const { tr } = store;
const api = window.coordsim;
const reply = () => store.get().reply;
const bridge = store.frame;

/** @typedef {"deadline" | "seed" | "share"} Mode */
/**
 * The WASM's compact grid (boundaryGrid; wasm/bridge's appendCompactGrid).
 * @typedef {{partitions: number[], deadlines?: number[], seeds?: string[], codes: string[], cells: string, broken: number[],
 *   runs?: number, failing?: number[], lo?: number[], hi?: number[]}} CompactGrid
 */
/**
 * The grid boundary() returns, and the map shows with its key (a grid of
 * shares: failing and runs too).
 * @typedef {{partitions: number[], deadlines?: number[], seeds?: string[], outcomes: string[][], broken: number[][],
 *   failing?: number[][], runs?: number, key?: string}} Grid
 */
/** @type {{lo: number[], hi: number[]}} */
let interval = { lo: [], hi: [] }; // a grid of shares: each cell's 95% interval, in whole percents, row by row

/** @type {Mode} */
let mode = "deadline";
/** @type {Grid | null} */
let grid = null; // the grid shown, with its key
/** @type {BoundaryStatus | null} */
let status = null;
let stepping = false;
let started = 0;
/** @type {((grid: Grid | null) => void)[]} */
let waiting = []; // boundary() promises
/** @type {{key?: string, cells?: number, wallMs?: number, computeMs?: number, blockMs?: number, drawMs?: number | null}} */
const timing = {};
// yieldThen runs fn after the page has had its turn (input, paint), without
// setTimeout's 4 ms clamp.
const channel = new MessageChannel();
/** @type {(() => void) | null} */
let next = null;
channel.port1.onmessage = () => next && next();
const yieldThen = (/** @type {() => void} */ fn) => {
  next = fn;
  channel.port2.postMessage(0);
};

// blockMs is the longest the page was blocked by one piece of the grid's
// work (a chunk, or building the map), for boundaryTiming().
let blockMs = 0;
const blocked = (/** @type {number} */ since) => (blockMs = Math.max(blockMs, performance.now() - since));
// startBoundary starts (or keeps) the grid of the page's state in the
// map's mode; a grid of that name already begun needs no call.
function startBoundary() {
  if (status && status.key === /** @type {Reply} */ (reply()).boundary[mode]) { // boundary() and the view ask with a reply
    if (status.ready || status.error) finished(); // a story without a partition: null, at once
    return;
  }
  const st = /** @type {BoundaryStatus} */ (JSON.parse(bridge().boundaryStart(mode)));
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
  const st = /** @type {BoundaryStatus} */ (JSON.parse(bridge().boundaryStep(CHUNK_MS)));
  status = st;
  progress();
  blocked(t0);
  if (st.ready || st.error) {
    stepping = false;
    finished();
    return;
  }
  yieldThen(step);
}

// progress and finished show the status the WASM last gave.
function progress() {
  const status = /** @type {BoundaryStatus} */ (shown());
  $("boundary-progress", "progress").max = status.cells || 1;
  $("boundary-progress", "progress").value = status.cellsDone || 0;
  if (!status.ready) $("boundary-status").textContent = tr("page.boundary.progress", { done: status.done, total: status.total });
}

function finished() {
  const status = shown();
  const g = status.error ? null : expand(JSON.parse(bridge().boundaryGrid()));
  if (g && (!grid || grid.key !== status.key)) {
    g.key = status.key;
    grid = g;
    const cells = g.partitions.length * columns(g).length;
    if (timing.key !== status.key) Object.assign(timing, { key: status.key, cells, wallMs: performance.now() - started, computeMs: status.computeMs, blockMs, drawMs: null });
    $("boundary-status").textContent = tr("page.boundary.done", { cells: cells * (g.runs || 1), ms: Math.round(timing.wallMs || 0) }); // a cell of shares is runs runs
    const r = reply();
    if (r && r.params.view === "boundary") drawGrid();
  }
  if (status.error) $("boundary-status").textContent = tr("page.boundary.noPartition");
  const out = status.error ? null : Object.assign({}, grid);
  if (out) delete out.key;
  for (const w of waiting.splice(0)) w(out);
}

// shown is the status the WASM last gave, once startBoundary has asked.
const shown = () => /** @type {BoundaryStatus} */ (status);
// columns are g's deadlines, or its seeds.
const columns = (/** @type {Grid} */ g) => /** @type {(number | string)[]} */ (g.deadlines || g.seeds);

/**
 * expand turns the WASM's compact grid (a character per cell) into the
 * grid boundary() returns: {partitions, deadlines | seeds, outcomes, broken}.
 * @param {CompactGrid | null} c
 * @returns {Grid | null}
 */
function expand(c) {
  if (!c) return null;
  /** @type {Grid} */
  const g = { partitions: c.partitions, outcomes: [], broken: [] };
  if (c.seeds) g.seeds = c.seeds;
  else g.deadlines = c.deadlines;
  const cols = /** @type {unknown[]} */ (c.seeds || c.deadlines).length;
  const failing = c.failing;
  if (failing) {
    g.failing = [];
    g.runs = c.runs;
    interval = { lo: c.lo || [], hi: c.hi || [] };
  }
  for (let i = 0; i < c.partitions.length; i++) {
    const outs = new Array(cols);
    for (let j = 0; j < cols; j++) {
      const ch = c.cells.charCodeAt(i * cols + j) - 48;
      outs[j] = ch >= 0 ? c.codes[ch] : "";
    }
    g.outcomes.push(outs);
    g.broken.push(c.broken.slice(i * cols, (i + 1) * cols));
    if (failing && g.failing) g.failing.push(failing.slice(i * cols, (i + 1) * cols));
  }
  return g;
}

/** @type {[number, number] | null} */
let cursor = null; // [row, col] of the focused map's cursor
let drawn = ""; // the key of the grid the map shows
function drawGrid() {
  const t0 = performance.now();
  drawGridNow();
  drawn = /** @type {Grid} */ (grid).key || "";
  timing.drawMs = performance.now() - t0;
}
function drawGridNow() {
  const g = /** @type {Grid} */ (grid); // drawn once there is one
  const cols = columns(g);
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
  /** @type {HTMLTableCellElement} */ (proto.firstChild).scope = "row";
  for (let j = 0; j < cols.length; j++) {
    const td = document.createElement("td");
    td.setAttribute("role", "gridcell");
    proto.append(td);
  }
  /** @type {Record<string, string>} */
  const marks = {};
  for (const [code, w] of Object.entries(shown().outcomes)) marks[code] = w.mark;
  const rows = [];
  for (let i = 0; i < g.partitions.length; i++) {
    const row = /** @type {HTMLTableRowElement} */ (proto.cloneNode(true));
    const cells = row.children;
    cells[0].textContent = String(g.partitions[i]);
    const outs = g.outcomes[i];
    const brk = g.failing ? g.failing[i] : g.broken[i]; // the corner's count: seeds that break, or invariants broken
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
    if (at) /** @type {HTMLElement} */ (closest(e, "td")).title = cellWords(at[0], at[1]);
  });
  table.addEventListener("keydown", keys);
  $("boundary").replaceChildren(table);
  legend();
  markCurrent();
}

/**
 * cellAt is the [row, column] of the grid cell target is in, or null.
 * @param {EventTarget | null} target
 * @returns {[number, number] | null}
 */
function cellAt(target) {
  const el = /** @type {Element} */ (target);
  const td = /** @type {HTMLTableCellElement | null} */ (el.closest && el.closest("#boundary-map td"));
  return td ? [/** @type {HTMLTableRowElement} */ (td.parentNode).sectionRowIndex, td.cellIndex - 1] : null;
}

/**
 * cellWords names cell i, j: partition, column, outcome, invariants.
 * @param {number} i
 * @param {number} j
 */
function cellWords(i, j) {
  const g = /** @type {Grid} */ (grid);
  const o = g.outcomes[i][j];
  const n = g.broken[i][j];
  const c = columns(g)[j];
  const col = tr(g.deadlines ? "page.boundary.colDeadline" : "page.boundary.colSeed", { n: c });
  if (g.failing && o) {
    const k = i * columns(g).length + j;
    return tr("page.boundary.cellShare", { partition: g.partitions[i], col, failing: g.failing[i][j], runs: g.runs || 0, lo: interval.lo[k], hi: interval.hi[k] });
  }
  const broken = n > 0 ? tr("page.boundary.brokenN", { n }) : tr("page.boundary.brokenNone");
  const word = o ? shown().outcomes[o].name : tr("page.boundary.na");
  return tr("page.boundary.cell", { partition: g.partitions[i], col, outcome: word, broken: o ? broken : "" });
}

function legend() {
  const box = $("boundary-legend");
  box.replaceChildren();
  for (const [code, w] of Object.entries(shown().outcomes)) {
    const s = document.createElement("span");
    s.className = "o-" + code;
    s.textContent = w.mark + " " + w.name;
    box.append(s);
  }
  const b = document.createElement("span");
  b.className = "has-broken";
  const g = /** @type {Grid} */ (grid);
  b.textContent = g.failing ? tr("page.boundary.legendShare", { runs: g.runs || 0 }) : tr("page.boundary.legendBroken");
  box.append(b);
}

// currentCell is where the page's parameters sit on the grid.
function currentCell() {
  const v = reply();
  if (!grid || !v) return null;
  const i = grid.partitions.indexOf(v.params.partition);
  const j = grid.deadlines ? grid.deadlines.indexOf(v.params.deadline) : /** @type {string[]} */ (grid.seeds).indexOf(v.params.seed);
  return i >= 0 && j >= 0 ? /** @type {[number, number]} */ ([i, j]) : null;
}

function markCurrent() {
  for (const td of document.querySelectorAll("#boundary td.current")) td.classList.remove("current");
  const at = currentCell();
  if (at) $(`bc-${at[0]}-${at[1]}`).classList.add("current");
  if (!cursor) cursor = at || [0, 0];
  moveCursor(cursor[0], cursor[1]);
}

function moveCursor(/** @type {number} */ i, /** @type {number} */ j) {
  const g = /** @type {Grid} */ (grid);
  const cols = columns(g).length;
  i = Math.max(0, Math.min(g.partitions.length - 1, i));
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

function keys(/** @type {KeyboardEvent} */ e) {
  /** @type {Record<string, [number, number]>} */
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (!cursor) return; // set as the map is drawn
  if (moves[e.key]) {
    moveCursor(cursor[0] + moves[e.key][0], cursor[1] + moves[e.key][1]);
    e.preventDefault();
  } else if (e.key === "Enter" || e.key === " ") {
    choose(cursor[0], cursor[1]);
    e.preventDefault();
  }
}

function choose(/** @type {number} */ i, /** @type {number} */ j) {
  const g = /** @type {Grid} */ (grid);
  /** @type {{partition: number, deadline?: number, seed?: string}} */
  const p = { partition: g.partitions[i] };
  if (g.deadlines) p.deadline = g.deadlines[j];
  else p.seed = /** @type {string[]} */ (g.seeds)[j];
  cursor = [i, j];
  api.set(p);
  const map = document.getElementById("boundary-map"); // drawn with the grid
  if (map && document.activeElement !== map && document.activeElement === document.body) map.focus();
}

// setMode switches the map between its grids; the toggle shows which.
/** @type {Mode[]} */
const MODES = ["deadline", "seed", "share"]; // the default first
/** @type {(list: Mode[], x: string) => x is Mode} */
const includes = (list, x) => /** @type {string[]} */ (list).includes(x);
function setMode(/** @type {Mode} */ m) {
  if (m === mode) return;
  mode = m;
  cursor = null;
  for (const x of all("#boundary-mode button")) x.setAttribute("aria-pressed", String(x.dataset.mode === m));
}

$("boundary-mode").addEventListener("click", (e) => {
  const b = closest(e, "button[data-mode]");
  if (!b || !reply()) return;
  setMode(/** @type {Mode} */ (b.dataset.mode)); // index.html's buttons name a mode
  startBoundary();
});

// window.coordsim.boundary(mode?) is a Promise of the grid for the
// current parameters ({partitions, deadlines | seeds, outcomes, broken},
// and failing and runs for "share");
// the map shows the same grid in view=boundary. No mode is "deadline",
// whatever the last call asked; any other mode rejects, as evidence()
// does when it cannot answer, rather than answer for another grid.
api.boundary = (/** @type {string} */ m = MODES[0]) => {
  if (!includes(MODES, m)) return Promise.reject(Object.assign(new TypeError('coordsim: boundary(mode): "deadline", "seed" or "share"'), { code: "bad-mode" }));
  if (!reply()) return Promise.reject(new Error("coordsim: not ready"));
  setMode(/** @type {Mode} */ (m));
  return new Promise((resolve) => {
    waiting.push(resolve);
    startBoundary();
  });
};
api.boundaryTiming = () => Object.assign({}, timing);

// ---- Following the store ------------------------------------------------

store.subscribe("boundary", (s, changed) => {
  if (!s.reply || !changed.reply) return;
  if (changed.lang) grid = null; // its words are in the old language
  if (s.reply.params.view === "boundary") {
    if (grid && (drawn !== grid.key || !document.getElementById("boundary-map"))) drawGrid(); // one computed while the view was away
    startBoundary();
    if (grid) markCurrent();
  }
});
