// The lesson's saved progress, beside lesson.js: localStorage
// coordsim.lesson.v1 (or the learner's key: learner.js) holds {step: 1..5, done: [booleans], notes: {id: text},
// answers: {id: text}, revealed: {id: boolean}, prediction: null |
// {outcome, partition, deadline, held?, uncertain?} (the two counts since
// step 5 asks for them), confirmed: {row: boolean} (step 1's
// event rows the learner confirmed), challenges: {id: moves} (the fewest
// moves each challenge was solved in), replay: null | {first, second,
// outcome} (step 4's two trace hashes), proofs: {step: {query, sha}} (the
// run each step was completed on), solutions: {id: query} (each solved
// challenge's share query), checks: {question: {answer: [text], correct}}
// (each question's checked part as last answered, quiz.js), attempts:
// {question: [{at, answer, correct}]} (every check of it, in order, the
// first 32; score.js counts them as grading= says), submitted: ms (when
// the quiz was submitted under feedback=after; 0: not), marks:
// {question: {rubric: {dimension: level}, items: [boolean]}} (the
// learner's marks of a free answer), transfer: {checks: {item: {answer,
// correct}}, replay: null | {first, second, outcome}} (the transfer task's
// items and its run's replay, transfer.js), explain: {outline: {point:
// boolean}, slides: [{query, title, notes, ms}]} (the seven-minute
// explanation, explain.js), review: {since: ms, done: {days: {at, predicted,
// actual}}} (the spaced review: when the lab was done, each review's
// prediction and what the run showed, review.js)}, and load() reads it by
// that shape. A
// field of another shape, an entry of another type inside one, a field this
// page does not know, or text that is no record at all is left out, but
// never lost: the stored text is first copied, unchanged, to
// coordsim.lesson.v1.rejected-<time>, and lesson.js says so (the catalogue's
// lesson.storage.*). If the copy cannot be made, nothing is saved this
// visit, so the stored text stays as it was. No words here.

/**
 * The lab's record, as load() reads it (the shape above).
 * @typedef {object} Saved
 * @property {number} at when it was last saved, ms since 1970 (0: before records said)
 * @property {number} step
 * @property {boolean[]} done
 * @property {Record<string, string>} notes
 * @property {Record<string, string>} answers
 * @property {Record<string, boolean>} revealed
 * @property {Record<string, boolean>} confirmed
 * @property {Record<string, number>} challenges
 * @property {Prediction | null} prediction
 * @property {Replay | null} replay
 * @property {Record<string, {query: string, sha: string}>} proofs
 * @property {Record<string, string>} solutions
 * @property {Record<string, Check>} checks
 * @property {Record<string, Attempt[]>} attempts
 * @property {number} submitted when the learner submitted the quiz under feedback=after, ms since 1970 (0: not)
 * @property {Record<string, RubricMarks>} marks
 * @property {{checks: Record<string, Check>, replay: Replay | null}} transfer
 * @property {{outline: Record<string, boolean>, slides: Slide[]}} explain
 * @property {{since: number, done: Record<string, ReviewDone>, open?: Record<string, number>}} review (open: the nonce of each review opened and not yet done)
 * @property {Record<string, Claim>} claims the learner's decision record (decision.js): claim id -> claim
 * @property {Proposal | null} proposal the learner's proposal for the long partition (proposal.js)
 */
/** @typedef {{outcome: string, partition: number, deadline: number, held?: number, uncertain?: number}} Prediction */
/** @typedef {{first: string, second: string, outcome: string}} Replay */
/** @typedef {{answer: string[], correct: boolean}} Check */
/** @typedef {{at: number, answer: string[], correct: boolean}} Attempt one check of a question's checked part, when, what and whether right */
/** @typedef {{rubric: Record<string, number>, items: boolean[]}} RubricMarks */
/** @typedef {{query: string, title: string, notes: string, ms: number}} Slide */
/** @typedef {{outcome: string, held: number | null, uncertain: number | null, right?: number}} Seen */
/** @typedef {{id: string, answer: string, correct: boolean}} ReviewAnswer */
/** @typedef {{at: number, predicted?: Seen, actual?: Seen, nonce?: number, items?: ReviewAnswer[]}} ReviewDone a review done: its items' answers (before reviews drew items: a prediction and what the run showed) */
/**
 * A claim of the learner's decision record (internal/claim's Claim, its
 * id the record's key); the verdict is never kept, the engine gives it.
 * @typedef {{kind: string, run: string, row?: number, defense?: string, invariant?: string, key?: string, told?: string,
 *   delivered?: number, applied?: number, why?: string}} Claim
 */
