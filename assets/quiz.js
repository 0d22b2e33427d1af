// The knowledge check and assessments (#quiz), built by lesson.js through
// build(): each question's checked part (choose one, select all that apply,
// or counts read off runs), marked by coordsimFrame.grade against
// internal/quiz, whose counts come from running the engine; feedback that
// names the runs showing why; the free answer; the model answer, opened
// once both are attempted; and the learner's marks of the free answer on
// the rubric's four dimensions and, for an assessment, the expected
// evidence it covers. Kept in the lab's record (progress.js: answers,
// revealed, checks, marks); its score is score.js's, which course.js reports. No words
// here: text() is lesson.js's, from the catalogue.
import { $, el, patch, present, setText } from "./dom.js";
import { store } from "./store.js";
import { score } from "./score.js";
import { progress } from "./progress.js";

const frame = store.frame;

/** @typedef {import("./lesson.js").LessonCtx} LessonCtx */
/**
 * What a checked part is built with: the lesson's, or the transfer's with
 * its own record of checks (transfer.js).
 * @typedef {Pick<LessonCtx, "text" | "save" | "show"> & {saved: {checks: Record<string, import("./progress.js").Check>, attempts?: Record<string, import("./progress.js").Attempt[]>, submitted?: number}}} CheckCtx
 */

// grade asks the engine's side what answer earns.
const grade = (/** @type {string} */ id, /** @type {string[]} */ answer) =>
  /** @type {QuizVerdict} */ (JSON.parse(frame().grade(id, JSON.stringify(answer))));

// Under the course's feedback=after, the lesson's quiz (the record with
// tries) holds back its verdicts, the runs behind them, the model answers
// and the score until the learner submits it (#quiz-submit); then it
// shows them and takes no more checks.
const feedbackAfter = () => {
  const r = store.get().reply;
  return !!r && r.params.feedback === "after";
};
const heldBack = (/** @type {CheckCtx["saved"]} */ saved) => !!saved.attempts && feedbackAfter() && !saved.submitted;
const closed = (/** @type {CheckCtx["saved"]} */ saved) => !!saved.attempts && feedbackAfter() && !!saved.submitted;

// answerOf reads the checked part's inputs: the options chosen, or one
// value per count.
function answerOf(/** @type {Element} */ box, /** @type {Question} */ q) {
  const inputs = [...box.querySelectorAll("input")];
  if (q.check.kind === "count") return inputs.map((i) => i.value.normalize("NFKC").trim());
  return inputs.filter((i) => i.checked).map((i) => i.value);
}

function checkInputs(/** @type {Question} */ q, /** @type {string[]} */ answer) {
  const c = q.check;
  if (c.kind === "count") {
    return (c.counts || []).map((n, i) => {
      const id = `qc-${q.id}-${n.code}`;
      return el("p", {}, el("label", { for: id, text: n.text }), " ",
        el("input", { id, type: "text", inputMode: "numeric", autocomplete: "off", size: 4, value: answer[i] || "" }));
    });
  }
  const type = c.kind === "choose" ? "radio" : "checkbox";
  return (c.options || []).map((o) => {
    const id = `qc-${q.id}-${o.code}`;
    return el("p", { class: "option" }, el("input", { id, type, name: "qc-" + q.id, value: o.code, checked: answer.includes(o.code) }),
      " ", el("label", { for: id, text: o.text }));
  });
}

// feedback is what the last check said: right (and why), or where to
// look, naming the counts that are off.
/**
 * @param {Question} q
 * @param {QuizVerdict | null} verdict
 * @param {CheckCtx} ctx
 */
function feedback(q, verdict, ctx) {
  const { text } = ctx;
  if (!verdict) return [];
  if (verdict.empty) return [el("p", { text: text("lesson.quiz.empty") })];
  if (verdict.correct) return [el("p", { class: "right", text: text("lesson.quiz.right") + " " + q.check.why })];
  const off = (verdict.off || []).map((code) => ((q.check.counts || []).find((n) => n.code === code) || { text: code }).text);
  // What each wrong option chosen gets wrong, in the catalogue's words.
  const wrong = (verdict.wrong || []).map((code) => el("p", { class: "wrong-why", "data-option": code, text: text(`lesson.quiz.${q.id}.wrong.${code}`) }));
  return [el("p", { class: "wrong", text: text("lesson.quiz.wrong") }), ...wrong,
    off.length ? el("p", { text: text("lesson.quiz.off", { counts: off.join(text("lesson.check.sep")) }) }) : null].filter(present);
}

