package browser

import (
	"fmt"
	"testing"
)

// TestBrowserEmbeddedViewsKeepTheirControlsOff: in a frame of the size the
// embedding guide suggests (720×560) and down to a phone's (360×640), each
// view's pane ends above the playback controls (it scrolls inside its
// place), and keeps a usable height: no control sits on a diagram.
func TestBrowserEmbeddedViewsKeepTheirControlsOff(t *testing.T) {
	for _, size := range [][2]int64{{720, 560}, {360, 640}} {
		for _, view := range []string{"spacetime", "boundary", "worlds", "events"} {
			tb := open(t, "/?embed=1&scenario=response-lost&t=8&view="+view, size[0], size[1], ready)
			tb.waitFor(`!document.getElementById("` + view + `-view").hidden`)
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
			tb.close()
		}
	}
}