/**
 * The learner's proposal for the long partition (internal/analysis's Plan):
 * a deadline, a retention and a policy (0 and "" while unchosen), their
 * contract and decision in their words, and an alternative to compare.
 * @typedef {{deadline: number, retention: number, reconcile: string}} Choice
 * @typedef {Choice & {contract?: string, why?: string, alternative?: Choice}} Proposal
 */
/** @typedef {"lesson.progress.tooBig" | "lesson.progress.notJSON" | "lesson.progress.notProgress" | "lesson.progress.badFields"} ImportError */
/** @typedef {Record<string, any>} RawRecord a parsed JSON object, of a shape still to check */

import { learner, copyAside } from "./learner.js";

export const MAX_ATTEMPTS = 32; // tries kept per question: the first ones (grading=first reads the first)

// merge is merge.js's merge, loaded when two records first meet (an LMS's
// suspend data, a file, a carried record): most visits never merge.
const merge = (/** @type {Saved} */ a, /** @type {Saved} */ b) => import("./merge.js").then((m) => m.merge(a, b));

// The learner's own record (learner.js): coordsim.lesson.v1 for nobody in
// particular, as before; a named or an LMS's learner's under a key of
// their own. The shape is the same.
const KEY = learner.key;
const STEPS = 5;
/** @type {(o: unknown) => o is RawRecord} */
const plain = (o) => o !== null && typeof o === "object" && !Array.isArray(o);
/** @type {(v: unknown) => v is string} */
const isText = (v) => typeof v === "string";
/** @type {(v: unknown) => v is boolean} */
const isFlag = (v) => typeof v === "boolean";
/** @type {(v: unknown) => v is number} */
const isInt = (v) => Number.isSafeInteger(v);
let frozen = false; // the bad text could not be copied aside: keep it as it is

/**
 * entries keeps the entries of o that pass ok; bad says some did not, or
 * o is no object of entries at all.
 * @template T
 * @param {unknown} o
 * @param {(v: unknown) => v is T} ok
 * @param {() => void} bad
 * @returns {Record<string, T>}
 */
function entries(o, ok, bad) {
  if (o === undefined) return {};
  if (!plain(o)) return bad(), {};
  /** @type {Record<string, T>} */
  const out = {};
  for (const [k, v] of Object.entries(o)) {
    if (ok(v)) out[k] = v;
    else bad();
  }
  return out;
}

/**
 * shape reads a parsed record into the lesson's state, naming in wrong
 * the fields that were not of its shape.
 * @param {RawRecord} s
 * @param {string[]} wrong
 * @returns {Saved}
 */
