// The page as a SCORM 1.2 SCO, beside course.js (make scorm:
// dist/coordsim-scorm.zip, the site plus imsmanifest.xml). When a window
// above the page (its parents, then its opener's) holds an LMS's API,
// learner.js initializes it (the learner's record is theirs: their
// cmi.core.student_id) and course.js loads this file, which merges the lab's record with cmi.suspend_data, and reports
// on every change of the progress: cmi.core.lesson_status (incomplete, then
// completed once every lab step is done, passed once the quiz's checked
// parts are right enough too: course.js), cmi.core.score.raw (the share of
// lab steps done and checked parts right, 0..100) and the record in
// cmi.suspend_data; leaving the page
// commits and finishes, with cmi.core.exit "suspend" until it is complete.
// No words here.

import { progress } from "./progress.js";
import { course } from "./course.js";
import { lab } from "./lesson.js";
import { store } from "./store.js";

const MAX_SUSPEND = 4096; // SCORM 1.2's CMIString4096
/** @type {import("./learner.js").LMS} */
let lms; // found and initialized by learner.js; course.js loads this file and starts it
const started = Date.now();
let finished = false;
// A status the LMS has heard never goes down (a later wrong answer under
// grading=last, a record merged from elsewhere): the highest reached,
// from the LMS's own record at launch on.
const STATUSES = ["incomplete", "completed", "passed"];
let reached = 0;

// suspendText is the record as cmi.suspend_data holds it, and the parts
// of it the LMS gets only in part (progress.js's LMS_PARTS): the whole
// record; or, when that is too long, the learner's texts cut; then the
// explanation's slides, then the steps' runs and the challenges'
// solutions left out. Everything stays in this browser's storage in full,
// and resume merges the two (progress.merge), so nothing cut here is lost
// there. When even the smallest does not fit, it is null: the LMS keeps
// the last record that fitted, never an empty one.
/**
 * @param {Saved} saved
 * @returns {{text: string | null, lost: string[]}}
 */
function suspendText(saved) {
  const cutTexts = (/** @type {Record<string, string>} */ o, /** @type {number} */ cut) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.slice(0, cut)]).filter(([, v]) => v !== ""));
  /** @type {(r: Saved, n: number) => Saved} */
  const cut = (r, n) => Object.assign({}, r, { notes: cutTexts(r.notes, n), answers: cutTexts(r.answers, n), explain: Object.assign({}, r.explain,
    { slides: r.explain.slides.map((sl) => Object.assign({}, sl, { notes: sl.notes.slice(0, n), title: sl.title.slice(0, Math.max(n, 40)) })) }) });
  /** @type {(r: Saved) => Saved} */
  const noSlides = (r) => Object.assign({}, r, { explain: Object.assign({}, r.explain, { slides: [] }) });
  // Each step takes the one before it further, least missed first.
  /** @type {{lost: string, take: (r: Saved) => Saved}[]} */
  const steps = [
    { lost: "notes", take: (r) => cut(r, 400) },
    { lost: "slides", take: noSlides },
    { lost: "notes", take: (r) => cut(r, 100) },
    { lost: "notes", take: (r) => cut(r, 0) },
    { lost: "runs", take: (r) => Object.assign({}, r, { proofs: {}, solutions: {} }) },
  ];
  let record = saved;
  /** @type {string[]} */
  const lost = [];
  for (let i = 0; ; i++) {
    const text = progress.compactText(record);
    if (text.length <= MAX_SUSPEND) return { text, lost };
    if (i === steps.length) return { text: null, lost: ["all"] };
    record = steps[i].take(record);
    if (!lost.includes(steps[i].lost)) lost.push(steps[i].lost);
  }
}

// resume merges what the LMS kept into this browser's record.
function resume() {
  const data = lms.LMSGetValue("cmi.suspend_data");
  if (!data) return;
  const got = progress.importText(data);
  if (got.saved) lab.replace(progress.merge(lab.saved(), got.saved));
}

const core = (/** @type {string} */ name) => "cmi.core." + name; // SCORM 1.2's data model
const score = (/** @type {string} */ name) => core("score." + name);

// report tells the LMS the progress, once the page is ready (the engine
// counts the quiz: score.js); course.js tells it at ready, then on every
// change.
function report(/** @type {import("./course.js").Progress} */ p) {
  if (finished || !store.get().ready) return;
  reached = Math.max(reached, p.passed ? 2 : p.completed ? 1 : 0);
  lms.LMSSetValue(core("lesson_status"), STATUSES[reached]);
  lms.LMSSetValue(score("min"), "0");
  lms.LMSSetValue(score("max"), "100");
  const { lab: steps, quiz } = p.score;
  lms.LMSSetValue(score("raw"), String(Math.round((100 * (steps.done + quiz.correct)) / (steps.of + quiz.of))));
  const { text, lost } = suspendText(lab.saved());
  if (text !== null) lms.LMSSetValue("cmi.suspend_data", text);
  progress.noteLMS(lost);
  lms.LMSCommit("");
}

// sessionTime is the time since launch as SCORM 1.2 writes it, HHHH:MM:SS.
function sessionTime() {
  const s = Math.floor((Date.now() - started) / 1000);
  const two = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return String(Math.floor(s / 3600)).padStart(4, "0") + ":" + two(Math.floor(s / 60) % 60) + ":" + two(s % 60);
}

function finish() {
  if (finished) return;
  const p = course.progress();
  report(p);
  lms.LMSSetValue(core("exit"), reached > 0 ? "" : "suspend");
  lms.LMSSetValue(core("session_time"), sessionTime());
  lms.LMSCommit("");
  finished = true;
  lms.LMSFinish("");
}

/**
 * start reports to the LMS from now on.
 * @param {import("./learner.js").LMS} api the SCORM 1.2 API learner.js found and initialized
 */
export function start(api) {
  lms = api;
  reached = Math.max(0, STATUSES.indexOf(lms.LMSGetValue(core("lesson_status"))));
  resume();
  course.onChange(report);
  report(course.progress()); // when the page is ready already; else at ready
  addEventListener("pagehide", finish);
}
