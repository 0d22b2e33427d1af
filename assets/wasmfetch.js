// fetchWasm fetches the simulator's WebAssembly as compactly as the host
// allows, for WebAssembly.compileStreaming. A host that negotiates encodings
// (make run, nginx with gzip_static or brotli_static, GitHub Pages, Netlify)
// sends it compressed on the wire, which the Content-Encoding header shows.
// A plain static host (python3 -m http.server, nginx's default) sends the
// raw file, about 10 MB: then the fetch is cut off at once and the .gz twin
// that make build writes beside it (about a quarter of the size) is fetched
// and unpacked here. Without that twin, or without DecompressionStream, the
// raw file it is.
// The canvas's fonts are fetched the same way (fetchCompact).

/**
 * fetchCompact fetches url, from its .gz twin when the host would send it raw.
 * @param {string} url
 * @param {string} type the Content-Type of what the twin unpacks to
 * @returns {Promise<Response>}
 */
export async function fetchCompact(url, type) {
  const cut = new AbortController();
  const res = await fetch(url, { signal: cut.signal });
  if (!res.ok || res.headers.get("content-encoding") || typeof DecompressionStream !== "function") return res;
  cut.abort();
  const gz = await fetch(url + ".gz");
  if (!gz.ok || !gz.body) return fetch(url);
  // A host that labels the twin Content-Encoding: gzip has had the browser
  // unpack it already.
  const body = gz.headers.get("content-encoding") ? gz.body : gz.body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(body, { headers: { "Content-Type": type } });
}

/** @param {string} url */
export const fetchWasm = (url) => fetchCompact(url, "application/wasm");