function shape(s, wrong) {
  const bad = (/** @type {string} */ field) => () => { wrong.includes(field) || wrong.push(field); };
  const known = ["at", "step", "done", "notes", "answers", "revealed", "prediction", "confirmed", "challenges", "replay", "proofs", "solutions", "checks", "attempts", "submitted", "marks", "transfer", "explain", "review", "claims", "proposal"];
  if (Object.keys(s).some((k) => !known.includes(k))) wrong.push("lesson.storage.unknown");
  let step = 1;
  if (s.step !== undefined) {
    if (isInt(s.step) && s.step >= 1 && s.step <= STEPS) step = s.step;
    else bad("step")();
  }
  const doneOK = s.done === undefined || (Array.isArray(s.done) && s.done.length <= STEPS && s.done.every(isFlag));
  if (!doneOK) bad("done")();
  const p = s.prediction;
  const count = (/** @type {string} */ k) => p[k] === undefined || (isInt(p[k]) && p[k] >= 0); // held, uncertain: absent in older records
  const predOK = p === undefined || p === null || (plain(p) && isText(p.outcome) && /^[a-z][a-z0-9-]{0,63}$/.test(p.outcome) &&
    isInt(p.partition) && isInt(p.deadline) && count("held") && count("uncertain") &&
    Object.keys(p).every((k) => ["outcome", "partition", "deadline", "held", "uncertain"].includes(k)));
  if (!predOK) bad("prediction")();
  const hash = (/** @type {unknown} */ v) => isText(v) && /^[0-9a-f]{64}$/.test(v);
  const replayShape = (/** @type {unknown} */ r) => r === undefined || r === null || (plain(r) && hash(r.first) && hash(r.second) && isText(r.outcome) &&
    /^[a-z][a-z0-9-]{0,63}$/.test(r.outcome) && Object.keys(r).length === 3);
  const r = s.replay;
  const replayOK = replayShape(r);
  if (!replayOK) bad("replay")();
  /** @type {(v: unknown) => v is string} */
  const query = (v) => isText(v) && v.length <= 8192;
  /** @type {(v: unknown) => v is {query: string, sha: string}} */
  const proof = (v) => plain(v) && query(v.query) && hash(v.sha) && Object.keys(v).length === 2;
  /** @type {(v: unknown) => v is Check} */
  const check = (v) => plain(v) && Array.isArray(v.answer) && v.answer.length <= 16 && v.answer.every((a) => isText(a) && a.length <= 64) &&
    isFlag(v.correct) && Object.keys(v).length === 2;
  /** @type {(v: unknown) => v is Attempt[]} */
  const attempts = (v) => Array.isArray(v) && v.length <= MAX_ATTEMPTS && v.every((a) => plain(a) && isInt(a.at) && a.at >= 0 &&
    check({ answer: a.answer, correct: a.correct }) && Object.keys(a).length === 3);
  const level = (/** @type {unknown} */ v) => isInt(v) && v >= 0 && v <= 9;
  /** @type {(v: unknown) => v is RubricMarks} */
  const mark = (v) => plain(v) && plain(v.rubric) && Object.entries(v.rubric).every(([k, l]) => /^[a-z][a-z-]{0,39}$/.test(k) && level(l)) &&
    Array.isArray(v.items) && v.items.length <= 32 && v.items.every(isFlag) && Object.keys(v).length === 2;
  let submitted = 0; // when the quiz was submitted (feedback=after), ms since 1970
  if (s.submitted !== undefined) {
    if (isInt(s.submitted) && s.submitted >= 0) submitted = s.submitted;
    else bad("submitted")();
  }
  let at = 0; // when the record was last saved, ms since 1970 (0: before records said)
  if (s.at !== undefined) {
    if (isInt(s.at) && s.at >= 0) at = s.at;
    else bad("at")();
  }
  return {
    at,
    step,
    done: Array.from({ length: STEPS }, (_, i) => doneOK && Array.isArray(s.done) && s.done[i] === true),
    notes: entries(s.notes, isText, bad("notes")),
    answers: entries(s.answers, isText, bad("answers")),
    revealed: entries(s.revealed, isFlag, bad("revealed")),
    confirmed: entries(s.confirmed, isFlag, bad("confirmed")),
    challenges: entries(s.challenges, isInt, bad("challenges")), // id: the fewest moves it was solved in
    prediction: predOK && p ? Object.assign({ outcome: p.outcome, partition: p.partition, deadline: p.deadline },
      p.held === undefined ? {} : { held: p.held }, p.uncertain === undefined ? {} : { uncertain: p.uncertain }) : null,
    replay: replayOK && r ? { first: r.first, second: r.second, outcome: r.outcome } : null, // step 4's two runs
    proofs: entries(s.proofs, proof, bad("proofs")), // step: {query, sha} of the run it was completed on
    solutions: entries(s.solutions, query, bad("solutions")), // challenge id: its solution's share query
    checks: entries(s.checks, check, bad("checks")), // question id: its checked part as last answered
    attempts: entries(s.attempts, attempts, bad("attempts")), // question id: every check of it, in order
    submitted,
    marks: entries(s.marks, mark, bad("marks")), // question id: the learner's marks of the free answer
    transfer: transferOf(s.transfer, check, replayShape, bad("transfer")),
    explain: explainOf(s.explain, query, bad("explain")),
    review: reviewOf(s.review, bad("review")),
    claims: entries(s.claims, claimShape, bad("claims")), // claim id: the claim (decision.js)
    proposal: proposalOf(s.proposal, bad("proposal")),
  };
}

