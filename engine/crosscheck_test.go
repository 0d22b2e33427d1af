package engine_test

import (
	"bufio"
	"coordsim/engine"
	"coordsim/engine/encode"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// crossCheckFile pins the trace SHA-256 of every cross-check run. The
// native run checks it (or writes it with -rewrite); the same test under
// GOOS=js GOARCH=wasm (make test) must reproduce every hash, so the engine
// in the page and in the CLI give the same traces.
const crossCheckFile = "testdata/crosscheck_hashes.txt"

// crossCheckCase is one run: a name a reader can replay, and how to run it.
type crossCheckCase struct {
	name string
	run  func() (*engine.Result, error)
}

// The cross-check's plan was recorded before processing took time: these
// are the scenarios and mutations it draws from, so that every recorded run
// stays as it was (with processing 0 nothing may change). The record's
// in-progress life has its own tests.
var (
	instantScenarios = []string{"reference", "response-lost", "request-lost", "crash-after-commit", "late-retry-after-retention", "long-partition-between-sites", "random-faults"}
	instantMutations = []engine.Mutation{engine.ConflictingRetry, engine.DedupeOff, engine.ShortRetention, engine.NonAtomicCommit, engine.UnguardedTransition, engine.KeyTooWide, engine.KeyTooNarrow}
)

// crossCheckCases are at least a thousand runs: the named scenarios over
// many seeds, partition lengths and mutations; generated models with many
// clients and heavy faults; and random fixtures whose priorities tie, so
// the seeded tie-break decides the release order.
func crossCheckCases() []crossCheckCase {
	var cases []crossCheckCase
	r := rand.New(rand.NewPCG(2026, 731))
	muts := append([]engine.Mutation{""}, instantMutations...)
	for _, name := range instantScenarios {
		n, _ := engine.LookupScenario(name)
		for i := range 70 {
			p := n.Defaults
			p.Seed = engine.RandomSeed(r)
			if n.HasPartition() {
				p.Partition = 1 + int64(i%13)
			}
			if m := muts[i%len(muts)]; m != "" {
				p.Mutations = []engine.Mutation{m}
			}
			n := n
			name := fmt.Sprintf("named %s seed=%d partition=%d mutations=%s", n.Name, p.Seed, p.Partition, m0(p.Mutations))
			cases = append(cases, crossCheckCase{name, func() (*engine.Result, error) { return n.Run(p) }})
		}
	}
	for i := range 260 {
		m := engine.RandomModel(r)
		m.Clients = 10 + r.IntN(110)
		m.DropRequestPerMille, m.DropResponsePerMille = 200+r.IntN(500), 200+r.IntN(500)
		m.DuplicatePerMille, m.CrashPerMille = 200+r.IntN(600), 100+r.IntN(500)
		m.MaxAttempts = 2 + r.IntN(6)
		p := engine.Params{Seed: engine.RandomSeed(r), Retention: int64(r.IntN(4))}
		if m.PartitionStart > 0 && r.IntN(2) == 0 {
			p.Partition = 1 + int64(r.IntN(20))
		}
		name := fmt.Sprintf("model #%d clients=%d commands=%d seed=%d partition=%d retention=%d", i, m.Clients, m.Commands, p.Seed, p.Partition, p.Retention)
		cases = append(cases, crossCheckCase{name, func() (*engine.Result, error) { return engine.RunModel(m, p) }})
	}
	for i := range 300 {
		events := engine.RandomFixture(r)
		for j := range events {
			events[j].DeliveryPriority = int64(r.IntN(2)) // many ties
		}
		sc := engine.FromEvents(fmt.Sprintf("tied-%d", i), events)
		p := engine.Params{Seed: engine.RandomSeed(r)}
		if r.IntN(3) == 0 {
			p.Mutations = []engine.Mutation{instantMutations[r.IntN(len(instantMutations))]}
		}
		name := fmt.Sprintf("fixture tied-priorities #%d events=%d seed=%d mutations=%s", i, len(events), p.Seed, m0(p.Mutations))
		cases = append(cases, crossCheckCase{name, func() (*engine.Result, error) { return engine.Run(&sc, p) }})
	}
	return cases
}

func m0(ms []engine.Mutation) string {
	if len(ms) == 0 {
		return "none"
	}
	return string(ms[0])
}

func TestCrossCheckTraceHashes(t *testing.T) {
	cases := crossCheckCases()
	if len(cases) < 1000 {
		t.Fatalf("%d cross-check runs; want at least 1000", len(cases))
	}
	got := make([]string, len(cases))
	for i, c := range cases {
		res, err := c.run()
		if err != nil {
			got[i] = c.name + " error: " + strings.ReplaceAll(err.Error(), "\n", " ")
			continue
		}
		got[i] = c.name + " " + encode.TraceSHA256(res)
	}
	if f := flag.Lookup("rewrite"); f != nil && f.Value.String() == "true" {
		if err := os.WriteFile(crossCheckFile, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	file, err := os.Open(crossCheckFile)
	if err != nil {
		t.Fatalf("%v (write it with go test ./engine -run CrossCheck -rewrite)", err)
	}
	defer file.Close()
	var want []string
	sc := bufio.NewScanner(file)
	for sc.Scan() {
		want = append(want, sc.Text())
	}
	if len(want) != len(got) {
		t.Fatalf("%s holds %d runs, the test makes %d (rewrite it with -rewrite after an intended change)", crossCheckFile, len(want), len(got))
	}
	bad := 0
	for i := range got {
		if got[i] != want[i] {
			if bad < 5 {
				t.Errorf("run %d differs:\n got %s\nwant %s", i, got[i], want[i])
			}
			bad++
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d runs differ from %s", bad, len(got), crossCheckFile)
	}
	t.Logf("%d runs reproduce %s", len(got), crossCheckFile)
}
