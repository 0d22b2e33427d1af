"use strict";
// fetchWasm fetches the simulator's WebAssembly as compactly as the host
// allows, for WebAssembly.compileStreaming. A host that negotiates encodings
// (make run, nginx with gzip_static or brotli_static, GitHub Pages, Netlify)
// sends it compressed on the wire, which the Content-Encoding header shows.
// A plain static host (python3 -m http.server, nginx's default) sends the
// raw file, about 10 MB: then the fetch is cut off at once and the .gz twin
// that make build writes beside it (about a quarter of the size) is fetched
// and unpacked here. Without that twin, or without DecompressionStream, the
// raw file it is.
// The canvas's fonts are fetched the same way (coordsimFetchCompact).
self.coordsimFetchCompact = async (url, type) => {
  const cut = new AbortController();
  const res = await fetch(url, { signal: cut.signal });
  if (!res.ok || res.headers.get("content-encoding") || typeof DecompressionStream !== "function") return res;
  cut.abort();
  const gz = await fetch(url + ".gz");
  if (!gz.ok) return fetch(url);
  // A host that labels the twin Content-Encoding: gzip has had the browser
  // unpack it already.
  const body = gz.headers.get("content-encoding") ? gz.body : gz.body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(body, { headers: { "Content-Type": type } });
};
self.coordsimFetchWasm = (url) => self.coordsimFetchCompact(url, "application/wasm");
