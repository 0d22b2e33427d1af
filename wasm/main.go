//go:build js && wasm

// Command wasm is the simulator's canvas: an Ebiten game that paints the
// scene of the current run at the current playhead. It runs in
// canvas.html, framed by index.html, because Ebiten sizes its canvas to the
// whole body. What the page calls (coordsimFrame) is package bridge, which
// is up, and has shown the page its first run, before this package and
// Ebiten's initialize.
package main

import (
	"log"
	"runtime/debug"

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
	if err := ebiten.RunGame(&game{app: bridge.App}); err != nil {
		// Without a canvas (no WebGL) the panels still work: keep the
		// bridge alive rather than exit.
		log.Printf("coordsim: the canvas stopped: %v", err)
		select {}
	}
}
