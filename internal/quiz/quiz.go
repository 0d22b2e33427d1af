// Package quiz is the checked part of the lesson's six knowledge checks and
// two assessments: a choice, a selection, or counts the learner reads off
// a run, and the grading of an answer. The right options are the lesson's;
// the right counts come from running the engine on the run the question
// cites, so a check cannot disagree with the run it points at. The words
// are the catalogue's lesson.check.ID.*; the page (wasm/panel), lab.md
// (internal/evidence) and the tests grade with the one Grade.
package quiz

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"coordsim/internal/share"
)

// Kind is how a check is answered.
type Kind string

const (
	Choose Kind = "choose" // one option
	Select Kind = "select" // every option that applies
	Count  Kind = "count"  // numbers read off runs
)

// Fact is a number a run states.
type Fact string

const (
	Applied   Fact = "applied"   // state transitions applied for the story's tracked key
	Reused    Fact = "reused"    // answers the store gave again for that key
	Held      Fact = "held"      // messages the partition holds at the deadline
	Uncertain Fact = "uncertain" // users told "uncertain"
	// Of every key, for the transfer task's many commands:
	AppliedAll Fact = "applied-all" // state transitions applied
	ReusedAll  Fact = "reused-all"  // answers the store gave again
	Reconciled Fact = "reconciled"  // the tick the last uncertain user is told the answer (engine.Reconciliation)
)

// Counted is one number a count check asks for: Fact of the run Query.
type Counted struct {
	ID    string // its label is lesson.check.CHECK.count.ID
	Query string // the run, as a share query
	Fact  Fact
}

// Check is one question's checked part.
type Check struct {
	ID      string // the question: q1..q6, a1, a2
	Kind    Kind
	Options []string // Choose and Select: option codes, in the order shown
	Right   []string // the options that are right
	Need    int      // Select: how many right options answer it (none wrong)
	Counts  []Counted
	// Shows are the lesson's runs (wasm/panel's ids) the feedback names:
	// where the learner sees why.
	Shows []string
	// Items is how many expected-evidence items the question lists
	// (lesson.a.N.item.1..Items): the assessments' 期待する証拠.
	Items int
}

// Rubric are the lesson's rubric dimensions (its rubric_dimensions); the
// learner marks a free answer on each from 0 (not yet) to MaxLevel (fully).
var Rubric = []string{"technical-correctness", "judgment", "evidence", "communication"}

// MaxLevel is a rubric dimension's highest mark.
const MaxLevel = 2

// All are the checks, in the lesson's order.
var All = []Check{
	{ID: "q1", Kind: Choose, Options: []string{"error", "same", "stored"}, Right: []string{"same"},
		Shows: []string{"request-lost", "response-lost"}},
	{ID: "q2", Kind: Choose, Options: []string{"reuse", "apply", "reject"}, Right: []string{"reject"},
		Shows: []string{"conflict"}},
	{ID: "q3", Kind: Count, Counts: []Counted{
		{ID: "applied", Query: "scenario=reference", Fact: Applied},
		{ID: "reused", Query: "scenario=reference", Fact: Reused},
		{ID: "appliedOff", Query: "scenario=reference&mutations=dedupe-off,unguarded-transition", Fact: Applied},
	}, Shows: []string{"store-answers", "applied-twice"}},
	{ID: "q4", Kind: Choose, Options: []string{"timeout", "order", "retry"}, Right: []string{"order"},
		Shows: []string{"release", "stale"}},
	{ID: "q5", Kind: Choose, Options: []string{"cap", "impossible", "termination"}, Right: []string{"termination"},
		Shows: []string{"endless"}},
	{ID: "q6", Kind: Select, Options: []string{"deadline", "retries", "held", "retention", "timeoutFailed", "stale",
		"reconcile", "deliveryOrder", "told", "trace"},
		Right: []string{"deadline", "held", "retention", "stale", "reconcile", "told", "trace"}, Need: 4,
		Shows: []string{"at-deadline", "retention"}},
	{ID: "a1", Kind: Select, Options: []string{"key", "retryCount", "fingerprint", "result", "arrival", "sameCommit", "retention", "sequence"},
		Right: []string{"key", "fingerprint", "result", "sameCommit", "retention"}, Need: 5,
		Shows: []string{"retried", "conflict"}, Items: 7},
	{ID: "a2", Kind: Count, Counts: []Counted{
		{ID: "heldShort", Query: "scenario=long-partition-between-sites&partition=1", Fact: Held},
		{ID: "uncertainShort", Query: "scenario=long-partition-between-sites&partition=1", Fact: Uncertain},
		{ID: "heldLong", Query: "scenario=long-partition-between-sites&partition=24", Fact: Held},
		{ID: "uncertainLong", Query: "scenario=long-partition-between-sites&partition=24", Fact: Uncertain},
	}, Shows: []string{"five-minutes", "two-hours"}, Items: 9},
}

// twoHours is the transfer task's run: the partition between sites
// lengthened to two hours (24 ticks), far past the deadline.
const twoHours = "scenario=long-partition-between-sites&partition=24"

