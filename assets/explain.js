// The seven-minute explanation (#explain), built by lesson.js through
// build(): the lesson's outline as a checklist, the learner's slides (each
// the simulator's view at the playhead, as its share query, with a title
// and notes: add, reorder, remove, show), and present mode (#present): the
// page full screen with the simulator alone, one slide at a time set to its
// view, its notes, a 7:00 timer that warns at 6:00, and the keyboard
// (→ or Space next, ← previous, Esc to end); the time each slide was on
// screen is kept. Kept in the lab's record (progress.js: explain), written
// into the evidence zip as explanation.md. No words here: text() is
// lesson.js's, from the catalogue.
import { $, closest, el, setAttr, setProp, setText } from "./dom.js";
import { store } from "./store.js";
import { labels } from "./labels.js";

const LIMIT = 7 * 60 * 1000; // the lesson's seven minutes
const WARN = 6 * 60 * 1000;
// The outline's points (the catalogue's lesson.explain.point.ID), in the
// lesson's order: internal/evidence's OutlinePoints.
const POINTS = ["async", "crash", "deterministic", "termination", "notCap", "notImpossible", "practical", "atLeastOnce", "once"];

/** @typedef {import("./lesson.js").LessonCtx} LessonCtx */
/** @type {LessonCtx | null} */
let ctx = null;
// built is the lesson's context, for what runs once build has had it.
const built = () => /** @type {LessonCtx} */ (ctx);
const record = () => built().saved.explain || (built().saved.explain = { outline: {}, slides: [] });
/** @type {LessonText} */
const text = (key, args = {}) => built().text(key, args);
const save = () => built().save();

function build(/** @type {LessonCtx} */ lessonCtx) {
  ctx = lessonCtx;
  const box = $("explain-outline");
  box.replaceChildren(/** @type {Element} */ (box.firstElementChild), ...POINTS.map((p) => el("p", { class: "option" },
    el("input", { type: "checkbox", id: "explain-point-" + p, "data-point": p, checked: !!record().outline[p] }), " ",
    el("label", { for: "explain-point-" + p, text: text("lesson.explain.point." + p) }), " ",
    el("span", { class: "point-check", "data-point-check": p }))));
  box.onchange = (/** @type {Event} */ e) => {
    const input = /** @type {HTMLInputElement} */ (e.target);
    record().outline[input.dataset.point || ""] = input.checked;
    save();
  };
  $("explain-add").onclick = add;
  $("explain-present").onclick = present;
  $("explain-slides").onclick = act;
  $("explain-slides").oninput = edit;
  $("present-prev").onclick = () => go(showing - 1);
  $("present-next").onclick = () => go(showing + 1);
  $("present-exit").onclick = end;
  renderSlides();
}

// add keeps the view at the playhead as a new slide.
function add() {
  const { reply, position } = store.get();
  const title = /** @type {Reply} */ (reply).title; // the lesson builds after the first reply
  record().slides.push({ query: position.query, title: text("lesson.explain.defaultTitle", { title, tick: position.tick }), notes: "", ms: 0 });
  save();
  renderSlides();
}

// act moves, removes or shows the slide whose button was pressed.
function act(/** @type {Event} */ e) {
  const b = closest(e, "button[data-action]");
  if (!b) return;
  const slides = record().slides, i = Number(b.dataset.slide);
  const j = /** @type {Record<string, number>} */ ({ up: i - 1, down: i + 1 })[b.dataset.action || ""];
  if (b.dataset.action === "show") return built().show({ query: slides[i].query });
  if (b.dataset.action === "remove") slides.splice(i, 1);
  else if (j !== undefined && j >= 0 && j < slides.length) [slides[i], slides[j]] = [slides[j], slides[i]];
  save();
  renderSlides();
}

// edit keeps a slide's title or notes as typed.
function edit(/** @type {Event} */ e) {
  const input = /** @type {HTMLInputElement} */ (e.target);
  const s = record().slides[Number(input.dataset.slide)];
  if (!s) return;
  s[input.dataset.field === "notes" ? "notes" : "title"] = input.value;
  save();
}

