// view=events (#events): the run's event list as a table the learner edits
// (add, remove, duplicate and reorder rows; edit every field), imports from
// a fixture file (picker or drop) and downloads as fixture.json. Every edit
// sends the whole list as the harness's JSON, set({fixture}), which the
// WASM reads with the fixture parser; a refusal comes back in
// reply.events.error, said in the page's language, and is shown beside its
// field while the last good run stays on screen. Words come from labels.js
// and the reply.
import { $, closest, download, input, setProp, setText } from "./dom.js";
import { store } from "./store.js";

const { tr } = store;
const api = window.coordsim;
const MAX_FILE = 1 << 20; // bytes: more than a link's 64 events can take
const MESSAGE = ["deliver", "duplicate"];

let shown = ""; // reply.events.json the table shows
let sending = false; // the reply being rendered answers the table's own edit
let importing = false; // it answers an import: a refusal is about the file, not the table
/** @type {EventsView | null} */
let view = null;

const body = () => $("events", "table").tBodies[0];
// rows are the events' rows (not the line that says what is wrong).
const rows = () => /** @type {HTMLTableRowElement[]} */ ([...body().rows].filter((r) => !r.classList.contains("err-row")));

/**
 * cell makes one editable cell of row i.
 * @param {string} name
 * @param {string} value
 * @param {number} i
 */
function cell(name, value, i) {
  const td = document.createElement("td");
  const field = document.createElement("input");
  field.type = "text";
  field.name = name;
  field.value = value;
  field.title = value; // the whole value, where the cell is narrower
  field.spellcheck = false;
  field.autocomplete = "off";
  if (name === "tick" || name === "logical_sequence" || name === "delivery_priority") {
    field.inputMode = "numeric";
    field.size = 4;
  }
  field.setAttribute("aria-label", tr("page.events.where.row", { row: i + 1, field: tr("page.events.col." + name) }));
  td.append(field);
  return td;
}

/** @param {EventsView} ev */
function rowsOf(ev) {
  const tb = body();
  tb.replaceChildren();
  ev.rows.forEach((r, i) => tb.append(rowOf(ev, r, i)));
}

/**
 * rowOf is row i of the table.
 * @param {EventsView} ev
 * @param {EventsView["rows"][number]} r
 * @param {number} i
 */
function rowOf(ev, r, i) {
  const tr_ = document.createElement("tr");
  tr_.className = r.byYou ? "by-you" : "";
  const num = document.createElement("td");
  num.textContent = String(i + 1);
  const kind = document.createElement("select");
  kind.name = "kind";
  kind.setAttribute("aria-label", tr("page.events.where.row", { row: i + 1, field: tr("page.events.col.kind") }));
  for (const k of ev.kinds) kind.append(Object.assign(new Option(k.text, k.code), { title: k.code })); // the fixture's value, for the curious
  kind.value = r.kind;
  const kindCell = document.createElement("td");
  kindCell.append(kind);
  const message = MESSAGE.includes(r.kind);
  tr_.append(num, cell("id", r.id, i), cell("tick", String(r.tick), i), kindCell,
    cell("logical_sequence", message ? String(r.seq) : "", i), cell("delivery_priority", message ? String(r.priority) : "", i),
    cell("dedupe_key", message ? r.key : "", i), cell("from", r.from, i), cell("to", r.to, i), actions(i));
  messageFields(tr_, message);
  return tr_;
}

// Only a message has a sequence, a priority, a key and a transition.
function messageFields(/** @type {HTMLTableRowElement} */ row, /** @type {boolean} */ on) {
  for (const name of ["logical_sequence", "delivery_priority", "dedupe_key", "from", "to"]) {
    setProp(/** @type {HTMLInputElement} */ (row.querySelector(`[name="${name}"]`)), "disabled", !on);
  }
}

