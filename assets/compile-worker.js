// A dedicated worker (a module) that fetches and compiles the canvas's
// WebAssembly off the page's main thread (assets/preload.js starts it):
// streaming in and decoding 10 MB of code costs the main thread hundreds
// of milliseconds that the page needs for its first render. It posts the
// compiled module back, or null, and is done. (wasmfetch.js: a plain
// static host gets the .gz twin.)
import { fetchWasm } from "./wasmfetch.js";

WebAssembly.compileStreaming(fetchWasm(new URL("../coordsim.wasm", import.meta.url).href))
  .then((module) => postMessage(module))
  .catch(() => postMessage(null));
