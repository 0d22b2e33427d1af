package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/share"
)

// TestJudgeWhy: the worker's why answers for the runs the page's reply
// names (the same RunKey from the page's query), with each kind of fault
// in its group: a story's own, the learner's forced faults (their rows),
// a fixture's edits (their rows), a generated seed's luck; and says when
// there is nothing to judge.
func TestJudgeWhy(t *testing.T) {
	cases := []struct {
		query, groups, first string
		rows                 string // each verdict's rows, group by group
	}{
		{"scenario=request-lost&mutations=dedupe-off,unguarded-transition&faults=c1.confirm%231:duplicate-request,c1.confirm%233:drop-request,c1.ship%231:delay-response%2B1",
			"own:1 moves:3", "c1.confirm#1:drop-request: inert: ", "[] | [1 4] [] [20]"},
		{"scenario=request-lost&lang=ja", "own:1", "c1.confirm#1:drop-request: 効いていない。", "[]"},
		{"scenario=reference&seed=1&partition=5&deadline=8&retention=0&mutations=dedupe-off&events=1~e1-confirm,1,deliver,2,0,tenant-7%3Aorder-42%3Aconfirm%3Av1,pending%3Econfirmed~e2-partition-start,2,partition_start~e4-confirm-retry,4,duplicate,2,2,tenant-7%3Aorder-42%3Aconfirm%3Av1,pending%3Econfirmed~e6-partition-end,6,partition_end",
			"edits:2", "e3-status-read (removed): mattered: it changes what read:order-42:status:1 is told (tick 7)", "[] []"},
		{"scenario=random-faults&seed=3&mutations=non-atomic-commit", "moves:13", "c4.confirm#1:duplicate-request: mattered: ", ""},
	}
	for _, c := range cases {
		s, problems := share.Parse(c.query)
		if len(problems) > 0 {
			t.Fatalf("%s: %v", c.query, problems)
		}
		r := judgeWhy(share.Encode(s))
		var groups, rows []string
		for _, g := range r.Groups {
			groups = append(groups, fmt.Sprintf("%s:%d", g.Kind, len(g.Faults)))
			var each []string
			for _, v := range g.Faults {
				each = append(each, fmt.Sprint(v.Rows))
			}
			rows = append(rows, strings.Join(each, " "))
		}
		if r.RunKey != share.RunKey(s) || r.Error != "" || r.None != "" || strings.Join(groups, " ") != c.groups ||
			!strings.HasPrefix(r.Groups[0].Faults[0].Text, c.first) || (c.rows != "" && strings.Join(rows, " | ") != c.rows) {
			t.Errorf("%s:\n%+v\ngroups %v rows %q", c.query, r, groups, rows)
		}
	}
	// A seed's luck is judged on the story without it; its rows are those
	// of the run on screen, each about the fault's attempt (or the crash
	// it made).
	marked := 0
	for seed := 1; seed <= 30; seed++ {
		query := fmt.Sprintf("scenario=random-faults&seed=%d&mutations=non-atomic-commit", seed)
		s, _ := share.Parse(query)
		res, err := s.Named().Run(s.Params())
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range judgeWhy(query).Groups[0].Faults {
			attempt, _, _ := strings.Cut(v.Fault, ":")
			for _, row := range v.Rows {
				if id := res.Trace[row].EventID; !strings.HasPrefix(id, attempt) && id != "process-crashed" {
					t.Errorf("seed %d: %s marks row %d, %s", seed, v.Fault, row, id)
				}
				marked++
			}
		}
	}
	if marked < 300 {
		t.Errorf("30 seeds' luck marks %d rows", marked)
	}
	if r := judgeWhy("scenario=reference"); len(r.Groups) != 0 || !strings.HasPrefix(r.None, "Nothing to judge") {
		t.Errorf("the lesson: %+v", r)
	}
}

// TestShrinkFor: the worker's Make it smaller gives the change to set()
// that makes the small run the page's: merged into the page's state it
// runs the runs the reply names (its RunKey), which still break the
// invariant; a generated seed's luck is forced with the rates at zero.
func TestShrinkFor(t *testing.T) {
	cases := []struct{ query, inv, set string }{
		{"scenario=random-faults&seed=3&mutations=non-atomic-commit", "duplicate-gets-first-result",
			"map[faults:c1.ship#1:crash-after-commit m.crash:0 m.drop-request:0 m.drop-response:0 m.duplicate:0]"},
		{"scenario=request-lost&mutations=dedupe-off,unguarded-transition&faults=c1.confirm%231:duplicate-request,c1.ship%231:delay-response%2B1", "at-most-one-effect-per-key",
			"map[faults:c1.confirm#1:duplicate-request]"},
		{"scenario=reference&mutations=dedupe-off", "duplicate-gets-first-result", ""},
	}
	for _, c := range cases {
		s, _ := share.Parse(c.query)
		r := shrinkFor(share.Encode(s), c.inv)
		if r.Error != "" || (c.set != "" && fmt.Sprint(r.Set) != c.set) || len(r.Story) < 2 {
			t.Errorf("%s: %+v", c.query, r)
			continue
		}
		small, probs := share.Merge(s, share.Patch{Values: r.Set})
		res, err := small.Named().Run(small.Params())
		if len(probs) > 0 || err != nil || share.RunKey(small) != r.RunKey || !slices.ContainsFunc(res.Invariants, func(v engine.Verdict) bool { return v.Name == c.inv && !v.Holds }) {
			t.Errorf("%s: the small run %v %v, key %s, want %s", c.query, probs, err, share.RunKey(small), r.RunKey)
		}
	}
}
