// The lab's checked steps, for lesson.js: step 2's reordered rows and step
// 3's two counts, which the learner enters and the page checks against the
// run's facts (the reply's lab part: reorderRows, applied, reused, keyRows),
// and step 5's two counted predictions (held, uncertain). The answers stay
// in memory; a wrong one says what is wrong and where to look, never the
// answer. No words: text() is lesson.js's, from the catalogue.
import { el, patch, setText } from "./dom.js";
import { store } from "./store.js";
import { traceCells } from "./tracerow.js";

/** @type {Record<number, string[]>} */
const answers = {}; // step -> the values last checked
const int = (/** @type {string} */ v) => (/^\d{1,6}$/.test(v) ? Number(v) : null);
const clean = (/** @type {string} */ v) => String(v).normalize("NFKC").trim();
// rows reads "3, 7" as 0-based trace rows, null when it is no such list.
function rows(/** @type {string} */ v) {
  const parts = clean(v).split(/[\s,、]+/).filter(Boolean).map(int);
  /** @type {(n: number | null) => n is number} */
  const row = (n) => n !== null && n > 0;
  return parts.length && parts.every(row) ? [...new Set(parts.map((n) => n - 1))] : null;
}
/**
 * @param {string} id
 * @param {string} label
 * @returns {[HTMLLabelElement, string, HTMLInputElement]}
 */
function field(id, label) {
  return [el("label", { for: id, text: label }), " ", el("input", { id, type: "text", inputMode: id === "check-rows" ? "text" : "numeric", autocomplete: "off" })];
}
/**
 * box is step n's form (2 or 3); onCheck runs after a check.
 * @param {number} n
 * @param {LessonText} text
 * @param {string} key the run's tracked key
 * @param {() => void} onCheck
 */
function box(n, text, key, onCheck) {
  const inputs = n === 2 ? [field("check-rows", text("lesson.check.rows.label"))]
    : [field("check-applied", text("lesson.check.applied.label", { key })), field("check-reused", text("lesson.check.reused.label", { key }))];
  const form = el("form", { class: "check", id: "check-" + n }, el("div", { class: "check-rows" }), ...inputs.map((f) => el("p", {}, ...f)),
    el("p", {}, el("button", { type: "submit", text: text("lesson.check.button") })), el("p", { class: "check-verdict", role: "status" }));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    answers[n] = [...form.querySelectorAll("input")].map((i) => i.value);
    onCheck();
  });
  return form;
}
/**
 * verdict is [done, feedback] for step n's last checked answer on this
 * run at tick; feedback is "" before any check.
 * @param {number} n
 * @param {LessonText} text
 * @param {Lab} lab
 * @param {number} tick
 * @returns {[boolean, string]}
 */
function verdict(n, text, lab, tick) {
  const a = answers[n];
  if (!a) return [false, ""];
  const sep = text("lesson.check.sep");
  let wrong = "";
  /** @type {Mark | null} */
  let mark = null;
  if (n === 2) {
    const named = rows(a[0]);
    mark = lab.reorder;
    if (!named) wrong = text("lesson.check.rows.format");
    else {
      const bad = named.filter((r) => !lab.reorderRows.includes(r)).length;
      const missing = lab.reorderRows.filter((r) => !named.includes(r)).length;
      const what = [bad && text("lesson.check.rows.notReordered", { n: bad }), missing && text("lesson.check.rows.missing", { n: missing })];
      if (bad || missing || !mark) wrong = mark ? text("lesson.check.rows.wrong", { what: what.filter(Boolean).join("") }) : lab.hints[1];
    }
  } else {
    const [applied, reused] = a.map((v) => int(clean(v)));
    const where = { rows: lab.keyRows.map((r) => r + 1).join(sep) };
    mark = lab.once ? lab.reuse : null;
    if (applied === null || reused === null) wrong = text("lesson.check.count.format");
    else if (!mark) wrong = lab.hints[2];
    else wrong = [applied !== lab.applied && text("lesson.check.applied.wrong", { ...where, effect: store.tr("page.trace.effect.state-transition-applied") }),
      reused !== lab.reused && text("lesson.check.reused.wrong", { ...where, effect: store.tr("page.trace.effect.reused-persistent-result") })].filter(Boolean).join(" ");
  }
  if (wrong || !mark) return [false, wrong]; // without a mark, wrong holds the hint
  if (tick < mark.tick) return [false, text("lesson.check.reach", { tick: mark.tick })];
  return [true, text(n === 2 ? "lesson.check.rows.right" : "lesson.check.counts.right")];
}
/**
 * @param {number} n
 * @param {LessonText} text
 * @param {Lab} lab
 * @param {number} tick
 */
