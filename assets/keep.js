// Nothing of the lab is lost, beside lesson.js: #lab-storage says what of
// the saved progress was set aside (progress.js) and when a save cannot be
// made (storage off, full or refused); clearing the progress asks first
// and can be taken back for a while (#lab-undo); #progress-export saves
// every step, note, answer and prediction as a file and #progress-import
// merges one into the learner's record (never replacing it; undone as an
// erase is), read by the record's shape, so a bad file changes nothing and
// says why; the record "open full view" carries from a course's frame is
// merged in the same way; what an LMS keeps only in part is said; and #learner says
// whose record it is, with "not you? start fresh" (learner.js). lesson.js
// owns the record (labRecord); the words are the catalogue's
// lesson.storage.*, lesson.progress.* and lesson.learner.*.
import { $, download, setProp, setText } from "./dom.js";
import { store } from "./store.js";
import { progress } from "./progress.js";
import { lab as labRecord } from "./lesson.js";
import { learner, startFresh, setAside } from "./learner.js";

const { rejected } = progress.load();
const UNDO_MS = 120000; // how long an erase can be taken back
const FILE_NAME = "coordsim-progress.json";
const lab = () => labRecord;
/** @type {LessonText} */
const text = (key, args) => lab().text(key, args);
let failed = false; // the last save could not be made
/** @type {string | null} */
let undo = null; // the progress file's text from before the last erase
let undoTimer = 0;
/** @type {{key: string, args: Record<string, unknown>} | null} */
let said = null; // what #progress-status says
let lmsLost = /** @type {string[]} */ ([]); // what an LMS keeps only in part (progress.onLMS)

function renderStorage() {
  const parts = [];
  if (rejected) {
    const fields = rejected.fields.map((f) => (f.startsWith("lesson.") ? text(f) : f)).join(text("lesson.storage.separator"));
    parts.push(rejected.aside ? text("lesson.storage.rejected", { fields, key: rejected.aside })
      : text("lesson.storage.unsaved", { fields, key: progress.KEY })); // the learner's key
  }
  if (failed && !(rejected && !rejected.aside)) parts.push(text("lesson.storage.full"));
  if (lmsLost.includes("all")) parts.push(text("lesson.storage.lmsNone"));
  else if (lmsLost.length) parts.push(text("lesson.storage.lmsPart", { parts: lmsLost.map((p) => text("lesson.storage.lmsPart." + p)).join(text("lesson.storage.separator")) }));
  setText($("lab-storage"), parts.join(" "));
  setProp($("lab-storage"), "hidden", parts.length === 0);
}

// renderLearner says whose record this is (learner.js) and, once, where
// the previous learner's went; an LMS says who the learner is, so "not
// you?" is the page's own profile's alone.
function renderLearner() {
  const who = learner.kind === "lms" ? "lesson.learner.lms" : learner.kind === "named" ? "lesson.learner.named" : "lesson.learner.anonymous";
  setText($("learner-who"), text(who, { name: learner.name }) + (setAside ? " " + text("lesson.learner.aside", { key: setAside }) : ""));
  setProp($("learner-fresh"), "hidden", learner.kind === "lms");
}

function askName(/** @type {boolean} */ on) {
  setProp($("learner-form"), "hidden", !on);
  $("learner-fresh").setAttribute("aria-expanded", String(on));
  if (on) $("learner-name").focus();
}

function say(/** @type {string} */ key, /** @type {Record<string, unknown>} */ args = {}) {
  said = { key, args };
  setText($("progress-status"), text(key, args));
}

function ask(/** @type {boolean} */ on) {
  setProp($("lab-reset-ask"), "hidden", !on);
  $("lab-reset").setAttribute("aria-expanded", String(on));
  if (on) $("lab-reset-no").focus();
}

function erase() {
  keepForUndo();
  lab().replace(null);
  ask(false);
  say("lesson.progress.erased");
  $("lab-undo").focus();
}

// keepForUndo keeps the record as it is, for #lab-undo to bring back for
// a while (after an erase or an import).
function keepForUndo() {
  undo = progress.exportText(lab().saved());
  setProp($("lab-undo"), "hidden", false);
  clearTimeout(undoTimer);
  undoTimer = setTimeout(forgetUndo, UNDO_MS);
}

function forgetUndo() {
  undo = null;
  clearTimeout(undoTimer);
  setProp($("lab-undo"), "hidden", true);
}

function takeBack() {
  const got = undo && progress.importText(undo);
  forgetUndo();
  if (got && got.saved) {
    lab().replace(got.saved);
    say("lesson.progress.restored");
  }
}

/** @param {File} file */
async function importFile(file) {
  if (file.size > progress.MAX_FILE) return say("lesson.progress.tooBig", { name: file.name });
  const got = progress.importText(await file.text());
  if (got.error) {
    const fields = got.fields.map((f) => (f.startsWith("lesson.") ? text(f) : f)).join(text("lesson.storage.separator"));
    return say(got.error, { name: file.name, fields });
  }
  // Merged, never replacing (progress.merge): a file older or emptier
  // than the learner's work adds what it has and takes nothing away,
  // and the import can be taken back as an erase can.
  keepForUndo();
  lab().replace(await progress.merge(lab().saved(), got.saved));
  say("lesson.progress.imported", { name: file.name });
}

