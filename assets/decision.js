// view=decision (#decision): the learner's decision record. Each claim is
// typed (internal/claim) so that the engine can test it: the page keeps the
// claims with the lab's record (progress.js), the WASM judges them
// (coordsimFrame.claims) and says each verdict, its reason and every word
// of the form. Nothing here judges or words a claim.
import { $, el, setProp, setText } from "./dom.js";
import { store } from "./store.js";
import { progress } from "./progress.js";
import { render as renderProposal } from "./proposal.js";

/** @typedef {import("./progress.js").Claim} Claim */

const { saved } = progress.load();
/** @type {Decision | null} */
let last = null; // the WASM's last answer
let built = ""; // the language and claim ids the forms were built for

// ordered is the record's claims by id (c1, c2, ..., c10), each with it.
const ordered = () => progress.claimList(saved);

// judge asks the engine for the verdicts and the form's choices and words.
function judge() {
  last = /** @type {Decision} */ (JSON.parse(store.frame().claims(ordered(), store.get().lang)));
  return last;
}

// show writes each claim's verdict and its key choices.
function show(/** @type {Decision} */ d) {
  for (const v of d.claims) {
    const li = document.querySelector(`#claims li[data-id="${v.id}"]`);
    if (!li) continue;
    const out = /** @type {HTMLElement} */ (li.querySelector(".claim-verdict"));
    out.className = "claim-verdict v-" + v.verdict;
    out.dataset.verdict = v.verdict;
    out.dataset.row = String(v.row || "");
    setText(out, v.line);
    const key = /** @type {HTMLSelectElement} */ (li.querySelector("select[data-field=key]"));
    const want = saved.claims[v.id].key || "";
    const keys = ["", ...(v.keys.includes(want) || !want ? v.keys : [want, ...v.keys])]; // none chosen: blank, as the other choices
    if (key.options.length !== keys.length || keys.some((k, i) => key.options[i].value !== k)) key.replaceChildren(...keys.map((k) => new Option(k, k)));
    setProp(key, "value", want);
  }
}

/**
 * field is one labelled control of a claim's form.
 * @param {string} id the claim's
 * @param {string} name the claim's field
 * @param {HTMLElement} control
 * @param {Decision} d
 */
const field = (id, name, control, d) => {
  control.id = "claim-" + id + "-" + name;
  control.dataset.field = name;
  return el("p", { class: "claim-field f-" + name }, el("label", { for: control.id, text: d.words[name] }), " ", control);
};

// runField is the run's field with its "use the run on screen" button.
function runField(/** @type {string} */ id, /** @type {HTMLElement} */ control, /** @type {Decision} */ d) {
  const p = field(id, "run", control, d);
  p.append(el("button", { type: "button", "data-act": "here", text: d.words.here }));
  return p;
}

/** @param {Label[]} labels */
const choices = (labels) => el("select", {}, new Option("", ""), ...labels.map((l) => new Option(l.text, l.code)));

// form is claim c's form.
function form(/** @type {Claim & {id: string}} */ c, /** @type {number} */ n, /** @type {Decision} */ d) {
  const num = () => el("input", { type: "number", min: "0", step: "1", inputMode: "numeric" });
  const controls = {
    kind: choices(d.kinds), run: el("input", { type: "text", spellcheck: false }), defense: choices(d.defenses), invariant: choices(d.invariants),
    key: el("select", {}), told: choices(d.told), delivered: num(), applied: num(), row: num(), why: el("textarea", { rows: 3 }),
  };
  for (const [k, ctl] of Object.entries(controls)) {
    const v = /** @type {Record<string, unknown>} */ (c)[k];
    if (k !== "key" && v !== undefined) /** @type {HTMLInputElement} */ (ctl).value = String(v);
  }
  return el("li", { "data-id": c.id, "data-kind": c.kind || "" },
    el("fieldset", {}, el("legend", { text: d.words.claim.replace("{n}", String(n)) }),
      field(c.id, "kind", controls.kind, d),
      runField(c.id, controls.run, d),
      ...["defense", "invariant", "key", "told", "delivered", "applied", "row"].map((k) => field(c.id, k, controls[/** @type {keyof typeof controls} */ (k)], d)),
      el("p", { class: "claim-verdict", role: "status" }),
      field(c.id, "why", controls.why, d),
      el("p", {}, el("button", { type: "button", "data-act": "remove", text: d.words.remove }))));
}

