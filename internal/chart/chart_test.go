package chart

import (
	"encoding/xml"
	"errors"
	"io"
	"math"
	"strings"
	"testing"
)

func sample() *Chart {
	return &Chart{
		Title: "a <title> & more", XLabel: "x", YLabel: "y", X: []int64{3, 4, 5, 6},
		Above:  []Band{{Label: "band", Cells: []Cell{{Fill: "#0f0", Text: "ok"}, {Fill: "#0f0", Text: "ok"}, {Fill: "#f00", Text: "no", Title: "why"}, {Fill: "#f00", Text: "no"}}}},
		Series: []Series{{Name: "s", Color: "#00f", Values: []float64{0, 1, math.NaN(), 7}}, {Name: "t", Color: "#000", Dashed: true, Marker: Square, Values: []float64{2, 2, 2, 2}, Offset: 0.1}},
		Mark:   &Mark{X: 4, Label: "deadline", Color: "#639"},
		Legend: []LegendItem{{Label: "s", Color: "#00f", Line: true}, {Label: "deadline", Color: "#639", Rule: true}, {Label: "band", Color: "#0f0"}},
		Notes:  []string{"a note"},
	}
}

func elements(t *testing.T, svg []byte) map[string]int {
	t.Helper()
	counts := map[string]int{}
	dec := xml.NewDecoder(strings.NewReader(string(svg)))
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return counts
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, svg)
		}
		if el, ok := tok.(xml.StartElement); ok {
			counts[el.Name.Local]++
		}
	}
}

func TestSVG(t *testing.T) {
	svg := sample().SVG()
	if string(sample().SVG()) != string(svg) {
		t.Fatal("the same chart renders to different bytes")
	}
	counts := elements(t, svg)
	// The NaN splits series s into a two-point line and a lone point (no
	// line); t is one line. s keeps its three markers, the legend adds one.
	if counts["polyline"] != 2 || counts["circle"] != 3+1 || counts["title"] != 1+7 {
		t.Fatalf("elements: %v", counts)
	}
	for _, want := range []string{"a &lt;title&gt; &amp; more", ">deadline<", ">a note<", `stroke-dasharray="7 4"`} {
		if !strings.Contains(string(svg), want) {
			t.Errorf("svg lacks %q", want)
		}
	}
	c := sample()
	c.Mark.X = 40 // outside the x range: not drawn
	if strings.Count(string(c.SVG()), ">deadline<") != 1 {
		t.Error("a mark outside the x range is drawn")
	}
}

func TestNum(t *testing.T) {
	for v, want := range map[float64]string{0: "0", 1.5: "1.5", 2.004: "2", -0.001: "0", 10.126: "10.13", 300: "300"} {
		if got := num(v); got != want {
			t.Errorf("num(%v) = %q, want %q", v, got, want)
		}
	}
	for max, want := range map[float64]float64{1: 1, 3: 1, 8: 1, 9: 2, 40: 5, 120: 20, 0: 1} {
		if got := niceStep(max); got != want {
			t.Errorf("niceStep(%v) = %v, want %v", max, got, want)
		}
	}
}
