package browser

import (
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestBrowserFaultsShareExactly: the learner's interventions (faults=) are
// in the page's state, survive a reload of its share link, are set with
// one call, and `coordsim run --url` on twenty share links (faults,
// processing, the worlds view's attempt, both languages) prints the
// page's trace SHA-256 for each.
func TestBrowserFaultsShareExactly(t *testing.T) {
	bin := coordsimBinary(t)
	tb := open(t, "/?scenario=response-lost&faults=c1.confirm%231:drop-request", 1280, 800, ready)
	type state struct {
		Events      string   `json:"events"`
		Faults      []string `json:"faults"`
		TraceSHA256 string   `json:"traceSHA256"`
		URL         string   `json:"url"`
	}
	s := eval[state](tb, `window.coordsim.state()`)
	if !slices.Equal(s.Faults, []string{"c1.confirm#1:drop-request"}) {
		t.Fatalf("state().faults = %v", s.Faults)
	}
	// One call adds an intervention; the share link carries both.
	s = eval[state](tb, `window.coordsim.set({faults: "c1.confirm#1:drop-request,c1.ship#1:duplicate-request"})`)
	if len(s.Faults) != 2 {
		t.Fatalf("after set(): %v", s.Faults)
	}
	tb.navigate(s.URL)
	if again := eval[state](tb, `window.coordsim.state()`); !slices.Equal(again.Faults, s.Faults) || again.TraceSHA256 != s.TraceSHA256 {
		t.Fatalf("the share link's reload: %+v, want %+v", again, s)
	}
	hash := regexp.MustCompile(`(?m)^trace sha256 ([0-9a-f]{64})$`)
	links := []string{
		"?scenario=response-lost&faults=c1.confirm%231:drop-request",
		"?scenario=response-lost&faults=c1.confirm%231:slow-processing&lang=ja",
		"?scenario=response-lost&faults=c1.ship%231:duplicate-response,c1.confirm%232:crash-after-commit%2B1",
		"?scenario=request-lost&faults=c1.confirm%231:duplicate-request&partition=9",
		"?events=1~e2-partition-start,2,partition_start~e1-confirm,3,deliver,2,0,tenant-7:order-42:confirm:v1,pending%3Econfirmed",
		"?scenario=crash-after-commit&faults=c1.confirm%232:drop-request&mutations=non-atomic-commit",
		"?scenario=late-retry-after-retention&faults=c1.confirm%232:drop-response&retention=5",
		"?scenario=duplicate-while-in-progress&faults=c1.confirm%232:crash-in-progress",
		"?scenario=crash-while-in-progress&lease=9&faults=c1.ship%231:duplicate-request",
		"?scenario=crash-while-in-progress&mutations=no-lease-expiry&faults=c1.confirm%233:drop-request",
		"?scenario=long-partition-between-sites&faults=c2.confirm%231:drop-request,c3.ship%231:crash-after-commit",
		"?scenario=long-partition-between-sites&partition=3&faults=c1.confirm%231:slow-processing&view=worlds",
		"?scenario=random-faults&faults=c4.close%231:drop-response,c2.confirm%231:delay-request%2B4,c3.ship%231:hold-response",
		"?scenario=random-faults&seed=7&faults=c1.confirm%231:crash-in-progress&processing=2",
		"?scenario=random-faults&seed=3&partition=12&faults=c2.confirm%231:duplicate-request,c2.confirm%232:duplicate-request",
		"?scenario=random-faults&processing=4&lease=2&faults=c3.ship%232:slow-processing,c1.confirm%231:crash-before-commit%2B3&m.clients=3&m.timeout=5",
		"?scenario=random-faults&mutations=claim-not-atomic&processing=3&faults=c1.confirm%231:duplicate-request",
		"?scenario=random-faults&mutations=dedupe-off&faults=c1.confirm%231:drop-response,c1.confirm%231:duplicate-request&lang=ja&m.duplicate=0&m.crash=500",
		"?scenario=response-lost&processing=3&faults=c1.confirm%231:duplicate-request&view=spacetime",
		"?scenario=response-lost&view=worlds&attempt=c1.confirm%231&faults=c1.ship%231:drop-request",
		"?scenario=random-faults&seed=18446744073709551615&partition=30&deadline=40&faults=c4.confirm%234:crash-after-commit",
	}
	for _, q := range links {
		// Each link as the page reads its address on load (set({query})
		// is that path, without loading the page 21 times: the reload
		// above is the load's own test).
		page := eval[state](tb, `window.coordsim.set({query: `+jsString(strings.TrimPrefix(q, "?"))+`})`)
		if len(page.Faults) == 0 && page.Events == "" {
			t.Errorf("%s: the page took no faults and no events", q)
		}
		out, err := exec.Command(bin, "run", "--url", page.URL).CombinedOutput()
		m := hash.FindSubmatch(out)
		if err != nil || m == nil || string(m[1]) != page.TraceSHA256 {
			t.Errorf("%s: coordsim run --url printed %s (%v), the page %s", q, out[max(0, len(out)-120):], err, page.TraceSHA256)
		}
	}
	// The learner's events (events=): in the state, and the CLI runs the
	// page's link to the page's hash.
	tb.navigate(siteServer.URL + "/?events=1~e1-confirm,1,deliver,2,0,k,pending%3Econfirmed~e2,2,partition_start")
	type evState struct {
		Events      string `json:"events"`
		TraceSHA256 string `json:"traceSHA256"`
		URL         string `json:"url"`
	}
	ev := eval[evState](tb, `window.coordsim.state()`)
	out, err := exec.Command(bin, "run", "--url", ev.URL).CombinedOutput()
	if m := hash.FindSubmatch(out); ev.Events == "" || err != nil || m == nil || string(m[1]) != ev.TraceSHA256 || ev.TraceSHA256 != "8f307b2b964efc03fd4e21c4146754392657b4a62b9663a5f73ef682b2c82c56" {
		t.Errorf("events=: the page %+v, coordsim run --url %s (%v)", ev, out, err)
	}
	// A hostile faults= value: a plain message, the run without faults.
	tb.navigate(siteServer.URL + "/?scenario=response-lost&faults=" + "c1.confirm%231:%3Cscript%3E," + string(make([]byte, 0)))
	if s := eval[state](tb, `window.coordsim.state()`); len(s.Faults) != 0 {
		t.Errorf("a hostile faults= was taken: %v", s.Faults)
	}
	if n := eval[int](tb, `document.querySelectorAll("#problems p, #problems li").length`); n == 0 {
		t.Error("a hostile faults= showed no problem")
	}
	tb.checkClean()
}

// TestBrowserSeeWhatYouChanged: with the learner's interventions on, the
// compare picker first offers the story as it was; picking it compares the
// authored run (A) with the story's own run (B, b.original=1), which has
// the story's plain trace.
func TestBrowserSeeWhatYouChanged(t *testing.T) {
	tb := open(t, "/?scenario=response-lost", 1280, 800, ready)
	plain := eval[string](tb, `window.coordsim.state().traceSHA256`)
	tb.navigate(siteServer.URL + "/?scenario=response-lost&faults=c1.confirm%231:drop-request")
	first := eval[string](tb, `document.getElementById("compare-with").options[1].textContent`)
	if first != "The story as it was, without your changes" {
		t.Fatalf("the first offer is %q", first)
	}
	eval[struct{}](tb, `(() => { const s = document.getElementById("compare-with"); s.value = s.options[1].value; s.dispatchEvent(new Event("change")); return {}; })()`)
	type side struct {
		TraceSHA256 string `json:"traceSHA256"`
	}
	c := eval[struct {
		A, B side
	}](tb, `window.coordsim.compare()`)
	if c.B.TraceSHA256 != plain || c.A.TraceSHA256 == plain {
		t.Errorf("compare: A %s, B %s; the story's own run is %s", c.A.TraceSHA256, c.B.TraceSHA256, plain)
	}
	if q := eval[string](tb, `window.coordsim.state().url`); !strings.Contains(q, "b.original=1") || !strings.Contains(q, "faults=") {
		t.Errorf("the share link: %s", q)
	}
	tb.checkClean()
}
