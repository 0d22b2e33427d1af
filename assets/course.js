"use strict";
// The learner's progress as a course hears it, beside keep.js: the lab's
// steps done, the score so far and whether the lab is complete, from the
// lab's record (lesson.js, progress.js). window.coordsim.progress() gives
// it; embed.js posts it to a course page (coordsim:progress) and scorm.js
// reports it to an LMS, each told on every change (coordsimCourse.onChange).
// No words here.
(() => {
  const STEPS = 5;
  /** @type {((p: any) => void)[]} */
  const listeners = [];
  let last = "";

  function progress() {
    const lab = window.coordsimLab ? window.coordsimLab.saved() : null;
    const steps = lab ? lab.done.slice() : Array(STEPS).fill(false);
    const done = steps.filter(Boolean).length;
    const solved = lab ? Object.keys(lab.challenges) : [];
    return {
      lab: { steps, done, of: STEPS },
      challenges: { solved: solved.sort() },
      score: { lab: { done, of: STEPS } },
      completed: done === STEPS,
    };
  }

  // changed tells the listeners when the progress differs from the last
  // they heard.
  function changed() {
    const p = progress();
    const text = JSON.stringify(p);
    if (text === last) return;
    last = text;
    for (const f of listeners) f(p);
  }

  window.coordsim.progress = progress;
  window.coordsimProgress.onSave(changed);
  window.coordsimCourse = {
    progress,
    onChange: (/** @type {(p: any) => void} */ f) => listeners.push(f),
    changed,
  };
})();