function renderSlides() {
  const slides = record().slides;
  const button = (/** @type {string} */ action, /** @type {number} */ i, disabled = false) => el("button", { type: "button", "data-action": action, "data-slide": String(i),
    text: text("lesson.explain." + action), disabled });
  $("explain-slides").replaceChildren(...slides.map((s, i) => el("li", { class: "slide", "data-slide": String(i) },
    el("h4", { text: text("lesson.explain.slide", { n: i + 1 }) }),
    el("p", {}, el("label", { for: "explain-title-" + i, text: text("lesson.explain.slideTitle") }), " ",
      el("input", { id: "explain-title-" + i, type: "text", value: s.title, "data-slide": String(i), "data-field": "title", maxLength: 120 })),
    el("p", {}, el("label", { for: "explain-notes-" + i, text: text("lesson.explain.notes") })),
    el("textarea", { id: "explain-notes-" + i, rows: 2, value: s.notes, "data-slide": String(i), "data-field": "notes" }),
    el("p", { class: "slide-query" }, el("code", { text: "?" + s.query })),
    el("p", { class: "slide-actions" }, button("show", i), " ", button("up", i, i === 0), " ", button("down", i, i === slides.length - 1), " ",
      button("remove", i)))));
  setProp($("explain-none"), "hidden", slides.length > 0);
  setProp($("explain-present", "button"), "disabled", slides.length === 0);
  const total = slides.reduce((sum, s) => sum + s.ms, 0);
  const talk = checkTalk(total);
  setText($("explain-total"), total > 0 ? text("lesson.explain.total", { time: clock(total) }) +
    (talk && talk.length ? " " + text("lesson.explain.check." + talk.length, { time: clock(total) }) : "") : "");
}

/** @type {{key: string, by: Record<string, Talk>}} */
let talks = { key: "", by: {} };
// checkTalk says beside each of the outline's points (the learner's own
// ticks) what the engine finds in the slides and, once, why some are the
// instructor's; it returns the engine's word, which says whether the time
// presented is too short or too long (coordsimFrame.outline:
// internal/quiz's CheckTalk). A view=flp slide is judged by the evidence
// worker, which has the FLP world (judgeInWorker). A tick shows nothing.
function checkTalk(/** @type {number} */ total) {
  const f = store.frame();
  if (!f) return null;
  const slides = record().slides.map((s) => s.query);
  if (!slides.length) { // nothing presented yet: nothing to check, and no call
    talks = { key: "", by: {} };
    document.querySelectorAll("[data-point-check]").forEach((span) => { setText(span, ""); span.className = "point-check"; });
    setText($("explain-instructor"), "");
    return null;
  }
  const key = total + JSON.stringify(slides);
  // Asked in every language at once, and again only when the slides or
  // their time changed: a change of language makes no call.
  if (key !== talks.key) {
    talks = { key, by: Object.fromEntries(labels.langs.map((l) => [l, /** @type {Talk} */ (JSON.parse(f.outline(slides, total, l)))])) };
    if (Object.values(talks.by).some((t) => t.worker)) whenSeen(() => void judgeInWorker(key, slides, total));
  }
  const talk = talks.by[store.get().lang];
  if (talk) showTalk(talk);
  return talk || null;
}

function showTalk(/** @type {Talk} */ talk) {
  setText($("explain-instructor"), talk.instructor || "");
  for (const c of talk.points) {
    const span = /** @type {HTMLElement | null} */ (document.querySelector(`[data-point-check="${c.point}"]`));
    if (!span) continue;
    setText(span, c.reason);
    span.className = "point-check " + (c.forInstructor ? "for-instructor" : c.shown ? "shown" : "not-shown");
  }
}

// whenSeen runs f once the outline is on screen: the worker (its
// WebAssembly, a megabyte and more) loads only for a learner who looks at
// the check, not for every visit of one whose slides include the FLP view.
/** @type {IntersectionObserver | null} */
let seen = null;
function whenSeen(/** @type {() => void} */ f) {
  if (seen) seen.disconnect();
  seen = new IntersectionObserver((entries, o) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    o.disconnect();
    seen = null;
    f();
  });
  seen.observe($("explain-outline"));
}

