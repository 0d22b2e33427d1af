//go:build js && wasm

package main

import "syscall/js"

// singleSampled makes the canvas's WebGL2 context single-sampled.
// Ebiten asks for one with the browser's default antialias (true): a
// multisampled drawing buffer that every repaint clears and draws over
// whole, and resolves. The picture is drawn in an offscreen image, never
// multisampled, and copied to the drawing buffer pixel for pixel, so
// multisampling changes no pixel; in software WebGL it cost about a tenth
// of a repaint's CPU (web/frame_browser_test.go holds the context to it).
// Ebiten sets no such option, so its request is amended on its way.
func singleSampled() {
	proto := js.Global().Get("HTMLCanvasElement").Get("prototype")
	get := proto.Get("getContext")
	proto.Set("getContext", js.FuncOf(func(this js.Value, args []js.Value) any {
		in := make([]any, len(args))
		for i, a := range args {
			in[i] = a
		}
		if len(args) > 1 && args[0].String() == "webgl2" && args[1].Type() == js.TypeObject {
			args[1].Set("antialias", false)
			proto.Set("getContext", get) // Ebiten's was the one to amend
		}
		return get.Call("apply", this, in)
	}))
}
