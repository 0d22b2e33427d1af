package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserScreenshots saves screenshots for a person to look at; it runs
// only when COORDSIM_SHOTS names a directory.
func TestBrowserScreenshots(t *testing.T) {
	dir := os.Getenv("COORDSIM_SHOTS")
	if dir == "" {
		t.Skip("set COORDSIM_SHOTS=dir to save screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	shots := []struct {
		name string
		path string
		w, h int64
	}{
		{"default-1280", "/?t=0", 1280, 800},
		{"held-1280", "/?t=5", 1280, 800},
		{"recovered-1280", "/?t=7", 1280, 800},
		{"long-1280", "/?partition=9&t=9", 1280, 800},
		{"conflict-1280", "/?mutations=conflicting-retry&t=7", 1280, 800},
		{"embed-1280", "/?embed=1&t=5", 1280, 800},
		{"default-480", "/?t=5", 480, 640},
		{"long-480", "/?partition=9&t=9", 480, 640},
		{"embed-480", "/?embed=1&t=5", 480, 640},
		{"embed-long-480", "/?embed=1&partition=9&t=9&lang=ja", 480, 640},
		{"ja-1280", "/?lang=ja&partition=9&t=9", 1280, 800},
		{"nonatomic-1280", "/?mutations=non-atomic-commit&t=9", 1280, 800},
		{"unguarded-1280", "/?mutations=dedupe-off,unguarded-transition&t=9", 1280, 800},
		{"retention-1280", "/?mutations=short-retention&t=9", 1280, 800},
	}
	if only := os.Getenv("COORDSIM_SHOTS_ONLY"); only != "" {
		shots = shots[:0]
	}
	// Generated scenarios, at a telling tick, wide and narrow.
	for _, g := range []struct{ name, query string }{
		{"response-lost", "t=3"}, {"request-lost", "t=4"}, {"crash-after-commit", "mutations=non-atomic-commit&t=3"},
		{"late-retry-after-retention", "t=6"}, {"long-partition-between-sites", "t=8"}, {"random-faults", "t=10"},
		{"random-faults", "t=17"},
	} {
		for _, size := range [][2]int64{{1280, 800}, {480, 640}} {
			if os.Getenv("COORDSIM_SHOTS_ONLY") != "" {
				break
			}
			shots = append(shots, struct {
				name string
				path string
				w, h int64
			}{fmt.Sprintf("%s-%s-%d", g.name, strings.TrimPrefix(g.query[strings.LastIndex(g.query, "t="):], ""), size[0]),
				"/?scenario=" + g.name + "&" + g.query, size[0], size[1]})
		}
	}
	// Compare mode: the scrubber's marks (first difference, the blind window).
	for _, c := range []struct{ name, query string }{
		{"compare-blind", "scenario=request-lost&b.scenario=response-lost&t=3"}, {"compare-partition", "b.partition=9&t=6"},
		{"compare-partition-ja", "b.partition=9&t=6&lang=ja"},
		{"compare-spacetime", "b.partition=9&t=6&view=spacetime"}, {"compare-spacetime-ja", "b.partition=9&t=6&view=spacetime&lang=ja"},
		{"compare-boundary", "b.partition=9&t=6&view=boundary"}, {"compare-boundary-ja", "b.partition=9&t=6&view=boundary&lang=ja"},
		{"compare-blind-ja", "scenario=request-lost&b.scenario=response-lost&t=3&lang=ja"},
	} {
		if only := os.Getenv("COORDSIM_SHOTS_ONLY"); only != "" && !strings.Contains(c.name, only) {
			continue
		}
		for _, size := range [][2]int64{{1280, 800}, {390, 844}} {
			shots = append(shots, struct {
				name string
				path string
				w, h int64
			}{fmt.Sprintf("%s-%d", c.name, size[0]), "/?" + c.query, size[0], size[1]})
		}
	}
	if os.Getenv("COORDSIM_SHOTS_ONLY") == "" {
		shots = append(shots, struct {
			name string
			path string
			w, h int64
		}{"embed-random-faults-480", "/?scenario=random-faults&embed=1&t=10", 480, 640})
	}
	for _, s := range shots {
		tb := open(t, s.path, s.w, s.h, ready)
		// The canvas paints when it is shown (the space-time and boundary
		// views hide it).
		tb.waitFor(`document.getElementById("stage").offsetParent === null || document.getElementById("stage").contentWindow.coordsimFrame.frames() > 0`)
		tb.presented()
		png, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, s.name+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
		tb.close()
	}
}
