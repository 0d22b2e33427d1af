"use strict";
// The page as a SCORM 1.2 SCO, beside course.js (make scorm:
// dist/coordsim-scorm.zip, the site plus imsmanifest.xml). When a window
// above the page (its parents, then its opener's) holds an LMS's API,
// course.js loads this file, which initializes it, resumes the lab from cmi.suspend_data, and reports
// on every change of the progress: cmi.core.lesson_status (incomplete, then
// completed once every lab step is done, passed once the quiz's checked
// parts are right enough too: course.js), cmi.core.score.raw (the share of
// lab steps done and checked parts right, 0..100) and the record in
// cmi.suspend_data; leaving the page
// commits and finishes, with cmi.core.exit "suspend" until it is complete.
// No words here.
(() => {
  const MAX_SUSPEND = 4096; // SCORM 1.2's CMIString4096
  const lms = window.coordsimCourse.lms; // found by course.js, which loads this file
  if (!lms || lms.LMSInitialize("") !== "true") return;

  const progress = window.coordsimProgress;
  const course = window.coordsimCourse;
  const started = Date.now();
  let finished = false;

  // suspendText is the record as cmi.suspend_data holds it: the whole
  // record, or, when that is too long, the learner's texts cut (notes,
  // answers and the slides' notes stay in this browser's storage in full).
  function suspendText(saved) {
    for (const cut of [Infinity, 400, 100, 0]) {
      const short = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.slice(0, cut)]).filter(([, v]) => v !== ""));
      const explain = saved.explain && Object.assign({}, saved.explain,
        { slides: saved.explain.slides.map((sl) => Object.assign({}, sl, { notes: sl.notes.slice(0, cut), title: sl.title.slice(0, Math.max(cut, 40)) })) });
      const record = cut === Infinity ? saved : Object.assign({}, saved, { notes: short(saved.notes), answers: short(saved.answers), explain });
      const text = progress.compactText(record);
      if (text.length <= MAX_SUSPEND) return text;
    }
    return "";
  }

  function resume() {
    const data = lms.LMSGetValue("cmi.suspend_data");
    if (!data) return;
    const got = progress.importText(data);
    if (got.saved) window.coordsimLab.replace(got.saved);
  }

  const core = (name) => "cmi.core." + name; // SCORM 1.2's data model
  const score = (name) => core("score." + name);

  function report(p) {
    if (finished) return;
    lms.LMSSetValue(core("lesson_status"), p.passed ? "passed" : p.completed ? "completed" : "incomplete");
    lms.LMSSetValue(score("min"), "0");
    lms.LMSSetValue(score("max"), "100");
    const { lab, quiz } = p.score;
    lms.LMSSetValue(score("raw"), String(Math.round((100 * (lab.done + quiz.correct)) / (lab.of + quiz.of))));
    lms.LMSSetValue("cmi.suspend_data", suspendText(window.coordsimLab.saved()));
    lms.LMSCommit("");
  }

  // sessionTime is the time since launch as SCORM 1.2 writes it, HHHH:MM:SS.
  function sessionTime() {
    const s = Math.floor((Date.now() - started) / 1000);
    const two = (n) => String(n).padStart(2, "0");
    return String(Math.floor(s / 3600)).padStart(4, "0") + ":" + two(Math.floor(s / 60) % 60) + ":" + two(s % 60);
  }

  function finish() {
    if (finished) return;
    const p = course.progress();
    report(p);
    lms.LMSSetValue(core("exit"), p.completed ? "" : "suspend");
    lms.LMSSetValue(core("session_time"), sessionTime());
    lms.LMSCommit("");
    finished = true;
    lms.LMSFinish("");
  }

  resume();
  course.onChange(report);
  report(course.progress());
  addEventListener("pagehide", finish);
})();
