// Package typeface is the canvas's type, as numbers: which of its two
// fonts (a Latin and a Japanese subset of Noto Sans CJK JP, committed in
// assets/fonts) draws a character, and how far each character advances.
// The scene lays out text by these advances natively, and the page's
// canvas places each glyph by the same numbers, its outlines rasterized by
// the browser (wasm/ink.go): a width a test measures is the width drawn.
//
// The metrics are generated from the fonts (go generate ./wasm/typeface;
// make fonts cuts the subsets first). The WASM links no font parser: those
// cost 520 KB of WASM (x/image's opentype, 108 KB gzipped), Ebiten's
// text/v2 1.28 MB, where the page's first load had 26 KB to spare.
package typeface

//go:generate go run ./gen

import (
	"slices"
	"sort"
)

// Face is one font: the family the page registers it as and its file
// under assets/.
type Face struct {
	Name, Family, File string

	unitsPerEm, ascent, descent int
	chars                       string // sorted
	advances                    []uint16
	runes                       []rune
}

func init() {
	for _, f := range faces {
		f.runes = []rune(f.chars)
	}
}

// Faces are the fonts, in the order a character is looked up.
func Faces() []*Face { return faces }

// Index is r's place in f's characters, if f has it.
func (f *Face) Index(r rune) (int, bool) {
	i := sort.Search(len(f.runes), func(i int) bool { return f.runes[i] >= r })
	return i, i < len(f.runes) && f.runes[i] == r
}

// Runes are the characters f draws.
func (f *Face) Runes() []rune { return f.runes }

// Advance is how far character i moves the pen, in ems.
func (f *Face) Advance(i int) float64 { return float64(f.advances[i]) / float64(f.unitsPerEm) }

// Ascent and Descent are how far the face's line reaches above and below
// the baseline, in ems.
func (f *Face) Ascent() float64  { return float64(f.ascent) / float64(f.unitsPerEm) }
func (f *Face) Descent() float64 { return float64(f.descent) / float64(f.unitsPerEm) }

// Fallback is drawn for a character no face has.
const Fallback = '?'

// Lookup is the face that draws r and its index there: the first face
// that has it, else Fallback in the first face.
func Lookup(r rune) (*Face, int) {
	for _, f := range faces {
		if i, ok := f.Index(r); ok {
			return f, i
		}
	}
	i, _ := faces[0].Index(Fallback)
	return faces[0], i
}

// Width is how far s advances, in ems.
func Width(s string) float64 {
	w := 0.0
	for _, r := range s {
		f, i := Lookup(r)
		w += f.Advance(i)
	}
	return w
}

// FacesFor are the faces that draw s, in lookup order.
func FacesFor(s string) []*Face {
	var out []*Face
	for _, r := range s {
		if f, _ := Lookup(r); !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}