// judgeInWorker asks the evidence worker for the talk's check, in every
// language, and shows it when the slides are still the same. Only the
// points' words change: the slides the learner may be typing in stay.
async function judgeInWorker(/** @type {string} */ key, /** @type {string[]} */ slides, /** @type {number} */ total) {
  try {
    const { talk } = await import("./evidence.js");
    const by = Object.fromEntries(await Promise.all(labels.langs.map(async (l) => [l, await talk(slides, total, l)])));
    if (talks.key !== key) return; // the slides changed meanwhile: their own check is under way
    talks = { key, by };
    if (by[store.get().lang]) showTalk(by[store.get().lang]);
  } catch { // the worker did not load: the page's check stands, its FLP slides not judged
  }
}

// ---- Present mode ---------------------------------------------------------

let showing = -1; // the slide on screen, -1 when not presenting
let entered = 0; // when it came on screen
let started = 0; // when the presentation started
let timer = 0;

function present() {
  if (!record().slides.length || showing >= 0) return;
  started = Date.now();
  document.body.classList.add("presenting");
  setProp($("present"), "hidden", false);
  const root = document.documentElement;
  if (root.requestFullscreen) root.requestFullscreen().catch(() => {}); // refused (an iframe without allow): the page alone
  document.addEventListener("keydown", keys);
  document.addEventListener("fullscreenchange", leftFullscreen);
  timer = window.setInterval(tick, 250);
  show(0);
  tick();
  $("present-next").focus();
}

// go moves the presentation to slide i, if there is one.
function go(/** @type {number} */ i) {
  if (showing >= 0 && i >= 0 && i < record().slides.length) show(i);
}

// show puts slide i on screen: the simulator set to its view, its title
// and notes.
function show(/** @type {number} */ i) {
  const slides = record().slides;
  keepTime();
  showing = i;
  const s = slides[i];
  window.coordsim.set({ query: s.query });
  setText($("present-of"), text("lesson.explain.of", { n: i + 1, of: slides.length }));
  setText($("present-title"), s.title);
  setText($("present-notes"), s.notes);
  setProp($("present-prev", "button"), "disabled", i === 0);
  setProp($("present-next", "button"), "disabled", i === slides.length - 1);
}

// keepTime adds the time the slide on screen was there to it.
function keepTime() {
  const now = Date.now();
  if (showing >= 0) record().slides[showing].ms += Math.max(0, now - entered);
  entered = now;
}

function end() {
  if (showing < 0) return;
  keepTime();
  showing = -1;
  save();
  window.clearInterval(timer);
  document.removeEventListener("keydown", keys);
  document.removeEventListener("fullscreenchange", leftFullscreen);
  if (document.fullscreenElement && document.exitFullscreen) document.exitFullscreen().catch(() => {});
  document.body.classList.remove("presenting");
  setProp($("present"), "hidden", true);
  renderSlides();
  $("explain-present").focus();
}

// leftFullscreen ends the presentation when the browser's own Esc (or
// gesture) left full screen.
function leftFullscreen() {
  if (!document.fullscreenElement) end();
}

function keys(/** @type {KeyboardEvent} */ e) {
  const next = e.key === "ArrowRight" || e.key === "PageDown" || e.key === " ";
  const prev = e.key === "ArrowLeft" || e.key === "PageUp";
  if (!next && !prev && e.key !== "Escape") return;
  e.preventDefault();
  if (e.key === "Escape") end();
  else go(showing + (next ? 1 : -1));
}

// tick shows the time against the seven minutes, and says once when one
// minute is left and when the time is up.
function tick() {
  const ms = Date.now() - started;
  const state = ms >= LIMIT ? "over" : ms >= WARN ? "warn" : "";
  setText($("present-timer"), text("lesson.explain.timer", { time: clock(ms) }));
  setAttr($("present-timer"), "data-state", state);
  setText($("present-alert"), state === "over" ? text("lesson.explain.over") : state === "warn" ? text("lesson.explain.warn") : "");
}

// clock is ms as m:ss.
const clock = (/** @type {number} */ ms) => {
  const s = Math.floor(ms / 1000);
  return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
};

export { build };
