// The lesson under the simulator: the practice lab (#lab), the knowledge
// check and assessments (#quiz), the model scope and the misdiagnoses
// (#scope). It holds no words: the lesson's text and runs come from
// coordsimFrame.lesson() (every language, asked once), the run's facts from
// the reply's lab part (store.js), both from the Go catalogue (wasm/panel). Controls drive the simulator through
// window.coordsim.set; a lab step is done by what the learner did (a record,
// a tick reached, a replay, a prediction before the reveal). Progress,
// predictions, notes and answers live in localStorage only (progress.js).
import { $, all, el, glideTo, once, patch, present, setAttr, setProp, setText, toStage } from "./dom.js";
import { store } from "./store.js";
import { progress } from "./progress.js";
import { labCheck } from "./labcheck.js";
import * as labFacts from "./labfacts.js";
import { labLock } from "./lablock.js";
import { labRows } from "./labrows.js";
import { labReplay } from "./labreplay.js";

const RECOVERED = 0; // index in lesson.outcomes
/** @type {Record<string, Lesson> | null} */
let lessons = null; // the lesson in every language
/** @type {Lesson | null} */
let lesson = null; // the lesson in lessonLang
let lessonLang = "";
// built is the lesson, for what runs once it is built (build, below).
const built = () => /** @type {Lesson} */ (lesson);
// reply is the store's, for what runs once the page shows a run.
const reply = () => /** @type {Reply} */ (store.get().reply);
let acted = false; // the learner changed something since the page loaded
let refusedStep = 0; // the step whose last set-up a lock refused (lablock.js), or 0
/** @type {Replayed | null} */
/** @type {typeof import("./review.js") | null} */
let review = null; // review.js, once it has loaded after the first paint
// Saved progress, read by shape (progress.js; keep.js says what was set aside).
const { saved } = progress.load();
let step = saved.step;
function save() {
  saved.step = step;
  progress.save(saved); // keep.js says so when it cannot
}

/** @type {LessonText} */
const text = (key, args = {}) =>
  ((lesson && lesson.text[key]) || "").replace(/\{(\w+)\}/g, (m, n) => (n in args ? String(args[n]) : m));
const frame = store.frame;
const sim = () => window.coordsim;
// setUp sets the simulator to a run and brings it into view with the
// focus on it, where the learner sees what the control set up (the
// lesson is far below it); smoothly, unless motion is reduced.
function setUp(/** @type {object} */ params) {
  sim().set(params);
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return toStage();
  const stage = $("stage-wrap");
  stage.focus({ preventScroll: true });
  requestAnimationFrame(() => glideTo(stage)); // after the frame that shows the new run
}
const check = () => labCheck; // labcheck.js: steps 2, 3 and 5's checks
const checked = () => { // the learner acted: what it completed, shown
  acted = true;
  evaluate();
  render();
};

// ---- Building the panels (once per language) ----------------------------

function showButtons(/** @type {Show[]} */ shows) {
  const row = el("p", { class: "shows" }, el("span", { text: text("lesson.ui.showMe") + " " }));
  for (const s of shows) {
    const b = el("button", { type: "button", text: s.label, "data-show": s.id });
    b.addEventListener("click", () => {
      // A play of the FLP world opens view=flp; a run of the order service
      // is shown on the canvas, not there.
      const flp = s.params.flp ? Object.fromEntries(new URLSearchParams(s.params.flp)) : null;
      setUp(Object.assign({}, s.params, flp ? Object.assign({ view: "flp" }, flp) : reply().params.view === "flp" ? { view: "network" } : {}));
      const status = row.parentElement && row.parentElement.querySelector(".shown");
      if (flp) return; // the view says its valence itself
      // The outcome names the broken invariants itself; all holding, the
      // invariants' line says so.
      const r = reply();
      if (status) status.textContent = r.title + " · " + r.outcomeText + (r.invariants.every((i) => i.holds) ? " " + r.invariantsText : "");
    });
    row.append(b);
  }
  return [row, el("p", { class: "shown", role: "status" })];
}

/**
 * @param {string} id
 * @param {Record<string, string>} notes
 * @param {string} label
 * @returns {[HTMLLabelElement, HTMLTextAreaElement]}
 */
