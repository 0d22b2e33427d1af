//go:build js && wasm

// Command wasm is the simulator's canvas: an Ebiten game that paints the
// scene of the current run at the current playhead. It runs in
// canvas.html, framed by index.html, because Ebiten sizes its canvas to the
// whole body. What the page calls (coordsimFrame) is package bridge, which
// is up, and has shown the page its first run, before this package and
// Ebiten's initialize.
package main

import (
	"runtime/debug"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"coordsim/wasm/bridge"
)

func main() {
	// The heap is small; collecting less often keeps GC pauses out of the
	// slider's frame budget, and the bridge collects while the page is
	// quiet (its collect.go). (Set here, not in package bridge: see its
	// init.)
	debug.SetGCPercent(400)
	opaqueSingleSampled()
	ebiten.SetRunnableOnUnfocused(true)
	ebiten.SetScreenClearedEveryFrame(false) // Draw skips frames that did not change
	idleUntilWoken()
	fontLoaded()
	fetchFonts()
	// Hand the page its main thread back once between Ebiten's package
	// initialization (which ran just before main) and RunGame, which
	// creates the WebGL context (150 ms under a software GL): two tasks
	// where there was one, so the page answers input in between. (A
	// time.Sleep did not: Go waited out the timer inside the same call.)
	yieldToPage()
	if err := ebiten.RunGame(&game{app: bridge.App}); err != nil {
		// Without a canvas (no WebGL) the panels still work: keep the
		// bridge alive rather than exit.
		bridge.ConsoleError("coordsim: the canvas stopped: " + err.Error())
		select {}
	}
}

// yieldToPage blocks until JavaScript's next task: with every goroutine
// waiting on JavaScript, Go returns the thread to the page.
func yieldToPage() {
	done := make(chan struct{})
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		close(done)
		f.Release()
		return nil
	})
	js.Global().Call("setTimeout", f, 0)
	<-done
}
