"use strict";
// Start fetching and compiling the canvas frame's WebAssembly as the page
// starts, in a worker (assets/compile-worker.js), not when the frame's own
// scripts get their turn: those wait for this page's scripts, which build
// the page. canvas.js takes the compiled module from here (one fetch either
// way) and fetches its own only when it is opened alone or this failed.
window.coordsimWasm = new Promise((resolve) => {
  try {
    const worker = new Worker("assets/compile-worker.js");
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
