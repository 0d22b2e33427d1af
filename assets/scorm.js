// The page as a SCORM SCO (1.2 or 2004: lmsapi.js holds what differs),
// beside course.js (make scorm: dist/coordsim-scorm.zip and
// coordsim-scorm2004.zip, the site plus an imsmanifest.xml). When a window
// above the page holds an LMS's API, learner.js initializes it (the
// learner's record is theirs: their LMS id) and course.js loads this file,
// which merges the lab's record with cmi.suspend_data and, from the page's
// ready on, reports every change of the progress: the status (incomplete,
// then completed once every lab step is done, passed once the quiz's
// checked parts are right enough too, or the score reaches the LMS's
// mastery score when it sets one), the score (the share of lab steps done
// and checked parts right, 0..100), each try of a checked part as an
// interaction (its answer, right or wrong, when, how long it took), and on
// every save (a note's every letter too) the record in cmi.suspend_data;
// it commits once changes pause for a moment, and on leaving the page,
// which finishes with exit "suspend" until the lab is complete. A review
// launch writes nothing; a browse launch, or one for no credit, writes no
// score and no success. No words here.

import { progress } from "./progress.js";
import { course } from "./course.js";
import { lab } from "./lesson.js";
import { store } from "./store.js";
import { suspend } from "./suspend.js";
import { launchQuery } from "./learner.js";

/** @type {import("./lmsapi.js").LMS} */
let lms; // found and initialized by learner.js; course.js loads this file and starts it
const started = Date.now();
let finished = false;
// A status the LMS has heard never goes down (a later wrong answer under
// grading=last, a record merged from elsewhere): the highest reached,
// from the LMS's own record at launch on.
/** @type {["incomplete", "completed", "passed"]} */
const STATUSES = ["incomplete", "completed", "passed"];
let reached = 0;
// The launch: "normal", "browse" or "review" (cmi.core.lesson_mode,
// cmi.mode), whether it is for credit, and the LMS's mastery score.
let mode = "normal";
let credit = true;
/** @type {number | null} */
let mastery = null;
// The tries already interactions: those on record at launch (an earlier
// session wrote them), then each this session writes; and the LMS's count.
/** @type {Set<string>} */
const written = new Set();
let interactions = 0;
/** @type {ReturnType<typeof setTimeout> | null} */
let commitTimer = null;
const COMMIT_AFTER_MS = 1000; // a burst of changes (typing a note) is one commit

// resume merges what the LMS kept into this browser's record (unpacked
// first when it was packed: suspend.js); nothing is reported until it has.
let resumed = false;
async function resume() {
  const data = lms.get("suspend_data");
  if (!data) return;
  const got = progress.importText(await suspend.read(data));
  if (got.saved) lab.replace(await progress.merge(lab.saved(), got.saved));
}

// triesOf lists the record's tries of the quiz's checked parts, each
// with its key (question and time), in the order they were made.
function triesOf(/** @type {Saved} */ saved) {
  return Object.entries(saved.attempts || {}).flatMap(([id, list]) => list.map((a) => ({ id, a, key: id + "@" + a.at })))
    .filter((t) => t.a.at > 0).sort((x, y) => x.a.at - y.a.at);
}

// interact writes each try not yet an interaction, graded by the engine
// (its answer, never the record's verdict); how long it took is from the
// question's last try, or the launch, whichever came later.
function interact(/** @type {Saved} */ saved) {
  /** @type {Map<string, number>} */
  const last = new Map();
  for (const { id, a, key } of triesOf(saved)) {
    const since = Math.max(started, last.get(id) || 0);
    last.set(id, a.at);
    if (written.has(key)) continue;
    written.add(key);
    const v = /** @type {QuizVerdict} */ (JSON.parse(store.frame().grade(id, JSON.stringify(a.answer))));
    if (v.empty) continue;
    lms.interaction(interactions++, { id, kind: v.kind || "", answer: a.answer, correct: v.correct, at: a.at, latencyMs: Math.max(0, a.at - since) });
  }
}

// report tells the LMS the progress, once the page is ready (the engine
// counts the quiz: score.js); course.js tells it at ready, then on every
// change.
function report(/** @type {import("./course.js").Progress} */ p) {
  if (finished || !resumed || mode === "review" || !store.get().ready) return;
  const { lab: steps, quiz } = p.score;
  const raw = Math.round((100 * (steps.done + quiz.correct)) / (steps.of + quiz.of));
  const passed = p.completed && (mastery === null ? p.passed : raw / 100 >= mastery);
  const graded = credit && mode === "normal";
  reached = Math.max(reached, passed && graded ? 2 : p.completed ? 1 : 0);
  lms.status(STATUSES[graded ? reached : Math.min(reached, 1)], { browse: mode === "browse", failed: graded && mastery !== null && p.completed && !passed });
  if (graded) lms.score(raw);
  interact(lab.saved());
  const { text, lost } = suspend.text(lab.saved(), lms.maxSuspend);
  if (text !== null) lms.set("suspend_data", text);
  progress.noteLMS(lost);
  commitSoon();
}

// reportSoon reports once for whatever changed in this task: a save that
// changes the progress is heard both as a save and as the progress's
// change (course.js), and is one report.
let reportQueued = false;
function reportSoon() {
  if (reportQueued) return;
  reportQueued = true;
  queueMicrotask(() => {
    reportQueued = false;
    report(course.progress());
  });
}

// commitSoon commits once changes have paused for a moment.
function commitSoon() {
  if (commitTimer !== null) clearTimeout(commitTimer);
  commitTimer = setTimeout(() => {
    commitTimer = null;
    if (!finished) lms.commit();
  }, COMMIT_AFTER_MS);
}

function finish() {
  if (finished) return;
  report(course.progress());
  if (commitTimer !== null) clearTimeout(commitTimer);
  if (mode !== "review") {
    lms.set("exit", reached > 0 ? "" : "suspend");
    lms.set("session_time", lms.sessionTime(Date.now() - started));
  }
  lms.commit();
  finished = true;
  lms.finish();
}

/**
 * start reports to the LMS from now on.
 * @param {import("./lmsapi.js").LMS} api the LMS learner.js found and initialized
 */
export function start(api) {
  lms = api;
  const launched = lms.get("mode");
  mode = launched === "browse" || launched === "review" ? launched : "normal";
  credit = lms.get("credit") !== "no-credit";
  mastery = lms.mastery();
  reached = Math.max(0, STATUSES.indexOf(lms.reached()));
  interactions = Number(lms.get("interactions")) || 0;
  course.onChange(reportSoon);
  // Every save, a note's letter too, reaches the LMS's record (committed
  // once the typing pauses), not only a change of the score.
  progress.onSave(reportSoon);
  // A language the learner chooses is theirs the next time they launch
  // (learner.js's launchQuery); the language the page started in, the
  // launch's (or the one kept before), is not a choice.
  let kept = lms.get("language") || new URLSearchParams(launchQuery()).get("lang") || store.langs[0];
  store.subscribe("lms", (s, change) => {
    if (!change.lang || !s.reply || mode === "review" || s.lang === kept) return;
    kept = s.lang;
    lms.set("language", s.lang);
    commitSoon();
  });
  resume().catch(() => {}).finally(() => { // a record the LMS kept that cannot be read merges nothing
    resumed = true;
    for (const t of triesOf(lab.saved())) written.add(t.key); // an earlier session's
    report(course.progress()); // when the page is ready already; else at ready
  });
  addEventListener("pagehide", finish);
}