function show(n, text, lab, tick) {
  const out = document.querySelector(`#check-${n} .check-verdict`);
  if (out) setText(out, verdict(n, text, lab, tick)[1]);
  const rows = document.querySelector(`#check-${n} .check-rows`);
  if (rows) patch(rows, [rowsTable(n, text, lab)]);
}
// The trace's columns (tracerow.js's cells) a step's rows show, by their
// headings: step 2 asks about logical order, step 3 about effects.
/** @type {Record<2 | 3, [number, string][]>} */
const COLUMNS = {
  2: [[0, "#"], [1, "page.colTick"], [2, "page.colEvent"], [4, "page.colSeq"]],
  3: [[0, "#"], [1, "page.colTick"], [2, "page.colEvent"], [5, "page.colEffect"], [6, "page.colResult"]],
};
/**
 * rowsTable is the trace's rows step n asks about, beside its question
 * (the trace itself sits far below it): step 2 every processed delivery,
 * step 3 the tracked key's.
 * @param {number} n
 * @param {LessonText} text
 * @param {Lab} lab
 */
function rowsTable(n, text, lab) {
  const trace = /** @type {Reply} */ (store.get().reply).trace;
  const cols = COLUMNS[/** @type {2 | 3} */ (n)];
  const rows = (n === 2 ? lab.deliveryRows : lab.keyRows).filter((i) => trace[i]);
  return el("table", { class: "check-table" }, el("caption", { text: text("lesson.check.rowsCaption") }),
    el("thead", {}, el("tr", {}, ...cols.map(([, head]) => el("th", { scope: "col", text: head === "#" ? head : store.tr(head) })))),
    el("tbody", {}, ...rows.map((i) => {
      const cells = traceCells(trace[i], i);
      return el("tr", {}, ...cols.map(([c]) => el("td", { text: cells[c][0] })));
    })));
}
// Step 5's counts: the inputs, what they hold, whether a prediction has
// all three parts.
function countBox(/** @type {LessonText} */ text, /** @type {() => void} */ onInput) {
  const p = (/** @type {string} */ name) => {
    const f = field("predict-" + name, text("lesson.predict." + name + ".label"));
    f[2].addEventListener("input", onInput);
    return el("p", {}, ...f);
  };
  return [p("held"), p("uncertain")];
}
function counts() {
  /** @type {{held?: number, uncertain?: number}} */
  const out = {};
  for (const name of ["held", "uncertain"]) {
    const input = /** @type {HTMLInputElement | null} */ (document.getElementById("predict-" + name));
    const v = input ? int(clean(input.value)) : null;
    if (v !== null) out[/** @type {"held" | "uncertain"} */ (name)] = v;
  }
  return out;
}
/** @type {(p: Prediction | null) => p is Required<Prediction>} */
const full = (p) => !!p && Number.isSafeInteger(p.held) && Number.isSafeInteger(p.uncertain);
// relabel names the run's tracked key in step 3's labels: a new story
// may track another.
function relabel(/** @type {LessonText} */ text, /** @type {string} */ key) {
  for (const name of ["applied", "reused"]) {
    const label = document.querySelector(`label[for="check-${name}"]`);
    if (label) setText(label, text("lesson.check." + name + ".label", { key }));
  }
}
export const labCheck = { box, verdict, show, countBox, counts, full, relabel, clear: () => { delete answers[2]; delete answers[3]; } };
