"use strict";
// What assistive technology hears beyond the controls' own labels. The live
// region (#announce) says what changed between two runs: the scenario, the
// outcome, the invariants broken; once per change, never per tick. The
// scrubber speaks its position in words (aria-valuetext). Words come from
// the catalogue: labels.js and the view the WASM builds.
(() => {
  const $ = (id) => document.getElementById(id);
  const { setAttr } = window.coordsimDOM; // writes only what changed (dom.js)
  const LABELS = window.coordsimLabels || { text: {} };
  let last = null; // the previous run: scenario, outcome, broken invariants
  let lang = "";
  let end = 0;

  window.addEventListener("coordsim:view", (e) => {
    const v = e.detail;
    lang = v.params.lang;
    end = v.endTick;
    const now = { scenario: v.params.scenario, outcome: v.outcome, broken: v.invariants.filter((i) => !i.holds).map((i) => i.name).join() };
    const say = [];
    if (last && now.scenario !== last.scenario) say.push(v.announceScenario);
    if (last && (now.scenario !== last.scenario || now.outcome !== last.outcome)) say.push(v.announce);
    if (now.broken !== (last ? last.broken : "")) say.push(v.invariantsText); // a link that opens broken says so too
    if (say.length) $("announce").textContent = say.join(" ");
    last = now;
  });

  window.addEventListener("coordsim:tick", (e) => {
    const s = (LABELS.text[lang] || {})["page.scrub.valuetext"] || "";
    setAttr($("scrub"), "aria-valuetext", s.replace("{tick}", e.detail).replace("{end}", end));
  });
})();
