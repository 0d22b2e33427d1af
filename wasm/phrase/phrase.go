// Package phrase finds where Japanese text may break between lines: at
// the boundaries of its phrases (文節), as BudouX's model finds them
// (third_party/budoux), never inside a word. The canvas wraps its labels
// here (wasm/scene); the page's HTML leaves it to the browser's
// word-break: auto-phrase.
//
// The model is BudouX's, cut to the features the canvas's characters can
// match (model.go, generated: go generate ./wasm/phrase), so that the
// WASM carries 14 KB of it rather than 20; for the canvas's text the
// breaks are the whole model's (phrase_test.go holds them equal).
package phrase

//go:generate go run ./gen

import (
	"strconv"
	"strings"
)

// Feature groups, in the model's order: a character (UW1-UW6), two
// (BW1-BW3) or three (TW1-TW4) around a position, each at its own
// offsets from it: Groups[g] = [from, to) relative to the position.
var Groups = [...]struct {
	Name     string
	From, To int
}{
	{"UW1", -3, -2}, {"UW2", -2, -1}, {"UW3", -1, 0}, {"UW4", 0, 1}, {"UW5", 1, 2}, {"UW6", 2, 3},
	{"BW1", -2, 0}, {"BW2", -1, 1}, {"BW3", 0, 2},
	{"TW1", -3, 0}, {"TW2", -2, 1}, {"TW3", -1, 2}, {"TW4", 0, 3},
}

// feature is one group's characters around a position.
type feature struct {
	group uint8
	chars [3]rune
}

// Model scores the features; a position whose score (Base plus its
// features') is above 0 is a phrase boundary.
type Model struct {
	Base   int
	scores map[feature]int32
}

// Add scores group g's characters key.
func (m *Model) Add(g int, key string, score int) {
	if m.scores == nil {
		m.scores = map[feature]int32{}
	}
	f := feature{group: uint8(g)}
	copy(f.chars[:], []rune(key))
	m.scores[f] = int32(score)
}

// Breaks are the byte offsets in s where a phrase ends and the next
// begins.
func (m *Model) Breaks(s string) []int {
	rs, at := make([]rune, 0, len(s)), make([]int, 0, len(s))
	for i, r := range s {
		rs, at = append(rs, r), append(at, i)
	}
	var out []int
	for i := 1; i < len(rs); i++ {
		score := m.Base
		for g, span := range Groups {
			from, to := i+span.From, i+span.To
			if from < 0 || to > len(rs) {
				continue // the model's features never match past an end
			}
			f := feature{group: uint8(g)}
			copy(f.chars[:], rs[from:to])
			score += int(m.scores[f])
		}
		if score > 0 {
			out = append(out, at[i])
		}
	}
	return out
}

// Parse reads a model written as model.go holds it: a line a feature, its
// group's name, key and score apart by tabs.
func Parse(base int, table string) *Model {
	m := &Model{Base: base}
	index := map[string]int{}
	for g, span := range Groups {
		index[span.Name] = g
	}
	for _, line := range strings.Split(strings.TrimSpace(table), "\n") {
		parts := strings.Split(line, "\t")
		if len(parts) != 3 {
			continue
		}
		score, err := strconv.Atoi(parts[2])
		if g, ok := index[parts[0]]; ok && err == nil {
			m.Add(g, parts[1], score)
		}
	}
	return m
}
