package scene

import (
	"fmt"
	"testing"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// issueSizes are the canvas's sizes at the page's 1280x800 and 390x844
// windows (canvasSizes' first two).
var issueSizes = canvasSizes[:2]

// TestNoTwoLabelsOverlap: in every scenario, with each mutation, in both
// languages, at every tick, at the page's laptop and phone canvases, no two
// labels of the canvas cover each other (Scene.Labels: the caption, titles,
// node lines, messages, lanes, the partition's banner, losses, timeouts,
// the timeline's words) and none is cut.
func TestNoTwoLabelsOverlap(t *testing.T) {
	everyRun(t, func(t *testing.T, name string, res *engine.Result) { labelsApart(t, res) })
}

func labelsApart(t *testing.T, res *engine.Result) {
	t.Helper()
	for _, lang := range catalog.Langs {
		r := NewIn(res, lang)
		for _, size := range issueSizes {
			seen := map[string]bool{}
			for tick := int64(0); tick <= res.TimelineEnd; tick++ {
				sc, cut, part := layOutNoting(r, float64(tick), size.w, size.h)
				for _, s := range append(cut, part...) {
					report(t, seen, fmt.Sprintf("%s %s t=%d: %q is cut", lang, size.name, tick, s))
				}
				ls := sc.Labels()
				for i := range ls {
					for j := i + 1; j < len(ls); j++ {
						if ls[i].R.Overlaps(ls[j].R) {
							report(t, seen, fmt.Sprintf("%s %s t=%d: %s %q %v overlaps %s %q %v", lang, size.name, tick, ls[i].What, ls[i].S, ls[i].R, ls[j].What, ls[j].S, ls[j].R))
						}
					}
				}
			}
		}
	}
}
