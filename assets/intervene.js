// Be the network: a menu of the moves the engine offers at one entry of the
// run (reply.trace[i].offers, engine/offers.go), opened from a trace row's
// ⋯ button, a message of the space-time diagram, or a token on the canvas
// (coordsim:frame-intervene), by pointer or Enter; the moves' bar (#undo,
// #redo, #moves-clear, Ctrl+Z / Ctrl+Shift+Z) and the "by you" marks. Each
// move is one set({intervene: "ROW:MOVE[+TICKS]"}); the WASM turns it into
// faults= or events= and keeps the history. Words come from labels.js and
// the reply (reply.moves), never from here.
import { $, closest, el, patch, setClass, setProp, setText } from "./dom.js";
import { store } from "./store.js";
import { onJudged, rowVerdicts } from "./why.js";

const { tr } = store;
const api = window.coordsim;
const menu = /** @type {HTMLElement} */ ($("moves-menu"));
/** @type {HTMLElement | null} */
let opener = null; // what opened the menu: focus goes back there
let openRow = -1; // the trace index the menu is for

const reply = () => /** @type {Reply} */ (store.get().reply);

/**
 * open shows the moves of trace entry i, next to the element that asked.
 * @param {number} i
 * @param {HTMLElement | null} from
 */
function open(i, from) {
  const row = reply().trace[i];
  if (!row || !row.offers || row.offers.length === 0) return;
  opener = from;
  openRow = i;
  setText($("moves-menu-title"), tr("page.moves.open", { row: i + 1 }));
  const list = $("moves-menu-list");
  list.replaceChildren();
  for (const code of row.offers) list.append(item(code));
  menu.hidden = false;
  place(from);
  /** @type {HTMLElement} */ (list.querySelector("button")).focus();
}

/**
 * item is one move's button, with its ticks field when it takes one.
 * @param {string} code
 */
function item(code) {
  const li = document.createElement("li");
  const b = document.createElement("button");
  b.type = "button";
  b.dataset.move = code;
  b.textContent = (reply().moves.find((m) => m.code === code) || { text: code }).text;
  li.append(b);
  if (code === "delay" || code.startsWith("crash-")) {
    const n = document.createElement("input");
    n.type = "number";
    n.min = "1";
    n.max = "1000";
    n.step = "1";
    n.className = "move-ticks";
    n.dataset.move = code;
    n.value = code === "delay" ? "2" : "";
    if (code === "delay") {
      n.setAttribute("aria-label", tr("page.moves.ticks"));
      const unit = document.createElement("span");
      unit.textContent = " " + tr("page.moves.ticks");
      li.append(" ", n, unit);
    } else {
      // A crash's restart time, said beside its field (blank: the story's).
      const label = document.createElement("label");
      label.className = "move-restart";
      label.append(tr("page.moves.restart") + " ", n);
      li.append(label);
    }
  }
  return li;
}

// place puts the menu by its opener, inside the viewport.
function place(/** @type {HTMLElement | null} */ from) {
  const r = from ? from.getBoundingClientRect() : { left: 16, bottom: 16 };
  const w = Math.min(menu.offsetWidth, innerWidth - 16);
  menu.style.left = Math.max(8, Math.min(r.left, innerWidth - w - 8)) + scrollX + "px";
  menu.style.top = Math.min(r.bottom + 4, innerHeight - menu.offsetHeight - 8) + scrollY + "px";
}

function close() {
  if (menu.hidden) return;
  menu.hidden = true;
  openRow = -1;
  if (opener && opener.isConnected) opener.focus();
}

/** @param {string} code */
function make(code) {
  const field = /** @type {HTMLInputElement | null} */ (menu.querySelector(`input[data-move="${code}"]`));
  const ticks = field && field.value.trim() !== "" ? "+" + Math.round(Number(field.value)) : "";
  const row = openRow;
  close();
  if (api.ready) api.set({ intervene: `${row + 1}:${code}${ticks}` });
}

menu.addEventListener("click", (e) => {
  const b = closest(e, "button[data-move]");
  if (b) make(b.dataset.move || "");
  if (closest(e, "#moves-menu-close")) close();
});
menu.addEventListener("keydown", (e) => {
  const t = /** @type {HTMLElement} */ (e.target);
  if (e.key === "Escape") {
    e.preventDefault();
    close();
  } else if (e.key === "Enter" && t.classList.contains("move-ticks")) {
    e.preventDefault();
    make(t.dataset.move || "");
  }
});
document.addEventListener("pointerdown", (e) => {
  if (!menu.hidden && !menu.contains(/** @type {Node} */ (e.target))) close();
});