function noteBox(id, notes, label) {
  const area = el("textarea", { id, rows: 2, value: notes[id] || "" });
  area.addEventListener("input", () => {
    notes[id] = area.value;
    save();
    checked();
  });
  return [el("label", { for: id, text: label }), area];
}

function buildLab() {
  const list = $("lab-steps");
  list.replaceChildren();
  for (const s of built().steps) {
    const open = el("button", { type: "button", class: "step-open", "aria-expanded": "false",
      text: text("lesson.ui.step", { n: s.n }) + " · " + s.title });
    open.addEventListener("click", () => openStep(s.n, true));
    const setup = el("button", { type: "button", text: s.setup.label, "data-setup": s.setup.id });
    setup.addEventListener("click", () => {
      setUp(Object.assign({}, s.setup.params, { lab: s.n }));
      refusedStep = labLock.refusedNow(reply()) ? s.n : 0;
      render();
    });
    const body = el("div", { class: "step-body", hidden: true },
      el("p", {}, el("strong", { text: text("lesson.ui.do") + ": " }), s.do),
      el("p", {}, el("strong", { text: text("lesson.ui.why") + ": " }), s.why),
      el("p", {}, setup),
      el("p", { class: "lock-note", role: "status" }),
      el("div", { class: "evidence" }, el("h4", { text: text("lesson.ui.onScreen") }), el("div", { class: "facts" })),
      el("p", { class: "hint step-hint" }),
      ...noteBox("note-" + s.n, saved.notes, text("lesson.ui.note")));
    const part = (/** @type {string} */ selector) => /** @type {Element} */ (body.querySelector(selector)); // built just above
    if (s.n === 2 || s.n === 3) part(".evidence").after(check().box(s.n, text, reply().lab.key, checked));
    if (s.n === 3) part(".step-hint").before(decisionLink());
    if (s.n === 4) part(".facts").after(labReplay.box(text, runReplay));
    if (s.n === 5 && s.go) part(".evidence").before(predictBox(s.go));
    if (s.n === 5) part(".step-hint").before(proposalLink());
    list.append(el("li", { class: "step", "data-step": String(s.n), "data-done": "false" },
      el("h3", {}, open, " ", el("span", { class: "badge" })), body));
  }
}

// decisionLink follows step 3: what was found there goes into the
// decision record (view=decision) as claims the engine checks.
function decisionLink() {
  const go = el("button", { type: "button", id: "lab-decision", text: text("lesson.ui.decisionOpen") });
  go.addEventListener("click", () => sim().set({ view: "decision" }));
  return el("p", {}, text("lesson.ui.decision") + " ", go);
}

// proposalLink follows step 5: the long partition seen, the learner
// proposes how the service handles it (view=decision's #proposal).
function proposalLink() {
  const go = el("button", { type: "button", id: "lab-proposal", text: text("lesson.ui.proposalOpen") });
  go.addEventListener("click", () => {
    sim().set({ view: "decision" });
    $("proposal").scrollIntoView();
  });
  return el("p", {}, text("lesson.ui.proposal") + " ", go);
}

function predictBox(/** @type {Show} */ go) {
  const box = el("fieldset", { id: "predict" }, el("legend", { text: text("lesson.predict.legend") }));
  built().outcomes.forEach((o, i) => {
    const input = el("input", { type: "radio", name: "predict", id: "predict-" + i, value: o.code });
    input.addEventListener("change", () => predict(o.code));
    box.append(el("label", { for: "predict-" + i }, input, " " + o.text + " ", el("code", { text: o.code })));
  });
  box.append(...check().countBox(text, () => predict("")));
  const move = el("button", { type: "button", id: "predict-go", text: go.label, "data-setup": go.id });
  move.addEventListener("click", () => setUp(Object.assign({}, go.params, { lab: 5 })));
  const reveal = el("div", { id: "reveal", hidden: true, role: "status" });
  return el("div", {}, box, el("p", { id: "predict-status" }), el("p", {}, move), reveal);
}

/**
 * What the lesson's later parts (quiz.js, transfer.js, explain.js,
 * review.js) are built with.
 * @typedef {object} LessonCtx
 * @property {LessonText} text
 * @property {Saved} saved
 * @property {() => void} save
 * @property {Lesson} lesson
 * @property {string} lang
 * @property {typeof showButtons} showButtons
 * @property {typeof noteBox} noteBox
 * @property {(params: object) => void} show
 */

