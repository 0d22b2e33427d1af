// The page around the canvas: its controls, playback, address and
// window.coordsim. It never simulates and keeps no state of its own: the
// canvas frame's WASM holds the page's state, each change is one call,
// coordsimFrame.apply(patch), whose reply (everything the page shows) goes
// into the store (store.js), and each renderer shows its part. Playback and
// the scrubber only move the playhead over the recorded run
// (coordsimFrame.seek). The address bar is written from the reply, never
// edited here. It holds no words and no list of names: labels come from
// labels.js and every sentence, list and name about a run from the reply,
// both built from the Go catalogue. Everything is shown with textContent.
import { $, all, input, setClass, setProp, setText } from "./dom.js";
import { store } from "./store.js";
import { launchQuery } from "./learner.js";

const { tr } = store;

/** @type {Frame | null} */
let frame = null; // the canvas frame's bridge
let t = 0; // playback's playhead, in ticks (continuous; the store has the whole tick)
let lastFrameTime = 0;
const stage = /** @type {HTMLIFrameElement} */ ($("stage"));
const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
const reply = () => /** @type {Reply} */ (store.get().reply);

// ---- The one call --------------------------------------------------------

/**
 * apply sends one change to the WASM, which merges it into the page's
 * state, runs what it changed and answers with everything the page shows.
 * @param {Patch} patch
 * @returns {Reply}
 */
function apply(patch) {
  const r = /** @type {Reply} */ (JSON.parse(/** @type {Frame} */ (frame).apply(patch)));
  t = r.params.t;
  store.set({ reply: r, lang: r.params.lang, position: { tick: r.params.t, caption: r.caption, query: r.query, full: r.full } });
  return r;
}

/**
 * seekTo moves the playhead to tick (stopping playback); nothing re-runs.
 * @param {number} tick
 */
function seekTo(tick) {
  if (store.get().playing) setPlaying(false);
  t = Math.max(0, Math.min(reply().endTick, tick));
  store.set({ position: /** @type {Frame} */ (frame).seek(t) });
}

const send = (/** @type {Patch} */ patch) => frame && apply(patch); // a control's change, once connected
const checkedMutations = () => reply().mutations.map((m) => m.code).filter((code) => input("m-" + code).checked);

// ---- The controls and labels, from the store ------------------------------

let pickerLang = "";
/** @param {Reply} r */
function syncControls(r) {
  const p = r.params;
  const picker = /** @type {HTMLSelectElement} */ ($("scenario"));
  if (pickerLang !== p.lang) {
    pickerLang = p.lang;
    picker.replaceChildren(...r.scenarios.map((sc) => new Option(sc.title, sc.name)));
    buildMutations(r.mutations);
    buildLegend(r.legend);
  }
  // Only what differs is written: setting a select's value, even to the
  // same option, costs milliseconds.
  setProp(picker, "value", p.scenario);
  setText($("story"), r.story);
  setProp(input("partition"), "disabled", p.partition === 0);
  setProp(input("seed"), "value", String(p.seed));
  setProp(input("partition"), "value", String(p.partition));
  setText($("partition-out"), String(p.partition));
  setProp(input("deadline"), "value", String(p.deadline));
  setProp(input("retention"), "value", String(p.retention));
  setProp(input("processing"), "value", String(p.processing));
  setProp(input("lease"), "value", String(p.lease));
  setClass(document.body, "generated", r.generated);
  for (const m of r.mutations) setProp(input("m-" + m.code), "checked", p.mutations.includes(m.code));
  setProp($("lang", "select"), "value", p.lang);
  setClass(document.body, "embed", p.embed);
  setProp(input("scrub"), "max", String(r.endTick));
}