// The fields a claim has (internal/claim), their longest texts and
// largest counts.
const CLAIM_TEXTS = { kind: 64, run: 8192, defense: 64, invariant: 64, key: 200, told: 64, why: 20000 };
const CLAIM_COUNTS = ["row", "delivered", "applied"];
/** @type {(v: unknown) => v is Claim} */
const claimShape = (v) => plain(v) && isText(v.kind) && isText(v.run) && Object.entries(v).every(([k, x]) =>
  k in CLAIM_TEXTS ? isText(x) && x.length <= CLAIM_TEXTS[/** @type {keyof typeof CLAIM_TEXTS} */ (k)] : CLAIM_COUNTS.includes(k) && isInt(x) && x >= 0 && x <= 1e6);

/**
 * transferOf reads the transfer task's record: its items' checked
 * answers and its run's replay.
 * @param {unknown} t
 * @param {(v: unknown) => v is Check} check
 * @param {(r: unknown) => boolean} replayShape
 * @param {() => void} bad
 * @returns {Saved["transfer"]}
 */
function transferOf(t, check, replayShape, bad) {
  if (t === undefined) return { checks: {}, replay: null };
  if (!plain(t) || Object.keys(t).some((k) => k !== "checks" && k !== "replay") || !replayShape(t.replay)) return bad(), { checks: {}, replay: null };
  const r = t.replay;
  return { checks: entries(t.checks, check, bad), replay: r ? { first: r.first, second: r.second, outcome: r.outcome } : null };
}

/**
 * explainOf reads the explanation's record: the outline's points marked
 * and the slides (at most 60, each a share query, a title, notes and the
 * milliseconds it was presented).
 * @param {unknown} x
 * @param {(v: unknown) => v is string} query
 * @param {() => void} bad
 * @returns {Saved["explain"]}
 */
function explainOf(x, query, bad) {
  const blank = { outline: {}, slides: [] };
  if (x === undefined) return blank;
  const slide = (/** @type {unknown} */ v) => plain(v) && query(v.query) && isText(v.title) && v.title.length <= 200 && isText(v.notes) && v.notes.length <= 20000 &&
    isInt(v.ms) && v.ms >= 0 && Object.keys(v).length === 4;
  if (!plain(x) || Object.keys(x).some((k) => k !== "outline" && k !== "slides") || !Array.isArray(x.slides) || x.slides.length > 60 ||
    !x.slides.every(slide)) return bad(), blank;
  return { outline: entries(x.outline, isFlag, bad), slides: x.slides.map((/** @type {Slide} */ v) => ({ query: v.query, title: v.title, notes: v.notes, ms: v.ms })) };
}

/**
 * proposalOf reads the proposal: its three settings (whole numbers, a
 * policy's code), the learner's two texts and an alternative.
 * @param {unknown} x
 * @param {() => void} bad
 * @returns {Proposal | null}
 */
