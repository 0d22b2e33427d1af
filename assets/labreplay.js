// Step 4's replay, beside lesson.js: the button that runs the page's
// parameters twice (coordsimFrame.replay), the two traces' hashes and
// whether they are the run on screen's. lesson.js decides what the replay
// completes. No words here: text() is lesson.js's, from the catalogue.
import { el, setText } from "./dom.js";

/** @type {Replayed | null} */
let replayed = null; // the last replay

/**
 * box is the replay's button, its two hash lines and its verdict.
 * @param {LessonText} text
 * @param {() => void} onReplay what the button does (lesson.js's runReplay)
 */
function box(text, onReplay) {
  const btn = el("button", { type: "button", id: "replay", text: text("lesson.replay.button") });
  btn.addEventListener("click", onReplay);
  const line = (/** @type {number} */ n) => el("p", { class: "hash-line" }, text("lesson.replay.run", { n }) + " ", el("code", { "data-hash": String(n) }));
  return el("div", { class: "replay-box" }, btn, line(1), line(2), el("p", { id: "replay-verdict", role: "status" }));
}

// run replays the page's parameters twice in the frame and keeps the answer.
function run(/** @type {Frame} */ frame) {
  replayed = /** @type {Replayed} */ (JSON.parse(frame.replay()));
  return replayed;
}

// render shows the last replay's hashes while it is of the run on screen.
function render(/** @type {LessonText} */ text, /** @type {Reply} */ reply) {
  const fresh = replayed && replayed.runKey === reply.runKey ? replayed : null; // of the runs shown
  for (const n of [1, 2]) {
    const code = document.querySelector(`#lab code[data-hash="${n}"]`);
    if (code) setText(code, fresh ? (n === 1 ? fresh.first : fresh.second) : "");
  }
  const verdict = document.getElementById("replay-verdict"); // built with step 4
  if (!verdict) return;
  if (!replayed) setText(verdict, "");
  else if (!fresh) setText(verdict, text("lesson.replay.stale"));
  else if (replayed.identical && replayed.first === reply.traceSHA256) setText(verdict, text("lesson.replay.same", { outcome: replayed.outcome }));
  else setText(verdict, text("lesson.replay.differ"));
}

export const labReplay = { box, run, render, forget: () => { replayed = null; } };
