package main

import "testing"

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
