package browser

// The course page drives the frame (DESIGN.md, "Host control"): a course
// page on a second origin embeds the simulator, drives it with
// coordsim:set and coordsim:get, and hears coordsim:state; messages from
// anyone but the parent, or from a parent at another origin than origin=
// pins, change nothing and are not answered.

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"coordsim/web/internal/coursepage"
)

// course is a course page on its own server: a second origin (another
// port of 127.0.0.1) beside the site's.
type course struct {
	*tab
	origin string // the course page's origin
	site   string // the frames' origin
}

func openCourse(t *testing.T, w, h int, vw, vh int64, sibling bool, frames ...string) *course {
	t.Helper()
	browser(t)
	site := siteServer.URL
	var srv *httptest.Server
	mux := http.NewServeMux()
	mux.HandleFunc("/course.html", func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		qs := make([]string, len(frames))
		for i, q := range frames {
			qs[i] = strings.ReplaceAll(q, "{course}", url.QueryEscape(srv.URL))
		}
		fmt.Fprint(rw, coursepage.Page(site, w, h, sibling, qs))
	})
	mux.HandleFunc("/sibling.html", func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(rw, coursepage.Sibling)
	})
	srv = httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	tb := openURL(t, srv.URL+"/course.html", vw, vh, "")
	c := &course{tab: tb, origin: srv.URL, site: site}
	t.Cleanup(c.forgetCourseRequests) // cleanups run last first: this one before the tab's check
	return c
}

// forgetCourseRequests drops the course page's own requests from the tab's
// record, whose check allows requests to the site's origin only.
func (c *course) forgetCourseRequests() {
	c.mu.Lock()
	defer c.mu.Unlock()
	kept := c.requests[:0]
	for _, r := range c.requests {
		if !strings.HasPrefix(r, c.origin+"/") {
			kept = append(kept, r)
		}
	}
	c.requests = kept
}

// inFrame evaluates expr in frame i's own page (its main world: window.coordsim
// is there) and returns its value. The frames share the course page's site
// (127.0.0.1), so Chromium keeps them in the tab's process, where chromedp
// knows their execution contexts.
func inFrame[T any](c *course, i int, expr string) T {
	c.t.Helper()
	nodes, err := chromedp.Run(c.ctx, chromedp.Nodes(chromedp.ID(fmt.Sprintf("sim%d", i))))
	if err != nil || len(nodes) == 0 {
		c.t.Fatalf("finding frame %d: %v", i, err)
	}
	v, err := chromedp.Run(c.ctx, chromedp.Poll[struct {
		V T `json:"v"`
	}]("({v: ("+expr+")})", chromedp.WithPollingInFrame(nodes[0]), chromedp.WithPollingTimeout(20*time.Second)))
	if err != nil {
		c.t.Fatalf("in frame %d, %s: %v", i, expr, err)
	}
	return v.V
}

// waitLong polls a predicate on the course page for as long as a frame
// may take to become ready on a busy machine.
func (c *course) waitLong(expr string) {
	c.t.Helper()
	if _, err := chromedp.Run(c.ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(50*time.Second))); err != nil {
		c.t.Fatalf("waiting for %s: %v", expr, err)
	}
}

// waitInFrame polls a predicate in frame i's page.
func (c *course) waitInFrame(i int, expr string) {
	c.t.Helper()
	nodes, err := chromedp.Run(c.ctx, chromedp.Nodes(chromedp.ID(fmt.Sprintf("sim%d", i))))
	if err != nil || len(nodes) == 0 {
		c.t.Fatalf("finding frame %d: %v", i, err)
	}
	if _, err = chromedp.Run(c.ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingInFrame(nodes[0]), chromedp.WithPollingTimeout(50*time.Second))); err != nil {
		c.t.Fatalf("waiting in frame %d for %s: %v", i, expr, err)
	}
}

type stateMsg struct {
	Frame  int       `json:"frame"`
	Origin string    `json:"origin"`
	State  pageState `json:"state"`
	Reply  *struct {
		Type  string `json:"type"`
		ID    string `json:"id"`
		OK    bool   `json:"ok"`
		Error *struct {
			Code string   `json:"code"`
			Keys []string `json:"keys"`
		} `json:"error"`
	} `json:"reply"`
}

