package browser

// Every embedding snippet in the docs works as copied (issue 52, item 6):
// each doc's first ```html block, with its example origins replaced by the
// test's, is the course page; the frame must come up with the snippet's
// settings, and a snippet that posts must be answered. (The guide's
// snippet posted before the frame had loaded, and its messages were lost.)

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// firstHTMLBlock is doc's first fenced html block.
func firstHTMLBlock(t *testing.T, doc string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", doc))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(data), "```html\n")
	block, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatalf("docs/%s has no html block", doc)
	}
	return block
}

func TestBrowserDocSnippetsRunAsCopied(t *testing.T) {
	browser(t)
	for _, c := range []struct {
		doc  string
		want string // what the course page waits for, about the frame
	}{
		{"embedding.md", `got.some((m) => m.type === "coordsim:state" && m.reply && m.reply.id === "q2" && m.reply.ok && m.state.partition === 9)`},
		{"instructor.md", `got.some((m) => m.type === "coordsim:ready" && m.state.lang === "ja" && m.state.lock.join() === "scenario,seed" && m.state.embed)`},
		{"instructor.ja.md", `got.some((m) => m.type === "coordsim:ready" && m.state.lang === "ja" && m.state.lock.join() === "scenario,seed" && m.state.embed)`},
	} {
		t.Run(c.doc, func(t *testing.T) {
			snippet := firstHTMLBlock(t, c.doc)
			var srv *httptest.Server
			srv = httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
				rw.Header().Set("Content-Type", "text/html; charset=utf-8")
				page := strings.NewReplacer("https://SIM.example", siteServer.URL, "https://course.example", srv.URL).Replace(snippet)
				// What the course page hears, recorded beside the snippet
				// (which is left as it is).
				fmt.Fprint(rw, `<!doctype html><html><head><meta charset="utf-8"><title>course</title><link rel="icon" href="data:,"></head><body>
<script>window.got = []; addEventListener("message", (e) => { if (e.data && typeof e.data.type === "string") got.push(e.data); });</script>
`+page+`</body></html>`)
			}))
			defer srv.Close()
			tb := openURL(t, srv.URL+"/", 900, 700, "")
			tb.mu.Lock()
			tb.host = strings.TrimPrefix(siteServer.URL, "http://")
			tb.mu.Unlock()
			tb.waitFor(c.want)
			(&course{tab: tb, origin: srv.URL}).forgetCourseRequests() // the course page's own
			tb.close()
		})
	}
}
