"use strict";
// Start fetching and compiling the canvas frame's WebAssembly as the page
// starts, in a worker (assets/compile-worker.js), not when the frame's own
// scripts get their turn: those wait for this page's scripts, which build
// the page. This is a classic script, run as index.html's head is parsed:
// as an async module it ran a few hundred milliseconds later (measured:
// the page's ready 250 ms later), and it shares nothing with the modules.
// The canvas frame asks for the compiled module (coordsim:frame-wasm-wanted)
// and gets it, or null, in coordsim:frame-wasm; it fetches its own when it
// is opened alone or this failed.
(() => {
  // Where the page's modules cannot load (opened as a file, or in a frame
  // sandboxed without allow-same-origin: an opaque origin), nomodules.js
  // says what the page needs, once the document is parsed; anywhere else it
  // is not fetched at all (1.3 KB less in the first load).
  if (location.protocol === "file:" || window.origin === "null") {
    document.addEventListener("DOMContentLoaded", () => document.head.append(Object.assign(document.createElement("script"), { src: "assets/nomodules.js" })));
  }
  /** @type {Promise<WebAssembly.Module | null>} */
  const compiledWasm = new Promise((resolve) => {
    try {
      const worker = new Worker("assets/compile-worker.js", { type: "module" });
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
})();
