"use strict";
// Prints one Lighthouse report's four category scores and the metrics the
// budgets name (DESIGN, Budgets), on one line.
const fs = require("fs");
const [file, page, preset] = process.argv.slice(2);
const lhr = JSON.parse(fs.readFileSync(file, "utf8"));
const score = (c) => (lhr.categories[c] ? Math.round(lhr.categories[c].score * 100) : "-");
const num = (a, unit, digits) => {
  const v = lhr.audits[a] && lhr.audits[a].numericValue;
  return v === undefined ? "-" : (unit === "s" ? (v / 1000).toFixed(2) + " s" : unit === "ms" ? Math.round(v) + " ms" : v.toFixed(digits));
};
console.log(
  `${page.padEnd(11)} ${preset.padEnd(7)} performance ${score("performance")}, accessibility ${score("accessibility")}, ` +
    `best practices ${score("best-practices")}, SEO ${score("seo")}; CLS ${num("cumulative-layout-shift", "", 3)}, ` +
    `TBT ${num("total-blocking-time", "ms")}, FCP ${num("first-contentful-paint", "s")}, LCP ${num("largest-contentful-paint", "s")}`,
);
