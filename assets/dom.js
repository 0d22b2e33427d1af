// The page's elements, and writes to them that touch the DOM only where
// something changed. A slider step re-renders every panel; rebuilding
// them, or even writing the same text again, makes the browser restyle,
// lay out, paint and re-read for assistive technology all it replaced,
// which took most of a frame. So panels write through these: set* compare
// first, and patch turns an element's children into freshly built ones by
// changing only what differs (the nodes kept keep their focus, scroll and
// identity). patch copies attributes and text, never listeners: patched
// content listens by delegation on a container that stays. $ and all find
// the page's elements; el builds one.

/** @typedef {keyof HTMLElementTagNameMap} Tag */

/**
 * $ is index.html's element with id. tag, when given, says which kind of
 * element the caller knows it to be (the type checker's, not checked here).
 * @overload
 * @param {string} id
 * @returns {HTMLElement}
 */
/**
 * @template {Tag} K
 * @overload
 * @param {string} id
 * @param {K} tag
 * @returns {HTMLElementTagNameMap[K]}
 */
/**
 * @param {string} id
 * @param {Tag} [tag]
 */
export function $(id, tag) {
  return /** @type {HTMLElement} */ (document.getElementById(id));
}

// input is $ for a form field.
export const input = (/** @type {string} */ id) => $(id, "input");

// all are the page's elements that match selector.
export const all = (/** @type {string} */ selector) => /** @type {HTMLElement[]} */ (Array.from(document.querySelectorAll(selector)));

// closest is the element event e's target is in that matches selector, or null.
export const closest = (/** @type {Event} */ e, /** @type {string} */ selector) => {
  const t = /** @type {Element | null} */ (e.target);
  return t && t.closest ? /** @type {HTMLElement | null} */ (t.closest(selector)) : null;
};

/**
 * setText changes an element's one text node in place when it has one:
 * textContent would replace it, and a new node is laid out from scratch.
 * @param {Node} el
 * @param {string} text
 */
export const setText = (el, text) => {
  if (el.textContent === text) return;
  const only = el.firstChild;
  if (text && only && only === el.lastChild && only.nodeType === Node.TEXT_NODE) only.nodeValue = text;
  else el.textContent = text;
};

/**
 * @param {Element} el
 * @param {string} name
 * @param {string} value
 */
export const setAttr = (el, name, value) => {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
};

/**
 * setProp is for properties with no attribute to compare (value, checked, max).
 * @template {Element} E
 * @template {keyof E} K
 * @param {E} el
 * @param {K} name
 * @param {E[K]} value
 */
export const setProp = (el, name, value) => {
  if (el[name] !== value) el[name] = value;
};

/**
 * setClass adds or removes one class; classList.add and remove rewrite
 * the class attribute even when nothing changes.
 * @param {Element} el
 * @param {string} name
 * @param {boolean} on
 */
export const setClass = (el, name, on) => {
  if (el.classList.contains(name) !== on) el.classList.toggle(name, on);
};

/**
 * @param {ChildNode} old
 * @param {Node} fresh of old's kind
 */
function morph(old, fresh) {
  if (!(old instanceof Element) || !(fresh instanceof Element)) {
    if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
    return;
  }
  for (const a of fresh.attributes) if (old.getAttribute(a.name) !== a.value) old.setAttribute(a.name, a.value);
  for (const a of [...old.attributes]) if (!fresh.hasAttribute(a.name)) old.removeAttribute(a.name);
  patch(old, [...fresh.childNodes]);
}

/**
 * patch makes parent's children match nodes (built fresh, not in the
 * page): a child of the same kind is updated in place, any other replaced.
 * @param {Element} parent
 * @param {Node[]} nodes
 */
export function patch(parent, nodes) {
  const kids = parent.childNodes;
  nodes.forEach((n, i) => {
    const old = kids[i];
    if (!old) parent.append(n);
    else if (old.nodeType === n.nodeType && old.nodeName === n.nodeName) morph(old, n);
    else old.replaceWith(n);
  });
  while (parent.lastChild && kids.length > nodes.length) parent.lastChild.remove();
}

/**
 * el builds an element (not in the page) for patch or append: props set
 * its text, class, attributes (data-*, aria-*, for, name, role) or other
 * properties; kids are appended, null and undefined left out.
 * @template {Tag} K
 * @param {K} tag
 * @param {Record<string, unknown>} [props]
 * @param {...(Node | string | null | undefined)} kids
 * @returns {HTMLElementTagNameMap[K]}
 */
export const el = (tag, props = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "text") e.textContent = /** @type {string} */ (v);
    else if (k === "class") {
      if (v) e.className = /** @type {string} */ (v); // an empty class writes no attribute
    } else if (k.startsWith("data-") || k.startsWith("aria-") || k === "for" || k === "name" || k === "role") e.setAttribute(k, /** @type {string} */ (v));
    else /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (e))[k] = v;
  }
  e.append(.../** @type {(Node | string)[]} */ (kids.filter((k) => k !== null && k !== undefined)));
  return e;
};

/**
 * present says x is something: for filter, to drop the parts of a list
 * left out as null, undefined or false.
 * @template T
 * @param {T | null | undefined | false} x
 * @returns {x is T}
 */
export const present = (x) => x !== null && x !== undefined && x !== false;

/**
 * once is load (an import() of a part of the page the first load does not
 * need) run once: later calls have the same promise, which, settled,
 * hands the module over in a microtask, where another import() of it
 * would take a task (a part rebuilt for a new language or a replaced
 * record is rebuilt before the page's next event).
 * @template M
 * @param {() => Promise<M>} load
 * @returns {() => Promise<M>}
 */
export function once(load) {
  /** @type {Promise<M> | null} */
  let loading = null;
  return () => loading || (loading = load());
}

// download saves blob as a file called name, the browser's way.
export const download = (/** @type {string} */ name, /** @type {Blob} */ blob) => {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60000);
};

// toStage brings the canvas into view with the focus on it, after a control
// far below it opened a run (the learner sees the run, not the page's
// middle, the view's last place).
export function toStage() {
  const stage = $("stage-wrap");
  stage.focus({ preventScroll: true });
  stage.scrollIntoView({ block: "start" });
}

// glideTo scrolls smoothly to el's top. A layout change under a smooth
// scroll can stop it short, even before it moves: once the page has been
// still for a few frames away from el, it jumps the rest, unless the
// learner scrolled, pressed or typed meanwhile.
/** @param {Element} el */
export function glideTo(el) {
  el.scrollIntoView({ block: "start", behavior: "smooth" });
  let took = false, lastY = scrollY, still = 0, frames = 0;
  const mine = () => { took = true; };
  const inputs = ["wheel", "touchstart", "pointerdown", "keydown"];
  for (const e of inputs) window.addEventListener(e, mine, { once: true, passive: true });
  const watch = () => {
    still = scrollY === lastY ? still + 1 : 0;
    lastY = scrollY;
    const there = Math.abs(el.getBoundingClientRect().top) < 2;
    const short = !took && !there && still >= 6;
    if (!took && !there && !short && ++frames <= 300) { // 300 frames: 5 s at 60 Hz, long past any glide
      requestAnimationFrame(watch);
      return;
    }
    for (const e of inputs) window.removeEventListener(e, mine);
    if (short) el.scrollIntoView({ block: "start" });
  };
  requestAnimationFrame(watch);
}