// The lesson's parts that load after the first paint.
const parts = {
  quiz: once(() => import("./quiz.js")), transfer: once(() => import("./transfer.js")),
  explain: once(() => import("./explain.js")), review: once(() => import("./review.js")),
};

// buildQuiz builds #quiz (quiz.js) and #transfer (transfer.js, which
// asks the quiz's checked parts) with the lesson's helpers; neither is
// needed for the first paint, so both load after it.
function buildQuiz() {
  /** @type {LessonCtx} */
  const ctx = { text, saved, save, lesson: built(), lang: lessonLang, showButtons, noteBox, show: setUp };
  parts.quiz().then((quiz) => quiz.build(ctx))
    .then(parts.transfer).then((transfer) => transfer.build(ctx));
  parts.explain().then((explain) => explain.build(ctx)); // not needed for the first paint
  parts.review().then((loaded) => {
    review = loaded;
    review.build(ctx);
  });
}

function buildCards() {
  const lesson = built();
  $("scope-list").replaceChildren(...lesson.scope.map((c) =>
    el("article", { class: "card", "data-claim": c.id }, el("h3", { text: c.title }), el("p", { text: c.text }), ...showButtons(c.shows))));
  $("myths").replaceChildren(...lesson.myths.map((c) =>
    el("article", { class: "card myth", "data-myth": c.id },
      el("p", {}, el("strong", { text: text("lesson.ui.myth") + ": " }), el("q", { text: c.text })),
      el("p", {}, el("strong", { text: text("lesson.ui.refute") + ": " }), c.refute), ...showButtons(c.shows))));
  // A source opens only when chosen, in a tab of its own, telling it
  // nothing of this page; its title is the work's own, in English.
  $("source-list").replaceChildren(...lesson.sources.map((s) => el("li", { "data-source": s.id },
    el("a", { href: s.url, target: "_blank", rel: "noopener noreferrer external", referrerPolicy: "no-referrer", lang: "en", text: s.title }),
    " (" + s.kind.text + "): " + s.about)));
}

// build shows the lesson in lang. The first time (inTasks), the quiz and
// the cards build in tasks of their own, queued before the canvas starts
// (app.js), so the page answers input in between.
function build(/** @type {string} */ lang, inTasks = false) {
  if (!lessons) lessons = /** @type {Record<string, Lesson>} */ (JSON.parse(frame().lesson()));
  lesson = lessons[lang];
  lessonLang = lang;
  for (const e of all("[data-lesson]")) e.textContent = text(e.dataset.lesson || "");
  buildLab();
  for (const part of [buildQuiz, buildCards]) {
    if (!inTasks) part();
    else setTimeout(() => lessonLang === lang && part(), 0); // a language chosen meanwhile built it all
  }
}

// ---- The lab's state --------------------------------------------------

function openStep(/** @type {number} */ n, /** @type {boolean} */ byLearner) {
  if (step !== n) { // opening the page at its saved step writes nothing
    step = n;
    save();
  }
  for (const li of all("#lab-steps > li")) {
    const on = Number(li.dataset.step) === n;
    li.classList.toggle("current", on);
    /** @type {HTMLElement} */ (li.querySelector(".step-body")).hidden = !on; // each step's li has both (buildLab)
    /** @type {HTMLElement} */ (li.querySelector(".step-open")).setAttribute("aria-expanded", String(on));
  }
  if (byLearner && reply() && reply().params.lab !== n) sim().set({ lab: n });
  else render();
}

// predict records the prediction (code: the outcome, "" to keep the
// recorded one) with the counts entered, while the run still recovers.
function predict(/** @type {string} */ code) {
  if (!reply() || reply().outcome !== built().outcomes[RECOVERED].code) return;
  const outcome = code || (saved.prediction && saved.prediction.outcome);
  if (!outcome) return;
  saved.prediction = Object.assign({ outcome, partition: reply().params.partition, deadline: reply().params.deadline }, check().counts());
  save();
  render();
}

