// Package glyphs is the canvas's Japanese: a bitmap of every full-width
// character the catalogue's canvas sentences use, 12 by 13 pixels each,
// cut from github.com/hajimehoshi/bitmapfont's 12px face by ./gen (run
// `go generate ./wasm/glyphs` after changing those sentences). The whole
// CJK font is about 2 MB to transfer; this is a few KB, and the WASM never
// links bitmapfont itself.
//
// The rows are aligned with basicfont's 7x13 face, which draws ASCII: the
// same 13-pixel line and baseline, and a full-width glyph takes two of its
// 7-pixel cells, so mixed lines keep the character grid the scene counts
// in (scene.Cells).
package glyphs

//go:generate go run ./gen

import "sort"

// Glyph size in pixels: W by H, one bit a pixel, the leftmost the
// highest of a row's W bits.
const (
	W = 12
	H = 13
)

// Index is r's glyph number, if the atlas has it.
func Index(r rune) (int, bool) {
	i := sort.Search(len(runes), func(i int) bool { return runes[i] >= r })
	return i, i < len(runes) && runes[i] == r
}

// Count is how many glyphs there are.
func Count() int { return len(runes) }

// Rune is glyph i's character.
func Rune(i int) rune { return runes[i] }

// Set reports whether pixel x, y of glyph i is inked.
func Set(i, x, y int) bool { return rows[i*H+y]&(1<<(W-1-x)) != 0 }

var runes = []rune(chars)
