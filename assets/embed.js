// The page as a course page's part (DESIGN.md, "Host control"), beside
// app.js. The course page drives the frame with postMessage:
//   {type: "coordsim:set", params, id?}  the keys of window.coordsim.set()
//   {type: "coordsim:get", id?}
//   {type: "coordsim:get-progress", id?}
// and each is answered with {type: "coordsim:state", state, reply} (the
// last with {type: "coordsim:progress", progress, reply}), reply being
// {type, id, ok} plus {error: {code, keys}} when refused; every other
// change posts {type: "coordsim:state", state} too, every change of the
// learner's progress {type: "coordsim:progress", progress} (course.js),
// and every change of the page's height {subject: "lti.frameResize",
// height} (Canvas LMS's message that fits the iframe to its content). The
// first, once the simulator is ready, is {type: "coordsim:ready", state}:
// what a course page waits for before it posts.
//
// Who may drive the frame: only window.parent (never a sibling frame, a
// popup, an opener or the page itself). With origin= (checked by the Go URL
// parser, internal/share), only a parent at that origin, and every post goes
// to that origin alone; a refused origin= leaves the frame talking to no
// page. Without origin=, a parent at any origin: it could load the frame
// with any URL anyway, and the state holds nothing private.
//
// Values are checked like URL parameters (they become one: a bad one shows
// the page's plain problem message and takes the default); a message with
// an unknown key, or a value of a type no URL parameter has, is refused
// whole and changes nothing. Embed mode also shows the panels panels= names
// (elements with data-panel) and keeps the "open full view" link current.
// Like app.js it holds no words.
import { store } from "./store.js";
import { course } from "./course.js";
import { lab } from "./lesson.js";

const api = window.coordsim;
const framed = window.parent !== window;
// Where posts go: undefined until the page's first view, then its pinned
// origin, "*", or null (origin= was refused: no page at all). It is fixed
// by the URL the page was loaded with, whatever set() does later.
/** @type {string | null | undefined} */
let target;
/** @typedef {Record<string, any>} Message a message's data, of a shape still to check */
/** @type {{origin: string, data: Message}[]} */
const waiting = []; // messages that came before the page was ready
const WAITING_MAX = 64;
let answering = false; // a reply is on its way: no second post for the same change

// What each key of set() may hold: a URL parameter is text, so numbers,
// booleans and lists of text are fine; objects, and text too long for any
// URL value, are not.
/** @typedef {(v: unknown) => boolean} Check */
/** @type {Check} */
const scalar = (v) => (typeof v === "string" && v.length <= 256) || (typeof v === "number" && Number.isFinite(v)) || typeof v === "boolean";
/** @type {Check} */
const list = (v) => scalar(v) || (Array.isArray(v) && v.length <= 32 && v.every((x) => typeof x === "string" && x.length <= 64));
/** @type {Record<string, Check>} */
const B_KEYS = { scenario: scalar, seed: scalar, partition: scalar, deadline: scalar, retention: scalar, mutations: list };
/** @type {(o: unknown) => o is Message} */
const plain = (o) => o !== null && typeof o === "object" && !Array.isArray(o);
// The learner's authored run: an event list or a fixture may be long
// (64 events, or a fixture file's JSON), the model's knobs come one by one
// (m.NAME) or as an object, null taking one back to the story's own.
/** @type {Check} */
const text = (v) => typeof v === "string" && v.length <= 1 << 20;
/** @type {Check} */
const knob = (v) => v === null || scalar(v);
/** @type {Record<string, Check>} */
const KEYS = Object.assign({}, B_KEYS, {
  t: scalar, tick: scalar, lang: scalar, embed: scalar, lab: scalar, view: scalar, panels: list,
  b: (/** @type {unknown} */ v) => v === null || (plain(v) && Object.entries(v).every(([k, x]) => k in B_KEYS && B_KEYS[k](x))),
  processing: scalar, lease: scalar, attempt: scalar, faults: (/** @type {unknown} */ v) => text(v) || list(v), events: text, fixture: text,
  intervene: scalar, undo: scalar, redo: scalar, clear: scalar, challenge: scalar, lock: list,
  model: (/** @type {unknown} */ v) => plain(v) && Object.keys(v).length <= 32 && Object.values(v).every(knob),
});
const MODEL_KEY = /^m\.[a-z][a-z-]{0,31}$/; // a model knob, m.clients: Go knows which exist

// refusal is what is wrong with params, or null when set() may take them.
/**
 * @param {unknown} params
 * @returns {{code: string, keys: string[]} | null}
 */
function refusal(params) {
  if (params === undefined) return null;
  if (!plain(params)) return { code: "bad-params", keys: [] };
  const unknown = Object.keys(params).filter((k) => !Object.hasOwn(KEYS, k) && !MODEL_KEY.test(k));
  if (unknown.length) return { code: "unknown-key", keys: unknown };
  const bad = Object.keys(params).filter((k) => !(MODEL_KEY.test(k) ? knob : KEYS[k])(params[k]));
  return bad.length ? { code: "bad-type", keys: bad } : null;
}

function post(/** @type {object} */ message) {
  if (framed && target) window.parent.postMessage(message, target);
}

