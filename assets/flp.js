// view=flp (#flp): the FLP world, the learner its asynchronous network. The
// export's worker builds the view from the page's query (evidence.js's flp:
// internal/flpview, in the worker's WebAssembly, so the page's first load
// carries none of it) and says every word; this shows it and turns each
// click into a change of the link's play (set({moves})), so the play is
// shared, undone and replayed like any state of the page.
import { $, el, setText } from "./dom.js";
import { store } from "./store.js";
import { flp as viewOf } from "./evidence.js";
import { progress } from "./progress.js";

// Its sheet, linked as the view first opens.
document.head.append(el("link", { rel: "stylesheet", href: new URL("./flp.css", import.meta.url).href }));

/** @type {FLPView | null} */
let last = null; // the view shown
let asked = ""; // the query last asked for

// state().flp: the play as the view last showed it.
window.coordsim.flp = () => last && {
  protocol: last.protocol, rule: last.rule, inputs: last.inputs, moves: last.moves, gst: last.gst, delta: last.delta, hash: last.hash, config: last.config,
  valence: last.valence, disagree: last.disagree,
  history: last.history.map((h) => ({ move: h.move, valence: h.valence, critical: h.critical })),
  challenges: last.challenges.map((c) => ({ id: c.id, done: c.done })),
};

// made is the play's moves so far; goTo makes moves the play's.
const made = () => (last && last.moves ? last.moves.split(".") : []);
const goTo = (/** @type {string[]} */ moves) => window.coordsim.set({ view: "flp", moves: moves.join(".") });

const button = (/** @type {string} */ text, /** @type {Record<string, string>} */ data, disabled = false, /** @type {(Node | string)[]} */ ...kids) => {
  const b = el("button", { type: "button", text }, ...kids);
  Object.assign(b.dataset, data);
  b.disabled = disabled;
  return b;
};

// controls are the protocol, rule and inputs: a change starts a new play.
function controls(/** @type {FLPView} */ v) {
  const w = v.words;
  const select = (/** @type {string} */ name, /** @type {[string, string][]} */ options, /** @type {string} */ value, /** @type {string} */ label) => {
    const s = el("select", { id: "flp-" + name });
    s.dataset.param = name;
    s.append(...options.map(([code, text]) => new Option(text, code, false, code === value)));
    return el("label", { for: s.id }, label, " ", s);
  };
  const inputs = v.inputs.split(",").map((x, i) => select("in" + (i + 1), [["0", "0"], ["1", "1"]], x, "p" + (i + 1)));
  const row = el("p", { class: "flp-controls" },
    select("flp", [["wait-for-all", w["protocol.wait-for-all"]], ["wait-for-two", w["protocol.wait-for-two"]], ["leader", w["protocol.leader"]]], v.protocol, w.protocol), " ");
  if (v.protocol === "wait-for-two") row.append(select("rule", [["adopt-other", w["rule.adopt-other"]], ["adopt-0", w["rule.adopt-0"]]], v.rule, w.rule), " ");
  if (v.protocol === "leader") {
    const ticks = (/** @type {number} */ lo, /** @type {number} */ hi) => Array.from({ length: hi - lo + 1 }, (_, i) => /** @type {[string, string]} */ ([String(lo + i), String(lo + i)]));
    row.append(select("gst", ticks(0, 6), String(v.gst), w.gst), " ", select("delta", ticks(1, 2), String(v.delta), w.delta), " ");
  }
  row.append(el("span", { class: "flp-inputs", role: "group", "aria-label": w.inputs }, w.inputs, " ", ...inputs));
  return row;
}