// Transfer are the checked items of the lesson's transfer task (別問題へ
// 転用する): on the long partition between sites, what users are told,
// when they are reconciled, whether dedupe survived, and whether the
// retention that passed there is safe.
var Transfer = []Check{
	{ID: "t1", Kind: Count, Counts: []Counted{
		{ID: "uncertain", Query: twoHours, Fact: Uncertain},
		{ID: "held", Query: twoHours, Fact: Held},
	}, Shows: []string{"transfer"}},
	{ID: "t2", Kind: Count, Counts: []Counted{{ID: "reconciled", Query: twoHours, Fact: Reconciled}}, Shows: []string{"transfer"}},
	{ID: "t3", Kind: Count, Counts: []Counted{
		{ID: "applied", Query: twoHours, Fact: AppliedAll},
		{ID: "reused", Query: twoHours, Fact: ReusedAll},
	}, Shows: []string{"transfer"}},
	{ID: "t4", Kind: Choose, Options: []string{"safe", "timing", "storage"}, Right: []string{"timing"},
		Shows: []string{"transfer-retention", "transfer-retention-breaks"}},
}

// Find is the check of question (or transfer item) id.
func Find(id string) (Check, bool) {
	for _, list := range [][]Check{All, Transfer} {
		if i := slices.IndexFunc(list, func(c Check) bool { return c.ID == id }); i >= 0 {
			return list[i], true
		}
	}
	return Check{}, false
}

var (
	valuesMu sync.Mutex
	values   = map[Counted]int{}
)

// Value is the number c's run states.
func Value(c Counted) (int, error) {
	valuesMu.Lock()
	defer valuesMu.Unlock()
	if v, ok := values[c]; ok {
		return v, nil
	}
	s, probs := share.Parse(c.Query)
	if len(probs) > 0 {
		return 0, fmt.Errorf("quiz: %s: %v", c.Query, probs)
	}
	named := s.Named()
	res, err := named.Run(s.Params())
	if err != nil {
		return 0, err
	}
	var v int
	switch c.Fact {
	case Applied, Reused:
		key := ""
		if named.Fixture != nil {
			key = named.Fixture.TrackedKey
		}
		st := res.Stats(key)
		v = st.Applied
		if c.Fact == Reused {
			v = st.Reuses
		}
	case Held:
		v = res.Recovery.ResidualAtDeadline
	case Uncertain:
		v = res.Counts.Uncertain
	case AppliedAll:
		v = res.Counts.Applied
	case ReusedAll:
		v = res.Counts.Replayed
	case Reconciled:
		for _, rc := range res.Reconciliations() {
			v = max(v, int(rc.Tick))
		}
	default:
		return 0, fmt.Errorf("quiz: unknown fact %q", c.Fact)
	}
	values[c] = v
	return v, nil
}

// Verdict is what an answer to a check earns: Correct, or the counts that
// differ from the run (Off, by id), so feedback can name them without
// giving the numbers away. Empty says nothing was answered.
type Verdict struct {
	Correct bool     `json:"correct"`
	Empty   bool     `json:"empty,omitempty"`
	Off     []string `json:"off,omitempty"`
	// Wrong are the options chosen that are wrong (a choice or a
	// selection), for feedback to say what each gets wrong
	// (lesson.quiz.ID.wrong.OPTION).
	Wrong []string `json:"wrong,omitempty"`
	// Kind is how the check is answered (an LMS records a choice and a
	// count differently); none for no answer.
	Kind Kind `json:"kind,omitempty"`
}

// Grade marks answer: for Choose one option code, for Select the codes
// chosen, for Count one number per count in order.
func Grade(c Check, answer []string) Verdict {
	v := mark(c, answer)
	if !v.Empty {
		v.Kind = c.Kind
	}
	return v
}

func mark(c Check, answer []string) Verdict {
	if len(answer) == 0 || slices.Equal(answer, make([]string, len(answer))) {
		return Verdict{Empty: true}
	}
	switch c.Kind {
	case Choose:
		return Verdict{Correct: len(answer) == 1 && slices.Contains(c.Right, answer[0]), Wrong: wrongIn(c, answer)}
	case Select:
		if wrong := wrongIn(c, answer); len(wrong) > 0 || slices.ContainsFunc(answer, func(a string) bool { return !slices.Contains(c.Options, a) }) {
			return Verdict{Wrong: wrong}
		}
		return Verdict{Correct: len(answer) >= c.Need && !hasRepeats(answer)}
	default:
		var v Verdict
		for i, n := range c.Counts {
			want, err := Value(n)
			if i >= len(answer) || err != nil || strings.TrimSpace(answer[i]) != strconv.Itoa(want) {
				v.Off = append(v.Off, n.ID)
			}
		}
		v.Correct = len(v.Off) == 0 && len(answer) == len(c.Counts)
		return v
	}
}

// wrongIn are the options of c in answer that are not right, once each, in
// the order the options are shown.
func wrongIn(c Check, answer []string) []string {
	var out []string
	for _, o := range c.Options {
		if slices.Contains(answer, o) && !slices.Contains(c.Right, o) {
			out = append(out, o)
		}
	}
	return out
}

func hasRepeats(xs []string) bool {
	s := slices.Clone(xs)
	slices.Sort(s)
	return len(slices.Compact(s)) != len(xs)
}