function actions(/** @type {number} */ i) {
  const td = document.createElement("td");
  td.className = "row-actions";
  for (const [act, text, key] of [["up", "↑", "page.events.up"], ["down", "↓", "page.events.down"], ["copy", "+", "page.events.copy"], ["remove", "✕", "page.events.remove"]]) {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.act = act;
    b.textContent = text;
    b.setAttribute("aria-label", tr(key, { row: i + 1 }));
    td.append(b);
  }
  return td;
}

// fixture is the table as the harness's JSON: a whole-number field goes
// as a number, anything else as the text typed, for the parser to judge.
function fixture() {
  const list = [];
  for (const row of rows()) {
    const get = (/** @type {string} */ name) => /** @type {HTMLInputElement} */ (row.querySelector(`[name="${name}"]`)).value;
    const num = (/** @type {string} */ name) => (/^-?\d+$/.test(get(name).trim()) ? Number(get(name).trim()) : get(name));
    /** @type {Record<string, unknown>} */
    const ev = { id: get("id"), tick: num("tick"), kind: get("kind") };
    if (MESSAGE.includes(get("kind"))) {
      ev.logical_sequence = num("logical_sequence");
      ev.delivery_priority = num("delivery_priority");
      ev.dedupe_key = get("dedupe_key");
      ev.transition = get("from") === "" && get("to") === "" ? null : [get("from"), get("to")];
    }
    list.push(ev);
  }
  return JSON.stringify(list);
}

function send() {
  if (!api.ready) return;
  sending = true;
  try {
    api.set({ fixture: fixture() });
  } finally {
    sending = false;
  }
}

// renumber keeps the rows' numbers and labels in order after a move.
function renumber() {
  rows().forEach((row, i) => {
    row.cells[0].textContent = String(i + 1);
    row.cells[row.cells.length - 1].replaceWith(actions(i));
  });
}

$("events").addEventListener("input", send);
$("events").addEventListener("change", (e) => {
  const t = /** @type {HTMLElement} */ (e.target);
  if (t.matches("select")) messageFields(/** @type {HTMLTableRowElement} */ (t.closest("tr")), MESSAGE.includes(/** @type {HTMLSelectElement} */ (t).value));
});
$("events").addEventListener("click", (e) => {
  const b = closest(e, "button[data-act]");
  if (!b) return;
  const row = /** @type {HTMLTableRowElement} */ (b.closest("tr"));
  const act = b.dataset.act;
  if (act === "up" && row.previousElementSibling) row.previousElementSibling.before(row);
  if (act === "down" && row.nextElementSibling) row.nextElementSibling.after(row);
  if (act === "remove") row.remove();
  if (act === "copy") {
    const copy = /** @type {HTMLTableRowElement} */ (row.cloneNode(true));
    const id = /** @type {HTMLInputElement} */ (copy.querySelector('[name="id"]'));
    id.value = freeID(id.value + "-copy");
    row.after(copy);
  }
  renumber();
  send();
  const again = row.isConnected && /** @type {HTMLElement | null} */ (row.querySelector(`button[data-act="${act}"]`));
  if (again) again.focus(); // the keyboard stays with the row it moved
});

function freeID(/** @type {string} */ id) {
  const taken = new Set([...body().querySelectorAll('[name="id"]')].map((f) => /** @type {HTMLInputElement} */ (f).value));
  let out = id;
  for (let n = 2; taken.has(out); n++) out = id + n;
  return out;
}

$("events-add").addEventListener("click", () => {
  if (!view) return;
  const all = rows();
  const last = all.length ? Number(/** @type {HTMLInputElement} */ (all[all.length - 1].querySelector('[name="tick"]')).value) || 0 : 1;
  const r = { id: freeID("e" + (all.length + 1)), tick: last, kind: "deliver", seq: 1, priority: 0, key: "key-" + (all.length + 1), from: "", to: "", byYou: true };
  const row = rowOf(view, r, all.length);
  body().append(row);
  send();
  /** @type {HTMLInputElement} */ (row.querySelector('[name="id"]')).focus();
});
$("events-reset").addEventListener("click", () => api.ready && api.set({ events: "" }));
$("events-download").addEventListener("click", () => {
  if (view && view.json) download("fixture.json", new Blob([view.json], { type: "application/json" }));
});

