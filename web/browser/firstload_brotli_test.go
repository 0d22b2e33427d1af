package browser

import (
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"coordsim/web/site"
)

// brotliBudget is the first load's budget from a host that serves the .br
// twins (DESIGN, Budgets: 1.8 MB with .br since issue 51; 1.6 MB before).
const brotliBudget = 1.8e6

// TestBrowserFirstLoadWithBrotliWithinBudget: the page loads, in English
// and in Japanese (whose canvas font is larger), everything it loads by
// itself within the brotli budget, as make build ships it. The test site
// is compressed at brotli 5 to build fast, so each file is weighed as its
// brotli 11 twin, what dist/ holds, plus its headers as they crossed the
// wire.
func TestBrowserFirstLoadWithBrotliWithinBudget(t *testing.T) {
	browser(t)
	// Brotli 11 of the WASM takes half a minute when the cache has none:
	// it runs while the pages load.
	shipped := make(chan map[string]int, 1)
	go func() { shipped <- brotliBestSizes(siteDir, "/"+site.WASMName) }()
	loads := map[string][]load{}
	for _, lang := range []string{"en", "ja"} {
		tb := fresh(t, "/index.html?lang="+lang, 1280, 800) // a first visit: nothing stored by an earlier tab
		tb.waitFor(rehearsedAll + ` && ` + lessonBuilt)
		tb.waitNetworkQuiet()
		tb.mu.Lock()
		loads[lang] = append([]load(nil), tb.loads...)
		tb.mu.Unlock()
		tb.close()
	}
	sizes := <-shipped
	var paths []string
	for _, l := range append(loads["en"], loads["ja"]...) {
		if u, err := url.Parse(l.url); err == nil && u.Scheme != "data" && u.Scheme != "blob" && !slices.Contains(paths, requestPath(u)) && sizes[requestPath(u)] == 0 {
			paths = append(paths, requestPath(u))
		}
	}
	maps.Copy(sizes, brotliBestSizes(siteDir, paths...))
	for _, lang := range []string{"en", "ja"} {
		total, files := 0.0, map[string]float64{}
		for _, l := range loads[lang] {
			weight, path := shippedWeight(t, l, sizes)
			total += weight
			files[path] += weight
		}
		if total > brotliBudget {
			t.Errorf("first load in %s: %.3f MB as shipped with brotli, over %.1f MB; by file:\n%s", lang, total/1e6, brotliBudget/1e6, byWeight(files))
		}
		t.Logf("first load in %s: %.3f MB (%.0f bytes) as shipped with brotli (%d requests)", lang, total/1e6, total, len(loads[lang]))
	}
}

// brotliBestSizes is the size at brotli 11 of each file of dir named in
// paths (URL paths) that has a .br twin; -1 when it cannot be compressed.
func brotliBestSizes(dir string, paths ...string) map[string]int {
	sizes := map[string]int{}
	for _, path := range paths {
		file := filepath.Join(dir, filepath.FromSlash(path))
		if _, err := os.Stat(file + ".br"); err != nil {
			continue // sent as it is
		}
		sizes[path] = -1
		if raw, err := os.ReadFile(file); err == nil {
			if best, err := site.BrotliBestOf(raw); err == nil {
				sizes[path] = len(best)
			}
		}
	}
	return sizes
}

// shippedWeight is a request's bytes on the wire had the site's .br twin
// been brotli 11 (the twin sent swapped for make build's, the headers
// kept), and the path it asked for.
func shippedWeight(t *testing.T, l load, sizes map[string]int) (float64, string) {
	u, err := url.Parse(l.url)
	if err != nil || u.Scheme == "data" || u.Scheme == "blob" {
		return l.encoded, l.url
	}
	path := requestPath(u)
	best, ok := sizes[path]
	if !ok {
		return l.encoded, path // sent as it is
	}
	if best < 0 {
		t.Fatalf("%s: cannot compress it at brotli 11", path)
	}
	twin, err := os.Stat(filepath.Join(siteDir, filepath.FromSlash(path)) + ".br")
	if err != nil {
		t.Fatal(err)
	}
	// A module worker's own script reaches DevTools as its headers alone
	// (no target reports its body): its body is weighed as shipped.
	if path == "/assets/compile-worker.js" && l.encoded < float64(twin.Size()) {
		return l.encoded + float64(best), path
	}
	headers := l.encoded - float64(twin.Size())
	if headers < 0 || headers > 4096 {
		t.Fatalf("%s: %.0f bytes on the wire for a .br twin of %d: it was not sent as the twin", path, l.encoded, twin.Size())
	}
	return headers + float64(best), path
}

// requestPath is the file u names, as a URL path.
func requestPath(u *url.URL) string {
	if strings.HasSuffix(u.Path, "/") {
		return u.Path + "index.html"
	}
	return u.Path
}

func byWeight(files map[string]float64) string {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return files[names[i]] > files[names[j]] })
	var out strings.Builder
	for _, n := range names {
		out.WriteString("  " + n + ": " + strconv.FormatFloat(files[n], 'f', 0, 64) + "\n")
	}
	return out.String()
}
