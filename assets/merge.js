// Two records of one learner made one, beside progress.js: this
// browser's and an LMS's suspend data, or a progress file imported
// (progress.merge, which loads this file when two records first meet: a
// visit without an LMS or an import never does). No words here.

/** @typedef {import("./progress.js").Saved} Saved */
/** @typedef {import("./progress.js").Slide} Slide */
/** @typedef {import("./progress.js").Attempt} Attempt */

import { MAX_ATTEMPTS } from "./progress.js";

const STEPS = 5;

// merge is one record of the learner's two (this browser's and an LMS's
// or a file's), item by item, never one replacing the other: a step done
// stays done; of two texts where one starts with the other (an LMS's
// copy cut to fit), the longer; the fewest moves of a challenge; an item
// only one has, that one's; otherwise the newer record's (by its at).
// Neither argument is changed.
/**
 * @param {Saved} a
 * @param {Saved} b
 * @returns {Saved}
 */
export function merge(a, b) {
  const [older, newer] = (b.at || 0) > (a.at || 0) ? [a, b] : [b, a];
  const longer = (/** @type {string} */ x, /** @type {string} */ y) => (x.startsWith(y) ? x : y.startsWith(x) ? y : null);
  const texts = (/** @type {Record<string, string>} */ o, /** @type {Record<string, string>} */ n) => union(o, n, (x, y) => longer(x, y) ?? y);
  /** @type {<T>(o: Record<string, T>, n: Record<string, T>) => Record<string, T>} */
  const items = (o, n) => union(o, n, (x, y) => y);
  /** @type {<T>(x: T, y: T) => T} */
  const either = (x, y) => y ?? x;
  const earliest = (/** @type {number} */ x, /** @type {number} */ y) => (x > 0 && y > 0 ? Math.min(x, y) : x || y);
  const slides = (/** @type {Slide[]} */ o, /** @type {Slide[]} */ n) => {
    if (!n.length) return o;
    return n.map((sl, i) => {
      const was = o[i];
      return was && was.query === sl.query ? Object.assign({}, sl, { notes: longer(was.notes, sl.notes) ?? sl.notes }) : sl;
    });
  };
  const od = older.done || [], nd = newer.done || [];
  return {
    at: Math.max(older.at || 0, newer.at || 0),
    step: newer.step || older.step,
    done: Array.from({ length: STEPS }, (_, i) => od[i] === true || nd[i] === true),
    notes: texts(older.notes, newer.notes),
    answers: texts(older.answers, newer.answers),
    revealed: union(older.revealed, newer.revealed, (x, y) => x || y),
    confirmed: items(older.confirmed, newer.confirmed),
    challenges: union(older.challenges, newer.challenges, Math.min),
    prediction: either(older.prediction, newer.prediction),
    replay: either(older.replay, newer.replay),
    proofs: items(older.proofs, newer.proofs),
    solutions: items(older.solutions, newer.solutions),
    checks: items(older.checks, newer.checks),
    attempts: union(older.attempts, newer.attempts, bothTries),
    submitted: earliest(older.submitted || 0, newer.submitted || 0), // once submitted, submitted
    marks: items(older.marks, newer.marks),
    transfer: { checks: items(older.transfer.checks, newer.transfer.checks), replay: either(older.transfer.replay, newer.transfer.replay) },
    explain: { outline: items(older.explain.outline, newer.explain.outline), slides: slides(older.explain.slides, newer.explain.slides) },
    review: Object.assign({
      since: earliest(older.review.since, newer.review.since), // when the lab was first done
      done: items(older.review.done, newer.review.done),
    }, older.review.open || newer.review.open ? { open: items(older.review.open || {}, newer.review.open || {}) } : {}),
    claims: union(older.claims, newer.claims, (x, y) => Object.assign({}, y, { why: longer(x.why || "", y.why || "") ?? y.why })),
    proposal: older.proposal && newer.proposal ? Object.assign({}, newer.proposal, {
      contract: longer(older.proposal.contract || "", newer.proposal.contract || "") ?? newer.proposal.contract,
      why: longer(older.proposal.why || "", newer.proposal.why || "") ?? newer.proposal.why,
    }) : newer.proposal || older.proposal || null,
  };
}

/**
 * bothTries is two records' attempts at one question, each once, in the
 * order they were made (the first MAX_ATTEMPTS).
 * @param {Attempt[]} x
 * @param {Attempt[]} y
 * @returns {Attempt[]}
 */
function bothTries(x, y) {
  const seen = new Set();
  return [...x, ...y].filter((a) => {
    const k = a.at + "|" + a.answer.join("\u0000");
    return !seen.has(k) && seen.add(k);
  }).sort((a, b) => a.at - b.at).slice(0, MAX_ATTEMPTS);
}

/**
 * union is o's and n's entries, pick(o's, n's) where both have one.
 * @template T
 * @param {Record<string, T> | undefined} o
 * @param {Record<string, T> | undefined} n
 * @param {(x: T, y: T) => T} pick
 * @returns {Record<string, T>}
 */
function union(o = {}, n = {}, pick) {
  const out = Object.assign({}, o);
  for (const [k, v] of Object.entries(n)) out[k] = k in out ? pick(out[k], v) : v;
  return out;
}

