package linearize

import (
	"flag"
	"fmt"
	"slices"
	"testing"
	"time"

	"coordsim/engine"
)

var oracleSeeds = flag.Int("oracle.seeds", 12, "seeds per scenario, partition and mutation set the oracle test runs (make oracle runs 300)")

// TestOracleAgreesWithTheInvariants runs every named scenario over seeds,
// partition lengths 1..30 and each mutation set, and holds the engine's
// invariants to porcupine's verdicts on both histories:
//   - with every defense on, both histories are linearizable;
//   - users-told-the-truth is exactly the command-level verdict;
//   - a run where every invariant holds is explainable at both levels (the
//     invariants are complete);
//   - an invariant about the store's answers fires only where the
//     attempt-level history is not linearizable (no false alarm).
//     at-most-one-effect-per-key is left out of that last check: a second
//     effect that returns the same answer is invisible in the answers, which
//     is why the invariant counts effects.
func TestOracleAgreesWithTheInvariants(t *testing.T) {
	// Every defense on means entries kept forever (retention 0); a
	// retention of 3 ticks is a defense off like the mutations.
	type set struct {
		ms        []engine.Mutation
		retention int64
	}
	sets := []set{{nil, 0}, {nil, 3}}
	for _, m := range engine.AllMutations {
		sets = append(sets, set{[]engine.Mutation{m}, 0})
	}
	sets = append(sets,
		set{[]engine.Mutation{engine.DedupeOff, engine.UnguardedTransition}, 0},
		set{[]engine.Mutation{engine.NonAtomicCommit, engine.UnguardedTransition}, 0},
		set{[]engine.Mutation{engine.DedupeOff, engine.ConflictingRetry}, 0})
	storeAnswers := []string{engine.InvDuplicateFirst, engine.InvConflictUnchanged, engine.InvStoreOwnCommand}
	start := time.Now()
	var runs, histories, commandIllegal, attemptIllegal int
	for _, n := range engine.Scenarios() {
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		var runner engine.Runner
		for _, set := range sets {
			ms, defended := set.ms, len(set.ms) == 0 && set.retention == 0
			for seed := uint64(1); seed <= uint64(*oracleSeeds); seed++ {
				for part := int64(1); part <= 30; part++ {
					p, err := n.Resolve(engine.Overrides{Seed: &seed, Partition: &part, Retention: &set.retention, Mutations: ms})
					if err != nil {
						t.Fatal(err)
					}
					r, err := runner.Run(c, p)
					if err != nil {
						continue // a mutation the scenario cannot take
					}
					runs++
					histories += 2
					name := fmt.Sprintf("%s seed %d partition %d retention %d %v", n.Name, seed, part, set.retention, ms)
					commands, attempts := Check(r, Commands(r)), Check(r, Attempts(r))
					if !commands {
						commandIllegal++
					}
					if !attempts {
						attemptIllegal++
					}
					broken := r.Broken()
					switch {
					case defended && !(commands && attempts):
						t.Fatalf("%s: defended, but linearizable: commands %v, attempts %v", name, commands, attempts)
					case slices.Contains(broken, engine.InvUsersToldTruth) == commands:
						t.Fatalf("%s: users-told-the-truth broken=%v, porcupine says the command history linearizable=%v", name, !commands, commands)
					case len(broken) == 0 && !(commands && attempts):
						t.Fatalf("%s: every invariant holds, yet linearizable: commands %v, attempts %v", name, commands, attempts)
					}
					if attempts {
						for _, inv := range storeAnswers {
							if slices.Contains(broken, inv) {
								t.Fatalf("%s: %s fires, but the attempt-level history is linearizable (false alarm)", name, inv)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d runs, %d histories (%d command-level and %d attempt-level not linearizable) in %v",
		runs, histories, commandIllegal, attemptIllegal, time.Since(start).Round(time.Millisecond))
}
