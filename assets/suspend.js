// The learner's record as an LMS's suspend data holds it (scorm.js): on
// one line, as a progress file is; packed (deflate, then base64: a record
// of notes packs to a fraction) when that is too long; cut, part by part,
// when even packed it is too long. No words here.
import { progress } from "./progress.js";
import { store } from "./store.js";

/** @typedef {import("./progress.js").Saved} Saved */

// PACKED starts a packed record: what follows is its text deflated
// (raw), in base64.
const PACKED = "coordsim.progress.v1+deflate:";

// packed is text packed (by the engine's side, at once: the page packs
// as it leaves too), the last one kept, since a save and the progress
// often send the same record.
/** @type {{text: string, packed: string} | null} */
let last = null;
function packed(/** @type {string} */ text) {
  if (!last || last.text !== text) last = { text, packed: PACKED + store.frame().pack(text) };
  return last.packed;
}

// read is the record's text as the LMS kept it: unpacked when packed (by
// the browser: the LMS's record is read as the page starts, perhaps before
// the engine is up).
async function read(/** @type {string} */ data) {
  if (!data.startsWith(PACKED)) return data;
  const bytes = Uint8Array.from(atob(data.slice(PACKED.length)), (c) => c.charCodeAt(0));
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"))).text();
}

// text is the record as cmi.suspend_data holds it (at most max
// characters), and the parts of it the LMS gets only in part (progress.js's
// LMS_PARTS): the whole record; or, when that is too long, the whole
// record packed; else the learner's texts cut; then the explanation's
// slides, then the steps' runs and the challenges' solutions left out.
// Everything stays in this browser's storage in full, and resume merges
// the two (progress.merge), so nothing cut here is lost there. When even
// the smallest does not fit, it is null: the LMS keeps the last record
// that fitted, never an empty one.
/**
 * @param {Saved} saved
 * @param {number} max
 * @returns {{text: string | null, lost: string[]}}
 */
function text(saved, max) {
  const cutTexts = (/** @type {Record<string, string>} */ o, /** @type {number} */ cut) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.slice(0, cut)]).filter(([, v]) => v !== ""));
  /** @type {(r: Saved, n: number) => Saved} */
  const cut = (r, n) => Object.assign({}, r, { notes: cutTexts(r.notes, n), answers: cutTexts(r.answers, n), explain: Object.assign({}, r.explain,
    { slides: r.explain.slides.map((sl) => Object.assign({}, sl, { notes: sl.notes.slice(0, n), title: sl.title.slice(0, Math.max(n, 40)) })) }),
    claims: Object.fromEntries(Object.entries(r.claims).map(([id, c]) => [id, c.why ? Object.assign({}, c, { why: c.why.slice(0, n) }) : c])),
    proposal: r.proposal && Object.assign({}, r.proposal, r.proposal.contract ? { contract: r.proposal.contract.slice(0, n) } : {},
      r.proposal.why ? { why: r.proposal.why.slice(0, n) } : {}) });
  /** @type {(r: Saved) => Saved} */
  const noSlides = (r) => Object.assign({}, r, { explain: Object.assign({}, r.explain, { slides: [] }) });
  // Each step takes the one before it further, least missed first.
  /** @type {{lost: string, take: (r: Saved) => Saved}[]} */
  const steps = [
    { lost: "notes", take: (r) => cut(r, 400) },
    { lost: "slides", take: noSlides },
    { lost: "notes", take: (r) => cut(r, 100) },
    { lost: "notes", take: (r) => cut(r, 0) },
    { lost: "runs", take: (r) => Object.assign({}, r, { proofs: {}, solutions: {} }) },
  ];
  let record = saved;
  /** @type {string[]} */
  const lost = [];
  const whole = progress.compactText(saved);
  if (whole.length > max) {
    const p = packed(whole);
    if (p.length <= max) return { text: p, lost };
  }
  for (let i = 0; ; i++) {
    const text = progress.compactText(record);
    if (text.length <= max) return { text, lost };
    if (i === steps.length) return { text: null, lost: ["all"] };
    record = steps[i].take(record);
    if (!lost.includes(steps[i].lost)) lost.push(steps[i].lost);
  }
}

// carry is the learner's record packed for "open full view" to carry
// (embed.js; keep.js reads it back with read).
const carry = (/** @type {Saved} */ saved) => packed(progress.compactText(saved));

export const suspend = { text, read, carry };