// ask posts msg (JavaScript) to frame 0 with the given id and returns the
// reply, waiting for it.
func (c *course) ask(id, msg string) stateMsg {
	c.t.Helper()
	eval[chromedp.Void](c.tab, fmt.Sprintf(`send(0, Object.assign(%s, {id: %q}))`, msg, id))
	c.waitFor(fmt.Sprintf(`!!replyTo(%q)`, id))
	return eval[stateMsg](c.tab, fmt.Sprintf(`replyTo(%q)`, id))
}

func TestBrowserCourseDrivesFrame(t *testing.T) {
	c := openCourse(t, 720, 560, 760, 640, true, "embed=1&origin={course}")
	c.waitLong(`got.length > 0`)
	first := eval[stateMsg](c.tab, `got[0]`)
	if first.Frame != 0 || first.Origin != c.site || first.Reply != nil || !first.State.Embed || first.State.Partition != 4 {
		t.Fatalf("first post: %+v (site %s)", first, c.site)
	}
	if want := "origin=" + url.QueryEscape(c.origin); !strings.Contains(first.State.URL, want) || !strings.Contains(first.State.URL, "embed=1") {
		t.Errorf("the state's URL %q should carry embed=1 and %s", first.State.URL, want)
	}

	set := c.ask("s1", `{type: "coordsim:set", params: {partition: 9, t: 3}}`)
	if set.Reply == nil || !set.Reply.OK || set.Reply.Type != "coordsim:set" || set.Origin != c.site || set.Frame != 0 {
		t.Fatalf("reply to set: %+v", set)
	}
	if s := set.State; s.Partition != 9 || s.Tick != 3 || s.Outcome != "recovery-deadline-exceeded" {
		t.Fatalf("state after set: %+v", s)
	}
	if own := inFrame[pageState](c, 0, `window.coordsim.state()`); own.TraceSHA256 != set.State.TraceSHA256 || own.Partition != 9 {
		t.Errorf("the frame's own state %+v differs from what it posted %+v", own, set.State)
	}
	get := c.ask("g1", `{type: "coordsim:get"}`)
	if get.Reply == nil || !get.Reply.OK || get.Reply.Type != "coordsim:get" || get.State.TraceSHA256 != set.State.TraceSHA256 {
		t.Fatalf("reply to get: %+v", get)
	}
	// One message per request: the reply is the change's only post.
	if gap := eval[int](c.tab, `got.indexOf(replyTo("g1")) - got.indexOf(replyTo("s1"))`); gap != 1 {
		t.Errorf("%d messages between the replies to set and get, want none", gap-1)
	}

	// A bad value is a bad URL value: the plain message, shown, and the default.
	bad := c.ask("b1", `{type: "coordsim:set", params: {partition: 99, seed: "x"}}`)
	if s := bad.State; !bad.Reply.OK || s.Partition != 4 || s.Seed != "20260731" || s.Tick != 3 || len(s.Problems) != 2 {
		t.Fatalf("bad values: %+v", bad)
	}
	shown := inFrame[string](c, 0, `document.getElementById("problems").hidden ? "" : document.getElementById("problems").textContent`)
	if !strings.Contains(shown, "partition") || !strings.Contains(shown, "seed") {
		t.Errorf("the frame does not show the bad values' problems: %q", shown)
	}

	// What no URL parameter could say is refused whole and changes nothing.
	for _, r := range []struct{ id, msg, code, keys string }{
		{"r1", `{type: "coordsim:set", params: {partition: 7, colour: "red"}}`, "unknown-key", "colour"},
		{"r2", `{type: "coordsim:set", params: {partition: {n: 7}}}`, "bad-type", "partition"},
		{"r3", `{type: "coordsim:set", params: {partition: 7, b: {partition: 9, origin: "x"}}}`, "bad-type", "b"},
		{"r4", `{type: "coordsim:set", params: {origin: "http://127.0.0.1:1"}}`, "unknown-key", "origin"},
		{"r5", `{type: "coordsim:set", params: [7]}`, "bad-params", ""},
		{"r6", `{type: "coordsim:set", params: {seed: "x".repeat(300)}}`, "bad-type", "seed"},
		{"r7", `{type: "coordsim:frobnicate"}`, "unknown-type", ""},
	} {
		got := c.ask(r.id, r.msg)
		if got.Reply.OK || got.Reply.Error == nil || got.Reply.Error.Code != r.code || strings.Join(got.Reply.Error.Keys, ",") != r.keys {
			t.Errorf("%s: reply %+v, want error %s on %q", r.msg, got.Reply, r.code, r.keys)
		}
		if got.State.TraceSHA256 != bad.State.TraceSHA256 || got.State.Partition != 4 {
			t.Errorf("%s changed the state: %+v", r.msg, got.State)
		}
	}

	courseAuthors(t, c)

	// Not the parent: a sibling frame, and the frame's page posting to
	// itself. Both were handled (before the get after them) and ignored.
	eval[chromedp.Void](c.tab, `document.getElementById("sib").contentWindow.postMessage({type: "coordsim:set", params: {partition: 20}, id: "sib"}, location.origin)`)
	c.waitFor(`notes.some((n) => n.data === "sibling-sent")`)
	inFrame[bool](c, 0, `(window.postMessage({type: "coordsim:set", params: {partition: 21}, id: "self"}, "*"), true)`)
	after := c.ask("g2", `{type: "coordsim:get"}`)
	if after.State.Partition != 4 || after.State.TraceSHA256 != bad.State.TraceSHA256 {
		t.Errorf("a message from another window changed the frame: %+v", after.State)
	}
	if n := eval[int](c.tab, `got.filter((m) => m.reply && (m.reply.id === "sib" || m.reply.id === "self")).length`); n != 0 {
		t.Errorf("%d replies to messages from other windows", n)
	}
	if n := eval[int](c.tab, `got.filter((m) => m.origin !== `+fmt.Sprintf("%q", c.site)+` || m.frame !== 0).length`); n != 0 {
		t.Errorf("%d state messages from elsewhere than the frame", n)
	}

	// "Open full view": a new tab, the same state, not embedded.
	link := inFrame[struct {
		Href, Target, Rel string
		Shown             bool
	}](c, 0, `(() => { const a = document.getElementById("open-full"); return {href: a.href, target: a.target, rel: a.rel, shown: a.offsetParent !== null}; })()`)
	if !link.Shown || link.Target != "_blank" || !strings.Contains(link.Rel, "noopener") || !strings.HasPrefix(link.Href, c.site+"/index.html?") ||
		!strings.Contains(link.Href, "embed=0") || strings.Contains(link.Href, "origin=") || strings.Contains(link.Href, "panels=") {
		t.Fatalf("open-full-view link %+v", link)
	}
	u, _ := url.Parse(link.Href)
	full := open(t, u.RequestURI(), 1280, 800, ready).state()
	want := after.State
	if full.Embed || full.TraceSHA256 != want.TraceSHA256 || full.Tick != want.Tick || full.Partition != want.Partition || full.Seed != want.Seed ||
		full.Scenario != want.Scenario || full.Lang != want.Lang {
		t.Errorf("the full view %+v is not the frame's state %+v", full, want)
	}
}

