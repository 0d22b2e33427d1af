// Package claim checks what a learner claims about a run, as the lesson's
// decision record asks them to: a claim is typed so that the engine can
// test it against the run it names (a share link) and, optionally, the
// trace row it points at. The verdict is supported, refuted (with the row
// that refutes it, where one does) or untestable as written, and its reason
// is the catalogue's, in the learner's language. The page (view=decision),
// the export's decision-record.md and `coordsim verify` judge with the one
// Check, so a verdict the learner saw is the one the instructor re-derives.
package claim

import (
	"errors"
	"slices"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// Kind is what a claim says, and so how it is tested.
type Kind string

const (
	// Breaks: with Defense switched off (the mutation that removes it),
	// Invariant breaks; and it is that defense that keeps it: with the
	// defense back on, the same run keeps it.
	Breaks Kind = "breaks"
	// Holds: with Defense switched off, Invariant still holds.
	Holds Kind = "holds"
	// Told: under the run's faults, the user of the command with Key is
	// told Told.
	Told Kind = "told"
	// Separate: delivery and the state transition are separate: the
	// messages of the command with Key were delivered Delivered times and
	// its transition applied Applied times.
	Separate Kind = "separate"
)

// Kinds are the kinds a claim can have, in the order the page offers them.
var Kinds = []Kind{Breaks, Holds, Told, Separate}

// What a user is told, as a Told claim says it.
const (
	Answered = "answered" // a result
	Rejected = "rejected" // a typed rejection
	Unsure   = "uncertain"
)

// ToldChoices are what a Told claim can say the user is told.
var ToldChoices = []string{Answered, Rejected, Unsure}

// Claim is one row of a learner's decision record. Why is the learner's
// own text (why it matters, the alternatives rejected); nothing checks it.
type Claim struct {
	ID        string `json:"id"`
	Kind      Kind   `json:"kind"`
	Run       string `json:"run"`           // the run, as a share query
	Row       int    `json:"row,omitempty"` // a trace row, from 1; 0 names none
	Defense   string `json:"defense,omitempty"`
	Invariant string `json:"invariant,omitempty"`
	Key       string `json:"key,omitempty"`
	Told      string `json:"told,omitempty"`
	Delivered *int   `json:"delivered,omitempty"` // nil: not stated (0 is a count)
	Applied   *int   `json:"applied,omitempty"`
	Why       string `json:"why,omitempty"`
}

// Verdict is what the engine makes of a claim.
type Verdict struct {
	Verdict string `json:"verdict"`       // Supported, Refuted or Untestable
	Reason  string `json:"reason"`        // why, in the language asked
	Row     int    `json:"row,omitempty"` // the row that refutes it (or that it rests on), from 1
}

// The verdicts.
const (
	Supported  = "supported"
	Refuted    = "refuted"
	Untestable = "untestable"
)

// judgment builds a verdict's reason from the catalogue as it goes.
type judgment struct {
	lang string
}

func (j judgment) untestable(key string, args ...string) Verdict {
	return Verdict{Verdict: Untestable, Reason: catalog.T(j.lang, "claim.reason."+key, args...)}
}

func (j judgment) refuted(row int, key string, args ...string) Verdict {
	return Verdict{Verdict: Refuted, Row: row, Reason: catalog.T(j.lang, "claim.reason."+key, args...)}
}

func (j judgment) supported(row int, key string, args ...string) Verdict {
	return Verdict{Verdict: Supported, Row: row, Reason: catalog.T(j.lang, "claim.reason."+key, args...)}
}

// Check runs c's run and judges c against it, its reason in lang.
func Check(c Claim, lang string) Verdict {
	v, _ := CheckKeys(c, lang)
	return v
}

// CheckKeys is Check, with the dedupe keys of the run's commands in the
// run's order (what a Told or Separate claim can name; none when the run
// does not read or run): one run serves both.
func CheckKeys(c Claim, lang string) (Verdict, []string) {
	j := judgment{lang}
	st, probs := share.Parse(c.Run)
	var res *engine.Result
	err := errNotRun
	if c.Run != "" && len(probs) == 0 {
		res, err = st.Named().Run(st.Params())
	}
	var keys []string
	if err == nil {
		keys = make([]string, len(res.Commands))
		for i, cmd := range res.Commands {
			keys[i] = cmd.Key
		}
	}
	switch {
	case !slices.Contains(Kinds, c.Kind):
		return j.untestable("kind"), keys
	case c.Run == "":
		return j.untestable("noRun"), keys
	case !share.IsLink(c.Run):
		return j.untestable("notALink"), keys
	case len(probs) > 0 && probs[0].Field == "scenario":
		return j.untestable("badScenario"), keys
	case len(probs) > 0:
		return j.untestable("badRun", "field", probs[0].Field), keys
	case err != nil:
		return j.untestable("runFails"), keys
	case c.Row < 0 || c.Row > len(res.Trace):
		return j.untestable("noRow", "row", strconv.Itoa(c.Row)), keys
	}
	switch c.Kind {
	case Breaks, Holds:
		return j.defense(c, st, st.Params(), res), keys
	case Told:
		return j.told(c, res), keys
	}
	return j.separate(c, res), keys
}

// errNotRun stands for a run that was not run: it has no link, or its
// link does not read.
var errNotRun = errors.New("claim: the run was not run")

// rowOf is the trace row (from 1) of the entry at index i.
func rowOf(i int) int { return i + 1 }

// row is n as a reason writes a row.
func row(n int) string { return strconv.Itoa(n) }

// Statement is what c says, in lang, as the decision record writes it.
func Statement(c Claim, lang string) string {
	switch c.Kind {
	case Breaks, Holds:
		return catalog.T(lang, "claim.says."+string(c.Kind), "mutation", named(lang, "mutation."+c.Defense+".label", c.Defense),
			"invariant", named(lang, "invariant."+c.Invariant+".name", c.Invariant))
	case Told:
		return catalog.T(lang, "claim.says.told", "key", c.Key, "told", named(lang, "claim.told."+c.Told, c.Told))
	case Separate:
		return catalog.T(lang, "claim.says.separate", "key", c.Key, "delivered", count(c.Delivered), "applied", count(c.Applied))
	}
	return catalog.T(lang, "claim.says.unknown")
}

// named is key's words in lang, or code as it is when the catalogue has no
// such key (a claim names what the learner typed, not only what exists).
func named(lang, key, code string) string {
	if code == "" || !catalog.Has(key) {
		return code
	}
	return catalog.T(lang, key)
}

// count is a stated count as text, or "?" where the claim states none.
func count(n *int) string {
	if n == nil {
		return "?"
	}
	return strconv.Itoa(*n)
}
