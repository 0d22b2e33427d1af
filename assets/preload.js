// Start fetching and compiling the canvas frame's WebAssembly as the page
// starts, in a worker (assets/compile-worker.js), not when the frame's own
// scripts get their turn: those wait for this page's scripts, which build
// the page. index.html runs this module early (async, in its head); the
// canvas frame asks for the compiled module (coordsim:frame-wasm-wanted)
// and gets it, or null, in coordsim:frame-wasm; it fetches its own when it
// is opened alone or this failed.

/** @type {Promise<WebAssembly.Module | null>} */
export const compiledWasm = new Promise((resolve) => {
  try {
    const worker = new Worker(new URL("./compile-worker.js", import.meta.url), { type: "module" });
    worker.onmessage = (e) => {
      resolve(e.data instanceof WebAssembly.Module ? e.data : null);
      worker.terminate();
    };
    // A browser that cannot post a module back, or a worker that fails:
    // canvas.js fetches its own.
    worker.onmessageerror = () => resolve(null);
    worker.onerror = () => resolve(null);
  } catch (e) {
    resolve(null);
  }
});

/** @param {Window} frame the canvas frame, which asked or may have asked already */
const handTo = (frame) =>
  compiledWasm.then((module) => frame.postMessage({ type: "coordsim:frame-wasm", module }, location.origin));

window.addEventListener("message", (e) => {
  const stage = /** @type {HTMLIFrameElement | null} */ (document.getElementById("stage"));
  if (e.origin !== location.origin || !stage || e.source !== stage.contentWindow) return;
  if (e.data && e.data.type === "coordsim:frame-wasm-wanted") handTo(/** @type {Window} */ (stage.contentWindow)); // the sender, so not null
});
// A frame that asked before this module ran is offered the module now (a
// second answer to a frame that asks later is ignored there).
const stageNow = /** @type {HTMLIFrameElement | null} */ (document.getElementById("stage"));
if (stageNow && stageNow.contentWindow) handTo(stageNow.contentWindow);
