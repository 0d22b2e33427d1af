"use strict";
// The page's one classic script, for where its modules cannot load and so
// never run: opened as a file (a browser loads no module from file://), or
// in a frame sandboxed without allow-same-origin (an opaque origin, "null":
// modules are fetched with CORS, which the host does not grant it). There
// the browser would also block the WASM's fetch and the frame's messages,
// and the page could reach neither its canvas frame nor its storage; so
// this labels the page as app.js would (style.css shows it once labelled)
// and says what it needs instead of loading forever. Everywhere else it
// does nothing. Its words come from index.html's #labels block.
(() => {
  const file = location.protocol === "file:";
  if (!file && window.origin !== "null") return;
  /** @type {{langs: string[], text: Record<string, Record<string, string>>}} */
  let labels = { langs: [], text: {} };
  try {
    labels = JSON.parse((document.getElementById("labels") || { textContent: "" }).textContent || "");
  } catch (e) {
    // an unbuilt page has no words
  }
  const fromURL = new URLSearchParams(location.search).get("lang") || "";
  const lang = labels.langs.includes(fromURL) ? fromURL : (labels.langs[0] || "");
  const tr = (/** @type {string} */ key) => (labels.text[lang] || {})[key] || "";
  const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = tr(/** @type {HTMLElement} */ (el).dataset.i18n || "");
  for (const el of document.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", tr(/** @type {HTMLElement} */ (el).dataset.i18nLabel || ""));
  for (const el of document.querySelectorAll("[data-i18n-title]")) /** @type {HTMLElement} */ (el).title = tr(/** @type {HTMLElement} */ (el).dataset.i18nTitle || "");
  byId("play").textContent = tr("page.play");
  document.title = tr("page.title");
  /** @type {HTMLMetaElement} */ (document.querySelector('meta[name="description"]')).content = tr("page.description");
  const picker = /** @type {HTMLSelectElement} */ (byId("lang"));
  for (const code of labels.langs) {
    const o = new Option(labels.text[code]["page.langname"], code);
    o.lang = code;
    picker.append(o);
  }
  picker.value = lang;
  document.documentElement.classList.add("labelled");

  byId("outcome").textContent = tr(file ? "page.fileProtocol" : "page.sandboxed");
  if (!file) {
    const line = document.createElement("p");
    line.textContent = tr("page.sandboxed");
    byId("problems").append(line);
    byId("problems").hidden = false;
  }
})();
