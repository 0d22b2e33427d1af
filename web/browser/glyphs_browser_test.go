package browser

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"github.com/chromedp/chromedp"
)

// canvasShot waits until the canvas has painted and returns a screenshot
// of it.
func (tb *tab) canvasShot() image.Image {
	tb.t.Helper()
	tb.waitFor(`(() => { const c = document.getElementById("stage").contentDocument.querySelector("canvas"); return c && c.width > 200 && c.height > 200; })()`)
	tb.waitPainted()
	shot, err := chromedp.Run(tb.ctx, chromedp.Screenshot(chromedp.ID("stage")))
	if err != nil {
		tb.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		tb.t.Fatal(err)
	}
	return img
}

// TestBrowserJapaneseCanvas: with lang=ja the canvas paints other pixels
// than with lang=en at the same state (its labels and caption are
// Japanese), at a laptop's and a phone's size, with no console error (a
// failed WebGL2 context included: tab.close checks).
func TestBrowserJapaneseCanvas(t *testing.T) {
	for _, size := range [][2]int64{{1280, 800}, {390, 844}} {
		tb := open(t, "/?scenario=reference&partition=9&t=6&lang=en", size[0], size[1], ready)
		en := tb.canvasShot()
		box := eval[[2]float64](tb, `(() => { const r = document.getElementById("stage").contentDocument.querySelector("canvas").getBoundingClientRect(); return [r.width, r.height]; })()`)
		t.Logf("%dx%d: canvas %vx%v CSS pixels", size[0], size[1], box[0], box[1])
		// The learner picks Japanese: same run, same tick.
		eval[bool](tb, `(() => { const l = document.getElementById("lang"); l.value = "ja"; l.dispatchEvent(new Event("change")); return true; })()`)
		tb.waitFor(`document.documentElement.lang === "ja" && window.coordsim.state().tick === 6 && new URLSearchParams(location.search).get("lang") === "ja"`)
		ja := tb.canvasShot()
		tb.close()
		b := en.Bounds().Intersect(ja.Bounds()) // the page's Japanese header may move the stage by a pixel
		differ := 0
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r0, g0, b0, _ := en.At(x, y).RGBA()
				r1, g1, b1, _ := ja.At(x, y).RGBA()
				if r0 != r1 || g0 != g1 || b0 != b1 {
					differ++
				}
			}
		}
		// The words differ, the drawing does not: a few percent of pixels.
		if share := float64(differ) / float64(b.Dx()*b.Dy()); share < 0.005 {
			t.Errorf("%v: lang=ja changes %.2f%% of the canvas's pixels: still English?", size, share*100)
		} else {
			t.Logf("%v: lang=ja changes %.1f%% of the canvas's pixels", size, share*100)
		}
		if _, inked := pixelStats(ja); inked < 0.03 {
			t.Errorf("%v: the Japanese canvas looks blank", size)
		}
	}
}
