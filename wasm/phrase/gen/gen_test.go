package main

import (
	"bytes"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"coordsim/internal/catalog"
	"coordsim/wasm/phrase"
)

// TestModelIsCurrent: the committed model.go is what the generator
// writes from BudouX's model and the canvas's fonts now.
func TestModelIsCurrent(t *testing.T) {
	want, err := generate("../../..")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../model.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("wasm/phrase/model.go is not what its generator writes now; run: go generate ./wasm/phrase")
	}
}

// TestCutModelBreaksAsTheWhole: every Japanese sentence the canvas draws
// (the catalogue's scene.* and spacetime.*, a placeholder filled with a
// number, as most are) breaks where BudouX's whole model breaks it.
func TestCutModelBreaksAsTheWhole(t *testing.T) {
	m, err := Load("../../..")
	if err != nil {
		t.Fatal(err)
	}
	whole := &phrase.Model{Base: Base(m)}
	for g, span := range phrase.Groups {
		for k, v := range m[span.Name] {
			whole.Add(g, k, v)
		}
	}
	placeholder := regexp.MustCompile(`\{\w+\}`)
	n := 0
	for _, key := range catalog.Keys() {
		if !strings.HasPrefix(key, "scene.") && !strings.HasPrefix(key, "spacetime.") {
			continue
		}
		s := placeholder.ReplaceAllString(catalog.T("ja", key), "12")
		if got, want := phrase.Breaks(s), whole.Breaks(s); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %q breaks at %v, the whole model at %v", key, s, got, want)
		}
		n++
	}
	if n < 100 {
		t.Fatalf("only %d canvas sentences", n)
	}
}
