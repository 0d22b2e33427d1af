// The link builder (#assign, the full page's "make a course link"): the
// course's settings read from its form, and the bridge's assign() making
// the page as it stands an assignment with them (wasm/panel's Assign): the
// link learners follow, the snippet for a course page and make scorm's
// command, made again on every change of the form or the page. Loaded when
// the builder first opens (views.js). No words here: the choices' words
// are the bridge's, the rest labels.js's.
import { $, el, input } from "./dom.js";
import { store } from "./store.js";

const details = /** @type {HTMLDetailsElement} */ ($("assign"));
let builtIn = ""; // the language the choices were built in

// ticked is the codes ticked in a fieldset, as a link's list.
const ticked = (/** @type {string} */ id) => Array.from($(id).querySelectorAll("input:checked"), (i) => /** @type {HTMLInputElement} */ (i).value).join(",");

// settings are the form's choices as a link's values; a choice left at
// the page's default is not sent (an empty lock, no cap, no origin).
function settings() {
  /** @type {Record<string, string>} */
  const s = { lock: ticked("assign-lock"), panels: ticked("assign-panels"), grading: $("assign-grading", "select").value,
    attempts: input("assign-attempts").value.trim(), feedback: $("assign-feedback", "select").value, origin: input("assign-origin").value.trim() };
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== ""));
}

// choices fills a fieldset with a checkbox for each label, keeping what
// was ticked (the words change with the language, the codes do not).
function choices(/** @type {string} */ id, /** @type {Label[]} */ labels) {
  const fieldset = $(id);
  const was = new Set(ticked(id).split(","));
  for (const l of fieldset.querySelectorAll("label")) l.remove();
  for (const l of labels) {
    fieldset.append(el("label", {}, el("input", { type: "checkbox", value: l.code, checked: was.has(l.code) }), " " + l.text));
  }
}

function render() {
  const frame = store.frame();
  if (!details.open || !frame) return;
  const a = /** @type {Assign} */ (JSON.parse(frame.assign(settings(), location.origin + location.pathname)));
  if (builtIn !== store.get().lang) {
    builtIn = store.get().lang;
    choices("assign-lock", a.lockable);
    choices("assign-panels", a.panels);
  }
  $("assign-problems").replaceChildren(...a.problems.map((p) => el("li", { text: p.text })));
  input("assign-link").value = a.link;
  $("assign-snippet", "textarea").value = a.snippet;
  input("assign-scorm").value = a.scorm;
}

details.addEventListener("toggle", render);
for (const id of ["assign-lock", "assign-panels", "assign-grading", "assign-attempts", "assign-feedback", "assign-origin"]) $(id).addEventListener("change", render);
input("assign-origin").addEventListener("input", render);
store.subscribe("assign", (s, changed) => {
  if (changed.reply || changed.lang) render();
});
render();
