"use strict";
// What assistive technology hears beyond the controls' own labels. The live
// region (#announce) says what changed between two runs: the scenario, the
// outcome, the invariants broken; once per change, never per tick. The
// scrubber speaks its position in words (aria-valuetext). Words come from
// the catalogue: labels.js and the reply the WASM builds (store.js).
(() => {
  const $ = (id) => document.getElementById(id);
  const { setAttr } = window.coordsimDOM; // writes only what changed (dom.js)
  const store = window.coordsimStore;
  let last = null; // the previous run: scenario, outcome, broken invariants

  function announce(v) {
    const now = { scenario: v.params.scenario, outcome: v.outcome, broken: v.invariants.filter((i) => !i.holds).map((i) => i.name).join() };
    const say = [];
    if (last && now.scenario !== last.scenario) say.push(v.announceScenario);
    if (last && (now.scenario !== last.scenario || now.outcome !== last.outcome)) say.push(v.announce);
    if (now.broken !== (last ? last.broken : "")) say.push(v.invariantsText); // a link that opens broken says so too
    if (say.length) $("announce").textContent = say.join(" ");
    last = now;
  }

  store.subscribe("a11y", (s, changed) => {
    if (!s.reply) return;
    if (changed.reply) announce(s.reply);
    if (changed.reply || changed.position) {
      setAttr($("scrub"), "aria-valuetext", store.tr("page.scrub.valuetext", { tick: s.position.tick, end: s.reply.endTick }));
    }
  });
})();
