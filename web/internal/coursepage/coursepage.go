// Package coursepage is the course page that embeds the simulator from
// another origin: the browser tests (web/browser) drive it, and the
// screenshot tool (web/shots) shoots the simulator inside it.
package coursepage

import (
	"fmt"
	"html"
	"strings"
)

// Page is a course page embedding one iframe of the site per frame query
// (ids sim0, sim1, ...) and, with sibling, a small sibling frame of its own
// origin that forwards what the course page gives it to sim0. It records every coordsim:state (with
// the frame it came from, its origin and its reply) in window.got, anything
// else in window.notes, and offers send(i, message) to post to frame i at
// the site's origin.
func Page(site string, w, h int, sibling bool, frames []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>course</title><link rel="icon" href="data:,">
<style>body { margin: 0; font: 15px sans-serif; background: #eef1f5; } h1 { font-size: 17px; margin: 8px 10px; } iframe { border: 0; display: block; margin: 0 10px 10px; background: #fff; }</style>
</head><body><h1>Course page</h1>
`)
	for i, q := range frames {
		fmt.Fprintf(&b, `<iframe id="sim%d" src="%s" width="%d" height="%d" title="simulator"></iframe>
`, i, html.EscapeString(site+"/index.html?"+q), w, h)
	}
	if sibling {
		b.WriteString(`<iframe id="sib" src="/sibling.html" width="10" height="10" title="sibling"></iframe>
`)
	}
	fmt.Fprintf(&b, `<script>
const SITE = %q;
window.got = [];
window.notes = [];
const frameOf = (w) => [...document.querySelectorAll("iframe")].findIndex((f) => f.contentWindow === w);
addEventListener("message", (e) => {
  if (e.data && e.data.type === "coordsim:state") got.push({ frame: frameOf(e.source), origin: e.origin, state: e.data.state, reply: e.data.reply || null });
  else notes.push({ frame: frameOf(e.source), data: e.data });
});
window.send = (i, msg) => document.getElementById("sim" + i).contentWindow.postMessage(msg, SITE);
window.replyTo = (id) => got.find((m) => m.reply && m.reply.id === id);
</script></body></html>`, site)
	return b.String()
}

// Sibling (served at /sibling.html) forwards what its parent posts to the parent's first frame,
// then tells the parent it did.
const Sibling = `<!doctype html><html><head><meta charset="utf-8"><title>sibling</title><link rel="icon" href="data:,"></head><body><script>
addEventListener("message", (e) => {
  if (e.source !== parent) return;
  parent.frames[0].postMessage(e.data, "*");
  parent.postMessage("sibling-sent", "*");
});
</script></body></html>`