// A frame pinned to another origin than its parent's neither obeys nor
// posts (the browser drops what goes to the pinned origin); a frame whose
// origin= was refused says so and talks to no one.
func TestBrowserFrameObeysOnlyItsOrigin(t *testing.T) {
	c := openCourse(t, 480, 360, 1000, 800, false, "embed=1&origin="+url.QueryEscape("http://127.0.0.1:1"), "embed=1&origin=javascript:alert(1)")
	for i := range 2 {
		c.waitInFrame(i, `window.coordsim && window.coordsim.ready`)
		// A listener of the test's, after embed.js's: it sees each message
		// once embed.js has dealt with it.
		inFrame[bool](c, i, `(window.seen = [], addEventListener("message", (e) => seen.push(e.data && e.data.id)), true)`)
		eval[chromedp.Void](c.tab, fmt.Sprintf(`send(%d, {type: "coordsim:set", params: {partition: 9}, id: "w"}), send(%d, {type: "coordsim:get", id: "g"})`, i, i))
		c.waitInFrame(i, `seen.includes("g")`)
		if s := inFrame[pageState](c, i, `window.coordsim.state()`); s.Partition != 4 || s.Outcome != "recovered-before-deadline" {
			t.Errorf("frame %d obeyed a parent at another origin: %+v", i, s)
		}
		// A fence: had the frame posted anything to its parent (at ready,
		// or in reply), it would have arrived before this.
		inFrame[bool](c, i, `(parent.postMessage("fence", "*"), true)`)
		c.waitFor(fmt.Sprintf(`notes.some((n) => n.frame === %d && n.data === "fence")`, i))
	}
	if n := eval[int](c.tab, `got.length`); n != 0 {
		t.Errorf("the course page received %d state messages from frames pinned elsewhere", n)
	}
	msg := inFrame[string](c, 1, `document.getElementById("problems").textContent`)
	if !strings.Contains(msg, "origin") || !strings.Contains(msg, "javascript:alert(1)") || !strings.Contains(msg, "no page") {
		t.Errorf("the refused origin is not explained: %q", msg)
	}
	if s := inFrame[pageState](c, 0, `window.coordsim.state()`); len(s.Problems) != 0 || !strings.Contains(s.URL, "origin=http%3A%2F%2F127.0.0.1%3A1") {
		t.Errorf("frame 0's state %+v", s)
	}
}

