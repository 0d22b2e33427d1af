// What an assignment's lock (lock=) does to a lab step, beside lesson.js:
// a step's set-up runs around the knobs the course fixes (share.Merge
// keeps their values; the reply's lab.lockedKnobs lists them), and a lock
// on the story itself refuses the set-up (its problem's code is
// "locked"). The step says which of its values the assignment kept, or
// that it cannot be set up here; step 4 then completes on two identical
// replays whatever the outcome, since its short partition is the
// course's to choose. The words are the catalogue's lesson.lab.lock*.

/**
 * kept lists the knobs of a step's set-up that the course's lock kept at
 * other values than the step's.
 * @param {Record<string, unknown>} setup the step's set-up (a Run)
 * @param {Reply} r the run on screen
 * @returns {string[]}
 */
function kept(setup, r) {
  const params = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (r.params));
  return r.lab.lockedKnobs.filter((k) => k in setup && typeof setup[k] === typeof params[k] &&
    JSON.stringify(setup[k]) !== JSON.stringify(params[k]));
}

/**
 * note is what step n says of the lock: "" when it changes nothing.
 * @param {number} n
 * @param {Record<string, unknown>} setup
 * @param {Reply} r
 * @param {boolean} refused the step's last set-up was refused by the lock
 * @param {LessonText} text
 */
function note(n, setup, r, refused, text) {
  const names = (/** @type {string[]} */ ks) => ks.map((k) => text("lesson.lab.lockName." + k)).join(text("lesson.storage.separator"));
  if (refused) return text("lesson.lab.lockOut", { names: names(r.params.lock.filter((k) => !r.lab.lockedKnobs.includes(k))) });
  const ks = kept(setup, r);
  if (!ks.length) return "";
  return text(n === 4 && freesOutcome(setup, r) ? "lesson.lab.lockKept4" : "lesson.lab.lockKept", { names: names(ks) });
}

// freesOutcome: the course fixed what decides step 4's outcome (the
// partition or the deadline), so the step asks only for identical replays.
const freesOutcome = (/** @type {Record<string, unknown>} */ setup, /** @type {Reply} */ r) =>
  kept(setup, r).some((k) => k === "partition" || k === "deadline");

// refusedNow says whether the run on screen refused a set-up by a lock.
const refusedNow = (/** @type {Reply} */ r) => r.problems.some((p) => p.code === "locked");

export const labLock = { note, freesOutcome, refusedNow };