function proposalOf(x, bad) {
  if (x === undefined || x === null) return null;
  const num = (/** @type {unknown} */ v) => isInt(v) && v >= 0 && v <= 1e9;
  /** @type {(v: unknown) => v is Choice} */
  const choice = (v) => plain(v) && num(v.deadline) && num(v.retention) && isText(v.reconcile) && v.reconcile.length <= 64;
  const text = (/** @type {unknown} */ v) => v === undefined || (isText(v) && v.length <= 20000);
  const r = /** @type {RawRecord} */ (x);
  if (!plain(r) || !choice(x) || !text(r.contract) || !text(r.why) || (r.alternative !== undefined && !choice(r.alternative)) ||
    Object.keys(r).some((k) => !["deadline", "retention", "reconcile", "contract", "why", "alternative"].includes(k))) return bad(), null;
  /** @type {(c: RawRecord) => Choice} */
  const copy = (c) => ({ deadline: c.deadline, retention: c.retention, reconcile: c.reconcile });
  return Object.assign(copy(r), r.contract === undefined ? {} : { contract: r.contract }, r.why === undefined ? {} : { why: r.why },
    r.alternative === undefined ? {} : { alternative: copy(r.alternative) });
}

/**
 * reviewOf reads the spaced review's record: when the lab was done, and
 * each review done with its prediction and what the run showed.
 * @param {unknown} r
 * @param {() => void} bad
 * @returns {Saved["review"]}
 */
function reviewOf(r, bad) {
  const blank = { since: 0, done: {} };
  if (r === undefined) return blank;
  const count = (/** @type {unknown} */ v) => v === null || (isInt(v) && v >= 0);
  const seen = (/** @type {unknown} */ v) => plain(v) && isText(v.outcome) && v.outcome.length <= 64 && count(v.held) && count(v.uncertain);
  /** @type {(v: unknown) => v is number} */
  const nonce = (v) => isInt(v) && /** @type {number} */ (v) > 0;
  const answer = (/** @type {unknown} */ v) => plain(v) && isText(v.id) && v.id.length <= 64 && isText(v.answer) && v.answer.length <= 64 && isFlag(v.correct);
  /** @type {(v: unknown) => v is ReviewDone} */
  const done = (v) => plain(v) && isInt(v.at) && (seen(v.predicted) && seen(v.actual) && (v.actual.right === undefined || isInt(v.actual.right)) ||
    nonce(v.nonce) && Array.isArray(v.items) && v.items.length <= 16 && v.items.every(answer));
  if (!plain(r) || !isInt(r.since) || r.since < 0 || Object.keys(r).some((k) => !["since", "done", "open"].includes(k))) return bad(), blank;
  const open = entries(r.open, nonce, bad);
  return Object.assign({ since: r.since, done: entries(r.done, done, bad) }, Object.keys(open).length ? { open } : {});
}

// setAside copies raw to a key of its own and returns that key, or null.
const setAside = (/** @type {string} */ raw) => copyAside(raw, KEY + ".rejected-" + new Date().toISOString());

// load is {saved, rejected}: rejected is null, or {fields, aside} with
// fields the field names (or lesson.storage.* keys) left out and aside
// the key the stored text was copied to (null when it could not be).
// Every file of the page shares the one record (lesson.js's lab,
// challenges.js's solved challenges): it is read once.
/** @typedef {{saved: Saved, rejected: {fields: string[], aside: string | null} | null}} Loaded */
/** @type {Loaded | null} */
let loaded = null;
/** @returns {Loaded} */
function load() {
  if (!loaded) loaded = read();
  return loaded;
}

/** @returns {Loaded} */
function read() {
  let raw = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch (e) {
    return { saved: shape({}, []), rejected: null }; // storage is off: nothing stored to lose
  }
  if (raw === null || raw === "") return { saved: shape({}, []), rejected: null };
  /** @type {string[]} */
  const wrong = [];
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    parsed = undefined;
  }
  if (!plain(parsed)) wrong.push("lesson.storage.whole");
  const saved = shape(plain(parsed) ? parsed : {}, wrong);
  if (!wrong.length) return { saved, rejected: null };
  let aside = null;
  try {
    aside = setAside(raw);
  } catch (e) {
    aside = null;
  }
  frozen = aside === null;
  if (!frozen) save(saved); // what the page shows, so lab.md and the next visit read the same
  return { saved, rejected: { fields: wrong, aside } };
}

