package review

import (
	"errors"
	"fmt"

	"coordsim/engine"
)

// persist asks what a retry after a lost answer gets in a fresh run of a
// story where the first answer is lost, with the defenses drawn (all on,
// the dedupe store off, or it and the transition rule off), and what must
// be persisted with the effect for the retry to get the same result.
func (d *drawer) persist() ([]Item, error) {
	story := []string{"response-lost", "crash-after-commit"}[d.rng.IntN(2)]
	muts := [][]engine.Mutation{nil, {engine.DedupeOff}, {engine.DedupeOff, engine.UnguardedTransition}}[d.rng.IntN(3)]
	n, err := engine.LookupScenario(story)
	if err != nil {
		return nil, err
	}
	p := engine.Params{Seed: d.seed(), Partition: n.DefaultPartition(), Mutations: muts}
	r, err := n.Run(p)
	if err != nil {
		return nil, err
	}
	got, tick := retryGets(r)
	if got == "" {
		return nil, errors.New("review: the story's confirm has no retry to ask about")
	}
	return []Item{
		{ID: "persist.retry", Run: d.query(story, p, r.Recovery.DeadlineTick, tick), Question: d.t("review.persist.retry"),
			Options: d.options("review.persist.retry.", "stored", "again", "stale", "progress"), answer: got},
		{ID: "persist.what", Question: d.t("review.persist.what"),
			Options: d.options("review.persist.what.", "keyResult", "messageID", "timeout", "nothing"), answer: "keyResult"},
	}, nil
}

// retryGets is what the first command's retry got (the first of its
// processings after one took effect), and its tick.
func retryGets(r *engine.Result) (string, int64) {
	applied := false
	for i := range r.Trace {
		e := &r.Trace[i]
		if e.Command != 1 || !e.IsProcessing() {
			continue
		}
		if !applied {
			applied = e.ChangesState()
			continue
		}
		switch {
		case e.Store == engine.StoreReused:
			return "stored", e.Tick
		case e.ChangesState():
			return "again", e.Tick
		case e.Error != nil && e.Error.Code == engine.CodeStale:
			return "stale", e.Tick
		case e.Error != nil && e.Error.Code == engine.CodeInProgress:
			return "progress", e.Tick
		}
	}
	return "", 0
}

// flpStatements are the 7-day review's statements about FLP and retries,
// each true or false (review.flp.ID's words).
var flpStatements = []struct {
	id   string
	true bool
}{
	{"scope", true}, {"everywhere", false}, {"slow", true}, {"never", false},
	{"practical", true}, {"safe", true}, {"exactly", false}, {"once", true},
}

// flp draws three of the statements, in a drawn order.
func (d *drawer) flp() []Item {
	order := d.rng.Perm(len(flpStatements))[:3]
	out := make([]Item, len(order))
	for i, k := range order {
		s := flpStatements[k]
		answer := "false"
		if s.true {
			answer = "true"
		}
		out[i] = Item{ID: "flp." + s.id, Question: d.t("review.flp." + s.id), Options: d.options("review.flp.", "true", "false"), answer: answer}
	}
	return out
}

// diagnose draws a run of the long partition between sites from an unseen
// seed, the partition lengthened and the dedupe retention shortened by
// drawn amounts (what the lesson's 30-day review re-evaluates), the first
// such seed whose run breaks an invariant, and asks which breaks first and
// at which trace row.
func (d *drawer) diagnose() ([]Item, error) {
	const story = "long-partition-between-sites"
	n, err := engine.LookupScenario(story)
	if err != nil {
		return nil, err
	}
	c, err := n.Compile()
	if err != nil {
		return nil, err
	}
	part, retention := 10+d.rng.Int64N(21), 1+d.rng.Int64N(6)
	var runner engine.Runner
	for seed, tries := d.seed(), 0; tries < 2000; seed, tries = seed+1, tries+1 {
		p := engine.Params{Seed: seed, Partition: part, Retention: retention}
		r, err := runner.Run(c, p)
		if err != nil {
			return nil, err
		}
		first := -1
		for i, v := range r.Invariants {
			if !v.Holds && (first < 0 || v.FirstViolation < r.Invariants[first].FirstViolation) {
				first = i
			}
		}
		if first < 0 {
			continue
		}
		v := r.Invariants[first]
		run := d.query(story, p, r.Recovery.DeadlineTick, 0)
		return []Item{
			{ID: "diagnose.invariant", Run: run, Question: d.t("review.diagnose.invariant"), Options: d.invariants(), answer: v.Name},
			{ID: "diagnose.row", Run: run, Question: d.t("review.diagnose.row"), answer: itoa(v.FirstViolation + 1)},
		}, nil
	}
	return nil, fmt.Errorf("review: no seed of 2,000 breaks an invariant at length %d, retention %d", part, retention)
}

// invariants are the engine's invariants as options, in its order.
func (d *drawer) invariants() []Option {
	var out []Option
	for _, name := range engine.InvariantNames() {
		out = append(out, Option{name, d.t("invariant." + name + ".name")})
	}
	return out
}

// contract draws a run of the transfer's system (the long partition
// between sites) at a partition length and seed drawn, and asks how many
// users have no definite answer at the deadline and which promise to users
// the run keeps.
func (d *drawer) contract() ([]Item, error) {
	n, err := engine.LookupScenario("long-partition-between-sites")
	if err != nil {
		return nil, err
	}
	p := engine.Params{Seed: d.seed(), Partition: 1 + d.rng.Int64N(30)}
	r, err := n.Run(p)
	if err != nil {
		return nil, err
	}
	promise := "definite"
	switch {
	case r.Counts.Uncertain > 0 && r.Counts.Unflagged == 0:
		promise = "flagged"
	case r.Counts.Uncertain > 0:
		promise = "none"
	}
	run := d.query("long-partition-between-sites", p, r.Recovery.DeadlineTick, r.Recovery.DeadlineTick)
	return []Item{
		{ID: "contract.uncertain", Run: run, Question: d.t("review.contract.uncertain"), answer: itoa(r.Counts.Uncertain)},
		{ID: "contract.promise", Run: run, Question: d.t("review.contract.promise"),
			Options: d.options("review.contract.promise.", "definite", "flagged", "none"), answer: promise},
	}, nil
}
