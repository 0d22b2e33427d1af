// view=challenges (#challenges): the challenges to pick from
// (reply.challenges), each with a button that sets it up
// (set({challenge: id}): the WASM starts from its setup), and the verdict on
// the run on screen (reply.challenge, #challenge-verdict) with a jump to the
// tick where the goal was reached. The learner plays with the moves of the
// trace, the diagram and the canvas (intervene.js). Solved challenges are
// kept with the lab's progress (progress.js: challenges, the fewest moves).
// Words come from the reply and labels.js.
import { $, closest, setProp, setText } from "./dom.js";
import { store } from "./store.js";
import { progress } from "./progress.js";

const { tr } = store;
const api = window.coordsim;
let shown = ""; // the list as last laid out
let playing = ""; // the challenge in play, whose list was folded away

/** @param {ChallengeItem[]} list */
function layout(list) {
  const saved = progress.load().saved;
  const box = $("challenges");
  box.replaceChildren();
  for (const c of list) {
    const li = document.createElement("li");
    li.dataset.challenge = c.id;
    const h = document.createElement("h3");
    h.textContent = c.par ? c.title + " · " + tr("page.challenge.par", { par: c.par }) : c.title;
    const goal = document.createElement("p");
    goal.textContent = c.goal;
    const play = document.createElement("button");
    play.type = "button";
    play.dataset.play = c.id;
    play.textContent = tr("page.challenge.play");
    play.setAttribute("aria-label", tr("page.challenge.playLabel", { title: c.title }));
    li.append(h, goal, play);
    if (c.id in saved.challenges) {
      const badge = document.createElement("span");
      badge.className = "badge";
      badge.textContent = " ✓ " + tr("page.challenge.solvedBadge");
      li.append(badge);
    }
    box.append(li);
  }
}

$("challenges").addEventListener("click", (e) => {
  const b = closest(e, "button[data-play]");
  if (!b || !api.ready) return;
  const r = store.get().reply;
  const item = r && (r.challenges || []).find((c) => c.id === b.dataset.play);
  api.set(item && item.start ? item.start : { challenge: b.dataset.play }); // view=flp's start their play there
});
$("challenge-jump").addEventListener("click", () => {
  const r = store.get().reply;
  const v = r && r.challenge;
  if (!v || !v.solved) return;
  api.seek && api.seek(v.tick);
  const row = $("trace", "table").tBodies[0].rows[v.row];
  if (row) {
    row.classList.add("current");
    row.scrollIntoView({ block: "center" });
  }
});

// ---- Is there a way? The bounded search, a few milliseconds a frame ----

/** @type {{faults: string, events: string, defended: boolean} | null} */
let found = null;
$("challenge-search").addEventListener("click", () => {
  const frame = store.frame();
  if (!api.ready || !frame) return;
  const n = Number(/** @type {HTMLSelectElement} */ ($("challenge-search-n")).value);
  const defended = /** @type {HTMLInputElement} */ ($("challenge-search-defended")).checked;
  found = null;
  setProp($("challenge-search-show"), "hidden", true);
  setProp($("challenge-search-progress"), "hidden", false);
  setProp($("challenge-search", "button"), "disabled", true);
  /** @param {SearchStatus} st */
  const show = (st) => {
    setText($("challenge-search-status"), st.text);
    if (!st.done) return requestAnimationFrame(() => show(JSON.parse(frame.challengeSearchStep(8))));
    setProp($("challenge-search-progress"), "hidden", true);
    setProp($("challenge-search", "button"), "disabled", false);
    if (st.found) found = { faults: st.faults, events: st.events, defended };
    setProp($("challenge-search-show"), "hidden", !st.found);
  };
  show(JSON.parse(frame.challengeSearchStart(n, defended)));
});
$("challenge-search-show").addEventListener("click", () => {
  if (!found || !api.ready) return;
  const defenses = found.defended ? { mutations: [], retention: 0 } : {};
  api.set(Object.assign({ faults: found.faults, events: found.events }, defenses));
});

// remember keeps a solved challenge's fewest moves with the lab's progress.
function remember(/** @type {ChallengeVerdict} */ v) {
  const { saved } = progress.load();
  if (saved.challenges[v.id] !== undefined && saved.challenges[v.id] <= v.moves) return;
  saved.challenges[v.id] = v.moves;
  saved.solutions[v.id] = store.get().position.query; // the solution, for lab.md and `coordsim challenge check`
  progress.save(saved);
  shown = ""; // its badge
}

store.subscribe("challenges", (s, changed) => {
  const r = s.reply;
  if (!r || !(changed.reply || changed.lang)) return;
  const v = r.challenge;
  if (v && v.solved) remember(v);
  if (r.challenges) {
    const key = JSON.stringify(r.challenges);
    if (key !== shown) {
      shown = key;
      layout(r.challenges);
    }
  }
  setText($("challenge-verdict"), v ? v.title + ": " + v.text : tr("page.challenge.none"));
  // In play, the list folds away so that the canvas and its moves sit
  // right under the goal (issue 53); picking another opens it again.
  const item = v && (r.challenges || []).find((c) => c.id === v.id);
  setText($("challenge-goal"), item ? tr("page.challenge.goal", { goal: item.goal }) : "");
  setText($("challenges-all-summary"), tr("page.challenge.all", { n: (r.challenges || []).length }));
  if ((v ? v.id : "") !== playing) {
    playing = v ? v.id : "";
    setProp(/** @type {HTMLDetailsElement} */ ($("challenges-all")), "open", !v);
  }
  setProp($("challenge-jump"), "hidden", !(v && v.solved));
  setProp($("challenge-search-box"), "hidden", !v || v.why === "unknown" || !!v.knob); // a knob challenge is its knob's value
  setText($("challenge-jump"), v && v.jump ? v.jump : "");
});
