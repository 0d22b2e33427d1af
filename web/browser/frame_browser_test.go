package browser

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestBrowserCanvasIsOpaqueAndSingleSampled: the canvas's WebGL context has
// an opaque drawing buffer that is not multisampled (wasm/context.go: in
// software WebGL, blending a transparent canvas over the page and
// multisampling each cost a share of every repaint), and the page's other
// canvases get the browser's own getContext back.
func TestBrowserCanvasIsOpaqueAndSingleSampled(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	tb.waitFor(`document.getElementById("stage").contentWindow.coordsimFrame.frames() > 0`)
	got := eval[map[string]bool](tb, `(() => {
		const w = document.getElementById("stage").contentWindow;
		const gl = w.document.querySelector("canvas").getContext("webgl2");
		const attrs = gl ? gl.getContextAttributes() : {};
		return { context: !!gl, antialias: !!attrs.antialias, alpha: !!attrs.alpha,
			native: String(w.HTMLCanvasElement.prototype.getContext).includes("[native code]") };
	})()`)
	if !got["context"] {
		t.Fatal("the canvas has no WebGL2 context")
	}
	if got["antialias"] {
		t.Error("the canvas's WebGL2 context is multisampled (antialias: true)")
	}
	if got["alpha"] {
		t.Error("the canvas's WebGL2 context has a transparent drawing buffer (alpha: true)")
	}
	if !got["native"] {
		t.Error("HTMLCanvasElement.prototype.getContext is still the amended one after Ebiten's context")
	}
}

// TestBrowserCanvasIsHiddenUntilPainted: an opaque drawing buffer is black
// until drawn, so the canvas is hidden from when Ebiten adds it to the frame
// until its first paint, and shown after.
func TestBrowserCanvasIsHiddenUntilPainted(t *testing.T) {
	tb := openURL(t, "about:blank", 1280, 800, "")
	// In the canvas frame: the canvas's visibility when it is added, and
	// the repaints done when it is first shown. In any frame, not only in
	// canvas.html's document: when the frame's initial about:blank document
	// keeps its window for canvas.html, Chromium may not run this script
	// again, and the hooks set up in about:blank are the ones in force.
	const watch = `if (window.top !== window) {
		const append = Element.prototype.appendChild;
		Element.prototype.appendChild = function (n) {
			const r = append.call(this, n);
			if (n.nodeName === "CANVAS") window.__added = getComputedStyle(n).visibility;
			return r;
		};
		const add = DOMTokenList.prototype.add;
		DOMTokenList.prototype.add = function (...names) {
			if (this === document.documentElement.classList && names.includes("painted") && window.__shownAfter === undefined) {
				window.__shownAfter = window.coordsimFrame.drawTimes().length;
			}
			return add.apply(this, names);
		};
	}`
	if _, err := chromedp.Call(tb.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: watch}); err != nil {
		t.Fatal(err)
	}
	tb.navigate(siteServer.URL + "/")
	// Shown once a paint had every glyph: the canvas's fonts may still be
	// on their way at its first frame.
	tb.waitFor(`document.getElementById("stage").contentWindow.document.documentElement.classList.contains("painted") || null`)
	got := eval[struct {
		Added      string
		ShownAfter float64
		Now        string
	}](tb, `(() => {
		const w = document.getElementById("stage").contentWindow;
		return { added: w.__added || "", shownAfter: w.__shownAfter ?? -1,
			now: w.getComputedStyle(w.document.querySelector("canvas")).visibility };
	})()`)
	if got.Added != "hidden" {
		t.Errorf("the canvas was %q when added to the frame, want hidden", got.Added)
	}
	if got.ShownAfter < 1 {
		t.Errorf("the canvas was shown after %v repaints, want after the first", got.ShownAfter)
	}
	if got.Now != "visible" {
		t.Errorf("the canvas is %q after its first paint, want visible", got.Now)
	}
}

// TestBrowserCanvasPaintsEveryPixel: the canvas's drawing buffer is opaque
// (wasm/context.go), so DrawFinalScreen must paint every pixel. A pixel it
// leaves is the buffer's cleared black (or, were the buffer transparent,
// the frame's page, made magenta here): a repaint of the single-run view
// and of the compare view shows neither anywhere on the stage (the scene's
// darkest ink is #1d1d1f).
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
		frames := eval[float64](tb, `document.getElementById("stage").contentWindow.coordsimFrame.frames()`)
		stage := eval[struct{ X, Y, W, H float64 }](tb, `(() => {
			const w = document.getElementById("stage").contentWindow;
			for (const e of [w.document.documentElement, w.document.body]) e.style.background = "#ff00ff";
			const r = document.getElementById("stage").getBoundingClientRect();
			const c = w.document.querySelector("canvas").getBoundingClientRect();
			w.coordsimFrame.seek(2); // a repaint over the magenta page
			return { X: r.left + c.left, Y: r.top + c.top, W: c.width, H: c.height };
		})()`)
		tb.repainted(frames)
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
		unpainted := 0
		for y := area.Min.Y; y < area.Max.Y; y++ {
			for x := area.Min.X; x < area.Max.X; x++ {
				r, g, b, _ := img.At(x, y).RGBA()
				if magenta := r > 0xf000 && g < 0x1000 && b > 0xf000; magenta || r|g|b == 0 {
					unpainted++
				}
			}
		}
		if unpainted > 0 {
			t.Errorf("%s at %dx%d: %d pixels of the canvas (%v) are black or the page behind it: the final draw left them unpainted", c.path, c.w, c.h, unpainted, area)
		}
		tb.close()
	}
}
