package main

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserCanvasIsSingleSampled: the canvas's WebGL context has no
// multisampled drawing buffer (wasm/context.go: Ebiten's picture is copied
// to it pixel for pixel, and in software WebGL multisampling was a tenth of
// every repaint), and the page's other canvases get the browser's own
// getContext back.
func TestBrowserCanvasIsSingleSampled(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	tb.waitFor(`document.getElementById("stage").contentWindow.coordsimFrame.frames() > 0`)
	got := eval[map[string]bool](tb, `(() => {
		const w = document.getElementById("stage").contentWindow;
		const gl = w.document.querySelector("canvas").getContext("webgl2");
		return { context: !!gl, antialias: !!gl && gl.getContextAttributes().antialias,
			native: String(w.HTMLCanvasElement.prototype.getContext).includes("[native code]") };
	})()`)
	if !got["context"] {
		t.Fatal("the canvas has no WebGL2 context")
	}
	if got["antialias"] {
		t.Error("the canvas's WebGL2 context is multisampled (antialias: true)")
	}
	if !got["native"] {
		t.Error("HTMLCanvasElement.prototype.getContext is still the amended one after Ebiten's context")
	}
}

// TestBrowserCanvasPaintsEveryPixel: the site's Ebiten does not clear the
// screen before the final draw (web/ebitenpatch.go), so the canvas's
// DrawFinalScreen must paint every pixel. With the frame's page magenta
// behind the (transparent-backed) canvas, a repaint of the single-run view
// and of the compare view shows no magenta anywhere on the stage.
func TestBrowserCanvasPaintsEveryPixel(t *testing.T) {
	for _, c := range []struct {
		path string
		w, h int64
	}{
		{"/?partition=9&t=9", 1280, 800},
		{"/?scenario=request-lost&b.scenario=response-lost&t=3&lang=ja", 390, 844},
	} {
		tb := open(t, c.path, c.w, c.h, ready)
		tb.waitFor(`document.getElementById("stage").contentWindow.coordsimFrame.frames() > 0`)
		stage := eval[struct{ X, Y, W, H float64 }](tb, `(() => {
			const w = document.getElementById("stage").contentWindow;
			for (const e of [w.document.documentElement, w.document.body]) e.style.background = "#ff00ff";
			const r = document.getElementById("stage").getBoundingClientRect();
			const c = w.document.querySelector("canvas").getBoundingClientRect();
			w.coordsimFrame.seek(2); // a repaint over the magenta page
			return { X: r.left + c.left, Y: r.top + c.top, W: c.width, H: c.height };
		})()`)
		eval[chromedp.Void](tb, `new Promise((r) => setTimeout(r, 1000))`)
		shot, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(shot))
		if err != nil {
			t.Fatal(err)
		}
		area := image.Rect(int(stage.X), int(stage.Y), int(stage.X+stage.W), int(stage.Y+stage.H)).Intersect(img.Bounds())
		if area.Dx() < 300 || area.Dy() < 200 {
			t.Fatalf("%s: the canvas is %v on the screenshot", c.path, area)
		}
		magenta := 0
		for y := area.Min.Y; y < area.Max.Y; y++ {
			for x := area.Min.X; x < area.Max.X; x++ {
				if r, g, b, _ := img.At(x, y).RGBA(); r > 0xf000 && g < 0x1000 && b > 0xf000 {
					magenta++
				}
			}
		}
		if magenta > 0 {
			t.Errorf("%s at %dx%d: %d pixels of the canvas (%v) show the page behind it: the final draw left them unpainted", c.path, c.w, c.h, magenta, area)
		}
		tb.close()
	}
}