/** @param {File} file */
async function importFile(file) {
  if (!api.ready) return;
  if (file.size > MAX_FILE) {
    setText($("events-status"), tr("page.events.importFailed", { name: file.name, error: tr("page.events.tooBig", { max: MAX_FILE }) }));
    return;
  }
  const text = await file.text();
  const before = view ? view.json : "";
  importing = true;
  try {
    api.set({ fixture: text });
  } finally {
    importing = false;
  }
  const r = /** @type {Reply} */ (store.get().reply);
  const err = r.events && r.events.error;
  if (err) setText($("events-status"), tr("page.events.importFailed", { name: file.name, error: err.text }));
  else setText($("events-status"), tr("page.events.imported", { name: file.name, count: r.events ? r.events.rows.length : 0 }));
  if (err && view) view.json = before;
}
$("events-import").addEventListener("change", () => {
  const input = /** @type {HTMLInputElement} */ ($("events-import"));
  const file = input.files && input.files[0];
  if (file) importFile(file).finally(() => (input.value = ""));
});
const pane = $("events-view");
pane.addEventListener("dragover", (/** @type {DragEvent} */ e) => {
  e.preventDefault();
  pane.classList.add("dropping");
});
pane.addEventListener("dragleave", () => pane.classList.remove("dropping"));
pane.addEventListener("drop", (/** @type {DragEvent} */ e) => {
  e.preventDefault();
  pane.classList.remove("dropping");
  const file = e.dataTransfer && e.dataTransfer.files[0];
  if (file) importFile(file);
});

// showError marks the refused field and says why, right under its row.
function showError(/** @type {EventsView} */ ev) {
  for (const old of body().querySelectorAll(".err-row")) old.remove();
  for (const f of body().querySelectorAll("[aria-invalid]")) {
    f.removeAttribute("aria-invalid");
    f.removeAttribute("aria-describedby");
  }
  const err = importing ? null : ev.error; // a file's refusal is said by the import's status
  const box = $("events-error");
  setProp(box, "hidden", !err || err.row >= 0);
  setText(box, err && err.row < 0 ? err.text : "");
  if (!err || err.row < 0) return;
  const row = rows()[err.row];
  if (!row) return;
  const line = document.createElement("tr");
  line.className = "err-row";
  const td = document.createElement("td");
  td.colSpan = 10;
  td.id = "events-field-error";
  const text = document.createElement("span");
  text.textContent = err.text;
  td.append(text);
  line.append(td);
  row.after(line);
  const name = err.field === "transition" ? "from" : err.field;
  const field = row.querySelector(name ? `[name="${name}"]` : '[name="id"]');
  if (field) {
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", "events-field-error");
  }
}

store.subscribe("events", (s, changed) => {
  const ev = s.reply && s.reply.events;
  if (!ev || !(changed.reply || changed.lang)) return;
  view = ev;
  setText($("events-note"), ev.note);
  setText($("events-drop"), tr("page.events.drop", { max: ev.limit }));
  setProp($("events"), "hidden", !ev.fixture);
  for (const id of ["events-add", "events-reset", "events-download"]) setProp($(id, "button"), "disabled", !ev.fixture);
  setProp(input("events-import"), "disabled", !ev.fixture);
  // The table is the learner's while they type: it is rebuilt only when
  // the events changed from elsewhere (a move, undo, an import, a new
  // scenario, the language).
  if (!sending && !ev.error && (ev.json !== shown || changed.lang)) rowsOf(ev);
  if (!ev.error) shown = ev.json;
  showError(ev);
  if (sending && !ev.error) rows().forEach((row, i) => row.classList.toggle("by-you", !!(ev.rows[i] && ev.rows[i].byYou)));
});
