package browser

import (
	"fmt"
	"strings"
	"testing"
)

// TestBrowserEmbeddedViewsKeepTheirControlsOff: in a frame of the size the
// embedding guide suggests (720×560) and down to a phone's (360×640), each
// view's pane ends above the playback controls (it scrolls inside its
// place), and keeps a usable height: no control sits on a diagram.
func TestBrowserEmbeddedViewsKeepTheirControlsOff(t *testing.T) {
	for _, size := range [][2]int64{{720, 560}, {360, 640}} {
		// The first view from the address, the others as a learner switches.
		tb := open(t, "/?embed=1&scenario=response-lost&t=8&view=spacetime", size[0], size[1], ready)
		for _, view := range []string{"spacetime", "boundary", "worlds", "events"} {
			showView(tb, view)
			type box struct {
				PaneTop, PaneBottom, Controls float64
				Spills                        bool // its content overflows it, unclipped, onto what follows
			}
			b := eval[box](tb, `(() => {
			  const el = document.getElementById("`+view+`-view"), pane = el.getBoundingClientRect();
			  const controls = document.getElementById("playback").getBoundingClientRect();
			  const clipped = ["auto", "scroll", "hidden"].includes(getComputedStyle(el).overflowY);
			  return { PaneTop: pane.top, PaneBottom: pane.bottom, Controls: controls.top, Spills: !clipped && el.scrollHeight > el.clientHeight + 1 };
			})()`)
			where := fmt.Sprintf("view=%s at %dx%d", view, size[0], size[1])
			if b.Spills {
				t.Errorf("%s: the view's content spills out of its place, onto the controls", where)
			}
			if b.PaneBottom > b.Controls+1 {
				t.Errorf("%s: the view reaches %.0f px, under the controls at %.0f px", where, b.PaneBottom, b.Controls)
			}
			if b.PaneBottom-b.PaneTop < 120 {
				t.Errorf("%s: the view keeps only %.0f px", where, b.PaneBottom-b.PaneTop)
			}
		}
		tb.close()
	}
}

// showView switches tb's page to view, as its tabs do, and waits for it:
// one page per frame size serves every view (a load costs a second and a
// half of Chromium's CPU here, a switch a fraction of it).
func showView(tb *tab, view string) {
	tb.t.Helper()
	eval[bool](tb, `window.coordsim.set({view: "`+view+`"}), true`)
	if view == "network" {
		tb.waitFor(`document.body.classList.contains("view-network")`)
		return
	}
	tb.waitFor(`!document.getElementById("` + view + `-view").hidden`)
}

// TestBrowserEmbedBelowItsMinimumHeight (issue 52, item 7): a frame less
// than 560 px tall (the guide's minimum) says so, and scrolls with every
// view and the canvas at a height of their own, above the controls, where
// it squeezed a view to 14 px (spacetime at 720×240, events at 360×440).
// At the minimum and above it says nothing.
func TestBrowserEmbedBelowItsMinimumHeight(t *testing.T) {
	for _, c := range []struct{ w, h int64 }{{720, 300}, {360, 440}, {360, 520}, {360, 560}, {720, 560}} {
		short := c.h < 560
		tb := open(t, "/?embed=1&scenario=response-lost&t=8&view=events", c.w, c.h, ready)
		for _, view := range []string{"events", "network", "spacetime"} {
			showView(tb, view)
			type box struct {
				Said             string
				Top, Bottom, Bar float64
			}
			pane := `document.getElementById("stage")`
			if view != "network" {
				pane = `document.getElementById("` + view + `-view")`
			}
			b := eval[box](tb, `(() => {
			  const note = document.getElementById("too-short"), r = `+pane+`.getBoundingClientRect();
			  return { Said: note.offsetParent === null ? "" : note.textContent, Top: r.top, Bottom: r.bottom,
			    Bar: document.getElementById("playback").getBoundingClientRect().top };
			})()`)
			where := fmt.Sprintf("view=%s at %dx%d", view, c.w, c.h)
			if (b.Said != "") != short || short && !strings.Contains(b.Said, "560") {
				t.Errorf("%s: the frame says %q", where, b.Said)
			}
			if b.Bottom-b.Top < 120 || b.Bottom > b.Bar+1 {
				t.Errorf("%s: the view spans %.0f..%.0f px, the controls start at %.0f px", where, b.Top, b.Bottom, b.Bar)
			}
		}
		tb.close()
	}
}
