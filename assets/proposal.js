// The decision view's proposal for the long partition (#proposal): the
// learner proposes a recovery deadline, a dedupe retention and what users
// told "uncertain" are told after the deadline, writes the user contract
// and the trade-off in their own words, and may name an alternative. The
// engine evaluates it beside the story's settings over 300 seeds × 30
// partition lengths, in the evidence worker (wasm/evidence's proposal.go,
// off the main thread): every word here, the table and the failing seeds'
// links come from there. Kept with the lab's record (progress.js:
// proposal); failure-analysis.md evaluates it again.
import { $, el, setProp, setText, toStage } from "./dom.js";
import { store } from "./store.js";
import { progress } from "./progress.js";
import { proposal as ask } from "./evidence.js";

/** @typedef {import("./progress.js").Proposal} Proposal */
/** @typedef {import("./progress.js").Choice} Choice */

const { saved } = progress.load();
const api = window.coordsim;
/** @type {ProposalReply | null} */
let words = null; // the form's words, in builtLang
let builtLang = "";
/** @type {{key: string, reply: ProposalReply, ms: number, totalMs: number} | null} */
let last = null; // the last evaluation shown, the plan it was of, the ms to the learner's column and to all
let asked = 0; // the latest evaluation asked for: an older answer is dropped
/** @type {ProposalReply | null} */
let shown = null; // the evaluation the table shows

const blank = () => /** @type {Proposal} */ ({ deadline: 0, retention: 0, reconcile: "" });
const plan = () => saved.proposal || blank();
// keyOf is what an evaluation depends on: the settings, not the words.
const keyOf = (/** @type {Proposal} */ p) => JSON.stringify([p.deadline, p.retention, p.reconcile, p.alternative || null]);

// choiceFields are a choice's three controls, named by prefix ("" the
// proposal's, "alt-" the alternative's).
function choiceFields(/** @type {string} */ prefix, /** @type {Choice} */ c, /** @type {ProposalReply} */ w) {
  const num = (/** @type {string} */ name, /** @type {number} */ lo, /** @type {number} */ hi, /** @type {number} */ v) =>
    el("input", { type: "number", min: String(lo), max: String(hi), step: "1", inputMode: "numeric", value: v || v === 0 && name === "retention" ? String(v) : "" });
  const reconcile = el("select", {}, new Option("", ""), ...w.policies.map((p) => new Option(p.text, p.code)));
  reconcile.value = c.reconcile;
  return [field(prefix + "deadline", w.words.deadline, num("deadline", 1, 40, c.deadline)),
    field(prefix + "retention", w.words.retention, num("retention", 0, 40, c.retention)),
    field(prefix + "reconcile", w.words.reconcile, reconcile)];
}

// field is one labelled control, its name in data-field.
function field(/** @type {string} */ name, /** @type {string} */ label, /** @type {HTMLElement} */ control) {
  control.id = "proposal-" + name;
  control.dataset.field = name;
  return el("p", { class: "claim-field f-" + name }, el("label", { for: control.id, text: label }), " ", control);
}

// build writes the form in the words w.
function build(/** @type {ProposalReply} */ w) {
  const p = plan();
  const text = (/** @type {string} */ name, /** @type {string | undefined} */ v) => {
    const t = el("textarea", { rows: 3 });
    t.value = v || "";
    return field(name, w.words[name], t);
  };
  const alt = el("input", { type: "checkbox", checked: !!p.alternative });
  setText($("proposal-title"), w.words.title);
  $("proposal-form").replaceChildren(el("p", { class: "hint", text: w.words.hint }),
    ...choiceFields("", p, w), text("contract", p.contract), text("why", p.why), el("p", { class: "hint", text: w.words.theirs }),
    field("alternative", w.words.alternative, alt),
    el("fieldset", { id: "proposal-alt", hidden: !p.alternative }, ...choiceFields("alt-", p.alternative || blank(), w)),
    el("p", {}, el("button", { type: "button", id: "proposal-evaluate", text: w.words.evaluate })));
}

// read is the plan as the form states it.
function read() {
  const num = (/** @type {string} */ name) => {
    const n = Number(/** @type {HTMLInputElement} */ ($("proposal-" + name)).value);
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  };
  const value = (/** @type {string} */ name) => /** @type {HTMLInputElement} */ ($("proposal-" + name)).value;
  const choice = (/** @type {string} */ prefix) => ({ deadline: num(prefix + "deadline"), retention: num(prefix + "retention"), reconcile: value(prefix + "reconcile") });
  /** @type {Proposal} */
  const p = choice("");
  if (value("contract")) p.contract = value("contract");
  if (value("why")) p.why = value("why");
  if (/** @type {HTMLInputElement} */ ($("proposal-alternative")).checked) p.alternative = choice("alt-");
  return p;
}

