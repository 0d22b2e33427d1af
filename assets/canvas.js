// The canvas frame: load the WASM (an Ebiten game plus the coordsimFrame
// bridge). The page around it does everything else.
// The Go program reaches JavaScript only through this frame's globals
// (syscall/js): it calls coordsimWake, coordsimFont and coordsimGlyphs,
// set here, and sets coordsimFrame (the bridge the page calls) and
// coordsimFontLoaded. They are the Go boundary, not the page's state.
import "../wasm_exec.js";
import { fetchCompact, fetchWasm } from "./wasmfetch.js";

runFrame();

function runFrame() {
  // fail tells the page (which words it) and the console; code names a
  // failure the page has words for ("no-wasm"), message is the error's own.
  const fail = (/** @type {any} */ err, code = "") => { // anything thrown
    const message = String(err && err.message ? err.message : err);
    if (window.parent !== window) {
      window.parent.postMessage({ type: "coordsim:frame-error", message, code }, location.origin);
    }
    console.error("coordsim: " + (code || message));
  };
  if (typeof WebAssembly !== "object" || typeof Go !== "function") {
    fail("", "no-wasm");
    return;
  }
  // Sandboxed without allow-same-origin (an opaque origin): the WASM's
  // fetch is refused and the page cannot reach this frame; the page says
  // what it needs (app.js), so nothing is tried here.
  if (window.origin === "null" && location.protocol !== "file:") return;
  // Ebiten asks navigator.getGamepads() on every update, and once a page
  // has asked, Chromium polls the gamepads on a thread of its own for as
  // long as the page is open: measured, 1.25% of a core while the page sat
  // idle. The simulator takes no gamepad input, so this frame has none.
  Object.defineProperty(navigator, "getGamepads", { value: () => [], configurable: true });

  // An idle page must not wake 60 times a second. Ebiten asks for an
  // animation frame after every frame, even in its minimum FPS mode where
  // that frame then does nothing; so while nothing changes, its request is
  // parked here, and coordsimWake (which the WASM calls whenever it schedules
  // a frame: apply, seek, pointer) lets it through again. A few frames run
  // after each wake, so the scheduled one always gets its turn.
  const raf = window.requestAnimationFrame.bind(window);
  const setTimeoutNative = window.setTimeout.bind(window);
  const grace = 8;
  /** @type {FrameRequestCallback | null} */
  let parked = null;
  let sinceWake = 0;
  window.requestAnimationFrame = (cb) => {
    if (sinceWake >= grace) {
      parked = cb;
      return 0;
    }
    sinceWake++;
    return raf(cb);
  };
  // The Go heap is collected once the page has been quiet for a second
  // after a wake, if enough garbage piled up (the bridge's collect.go): its
  // pause then falls between drags, not in one. Not before the canvas's
  // first paint, whose start is busy enough; that paint wakes it too.
  let quiet = 0;
  window.coordsimWake = () => {
    sinceWake = 0;
    if (parked) {
      const cb = parked;
      parked = null;
      raf(cb);
    }
    clearTimeout(quiet);
    if (document.documentElement.classList.contains("painted")) {
      quiet = setTimeoutNative(() => {
        const f = window.coordsimFrame;
        if (f && f.collect) f.collect();
      }, 1000);
      startRehearsal();
    }
  };

  // Once the canvas has painted, the page rehearses the slider's steps in
  // its idle time, keeping nothing (the bridge's rehearse.go): V8 then has
  // a step's code optimized before the learner's first drag. The garbage is
  // collected after the last step.
  const idle = window.requestIdleCallback
    ? window.requestIdleCallback.bind(window)
    : (/** @type {IdleRequestCallback} */ cb) => setTimeoutNative(() => {
      const end = performance.now() + 20;
      cb(/** @type {IdleDeadline} */ ({ timeRemaining: () => end - performance.now() })); // all rehearse reads
    }, 50);
  let rehearsing = false;
  // A step takes a few milliseconds before V8 has optimized it: one starts
  // only when the idle period has room for it, so it never delays a frame.
  const rehearse = (/** @type {IdleDeadline} */ deadline) => {
    const f = window.coordsimFrame;
    while (deadline.timeRemaining() > 10) {
      if (!f.rehearse()) {
        f.collect();
        return;
      }
    }
    idle(rehearse);
  };
  const startRehearsal = () => {
    const f = window.coordsimFrame;
    if (rehearsing || !f || !f.rehearse) return;
    rehearsing = true;
    idle(rehearse);
  };
  window.addEventListener("resize", () => window.coordsimWake());

  // The canvas's type: the WASM asks for a font's glyphs at a pixel size
  // (wasm/glyphs.go), in a grid of cells it lays out, and places each by
  // the font's advances, which it knows (wasm/typeface). The browser
  // rasterizes the outlines, so the WASM links no font parser. A font is
  // fetched when the WASM first names it (coordsimFont, as it starts, for
  // the fonts its first caption needs), compressed even from a plain host
  // (wasmfetch.js); until it has loaded the answer is null, and its load
  // has the WASM paint again (coordsimFontLoaded).
  /** @type {Map<string, {status: string}>} */
  const fonts = new Map();
  const font = (/** @type {string} */ family, /** @type {string} */ file) => {
    let f = fonts.get(family);
    if (!f) {
      const loading = { status: "loading" };
      f = loading;
      fonts.set(family, f);
      // A font that cannot load is drawn in the browser's own sans-serif
      // (placed by the same advances), and the page says why.
      const done = (/** @type {string} */ status) => {
        loading.status = status;
        if (window.coordsimFontLoaded) window.coordsimFontLoaded();
      };
      fetchCompact(`assets/${file}`, "font/otf")
        .then((res) => { if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`); return res.arrayBuffer(); })
        .then((buf) => new FontFace(family, buf).load())
        .then((face) => { document.fonts.add(face); done("loaded"); }, (err) => { fail(err); done("error"); });
    }
    return f;
  };
  window.coordsimFont = (family, file) => { font(family, file); };
  window.coordsimGlyphs = (family, file, px, chars, cellW, cellH, originX, baseline, cols) => {
    const status = font(family, file).status;
    if (status !== "loaded" && status !== "error") return null;
    const glyphs = Array.from(chars);
    const canvas = document.createElement("canvas");
    canvas.width = cols * cellW;
    canvas.height = Math.ceil(glyphs.length / cols) * cellH;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d", { willReadFrequently: true })); // a canvas always has one
    ctx.font = status === "loaded" ? `${px}px ${family}` : `${px}px sans-serif`;
    ctx.fontKerning = "none";
    ctx.textBaseline = "alphabetic";
    ctx.fillStyle = "#fff";
    glyphs.forEach((g, i) => ctx.fillText(g, (i % cols) * cellW + originX, Math.floor(i / cols) * cellH + baseline));
    return ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  };
  // Ebiten also checks the page's focus on a 100 ms Go ticker, and each tick
  // wakes the Go runtime (through setTimeout): measured, that alone costs an
  // idle page several percent of a core. While the loop is parked, the
  // runtime's sleeps of 50 ms or more are stretched to 5 s. Nothing in this
  // program waits on a Go timer, and any bridge call runs the runtime (and
  // its due timers) anyway.
  window.setTimeout = /** @type {typeof window.setTimeout} */ ((f, ms, ...args) =>
    setTimeoutNative(f, parked && ms !== undefined && ms >= 50 ? Math.max(ms, 5000) : ms, ...args));

  // Clicks and drags on the timeline: DOM events see even a click shorter
  // than one Ebiten tick, which Ebiten's polled input can miss.
  const forward = (/** @type {PointerEvent} */ e, /** @type {boolean} */ down) => {
    const f = window.coordsimFrame;
    if (f && f.pointer) f.pointer(e.clientX, e.clientY, down);
  };
  document.addEventListener("pointerdown", (e) => forward(e, true));
  document.addEventListener("pointermove", (e) => { if (e.buttons & 1) forward(e, true); });
  document.addEventListener("pointerup", (e) => forward(e, false));
  document.addEventListener("pointercancel", (e) => forward(e, false));

  const go = new Go();
  preloaded()
    .then((module) => module || WebAssembly.compileStreaming(fetchWasm("coordsim.wasm")))
    .then((module) => WebAssembly.instantiate(module, go.importObject))
    .then((instance) => go.run(instance))
    .catch(fail);
}

// preloaded is the compiled module the page around this frame started
// compiling as it began (assets/preload.js), asked for by message; alone,
// or framed by any other page, it is null and this frame fetches its own.
/** @returns {Promise<WebAssembly.Module | null>} */
function preloaded() {
  let stage = null;
  try {
    stage = window.frameElement; // null for a parent of another origin
  } catch (e) {
    stage = null;
  }
  if (!stage || stage.id !== "stage") return Promise.resolve(null);
  return new Promise((resolve) => {
    window.addEventListener("message", (e) => {
      if (e.source !== window.parent || e.origin !== location.origin || !e.data || e.data.type !== "coordsim:frame-wasm") return;
      resolve(e.data.module instanceof WebAssembly.Module ? e.data.module : null);
    });
    window.parent.postMessage({ type: "coordsim:frame-wasm-wanted" }, location.origin);
  });
}
