package browser

// Links that check themselves (issue 56, item 4): a link made on an engine
// whose rules differ opens on this page's run, and the page says that the
// link's run has changed and the trace row where the two part, in the
// visitor's language; the page's own links say what run they show.

import (
	"net/url"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestBrowserLinkSaysItsRunChanged(t *testing.T) {
	drift := filepath.Join(t.TempDir(), "coordsim-drift")
	if out, err := exec.Command("go", "build", "-tags", "coordsim_drift", "-o", drift, "coordsim/cmd/coordsim").CombinedOutput(); err != nil {
		t.Fatalf("building the coordsim_drift engine: %v\n%s", err, out)
	}
	out, err := exec.Command(drift, "run", "--url", "?scenario=reference", "--link").Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	made, ok := strings.CutPrefix(lines[len(lines)-1], "share link ")
	u, err := url.Parse(made)
	if !ok || err != nil || u.Query().Get("v") != "2" {
		t.Fatalf("the drift engine's link: %q", lines[len(lines)-1])
	}

	tb := open(t, "/?"+u.RawQuery, 1280, 800, ready)
	want := "This link was made under version 2 of the engine's rules, and this engine follows version 1, so the link's run has changed: this run departs from it at trace row 7."
	if shown := tb.problemsText(); shown != want {
		t.Fatalf("the page says %q, want %q", shown, want)
	}
	// The page's own link says what it shows: this engine's run.
	if q := tb.query(); q.Get("v") != "1" || !strings.HasPrefix(q.Get("h"), "2a47086e820a.") {
		t.Fatalf("the page's link says v=%q h=%q", q.Get("v"), q.Get("h"))
	}
	// A change is another run: nothing to say, and the link follows it.
	eval[any](tb, `window.coordsim.set({partition: 5})`)
	if shown, h := tb.problemsText(), tb.query().Get("h"); shown != "" || !strings.HasPrefix(h, "d6f42eafd1f7.") {
		t.Fatalf("after a change: problems %q, h=%q", shown, h)
	}

	// In Japanese, on a phone; and the page's own link opens without a word.
	tb = open(t, "/?"+strings.Replace(u.RawQuery, "lang=en", "lang=ja", 1), 390, 844, ready)
	if shown := tb.problemsText(); !strings.Contains(shown, "第 2 版で作られ") || !strings.Contains(shown, "トレースの 7\u00a0行目から") {
		t.Fatalf("in Japanese the page says %q", shown)
	}
	tb.navigate(tb.state().URL)
	if shown := tb.problemsText(); shown != "" {
		t.Fatalf("the page's own link, opened again: %q", shown)
	}
}

// query is the page's link's query, as the address bar holds it.
func (tb *tab) query() url.Values {
	tb.t.Helper()
	u, err := url.Parse(tb.state().URL)
	if err != nil {
		tb.t.Fatal(err)
	}
	return u.Query()
}
