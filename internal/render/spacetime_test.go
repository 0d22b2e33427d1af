package render

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"coordsim/engine"
)

// svgElement is what the tests read of one element.
type svgElement struct {
	name  string
	attrs map[string]string
	title string // the text of its <title> child, if any
}

// parseSVG decodes the whole document with encoding/xml (so it must be
// well formed) and lists its elements.
func parseSVG(t *testing.T, doc []byte) []svgElement {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	var out []svgElement
	var open []int // indices into out of the open elements
	inTitle := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			el := svgElement{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				el.attrs[a.Name.Local] = a.Value
			}
			inTitle = tok.Name.Local == "title"
			out = append(out, el)
			open = append(open, len(out)-1)
		case xml.EndElement:
			open = open[:len(open)-1]
			inTitle = false
		case xml.CharData:
			if inTitle && len(open) >= 2 {
				out[open[len(open)-2]].title += string(tok)
			}
		}
	}
	if len(out) == 0 || out[0].name != "svg" {
		t.Fatal("the document is not an <svg>")
	}
	return out
}

func hasClass(el svgElement, class string) bool {
	return slices.Contains(strings.Fields(el.attrs["class"]), class)
}

// runs are the diagrams the tests draw: every named story, with and
// without a mutation, over a few seeds and partitions.
func eachRun(t *testing.T, check func(name string, r *engine.Result)) {
	for _, n := range engine.Scenarios() {
		for _, muts := range [][]engine.Mutation{nil, {engine.NonAtomicCommit}, {engine.DedupeOff, engine.ShortRetention}} {
			for _, seed := range []uint64{engine.ReferenceSeed, 1, 2, 3} {
				for _, part := range []int64{1, 4, 9} {
					r, err := n.Run(engine.Params{Seed: seed, Partition: part, Deadline: n.DefaultDeadline(), Mutations: muts})
					if err != nil {
						t.Fatal(err)
					}
					check(fmt.Sprintf("%s seed %d partition %d %v", n.Name, seed, part, muts), r)
				}
			}
		}
	}
}

// One focusable arrow per message, each naming its message and pointing at
// the trace entry where it leaves; every mark's data-entry is a trace index.
func TestSpaceTimeDrawsEveryMessageOnce(t *testing.T) {
	eachRun(t, func(name string, r *engine.Result) {
		for _, lang := range []string{"en", "ja"} {
			doc := SpaceTime(r, lang, SpaceTimeOptions{})
			if bytes.Contains(doc, []byte("[spacetime.")) {
				t.Fatalf("%s %s: a catalogue key is missing: %s", name, lang, regexp.MustCompile(`\[spacetime\.[^\]]*\]`).Find(doc))
			}
			els := parseSVG(t, doc)
			want := len(r.Flights)
			if want == 0 {
				want = r.Counts.Messages
			}
			var arrows []svgElement
			for _, el := range els {
				if hasClass(el, "st-msg") {
					arrows = append(arrows, el)
				}
				if v, ok := el.attrs["data-entry"]; ok {
					if i, err := strconv.Atoi(v); err != nil || i < 0 || i >= len(r.Trace) {
						t.Fatalf("%s: data-entry %q is no trace index", name, v)
					}
				}
			}
			if len(arrows) != want {
				t.Fatalf("%s %s: %d arrows, want one per message (%d)", name, lang, len(arrows), want)
			}
			seen := map[string]bool{}
			for _, a := range arrows {
				e, _ := strconv.Atoi(a.attrs["data-entry"])
				entry := &r.Trace[e]
				cmd := r.CommandOf(entry)
				if a.attrs["tabindex"] != "0" || a.attrs["role"] != "img" || cmd == nil || entry.Dir == engine.NotAMessage {
					t.Fatalf("%s: arrow %v is not a focusable message", name, a.attrs)
				}
				if !strings.Contains(a.title, cmd.Label()+" #"+strconv.Itoa(int(entry.Attempt))) {
					t.Fatalf("%s: arrow title %q does not name %s #%d", name, a.title, cmd.Label(), entry.Attempt)
				}
				key := a.attrs["data-entry"] + "/" + a.attrs["data-end"]
				if seen[key] {
					t.Fatalf("%s: two arrows for %s", name, key)
				}
				seen[key] = true
			}
		}
	})
}

func TestSpaceTimeIsDeterministic(t *testing.T) {
	n, _ := engine.LookupScenario("random-faults")
	a, _ := n.Run(engine.Params{Seed: 7, Deadline: 20})
	first := SpaceTime(a, "en", SpaceTimeOptions{})
	for range 5 {
		b, _ := n.Run(engine.Params{Seed: 7, Deadline: 20})
		if again := SpaceTime(b, "en", SpaceTimeOptions{}); !bytes.Equal(first, again) {
			t.Fatal("the same run drew different bytes")
		}
	}
	if bytes.Equal(first, SpaceTime(a, "ja", SpaceTimeOptions{})) {
		t.Error("Japanese is the same as English")
	}
}

// The marks a learner looks for: the partition band, the recovery and the
// deadline rules, the playhead; losses and timeouts where they happen.
func TestSpaceTimeMarks(t *testing.T) {
	count := func(els []svgElement, class string) int {
		n := 0
		for _, el := range els {
			if hasClass(el, class) {
				n++
			}
		}
		return n
	}
	sc := engine.Reference()
	ref, _ := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed})
	els := parseSVG(t, SpaceTime(ref, "en", SpaceTimeOptions{}))
	for class, want := range map[string]int{"st-partition": 1, "st-recovery": 1, "st-deadline": 1, "st-playhead": 1, "st-held": 3, "st-lost": 0} {
		if got := count(els, class); got != want {
			t.Errorf("reference: %d %s, want %d", got, class, want)
		}
	}
	for _, el := range els {
		if hasClass(el, "st-playhead") && (el.attrs["data-tick"] != "0" || !strings.HasPrefix(el.attrs["data-ticks"], "0:")) {
			t.Errorf("playhead %v", el.attrs)
		}
	}
	lost, _ := engine.LookupScenario("response-lost")
	r, _ := lost.Run(engine.Params{Seed: engine.ReferenceSeed, Deadline: 10})
	els = parseSVG(t, SpaceTime(r, "en", SpaceTimeOptions{}))
	if count(els, "st-lost") != 1 || count(els, "st-timeout") != 1 || count(els, "st-response") != 3 {
		t.Errorf("response-lost: %d lost, %d timeouts, %d answers", count(els, "st-lost"), count(els, "st-timeout"), count(els, "st-response"))
	}
}

// Side by side, two runs get the same bands, so their ticks line up.
func TestSpaceTimeAligns(t *testing.T) {
	sc := engine.Reference()
	a, _ := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed, Partition: 4})
	b, _ := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed, Partition: 9})
	ticks := func(doc []byte) string {
		return regexp.MustCompile(`data-ticks="[^"]*"`).FindString(string(doc))
	}
	x, y := SpaceTime(a, "en", SpaceTimeOptions{Align: b}), SpaceTime(b, "en", SpaceTimeOptions{Align: a})
	if ticks(x) != ticks(y) {
		t.Errorf("aligned diagrams differ in their ticks:\n%s\n%s", ticks(x), ticks(y))
	}
	if ticks(SpaceTime(a, "en", SpaceTimeOptions{})) == ticks(x) {
		t.Error("aligning changed nothing")
	}
}
