// The page's other views and the comparison of two runs, beside app.js:
// the view switcher (view=network|spacetime|boundary|worlds), the space-time
// diagram (#spacetime: SVG markup the WASM draws with the same Go code as
// `coordsim run --svg`, never built here and never from URL text), and the
// comparison panel (#compare, state().compare), all from the store's reply
// (store.js). The recovery boundary map is boundary.js's. Like app.js it
// holds no words: labels come from labels.js, sentences from the WASM.
import { $, all, closest, input, once, patch, setAttr, setClass, setProp, setText } from "./dom.js";
import { store } from "./store.js";
import { progress } from "./progress.js";

const { tr } = store;
const api = window.coordsim;
const comparing = () => /** @type {Reply} */ (store.get().reply).comparing; // {compare, offers}, once there is a reply
const bridge = store.frame;

// ---- The view switcher -------------------------------------------------

// The views a first load does not need load their script when they first
// open: a plain static host sends scripts uncompressed, within the
// first-load budget.
let boundaryLoaded = false; // boundary.js has come: its toggle is its own
/** @type {Record<string, () => Promise<unknown>>} */
const lazy = {
  boundary: once(() => import("./boundary.js").then((m) => ((boundaryLoaded = true), m))), worlds: once(() => import("./worlds.js")),
  events: once(() => import("./events.js")), challenges: once(() => import("./challenges.js")),
  decision: once(() => import("./decision.js")), flp: once(() => import("./flp.js")),
};
function loadFor(/** @type {string} */ name) {
  if (lazy[name]) lazy[name]();
}
// window.coordsim.boundary() loads its view's script first, which then
// puts the real one (and boundaryTiming) in its place.
/** @type {(mode?: string) => Promise<unknown>} */
const boundaryLater = (mode) => lazy.boundary().then(() =>
  api.boundary === boundaryLater ? Promise.reject(new Error("coordsim: no boundary")) : api.boundary(mode));
api.boundary = boundaryLater;
// A click on the map's mode toggle before boundary.js has come (the pane
// shows as its script is fetched) is not lost: it asks for that mode once
// the script is there, which then hears the toggle itself.
$("boundary-mode").addEventListener("click", (e) => {
  const b = /** @type {HTMLElement | null} */ (closest(e, "button[data-mode]"));
  if (b && !boundaryLoaded) void lazy.boundary().then(() => api.boundary(b.dataset.mode));
});
// The evidence export loads its script on first use, as do a generated
// story's model group (assets/model.js) when one is shown and run B's
// trace (assets/compare.js) when comparing.
const evidence = once(() => import("./evidence.js"));
const model = once(() => import("./model.js"));
const compare = once(() => import("./compare.js"));
// The link builder (#assign) loads its script when it first opens.
$("assign").addEventListener("toggle", () => void import("./assign.js"), { once: true });
api.evidence = () => evidence().then((e) => e.files());
$("export").addEventListener("click", () => evidence().then((e) => e.exportZip()));

function showView(/** @type {string} */ name) {
  loadFor(name);
  for (const b of all("#views button")) setAttr(b, "aria-pressed", String(b.dataset.view === name));
  for (const v of ["network", "spacetime", "boundary", "worlds", "events", "challenges", "decision", "flp"]) setClass(document.body, "view-" + v, v === name);
  setProp($("spacetime-view"), "hidden", name !== "spacetime");
  setProp($("boundary-view"), "hidden", name !== "boundary");
  setProp($("worlds-view"), "hidden", name !== "worlds");
  setProp($("events-view"), "hidden", name !== "events");
  setProp($("challenges-view"), "hidden", name !== "challenges");
  setProp($("decision-view"), "hidden", name !== "decision");
  setProp($("flp-view"), "hidden", name !== "flp");
}

