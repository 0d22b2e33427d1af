package main

import (
	"bytes"
	"os"
	"testing"
)

// TestMetricsAreCurrent: the committed metrics are what the generator
// reads from the committed fonts, and each font holds exactly the
// characters the catalogue's canvas sentences use (generate refuses a
// missing or a spare glyph). A sentence with a new character fails here
// rather than painting "?" on the canvas.
func TestMetricsAreCurrent(t *testing.T) {
	want, err := generate("../../..")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../metrics.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("wasm/typeface/metrics.go is not what the generator reads from assets/fonts now; run: make fonts")
	}
	if n := len(canvasChars()); n < 100 {
		t.Fatalf("only %d characters beyond ASCII: the Japanese canvas sentences are missing", n)
	}
}

// TestStaleSubsetIsRefused: a face asked for a character its font lacks
// is refused with the command that mends it.
func TestStaleSubsetIsRefused(t *testing.T) {
	fc := faces[0]
	fc.chars = func() []rune { return []rune("Aあ") }
	if _, _, _, _, err := metrics("../../..", fc); err == nil || !bytes.Contains([]byte(err.Error()), []byte("make fonts")) {
		t.Fatalf("a Latin face asked for あ: err = %v, want a refusal naming make fonts", err)
	}
	fc.chars = func() []rune { return []rune("A") }
	if _, _, _, _, err := metrics("../../..", fc); err == nil {
		t.Fatal("a face with 95 glyphs asked for 1 character was accepted")
	}
}