function render(/** @type {FLPView} */ v) {
  const w = v.words;
  const box = $("flp");
  box.replaceChildren(
    el("h3", { text: w.title }),
    el("p", { class: "hint", text: w.hint }),
    controls(v),
    el("p", { class: "flp-about", text: w.about }),
    ...(w.clock ? [el("p", { class: "flp-clock", text: w.clock })] : []),
    ...v.problems.map((p) => el("p", { class: "flp-problem", role: "alert", text: p })),
    el("p", { class: "flp-valence v-" + v.valence, "data-valence": v.valence },
      el("strong", { text: w.valence + ": " + v.history[v.history.length - 1].word }), " ", w.caption),
    ...(v.disagree ? [el("p", { class: "flp-disagree", text: w.disagree })] : []),
    el("section", { "aria-label": w.history, class: "flp-history" }, el("h4", { text: w.history }),
      el("ol", {}, ...v.history.map((h, i) => el("li", { class: "v-" + h.valence + (h.critical ? " critical" : ""), "data-at": String(i) },
        // Each configuration is a way back to it; the last is where the play is.
        Object.assign(button("", { at: String(i) }, i === v.history.length - 1, el("span", { text: h.text }), " ", el("strong", { text: h.word })),
          { ariaCurrent: i === v.history.length - 1 ? "step" : null }),
      ))),
      ...(w.critical ? [el("p", { class: "flp-critical", text: w.critical })] : [])),
    el("div", { class: "flp-world" },
      el("section", { "aria-label": w.processes }, el("h4", { text: w.processes }),
        el("ul", { class: "flp-procs" }, ...v.procs.map((p) => el("li", { class: "p-" + p.state, "data-proc": p.name }, el("span", { text: p.text }), " ", el("strong", { text: p.word })))),
        el("p", { class: "flp-actions" }, ...v.actions.map((a) => button(a.text, { move: a.move })))),
      el("section", { "aria-label": w.inFlight }, el("h4", { text: w.inFlight }),
        v.inFlight.length === 0 ? el("p", { text: w.none }) :
          el("ul", { class: "flp-msgs" }, ...v.inFlight.map((m) => el("li", { "data-msg": m.move }, el("span", { text: m.text }), " ",
            button(m.button, { move: m.move }, !m.deliverable)))))),
    el("p", { class: "flp-play" }, button(w.back, { back: "1" }, v.history.length < 2), " ", button(w.restart, { restart: "1" }, v.history.length < 2)),
    el("section", { "aria-label": w.challenges, class: "flp-challenges" }, el("h4", { text: w.challenges }),
      el("ul", {}, ...v.challenges.map((c) => el("li", { "data-challenge": c.id, class: c.done ? "done" : "" },
        el("p", { text: c.text }), el("p", { class: "flp-progress", text: c.progress }), button(w["challenge.try"], { challenge: c.id }))))),
    el("p", { class: "flp-searched", text: w.searched }),
    el("p", { class: "flp-scope", text: w.scope }),
    el("p", { class: "flp-retry", text: w.retry }),
  );
}

// remember keeps each challenge the play meets with the lab's progress, as
// view=challenges does its own: the fewest moves, and the play's link as
// the solution (lab.md, coordsim challenge check).
function remember(/** @type {FLPView} */ v) {
  const moves = made().length;
  const { saved } = progress.load();
  const met = v.challenges.filter((c) => c.done && !(saved.challenges[c.id] !== undefined && saved.challenges[c.id] <= moves));
  if (met.length === 0) return;
  for (const c of met) {
    saved.challenges[c.id] = moves;
    saved.solutions[c.id] = store.get().position.query;
  }
  progress.save(saved);
}

// show asks the worker for the page's play when it changed, and shows it.
async function show() {
  const s = store.get();
  if (!s.reply || s.reply.params.view !== "flp") return;
  const query = s.position.query;
  if (query === asked) return;
  asked = query;
  /** @type {FLPView | null} */
  let v = null;
  try {
    v = await viewOf(query);
  } catch (e) { // the worker or its WebAssembly did not load: say so, in the page's words
    if (asked === query) $("flp").replaceChildren(el("p", { class: "flp-problem", role: "alert", text: store.tr("page.flp.failed", { error: /** @type {Error} */ (e).message }) }));
    asked = ""; // the next change asks again
    return;
  }
  if (asked !== query || !v) return; // a later change asked again
  last = v;
  remember(v);
  // A move re-renders the view: keep a keyboard's place in it, on the
  // same control when it is still there, else on the first move left.
  const had = /** @type {HTMLElement | null} */ (document.activeElement && $("flp").contains(document.activeElement) ? document.activeElement : null);
  const same = had && had.id ? "#" + had.id : had && had.dataset.move ? `button[data-move="${had.dataset.move}"]` : "";
  render(v);
  setText($("flp-status"), v.words.status);
  if (had) {
    const box = $("flp");
    const next = /** @type {HTMLElement | null} */ ((same && box.querySelector(same)) || box.querySelector("button[data-move]:not(:disabled)") || box.querySelector("button"));
    if (next) next.focus();
  }
}

$("flp").addEventListener("click", (e) => {
  const b = /** @type {HTMLElement} */ (e.target).closest("button");
  if (!b || !last) return;
  const d = b.dataset;
  if (d.move) goTo([...made(), d.move]);
  else if (d.at) goTo(made().slice(0, Number(d.at)));
  else if (d.back) goTo(made().slice(0, -1));
  else if (d.restart) goTo([]);
  else if (d.challenge) {
    const c = last.challenges.find((x) => x.id === d.challenge);
    if (c) window.coordsim.set(Object.assign({ view: "flp" }, c.start));
  }
});
$("flp").addEventListener("change", (e) => {
  const t = /** @type {HTMLSelectElement} */ (e.target);
  if (!last || !t.dataset.param) return;
  const ins = [1, 2, 3].map((i) => /** @type {HTMLSelectElement} */ ($("flp-in" + i)).value).join(",");
  /** @type {Record<string, string>} */
  const change = { view: "flp", moves: "", inputs: ins };
  if (["flp", "rule", "gst", "delta"].includes(t.dataset.param)) change[t.dataset.param] = t.value;
  window.coordsim.set(change);
});

store.subscribe("flp", () => void show());
