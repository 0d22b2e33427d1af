// Compare mode's traces: run B's trace table beside run A's (#trace), each
// captioned, the first divergent row marked in both, and B's rows after
// the playhead dimmed as A's are, from the store's reply (its comparing
// part) once the page settles, as views.js's summary; rows are built as
// panels.js builds A's, with textContent only. No words here: captions come
// from labels.js.
import { $ } from "./dom.js";
import { store } from "./store.js";
import { traceCells, traceClasses } from "./tracerow.js";

const { tr } = store;

function caption(/** @type {HTMLTableElement} */ table, /** @type {string} */ key) {
  let cap = table.caption;
  if (!key) {
    if (cap) cap.remove();
    return;
  }
  if (!cap) cap = table.createCaption();
  cap.dataset.i18n = key; // app.js relabels it with the page
  cap.textContent = tr(key);
}

// tableB is #trace-b, made once from #trace's head (its column labels
// relabel with the page's other [data-i18n] elements).
// traceB is #trace-b, or null before tableB makes it.
const traceB = () => /** @type {HTMLTableElement | null} */ (document.getElementById("trace-b"));
function tableB() {
  let table = traceB();
  if (table) return table;
  const wrap = document.createElement("div");
  wrap.className = "table-wrap";
  wrap.id = "trace-b-wrap";
  // A box that scrolls must take the keyboard's focus (as #trace's does).
  wrap.tabIndex = 0;
  wrap.setAttribute("role", "region");
  wrap.setAttribute("aria-labelledby", "trace-b-caption");
  table = document.createElement("table");
  table.id = "trace-b";
  const traceA = $("trace", "table");
  table.append(/** @type {HTMLTableSectionElement} */ (traceA.tHead).cloneNode(true), document.createElement("tbody")); // index.html's has one
  wrap.append(table);
  /** @type {Element} */ (traceA.closest(".table-wrap")).after(wrap);
  return table;
}

function rowsOf(/** @type {Row[]} */ trace) {
  return trace.map((r, i) => {
    const row = document.createElement("tr");
    row.dataset.tick = String(r.tick);
    row.className = traceClasses(r).join(" ");
    for (const [text, code] of traceCells(r, i)) {
      const td = document.createElement("td");
      td.textContent = text;
      if (code) td.title = code;
      row.append(td);
    }
    return row;
  });
}

/** @type {string | null} */
let shownB = null; // run B's trace as shown, to rebuild only when it changes
function render(/** @type {CompareJSON | null} */ c) {
  $("trace-section").classList.toggle("pair", !!c);
  caption($("trace", "table"), c ? "page.compare.traceA" : "");
  if (!c) {
    const wrap = document.getElementById("trace-b-wrap");
    if (wrap) wrap.remove();
    shownB = null;
    return;
  }
  const table = tableB();
  caption(table, "page.compare.traceB");
  /** @type {HTMLTableCaptionElement} */ (table.caption).id = "trace-b-caption"; // caption made it
  const key = JSON.stringify(c.traceB);
  if (key !== shownB) {
    shownB = key;
    table.tBodies[0].replaceChildren(...rowsOf(c.traceB));
  }
  const d = c.firstDivergence;
  for (const t of [$("trace", "table"), table]) {
    const rows = t.tBodies[0].rows;
    for (const r of rows) r.classList.remove("diverge");
    if (d && rows[d.entry]) rows[d.entry].classList.add("diverge");
  }
  future();
}

function future() {
  const table = traceB();
  const tick = store.get().position.tick;
  if (table) for (const row of table.tBodies[0].rows) row.classList.toggle("future", Number(row.dataset.tick) > tick);
}

store.subscribe("compare", (s, changed) => {
  if (!s.reply || !s.settled) return;
  if (changed.reply || changed.settled) render(s.reply.comparing.compare);
  else if (changed.position) future();
});
