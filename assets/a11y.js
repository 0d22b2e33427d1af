// What assistive technology hears beyond the controls' own labels. The live
// region (#announce) says what changed between two runs: the scenario, the
// outcome, the invariants broken; once per change, never per tick. The
// scrubber speaks its position in words (aria-valuetext). The canvas is
// mirrored in words (#canvas-description: each node and what it shows, the
// messages and where they are, at the playhead), and reaching a tick of
// the same run says what changed there (#canvas-changes, politely, once a
// tick). Words come from the catalogue: labels.js and what the WASM builds
// (store.js).
import { $, el, setAttr } from "./dom.js";
import { store } from "./store.js";

/** @type {{scenario: string, outcome: string, broken: string} | null} */
let last = null; // the previous run: scenario, outcome, broken invariants

function announce(/** @type {Reply} */ v) {
  const now = { scenario: v.params.scenario, outcome: v.outcome, broken: v.invariants.filter((i) => !i.holds).map((i) => i.name).join() };
  const say = [];
  if (last && now.scenario !== last.scenario) say.push(v.announceScenario);
  const outcome = last && (now.scenario !== last.scenario || now.outcome !== last.outcome);
  if (outcome) say.push(v.announce); // which names the broken invariants, if any
  if (now.broken !== (last ? last.broken : "") && !(outcome && now.broken)) say.push(v.invariantsText); // a link that opens broken says so too
  if (say.length) $("announce").textContent = say.join(" ");
  last = now;
}

/** @param {Description} d one run's canvas, as a list of its parts */
function describeRun(d) {
  const part = el("div");
  if (d.pane) part.append(el("h4", { text: d.pane }));
  part.append(el("p", { text: d.caption }), el("p", { text: d.network }), el("h4", { text: d.nodesTitle }));
  const nodes = el("ul");
  for (const n of d.nodes) {
    const li = el("li", { text: n.down ? `${n.title} ${n.down}` : n.title });
    const lines = el("ul");
    lines.append(...n.lines.map((l) => el("li", { text: l })));
    li.append(lines);
    nodes.append(li);
  }
  const msgs = el("ul");
  msgs.append(...d.messages.map((m) => el("li", { text: m })));
  part.append(nodes, el("h4", { text: d.messagesTitle }), d.messages.length ? msgs : el("p", { text: d.noMessage }));
  return part;
}

// The run last described and the tick last announced: a new run is said
// by #announce, so only a new tick of the same run is announced here.
let described = { run: -1, tick: -1 };
/** @param {NonNullable<PageState["described"]>} described what the canvas frame last said */
function describe({ run, runs: ds }) {
  if (!ds.length) return;
  const box = $("canvas-description");
  const heading = $("canvas-description-heading");
  heading.textContent = ds[0].heading;
  box.replaceChildren(heading, ...ds.map(describeRun));
  if (run === described.run && ds[0].tick !== described.tick) {
    $("canvas-changes").textContent = ds.map((d) => (d.pane ? d.pane + ": " : "") + d.changes).join(" ");
  }
  described = { run, tick: ds[0].tick };
}

store.subscribe("a11y", (s, changed) => {
  if (changed.described && s.described) describe(s.described);
  if (!s.reply) return;
  if (changed.reply) announce(s.reply);
  if (changed.reply || changed.position) {
    setAttr($("scrub"), "aria-valuetext", store.tr("page.scrub.valuetext", { tick: s.position.tick, end: s.reply.endTick }));
  }
});