func TestBrowserEmbedPanels(t *testing.T) {
	tb := open(t, "/?embed=1&panels=trace,invariants&partition=9&lang=ja", 720, 560, ready)
	visible := func(ids ...string) string {
		return eval[string](tb, fmt.Sprintf(`%q.split(" ").map((id) => id + ":" + (document.getElementById(id).offsetParent !== null)).join(" ")`, strings.Join(ids, " ")))
	}
	if got := visible("stage", "partition", "play", "scrub", "outcome", "open-full", "invariant-panel", "trace-section", "seed", "users-box", "mutations", "compare"); got !=
		"stage:true partition:true play:true scrub:true outcome:true open-full:true invariant-panel:true trace-section:true seed:false users-box:false mutations:false compare:false" {
		t.Errorf("panels=trace,invariants shows %s", got)
	}
	if h := eval[float64](tb, `document.getElementById("stage").getBoundingClientRect().height`); h < 200 {
		t.Errorf("the canvas is squeezed to %.0f px by the panels", h)
	}
	if n := eval[int](tb, `document.querySelectorAll("#trace tbody tr").length`); n == 0 {
		t.Error("the trace panel is empty")
	}
	s := eval[struct {
		Panels []string `json:"panels"`
		URL    string   `json:"url"`
	}](tb, `window.coordsim.state()`)
	if strings.Join(s.Panels, ",") != "invariants,trace" || !strings.Contains(s.URL, "&panels=invariants,trace") {
		t.Errorf("state: panels %q, url %s", s.Panels, s.URL)
	}
	tb.waitFor(`location.search.includes("&panels=invariants,trace")`)

	// set() takes panels too; none leaves the essentials.
	eval[chromedp.Void](tb, `window.coordsim.set({panels: ["settings"]})`)
	if got := visible("seed", "deadline", "retention", "trace-section", "invariant-panel"); got != "seed:true deadline:true retention:true trace-section:false invariant-panel:false" {
		t.Errorf("panels=settings shows %s", got)
	}
	eval[chromedp.Void](tb, `window.coordsim.set({panels: []})`)
	if got := visible("seed", "open-full", "stage"); got != "seed:false open-full:true stage:true" || eval[bool](tb, `document.body.classList.contains("has-panels")`) {
		t.Errorf("no panels shows %s", got)
	}
	if fits := eval[bool](tb, `document.documentElement.scrollHeight <= 560`); !fits {
		t.Error("without panels the embed no longer fits its frame")
	}

	// A frame opened on the challenges' view shows their list, which is a
	// panel, without panels= naming it (it showed the network, silently).
	eval[chromedp.Void](tb, `window.coordsim.set({view: "challenges"})`)
	tb.waitFor(`document.getElementById("challenges-view").offsetParent !== null && document.querySelectorAll("#challenges-view li, #challenges-view [data-challenge]").length > 0`)
	eval[chromedp.Void](tb, `window.coordsim.set({view: "network"})`)

	// Not framed, the page has no parent to obey: its own messages are not one.
	moved, err := chromedp.Run(tb.ctx, chromedp.Evaluate[int](`new Promise((done) => {
		addEventListener("message", (e) => { if (e.data === "mark") done(window.coordsim.state().partition); });
		postMessage({type: "coordsim:set", params: {partition: 20}}, "*");
		postMessage("mark", "*");
	})`, chromedp.EvalAwaitPromise))
	if err != nil || moved != 9 {
		t.Errorf("the page obeyed its own message: partition %d (%v)", moved, err)
	}
}

