// The run's panels, beside app.js: problems, the outcome, users' results,
// the invariants' verdicts, the counts and the trace table (#trace). They
// follow the store's reply (store.js; this renderer runs before those that
// mark the rows it leaves: compare.js, views.js, lesson.js).
// A slider step changes a few words and ticks, so only those are written
// (dom.js): a panel whose part of the reply is unchanged is skipped,
// the trace's rows are updated in place, and each file keeps its own marks
// on them current (this one: the rows' kinds and the playhead's future;
// lesson.js, views.js, compare.js: theirs).
// Like app.js it holds no words: sentences come from the view, labels from
// labels.js. Everything is shown with textContent, never as HTML.
import { $, closest, el, patch, setAttr, setClass, setProp, setText } from "./dom.js";
import { store } from "./store.js";
import { traceCells, traceClasses } from "./tracerow.js";

const { tr } = store;

function renderProblems(/** @type {Problem[]} */ problems) {
  const box = $("problems");
  patch(box, problems.map((p) => el("p", { text: p.text })));
  setProp(box, "hidden", problems.length === 0);
}

/** @type {{users?: string, invariants?: string}} */
const shown = {}; // what the list panels show, to skip them when it is the same
let usersFor = "";
function renderOutcome(/** @type {Reply} */ v) {
  const out = $("outcome");
  setAttr(out, "data-outcome", v.outcome);
  setAttr(out, "class", v.outcome + (v.invariants.some((i) => !i.holds) ? " broken" : "")); // in time, yet not safe
  // The outcome in words; its engine code stays an attribute (data-outcome,
  // and the headline's title for the curious), never the text read.
  patch(out, [el("strong", { text: v.outcomeName, title: v.outcome }), el("span", { text: " " + v.outcomeText })]);
  out.removeAttribute("aria-busy");

  setText($("told"), v.told);
  // A long list folds away (until opened) so the invariants stay in view.
  setText($("users-summary"), v.usersText);
  if (usersFor !== v.params.scenario) {
    usersFor = v.params.scenario;
    $("users-box", "details").open = v.users.length <= 4;
  }
  const users = JSON.stringify(v.users);
  if (users !== shown.users) {
    shown.users = users;
    patch($("users"), v.users.map((u) => el("li", { class: u.status, text: u.final ? u.sentence + " " + u.final : u.sentence })));
  }
  setText($("invariants"), v.invariantsText);
  setClass($("invariants"), "broken", v.invariants.some((i) => !i.holds));
  renderInvariants(v);
  setText($("counts"), v.countsText);
}

// renderInvariants lists the verdicts; a broken one says why and offers a
// button that moves the playhead to where it first broke.
function renderInvariants(/** @type {Reply} */ v) {
  const key = store.get().lang + JSON.stringify(v.invariants);
  if (key === shown.invariants) return;
  shown.invariants = key;
  patch($("invariant-list"), v.invariants.map((inv) => {
    const li = el("li", { class: inv.holds ? "holds" : "broken" });
    const verdict = el("span", { class: "verdict", text: (inv.holds ? "✓ " : "✗ ") + tr(inv.holds ? "page.holds" : "page.broken") });
    const name = el("span", { class: "name", text: " " + inv.title + " " });
    li.title = inv.explain;
    li.append(verdict, name, el("code", { text: inv.name }));
    if (!inv.holds) {
      const jump = el("button", { class: "jump", text: inv.jump });
      jump.type = "button";
      jump.dataset.tick = String(inv.tick);
      jump.dataset.row = String(inv.row);
      jump.setAttribute("aria-label", /** @type {string} */ (inv.jumpLabel)); // a broken invariant has one
      li.append(el("span", { class: "detail", text: inv.broke || "" }), jump);
      const shrink = el("button", { class: "shrink", text: tr("page.shrink.button") });
      shrink.type = "button";
      shrink.dataset.inv = inv.name;
      shrink.setAttribute("aria-label", tr("page.shrink.buttonLabel", { invariant: inv.title }));
      li.append(" ", shrink);
    }
    return li;
  }));
}
// The jump buttons come and go with the view: one listener on their list.
$("invariant-list").addEventListener("click", (e) => {
  const b = closest(e, "button.jump");
  if (b) jumpTo(Number(b.dataset.tick), Number(b.dataset.row));
  const s = closest(e, "button.shrink");
  if (s) void shrink(/** @type {HTMLButtonElement} */ (s));
});

