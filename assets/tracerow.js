// A trace row's cells and classes, as #trace and compare's run B show
// them: the entry's codes said in words (the reply's said), each code
// kept in its cell's title for the curious and in the row's classes.

/**
 * traceCells is row r's cells, the i-th of its trace: [text, title].
 * @param {Row} r
 * @param {number} i
 * @returns {[string, string][]}
 */
export function traceCells(r, i) {
  const s = r.said;
  return [[String(i + 1), ""], [String(r.tick), ""], [r.event + (s.kind ? ` (${s.kind})` : ""), s.kind ? r.kind : ""],
    [s.delivery, r.delivery], [r.seq === null || r.seq === undefined ? "" : String(r.seq), ""], [s.effect, r.effect],
    [r.result || r.note || "", s.rejected]];
}

/** traceClasses is row r's classes: its effect, kind and delivery. */
export const traceClasses = (/** @type {Row} */ r) =>
  [r.effect && "effect-" + r.effect, "kind-" + r.kind, r.delivery && "delivery-" + r.delivery].filter(Boolean);
