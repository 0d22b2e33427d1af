package main

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"coordsim/internal/shard"
)

// A part under --shrink carries each failing cell's shrunk link; the merge
// finds every link again, so a part whose link is another (a link to
// anywhere, another run's, a formula, a row cut short) is refused before
// any of its rows is written.
func TestMergeRefusesForgedShrunkLinks(t *testing.T) {
	dir := t.TempDir()
	good, p, rows, sum := twoParts(t, dir, "--seeds", "1..2", "--partition", "5..6", "--mutation", "dedupe-off", "--shrink")
	if len(rows) != 2 || !bytes.Contains(rows[0], []byte(`,"http://127.0.0.1:8080/?scenario=reference&seed=2&partition=5&`)) {
		t.Fatalf("the part's rows do not end with their shrunk links:\n%s", bytes.Join(rows, nil))
	}
	forge := func(old, new string) [][]byte {
		out := [][]byte{bytes.Replace(rows[0], []byte(old), []byte(new), 1), rows[1]}
		if bytes.Equal(out[0], rows[0]) {
			t.Fatalf("nothing to forge: %q is not in %s", old, rows[0])
		}
		return out
	}
	link := string(rows[0][bytes.IndexByte(rows[0], '"')+1 : len(rows[0])-2])
	for _, c := range []struct {
		name string
		rows [][]byte
		says string
	}{
		{"a link to anywhere", forge(`"http://127.0.0.1:8080/`, `"http://evil.test/`), "is not the link of the cell's shrunk run"},
		{"another run's link", forge("&t=7&", "&t=6&"), "is not the link of the cell's shrunk run"},
		{"a formula", forge(`"`+link+`"`, `=HYPERLINK("http://evil.test")`), "is neither empty nor a link in double quotes"},
		{"no link", forge(`"`+link+`"`, ""), "is not the link of the cell's shrunk run"},
		{"no column", forge(`,"`+link+`"`, ""), "is neither empty nor a link in double quotes"},
	} {
		forged := filepath.Join(dir, "forged.part")
		writePart(t, forged, p.Header, shard.Shard{K: 2, N: 2}, c.rows, &sum)
		cmd := exec.Command(coordsimBinary(t), "sweep", "merge", good, forged)
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		if err == nil || !strings.Contains(stderr.String(), c.says) {
			t.Errorf("%s: %v, stderr %q; want it refused: %q", c.name, err, stderr.String(), c.says)
		}
		if strings.Contains(stdout.String(), "evil") || strings.Contains(stdout.String(), "seed=2&partition=5") {
			t.Errorf("%s: a row of the forged part reached stdout:\n%s", c.name, stdout.String())
		}
	}
}

// The shrunk column reads back as it was written: CSV through splitShrunk,
// JSON through encoding/json, a link with commas, tildes and escapes or
// none.
func TestShrunkColumnReadsBack(t *testing.T) {
	row := []byte("1,5,recovered-before-deadline,7,8\n")
	for _, link := range []string{"", "http://127.0.0.1:8080/?scenario=reference&events=1~e1,1,deliver&t=7&h=ab.C_d-", "https://example.org/a%22b?x=1,2"} {
		rest, got, err := splitShrunk(appendShrunkCSV(append([]byte(nil), row...), link))
		if err != nil || got != link || !bytes.Equal(rest, row) {
			t.Errorf("CSV %q: read back %q, %q, %v", link, rest, got, err)
		}
		var v struct {
			Seed int     `json:"seed"`
			URL  *string `json:"shrunk_url"`
		}
		b := appendShrunkJSON([]byte(`{"seed":1}`), link)
		if err := json.Unmarshal(b, &v); err != nil || v.Seed != 1 || (link == "") != (v.URL == nil) || (v.URL != nil && *v.URL != link) {
			t.Errorf("JSON %q: %s read back %+v, %v", link, b, v, err)
		}
	}
}