// state().decision: the learner's claims (decision.js edits them) and the
// engine's verdict on each.
// Judged again only when the claims or the language changed: state() is
// asked for on every change, which must make no other call (one call a
// change: calls_browser_test.go).
let decided = { key: "", state: /** @type {PublicState["decision"]} */ (null) };
api.decision = () => {
  const claims = progress.claimList(progress.load().saved);
  const key = store.get().lang + JSON.stringify(claims);
  if (key !== decided.key) {
    const d = /** @type {Decision} */ (JSON.parse(bridge().claims(claims, store.get().lang)));
    decided = { key, state: { claims: d.claims.map((v, i) => ({ id: v.id, kind: claims[i].kind, run: claims[i].run, row: claims[i].row ?? null,
      verdict: v.verdict, reason: v.reason, refutingRow: v.row || null })) } };
  }
  return decided.state;
};
// state().proposal: the learner's proposal as saved; proposal.js, once the
// decision view has loaded it, says its evaluation too.
api.proposal = () => {
  const p = progress.load().saved.proposal;
  return p && { deadline: p.deadline, retention: p.retention, reconcile: p.reconcile, contract: p.contract || "", alternative: p.alternative || null, evaluation: null };
};
$("views").addEventListener("click", (e) => {
  const b = closest(e, "button[data-view]");
  if (b && api.ready) api.set({ view: b.dataset.view });
});

// ---- The space-time diagram ---------------------------------------------

/** @type {Diagrams} */
let svgText = { a: "", b: null }; // the markup shown, as the WASM wrote it
// renderSpacetime shows diagrams d ({a, b}), unless they are shown.
function renderSpacetime(/** @type {Diagrams} */ d) {
  if (d.a === svgText.a && d.b === svgText.b) return;
  svgText = d;
  const box = $("spacetime");
  box.replaceChildren();
  box.classList.toggle("pair", svgText.b !== null);
  /** @type {[string, string][]} */
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
  const tick = store.get().position.tick;
  for (const g of /** @type {NodeListOf<SVGGElement>} */ (document.querySelectorAll("#spacetime .st-playhead"))) {
    const pairs = (g.dataset.ticks || "").split(" ").map((p) => p.split(":").map(Number));
    const yAt = (/** @type {number} */ t) => {
      let y = pairs[0][1];
      for (const [at, py] of pairs) if (at <= t) y = py;
      return y;
    };
    g.setAttribute("transform", `translate(0 ${yAt(tick) - yAt(0)})`);
    g.dataset.tick = String(tick);
  }
}

// Hovering or focusing a message in run A's diagram marks its trace row.
function hot(/** @type {Event} */ e, /** @type {boolean} */ on) {
  const target = /** @type {Element} */ (e.target);
  const msg = /** @type {SVGElement | null} */ (target.closest && target.closest("#spacetime figure[data-run=a] .st-msg"));
  if (!msg) return;
  const row = $("trace", "table").tBodies[0].rows[Number(msg.dataset.entry)];
  if (row) row.classList.toggle("st-hot", on);
  msg.classList.toggle("st-hot", on);
}
$("spacetime").addEventListener("mouseover", (e) => hot(e, true));
$("spacetime").addEventListener("mouseout", (e) => hot(e, false));
$("spacetime").addEventListener("focusin", (e) => hot(e, true));
$("spacetime").addEventListener("focusout", (e) => hot(e, false));

// window.coordsim.spacetime() is the diagram's markup as the WASM wrote it
// (run A's; {a, b} in compare mode), whichever view the page shows.
api.spacetime = () => {
  const r = store.get().reply;
  const d = /** @type {Diagrams} */ ((r && r.spacetime) || JSON.parse(bridge().spacetime()));
  return d.b === null ? d.a : Object.assign({}, d);
};

// ---- Comparing two runs -------------------------------------------------

api.compare = () => {
  const c = store.get().reply && comparing().compare;
  if (!c) return null;
  return { a: c.a, b: c.b, firstDivergence: c.firstDivergence, clientViewEqualThrough: c.clientViewEqualThrough,
    serverDiffersFrom: c.serverDiffersFrom, differs: c.differs.slice(), blind: c.blind };
};