// render builds the forms when the claims or the language changed, and
// shows the verdicts.
function render() {
  const d = judge();
  const key = store.get().lang + "|" + d.claims.map((c) => c.id).join(",");
  if (key !== built) {
    built = key;
    $("claims").replaceChildren(...ordered().map((c, i) => form(c, i + 1, d)));
    setText($("decision-hint"), d.words.hint);
    setText($("claims-none"), d.claims.length ? "" : d.words.none);
    setText($("claim-add"), d.words.add);
  }
  show(d);
}

// The fields a claim keeps as numbers, and those it keeps only when set.
const COUNTS = ["row", "delivered", "applied"];

$("claims").addEventListener("change", (e) => {
  const t = /** @type {HTMLInputElement} */ (e.target);
  const li = /** @type {HTMLElement | null} */ (t.closest("li[data-id]"));
  const name = t.dataset.field;
  if (!li || !name) return;
  const c = /** @type {Record<string, unknown>} */ (saved.claims[/** @type {string} */ (li.dataset.id)]);
  if (COUNTS.includes(name)) {
    const n = Number(t.value);
    if (t.value === "" || !Number.isInteger(n) || n < 0) delete c[name];
    else c[name] = n;
  } else if (t.value === "" && name !== "kind" && name !== "run") delete c[name];
  else c[name] = name === "run" ? runOf(t.value) : t.value;
  if (name === "kind") li.dataset.kind = t.value;
  if (name === "run") t.value = /** @type {string} */ (c.run);
  progress.save(saved);
  if (name !== "why") show(judge());
});

// The learner's reasons are kept as they are typed, as the lab's notes are:
// nothing written is lost to a page closed before the field is left.
$("claims").addEventListener("input", (e) => {
  const t = /** @type {HTMLTextAreaElement} */ (e.target);
  const li = /** @type {HTMLElement | null} */ (t.closest("li[data-id]"));
  if (!li || t.dataset.field !== "why") return;
  const c = saved.claims[/** @type {string} */ (li.dataset.id)];
  if (t.value === "") delete c.why;
  else c.why = t.value;
  progress.save(saved);
});

// runOf is a run as a claim keeps it: a link's query, the link itself
// taken apart.
function runOf(/** @type {string} */ text) {
  const s = text.trim();
  const q = s.indexOf("?");
  return (q >= 0 ? s.slice(q + 1) : s).split("#")[0];
}

$("claims").addEventListener("click", (e) => {
  const b = /** @type {HTMLElement} */ (e.target).closest("button[data-act]");
  const li = b && /** @type {HTMLElement | null} */ (b.closest("li[data-id]"));
  if (!b || !li) return;
  const id = /** @type {string} */ (li.dataset.id);
  if (/** @type {HTMLElement} */ (b).dataset.act === "remove") delete saved.claims[id];
  else saved.claims[id].run = store.get().position.query;
  progress.save(saved);
  built = ""; // the forms again: a run's keys, or one claim fewer
  render();
});

$("claim-add").addEventListener("click", () => {
  const n = Math.max(0, ...Object.keys(saved.claims).map((id) => Number(id.slice(1)) || 0)) + 1;
  saved.claims["c" + n] = { kind: "", run: store.get().position.query };
  progress.save(saved);
  render();
  const sel = document.querySelector(`#claim-c${n}-kind`);
  if (sel) /** @type {HTMLElement} */ (sel).focus();
});

store.subscribe("decision", (s, changed) => {
  if (s.reply && s.reply.params.view === "decision" && (changed.lang || changed.reply || !last)) {
    render();
    void renderProposal();
  }
});
const r = store.get().reply;
if (r && r.params.view === "decision") {
  render();
  void renderProposal();
}
