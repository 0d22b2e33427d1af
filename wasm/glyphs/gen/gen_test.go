package main

import (
	"bytes"
	"os"
	"testing"

	"coordsim/wasm/glyphs"
)

// TestAtlasIsCurrent: the committed atlas is what the generator makes from
// today's catalogue, so a sentence with a new character fails here rather
// than painting "?" on the canvas.
func TestAtlasIsCurrent(t *testing.T) {
	want, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../atlas.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("wasm/glyphs/atlas.go is not what the generator makes from the catalogue now; run: go generate ./wasm/glyphs")
	}
}

// TestEveryCatalogueCharacterHasAGlyph: each character the canvas's
// sentences use beyond ASCII is in the atlas, with ink.
func TestEveryCatalogueCharacterHasAGlyph(t *testing.T) {
	rs := chars()
	if len(rs) < 100 {
		t.Fatalf("only %d characters beyond ASCII: the Japanese canvas sentences are missing", len(rs))
	}
	for _, r := range rs {
		i, ok := glyphs.Index(r)
		if !ok {
			t.Errorf("%q (%U) is not in the atlas; run: go generate ./wasm/glyphs", r, r)
			continue
		}
		inked := false
		for y := range glyphs.H {
			for x := range glyphs.W {
				inked = inked || glyphs.Set(i, x, y)
			}
		}
		if !inked {
			t.Errorf("%q has a blank glyph", r)
		}
	}
	if _, ok := glyphs.Index('A'); ok {
		t.Error("ASCII is basicfont's: the atlas should not carry it")
	}
}
