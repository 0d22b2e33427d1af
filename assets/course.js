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
import { lab } from "./lesson.js";

const STEPS = 5;
// PASS is how many of the quiz's 8 checked parts a completed lab needs
// right for the course to hear "passed" (75 %, a usual mastery score).
const PASS = 6;
/** @typedef {ReturnType<typeof progress>} Progress the learner's progress, as window.coordsim.progress() gives it */
/**
 * A SCORM 1.2 API, as an LMS puts it in a window above the page.
 * @typedef {object} LMS
 * @property {(empty: "") => string} LMSInitialize
 * @property {(empty: "") => string} LMSFinish
 * @property {(empty: "") => string} LMSCommit
 * @property {(name: string) => string} LMSGetValue
 * @property {(name: string, value: string) => string} LMSSetValue
 */

/** @type {((p: Progress) => void)[]} */
const listeners = [];
let last = "";

function progress() {
  const saved = lab.saved();
  const steps = saved.done.slice();
  const done = steps.filter(Boolean).length;
  const solved = Object.keys(saved.challenges);
  const scored = Object.assign({ lab: { done, of: STEPS } }, score.quiz(saved), { transfer: score.transfer(saved) });
  return {
    lab: { steps, done, of: STEPS },
    challenges: { solved: solved.sort() },
    score: scored,
    completed: done === STEPS,
    passed: done === STEPS && scored.quiz.correct >= PASS,
  };
}

// changed tells the listeners when the progress differs from the last
// they heard, or always (a listener that has just come, at the page's
// ready).
function changed(always = false) {
  const p = progress();
  const text = JSON.stringify(p);
  if (text === last && !always) return;
  last = text;
  for (const f of listeners) f(p);
}

// lmsAPI is a SCORM 1.2 API in this window or one above it (its parents,
// then its opener's), or null: a window of another origin cannot be read,
// so the search stops there.
/** @returns {LMS | null} */
function lmsAPI() {
  // w is any window up the chain, of this origin or another (reading
  // another's throws): what it holds is looked at, not trusted.
  for (let w = /** @type {any} */ (window), n = 0, opener = false; n < 16; n++) {
    try {
      if (w.API && typeof w.API.LMSInitialize === "function") return w.API;
      if (w.parent !== w) w = w.parent;
      else if (!opener && window.opener) [w, opener] = [window.opener, true];
      else return null;
    } catch (e) {
      return null;
    }
  }
  return null;
}

window.coordsim.progress = progress;
progressStore.onSave(() => changed());
export const course = {
  progress,
  onChange: (/** @type {(p: Progress) => void} */ f) => listeners.push(f),
  changed,
  lms: lmsAPI(),
};
const lms = course.lms;
if (lms) import("./scorm.js").then((sco) => sco.start(lms)); // the page as an LMS's SCO
