// The lesson's score, state().score's quiz, rubric and transfer parts, as
// functions of the saved lab record: here, loaded with the page, so that
// state() and a course page have it before the quiz and the transfer task
// (quiz.js, transfer.js, loaded after the first paint) are built. The
// checked parts are counted by the engine (counted, below).
// score is the quiz's part of state().score: the checked parts answered
// right, and the free answers the learner has marked on every rubric
// dimension, with the points per dimension and the expected evidence
// ticked (all the learner's own marks), and the expected evidence the
// engine finds shown in their work. of: the questions (8) and, per
// dimension, marked × its top level.
import { store } from "./store.js";
import { progress } from "./progress.js";
/** @typedef {import("./progress.js").Saved} Saved */
/** @typedef {import("./progress.js").Check} Check */
/** @typedef {import("./progress.js").Attempt} Attempt */

const QUESTIONS = 8;
const TOP = 2;
// counted is part's checked parts ("quiz" or "transfer") counted as the
// course's grading= says (by the first try, the best or the last), by the
// engine (the bridge's score: internal/quiz.Score, as lab.md and coordsim
// verify count them) from the answers on record, never from a verdict the
// record keeps. Before the bridge is up it counts none (course.js reports
// only once the page is ready).
/**
 * @param {"quiz" | "transfer"} part
 * @param {Record<string, Check>} checks each question's answer on record
 * @param {Record<string, Attempt[]>} attempts its kept tries
 * @param {string} grading "first", "best" or "last"
 * @returns {{correct: number, tries: number}}
 */
function counted(part, checks, attempts, grading) {
  const frame = store.frame();
  if (!frame) return { correct: 0, tries: 0 };
  /** @type {Record<string, {tries: string[][], last: string[]}>} */
  const answers = {};
  for (const [id, last] of Object.entries(checks)) answers[id] = { tries: (attempts[id] || []).map((a) => a.answer), last: last.answer };
  // The answers change only when the learner checks one: every other
  // change of the page (a drag: state() and the progress are asked for
  // each) takes the count already made, and calls nothing.
  const key = part + "\n" + grading + "\n" + JSON.stringify(answers);
  let got = countedBefore.get(part);
  if (!got || got.key !== key) {
    const s = /** @type {QuizScore} */ (JSON.parse(frame.score(part, answers, grading)));
    got = { key, correct: s.correct, tries: s.tries };
    countedBefore.set(part, got);
  }
  return { correct: got.correct, tries: got.tries };
}
/** @type {Map<string, {key: string, correct: number, tries: number}>} */
const countedBefore = new Map();
function quiz(/** @type {Saved} */ saved, grading = "best") {
  const checks = Object.values(saved.checks || {});
  const { correct, tries } = counted("quiz", saved.checks || {}, saved.attempts || {}, grading);
  const quiz = { correct, answered: checks.length, of: QUESTIONS, tries, grading };
  const marks = Object.values(saved.marks || {});
  const full = marks.filter((m) => Object.keys(m.rubric).length === 4);
  /** @type {Record<string, number>} */
  const points = {};
  for (const m of full) for (const [d, v] of Object.entries(m.rubric)) points[d] = (points[d] || 0) + v;
  const items = marks.flatMap((m) => m.items);
  return {
    quiz,
    // marked, points and checked are the learner's own marks (a
    // self-assessment); shown is what the engine finds in their work.
    rubric: { marked: full.length, of: QUESTIONS, points, max: full.length * TOP,
      expected: { checked: items.filter(Boolean).length, of: items.length, shown: shown(saved) } },
  };
}

// shown counts the assessments' expected-evidence items the learner's own
// work shows (the bridge's items: internal/quiz.Items), never their ticks;
// counted again only when that work changed.
let shownBefore = { key: "", n: 0 };
function shown(/** @type {Saved} */ saved) {
  const frame = store.frame();
  if (!frame) return 0;
  const work = progress.work(saved);
  const key = JSON.stringify(work);
  if (key !== shownBefore.key) {
    const checks = ["a1", "a2"].flatMap((id) => /** @type {EngineMarks} */ (JSON.parse(frame.items(id, work, [], "en"))).items);
    shownBefore = { key, n: checks.filter((c) => c.shown).length };
  }
  return shownBefore.n;
}

// score is the transfer's part of state().score, and what #transfer
// says: the items answered right and the replay done, of its four items
// and the replay (quiz.Transfer).
const OF = 5;
function transfer(/** @type {Saved} */ saved) {
  const rec = saved.transfer || { checks: {}, replay: null };
  const right = counted("transfer", rec.checks, {}, "last").correct;
  const replayed = !!rec.replay && rec.replay.first === rec.replay.second;
  return { done: right + (replayed ? 1 : 0), of: OF };
}

export const score = { quiz, transfer };
