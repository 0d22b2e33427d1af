"use strict";
const go = new Go();
WebAssembly.instantiateStreaming(fetch("floor.wasm"), go.importObject).then((r) => go.run(r.instance));
