// The lesson's score, state().score's quiz, rubric and transfer parts, as
// pure functions of the saved lab record: here, loaded with the page, so
// that state() and a course page have it before the quiz and the transfer
// task (quiz.js, transfer.js, loaded after the first paint) are built.
// score is the quiz's part of state().score: the checked parts answered
// right, and the free answers the learner has marked on every rubric
// dimension, with the points per dimension and the expected evidence
// ticked. of: the questions (8) and, per dimension, marked × its top level.

const QUESTIONS = 8;
const TOP = 2;
// A question tried more than once counts as the course's grading= says:
// by its first try, its best (the default) or its last. A record from
// before tries were kept counts its last answer as its one try.
/**
 * @param {Saved} saved
 * @param {string} grading "first", "best" or "last"
 */
function right(saved, grading) {
  let correct = 0, tries = 0;
  for (const [id, last] of Object.entries(saved.checks || {})) {
    const all = (saved.attempts || {})[id] || [];
    const list = all.length ? all : [Object.assign({ at: 0 }, last)];
    tries += list.length;
    if (grading === "first" ? list[0].correct : grading === "last" ? last.correct : list.some((a) => a.correct)) correct++;
  }
  return { correct, tries };
}
function quiz(/** @type {Saved} */ saved, grading = "best") {
  const checks = Object.values(saved.checks || {});
  const { correct, tries } = right(saved, grading);
  const quiz = { correct, answered: checks.length, of: QUESTIONS, tries, grading };
  const marks = Object.values(saved.marks || {});
  const full = marks.filter((m) => Object.keys(m.rubric).length === 4);
  /** @type {Record<string, number>} */
  const points = {};
  for (const m of full) for (const [d, v] of Object.entries(m.rubric)) points[d] = (points[d] || 0) + v;
  const items = marks.flatMap((m) => m.items);
  return {
    quiz,
    rubric: { marked: full.length, of: QUESTIONS, points, max: full.length * TOP,
      expected: { checked: items.filter(Boolean).length, of: items.length } },
  };
}

// score is the transfer's part of state().score, and what #transfer
// says: the items answered right and the replay done, of its four items
// and the replay (quiz.Transfer).
const OF = 5;
function transfer(/** @type {Saved} */ saved) {
  const rec = saved.transfer || { checks: {}, replay: null };
  const right = Object.values(rec.checks).filter((c) => c.correct).length;
  const replayed = !!rec.replay && rec.replay.first === rec.replay.second;
  return { done: right + (replayed ? 1 : 0), of: OF };
}

export const score = { quiz, transfer };
