package browser

// The page compiles its WebAssembly in a dedicated worker (assets/preload.js,
// assets/compile-worker.js). A worker is its own DevTools target: its
// requests, console and exceptions reach a tab's listeners only if the tab
// attaches to it, before it runs.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"coordsim/web/site"
)

// followWorkers makes every dedicated worker the page starts wait until the
// tab has attached to it and records its events with the page's (requests
// and bytes on the wire included), then lets it run. Only workers are
// auto-attached, so frames from other sites are left as chromedp leaves
// them.
func (tb *tab) followWorkers() error {
	chromedp.Listen(tb.ctx, func(ev any) {
		e, ok := ev.(*target.EventAttachedToTarget)
		if !ok || e.TargetInfo.Type != "worker" {
			return
		}
		go func() {
			wctx, _ := chromedp.NewContext(tb.ctx, chromedp.WithTargetID(e.TargetInfo.TargetID))
			if err := chromedp.Listen(wctx, tb.record); err == nil {
				if err := chromedp.Do(wctx); err != nil {
					tb.noteProblem("attaching to worker " + e.TargetInfo.URL + ": " + err.Error())
				}
				// Like the page's: a first load every time.
				chromedp.Call(wctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true})
			}
			// Run it even when attaching failed, so the page goes on.
			chromedp.Call(wctx, runtime.RunIfWaitingForDebugger, cdp.Empty{})
		}()
	})
	flatten := true
	_, err := chromedp.Call(tb.ctx, target.SetAutoAttach, target.SetAutoAttachParams{
		AutoAttach: true, WaitForDebuggerOnStart: true, Flatten: &flatten,
		Filter: target.Filter{{Type: "worker"}, {Exclude: true}},
	})
	return err
}

func (tb *tab) noteProblem(p string) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	// A worker that ends on its own detaches while chromedp still
	// attaches: not the page's problem.
	if strings.Contains(p, "No target with given id") || strings.Contains(p, "context canceled") {
		return
	}
	tb.problems = append(tb.problems, p)
}

// TestBrowserCompilesTheWASMInAWorker: the page fetches coordsim.wasm
// once, from the worker preload.js starts, and the canvas frame runs the
// module the worker compiled; opened alone, canvas.html fetches its own.
func TestBrowserCompilesTheWASMInAWorker(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	// The canvas frame fetches the WASM itself only when preload.js gave it
	// no compiled module: one fetch, the worker's, is the module handed over.
	tb.waitFor(frames + " > 0")
	if n := tb.requestsOf("/coordsim.wasm"); n != 1 {
		t.Errorf("the page fetched coordsim.wasm %d times, want once: preload.js's worker gave the canvas frame no compiled module", n)
	}
	if n := tb.requestsOf("/assets/compile-worker.js"); n != 1 {
		t.Errorf("the page fetched compile-worker.js %d times, want once", n)
	}
	// The worker's bytes count toward the first load (BenchmarkBrowserFirstLoad).
	if br, err := os.Stat(filepath.Join(siteDir, site.WASMName+".br")); err == nil {
		tb.mu.Lock()
		got := tb.encoded
		tb.mu.Unlock()
		if got < float64(br.Size()) {
			t.Errorf("the load counted %.0f bytes on the wire, fewer than the WASM's brotli twin alone (%d): the worker's fetch was missed", got, br.Size())
		}
	}

	alone := open(t, "/canvas.html", 640, 480, "")
	alone.waitFor(`window.coordsimFrame && window.coordsimFrame.frames() > 0`)
	if n := alone.requestsOf("/coordsim.wasm"); n != 1 {
		t.Errorf("canvas.html alone fetched coordsim.wasm %d times, want once", n)
	}
}

// requestsOf counts the tab's requests (workers' included) for path.
func (tb *tab) requestsOf(path string) int {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	n := 0
	for _, r := range tb.requests {
		if strings.HasSuffix(strings.SplitN(r, "?", 2)[0], path) {
			n++
		}
	}
	return n
}

// TestBrowserFetchesTheEvidenceModuleOnFirstExport: the page loads
// without the evidence export's WASM (wasm/evidence); the first export
// fetches it once, in the export's worker, and the next fetches nothing.
func TestBrowserFetchesTheEvidenceModuleOnFirstExport(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	tb.waitFor(frames + " > 0") // the canvas is up: all the page loads by itself has come
	module := "/" + site.EvidenceWASMName
	if n := tb.requestsOf(module); n != 0 {
		t.Errorf("the page fetched %s %d times before any export, want none", site.EvidenceWASMName, n)
	}
	awaitJSON(tb, `window.coordsim.evidence()`)
	if n, w := tb.requestsOf(module), tb.requestsOf("/assets/evidence-worker.js"); n != 1 || w != 1 {
		t.Errorf("the first export fetched %s %d times and its worker %d times, want once each", site.EvidenceWASMName, n, w)
	}
	before := len(tb.requestList())
	awaitJSON(tb, `window.coordsim.evidence()`)
	if after := tb.requestList()[before:]; len(after) != 0 {
		t.Errorf("the second export made requests: %v", after)
	}
}