function runReplay() {
  const got = labReplay.run(frame());
  saved.replay = { first: got.first, second: got.second, outcome: got.outcome };
  save();
  // The step's short partition recovers; under a course's lock on the
  // partition or deadline, the identical replays are the step (lablock.js).
  const setup = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (built().steps[3].setup.params));
  const outcomeOK = got.outcome === built().outcomes[RECOVERED].code || labLock.freesOutcome(setup, reply());
  if (got.identical && got.first === reply().traceSHA256 && outcomeOK) {
    markDone(4);
  }
  render();
}

// markDone completes step n, keeping the run it was completed on (its
// share query and trace hash) for lab.md.
function markDone(/** @type {number} */ n) {
  if (saved.done[n - 1]) return;
  saved.done[n - 1] = true;
  saved.proofs[String(n)] = { query: store.get().position.query, sha: reply().traceSHA256 };
  save();
  if (saved.done.every(Boolean) && review) review.render(); // the review's day 0
}

// evaluate marks the steps the learner's last action completed.
function evaluate() {
  if (!reply() || !lesson || !acted) return;
  const lab = reply().lab;
  // Step 1 is a record: on the fixture's run, the learner has defined the
  // event list (edited it from the story's own, or confirmed it row by
  // row) and noted the seed, and the origin and limits beside it.
  const note = (saved.notes["note-1"] || "").trim();
  const noted = note.includes(lab.seed) && note.replace(lab.seed, "").trim().length >= lab.noteMin;
  const defined = lab.edited || (lab.events.length > 0 && lab.events.every((e) => saved.confirmed[rowKey(e)]));
  if (lab.fixture && step === 1 && defined && noted) markDone(1);
  const tick = store.get().position.tick;
  for (const n of [2, 3]) if (check().verdict(n, text, lab, tick)[0]) markDone(n); // named, and on screen
  if (check().full(saved.prediction) && reply().outcome !== lesson.outcomes[RECOVERED].code) markDone(5);
}

// The steps' facts and their event rows' keys (labfacts.js).
const rowKey = (/** @type {LabEvent} */ e) => labFacts.rowKey(e);
const factsKey = (/** @type {number} */ n) => labFacts.key(n, reply(), saved);
const facts = (/** @type {number} */ n) => labFacts.facts(n, reply(), saved, text);

// shown says whether step n's answer may be shown: steps 2 and 3 ask the
// learner to find the reorder and count the effects, so the page names
// them only once the step is done.
const shown = (/** @type {number} */ n) => saved.done[n - 1];

// render runs on every view and tick: it writes only what changed, and
// builds the open step's facts only when what they show changed.
const factsShown = new WeakMap(); // .facts element -> what it shows
function render() {
  if (!reply() || !lesson) return;
  setText(/** @type {HTMLElement} */ ($("trace-hash").querySelector("code")), reply().traceSHA256);
  const done = saved.done.filter(Boolean).length;
  setText($("lab-progress"), text("lesson.ui.progress", { done }));
  for (const li of all("#lab-steps > li")) {
    const n = Number(li.dataset.step);
    const part = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (li.querySelector(selector)); // buildLab made each
    setAttr(li, "data-done", String(saved.done[n - 1]));
    setText(part(".badge"), saved.done[n - 1] ? "✓ " + text("lesson.ui.done") : text("lesson.ui.todo"));
    const box = part(".facts");
    const key = factsKey(n);
    if (n === step && factsShown.get(box) !== key) { // the others are closed
      factsShown.set(box, key);
      patch(box, facts(n));
    }
    setText(part(".step-hint"), saved.done[n - 1] ? "" : reply().lab.hints[n - 1]);
    const setup = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (built().steps[n - 1].setup.params));
    setText(part(".lock-note"), labLock.note(n, setup, reply(), refusedStep === n, text));
  }
  for (const n of [2, 3]) check().show(n, text, reply().lab, store.get().position.tick);
  check().relabel(text, reply().lab.key);
  labReplay.render(text, reply());
  renderPredict();
  labRows.mark($("trace", "table"), reply().lab, shown(2), shown(3));
}