// evaluate asks the engine for the plan's figures and shows them: the
// learner's column first, then the story's settings and the alternative
// beside it (the worker keeps what it ran: the learner's is not run twice).
async function evaluate() {
  const p = plan(), n = ++asked, w = /** @type {ProposalReply} */ (words), key = keyOf(p), json = JSON.stringify(p), lang = store.get().lang;
  setText($("proposal-status"), w.words.busy.replace("{runs}", w.runs.toLocaleString("en")));
  const yours = await ask(json, lang, true, 1);
  if (n !== asked) return; // a newer plan was asked for meanwhile
  last = { key, reply: yours, ms: yours.ms, totalMs: yours.ms };
  show();
  if (yours.problem || yours.complete) return;
  const all = await ask(json, lang, true, 0);
  if (n !== asked) return;
  last = { key, reply: all, ms: yours.ms, totalMs: yours.ms + all.ms };
  show();
}

// show writes the last evaluation, or says the plan changed since.
function show() {
  const w = /** @type {ProposalReply} */ (words);
  if (!last) return;
  const r = last.reply, stale = last.key !== keyOf(plan());
  setText($("proposal-status"), stale ? w.words.stale : r.problem || (!r.complete ? w.words.comparing :
    w.words.done.replace("{runs}", r.runs.toLocaleString("en")).replace("{ms}", String(Math.round(last.totalMs)))));
  if (r === shown) return;
  shown = r;
  if (r.problem || !r.rows || !r.columns || !r.failures) return $("proposal-result").replaceChildren();
  const cols = r.columns;
  $("proposal-result").replaceChildren(el("p", { text: r.over || "" }),
    el("div", { class: "table-wrap" }, el("table", { class: "proposal-table" },
      el("thead", {}, el("tr", {}, el("th", {}), ...cols.map((c) => el("th", { scope: "col", text: c })))),
      el("tbody", {}, ...r.rows.map((row) => el("tr", { "data-row": row.key }, el("th", { scope: "row", text: row.label }),
        ...row.cells.map((c) => el("td", { text: c }))))))),
    el("ul", { class: "proposal-failures" }, ...r.failures.map((links, i) => el("li", { "data-column": i }, cols[i] + ": ",
      ...(links.length ? links.map((l) => el("button", { type: "button", class: "link", "data-query": l.query, text: l.text })) : [w.words.none])))),
    el("p", { class: "proposal-command" }, w.words.command + " ", el("code", { text: r.command || "" })));
}

async function render() {
  const lang = store.get().lang;
  if (lang !== builtLang) {
    builtLang = lang;
    words = await ask(JSON.stringify(plan()), lang, false);
    if (builtLang !== lang) return; // another language meanwhile
    build(words);
    shown = null; // the table again, in this language
    if (saved.proposal && (!last || last.key !== keyOf(plan()))) return evaluate(); // a saved plan shows its figures
  }
  show();
}

$("proposal-form").addEventListener("input", () => {
  saved.proposal = read();
  progress.save(saved);
  setProp($("proposal-alt"), "hidden", !saved.proposal.alternative);
  show(); // says the figures are of another plan
});
$("proposal-form").addEventListener("click", (e) => {
  if (/** @type {HTMLElement} */ (e.target).id === "proposal-evaluate") void evaluate();
});
$("proposal-result").addEventListener("click", (e) => {
  const q = /** @type {HTMLElement} */ (e.target).dataset.query;
  if (!q) return;
  api.set({ query: q }); // the failing run, at the tick it breaks
  toStage();
});

// state().proposal, now with the evaluation of the plan as it stands.
api.proposal = () => {
  const p = saved.proposal;
  if (!p) return null;
  const r = last && last.key === keyOf(p) ? last.reply : null;
  return { deadline: p.deadline, retention: p.retention, reconcile: p.reconcile, contract: p.contract || "", alternative: p.alternative || null,
    evaluation: r && last && { problem: r.problem || null, complete: r.complete, ms: last.ms, totalMs: last.totalMs, columns: r.figures || [] } };
};

export { render };
