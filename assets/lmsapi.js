// An LMS's SCORM API, either edition, as one object: learner.js finds and
// initializes it, scorm.js reports to it. SCORM 2004 (API_1484_11) is
// looked for first, then SCORM 1.2 (API), in this window or one above it;
// the two differ in their calls' names, their data model's names and a
// few formats (a session's time, a status, an interaction's answer and
// result), which are all here, so that no other file knows the edition.
// No words here.

/**
 * The calls of either edition's API, as an LMS puts it in a window.
 * @typedef {{LMSInitialize(e: ""): string, LMSFinish(e: ""): string, LMSCommit(e: ""): string, LMSGetValue(n: string): string, LMSSetValue(n: string, v: string): string}} API12
 * @typedef {{Initialize(e: ""): string, Terminate(e: ""): string, Commit(e: ""): string, GetValue(n: string): string, SetValue(n: string, v: string): string}} API2004
 */
/**
 * A graded try of one of the quiz's questions, as an interaction.
 * @typedef {{id: string, kind: string, answer: string[], correct: boolean, at: number, latencyMs: number}} Interaction
 */

/** The data model's names the page uses, in each edition (language: the
 * learner's preferred language, which scorm.js keeps). */
const NAMES = {
  "1.2": {
    learner_id: "cmi.core.student_id", learner_name: "cmi.core.student_name", entry: "cmi.core.entry",
    suspend_data: "cmi.suspend_data", launch_data: "cmi.launch_data", mode: "cmi.core.lesson_mode",
    credit: "cmi.core.credit", exit: "cmi.core.exit", session_time: "cmi.core.session_time",
    interactions: "cmi.interactions._count", score: "cmi.core.score.", language: "cmi.student_preference.language",
  },
  "2004": {
    learner_id: "cmi.learner_id", learner_name: "cmi.learner_name", entry: "cmi.entry",
    suspend_data: "cmi.suspend_data", launch_data: "cmi.launch_data", mode: "cmi.mode",
    credit: "cmi.credit", exit: "cmi.exit", session_time: "cmi.session_time",
    interactions: "cmi.interactions._count", score: "cmi.score.", language: "cmi.learner_preference.language",
  },
};

const two = (/** @type {number} */ n) => String(n).padStart(2, "0");
// hhmmss is whole seconds as SCORM 1.2's CMITimespan writes them,
// HHHH:MM:SS.
const hhmmss = (/** @type {number} */ s) => String(Math.floor(s / 3600)).padStart(4, "0") + ":" + two(Math.floor(s / 60) % 60) + ":" + two(s % 60);

/**
 * The LMS, in the page's terms.
 * @param {"1.2" | "2004"} edition
 * @param {any} api the LMS's object (either typedef above)
 */