func TestBrowserEmbedBadPanelsAndOrigin(t *testing.T) {
	tb := open(t, "/?embed=1&panels=invariants,bogus&origin=https://Course.example.org/", 720, 560, ready)
	msg, err := chromedp.Run(tb.ctx, chromedp.Text(chromedp.ID("problems")))
	if err != nil || !strings.Contains(msg, "bogus") || !strings.Contains(msg, "https://Course.example.org/") {
		t.Fatalf("no visible message about the bad panel and origin: %q %v", msg, err)
	}
	if got := eval[bool](tb, `document.getElementById("invariant-panel").offsetParent !== null && document.getElementById("trace-section").offsetParent === null`); !got {
		t.Error("the known panel should show, the rest stay hidden")
	}
	if s := tb.state(); strings.Contains(s.URL, "bogus") || strings.Contains(s.URL, "origin=") {
		t.Errorf("refused values stayed in the URL: %s", s.URL)
	}
}

// courseAuthors drives the learner's authored run from the course: a
// generated story with its model set and a move made, then undone; then
// it puts the lesson back as the test had it.
func courseAuthors(t *testing.T, c *course) {
	t.Helper()
	auth := c.ask("a1", `{type: "coordsim:set", params: {scenario: "request-lost", "m.timeout": 5, model: {attempts: 3}, faults: "c1.confirm#2:delay-request+2"}}`)
	if auth.Reply == nil || !auth.Reply.OK || !strings.Contains(auth.State.URL, "m.timeout=5") || !strings.Contains(auth.State.URL, "m.attempts=3") || !strings.Contains(auth.State.URL, "delay-request") {
		t.Fatalf("authored set: %+v", auth)
	}
	moved := c.ask("a2", `{type: "coordsim:set", params: {intervene: "1:delay+1"}}`) // in place of the story's own drop
	undone := c.ask("a3", `{type: "coordsim:set", params: {undo: true}}`)
	if !moved.Reply.OK || moved.State.TraceSHA256 == auth.State.TraceSHA256 || undone.State.TraceSHA256 != auth.State.TraceSHA256 {
		t.Errorf("a move and its undo from the course: %+v then %+v", moved.State, undone.State)
	}
	if r := c.ask("a4", `{type: "coordsim:set", params: {"m.clients": {n: 2}}}`); r.Reply.OK || r.Reply.Error.Code != "bad-type" {
		t.Errorf("an object for a knob: %+v", r.Reply)
	}
	c.ask("a5", `{type: "coordsim:set", params: {scenario: "reference", partition: 4, t: 3}}`)

}

// Issue 50, finding 9: in a frame sandboxed without allow-same-origin the
// page has an opaque origin and started silently broken (loading for
// ever). It says what it needs, in the visitor's language. (The page is
// served sandboxed by its own header, CSP's sandbox directive, which gives
// it the opaque origin such a frame does, where the test can read it.)
// moduleRefused is the console's word that a page of an opaque origin may
// not load one of its modules.
var moduleRefused = regexp.MustCompile(`^log: (Access to script at '[^']*/assets/[a-z-]+\.js' from origin 'null' has been blocked by CORS policy: .*|Failed to load resource: net::ERR_FAILED \S*/assets/[a-z-]+\.js)$`)

func TestBrowserSandboxedFrameSaysWhatItNeeds(t *testing.T) {
	browser(t)
	target, err := url.Parse(siteServer.URL)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	proxy.ModifyResponse = func(r *http.Response) error {
		if strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") {
			r.Header.Set("Content-Security-Policy", "sandbox allow-scripts")
		}
		return nil
	}
	srv := httptest.NewServer(proxy)
	t.Cleanup(srv.Close)
	for lang, says := range map[string]string{"en": "sandboxed without allow-same-origin", "ja": "allow-same-origin のないサンドボックス"} {
		tb := openURL(t, srv.URL+"/?lang="+lang, 1000, 800, "")
		tb.mu.Lock()
		tb.host = strings.TrimPrefix(srv.URL, "http://")
		tb.mu.Unlock()
		tb.waitFor(`document.getElementById("outcome").textContent.includes(` + jsString(says) + `)`)
		if shown := eval[bool](tb, `!document.getElementById("problems").hidden && document.getElementById("problems").textContent.includes(`+jsString(says)+`)`); !shown {
			t.Errorf("%s: #problems does not say it", lang)
		}
		// The browser refuses the page's modules (fetched with CORS) to an
		// opaque origin, and says so: nomodules.js speaks instead.
		tb.expectProblems(moduleRefused)
	}
}
