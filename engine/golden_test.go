package engine

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"coordsim/engine/canon"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// goldenRuns are the named runs whose whole result is pinned.
var goldenRuns = []struct {
	name string
	p    Params
	edit func(*Scenario)
}{
	{name: "reference", p: Params{Seed: ReferenceSeed}},
	{name: "long-partition", p: Params{Seed: ReferenceSeed, Partition: 9}},
	{name: "short-partition", p: Params{Seed: ReferenceSeed, Partition: 1}},
	{name: "conflicting-retry", p: Params{Seed: ReferenceSeed, Mutations: []Mutation{ConflictingRetry}}},
	{name: "dedupe-off", p: Params{Seed: ReferenceSeed, Mutations: []Mutation{DedupeOff}}},
	{name: "short-retention", p: Params{Seed: ReferenceSeed, Mutations: []Mutation{ShortRetention}}},
	{name: "non-atomic-commit", p: Params{Seed: ReferenceSeed, Mutations: []Mutation{NonAtomicCommit}}},
	{name: "unguarded-without-dedupe", p: Params{Seed: ReferenceSeed, Mutations: []Mutation{DedupeOff, UnguardedTransition}}},
	{name: "tied-priorities", p: Params{Seed: ReferenceSeed}, edit: func(sc *Scenario) {
		for i := range sc.Events {
			sc.Events[i].DeliveryPriority = 0
		}
	}},
}

// goldenStories pins every named scenario as told, and the mutations each
// story is about.
var goldenStories = []struct {
	scenario  string
	mutations []Mutation
}{
	{"response-lost", nil},
	{"response-lost", []Mutation{DedupeOff}},
	{"request-lost", nil},
	{"crash-after-commit", nil},
	{"crash-after-commit", []Mutation{NonAtomicCommit}},
	{"crash-after-commit", []Mutation{NonAtomicCommit, UnguardedTransition}},
	{"late-retry-after-retention", nil},
	{"long-partition-between-sites", nil},
	{"random-faults", nil},
}

func TestGoldenRuns(t *testing.T) {
	for _, g := range goldenRuns {
		t.Run(g.name, func(t *testing.T) {
			sc := Reference()
			if g.edit != nil {
				g.edit(&sc)
			}
			r, err := Run(&sc, g.p)
			if err != nil {
				t.Fatal(err)
			}
			checkGolden(t, g.name, r)
		})
	}
	for _, g := range goldenStories {
		name := g.scenario
		for _, m := range g.mutations {
			name += "+" + string(m)
		}
		t.Run(name, func(t *testing.T) {
			named, err := LookupScenario(g.scenario)
			if err != nil {
				t.Fatal(err)
			}
			r, err := named.Run(named.WithDefaults(Params{Mutations: g.mutations}))
			if err != nil {
				t.Fatal(err)
			}
			checkGolden(t, name, r)
		})
	}
}

// checkGolden compares the whole result with testdata/golden/name.json.
func checkGolden(t *testing.T, name string, r *Result) {
	t.Helper()
	compact, err := canon.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := json.Indent(&got, compact, "", "  "); err != nil {
		t.Fatal(err)
	}
	got.WriteByte('\n')
	path := filepath.Join("testdata", "golden", name+".json")
	if *update {
		if err := os.WriteFile(path, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./engine -run Golden -update to create it)", err)
	}
	if !bytes.Equal(got.Bytes(), want) {
		t.Errorf("run differs from %s (if intended, rerun with -update and review the diff):\n%s", path, firstDiff(got.String(), string(want)))
	}
}

// firstDiff shows the first differing line with its neighbours.
func firstDiff(got, want string) string {
	g, w := bytes.Split([]byte(got), []byte("\n")), bytes.Split([]byte(want), []byte("\n"))
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl []byte
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if !bytes.Equal(gl, wl) {
			return "line " + strconv.Itoa(i+1) + "\n got: " + string(gl) + "\nwant: " + string(wl)
		}
	}
	return ""
}