// The picker offers runs to compare with and shows "—" after each view.
// Its options are relabelled in place: replacing a select's options makes
// it choose again, which costs milliseconds.
function renderCompare() {
  const { compare: c, offers } = comparing();
  const pick = $("compare-with", "select");
  const labels = ["—", ...offers.map((o) => o.label)];
  labels.forEach((label, i) => {
    const o = pick.options[i] || pick.appendChild(new Option("", i === 0 ? "" : String(i - 1)));
    setText(o, label);
  });
  while (pick.lastChild && pick.options.length > labels.length) pick.lastChild.remove();
  setProp(pick, "selectedIndex", 0);
  setProp($("compare-summary"), "hidden", !c);
  setClass(document.body, "comparing", !!c);
  if (!c) return;
  setText($("compare-a"), c.a.line);
  setText($("compare-b"), c.b.line);
  patch($("compare-lines"), c.lines.map((line) => {
    const li = document.createElement("li");
    li.textContent = line;
    return li;
  }));
  setText($("compare-client"), c.client);
  setClass($("compare-client"), "blind", !!c.blind);
  setText($("compare-diverge"), c.diverge);
  setProp($("compare-jump"), "hidden", !c.firstDivergence);
}

// The scrubber's track marks, in compare mode, the first divergence and
// the ticks where the client cannot tell A from B (compare.blind); each
// mark is named for screen readers and on hover.
function markScrubber() {
  const box = $("scrub-marks");
  if (box.firstChild) box.replaceChildren();
  const c = comparing().compare;
  if (!c) return;
  const end = Math.max(1, Number(input("scrub").max));
  // A range's thumb centre runs from half a thumb in to half a thumb from the end.
  const frac = (/** @type {number} */ t) => Math.min(t, end) / end;
  const at = (/** @type {number} */ t) => "calc(8px + (100% - 16px) * " + frac(t) + ")";
  const mark = (/** @type {string} */ cls, /** @type {string} */ label, /** @type {number} */ from, /** @type {number} */ to) => {
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
  const c = comparing().compare;
  const d = c && c.firstDivergence;
  Array.from($("trace", "table").tBodies[0].rows, (r, i) => setClass(r, "diverge", !!d && i === d.entry));
  for (const el of document.querySelectorAll("#spacetime .diverge")) el.classList.remove("diverge");
  if (d) for (const el of document.querySelectorAll(`#spacetime [data-entry="${d.entry}"]`)) el.classList.add("diverge");
}

$("compare-with").addEventListener("change", () => {
  const o = store.get().reply && comparing().offers[Number($("compare-with", "select").value)];
  if (o && api.ready) api.set({ b: o.b });
});
$("compare-stop").addEventListener("click", () => api.ready && api.set({ b: null }));
$("compare-jump").addEventListener("click", () => {
  const c = store.get().reply && comparing().compare;
  const d = c && c.firstDivergence;
  if (d) api.set({ t: d.tick });
});

// ---- Following the store ------------------------------------------------

// The compare picker and summary first fill once the page settles
// (app.js): the first reply does not wait for them.
store.subscribe("views", (s, changed) => {
  const v = s.reply;
  if (!v) return;
  if (changed.reply) {
    if (v.generated) model(); // the model group, generated stories only
    if (v.comparing.compare) compare(); // run B's trace, when comparing
    showView(v.params.view);
    if (s.settled) renderCompare();
    markScrubber();
    if (changed.lang) for (const cap of all("#spacetime figcaption")) cap.textContent = tr(cap.dataset.i18nKey || "");
    if (v.spacetime) renderSpacetime(v.spacetime);
    markDivergence();
  }
  if (changed.settled) {
    renderCompare();
    markScrubber();
    markDivergence();
  }
  if (changed.reply || changed.position) movePlayheads();
});
