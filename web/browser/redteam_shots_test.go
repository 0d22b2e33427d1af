package browser

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserRedTeamScreenshots saves what issue 26's page findings look
// like now, for a person to look at (COORDSIM_SHOTS=dir): a URL with a bidi
// override, one with a 100,000-digit seed, and lesson progress of the wrong
// shape, in both languages at 1280x800 and 390x844.
func TestBrowserRedTeamScreenshots(t *testing.T) {
	dir := os.Getenv("COORDSIM_SHOTS")
	if dir == "" {
		t.Skip("set COORDSIM_SHOTS=dir to save screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	const bidi = "seed=1%E2%80%AE0%20gnisu%20%3Bdilav%20si%20eulav%20sihT"
	// painted: the canvas has drawn its run.
	const painted = `document.getElementById("stage").contentWindow.coordsimFrame.frames() > 0 && document.getElementById("stage").contentDocument.documentElement.classList.contains("painted")`
	for _, lang := range []string{"en", "ja"} {
		for _, size := range [][2]int64{{1280, 800}, {390, 844}} {
			name := func(what string) string {
				return filepath.Join(dir, fmt.Sprintf("redteam-%s-%s-%d.png", what, lang, size[0]))
			}
			tb := open(t, "/?lang="+lang+"&"+bidi, size[0], size[1], ready)
			tb.waitFor(painted)
			saveShot(t, tb, name("bidi"))
			tb.navigate(siteServer.URL + "/?lang=" + lang + "&seed=" + strings.Repeat("7", 100000))
			tb.waitFor(painted)
			saveShot(t, tb, name("long-seed"))
			tb.storeLab(`{"notes":[],"answers":{"answer-q1":{"a":1}}}`)
			if err := chromedp.Do(tb.ctx, chromedp.ScrollIntoView("#lab-storage")); err != nil {
				t.Fatal(err)
			}
			tb.waitFor(`(() => { const r = document.getElementById("lab-storage").getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`)
			saveShot(t, tb, name("storage"))
			eval[chromedp.Void](tb, `localStorage.clear()`)
			tb.close()
		}
	}
}

func saveShot(t *testing.T, tb *tab, path string) {
	t.Helper()
	png, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
}