function wrap(edition, api) {
  const v12 = edition === "1.2";
  const names = NAMES[edition];
  /** @type {(n: string) => string} */
  const getRaw = (n) => String(v12 ? api.LMSGetValue(n) : api.GetValue(n));
  /** @type {(n: string, v: string) => void} */
  const setRaw = (n, v) => void (v12 ? api.LMSSetValue(n, v) : api.SetValue(n, v));
  return {
    edition,
    // SCORM 1.2's suspend data is a CMIString4096; 2004's 64,000 characters.
    maxSuspend: v12 ? 4096 : 64000,
    initialize: () => String(v12 ? api.LMSInitialize("") : api.Initialize("")) === "true",
    /** @param {keyof typeof NAMES["1.2"]} name */
    get: (name) => getRaw(names[name]),
    /** @param {"suspend_data" | "exit" | "session_time" | "language"} name @param {string} value */
    set: (name, value) => setRaw(names[name], value),
    commit: () => void (v12 ? api.LMSCommit("") : api.Commit("")),
    finish: () => void (v12 ? api.LMSFinish("") : api.Terminate("")),
    // mastery is the share of the score the course asks to pass (0..1), or
    // null when the LMS sets none: 1.2's mastery_score (of score.raw, 0..100),
    // 2004's scaled_passing_score (-1..1).
    mastery() {
      const text = v12 ? getRaw("cmi.student_data.mastery_score") : getRaw("cmi.scaled_passing_score");
      const n = text.trim() === "" ? NaN : Number(text);
      return Number.isFinite(n) ? Math.min(1, Math.max(0, v12 ? n / 100 : n)) : null;
    },
    // reached is what the LMS kept of the learner's status: "passed",
    // "completed" (or failed) or "incomplete" (or none yet).
    reached() {
      if (v12) {
        const s = getRaw("cmi.core.lesson_status");
        return s === "passed" ? "passed" : s === "completed" || s === "failed" ? "completed" : "incomplete";
      }
      if (getRaw("cmi.success_status") === "passed") return "passed";
      return getRaw("cmi.completion_status") === "completed" ? "completed" : "incomplete";
    },
    // status tells the LMS what the learner reached ("incomplete",
    // "completed", "passed"), in a browse-mode launch (1.2 says "browsed";
    // 2004 no success), and whether a mastery score was set and missed.
    /** @param {"incomplete" | "completed" | "passed"} reached @param {{browse: boolean, failed: boolean}} how */
    status(reached, { browse, failed }) {
      if (v12) return setRaw("cmi.core.lesson_status", browse ? "browsed" : reached === "completed" && failed ? "failed" : reached);
      setRaw("cmi.completion_status", reached === "incomplete" ? "incomplete" : "completed");
      setRaw("cmi.success_status", browse ? "unknown" : reached === "passed" ? "passed" : failed ? "failed" : "unknown");
    },
    /** @param {number} raw the score, 0..100 */
    score(raw) {
      setRaw(names.score + "min", "0");
      setRaw(names.score + "max", "100");
      setRaw(names.score + "raw", String(raw));
      if (!v12) setRaw("cmi.score.scaled", String(raw / 100));
    },
    // sessionTime is ms as the edition writes a session's time: 1.2's
    // HHHH:MM:SS, 2004's ISO 8601 duration.
    sessionTime(/** @type {number} */ ms) {
      const s = Math.floor(ms / 1000);
      if (!v12) return "PT" + Math.floor(s / 3600) + "H" + (Math.floor(s / 60) % 60) + "M" + (s % 60) + "S";
      return hhmmss(s);
    },
    // interaction writes a graded try as interaction n: its question, its
    // kind, the learner's answer, right or wrong, when and how long it took.
    interaction(/** @type {number} */ n, /** @type {Interaction} */ i) {
      const at = `cmi.interactions.${n}.`;
      const when = new Date(i.at);
      const count = i.kind === "count";
      setRaw(at + "id", i.id);
      setRaw(at + "type", count ? "fill-in" : "choice");
      if (v12) {
        setRaw(at + "time", two(when.getHours()) + ":" + two(when.getMinutes()) + ":" + two(when.getSeconds()));
        setRaw(at + "student_response", i.answer.join(","));
        setRaw(at + "result", i.correct ? "correct" : "wrong");
        const cs = Math.round(i.latencyMs / 10);
        setRaw(at + "latency", hhmmss(Math.floor(cs / 100)) + "." + two(cs % 100));
        return;
      }
      setRaw(at + "timestamp", when.toISOString().slice(0, 19));
      setRaw(at + "learner_response", i.answer.join("[,]"));
      setRaw(at + "result", i.correct ? "correct" : "incorrect");
      setRaw(at + "latency", "PT" + (Math.round(i.latencyMs / 10) / 100) + "S");
    },
  };
}
/** @typedef {ReturnType<typeof wrap>} LMS */

// findLMS is an LMS's API in this window or one above it (its parents,
// then its opener's), 2004's before 1.2's, or null: a window of another
// origin cannot be read, so the search stops there.
/** @returns {LMS | null} */
function findLMS() {
  // w is any window up the chain, of this origin or another (reading
  // another's throws): what it holds is looked at, not trusted.
  for (let w = /** @type {any} */ (window), n = 0, opener = false; n < 16; n++) {
    try {
      if (w.API_1484_11 && typeof w.API_1484_11.Initialize === "function") return wrap("2004", w.API_1484_11);
      if (w.API && typeof w.API.LMSInitialize === "function") return wrap("1.2", w.API);
      if (w.parent !== w) w = w.parent;
      else if (!opener && window.opener) [w, opener] = [window.opener, true];
      else return null;
    } catch (e) {
      return null;
    }
  }
  return null;
}

export { findLMS };