function renderLabels() {
  const lang = store.get().lang;
  document.documentElement.lang = lang;
  document.documentElement.classList.add("labelled"); // style.css shows the page from here
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = tr(/** @type {HTMLElement} */ (el).dataset.i18n || "");
  for (const el of document.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", tr(/** @type {HTMLElement} */ (el).dataset.i18nLabel || ""));
  for (const el of document.querySelectorAll("[data-i18n-title]")) /** @type {HTMLElement} */ (el).title = tr(/** @type {HTMLElement} */ (el).dataset.i18nTitle || "");
  $("play").textContent = store.get().playing ? tr("page.pause") : tr("page.play");
  document.title = tr("page.title");
  /** @type {HTMLMetaElement} */ (document.querySelector('meta[name="description"]')).content = tr("page.description");
}

// Each language is offered under its own name.
function buildLangs() {
  const picker = /** @type {HTMLSelectElement} */ ($("lang"));
  for (const code of store.langs) {
    const o = new Option(store.labels[code]["page.langname"], code);
    o.lang = code;
    picker.append(o);
  }
  picker.value = store.get().lang;
}

/**
 * buildMutations makes one checkbox per mutation the reply lists; tests
 * and course pages find them by id m-<code>.
 * @param {Label[]} mutations
 */
function buildMutations(mutations) {
  const box = $("mutations");
  for (const old of box.querySelectorAll("label")) old.remove();
  for (const m of mutations) {
    const box1 = document.createElement("input");
    box1.type = "checkbox";
    box1.id = "m-" + m.code;
    box1.value = m.code;
    const text = document.createElement("span");
    text.textContent = " " + m.text;
    const label = document.createElement("label");
    label.append(box1, text);
    box.append(label);
  }
}

/**
 * buildLegend shows a swatch (styled by its code) and words per token.
 * @param {Label[]} legend
 */
function buildLegend(legend) {
  const box = $("legend");
  for (const old of box.querySelectorAll(".lg")) old.remove();
  for (const item of legend) {
    const sw = document.createElement("span");
    sw.className = "sw " + item.code;
    sw.setAttribute("aria-hidden", "true");
    const text = document.createElement("span");
    text.textContent = item.text;
    const entry = document.createElement("span");
    entry.className = "lg";
    entry.dataset.code = item.code;
    entry.append(sw, text);
    box.append(entry);
  }
}

/** @param {Position} pos */
function showPosition(pos) {
  setProp(input("scrub"), "value", String(pos.tick));
  setText($("tick-out"), `${pos.tick} / ${reply().endTick}`);
  setText($("now"), pos.caption); // the canvas's caption, as text
  scheduleURL();
}

store.subscribe("controls", (s, c) => {
  if (c.lang) renderLabels(); // relabelling costs a style pass: not on slider steps
  if (c.reply && s.reply) syncControls(s.reply);
  if (c.position && s.reply) showPosition(s.position);
  if ((c.reply || c.position) && s.reply) syncNudges();
  if (c.playing) {
    $("play").setAttribute("aria-pressed", String(s.playing));
    $("play").textContent = s.playing ? tr("page.pause") : tr("page.play");
  }
});

const shareURL = () => location.origin + location.pathname + "?" + store.get().position.query;

// The address bar follows the page, but a little behind: replaceState
// costs tens of milliseconds in Chromium, too much for every slider step.
let urlTimer = 0;
function scheduleURL() {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(() => {
    history.replaceState(null, "", "?" + store.get().position.query);
    input("share-url").value = shareURL();
  }, 150);
}

// ---- Playback ----------------------------------------------------------

/** @param {boolean} on */
function setPlaying(on) {
  if (on) {
    if (t >= reply().endTick) t = 0;
    lastFrameTime = performance.now();
    requestAnimationFrame(tickLoop);
  }
  store.set({ playing: on });
}

/** @param {number} now */
function tickLoop(now) {
  if (!store.get().playing || !frame) return;
  const speed = Number($("speed", "select").value) || 1;
  const end = reply().endTick;
  t = Math.min(end, t + ((now - lastFrameTime) / 1000) * speed);
  lastFrameTime = now;
  const pos = frame.seek(reduceMotion.matches ? Math.floor(t) : t); // whole ticks only, for reduced motion
  if (pos.tick !== store.get().position.tick) store.set({ position: pos });
  if (t >= end) {
    setPlaying(false);
    return;
  }
  requestAnimationFrame(tickLoop);
}

// ---- The public API ----------------------------------------------------

/** @returns {PublicState | null} */
function state() {
  const { reply: r, position, playing, lang } = store.get();
  if (!r) return null;
  return {
    scenario: r.params.scenario,
    title: r.title,
    seed: r.params.seed,
    partition: r.params.partition,
    deadline: r.params.deadline,
    retention: r.params.retention,
    mutations: r.params.mutations.slice(),
    tick: position.tick,
    endTick: r.endTick,
    playing,
    outcome: r.outcome,
    recoveryTick: r.recoveryTick,
    deadlineTick: r.deadlineTick,
    counts: Object.assign({}, r.counts),
    traceSHA256: r.traceSHA256,
    invariants: r.invariants.map((i) => ({ name: i.name, holds: i.holds, tick: i.holds ? null : i.tick })),
    lang,
    embed: r.params.embed,
    panels: r.params.panels.slice(),
    lock: r.params.lock.slice(),
    origin: r.params.origin,
    problems: r.problems.map((p) => p.text),
    url: shareURL(),
    lab: typeof api.lab === "function" ? api.lab() : null, // lesson.js: {step, done}
    view: r.params.view,
    processing: r.params.processing,
    lease: r.params.lease,
    faults: r.params.faults.slice(),
    model: r.model.length ? Object.fromEntries(r.model.map((k) => [k.name, k.value])) : null, // the generated story's knobs
    score: typeof api.progress === "function" ? api.progress().score : null, // course.js
    challenge: r.challenge && { id: r.challenge.id, moves: r.challenge.moves, solved: r.challenge.solved, par: r.challenge.par },
    events: r.params.events, // events= as the URL writes it; "" runs the story's own
    compare: typeof api.compare === "function" ? api.compare() : null, // views.js
    decision: typeof api.decision === "function" ? api.decision() : null, // views.js: the learner's claims, judged
    proposal: typeof api.proposal === "function" ? api.proposal() : null, // views.js, then proposal.js: the learner's proposal, evaluated
    reviews: typeof api.reviews === "function" ? api.reviews() : null, // review.js: each review's topic, due date and answers
    flp: typeof api.flp === "function" ? api.flp() : null, // flp.js
    why: typeof api.why === "function" ? api.why() : null, // why.js: which faults mattered, once asked
    worlds: r.worlds && {
      attempt: r.worlds.attempt,
      worlds: r.worlds.worlds.map((w) => ({ kind: w.kind, traceSHA256: w.traceSHA256, clientViewEqualThrough: w.clientViewEqualThrough, outcome: w.outcome, users: w.users })),
    },
  };
}

const api = Object.assign(window.coordsim, {
  state,
  // set merges params (any of scenario, seed, partition, deadline,
  // retention, mutations, t or tick, lang, embed, lab, view, panels, and b: run B's
  // params to compare with, or null) into the current ones, re-runs
  // what they change, and returns the new state. A new scenario starts
  // from its story's seed, partition, deadline and retention unless
  // given; origin= stays as the page was loaded (embed.js).
  set(/** @type {object | undefined} */ params) {
    if (!frame) throw new Error("coordsim: not ready"); // for the course page's programmer
    apply(Object.assign({}, params || {}));
    return /** @type {PublicState} */ (state());
  },
  // seek moves the playhead to tick over the recorded run; nothing re-runs.
  seek(/** @type {number} */ tick) {
    if (!frame) throw new Error("coordsim: not ready");
    seekTo(tick);
  },
});

// ---- Wiring ------------------------------------------------------------

// The page connects to the frame once every script has run and
// subscribed (DOMContentLoaded comes after the deferred scripts), and the
// frame's bridge is up (its coordsim:frame-ready, or its load): whichever
// comes last.
let loaded = false;
function connect() {
  if (frame || !loaded) return;
  /** @type {Frame | null} */
  let bridge = null;
  try {
    bridge = (stage.contentWindow && stage.contentWindow.coordsimFrame) || null;
  } catch (e) {
    bridge = null;
  }
  if (!bridge) return;
  frame = bridge;
  const first = apply({ query: launchQuery() }); // the address's, or under an LMS with the learner's language
  api.version = first.version;
  api.readyMs = Math.round(performance.now()); // since navigation start
  api.ready = true;
  document.body.classList.add("ready");
  store.set({ ready: true });
  // What is below the simulator (the lesson, the compare picker) builds
  // one task later, in tasks of its own (lesson.js queues the rest of
  // its build), and the canvas starts in the task after those, when the
  // page is settled (body.settled): the simulator is ready first, and
  // the main thread is given back between them (Ebiten's start is the
  // page's longest task; with the lesson's build in the same one,
  // Lighthouse counted both as blocking).
  setTimeout(() => {
    store.set({ settled: true });
    setTimeout(() => {
      document.body.classList.add("settled");
      /** @type {Frame} */ (frame).start();
    }, 0);
  }, 0);
}

window.addEventListener("message", (e) => {
  if (e.source !== stage.contentWindow || e.origin !== location.origin || !e.data) return;
  if (e.data.type === "coordsim:frame-ready") connect();
  if (e.data.type === "coordsim:frame-seek" && frame && Number.isFinite(e.data.t)) seekTo(e.data.t);
  if (e.data.type === "coordsim:frame-describe" && typeof e.data.descriptions === "string") store.set({ described: { run: e.data.run, runs: JSON.parse(e.data.descriptions) } });
  if (e.data.type === "coordsim:frame-error") {
    const box = $("problems");
    const line = document.createElement("p");
    line.textContent = e.data.code === "no-wasm" ? tr("page.noWasm") : tr("page.frameError", { message: e.data.message });
    box.append(line);
    box.hidden = false;
  }
});
stage.addEventListener("load", connect);

buildLangs();
renderLabels();
// Opened as a file, or in a frame sandboxed without allow-same-origin,
// the page's modules do not load: nomodules.js says what the page needs.
if (location.protocol !== "file:" && window.origin !== "null") $("outcome").textContent = tr("page.loading");
$("partition").addEventListener("input", () => {
  setText($("partition-out"), input("partition").value);
  send({ partition: input("partition").value });
});
// −/+ beside each slider: a step without dragging (WCAG 2.2, 2.5.7), as
// the slider's arrow keys take one; the slider's own listeners do the rest.
const nudges = /** @type {HTMLButtonElement[]} */ (all(".nudge"));
for (const b of nudges) {
  b.addEventListener("click", () => {
    const r = input(b.dataset.nudge || "");
    if (r.disabled) return;
    const was = r.value;
    if (Number(b.dataset.by) < 0) r.stepDown();
    else r.stepUp();
    if (r.value === was) return;
    r.dispatchEvent(new Event("input", { bubbles: true }));
    r.dispatchEvent(new Event("change", { bubbles: true }));
  });
}
// A nudge is off where its slider is (a lock, a story without a
// partition) or at its end.
function syncNudges() {
  for (const b of nudges) {
    const r = input(b.dataset.nudge || "");
    const end = Number(b.dataset.by) < 0 ? r.min : r.max;
    setProp(b, "disabled", r.disabled || b.hasAttribute("data-locked") || Number(r.value) === Number(end));
  }
}
$("seed").addEventListener("change", () => send({ seed: input("seed").value.trim() }));
for (const id of ["deadline", "retention", "processing", "lease", "lang"]) $(id).addEventListener("change", () => send({ [id]: input(id).value }));
$("scenario").addEventListener("change", () => {
  if (!frame) return;
  if (store.get().playing) setPlaying(false);
  apply({ scenario: input("scenario").value });
});
$("mutations").addEventListener("change", () => send({ mutations: checkedMutations() })); // the checkboxes come and go with the language
$("play").addEventListener("click", () => frame && setPlaying(!store.get().playing));
$("step").addEventListener("click", () => frame && seekTo(store.get().position.tick + 1));
$("scrub").addEventListener("input", () => frame && seekTo(Number(input("scrub").value)));
$("share").addEventListener("click", async () => {
  if (!store.get().reply) return;
  const url = shareURL();
  input("share-url").value = url;
  try {
    await navigator.clipboard.writeText(url);
    $("share-status").textContent = tr("page.copied");
  } catch (e) {
    input("share-url").select();
    $("share-status").textContent = tr("page.copyFailed");
  }
});
document.addEventListener("DOMContentLoaded", () => {
  loaded = true;
  connect();
});
