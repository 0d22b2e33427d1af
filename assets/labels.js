// The page's labels in every language. index.html carries them in its
// #labels block, which the site's build fills from internal/catalog
// (web/site/labels.go): they come with the page, not in a request of
// their own, and nomodules.js (a classic script) reads them too.

/** @typedef {{langs: string[], text: Record<string, Record<string, string>>}} Labels */

/** @type {Labels} */
export const labels = read();

/** @returns {Labels} */
function read() {
  const block = document.getElementById("labels");
  try {
    return JSON.parse((block && block.textContent) || "");
  } catch (e) {
    return { langs: [], text: {} }; // an unbuilt page has no words
  }
}
