// Spaced review (#review), built by lesson.js through build(): the
// lesson's four reviews, due 1, 7, 30 and 90 days after the lab's five
// steps were done (the lab's record keeps when), each a fresh question on
// the learner's own run (step 5's, or 4's): the same run with the
// partition longer, predicted (outcome, messages held at the deadline,
// users told "uncertain") before the simulator shows it. #review-due says
// when one is due; review=1 opens the section. Kept only in this browser
// (progress.js: review). No words here: text() is lesson.js's.
import { $, closest, el, input, setProp, setText } from "./dom.js";
import { store } from "./store.js";

const DAY = 24 * 60 * 60 * 1000;

/** @typedef {import("./lesson.js").LessonCtx} LessonCtx */
/** @typedef {LessonCtx["lesson"]["review"][number]} Item one of the lesson's reviews */

/** @type {LessonCtx | null} */
let ctx = null;
// built is the lesson's context, for what runs once build has had it.
const built = () => /** @type {LessonCtx} */ (ctx);
const record = () => built().saved.review || (built().saved.review = { since: 0, done: {} });
/** @type {LessonText} */
const text = (key, args = {}) => built().text(key, args);
const date = (/** @type {number} */ ms) => new Date(ms).toLocaleDateString(built().lang === "ja" ? "ja-JP" : "en-GB");
const reply = () => /** @type {Reply} */ (store.get().reply); // the lesson builds this after the first reply

// started notes when the lab was first seen done: the schedule's day 0.
function started() {
  const rec = record();
  if (!rec.since && built().saved.done.every(Boolean)) {
    rec.since = Date.now();
    built().save();
  }
  return rec.since;
}

// ownRun is the learner's saved run: the one step 5 (or else 4) was done on.
const ownRun = () => (built().saved.proofs["5"] || built().saved.proofs["4"] || null);

function build(/** @type {LessonCtx} */ lessonCtx) {
  ctx = lessonCtx;
  $("review-items").onclick = observe;
  render();
  if (reply().params.review) $("review").scrollIntoView();
}

const due = (/** @type {Item} */ item) => {
  const since = started();
  return since > 0 && !record().done[item.days] && Date.now() >= since + item.days * DAY;
};

function render() {
  if (!ctx) return;
  const since = started();
  const items = ctx.lesson.review;
  setProp($("review-not-yet"), "hidden", since > 0);
  setText($("review-not-yet"), text("lesson.review.notYet"));
  const run = ownRun();
  $("review-items").replaceChildren(...items.map((item) => {
    const done = record().done[item.days];
    const status = done ? text("lesson.review.doneOn", { date: date(done.at) })
      : due(item) ? text("lesson.review.dueNow") : since ? text("lesson.review.dueOn", { date: date(since + item.days * DAY) }) : "";
    const li = el("li", { class: "review-item", "data-days": String(item.days), "data-due": String(due(item)) },
      el("h3", { text: text("lesson.review.after", { days: item.days }) }), el("p", { text: item.text }),
      el("p", { class: "review-status", text: status }));
    if (due(item)) li.append(question(item, run));
    if (done) li.append(el("p", { class: "review-result", text: text("lesson.review.result", done.actual) }));
    return li;
  }));
  const n = items.filter(due).length;
  setProp($("review-due"), "hidden", n === 0);
  setText($("review-due-text"), text("lesson.review.banner", { n }));
  setText($("review-due-open"), text("lesson.review.open"));
}

// question asks for a prediction on the learner's run made longer.
/**
 * @param {Item} item
 * @param {{query: string} | null} run
 */
function question(item, run) {
  const id = (/** @type {string} */ what) => `review-${item.days}-${what}`;
  const where = run ? el("code", { text: "?" + run.query }) : text("lesson.review.noRun");
  const outcomes = built().lesson.outcomes.map((o) => el("p", { class: "option" },
    el("input", { type: "radio", name: id("outcome"), id: id(o.code), value: o.code }), " ", el("label", { for: id(o.code), text: o.text })));
  const count = (/** @type {string} */ what, /** @type {string} */ label) => el("p", {}, el("label", { for: id(what), text: label }), " ",
    el("input", { id: id(what), type: "text", inputMode: "numeric", size: 4, autocomplete: "off" }));
  const [head, tail] = text("lesson.review.ask", { run: "\u0000", delta: item.delta }).split("\u0000");
  return el("form", { class: "review-question", "data-days": String(item.days) },
    el("p", {}, head, where, tail), ...outcomes, count("held", text("lesson.predict.held.label")), count("uncertain", text("lesson.predict.uncertain.label")),
    el("p", {}, el("button", { type: "submit", "data-days": String(item.days), text: text("lesson.review.observe") })),
    el("p", { class: "review-verdict", role: "status" }));
}

// observe reads the prediction, sets the simulator to the run it is
// about, and keeps what it shows beside the prediction.
function observe(/** @type {Event} */ e) {
  const b = closest(e, "button[data-days]");
  if (!b) return;
  e.preventDefault();
  const days = Number(b.dataset.days);
  const { lesson, save } = built();
  const item = lesson.review.find((it) => it.days === days);
  if (!item) return; // the buttons name the lesson's reviews
  const form = /** @type {HTMLFormElement} */ (b.closest("form"));
  const picked = /** @type {HTMLInputElement | null} */ (form.querySelector("input[type=radio]:checked"));
  const num = (/** @type {string} */ what) => {
    const v = /** @type {HTMLInputElement} */ (form.querySelector(`#review-${days}-${what}`)).value.normalize("NFKC").trim();
    return /^\d{1,4}$/.test(v) ? Number(v) : null;
  };
  const predicted = { outcome: picked ? picked.value : "", held: num("held"), uncertain: num("uncertain") };
  if (!predicted.outcome || predicted.held === null || predicted.uncertain === null) {
    setText(/** @type {HTMLElement} */ (form.querySelector(".review-verdict")), text("lesson.review.predictFirst"));
    return;
  }
  const run = ownRun();
  window.coordsim.set(run ? { query: run.query } : /** @type {Show} */ (lesson.steps[4].go).params); // step 5 has one
  const slider = input("partition");
  const longer = Math.min(Number(slider.max), reply().params.partition + item.delta);
  window.coordsim.set({ partition: longer, t: reply().params.deadline });
  const shown = reply();
  const actual = { outcome: shown.outcome, held: shown.lab.heldAtDeadline, uncertain: shown.lab.uncertain };
  const right = Number(actual.outcome === predicted.outcome) + Number(actual.held === predicted.held) + Number(actual.uncertain === predicted.uncertain);
  record().done[days] = { at: Date.now(), predicted, actual: Object.assign({ right }, actual) };
  save();
  render();
}

export { build, render };