// carried is the record the course's frame sent with "open full view"
// (embed.js: #carry=, packed), taken off the address at once, so that a
// link copied from here never carries it; it is merged into the learner's
// record once the lesson has its words, and can be taken back as an
// import can.
const carried = location.hash.startsWith("#carry=") ? decodeURIComponent(location.hash.slice("#carry=".length)) : "";
if (carried) history.replaceState(history.state, "", location.pathname + location.search);
let carriedIn = false;
async function carryIn() {
  const { suspend } = await import("./suspend.js"); // only a carried record needs it
  const got = progress.importText(await suspend.read(carried));
  if (!got.saved) return;
  keepForUndo();
  lab().replace(await progress.merge(lab().saved(), got.saved));
  say("lesson.progress.carried");
}

// Another tab of this browser saved the learner's record: it is merged
// in, never written over (found by an attack round after issue 50: the
// last tab to save won, and a note typed in the other was gone). The
// merged record is saved back only when it holds something the stored
// one does not, so two tabs settle after one exchange, and the lesson is
// drawn again only when something changed. An erase in the
// other tab (a blank record) is taken as it is: the learner asked for it,
// and its undo there brings the work back here too.
let stores = 0; // the other tab's saves seen: a merge still loading when a later one comes is dropped
window.addEventListener("storage", async (e) => {
  if (e.key !== progress.KEY || e.storageArea !== localStorage || e.newValue === null || !lab()) return;
  const other = progress.stored(e.newValue);
  if (!other) return;
  const seen = ++stores;
  if (sameWork(other, Object.assign({}, other, lab().blank()))) return lab().replace(other, false);
  const merged = await progress.merge(lab().saved(), other); // merge.js may still be loading
  if (seen !== stores) return; // the later save is merged instead: this one would undo it (an erase)
  const news = !sameWork(merged, lab().saved()); // the other tab brought something
  const more = !sameWork(merged, other); // this tab holds something the stored record lacks
  if (news || more) lab().replace(merged, more); // else nothing to show or save: no rebuild of the lesson
});
// sameWork: two records hold the same work, whenever each was saved:
// each as a stored record reads back (progress.stored's shape), its keys
// in order.
const sameWork = (/** @type {object} */ a, /** @type {object} */ b) => {
  const work = (/** @type {object} */ r) => canonical(progress.stored(JSON.stringify(Object.assign({}, r, { at: 0 }))));
  return work(a) === work(b);
};
/** @type {(v: unknown) => string} */
const canonical = (v) =>
  Array.isArray(v) ? "[" + v.map(canonical).join(",") + "]"
  : v !== null && typeof v === "object" ? "{" + Object.keys(v).sort().map((k) => JSON.stringify(k) + ":" + canonical(/** @type {Record<string, unknown>} */ (v)[k])).join(",") + "}"
  : JSON.stringify(v);

progress.onLMS((lost) => {
  lmsLost = lost;
  if (lab() && lab().saved()) renderStorage();
});
progress.onSave((ok) => {
  if (ok === !failed) return;
  failed = !ok;
  if (lab()) renderStorage();
});
$("learner-fresh").addEventListener("click", () => askName($("learner-form").hidden));
$("learner-cancel").addEventListener("click", () => {
  askName(false);
  $("learner-fresh").focus();
});
$("learner-form").addEventListener("submit", (e) => {
  e.preventDefault();
  if (!startFresh(/** @type {HTMLInputElement} */ ($("learner-name")).value)) return say("lesson.learner.cannot");
  location.reload(); // the record is read once, as the page loads: the new learner's
});
$("lab-reset").addEventListener("click", () => ask($("lab-reset-ask").hidden));
$("lab-reset-no").addEventListener("click", () => {
  ask(false);
  $("lab-reset").focus();
});
$("lab-reset-yes").addEventListener("click", erase);
$("lab-undo").addEventListener("click", takeBack);
$("progress-export").addEventListener("click", () => {
  download(FILE_NAME, new Blob([progress.exportText(lab().saved())], { type: "application/json" }));
  say("lesson.progress.exported", { name: FILE_NAME });
});
$("progress-import").addEventListener("click", () => $("progress-file").click());
$("progress-file").addEventListener("change", () => {
  const input = /** @type {HTMLInputElement} */ ($("progress-file"));
  const file = input.files && input.files[0];
  input.value = ""; // the same file again is a new choice
  if (file) importFile(file);
});
// The words follow the page's language once the lesson has them.
store.subscribe("keep", (s) => {
  if (!s.settled || !lab() || !lab().saved()) return;
  if (carried && !carriedIn) {
    carriedIn = true;
    carryIn().catch(() => say("lesson.progress.notCarried"));
  }
  renderStorage();
  renderLearner();
  if (said) setText($("progress-status"), text(said.key, said.args));
});
