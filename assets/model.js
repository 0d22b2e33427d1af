// The network group (#model): a generated story's model knobs, one number
// field each, built from reply.model (the engine's knobs, ranges and the
// catalogue's words); a change is one set({"m.NAME": value}), so the link
// holds it. Hidden for a fixture story (body.generated, app.js).
import { $, setProp, setText } from "./dom.js";
import { store } from "./store.js";

const api = window.coordsim;
let built = ""; // the knobs' names and words as last laid out

/** @param {ModelKnob[]} knobs */
function build(knobs) {
  const box = $("model-knobs");
  box.replaceChildren();
  for (const k of knobs) {
    const field = document.createElement("div");
    field.className = "field";
    const label = document.createElement("label");
    label.htmlFor = "model-" + k.name;
    label.textContent = k.label;
    const input = document.createElement("input");
    input.type = "number";
    input.id = "model-" + k.name;
    input.dataset.knob = k.name;
    input.step = "1";
    input.setAttribute("aria-describedby", "model-" + k.name + "-explain");
    const explain = document.createElement("p");
    explain.className = "hint";
    explain.id = "model-" + k.name + "-explain";
    field.append(label, input, explain);
    box.append(field);
  }
}

$("model-knobs").addEventListener("change", (e) => {
  const input = /** @type {HTMLInputElement} */ (e.target);
  if (input.dataset.knob && api.ready) api.set({ ["m." + input.dataset.knob]: input.value.trim() });
});
$("model-reset").addEventListener("click", () => {
  const r = store.get().reply;
  if (r && api.ready) api.set({ model: Object.fromEntries(r.model.map((k) => [k.name, null])) });
});

store.subscribe("model", (s, changed) => {
  const r = s.reply;
  if (!r || !changed.reply) return;
  const shape = r.model.map((k) => k.name + ":" + k.label).join("|");
  if (shape !== built) {
    built = shape;
    build(r.model);
  }
  for (const k of r.model) {
    const input = /** @type {HTMLInputElement} */ ($("model-" + k.name));
    setProp(input, "min", String(k.lo));
    setProp(input, "max", String(k.hi));
    if (document.activeElement !== input || input.value === "") setProp(input, "value", String(k.value));
    setText($("model-" + k.name + "-explain"), `${k.explain} (${k.lo}–${k.hi})`);
  }
  setProp($("model-reset", "button"), "disabled", !r.model.some((k) => k.set));
});
