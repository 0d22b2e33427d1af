package atomicwrite

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func readAll(t *testing.T, dir string) map[string]string {
	t.Helper()
	got := map[string]string{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		got[e.Name()] = string(data)
	}
	return got
}

func oldPair(t *testing.T) (string, []File) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.md"), []byte("old md"), 0o644)
	os.WriteFile(filepath.Join(dir, "a.svg"), []byte("old svg"), 0o644)
	return dir, []File{{filepath.Join(dir, "a.md"), []byte("new md")}, {filepath.Join(dir, "a.svg"), []byte("new svg")}}
}

// Issue 26, finding 5: on a full disk analyze left a new .md beside the old
// .svg. A set whose second file cannot be written leaves both as they were.
func TestWriteSetIsWholeOrNothingWhenAWriteFails(t *testing.T) {
	dir, files := oldPair(t)
	calls := 0
	createTemp = func(d, pattern string) (*os.File, error) {
		if calls++; calls == 2 {
			return nil, errors.New("no space left on device")
		}
		return os.CreateTemp(d, pattern)
	}
	defer func() { createTemp = os.CreateTemp }()
	if err := WriteSet(files); err == nil {
		t.Fatal("no error")
	}
	want := map[string]string{"a.md": "old md", "a.svg": "old svg"}
	if got := readAll(t, dir); !equal(got, want) {
		t.Fatalf("after a failed write: %v, want %v", got, want)
	}
}

func TestWriteSetPutsBackWhenARenameFails(t *testing.T) {
	dir, files := oldPair(t)
	calls := 0
	rename = func(a, b string) error {
		if calls++; calls == 2 {
			return errors.New("rename failed")
		}
		return os.Rename(a, b)
	}
	defer func() { rename = os.Rename }()
	if err := WriteSet(files); err == nil {
		t.Fatal("no error")
	}
	want := map[string]string{"a.md": "old md", "a.svg": "old svg"}
	if got := readAll(t, dir); !equal(got, want) {
		t.Fatalf("after a failed rename: %v, want %v", got, want)
	}
	// And with nothing there before, nothing is left.
	empty := t.TempDir()
	calls = 0
	WriteSet([]File{{filepath.Join(empty, "x"), []byte("1")}, {filepath.Join(empty, "y"), []byte("2")}})
	if got := readAll(t, empty); len(got) != 0 {
		t.Fatalf("left %v", got)
	}
}

func TestWriteSetReplacesBoth(t *testing.T) {
	dir, files := oldPair(t)
	if err := WriteSet(files); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"a.md": "new md", "a.svg": "new svg"}
	if got := readAll(t, dir); !equal(got, want) {
		t.Fatalf("%v, want %v", got, want)
	}
}

// What a signal handler removes: every temporary file not yet renamed.
func TestRemoveTempsRemovesWhatIsBeingWritten(t *testing.T) {
	dir := t.TempDir()
	p, err := Create(filepath.Join(dir, "rows.csv"))
	if err != nil {
		t.Fatal(err)
	}
	p.Write([]byte("half a row"))
	RemoveTemps()
	if got := readAll(t, dir); len(got) != 0 {
		t.Fatalf("left %v", got)
	}
}

func TestCheckRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	for path, want := range map[string]string{
		dir:                                   "is a directory",
		filepath.Join(dir, "no", "such.file"): "its directory",
		os.DevNull:                            "is a character device",
	} {
		if _, err := Check(path); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Check(%q) = %v, want %q", path, err, want)
		}
	}
}

func equal(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
