"use strict";
// The evidence export, beside app.js: window.coordsim.evidence() and the
// #export button. The files are computed in the WASM by the same Go code as
// `coordsim evidence` (internal/evidence), with this page's address as the
// base of their share links and lab.md from the lesson's saved state
// (lesson.js, localStorage); the button downloads them as one zip, built
// there too. Nothing leaves the browser, so it works offline. No words
// here: labels come from labels.js.
(() => {
  const $ = window.coordsimDOM.byId;
  const { tr } = window.coordsimStore;
  const api = window.coordsim;
  const LAB_KEY = "coordsim.lesson.v1";
  const bridge = window.coordsimStore.frame;
  const base = () => location.origin + location.pathname;

  function lab() {
    try {
      return localStorage.getItem(LAB_KEY) || "";
    } catch (e) {
      return ""; // storage may be off: lab.md then says nothing was recorded
    }
  }

  // Let the status paint before the WASM holds the thread.
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

  // window.coordsim.evidence() (views.js loads this file for it) is a
  // Promise of {files: {name: text}}.
  async function files() {
    if (!api.ready) throw new Error("coordsim: not ready");
    const got = JSON.parse(bridge().evidence(base(), lab()));
    if (got.error) throw new Error(got.error);
    return { files: got.files };
  }

  let busy = false;
  async function exportZip() {
    if (!api.ready || busy) return;
    busy = true;
    const button = $("export");
    const status = $("export-status");
    button.disabled = true;
    $("export-progress").hidden = false;
    status.textContent = tr("page.export.busy");
    try {
      await nextFrame();
      const got = bridge().evidenceZip(base(), lab()); // the page's state's files, as one zip
      if (got.error) throw new Error(got.error);
      window.coordsimDOM.download(got.zipName, new Blob([got.zip], { type: "application/zip" }));
      status.textContent = tr("page.export.done", { name: got.zipName });
    } catch (e) {
      status.textContent = tr("page.export.failed", { error: e.message });
    } finally {
      $("export-progress").hidden = true;
      button.disabled = false;
      busy = false;
    }
  }
  window.coordsimEvidence = { files, exportZip };
})();
