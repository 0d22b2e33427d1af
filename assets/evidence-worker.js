// A dedicated worker (a module) that makes the evidence export's files
// (wasm/evidence, `coordsim evidence`'s Go) off the page's main thread.
// Its WebAssembly is fetched when the page first asks (assets/evidence.js),
// not with the page: the page shows runs without it. Each message is
// {id, kind: "files" | "zip", query, base, lab, learner, made}; the answer is {id, files}
// (a JSON text) or {id, zip} (what coordsimEvidenceModule.zip returns), or
// {id, error} when the module could not be fetched. (wasmfetch.js: a plain
// static host gets the .gz twin.) Go's wasm_exec.js defines Go on the
// worker's global; the Go program sets coordsimEvidenceModule there, the
// only way Go's syscall/js hands functions out. A message of kind
// "proposal" ({id, kind, plan, lang, run, columns}) is answered {id, proposal}: the
// decision view's proposal evaluated (proposal.js), off the main thread;
// one of kind "review" ({id, kind, days, nonce, lang, answers}) {id,
// review}: a spaced review drawn, and graded when answers are given; one of
// kind "flp" ({id, kind, query}) {id, flp}: view=flp's content (flp.js);
// one of kind "why" ({id, kind, query}) {id, why}: which faults of the
// page's run mattered (why.js); one of kind "shrink" ({id, kind, query,
// inv}) {id, shrink}: the page's Make it smaller (panels.js).
import "../wasm_exec.js";
import { fetchWasm } from "./wasmfetch.js";

const started = (async () => {
  const go = new Go();
  const { instance } = await WebAssembly.instantiateStreaming(fetchWasm(new URL("../coordsim-evidence.wasm", import.meta.url).href), go.importObject);
  go.run(instance); // sets self.coordsimEvidenceModule before it returns, then waits for calls
})();
self.onmessage = async (/** @type {MessageEvent<EvidenceRequest>} */ e) => {
  const req = e.data;
  const id = req.id;
  try {
    await started;
  } catch (err) {
    postMessage({ id, error: String(err && /** @type {Error} */ (err).message || err) });
    return;
  }
  if (req.kind === "review") {
    postMessage({ id, review: self.coordsimEvidenceModule.review(req.days, req.nonce, req.lang, req.answers) });
    return;
  }
  if (req.kind === "talk") {
    postMessage({ id, talk: self.coordsimEvidenceModule.talk(req.slides, req.ms, req.lang) });
    return;
  }
  if (req.kind === "flp") {
    postMessage({ id, flp: self.coordsimEvidenceModule.flp(req.query) });
    return;
  }
  if (req.kind === "why") {
    postMessage({ id, why: self.coordsimEvidenceModule.why(req.query) });
    return;
  }
  if (req.kind === "shrink") {
    postMessage({ id, shrink: self.coordsimEvidenceModule.shrink(req.query, req.inv) });
    return;
  }
  if (req.kind === "proposal") {
    postMessage({ id, proposal: self.coordsimEvidenceModule.proposal(req.plan, req.lang, req.run, req.columns) });
    return;
  }
  const { kind, query, base, lab, learner, made } = req;
  if (kind === "zip") {
    const got = self.coordsimEvidenceModule.zip(query, base, lab, learner, made);
    postMessage({ id, zip: got }, { transfer: got.zip ? [got.zip.buffer] : [] });
  } else {
    postMessage({ id, files: self.coordsimEvidenceModule.files(query, base, lab, learner, made) });
  }
};
