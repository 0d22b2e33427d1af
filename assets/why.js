// "Which faults mattered?" (issue 56, item 1): each fault of the run on
// screen (the story's own, the learner's moves or edits of its events, a
// generated seed's luck) taken out alone and the run made again, judged by
// the export's worker (internal/why, in wasm/evidence: the page's first
// load carries none of it, and its runs are off the main thread). Its
// answer is shown while the runs it judged are on screen (reply.runKey),
// in state().why, on the trace's rows (intervene.js's marks) and in the
// canvas's service log (coordsimFrame.judged).
import { $, el, patch, setProp, setText } from "./dom.js";
import { store } from "./store.js";

const { tr } = store;
/** @type {WhyReply | null} */
let judged = null;
/** @type {(() => void)[]} */
const listeners = [];

$("why-start", "button").addEventListener("click", () => void judge());

// judge asks the worker about the run on screen and shows its answer.
async function judge() {
  const pos = store.get().position;
  if (!window.coordsim.ready || !pos) return;
  const button = $("why-start", "button");
  setProp(button, "disabled", true);
  setText($("why-status"), tr("page.why.busy"));
  try {
    judged = await (await import("./evidence.js")).why(pos.query);
  } catch (e) {
    judged = { runKey: "", groups: [], error: String(e && /** @type {Error} */ (e).message || e) };
  }
  setProp(button, "disabled", false);
  render();
  const w = shown(), frame = store.frame();
  if (w && !w.error && frame) frame.judged(w.runKey, w.groups.flatMap((g) => g.faults));
  for (const f of listeners) f();
}

/** The answer while its runs are on screen (an error until the next run). */
function shown() {
  const r = store.get().reply;
  return judged && r && (judged.error || r.runKey === judged.runKey) ? judged : null;
}

function render() {
  const w = shown();
  setText($("why-status"), !w ? "" : w.error ? tr("page.why.failed", { error: w.error }) : w.none || "");
  patch($("why-groups"), (w ? w.groups : []).map((g) => el("div", { class: "why-group" },
    el("p", { text: g.title }),
    el("ul", {}, ...g.faults.map((v) => el("li", { class: v.mattered ? "mattered" : v.what === "unjudged" ? "unjudged" : "inert", text: v.text }))))));
}

store.subscribe("why", (s, changed) => {
  if (!s.reply || !(changed.reply || changed.lang)) return;
  if (judged && judged.error && changed.reply) judged = null; // an error was about the run before
  if (changed.lang && shown()) return void judge(); // said again in the new language, the canvas's log too
  render();
});

window.coordsim.why = () => {
  const w = shown();
  return w && !w.error ? w.groups.flatMap((g) => g.faults.map((v) => ({ kind: g.kind, fault: v.fault, mattered: v.mattered, what: v.what, name: v.name, tick: v.tick, rows: v.rows }))) : null;
};

/** Each trace row a fault acted on, as the engine says (WhyVerdict's rows): its verdict. */
export function rowVerdicts() {
  /** @type {Map<number, WhyVerdict>} */
  const out = new Map();
  for (const g of shown()?.groups || []) for (const v of g.faults) for (const row of v.rows) out.set(row, v);
  return out;
}

/** onJudged calls f each time an answer comes. */
export const onJudged = (/** @type {() => void} */ f) => void listeners.push(f);
