// view=worlds (#worlds): the run forked at a timed-out attempt into the three
// worlds its client cannot tell apart, side by side in lockstep with the
// playhead, all from the store's reply (reply.worlds, wasm/panel/worlds.go):
// every sentence comes from the WASM, every label from labels.js.
import { $, all, setProp, setText } from "./dom.js";
import { store } from "./store.js";

const api = window.coordsim;

/** @type {string} */
let shown = ""; // the worlds' JSON as last laid out

/** @param {Worlds} w */
function layout(w) {
  const picker = /** @type {HTMLSelectElement} */ ($("worlds-attempt"));
  picker.replaceChildren(...w.attempts.map((a) => new Option(a, a)));
  setProp(picker, "value", w.attempt);
  setProp(picker, "disabled", w.attempts.length === 0);
  setText($("worlds-summary"), w.error || w.summary);
  const box = $("worlds");
  box.replaceChildren();
  for (const world of w.worlds) {
    const sec = document.createElement("section");
    sec.dataset.kind = world.kind;
    const h = document.createElement("h3");
    h.textContent = world.title;
    const outcome = document.createElement("p");
    outcome.className = "o-" + world.outcome + (world.uncertain ? " told-uncertain" : "");
    outcome.textContent = world.outcomeName + (world.told ? store.tr("page.list.separator") + world.told : "");
    const retry = document.createElement("p");
    retry.textContent = world.retry;
    const rows = document.createElement("ol");
    for (const r of world.rows || []) {
      const li = document.createElement("li");
      li.className = r.side + (r.same ? " same" : "");
      li.dataset.tick = String(r.tick);
      li.textContent = "t" + r.tick + " " + r.text;
      rows.append(li);
    }
    const users = document.createElement("ul");
    for (const u of world.users) {
      const li = document.createElement("li");
      li.textContent = u.sentence;
      users.append(li);
    }
    sec.append(h, outcome, retry, rows, users);
    box.append(sec);
  }
}

// Lockstep: every world shows what happened up to the playhead.
function step() {
  const tick = store.get().position.tick;
  for (const li of all("#worlds li[data-tick]")) {
    li.classList.toggle("later", Number(/** @type {HTMLElement} */ (li).dataset.tick) > tick);
  }
}

$("worlds-attempt").addEventListener("change", () => {
  if (api.ready) api.set({ attempt: /** @type {HTMLSelectElement} */ ($("worlds-attempt")).value });
});

store.subscribe("worlds", (s, changed) => {
  const w = s.reply && s.reply.worlds;
  if (!w) return;
  if (changed.reply) {
    const json = JSON.stringify(w);
    if (json !== shown) {
      shown = json;
      layout(w);
    }
  }
  if (changed.reply || changed.position) step();
});
