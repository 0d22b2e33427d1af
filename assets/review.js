// Spaced review (#review), built by lesson.js through build(): the
// lesson's four reviews, due 1, 7, 30 and 90 days after the lab's five
// steps were done (the lab's record keeps when), each testing what it
// announces (internal/review: what to persist; FLP's scope; a new trace
// to diagnose; the promise a run of the sites' system keeps). A review
// opened draws its items for a nonce kept with the record until it is
// done (never the same run twice), in the evidence worker, which also
// words them and grades the answers. #review-due says when one is due;
// review=1 opens the section. Kept with the lab's record (progress.js:
// review); lab.md grades it again. No words here: text() is lesson.js's,
// the items' are the worker's.
import { $, closest, el, setProp, setText, toStage } from "./dom.js";
import { store } from "./store.js";

const DAY = 24 * 60 * 60 * 1000;
// draw asks the evidence worker (evidence.js, loaded when a review is
// first due: most visits have none) for a review's items, or grades them.
const draw = (/** @type {number} */ days, /** @type {number} */ nonce, /** @type {string} */ lang, /** @type {string} */ answers) =>
  import("./evidence.js").then((e) => e.review(days, nonce, lang, answers));

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
/** @type {Map<string, ReviewReply>} */
const drawn = new Map(); // the worker's answers, by days, nonce and language
/** @type {Map<number, ReviewReply>} */
const graded = new Map(); // the reviews checked on this page, by days

// started notes when the lab was first seen done: the schedule's day 0.
function started() {
  const rec = record();
  if (!rec.since && built().saved.done.every(Boolean)) {
    rec.since = Date.now();
    built().save();
  }
  return rec.since;
}

function build(/** @type {LessonCtx} */ lessonCtx) {
  ctx = lessonCtx;
  $("review-items").onclick = check;
  render();
  if (reply().params.review) $("review").scrollIntoView();
}

const dueAt = (/** @type {Item} */ item) => (record().since ? record().since + item.days * DAY : 0);
const due = (/** @type {Item} */ item) => started() > 0 && !record().done[item.days] && Date.now() >= dueAt(item);

function render() {
  if (!ctx) return;
  const since = started();
  const items = ctx.lesson.review;
  setProp($("review-not-yet"), "hidden", since > 0);
  setText($("review-not-yet"), text("lesson.review.notYet"));
  $("review-items").replaceChildren(...items.map((item) => {
    const done = record().done[item.days];
    const status = done ? text("lesson.review.doneOn", { date: date(done.at) })
      : due(item) ? text("lesson.review.dueNow") : since ? text("lesson.review.dueOn", { date: date(dueAt(item)) }) : "";
    const li = el("li", { class: "review-item", "data-days": String(item.days), "data-due": String(due(item)), "data-topic": item.topic },
      el("h3", { text: text("lesson.review.after", { days: item.days }) }), el("p", { text: item.text }),
      el("p", { class: "review-status", text: status }));
    if (due(item)) li.append(question(item.days));
    if (done) li.append(result(item.days, done));
    return li;
  }));
  const n = items.filter(due).length;
  setProp($("review-due"), "hidden", n === 0);
  setText($("review-due-text"), text("lesson.review.banner", { n }));
  setText($("review-due-open"), text("lesson.review.open"));
}

// result says how a review done went: its score and, checked on this
// page, each item's verdict beside the engine's answer.
function result(/** @type {number} */ days, /** @type {import("./progress.js").ReviewDone} */ done) {
  if (!done.items) return el("p", { class: "review-result", text: text("lesson.review.result", done.actual) }); // a review from before items
  const right = done.items.filter((a) => a.correct).length;
  const box = el("div", { class: "review-result" }, el("p", { text: text("lesson.review.score", { right, n: done.items.length }) }));
  const g = graded.get(days);
  if (g && g.graded) {
    const words = g.words;
    box.append(el("ul", {}, ...g.graded.map((a) => el("li", { "data-item": a.id, "data-correct": String(a.correct),
      text: (a.correct ? words.right : words.wrong) + " " + words.engine.replace("{right}", a.right) }))));
  }
  return box;
}

