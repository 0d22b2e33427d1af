//go:build js && wasm

package main

import (
	"syscall/js"

	"coordsim/wasm/bridge"
)

// opaqueSingleSampled amends the options Ebiten asks the canvas's WebGL2
// context for; Ebiten sets neither of these:
//
//   - antialias: false. Ebiten gets the browser's default (true): a
//     multisampled drawing buffer that every repaint clears, draws over
//     whole and resolves. The scene is drawn at device pixels, nearly all
//     axis-aligned fills and glyphs (multisampling would only smooth the
//     few diagonal strokes, such as a lost message's cross); in software
//     WebGL it cost about a tenth of a repaint's CPU.
//   - alpha: false. Ebiten asks for a transparent drawing buffer, which the
//     compositor blends over the page on every frame. The scene paints every
//     pixel opaque (draw.go), so the page behind never shows; measured, the
//     blend was 3 of the 29 ms the GPU process spent on each slider drag in
//     software WebGL. An opaque buffer is black until drawn, so the canvas
//     stays hidden until its first paint (reveal).
//
// web/browser/frame_browser_test.go holds the context to both.
func opaqueSingleSampled() {
	proto := js.Global().Get("HTMLCanvasElement").Get("prototype")
	get := proto.Get("getContext")
	proto.Set("getContext", js.FuncOf(func(this js.Value, args []js.Value) any {
		in := make([]any, len(args))
		for i, a := range args {
			in[i] = a
		}
		if len(args) > 1 && args[0].String() == "webgl2" && args[1].Type() == js.TypeObject {
			args[1].Set("antialias", false)
			args[1].Set("alpha", false)
			proto.Set("getContext", get) // Ebiten's was the one to amend
		}
		return get.Call("apply", this, in)
	}))
}

// reveal shows the canvas (assets/canvas.css hides it until the root has
// the painted class): called after its first paint, in the same task, so
// the page never sees the black of an opaque buffer not yet drawn. It then
// wakes canvas.js, which collects the start's garbage once all is quiet
// (and lets a few more of Ebiten's idle frames through, as every wake does).
func reveal() {
	js.Global().Get("document").Get("documentElement").Get("classList").Call("add", "painted")
	bridge.WakeCanvasJS()
}
