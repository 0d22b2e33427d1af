// The lesson's transfer task (#transfer), built by lesson.js through
// build(): the task as the lesson states it, its setup (the partition
// between sites made two hours long), its items, each a checked part read
// off that run (quiz.js's, graded against internal/quiz's Transfer), and a
// replay of the run. Done once every item is right and the run replayed
// identical. Kept in the lab's record (progress.js: transfer). No words
// here: text() is lesson.js's, from the catalogue.
import { $, el, setText } from "./dom.js";
import { store } from "./store.js";
import { checkPart } from "./quiz.js";
import { score } from "./score.js";

const frame = store.frame;

/** @type {import("./lesson.js").LessonCtx | null} */
let ctx = null;
// built is the lesson's context, for what runs once build has had it.
const built = () => /** @type {import("./lesson.js").LessonCtx} */ (ctx);

// record is the transfer's part of the lab's record, made on first use.
const record = () => built().saved.transfer || (built().saved.transfer = { checks: {}, replay: null });

function build(/** @type {import("./lesson.js").LessonCtx} */ lessonCtx) {
  ctx = lessonCtx;
  const t = lessonCtx.lesson.transfer;
  setText($("transfer-task"), t.task);
  setText($("transfer-changed"), t.changed);
  setText($("transfer-expected"), t.expected);
  const setup = $("transfer-setup");
  setText(setup, t.setup.label);
  setup.onclick = () => lessonCtx.show(t.setup.params);
  $("transfer-replay").onclick = replay;
  const itemCtx = Object.assign({}, lessonCtx, { saved: record() });
  $("transfer-items").replaceChildren(...t.items.map((q) => el("article", { class: "question transfer", "data-question": q.id },
    el("h3", { text: q.title }), checkPart(q, itemCtx, render))));
  render();
  $("transfer").hidden = false; // shown once built: it loads after the first paint, its button unnamed till then
}

// onRun says whether the page shows the transfer's run: its scenario at
// its partition length.
function onRun() {
  const p = /** @type {Reply} */ (store.get().reply).params, want = built().lesson.transfer.setup.params;
  return p.scenario === want.scenario && p.partition === want.partition;
}

function replay() {
  if (!onRun()) {
    setText($("transfer-replay-verdict"), built().text("lesson.transfer.replayNeeded"));
    return;
  }
  const r = /** @type {Replayed} */ (JSON.parse(frame().replay()));
  record().replay = { first: r.first, second: r.second, outcome: r.outcome };
  built().save();
  render();
}

function render() {
  if (!ctx) return;
  const { text } = ctx;
  const rec = record();
  const d = score.transfer(ctx.saved);
  setText($("transfer-progress"), d.done === d.of ? text("lesson.transfer.done") : text("lesson.transfer.progress", d));
  const codes = document.querySelectorAll("#transfer-replay-box code");
  setText(codes[0], rec.replay ? rec.replay.first : "");
  setText(codes[1], rec.replay ? rec.replay.second : "");
  if (rec.replay) {
    setText($("transfer-replay-verdict"), text(rec.replay.first === rec.replay.second ? "lesson.replay.same" : "lesson.replay.differ",
      { outcome: rec.replay.outcome }));
  }
}

export { build };
