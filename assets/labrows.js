// Where the lab names what it found in the trace, beside lesson.js: the
// reorder (step 2) and the reuse (step 3) marked on their rows once the
// step is done, and nowhere else (panels.js updates the rows in place).
// No words here: the marks' titles are the reply's.
import { setAttr, setClass } from "./dom.js";

/** @type {HTMLTableRowElement[]} */
let marked = []; // the rows marked last time

/**
 * mark names the reorder and the reuse in table's rows, as far as the
 * steps that find them are done.
 * @param {HTMLTableElement} table the trace
 * @param {Lab} lab the run's lab facts
 * @param {boolean} reorder step 2 is done
 * @param {boolean} reuse step 3 is done
 */
function mark(table, lab, reorder, reuse) {
  const rows = table.tBodies[0].rows;
  /** @type {[Mark, string][]} */
  const marks = [];
  if (reorder && lab.reorder && rows[lab.reorder.row]) marks.push([lab.reorder, "lab-reorder"]);
  if (reuse && lab.reuse && rows[lab.reuse.row]) marks.push([lab.reuse, "lab-reuse"]);
  const now = marks.map(([m]) => rows[m.row]);
  for (const row of marked) {
    if (now.includes(row)) continue;
    setClass(row, "lab-reorder", false);
    setClass(row, "lab-reuse", false);
    row.removeAttribute("title");
  }
  for (const row of now) {
    const mine = marks.filter(([m]) => rows[m.row] === row);
    for (const cls of ["lab-reorder", "lab-reuse"]) setClass(row, cls, mine.some(([, c]) => c === cls));
    setAttr(row, "title", mine[mine.length - 1][0].text);
  }
  marked = now;
}

export const labRows = { mark };
