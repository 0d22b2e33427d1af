package site

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"coordsim/web/internal/module"
)

// TestKnobRangesComeFromShare: the built page's knob inputs take share's
// ranges, whatever index.html says, and a page without one of them is an
// error, not a page with a stale range.
func TestKnobRangesComeFromShare(t *testing.T) {
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(root, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	stale := strings.Replace(string(src), `id="deadline" type="number" min="1" max="40"`, `id="deadline" type="number" min="3" max="99"`, 1)
	if stale == string(src) {
		t.Fatal("index.html's deadline input is not where this test looks for it")
	}
	got, err := withKnobRanges([]byte(stale))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range knobRanges {
		i := strings.Index(string(got), `<input id="`+k.id+`"`)
		tag := string(got[i : i+strings.Index(string(got[i:]), ">")])
		for _, want := range []string{fmt.Sprintf(` min="%d"`, k.min), fmt.Sprintf(` max="%d"`, k.max)} {
			if !strings.Contains(tag, want) {
				t.Errorf("%s: built tag %s lacks%s", k.id, tag, want)
			}
		}
	}
	if _, err := withKnobRanges([]byte(strings.Replace(string(src), `id="retention"`, `id="kept"`, 1))); err == nil {
		t.Error("a page without the retention input was built without complaint")
	}
}