/**
 * @param {Question} q
 * @param {CheckCtx} ctx
 * @param {() => void} onChange
 */
function checkPart(q, ctx, onChange) {
  const { text, saved, save } = ctx;
  const kept = saved.checks[q.id];
  const verdictBox = el("div", { class: "check-verdict", role: "status" });
  const runs = el("p", { class: "shows check-runs" }, el("span", { text: text("lesson.quiz.runs") + " " }),
    ...q.check.runs.map((s) => {
      const b = el("button", { type: "button", text: s.label, "data-show": s.id });
      b.addEventListener("click", () => ctx.show(s.params));
      return b;
    }));
  const submit = el("button", { type: "submit", text: text("lesson.quiz.check") });
  const left = el("span", { class: "tries-left" });
  const form = el("form", { class: "quiz-check", id: "qc-" + q.id },
    el("fieldset", {}, el("legend", {}, el("strong", { text: text("lesson.quiz.checkTitle") + ": " }), q.check.ask),
      ...checkInputs(q, kept ? kept.answer : [])),
    el("p", {}, submit, " ", left), verdictBox, runs);
  // The course's cap on checks (attempts=), on the lesson's quiz, whose
  // tries are on record: the button stops once they are used.
  const tries = () => (saved.attempts ? (saved.attempts[q.id] || []).length : 0);
  const cap = () => {
    const r = store.get().reply;
    return saved.attempts && r ? r.params.attempts : 0;
  };
  const show = (/** @type {QuizVerdict | null} */ verdict) => {
    const held = heldBack(saved) && !!verdict && !verdict.empty;
    patch(verdictBox, held ? [el("p", { text: text("lesson.quiz.recorded") })] : feedback(q, verdict, ctx));
    runs.hidden = held || !verdict || !!verdict.empty;
    const n = cap();
    submit.disabled = n > 0 && tries() >= n || closed(saved);
    setText(left, n > 0 ? text(tries() >= n ? "lesson.quiz.noTriesLeft" : "lesson.quiz.triesLeft", { left: n - tries(), of: n }) : "");
  };
  show(kept ? grade(q.id, kept.answer) : null);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (submit.disabled) return; // the course's cap is reached
    const answer = answerOf(form, q);
    const verdict = grade(q.id, answer);
    if (!verdict.empty) {
      saved.checks[q.id] = { answer, correct: verdict.correct };
      // Every try is on record (the lesson's quiz; score.js counts them as
      // the course's grading= says), the first ones kept.
      const tries = saved.attempts && (saved.attempts[q.id] || (saved.attempts[q.id] = []));
      if (tries && tries.length < progress.MAX_ATTEMPTS) tries.push({ at: Date.now(), answer, correct: verdict.correct });
    }
    save();
    show(verdict);
    onChange();
  });
  return form;
}

// markPart is the learner's marks of the free answer: one level per
// rubric dimension, and the expected-evidence items it covers.
/**
 * @param {Question} q
 * @param {LessonCtx} ctx
 * @param {() => void} onChange
 */
