//go:build js && wasm

package bridge

import (
	"strconv"
	"testing"

	"coordsim/internal/share"
)

// The page's Go work in WebAssembly (node), for the JSON writers' side by
// side (issue 51: a hand copy stays only for ≥ 50 ms on a drag or the
// page's start): the first apply of a page, a drag's apply, and the
// lesson's JSON in both languages.

func BenchmarkFirstApply(b *testing.B) {
	for b.Loop() {
		var a State
		a.Load("scenario=reference&lang=ja")
	}
}

func BenchmarkDragApply(b *testing.B) {
	var a State
	a.Load("scenario=reference&lang=ja")
	i := 0
	for b.Loop() {
		i++
		a.Apply(share.Patch{Values: map[string]string{"partition": strconv.Itoa(1 + i%30)}})
	}
}

func BenchmarkLessonJSONBothLanguages(b *testing.B) {
	for b.Loop() {
		_ = lessonJSON()
	}
}