// answer handles one message from the parent and replies to it.
function answer(/** @type {Message} */ data) {
  /** @type {{type: string, ok: boolean, id?: string | number, error?: {code: string, keys: string[]}}} */
  const reply = { type: typeof data.type === "string" ? data.type : "", ok: true };
  if (typeof data.id === "string" || (typeof data.id === "number" && Number.isFinite(data.id))) reply.id = data.id;
  if (data.type === "coordsim:get-progress") {
    post({ type: "coordsim:progress", progress: api.progress(), reply });
    return;
  }
  let error = null;
  if (data.type === "coordsim:set") {
    error = refusal(data.params);
    if (!error) {
      answering = true;
      try {
        api.set(data.params || {});
      } catch (e) {
        error = { code: "failed", keys: [] };
      } finally {
        answering = false;
      }
    }
  } else if (data.type !== "coordsim:get") {
    error = { code: "unknown-type", keys: [] };
  }
  if (error) Object.assign(reply, { ok: false, error });
  post({ type: "coordsim:state", state: api.state(), reply });
}

window.addEventListener("message", (e) => {
  // Only the parent, and only messages of this contract (a course page
  // may post other things); coordsim:state is what the frame itself
  // sends, so one echoed back is not answered.
  if (!framed || e.source !== window.parent) return;
  const data = e.data;
  if (!plain(data) || typeof data.type !== "string" || !data.type.startsWith("coordsim:") || data.type === "coordsim:state") return;
  if (!api.ready) {
    if (waiting.length < WAITING_MAX) waiting.push({ origin: e.origin, data });
    return;
  }
  if (target === "*" || e.origin === target) answer(data);
});

// The controls of what lock= fixes are disabled (Go refuses a change to
// them anyway, share.Merge): the learner sees they are the course's.
const LOCKED = {
  scenario: "#scenario", seed: "#seed", partition: "#partition, #partition-less, #partition-more", deadline: "#deadline", retention: "#retention",
  mutations: "#mutations input", processing: "#processing", lease: "#lease", lang: "#lang", view: "#views button",
  model: "#model input, #model button", faults: "#undo, #redo, #moves-clear", challenge: "#challenges button",
  events: "#events-add, #events-reset, #events-import",
};
function lockControls(/** @type {string[]} */ lock) {
  for (const [name, selector] of Object.entries(LOCKED)) {
    for (const el of document.querySelectorAll(selector)) {
      const on = lock.includes(name);
      if (on) /** @type {HTMLInputElement} */ (el).disabled = true;
      el.toggleAttribute("data-locked", on);
    }
  }
}

// Each reply shows its panels, and the first fixes the policy; every
// change keeps the open-full-view link (the reply's full page, from the
// WASM) and the parent's copy of the state current.
const link = /** @type {HTMLAnchorElement} */ (document.getElementById("open-full"));
// The full view opens in a tab of its own, whose storage a browser that
// partitions it by site (a course on another site) keeps apart from this
// frame's: the link carries the learner's record, packed, in its fragment
// (never sent to a server), added as it is followed and read back and
// merged there (keep.js).
// suspend.js packs it: loaded only where the link shows (a frame, embed
// mode), so that other visits do not fetch it.
/** @type {typeof import("./suspend.js").suspend | null} */
let packer = null;
const loadPacker = () => void import("./suspend.js").then((m) => { packer = m.suspend; });
// Asked for at once where the link will show (a frame, or embed=1 in the
// address): long before the page is ready to be clicked.
if (framed || new URLSearchParams(location.search).get("embed") === "1") loadPacker();
link.addEventListener("click", () => {
  const saved = lab.saved();
  if (saved && packer) link.href = link.href.split("#")[0] + "#carry=" + encodeURIComponent(packer.carry(saved));
});
store.subscribe("embed", (s, changed) => {
  if (changed.ready) for (const m of waiting.splice(0)) if (target === "*" || m.origin === target) answer(m.data);
  const r = s.reply;
  if (!r) return;
  const p = r.params;
  if (changed.reply) {
    if (target === undefined) target = p.originRefused ? null : p.origin || "*";
    const shown = new Set(p.shown);
    for (const el of document.querySelectorAll("[data-panel]")) el.classList.toggle("full-only", !shown.has(/** @type {HTMLElement} */ (el).dataset.panel || ""));
    document.body.classList.toggle("has-panels", p.embed && shown.size > 0);
    if (p.lock.length) lockControls(p.lock);
  }
  if (!framed && !p.embed) return; // nothing to keep current: state() is not free
  if (changed.ready && !packer) loadPacker();
  if (!changed.ready && !changed.reply && !changed.position && !changed.playing) return;
  link.href = location.origin + location.pathname + "?" + s.position.full;
  // The first message a course page can act on: before it, a message
  // posted to the frame may reach its blank document and be lost.
  if (changed.ready && s.ready) post({ type: "coordsim:ready", state: api.state() });
  if (!answering && s.ready) post({ type: "coordsim:state", state: api.state() });
  if (changed.ready) {
    course.onChange((progress) => post({ type: "coordsim:progress", progress })); // course.js tells it next, then on every change
    if (framed) fitFrame();
  }
});

// fitFrame tells a Canvas LMS course page the frame's height, so the
// iframe fits what it shows ({subject: "lti.frameResize"}), on every
// change of it.
function fitFrame() {
  let height = 0;
  new ResizeObserver(() => {
    const h = Math.ceil(document.documentElement.scrollHeight);
    if (h === height) return;
    height = h;
    post({ subject: "lti.frameResize", height: h });
  }).observe(document.body);
}
