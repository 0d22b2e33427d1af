"use strict";
// The page around the canvas: controls, URL, playback, window.coordsim;
// the run's panels are panels.js's (each view reaches them as coordsim:view).
// It never simulates: every change asks the frame's WASM to run the engine
// once (coordsimFrame.apply) and shows the view it returns; playback only
// moves the playhead over that recorded run (coordsimFrame.seek).
// It holds no words and no list of names: labels come from labels.js and
// every sentence, list and name about a run from the view, both built from
// the Go catalogue. Everything is shown with textContent, never as HTML.
(() => {
  const $ = (id) => document.getElementById(id);
  const { setText, setProp, setClass } = window.coordsimDOM; // writes only what changed (dom.js)
  // The page's labels in every language, generated from the Go catalogue
  // (labels.js), so they show before the WASM runs.
  const LABELS = window.coordsimLabels || { langs: [], text: {} };
  const fromURL = new URLSearchParams(location.search).get("lang");

  let frame = null; // the canvas frame's bridge
  let view = null; // the last view the WASM returned
  let lang = LABELS.langs.includes(fromURL) ? fromURL : (LABELS.langs[0] || "");
  let t = 0; // playhead, in ticks (continuous)
  let shownTick = -1;
  let playing = false;
  let lastFrameTime = 0;
  const stage = $("stage");
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  // tr is a label in the page's language, with {name} placeholders filled.
  const tr = (key, args = {}) => {
    const s = (LABELS.text[lang] || {})[key] ?? "";
    return s.replace(/\{(\w+)\}/g, (m, name) => (name in args ? String(args[name]) : m));
  };

  // ---- URL and the WASM -------------------------------------------------

  function queryFromControls(extra = {}) {
    const q = new URLSearchParams();
    const p = Object.assign(currentParams(), extra);
    // A new scenario starts from its own story's knobs, unless given.
    if (extra.scenario !== undefined && view && extra.scenario !== view.params.scenario) {
      for (const k of ["seed", "partition", "deadline", "retention", "t"]) if (!(k in extra)) delete p[k];
    }
    for (const k of ["scenario", "seed", "partition", "deadline", "retention", "mutations", "t", "lang", "embed", "lab", "view", "panels", "origin"]) {
      let v = p[k];
      if (Array.isArray(v)) v = v.join(",");
      if (typeof v === "boolean") v = v ? "1" : "0";
      if (v !== undefined && v !== null) q.set(k, String(v));
    }
    // Run B (compare): what it names, as b.<name>; null compares nothing.
    for (const [k, v] of Object.entries(p.b || {})) {
      if (v !== undefined && v !== null) q.set("b." + k, Array.isArray(v) ? v.join(",") : String(v));
    }
    return q.toString();
  }

  function currentParams() {
    if (!view) return {};
    return {
      scenario: view.params.scenario,
      seed: $("seed").value.trim(),
      partition: $("partition").value,
      deadline: $("deadline").value,
      retention: $("retention").value,
      mutations: view.mutations.map((m) => m.code).filter((code) => $("m-" + code).checked),
      t: Math.floor(t),
      lang: $("lang").value,
      embed: view.params.embed,
      lab: view.params.lab,
      view: view.params.view,
      b: view.params.b,
      panels: view.params.panels,
      origin: view.params.origin || undefined,
    };
  }

  // apply runs the engine once for query and shows the result.
  function apply(query) {
    const v = JSON.parse(frame.apply(query));
    view = v;
    lang = v.params.lang;
    t = v.params.t;
    shownTick = -1;
    syncControls(v.params);
    renderLabels();
    window.dispatchEvent(new CustomEvent("coordsim:view", { detail: v })); // panels.js, lesson.js, views.js, a11y.js..., before the tick it shows
    frame.seek(t);
    showTick(true);
    return v;
  }

  function setFromControls() {
    if (!frame) return;
    apply(queryFromControls());
  }

  function setScenario() {
    if (!frame) return;
    if (playing) setPlaying(false);
    apply(queryFromControls({ scenario: $("scenario").value }));
  }

  function shareURL() {
    return location.origin + location.pathname + "?" + currentQuery();
  }

  function currentQuery() {
    // The view's canonical query with the playhead's tick.
    return view.query.replace(/(^|&)t=\d+/, `$1t=${Math.floor(t)}`);
  }

  // ---- The controls and labels -------------------------------------------

  let pickerLang = "";
  function syncControls(p) {
    const picker = $("scenario");
    if (pickerLang !== lang) {
      pickerLang = lang;
      picker.replaceChildren();
      for (const sc of view.scenarios) {
        const o = document.createElement("option");
        o.value = sc.name;
        o.textContent = sc.title;
        picker.append(o);
      }
      buildMutations(view.mutations);
      buildLegend(view.legend);
    }
    // Only what differs is written: setting a select's value, even to the
    // same option, costs milliseconds.
    setProp(picker, "value", p.scenario);
    setText($("story"), view.story);
    setProp($("partition"), "disabled", p.partition === 0);
    setProp($("seed"), "value", String(p.seed));
    setProp($("partition"), "value", String(p.partition));
    setText($("partition-out"), String(p.partition));
    setProp($("deadline"), "value", String(p.deadline));
    setProp($("retention"), "value", String(p.retention));
    for (const m of view.mutations) setProp($("m-" + m.code), "checked", p.mutations.includes(m.code));
    setProp($("lang"), "value", p.lang);
    setClass(document.body, "embed", p.embed);
    setProp($("scrub"), "max", String(view.endTick));
  }

  let labelledLang = "";
  function renderLabels() {
    if (labelledLang === lang) return; // relabelling costs a style pass; skip it on slider steps
    labelledLang = lang;
    document.documentElement.lang = lang;
    document.documentElement.classList.add("labelled"); // style.css shows the page from here
    for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = tr(el.dataset.i18n);
    for (const el of document.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", tr(el.dataset.i18nLabel));
    for (const el of document.querySelectorAll("[data-i18n-title]")) el.title = tr(el.dataset.i18nTitle);
    $("play").textContent = playing ? tr("page.pause") : tr("page.play");
    document.title = tr("page.title");
    document.querySelector('meta[name="description"]').content = tr("page.description");
  }

  // Each language is offered under its own name.
  function buildLangs() {
    const picker = $("lang");
    for (const code of LABELS.langs) {
      const o = document.createElement("option");
      o.value = code;
      o.lang = code;
      o.textContent = LABELS.text[code]["page.langname"];
      picker.append(o);
    }
    picker.value = lang;
  }

  // buildMutations makes one checkbox per mutation the view lists; tests and
  // course pages find them by id m-<code>.
  function buildMutations(mutations) {
    const box = $("mutations");
    for (const old of box.querySelectorAll("label")) old.remove();
    for (const m of mutations) {
      const input = document.createElement("input");
      input.type = "checkbox";
      input.id = "m-" + m.code;
      input.value = m.code;
      const text = document.createElement("span");
      text.textContent = " " + m.text;
      const label = document.createElement("label");
      label.append(input, text);
      box.append(label);
    }
  }

  // buildLegend shows a swatch (styled by its code) and words per token.
  function buildLegend(legend) {
    const box = $("legend");
    for (const old of box.querySelectorAll(".lg")) old.remove();
    for (const item of legend) {
      const sw = document.createElement("span");
      sw.className = "sw " + item.code;
      sw.setAttribute("aria-hidden", "true");
      const text = document.createElement("span");
      text.textContent = item.text;
      const entry = document.createElement("span");
      entry.className = "lg";
      entry.dataset.code = item.code;
      entry.append(sw, text);
      box.append(entry);
    }
  }

  // showTick updates what depends on the whole tick: the scrubber, the
  // URL, future rows of the trace, and the parent page.
  function showTick(force) {
    const tick = Math.floor(t);
    if (tick === shownTick && !force) return;
    shownTick = tick;
    setProp($("scrub"), "value", String(tick));
    setText($("tick-out"), `${tick} / ${view.endTick}`);
    setText($("now"), frame.caption(lang)); // the canvas's caption, as text
    for (const row of $("trace").tBodies[0].rows) setClass(row, "future", Number(row.dataset.tick) > tick);
    scheduleURL();
    postState();
    window.dispatchEvent(new CustomEvent("coordsim:tick", { detail: tick })); // for lesson.js
  }

  // The address bar follows the view, but a little behind: replaceState
  // costs tens of milliseconds in Chromium, too much for every slider step.
  let urlTimer = 0;
  function scheduleURL() {
    clearTimeout(urlTimer);
    urlTimer = setTimeout(() => {
      history.replaceState(null, "", "?" + currentQuery());
      $("share-url").value = shareURL();
    }, 150);
  }

  // ---- Playback ----------------------------------------------------------

  function setPlaying(on) {
    playing = on;
    $("play").setAttribute("aria-pressed", String(on));
    $("play").textContent = on ? tr("page.pause") : tr("page.play");
    if (on) {
      if (t >= view.endTick) t = 0;
      lastFrameTime = performance.now();
      requestAnimationFrame(tickLoop);
    }
    postState();
  }

  function tickLoop(now) {
    if (!playing) return;
    const speed = Number($("speed").value) || 1;
    t = Math.min(view.endTick, t + ((now - lastFrameTime) / 1000) * speed);
    lastFrameTime = now;
    frame.seek(reduceMotion.matches ? Math.floor(t) : t); // whole ticks only, for reduced motion
    showTick(false);
    if (t >= view.endTick) {
      setPlaying(false);
      return;
    }
    requestAnimationFrame(tickLoop);
  }

  // panels.js: a broken invariant's jump button.
  window.addEventListener("coordsim:seek", (e) => frame && seekTo(e.detail));

  function seekTo(tick) {
    if (playing) setPlaying(false);
    t = Math.max(0, Math.min(view.endTick, tick));
    frame.seek(t);
    showTick(false);
  }

  // ---- The public API ----------------------------------------------------

  function state() {
    if (!view) return null;
    return {
      scenario: view.params.scenario,
      title: view.title,
      seed: view.params.seed,
      partition: view.params.partition,
      deadline: view.params.deadline,
      retention: view.params.retention,
      mutations: view.params.mutations.slice(),
      tick: Math.floor(t),
      endTick: view.endTick,
      playing,
      outcome: view.outcome,
      recoveryTick: view.recoveryTick,
      deadlineTick: view.deadlineTick,
      counts: Object.assign({}, view.counts),
      traceSHA256: view.traceSHA256,
      invariants: view.invariants.map((i) => ({ name: i.name, holds: i.holds, tick: i.holds ? null : i.tick })),
      lang,
      embed: view.params.embed,
      panels: view.params.panels.slice(),
      origin: view.params.origin,
      problems: view.problems.map((p) => p.text),
      url: shareURL(),
      lab: typeof api.lab === "function" ? api.lab() : null, // lesson.js: {step, done}
      view: view.params.view,
      compare: typeof api.compare === "function" ? api.compare() : null, // views.js
    };
  }

  // embed.js posts the state to the course page (assets/embed.js).
  function postState() { if (view) window.dispatchEvent(new Event("coordsim:change")); }

  const api = {
    ready: false,
    version: "",
    state,
    // set merges params (any of scenario, seed, partition, deadline,
    // retention, mutations, t or tick, lang, embed, lab, view, panels, and b: run B's
    // params to compare with, or null) into the current ones,
    // re-runs once, and returns the new state. A new scenario starts from
    // its story's seed, partition, deadline and retention unless given.
    set(params) {
      if (!frame) throw new Error("coordsim: not ready"); // for the course page's programmer
      const p = Object.assign({}, params || {});
      if ("tick" in p && !("t" in p)) p.t = p.tick;
      delete p.tick; delete p.origin; // origin= stays as the page was loaded (embed.js)
      if (p.embed === undefined) p.embed = view.params.embed;
      apply(queryFromControls(p));
      return state();
    },
  };
  window.coordsim = api;

  // ---- Wiring ------------------------------------------------------------

  function connect() {
    if (frame) return;
    let bridge = null;
    try {
      bridge = stage.contentWindow && stage.contentWindow.coordsimFrame;
    } catch (e) {
      bridge = null;
    }
    if (!bridge) return;
    frame = bridge;
    apply(location.search);
    api.version = view.version;
    api.readyMs = Math.round(performance.now()); // since navigation start
    api.ready = true;
    document.body.classList.add("ready");
    window.dispatchEvent(new CustomEvent("coordsim:ready"));
    // What is below the simulator (the lesson, the compare picker) builds
    // one task later, then the canvas starts: the simulator is ready first.
    setTimeout(() => {
      window.dispatchEvent(new CustomEvent("coordsim:settle"));
      document.body.classList.add("settled");
      frame.start();
    }, 0);
  }

  window.addEventListener("message", (e) => {
    if (e.source !== stage.contentWindow || e.origin !== location.origin || !e.data) return;
    if (e.data.type === "coordsim:frame-ready") connect();
    if (e.data.type === "coordsim:frame-seek" && frame && Number.isFinite(e.data.t)) seekTo(e.data.t);
    if (e.data.type === "coordsim:frame-error") {
      const box = $("problems");
      const line = document.createElement("p");
      line.textContent = tr("page.frameError", { message: e.data.message });
      box.append(line);
      box.hidden = false;
    }
  });
  stage.addEventListener("load", connect);

  buildLangs();
  renderLabels();
  $("outcome").textContent = tr("page.loading");
  // From file:// the browser blocks the WASM's fetch and the frame's
  // messages: say so instead of loading forever.
  if (location.protocol === "file:") $("outcome").textContent = tr("page.fileProtocol");
  $("partition").addEventListener("input", () => {
    setText($("partition-out"), $("partition").value);
    setFromControls();
  });
  for (const id of ["deadline", "seed", "retention", "lang"]) $(id).addEventListener("change", setFromControls);
  $("scenario").addEventListener("change", setScenario);
  $("mutations").addEventListener("change", setFromControls); // the checkboxes come and go with the language
  $("play").addEventListener("click", () => frame && setPlaying(!playing));
  $("step").addEventListener("click", () => frame && seekTo(Math.floor(t) + 1));
  $("scrub").addEventListener("input", () => frame && seekTo(Number($("scrub").value)));
  $("share").addEventListener("click", async () => {
    if (!view) return;
    const url = shareURL();
    $("share-url").value = url;
    try {
      await navigator.clipboard.writeText(url);
      $("share-status").textContent = tr("page.copied");
    } catch (e) {
      $("share-url").select();
      $("share-status").textContent = tr("page.copyFailed");
    }
  });
  connect();
})();
