// The page's one state, store. The WASM holds the state
// that matters (wasm/bridge: the run, its parameters, the playhead); this
// holds what it last answered, and every file reads from here, none keeping
// a copy of its own:
//   reply     apply()'s last reply: everything the page shows for the state
//   position  where the playhead is ({tick, caption, query, full}): the
//             reply's, then each seek()'s
//   lang      the page's language (before the first reply: the URL's)
//   playing   whether playback runs
//   ready     whether the page shows its first run (window.coordsim.ready)
//   settled   whether what sits below the simulator may build (one task later)
//   described what the canvas shows, in words, for each run on it, and a
//             count of the runs shown (the canvas frame's
//             coordsim:frame-describe, once the playhead rests there)
// It also makes window.coordsim, which each file fills with its part.
// set(change) merges a change and then calls the renderers in RENDER
// order, which is fixed here, not by the order the scripts load. No words
// here: tr() reads labels.js, built from the Go catalogue.
import { labels } from "./labels.js";
const LABELS = labels;
const fromURL = new URLSearchParams(location.search).get("lang") || "";

// The renderers, in the order they run: the controls first (they
// relabel the page), then the trace's rows, then those who mark them,
// then the lesson below, then what speaks and what posts, then the
// learner's progress (which a course hears after the frame's ready).
const RENDER = ["controls", "model", "panels", "why", "moves", "compare", "views", "boundary", "worlds", "events", "challenges", "decision", "flp", "assign", "lesson", "keep", "a11y", "embed", "course", "lms"];
/** @type {Map<string, Renderer>} */
const renderers = new Map();

/** @type {PageState} */
const state = {
  reply: null,
  position: { tick: 0, caption: "", query: "", full: "" },
  lang: LABELS.langs.includes(fromURL) ? fromURL : (LABELS.langs[0] || ""),
  playing: false,
  ready: false,
  settled: false,
  described: null,
};

/**
 * set merges change into the state and renders what changed.
 * @param {Partial<PageState>} change
 */
function set(change) {
  /** @type {Changed} */
  const changed = {};
  for (const key of /** @type {(keyof PageState)[]} */ (Object.keys(change))) {
    if (state[key] === change[key]) continue;
    Object.assign(state, { [key]: change[key] });
    changed[key] = true;
  }
  if (Object.keys(changed).length === 0) return;
  for (const name of RENDER) {
    const render = renderers.get(name);
    if (render) render(state, changed);
  }
}

/**
 * subscribe makes render the renderer called name, one of RENDER.
 * @param {string} name
 * @param {Renderer} render
 */
function subscribe(name, render) {
  if (!RENDER.includes(name)) throw new Error("coordsimStore: no renderer " + name);
  renderers.set(name, render);
  // A script loaded when its view first opens (views.js) catches up at once.
  if (state.reply) render(state, /** @type {Changed} */ (Object.fromEntries(Object.keys(state).map((k) => [k, true]))));
}

/**
 * tr is a label in the page's language, with {name} placeholders filled.
 * @param {string} key
 * @param {Record<string, string | number>} [args]
 */
function tr(key, args = {}) {
  const s = (LABELS.text[state.lang] || {})[key] ?? "";
  return s.replace(/\{(\w+)\}/g, (m, name) => (name in args ? String(args[name]) : m));
}

// frame is the canvas frame's bridge (wasm/bridge), once it is up.
const frame = () => /** @type {Window} */ (/** @type {HTMLIFrameElement} */ (document.getElementById("stage")).contentWindow).coordsimFrame;

/** @type {Store} */
export const store = { get: () => state, set, subscribe, tr, frame, langs: LABELS.langs, labels: LABELS.text };
// window.coordsim, the page's public API (docs/page.md):
// made here, before any file adds its part (app.js: state, set, seek;
// lesson.js: lab; views.js: spacetime, compare, and boundary and evidence
// until their files load; course.js: progress).
window.coordsim = /** @type {Coordsim} */ ({ ready: false, version: "", readyMs: 0 });
