//go:build js && wasm

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"coordsim/wasm/bridge"
)

// An idle page must cost next to nothing, so Ebiten runs in its minimum FPS
// mode: it runs a frame (Update, Draw) only when one is scheduled, and the
// bridge schedules one whenever what the canvas shows may change: apply,
// seek, a pointer event. Ebiten itself runs a frame on a resize. The canvas
// keeps its last picture in between (a lost WebGL context reloads the frame).
//
// Even so Ebiten asks for an animation frame every frame; canvas.js parks
// that request while nothing changes (and stretches the Go runtime's timer
// sleeps meanwhile: Ebiten polls focus every 100 ms), and wake lets it
// through (coordsimWake, which the bridge calls), so an idle page schedules no frames at all.
//
// Ebiten marks these two calls deprecated in favour of skipping draws with
// SetScreenClearedEveryFrame(false), which this program also does; but only
// the minimum FPS mode stops the per-frame Update and Draw calls themselves.

func idleUntilWoken() {
	//lint:ignore SA1019 the only way to stop per-frame work while idle (see above)
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	// The bridge schedules a frame (and calls coordsimWake) whenever what
	// the canvas shows may change.
	//lint:ignore SA1019 pairs with FPSModeVsyncOffMinimum (see above)
	bridge.ScheduleFrame = ebiten.ScheduleFrame
}