// The trace's ⋯ buttons, and the diagram's messages and effects.
$("trace").addEventListener("click", (e) => {
  const b = closest(e, "button.moves");
  if (b) open(Number(b.dataset.row), b);
});
const fromDiagram = (/** @type {Event} */ e) => {
  const g = closest(e, "#spacetime figure[data-run=a] [data-entry]"); // run A: the run the moves change
  if (!g || !api.ready) return false;
  const i = Number(g.dataset.entry);
  const row = reply().trace[i];
  if (!row || !row.offers) return false;
  open(i, g);
  return true;
};
document.addEventListener("click", (e) => fromDiagram(e));
// On keyup: the menu takes the focus once the key is done, so no part of
// this Enter reaches the menu's first button.
document.addEventListener("keyup", (e) => {
  if (e.key === "Enter") fromDiagram(e);
});
document.addEventListener("keydown", (e) => {
  const inField = /** @type {HTMLElement} */ (e.target).closest("input, textarea, select, [contenteditable]");
  if (inField || !(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== "z" || !api.ready) return;
  e.preventDefault();
  api.set(e.shiftKey ? { redo: true } : { undo: true });
});
window.addEventListener("message", (e) => {
  const stage = /** @type {HTMLIFrameElement} */ ($("stage"));
  if (e.source !== stage.contentWindow || e.origin !== location.origin || !e.data) return;
  if (e.data.type === "coordsim:frame-intervene" && Number.isInteger(e.data.entry)) open(e.data.entry, stage);
});

$("undo").addEventListener("click", () => api.ready && api.set({ undo: true }));
$("redo").addEventListener("click", () => api.ready && api.set({ redo: true }));
$("moves-clear").addEventListener("click", () => api.ready && api.set({ clear: true }));

// marks shows each row's ⋯ button and its "by you" badge.
function marks(/** @type {Reply} */ r) {
  const rows = $("trace", "table").tBodies[0].rows;
  const byYou = tr("page.moves.byYou");
  const verdicts = rowVerdicts();
  r.trace.forEach((row, i) => {
    const tr_ = rows[i];
    if (!tr_) return;
    let cell = tr_.cells[7];
    if (!cell) cell = tr_.insertCell();
    setClass(tr_, "by-you", !!row.byYou);
    const verdict = verdicts.get(i);
    const judged = verdict ? (verdict.mattered ? "mattered" : "inert") : "";
    const want = (row.offers ? "m" : "") + (row.byYou ? "y" : "") + judged + (verdict ? verdict.text : "");
    if (cell.dataset.marks === want + byYou) return;
    cell.dataset.marks = want + byYou;
    cell.replaceChildren();
    if (row.byYou) {
      const badge = document.createElement("span");
      badge.className = "badge by-you";
      badge.textContent = byYou;
      cell.append(badge);
    }
    if (verdict) cell.append(el("span", { class: "badge " + judged, text: tr("page.moves." + judged), title: verdict.text }));
    if (row.offers) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "moves";
      b.dataset.row = String(i);
      b.textContent = "⋯";
      b.setAttribute("aria-label", tr("page.moves.open", { row: i + 1 }));
      b.setAttribute("aria-haspopup", "dialog");
      cell.append(b);
    }
  });
}

// An answer to "which faults mattered?" marks the rows its faults acted on.
onJudged(() => {
  const r = store.get().reply;
  if (r) marks(r);
});

store.subscribe("moves", (s, changed) => {
  const r = s.reply;
  if (!r || !(changed.reply || changed.lang)) return;
  close();
  marks(r);
  // The bar shows once there is something to undo, redo or clear.
  setProp($("moves-bar"), "hidden", !(r.authored.count > 0 || r.authored.canUndo || r.authored.canRedo));
  setText($("moves-count"), r.authored.text);
  setProp($("undo", "button"), "disabled", !r.authored.canUndo);
  setProp($("redo", "button"), "disabled", !r.authored.canRedo);
  setProp($("moves-clear", "button"), "disabled", r.authored.count === 0);
});

Object.assign(api, {
  // moves opens the menu of trace row `row` (from 1), for tests and
  // course pages that drive the page by keyboard-free scripts.
  moves(/** @type {number} */ row) {
    open(row - 1, /** @type {HTMLElement | null} */ (document.querySelector(`#trace button.moves[data-row="${row - 1}"]`)));
  },
});
