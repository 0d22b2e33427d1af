// The evidence export, beside app.js: window.coordsim.evidence() and the
// #export button. The files are computed by the same Go code as
// `coordsim evidence` (internal/evidence), in a worker with a WebAssembly
// of its own (assets/evidence-worker.js, wasm/evidence), fetched on the
// first export: of the page's state as its share link gives it, with this
// page's address as the base of their share links and lab.md from the
// learner's saved record (lesson.js, learner.js, localStorage); the button downloads
// them as one zip, built there too. Nothing leaves the browser; once the
// module has come, it works offline. No words here: labels come from
// labels.js.
import { $, download } from "./dom.js";
import { store } from "./store.js";
import { learner } from "./learner.js";

const { tr } = store;
const api = window.coordsim;
const base = () => location.origin + location.pathname;

function lab() {
  try {
    return localStorage.getItem(learner.key) || "";
  } catch (e) {
    return ""; // storage may be off: lab.md then says nothing was recorded
  }
}

/** @type {Worker | null} */
let worker = null;
/** @type {Map<number, (answer: EvidenceAnswer) => void>} */
const waiting = new Map();
let lastId = 0;
// post sends a request to the worker (started on the first) and resolves
// with its answer.
function post(/** @type {(id: number) => EvidenceRequest} */ request) {
  if (!worker) {
    worker = new Worker(new URL("./evidence-worker.js", import.meta.url), { type: "module" });
    worker.onmessage = (/** @type {MessageEvent<EvidenceAnswer>} */ e) => {
      const done = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      if (done) done(e.data);
    };
    // A worker whose script cannot load answers nothing: fail what waits.
    worker.onerror = (e) => {
      for (const [id, done] of waiting) done({ id, error: e.message || "evidence-worker.js" });
      waiting.clear();
      worker = null;
    };
  }
  const id = ++lastId;
  /** @type {Promise<EvidenceAnswer>} */
  const answer = new Promise((resolve) => waiting.set(id, resolve));
  worker.postMessage(request(id));
  return answer.then((a) => {
    if (a.error) throw new Error(a.error);
    return a;
  });
}

// ask posts the page's state to the worker and resolves with its answer.
function ask(/** @type {"files" | "zip"} */ kind) {
  const query = store.get().position.query;
  const who = JSON.stringify({ kind: learner.kind, id: learner.id, name: learner.name }); // whose record, as the page knows
  return post((id) => ({ id, kind, query, base: base(), lab: lab(), learner: who, made: new Date().toISOString() }));
}

// proposal asks the worker for the proposal's words and, with run, the
// evaluation of its first columns (0: all; decision view: proposal.js).
async function proposal(/** @type {string} */ plan, /** @type {string} */ lang, /** @type {boolean} */ run, columns = 0) {
  const a = await post((id) => ({ id, kind: "proposal", plan, lang, run, columns }));
  return /** @type {ProposalReply} */ (JSON.parse(a.proposal || "{}"));
}

// window.coordsim.evidence() (views.js loads this file for it) is a
// Promise of {files: {name: text}}.
async function files() {
  if (!api.ready) throw new Error("coordsim: not ready");
  const got = JSON.parse(/** @type {string} */ ((await ask("files")).files)); // a files request's answer has them
  if (got.error) throw new Error(got.error);
  return { files: got.files };
}

let busy = false;
async function exportZip() {
  if (!api.ready || busy) return;
  busy = true;
  const button = $("export", "button");
  const status = $("export-status");
  button.disabled = true;
  $("export-progress").hidden = false;
  status.textContent = tr("page.export.busy");
  try {
    const got = /** @type {EvidenceZip} */ ((await ask("zip")).zip); // the page's state's files, as one zip
    if (got.error !== undefined) throw new Error(got.error); // set only when it failed
    download(got.zipName, new Blob([got.zip], { type: "application/zip" }));
    status.textContent = tr("page.export.done", { name: got.zipName });
  } catch (e) {
    status.textContent = tr("page.export.failed", { error: /** @type {Error} */ (e).message });
  } finally {
    $("export-progress").hidden = true;
    button.disabled = false;
    busy = false;
  }
}
// review asks the worker for a spaced review drawn for nonce and, with
// answers (a JSON text, or ""), graded (review.js).
async function review(/** @type {number} */ days, /** @type {number} */ nonce, /** @type {string} */ lang, /** @type {string} */ answers) {
  const a = await post((id) => ({ id, kind: "review", days, nonce, lang, answers }));
  return /** @type {ReviewReply} */ (JSON.parse(a.review || "{}"));
}

// flp asks the worker for view=flp's content for the page's query (flp.js).
async function flp(/** @type {string} */ query) {
  const a = await post((id) => ({ id, kind: "flp", query }));
  if (a.error) throw new Error(a.error);
  return /** @type {FLPView} */ (JSON.parse(a.flp || "null"));
}

// talk asks the worker for the seven-minute explanation's check where a
// why asks the worker which faults of the page's run mattered (why.js).
async function why(/** @type {string} */ query) {
  const a = await post((id) => ({ id, kind: "why", query }));
  return /** @type {WhyReply} */ (JSON.parse(a.why || "null"));
}

// shrink asks the worker for the smallest run that still breaks invariant
// inv (panels.js's Make it smaller).
async function shrink(/** @type {string} */ query, /** @type {string} */ inv) {
  const a = await post((id) => ({ id, kind: "shrink", query, inv }));
  return /** @type {ShrinkReply} */ (JSON.parse(a.shrink || "null"));
}

// slide is a view=flp play (explain.js: the page's WebAssembly has no FLP
// world to judge it).
async function talk(/** @type {string[]} */ slides, /** @type {number} */ ms, /** @type {string} */ lang) {
  const a = await post((id) => ({ id, kind: "talk", slides: JSON.stringify(slides), ms, lang }));
  if (a.error) throw new Error(a.error);
  return /** @type {Talk} */ (JSON.parse(a.talk || "null"));
}

export { files, exportZip, proposal, review, flp, why, shrink, talk };
