// What each of the lab's steps shows on screen, for lesson.js: the facts
// the run states (the reply's lab part) for the open step, and step 1's
// event rows to confirm. Steps 2 and 3 name the reorder and the counts
// only once the step is done (saved.done). No words here: text() is
// lesson.js's, from the catalogue.
import { el, present } from "./dom.js";


// rowKey names one of step 1's event rows as the learner confirmed it:
// an edit of the row makes it a row to confirm again.
const rowKey = (/** @type {LabEvent} */ e) => [e.id, e.tick, e.kind, e.seq, e.priority, e.key].join("|");

/**
 * key is what facts(n) shows, in a string.
 * @param {number} n
 * @param {Reply} reply
 * @param {Saved} saved
 */
function key(n, reply, saved) {
  const lab = reply.lab, shown = (/** @type {number} */ k) => saved.done[k - 1];
  const parts = [[lab.eventsText, lab.events], [lab.heldText, lab.orderText, lab.reorder && lab.reorder.text, shown(2)],
    [lab.reuse && lab.reuse.text, lab.appliedText, shown(3)], [reply.outcomeText]];
  return JSON.stringify(parts[n - 1] || []);
}

/**
 * eventRows is step 1's table of the fixture's events, each to confirm.
 * @param {Lab} lab
 * @param {Saved} saved
 * @param {LessonText} text
 */
function eventRows(lab, saved, text) {
  /** @type {(keyof LabEvent)[]} */
  const cols = ["id", "tick", "kind", "seq", "priority", "key"];
  const head = el("tr", {}, ...cols.map((c) => el("th", { scope: "col", text: text("lesson.col." + c) })),
    el("th", { scope: "col", text: text("lesson.ui.confirmRow") }));
  const rows = lab.events.map((e, i) => el("tr", {}, ...cols.map((c) => el("td", { text: e[c] === null ? "" : String(e[c]) })),
    el("td", {}, el("input", { type: "checkbox", class: "confirm-row", "data-row": rowKey(e), checked: !!saved.confirmed[rowKey(e)],
      "aria-label": text("lesson.ui.confirmRowLabel", { row: i + 1 }) }))));
  return el("div", { class: "table-wrap", tabIndex: 0 }, el("table", { class: "events" }, el("thead", {}, head), el("tbody", {}, ...rows)));
}

/**
 * facts are step n's facts on this run.
 * @param {number} n
 * @param {Reply} reply
 * @param {Saved} saved
 * @param {LessonText} text
 * @returns {HTMLElement[]}
 */
function facts(n, reply, saved, text) {
  const lab = reply.lab, shown = (/** @type {number} */ k) => saved.done[k - 1];
  const p = (/** @type {string} */ t) => el("p", { text: t });
  switch (n) {
    case 1:
      return [p(lab.eventsText), lab.events.length ? eventRows(lab, saved, text) : null,
        el("p", {}, el("strong", { text: text("lesson.fixture.originTitle") + ": " }), text("lesson.fixture.origin")),
        el("p", {}, el("strong", { text: text("lesson.fixture.limitsTitle") + ":" })),
        el("ul", {}, ...[1, 2, 3].map((i) => el("li", { text: text("lesson.fixture.limit." + i) }))),
        p(text("lesson.fixture.replace"))].filter(present);
    case 2: // where the reorder is, once the learner has named it
      return [p(lab.heldText), p(lab.orderText), ...(shown(2) ? [p(lab.reorder ? lab.reorder.text : text("lesson.fact.noReorder"))] : [])];
    case 3: // the reuse and the counts, once the learner has counted them
      return shown(3) ? [p(lab.reuse ? lab.reuse.text : text("lesson.fact.noReuse")), p(lab.appliedText)] : [p(lab.hints[2])];
    case 4:
      return [p(reply.outcomeText)];
    default:
      return [];
  }
}

export { rowKey, key, facts };
