//go:build js && wasm

// Command floor is the floor of the page's stack for make lighthouse: an
// Ebiten game in the same WebAssembly runtime that only clears its canvas,
// the size of the simulator's, in the simulator's background colour. What
// Lighthouse finds here (start-up, blocking time) no page of ours can beat.
package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

type clearOnly struct{}

func (clearOnly) Update() error { return nil }

func (clearOnly) Draw(screen *ebiten.Image) { screen.Fill(color.RGBA{0xf7, 0xf7, 0xf4, 0xff}) }

func (clearOnly) Layout(w, h int) (int, int) { return w, h }

func main() {
	ebiten.SetWindowSize(1040, 560)
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(clearOnly{}); err != nil {
		panic(err)
	}
}