function renderPredict() {
  const lesson = built();
  const short = reply().outcome === lesson.outcomes[RECOVERED].code;
  const pred = saved.prediction;
  for (const input of /** @type {HTMLInputElement[]} */ (all("#predict input"))) {
    input.disabled = !short;
    if (input.name === "predict") input.checked = !!pred && pred.outcome === input.value;
    else if (pred && input.id.slice(8) in pred && document.activeElement !== input) {
      input.value = String(pred[/** @type {"held" | "uncertain"} */ (input.id.slice(8))]); // predict-held, predict-uncertain
    }
  }
  const full = check().full(pred);
  const name = (/** @type {string} */ code) => (lesson.outcomes.find((o) => o.code === code) || { text: code }).text;
  setText($("predict-status"), full ? text("lesson.predict.recordedAll", { outcome: name(pred.outcome), held: pred.held, uncertain: pred.uncertain })
    : pred ? text("lesson.predict.recorded", { outcome: name(pred.outcome) }) + " " + text("lesson.predict.counts")
      : short ? text("lesson.predict.needed") : text("lesson.predict.locked"));
  setProp($("predict-go", "button"), "disabled", !full);
  const reveal = $("reveal");
  setProp(reveal, "hidden", !pred || short);
  if (!pred || reveal.hidden) {
    if (reveal.firstChild) reveal.replaceChildren();
    return;
  }
  const key = pred.outcome === reply().outcome ? "lesson.reveal.match" : "lesson.reveal.miss";
  const lab = reply().lab;
  const count = (/** @type {"held" | "uncertain"} */ n, /** @type {number} */ actual) => {
    const predicted = pred[n];
    return typeof predicted === "number" && Number.isSafeInteger(predicted) && el("p", { class: "verdict-" + n, text: text("lesson.reveal." + n,
      { predicted, actual, verdict: text(predicted === actual ? "lesson.reveal.right" : "lesson.reveal.wrong") }) });
  };
  patch(reveal, [
    el("p", { class: "verdict", text: text(key, { outcome: reply().outcome }) }),
    count("held", lab.heldAtDeadline), count("uncertain", lab.uncertain),
    el("p", { text: reply().outcomeText }),
    el("p", { text: lab.heldAtDeadlineText }),
    el("p", { text: lab.deadlineStoreText }),
    el("ul", {}, ...lab.deadlineStoreEntries.map((s) => el("li", {}, el("code", { text: s })))),
    el("p", { text: lab.storeText }),
    el("ul", {}, ...lab.storeEntries.map((s) => el("li", {}, el("code", { text: s })))),
    el("p", { class: "reconcile", text: lab.reconcileText })].filter(present));
}

// ---- Wiring -------------------------------------------------------------

// The lesson sits below the simulator: it first builds when the page
// settles (app.js), so the simulator is ready first.
store.subscribe("lesson", (s, changed) => {
  if (changed.ready) window.coordsim.lab = () => ({ step, done: saved.done.slice() }); // state().lab
  if (!s.reply || !s.settled) return;
  if (changed.settled) {
    build(s.lang, true);
    openStep(reply().params.lab || step, false);
    if (reply().params.lab) $("lab").scrollIntoView();
  } else if (changed.reply) {
    acted = true;
    if (lessonLang !== s.lang) build(s.lang);
  } else if (changed.position) {
    acted = true;
  } else {
    return;
  }
  evaluate();
  render();
});
$("lab-steps").addEventListener("change", (e) => {
  const box = /** @type {HTMLInputElement} */ (e.target);
  if (!box.classList.contains("confirm-row")) return;
  saved.confirmed[box.dataset.row || ""] = box.checked;
  save();
  checked();
});
// blank is what an erase leaves of a record (the step and the solved
// challenges kept).
const blank = () => ({ done: [false, false, false, false, false], notes: {}, answers: {}, revealed: {}, prediction: null, confirmed: {},
  replay: null, proofs: {}, checks: {}, attempts: {}, submitted: 0, marks: {}, transfer: { checks: {}, replay: null },
  explain: { outline: {}, slides: [] }, review: { since: 0, done: {} }, claims: {}, proposal: null });
// lab is the lab's record for keep.js (clear, undo, export, import, another
// tab's save): replace(record) puts a record of progress.js's shape in
// place of the learner's (null: a blank one) and shows it.
export const lab = {
  text,
  saved: () => saved,
  blank,
  replace(/** @type {Saved | null} */ record, keep = true) { // keep: false when the record is stored already (another tab's)
    Object.assign(saved, record || blank());
    step = saved.step || step;
    labReplay.forget();
    check().clear();
    if (keep) save();
    if (!lesson) return;
    build(lessonLang);
    openStep(step, false);
  },
};
