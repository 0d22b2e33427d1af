"use strict";
// The canvas frame: load the WASM (an Ebiten game plus the coordsimFrame
// bridge). The page around it does everything else.
(() => {
  const fail = (err) => {
    const message = String(err && err.message ? err.message : err);
    if (window.parent !== window) {
      window.parent.postMessage({ type: "coordsim:frame-error", message }, location.origin);
    }
    console.error("coordsim: " + message);
  };
  if (typeof WebAssembly !== "object" || typeof Go !== "function") {
    fail("this browser cannot run WebAssembly");
    return;
  }
  const go = new Go();
  WebAssembly.instantiateStreaming(fetch("coordsim.wasm"), go.importObject)
    .then((r) => go.run(r.instance))
    .catch(fail);
})();
