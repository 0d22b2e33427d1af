// The learner's progress as a course hears it, beside keep.js: the lab's
// steps done, the score so far (the lab's steps, the quiz's checked parts,
// the learner's rubric marks: quiz.js) and whether the lab is complete and
// the quiz passed, from the
// lab's record (lesson.js, progress.js). window.coordsim.progress() gives
// it; embed.js posts it to a course page (coordsim:progress) and scorm.js
// reports it to an LMS (loaded when one is found above the page), each
// told on every change (course.onChange).
// No words here.
import { progress as progressStore } from "./progress.js";
import { score } from "./score.js";
import { store } from "./store.js";
import { lab } from "./lesson.js";
import { lms } from "./learner.js";

const STEPS = 5;
// PASS is how many of the quiz's 8 checked parts a completed lab needs
// right for the course to hear "passed" (75 %, a usual mastery score).
const PASS = 6;
/** @typedef {ReturnType<typeof progress>} Progress the learner's progress, as window.coordsim.progress() gives it */

/** @type {((p: Progress) => void)[]} */
const listeners = [];
let last = "";

function progress() {
  const saved = lab.saved();
  const steps = saved.done.slice();
  const done = steps.filter(Boolean).length;
  const solved = Object.keys(saved.challenges);
  const r = store.get().reply;
  const scored = Object.assign({ lab: { done, of: STEPS } }, score.quiz(saved, r ? r.params.grading : "best"), { transfer: score.transfer(saved) });
  return {
    lab: { steps, done, of: STEPS },
    challenges: { solved: solved.sort() },
    score: scored,
    completed: done === STEPS,
    passed: done === STEPS && scored.quiz.correct >= PASS,
  };
}

// changed tells the listeners when the progress differs from the last
// they heard, or always (at the page's ready, when they hear it first).
// Before the page is ready they hear nothing: the engine, which counts the
// quiz (score.js), is not up yet.
function changed(always = false) {
  if (!store.get().ready) return;
  const p = progress();
  const text = JSON.stringify(p);
  if (text === last && !always) return;
  last = text;
  for (const f of listeners) f(p);
}

window.coordsim.progress = progress;
progressStore.onSave(() => changed());
store.subscribe("course", (s, change) => {
  if (change.ready && s.ready) changed(true);
});
export const course = {
  progress,
  onChange: (/** @type {(p: Progress) => void} */ f) => listeners.push(f),
  changed,
};
// The page as an LMS's SCO, once learner.js has initialized the LMS.
if (lms) {
  const api = lms.api;
  import("./scorm.js").then((sco) => sco.start(api));
}