function markPart(q, ctx, onChange) {
  const { text, saved, save, lesson } = ctx;
  const marks = () => saved.marks[q.id] || (saved.marks[q.id] = { rubric: {}, items: (q.items || []).map(() => false) });
  const kept = saved.marks[q.id];
  const rows = lesson.rubric.map((d) => el("fieldset", { class: "rubric-row" }, el("legend", { text: d.text }),
    ...lesson.levels.map((lv) => {
      const id = `mark-${q.id}-${d.code}-${lv.code}`;
      return el("span", { class: "level" }, el("input", { id, type: "radio", name: `mark-${q.id}-${d.code}`, value: lv.code,
        "data-dim": d.code, checked: !!kept && kept.rubric[d.code] === Number(lv.code) }), " ", el("label", { for: id, text: lv.text }));
    })));
  const items = (q.items || []).map((it, i) => {
    const id = `item-${q.id}-${i + 1}`;
    return el("p", { class: "option" }, el("input", { id, type: "checkbox", "data-item": String(i), checked: !!kept && !!kept.items[i] }),
      " ", el("label", { for: id, text: it }), " ", el("span", { class: "item-check", "data-item-check": String(i) }));
  });
  const box = el("div", { class: "marks", hidden: true },
    el("h4", { text: text("lesson.rubric.title") }), el("p", { class: "hint", text: text("lesson.rubric.lead") }), ...rows,
    el("p", { text: text("lesson.rubric.engine.title") }), el("ul", { class: "engine-marks" }),
    items.length ? el("fieldset", { class: "items" }, el("legend", { text: text("lesson.rubric.items") }),
      el("p", { class: "hint", text: text("lesson.evidence.engine") }), ...items) : null);
  markBoxes.set(q.id, { box, text });
  engineMarks();
  box.addEventListener("change", (e) => {
    const input = /** @type {HTMLInputElement} */ (e.target);
    if (input.dataset.dim) marks().rubric[input.dataset.dim] = Number(input.value);
    else if (input.dataset.item) marks().items[Number(input.dataset.item)] = input.checked;
    save();
    onChange();
  });
  return box;
}

// The engine's marks of each answer where it can mark (the checked part,
// the expected evidence), and beside each of the learner's ticks what the
// engine finds of that item in their own work (claims, lab steps): said
// again whenever that work is saved. A tick achieves nothing.
// Each box is marked again only when what it is marked from changed (the
// work, its answer, the language): the record is saved on many a change
// that touches none of them.
/** @type {Map<string, {box: HTMLElement, text: LessonText, key?: string}>} */
const markBoxes = new Map();
function engineMarks() {
  const f = frame();
  if (!f) return;
  const saved = progress.load().saved;
  const work = progress.work(saved);
  const workKey = store.get().lang + JSON.stringify(work);
  for (const [id, entry] of markBoxes) {
    const { box, text } = entry;
    const check = saved.checks[id];
    const key = workKey + JSON.stringify(check ? check.answer : []);
    if (box.hidden || entry.key === key) continue; // a hidden box is marked when it shows
    entry.key = key;
    const m = /** @type {EngineMarks} */ (JSON.parse(f.items(id, work, check ? check.answer : [], store.get().lang)));
    patch(/** @type {HTMLElement} */ (box.querySelector(".engine-marks")), m.dims.map((d) => el("li", { "data-dim": d.dim, class: d.forInstructor ? "for-instructor" : "",
      text: text("lesson.rubric.engine.level", { dim: text("lesson.rubric." + d.dim), level: d.forInstructor ? "–" : text("lesson.rubric.level." + d.level), reason: d.reason }) })));
    m.items.forEach((c, i) => {
      const span = /** @type {HTMLElement | null} */ (box.querySelector(`[data-item-check="${i}"]`));
      if (!span) return;
      setText(span, c.reason);
      span.className = "item-check " + (c.forInstructor ? "for-instructor" : c.shown ? "shown" : "not-shown");
    });
  }
}
progress.onSave(engineMarks);

// rubric shows the rubric's dimensions ahead of the assessments.
function rubric(/** @type {LessonCtx} */ ctx) {
  const { text, lesson } = ctx;
  return el("aside", { class: "rubric", "aria-labelledby": "rubric-title" },
    el("h3", { id: "rubric-title", text: text("lesson.rubric.heading") }), el("p", { text: text("lesson.rubric.about") }),
    el("ul", {}, ...lesson.rubric.map((d) => el("li", { "data-dimension": d.code, text: d.text }))));
}

