// Whose lab record this is, beside progress.js: a shared browser (a lab
// PC) must never show one learner another's work, nor report it to an LMS
// as theirs. The learner is the LMS's (SCORM 1.2's cmi.core.student_id)
// in this course (the package's address: an LMS serves each course's
// package from its own), else the name a learner gave this browser, else
// nobody in particular: the anonymous record every earlier version kept,
// under the same key. Each has a record of its own in localStorage. A
// record is set aside (copied to a key of its own, then removed from the
// learner's), never deleted: by "not you? start fresh" (keep.js) when it
// is the anonymous one, and by an LMS's first launch of a learner
// (cmi.core.entry "ab-initio" with no suspend data), which starts blank
// whatever the browser holds. No words here.

import { findLMS } from "./lmsapi.js";

const KEY = "coordsim.lesson.v1";
const PROFILE = "coordsim.learner"; // the name this browser's learner gave ("" or none: anonymous)
const ASIDE = "coordsim.learner.aside"; // sessionStorage: the key a record was just set aside under, to say so once
const MAX_NAME = 64;
/** @typedef {import("./lmsapi.js").LMS} LMS */

/**
 * Who the record belongs to: kind says how the page knows.
 * @typedef {{kind: "lms" | "named" | "anonymous", id: string, name: string, key: string}} Learner
 */

/** @type {(k: string) => string | null} */
const get = (k) => {
  try {
    return localStorage.getItem(k);
  } catch (e) {
    return null; // storage is off: there is nothing to read or set aside
  }
};

// copyAside copies raw to a key of its own, base or base-2, -3, ...,
// and returns that key once it reads back the same, else null (storage
// full or refused throws: the caller decides what that means).
function copyAside(/** @type {string} */ raw, /** @type {string} */ base) {
  let copy = base;
  for (let n = 2; localStorage.getItem(copy) !== null; n++) copy = base + "-" + n;
  localStorage.setItem(copy, raw);
  return localStorage.getItem(copy) === raw ? copy : null;
}

// aside copies the record under key to a key of its own and removes it
// from key once the copy reads back the same; it returns the copy's key,
// or null when there was nothing to set aside or it could not be copied
// (then the record stays where it was).
function aside(/** @type {string} */ key) {
  const raw = get(key);
  if (raw === null || raw === "") return null;
  try {
    const copy = copyAside(raw, key + ".aside-" + new Date().toISOString());
    if (copy !== null) localStorage.removeItem(key);
    return copy;
  } catch (e) {
    return null;
  }
}

const clean = (/** @type {unknown} */ v) => (typeof v === "string" ? v.trim().slice(0, MAX_NAME) : "");

// The LMS, initialized once here (scorm.js reports to it), so that its
// learner is known before the record is first read.
const api = findLMS();
/** @type {{api: LMS, entry: string} | null} */
const lms = api && api.initialize() ? { api, entry: api.get("entry") } : null;

// launchQuery is the page's query as it starts: its address's, with the
// LMS's launch data (cmi.launch_data: the package's settings again, for an
// LMS that drops the launch address's query) for what the address does not
// say, and the language the learner chose under this LMS before (scorm.js
// keeps it there) in place of the package's, unless the course fixed it.
function launchQuery() {
  const q = new URLSearchParams(location.search);
  if (!lms) return location.search;
  for (const [k, v] of new URLSearchParams(lms.api.get("launch_data"))) if (!q.has(k)) q.set(k, v);
  const chosen = lms.api.get("language");
  const locked = (q.get("lock") || "").split(",").includes("lang");
  if (chosen !== "" && !locked && /^[a-z]{2}$/.test(chosen)) q.set("lang", chosen);
  const text = q.toString();
  return text === "" ? "" : "?" + text;
}

/** @returns {Learner} */
function who() {
  const id = lms ? clean(lms.api.get("learner_id")) : "";
  if (lms && id !== "") {
    const course = location.pathname.replace(/[^/]*$/, ""); // the package's folder
    return { kind: "lms", id, name: clean(lms.api.get("learner_name")) || id, key: KEY + "@lms:" + course + ":" + id };
  }
  const name = clean(get(PROFILE));
  return name === "" ? { kind: "anonymous", id: "", name: "", key: KEY } : { kind: "named", id: "", name, key: KEY + "@name:" + name };
}

const learner = who();
// An LMS's first launch of this learner, with nothing kept: blank, whatever
// this browser holds under their key (an earlier attempt, a test run).
/** @type {string | null} */
let setAside = null;
if (lms && learner.kind === "lms" && lms.entry === "ab-initio" && !lms.api.get("suspend_data")) setAside = aside(learner.key);
try {
  setAside = setAside || sessionStorage.getItem(ASIDE);
  sessionStorage.removeItem(ASIDE);
} catch (e) {
  // no session storage: the page just does not say it
}

// startFresh is "not you?": the anonymous record (everybody's, on this
// browser) is set aside, and the page is to be loaded again for the
// learner named (or, with "", nobody in particular); a named learner's
// record stays theirs, found again under their name. It returns whether
// the learner could be changed (storage may be off).
function startFresh(/** @type {string} */ name) {
  const key = aside(KEY);
  try {
    if (clean(name) === "") localStorage.removeItem(PROFILE);
    else localStorage.setItem(PROFILE, clean(name));
    if (key) sessionStorage.setItem(ASIDE, key);
    return true;
  } catch (e) {
    return false;
  }
}

export { learner, lms, launchQuery, startFresh, setAside, copyAside, MAX_NAME };
