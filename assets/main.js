// The page's one entry (index.html): its scripts, in the order they ran as
// classic scripts. store.js makes the store and window.coordsim first;
// each file then subscribes its renderer (store.js orders the renderers,
// not this list). The views and the lesson's later parts import theirs
// when they are first needed; preload.js, which index.html runs earlier
// and apart, compiles the canvas's WebAssembly meanwhile.
import "./store.js";
import "./app.js";
import "./panels.js";
import "./intervene.js";
import "./progress.js";
import "./lesson.js";
import "./labcheck.js";
import "./labfacts.js";
import "./score.js";
import "./keep.js";
import "./course.js";
import "./views.js";
import "./embed.js";
import "./a11y.js";
