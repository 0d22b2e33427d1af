package typeface

import (
	"math"
	"testing"
)

func TestLookupAndWidth(t *testing.T) {
	latin, ja := Faces()[0], Faces()[1]
	if f, _ := Lookup('A'); f != latin {
		t.Errorf("A is drawn by %s, want the Latin face", f.Name)
	}
	if f, _ := Lookup('分'); f != ja {
		t.Errorf("分 is drawn by %s, want the Japanese face", f.Name)
	}
	if f, i := Lookup('☃'); f != latin || f.Runes()[i] != Fallback {
		t.Errorf("a character no face has is drawn as %q of %s, want %q", f.Runes()[i], f.Name, Fallback)
	}
	// Full-width characters advance one em; Latin is proportional.
	if w := Width("分断"); math.Abs(w-2) > 1e-9 {
		t.Errorf("Width(分断) = %v em, want 2", w)
	}
	if Width("i") >= Width("W") {
		t.Errorf("Width(i) = %v, Width(W) = %v: the Latin face should be proportional", Width("i"), Width("W"))
	}
	if a, d := latin.Ascent(), latin.Descent(); a < 0.8 || d < 0.1 || a+d > 1.6 {
		t.Errorf("ascent %v, descent %v em: not a text face's", a, d)
	}
}

func TestFacesFor(t *testing.T) {
	if got := FacesFor("tick 0: まだ"); len(got) != 2 || got[0] != Faces()[0] || got[1] != Faces()[1] {
		t.Errorf("FacesFor(mixed) = %v", got)
	}
	if got := FacesFor("tick 0"); len(got) != 1 || got[0] != Faces()[0] {
		t.Errorf("FacesFor(ASCII) = %v", got)
	}
}
