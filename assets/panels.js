"use strict";
// The run's panels, beside app.js: problems, the outcome, users' results,
// the invariants' verdicts, the counts and the trace table (#trace). They
// follow each view app.js shows (coordsim:view; this file's listener is the
// first, so lesson.js, views.js and compare.js mark the rows it leaves).
// A slider step changes a few words and ticks: each panel is built fresh
// and patched into the page (coordsimDOM), so only those change there.
// Like app.js it holds no words: sentences come from the view, labels from
// labels.js. Everything is shown with textContent, never as HTML.
(() => {
  const $ = (id) => document.getElementById(id);
  const LABELS = window.coordsimLabels || { langs: [], text: {} };
  const { setText, setAttr, patch } = window.coordsimDOM;
  let lang = "";
  const tr = (key) => (LABELS.text[lang] || {})[key] ?? "";
  const make = (tag, className, text) => {
    const e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  };

  function renderProblems(problems) {
    const box = $("problems");
    patch(box, problems.map((p) => make("p", "", p.text)));
    if (box.hidden !== (problems.length === 0)) box.hidden = problems.length === 0;
  }

  let usersFor = "";
  function renderOutcome(v) {
    const out = $("outcome");
    setAttr(out, "data-outcome", v.outcome);
    setAttr(out, "class", v.outcome);
    patch(out, [make("strong", "", v.outcome), make("span", "", " " + v.outcomeText)]);
    out.removeAttribute("aria-busy");

    setText($("told"), v.told);
    // A long list folds away (until opened) so the invariants stay in view.
    setText($("users-summary"), v.usersText);
    if (usersFor !== v.params.scenario) {
      usersFor = v.params.scenario;
      $("users-box").open = v.users.length <= 4;
    }
    patch($("users"), v.users.map((u) => make("li", u.status, u.sentence)));
    setText($("invariants"), v.invariantsText);
    $("invariants").classList.toggle("broken", v.invariants.some((i) => !i.holds));
    renderInvariants(v);
    setText($("counts"), v.countsText);
  }

  // renderInvariants lists the verdicts; a broken one says why and offers a
  // button that moves the playhead to where it first broke.
  function renderInvariants(v) {
    patch($("invariant-list"), v.invariants.map((inv) => {
      const li = make("li", inv.holds ? "holds" : "broken");
      const verdict = make("span", "verdict", (inv.holds ? "✓ " : "✗ ") + tr(inv.holds ? "page.holds" : "page.broken"));
      const name = make("span", "name", " " + inv.title + " ");
      li.title = inv.explain;
      li.append(verdict, name, make("code", "", inv.name));
      if (!inv.holds) {
        const jump = make("button", "jump", inv.jump);
        jump.type = "button";
        jump.dataset.tick = String(inv.tick);
        jump.dataset.row = String(inv.row);
        jump.setAttribute("aria-label", inv.jumpLabel);
        li.append(make("span", "detail", inv.broke || ""), jump);
      }
      return li;
    }));
  }
  // The jump buttons come and go with the view: one listener on their list.
  $("invariant-list").addEventListener("click", (e) => {
    const b = e.target.closest("button.jump");
    if (b) jumpTo(Number(b.dataset.tick), Number(b.dataset.row));
  });

  function jumpTo(tick, row) {
    window.dispatchEvent(new CustomEvent("coordsim:seek", { detail: tick })); // app.js moves the playhead
    const rows = $("trace").tBodies[0].rows;
    for (const r of rows) r.classList.remove("current");
    if (row >= 0 && rows[row]) {
      rows[row].classList.add("current");
      rows[row].scrollIntoView({ block: "center" }); // in its box, and the box on screen
    }
  }

  // renderTrace shows the run's trace; rows others marked (the playhead,
  // the lesson, a divergence, a jump) start unmarked, as rows built anew.
  function renderTrace(v) {
    const broken = new Set(v.invariants.filter((inv) => !inv.holds && inv.row >= 0).map((inv) => inv.row));
    patch($("trace").tBodies[0], v.trace.map((r, i) => {
      const row = document.createElement("tr");
      row.dataset.tick = String(r.tick);
      row.className = [r.effect && "effect-" + r.effect, "kind-" + r.kind, r.delivery && "delivery-" + r.delivery,
        broken.has(i) && "violation"].filter(Boolean).join(" ");
      const cells = [String(i + 1), String(r.tick), r.event + (r.kind && r.kind !== "deliver" ? ` (${r.kind})` : ""),
        r.delivery, r.seq === null ? "" : String(r.seq), r.effect, r.result || r.note || ""];
      for (const c of cells) row.append(make("td", "", c));
      return row;
    }));
  }

  window.addEventListener("coordsim:view", (e) => {
    const v = e.detail;
    lang = v.params.lang;
    renderProblems(v.problems);
    renderOutcome(v);
    renderTrace(v);
  });
})();