// "How often does it break?": the story on screen over seeds 1, 2, 3, ...,
// a few milliseconds a frame (coordsimFrame.rateStep), its figures shown
// while the runs they counted are on screen (reply.runKey).
/** @type {RateStatus | null} */
let counted = null;
$("rate-start", "button").addEventListener("click", () => {
  const frame = store.frame();
  if (!frame) return;
  setProp($("rate-start", "button"), "disabled", true);
  const show = (/** @type {RateStatus} */ st) => {
    counted = st;
    renderRate();
    if (!st.done) return void requestAnimationFrame(() => show(JSON.parse(frame.rateStep(16))));
    setProp($("rate-start", "button"), "disabled", false);
  };
  show(JSON.parse(frame.rateStart()));
});

function renderRate() {
  const r = store.get().reply;
  const st = counted && r && r.runKey === counted.runKey ? counted : null;
  setText($("rate-status"), st ? st.text : "");
  patch($("rate-lines"), (st && st.lines || []).map((line) => el("li", { text: line })));
}

// "Make it smaller": the run on screen becomes the smallest set of its
// faults (a generated story's forced faults and its seed's luck, as forced
// faults with the story's fault rates at zero; a fixture's events) that
// still breaks the invariant (undo brings the rest back), its story shown
// while those runs are on screen. The export's worker finds it
// (internal/why, wasm/evidence: the page's first load carries none of it).
/** @type {ShrinkReply | null} */
let shrunk = null;
async function shrink(/** @type {HTMLButtonElement} */ button) {
  const pos = store.get().position;
  if (!window.coordsim.ready || !pos) return;
  button.disabled = true;
  setProp($("shrunk"), "hidden", false);
  setText($("shrunk-kept"), tr("page.shrink.busy"));
  patch($("shrunk-story"), []);
  try {
    shrunk = await (await import("./evidence.js")).shrink(pos.query, /** @type {string} */ (button.dataset.inv));
  } catch (e) {
    shrunk = { set: {}, kept: 0, of: 0, runKey: "", text: "", story: [], error: String(e && /** @type {Error} */ (e).message || e) };
  }
  button.disabled = false;
  if (!shrunk.error) window.coordsim.set(shrunk.set);
  renderShrunk();
}
function renderShrunk() {
  const r = store.get().reply;
  const st = shrunk && r && (shrunk.error || r.runKey === shrunk.runKey) ? shrunk : null;
  setProp($("shrunk"), "hidden", !st);
  if (!st) return;
  setText($("shrunk-kept"), st.error || st.text);
  patch($("shrunk-story"), (st.story || []).map((line) => el("li", { text: line })));
}

function jumpTo(/** @type {number} */ tick, /** @type {number} */ row) {
  window.coordsim.seek(tick);
  const rows = $("trace", "table").tBodies[0].rows;
  for (const r of rows) r.classList.remove("current");
  if (row >= 0 && rows[row]) {
    rows[row].classList.add("current");
    rows[row].scrollIntoView({ block: "center" }); // in its box, and the box on screen
  }
}

// renderTrace shows the run's trace, a row per entry, updating rows in
// place. Its classes are the entry's kinds (OWN); the marks others put
// on rows stay theirs, but a jump's mark and a hover's end with the view,
// as they did when rows were built anew.
const OWN = /^(effect-|kind-|delivery-|violation$)/;
function renderTrace(/** @type {Reply} */ v) {
  const body = $("trace", "table").tBodies[0];
  const rows = body.rows;
  const broken = new Set(v.invariants.filter((inv) => !inv.holds && inv.row >= 0).map((inv) => inv.row));
  v.trace.forEach((r, i) => {
    let row = rows[i];
    if (!row) {
      row = body.insertRow();
      for (let j = 0; j < 7; j++) row.insertCell();
    }
    setAttr(row, "data-tick", String(r.tick));
    const want = /** @type {string[]} */ ([...traceClasses(r), broken.has(i) && "violation"].filter(Boolean));
    for (const c of [...row.classList]) if (OWN.test(c) && !want.includes(c)) row.classList.remove(c);
    for (const c of want) setClass(row, c, true);
    setClass(row, "current", false);
    setClass(row, "st-hot", false);
    traceCells(r, i).forEach(([text, code], j) => {
      setText(row.cells[j], text);
      if (code) setAttr(row.cells[j], "title", code);
      else row.cells[j].removeAttribute("title");
    });
  });
  while (rows.length > v.trace.length) body.deleteRow(-1);
}

// future dims the rows after the playhead.
function future(/** @type {number} */ tick) {
  for (const row of $("trace", "table").tBodies[0].rows) setClass(row, "future", Number(row.dataset.tick) > tick);
}

store.subscribe("panels", (s, changed) => {
  const v = s.reply;
  if (!v) return;
  if (changed.reply) {
    renderProblems(v.problems);
    renderOutcome(v);
    renderTrace(v);
    if (counted) renderRate();
    if (shrunk) renderShrunk();
  }
  if (changed.reply || changed.position) future(s.position.tick);
});