// build fills #quiz-list with lesson's questions.
function build(/** @type {LessonCtx} */ ctx) {
  const { text, saved, save, lesson } = ctx;
  const list = $("quiz-list");
  list.replaceChildren();
  for (const q of lesson.quiz) {
    if (q.kind === "assessment" && !list.querySelector(".rubric")) list.append(rubric(ctx));
    const model = el("div", { class: "model", hidden: true },
      q.expected ? el("p", {}, el("strong", { text: text("lesson.ui.expected") + ": " }), q.expected) : null,
      el("p", {}, el("strong", { text: text("lesson.ui.model") + ": " }), q.answer));
    const reveal = el("button", { type: "button", class: "reveal", text: text("lesson.ui.reveal") });
    const hint = el("span", { class: "hint", text: " " + text("lesson.ui.revealHint", { min: lesson.answerMin }) });
    const [label, area] = ctx.noteBox("answer-" + q.id, saved.answers, text("lesson.ui.answer"));
    /** @type {HTMLElement | null} */
    let marks = null;
    // The model answer opens after an attempt: the checked part answered
    // and the free answer written; the marks after the model answer.
    const sync = () => {
      const tried = !!saved.checks[q.id] && area.value.trim().length >= lesson.answerMin && !heldBack(saved);
      reveal.disabled = !tried;
      hint.hidden = tried;
      hint.textContent = " " + (heldBack(saved) ? text("lesson.quiz.afterSubmit") : text("lesson.ui.revealHint", { min: lesson.answerMin }));
      model.hidden = !(tried && saved.revealed[q.id]);
      if (marks) marks.hidden = model.hidden; // made before the first sync
      if (marks && !marks.hidden) engineMarks(); // marked once it shows
      renderScore(ctx);
    };
    marks = markPart(q, ctx, sync);
    area.addEventListener("input", sync);
    reveal.addEventListener("click", () => {
      saved.revealed[q.id] = true;
      save();
      sync();
    });
    list.append(el("article", { class: "question " + q.kind, "data-question": q.id },
      el("h3", { text: q.title }), el("p", { class: "ask", text: q.text }),
      q.assumption ? el("p", { class: "assumption" }, el("strong", { text: text("lesson.ui.assumption") + ": " }), q.assumption) : null,
      ...ctx.showButtons(q.shows), checkPart(q, ctx, sync),
      label, area, el("p", {}, reveal, hint), model, marks));
    sync();
  }
  if (feedbackAfter()) list.append(submitPart(ctx));
}

// submitPart is the quiz's submission under feedback=after: a button that
// asks first, then the time it was submitted.
function submitPart(/** @type {LessonCtx} */ ctx) {
  const { text, saved, save } = ctx;
  if (saved.submitted) return el("p", { id: "quiz-submitted", text: text("lesson.quiz.submittedAt", { at: new Date(saved.submitted).toLocaleString(ctx.lang) }) });
  const yes = el("button", { type: "button", id: "quiz-submit-yes", text: text("lesson.quiz.submitYes") });
  const ask = el("p", { id: "quiz-submit-ask", hidden: true }, el("span", { text: text("lesson.quiz.submitAsk") + " " }), yes);
  const go = el("button", { type: "button", id: "quiz-submit", "aria-expanded": "false", text: text("lesson.quiz.submit") });
  go.addEventListener("click", () => {
    ask.hidden = !ask.hidden;
    go.setAttribute("aria-expanded", String(!ask.hidden));
  });
  yes.addEventListener("click", () => {
    saved.submitted = Date.now();
    save();
    build(ctx); // now with the verdicts, the model answers and the score
  });
  return el("div", { class: "quiz-submit" }, el("p", { class: "hint", text: text("lesson.quiz.submitLead") }), el("p", {}, go), ask);
}

function renderScore(/** @type {LessonCtx} */ ctx) {
  const r = store.get().reply;
  const s = score.quiz(ctx.saved, r ? r.params.grading : "best");
  if (heldBack(ctx.saved)) return setText($("quiz-score"), ctx.text("lesson.quiz.scoreHeld", { answered: s.quiz.answered, of: s.quiz.of }));
  setText($("quiz-score"), ctx.text("lesson.quiz.score", { correct: s.quiz.correct, of: s.quiz.of, marked: s.rubric.marked }));
}

export { build, checkPart };
