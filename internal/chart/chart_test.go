package chart

import (
	"encoding/xml"
	"errors"
	"io"
	"math"
	"strconv"
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

// TestPointTitleAndWideText: a marker's tooltip is PointTitle's when it is
// set ("NAME at X: VALUE" otherwise), and a band text of wide characters
// is measured as wide: it is left out where it would overflow its cells.
func TestPointTitleAndWideText(t *testing.T) {
	c := sample()
	if svg := string(c.SVG()); !strings.Contains(svg, "<title>s at 3: 0</title>") {
		t.Errorf("default marker tooltip missing:\n%s", svg)
	}
	c.PointTitle = func(series string, x int64, value string) string {
		return series + "、長さ " + strconv.FormatInt(x, 10) + ": " + value
	}
	if svg := string(c.SVG()); !strings.Contains(svg, "<title>s、長さ 3: 0</title>") || strings.Contains(svg, " at 3") {
		t.Errorf("PointTitle not used:\n%s", svg)
	}
	if textWidth("ok") != 13.2 || textWidth("すべて") != 3*13.2 {
		t.Errorf("textWidth: %v, %v", textWidth("ok"), textWidth("すべて"))
	}
	// 40 cells of width 18.5 each: 8 wide characters need 13.2*8+8 = 113.6,
	// which six cells (111) cannot hold and seven (129.5) can.
	x := make([]int64, 40)
	for i := range x {
		x[i] = int64(i)
	}
	band := func(n int) Band {
		b := Band{Label: "b"}
		for i := range x {
			text := "あいうえおかきく"
			if i >= n {
				text = "-"
			}
			b.Cells = append(b.Cells, Cell{Fill: "#eee", Text: text})
		}
		return b
	}
	for n, want := range map[int]bool{6: false, 7: true} {
		w := &Chart{X: x, Above: []Band{band(n)}}
		if got := strings.Contains(string(w.SVG()), ">あいうえおかきく<"); got != want {
			t.Errorf("%d cells: text drawn %v, want %v", n, got, want)
		}
	}
}