// save stores saved and says whether it could: false when storage is
// off, full or refused (the lab still works for this visit, and says so).
/** @type {((ok: boolean) => void)[]} */
const savers = []; // told of each save and whether it could be made (keep.js, course.js)
function save(/** @type {Saved} */ saved) {
  saved.at = Math.max(Date.now(), (saved.at || 0) + 1); // newer than any record it was merged with
  let ok = !frozen;
  try {
    if (ok) localStorage.setItem(KEY, JSON.stringify(saved));
  } catch (e) {
    ok = false;
  }
  for (const f of savers) f(ok);
  return ok;
}
const onSave = (/** @type {(ok: boolean) => void} */ f) => savers.push(f);

// stored is the record another tab of this browser stored under KEY
// (keep.js merges it in), shaped; null when it is not a whole record.
function stored(/** @type {string} */ raw) {
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    return null;
  }
  /** @type {string[]} */
  const wrong = [];
  const saved = plain(parsed) ? shape(parsed, wrong) : null;
  return saved && !wrong.length ? saved : null;
}

// A progress file (#progress-export) is the record under a header naming
// its format, so a file of anything else is refused by name.
const FORMAT = "coordsim.progress.v1";
const MAX_FILE = 1 << 20; // bytes; a lab's notes are a few kilobytes

function exportText(/** @type {Saved} */ saved) {
  return JSON.stringify({ format: FORMAT, progress: saved }, null, 2) + "\n";
}
// compactText is the same record on one line (an LMS's suspend data).
const compactText = (/** @type {Saved} */ saved) => JSON.stringify({ format: FORMAT, progress: saved });

// importText reads a progress file's text: {saved}, or {error, fields}
// with error a lesson.progress.* key and fields what was not of the
// record's shape. Nothing of a refused file is taken.
/**
 * @param {string} text
 * @returns {{saved: Saved, error?: undefined, fields?: undefined} | {error: ImportError, fields: string[], saved?: undefined}}
 */
function importText(text) {
  if (text.length > MAX_FILE) return { error: "lesson.progress.tooBig", fields: [] };
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { error: "lesson.progress.notJSON", fields: [] };
  }
  if (!plain(parsed) || parsed.format !== FORMAT || !plain(parsed.progress)) return { error: "lesson.progress.notProgress", fields: [] };
  /** @type {string[]} */
  const wrong = [];
  const saved = shape(parsed.progress, wrong);
  if (wrong.length) return { error: "lesson.progress.badFields", fields: wrong };
  return { saved };
}

// What an LMS keeps of the record only in part (scorm.js): [] when it
// keeps it whole, else the parts cut or left out ("notes", "slides",
// "runs", or "all" when nothing fits and it keeps an older record);
// keep.js says so in the page.
let lmsLost = /** @type {string[]} */ ([]);
/** @type {((lost: string[]) => void)[]} */
const lmsListeners = [];
function noteLMS(/** @type {string[]} */ lost) {
  if (lost.join() === lmsLost.join()) return;
  lmsLost = lost;
  for (const f of lmsListeners) f(lost);
}
const onLMS = (/** @type {(lost: string[]) => void} */ f) => (lmsListeners.push(f), f(lmsLost));

// claimList is saved's claims in the order they were made (c1, c2, ...,
// c10), each with its id: how the engine is given them.
const claimList = (/** @type {Saved} */ saved) => Object.entries(saved.claims).map(([id, c]) => Object.assign({ id }, c))
  .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
// work is the learner's own work the assessments' items are checked
// against (quiz.Work): claims, steps done, step 4's replay.
const work = (/** @type {Saved} */ saved) => ({ claims: claimList(saved), done: saved.done.slice(),
  replayed: !!saved.replay && saved.replay.first === saved.replay.second });

export const progress = { claimList, work, KEY, MAX_FILE, MAX_ATTEMPTS, load, save, onSave, merge, noteLMS, onLMS, exportText, compactText, importText, stored };
