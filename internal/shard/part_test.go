package shard

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writePart writes shard s of a sweep of total cells whose rows are
// "row N\n", and returns its path.
func writePart(t testing.TB, dir string, s Shard, total int64, flags ...string) string {
	t.Helper()
	lo, hi := s.Cells(total)
	w, b := NewWriter(Header{Shard: s.K, Shards: s.N, Cells: total, First: lo, Count: hi - lo, Flags: flags, Format: "csv", Build: "test", Engine: "e1"})
	for i := lo; i < hi; i++ {
		row := fmt.Appendf(nil, "%d,row\n", i)
		w.Rows(row)
		b = append(b, row...)
	}
	b = append(b, w.Trailer([]byte(`{"cells":1}`))...)
	path := filepath.Join(dir, fmt.Sprintf("part-%d-of-%d", s.K, s.N))
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func rowsOf(t *testing.T, p *Part) string {
	t.Helper()
	var b strings.Builder
	if err := p.EachRow(func(row []byte) error { b.Write(row); return nil }); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestPartRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path := writePart(t, dir, Shard{2, 3}, 10, "--seeds=1..5")
	p, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if p.Shard != 2 || p.Shards != 3 || p.First != 3 || p.Count != 3 || p.Rows != 3 || string(p.Summary) != `{"cells":1}` {
		t.Errorf("read back %+v", p)
	}
	if got := rowsOf(t, p); got != "3,row\n4,row\n5,row\n" {
		t.Errorf("rows %q", got)
	}
}

// Every proper prefix of a part is refused by Open: a part cut short is
// never merged.
func TestEveryTruncationIsRefused(t *testing.T) {
	dir := t.TempDir()
	whole, err := os.ReadFile(writePart(t, dir, Shard{1, 2}, 9))
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(dir, "cut")
	for n := range len(whole) {
		os.WriteFile(cut, whole[:n], 0o644)
		_, err := Open(cut)
		if err == nil {
			t.Fatalf("the first %d of %d bytes open as a part", n, len(whole))
		}
		if msg := err.Error(); !strings.Contains(msg, `part "`+cut+`" `) || !strings.Contains(msg, "truncated") && !strings.Contains(msg, "empty") && !strings.Contains(msg, "not a sweep part") {
			t.Fatalf("the first %d bytes: %v", n, err)
		}
	}
}

// A row changed in place is caught as the rows are read.
func TestChangedRowIsDamage(t *testing.T) {
	dir := t.TempDir()
	path := writePart(t, dir, Shard{1, 1}, 4)
	b, _ := os.ReadFile(path)
	os.WriteFile(path, []byte(strings.Replace(string(b), "2,row", "2,rot", 1)), 0o644)
	p, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	err = p.EachRow(func([]byte) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "is damaged: its rows do not match") {
		t.Fatalf("EachRow: %v", err)
	}
}

func TestOpenRefuses(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		path := filepath.Join(dir, name)
		os.WriteFile(path, []byte(content), 0o644)
		return path
	}
	for _, tc := range []struct{ path, want string }{
		{filepath.Join(dir, "absent"), "no such file or directory"},
		{write("empty", ""), "is empty"},
		{write("rows.csv", "seed,partition\n1,2\n"), "is not a sweep part"},
		{write("future", `{"coordsim_sweep_part":2}`+"\n"), "is in part format 2; this coordsim reads format 1"},
		{write("forged", `{"coordsim_sweep_part":1,"shard":1,"shards":2,"cells":10,"first_cell":0,"shard_cells":9}`+"\n"), "damaged first line: shard 1/2 of 10 cells is cells 0..4, not 9 from 0"},
		{write("zero", `{"coordsim_sweep_part":1,"shard":0,"shards":2,"cells":10}`+"\n"), "damaged first line (shard 0/2"},
	} {
		_, err := Open(tc.path)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Open(%s): %v; want %q", filepath.Base(tc.path), err, tc.want)
		}
	}
}

// FuzzOpen: whatever the bytes, Open and EachRow return (no panic), and a
// part they accept has as many rows as its first line says.
func FuzzOpen(f *testing.F) {
	dir := f.TempDir()
	whole, _ := os.ReadFile(writePart(f, dir, Shard{1, 2}, 5))
	f.Add(whole)
	f.Add([]byte("seed\n1\n"))
	f.Add([]byte(`{"coordsim_sweep_part":1}` + "\n" + `{"end":true}` + "\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		path := filepath.Join(t.TempDir(), "p")
		os.WriteFile(path, b, 0o644)
		p, err := Open(path)
		if err != nil {
			return
		}
		n := int64(0)
		if p.EachRow(func([]byte) error { n++; return nil }) == nil && n != p.Count {
			t.Fatalf("accepted %d rows of a part of %d", n, p.Count)
		}
	})
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	open := func(path string) *Part {
		p, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	var parts []*Part
	for k := 1; k <= 4; k++ {
		parts = append(parts, open(writePart(t, dir, Shard{k, 4}, 10, "--seeds=1..5")))
	}
	ordered, err := Check([]*Part{parts[2], parts[0], parts[3], parts[1]})
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range ordered {
		if p.Shard != i+1 {
			t.Fatalf("Check put shard %d at %d", p.Shard, i)
		}
	}
	other := filepath.Join(dir, "other")
	os.Mkdir(other, 0o755)
	foreign := open(writePart(t, other, Shard{2, 4}, 10, "--seeds=1..6"))
	otherSplit := open(writePart(t, other, Shard{3, 5}, 10, "--seeds=1..5"))
	rebuilt := open(writePart(t, other, Shard{4, 4}, 10, "--seeds=1..5"))
	rebuilt.Build = "another"
	for _, tc := range []struct {
		parts []*Part
		want  string
	}{
		{nil, "name the parts to merge"},
		{[]*Part{parts[0], parts[1], parts[3]}, "shard 3 of 4 missing: 3 of the sweep's 4 parts are given"},
		{[]*Part{parts[1]}, "shards 1, 3 and 4 of 4 missing"},
		{[]*Part{parts[0], parts[1], parts[1], parts[2], parts[3]}, "-2-of-4\" is given twice"},
		{[]*Part{parts[0], foreign, parts[2], parts[3]}, "is from a different sweep than \"" + parts[0].Path + "\": --seeds=1..6, not --seeds=1..5"},
		{[]*Part{parts[0], parts[1], otherSplit, parts[3]}, "is from a different split than"},
		{[]*Part{parts[0], parts[1], parts[2], rebuilt}, "was written by a different build than \"" + parts[0].Path + "\": another, not test"},
	} {
		_, err := Check(tc.parts)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Check: %v; want %q", err, tc.want)
		}
	}
	dup := open(writePart(t, other, Shard{2, 4}, 10, "--seeds=1..5"))
	if _, err := Check([]*Part{parts[0], parts[1], dup}); err == nil || !strings.Contains(err.Error(), "are both shard 2/4") {
		t.Errorf("two files of one shard: %v", err)
	}
}