// nonce is the open's: drawn when the review is first opened, kept until
// it is done, so that a reload shows the same items.
function nonce(/** @type {number} */ days) {
  const rec = record();
  rec.open = rec.open || {};
  if (!rec.open[days]) {
    rec.open[days] = 1 + Math.floor(Math.random() * 2 ** 48);
    built().save();
  }
  return rec.open[days];
}

// question is a due review's form, filled when the worker has drawn it.
function question(/** @type {number} */ days) {
  const form = el("form", { class: "review-question", "data-days": String(days) });
  void fill(form, days);
  return form;
}

async function fill(/** @type {HTMLElement} */ form, /** @type {number} */ days) {
  const n = nonce(days), lang = built().lang, key = days + "|" + n + "|" + lang;
  const r = drawn.get(key) || await draw(days, n, lang, "");
  drawn.set(key, r);
  if (!r.items) return;
  form.replaceChildren(el("h4", { text: r.title }), ...r.items.map((it) => item(days, it, r.words)),
    el("p", {}, el("button", { type: "submit", "data-days": String(days), text: r.words.check })),
    el("p", { class: "review-verdict", role: "status" }));
}

// item is one question: its run to open, and its choices or a number.
function item(/** @type {number} */ days, /** @type {ReviewItem} */ it, /** @type {Record<string, string>} */ words) {
  const id = `review-${days}-${it.id.replace(".", "-")}`;
  const parts = [];
  if (it.run) parts.push(el("p", {}, el("button", { type: "button", "data-query": it.run, text: words.open })));
  if (it.options && it.options.length) {
    parts.push(...it.options.map((o, i) => el("p", { class: "option" },
      el("input", { type: "radio", name: id, id: id + "-" + i, value: o.code, "data-item": it.id }), " ", el("label", { for: id + "-" + i, text: o.text }))));
  } else {
    parts.push(el("p", {}, el("label", { for: id, text: words.number }), " ",
      el("input", { id, type: "text", inputMode: "numeric", size: 4, autocomplete: "off", "data-item": it.id })));
  }
  return el("fieldset", { class: "review-q", "data-item": it.id }, el("legend", { text: it.question }), ...parts);
}

// check opens an item's run, or grades a review's answers and keeps them.
async function check(/** @type {Event} */ e) {
  const open = closest(e, "button[data-query]");
  if (open) {
    window.coordsim.set({ query: open.dataset.query });
    toStage();
    return;
  }
  const b = closest(e, "button[data-days]");
  if (!b) return;
  e.preventDefault();
  const days = Number(b.dataset.days), form = /** @type {HTMLFormElement} */ (b.closest("form"));
  const n = nonce(days), lang = built().lang, r = drawn.get(days + "|" + n + "|" + lang);
  if (!r || !r.items) return;
  /** @type {Record<string, string>} */
  const answers = {};
  for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (form.querySelectorAll("input[data-item]"))) {
    const v = input.value.normalize("NFKC").trim();
    if ((input.type !== "radio" || input.checked) && v) answers[/** @type {string} */ (input.dataset.item)] = v;
  }
  if (Object.keys(answers).length < r.items.length) {
    setText(/** @type {HTMLElement} */ (form.querySelector(".review-verdict")), r.words.answerAll);
    return;
  }
  const g = await draw(days, n, lang, JSON.stringify(answers));
  if (!g.graded) return;
  const rec = record();
  rec.done[days] = { at: Date.now(), nonce: n, items: g.graded.map((a) => ({ id: a.id, answer: a.answer, correct: a.correct })) };
  if (rec.open) delete rec.open[days];
  graded.set(days, g);
  built().save();
  render();
}

// state().reviews: each review, when it is due, its topic and, once done,
// its items' answers and whether the engine found them right.
window.coordsim.reviews = () => ctx && ctx.lesson.review.map((it) => {
  const done = record().done[it.days];
  return { days: it.days, due: dueAt(it), topic: it.topic, items: done && done.items ? done.items.map((a) => Object.assign({}, a)) : [] };
});

export { build, render };
