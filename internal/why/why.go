// Package why judges which faults of a run mattered (issue 56, item 1)
// and says each verdict in the catalogue's words: a story's own faults,
// a fixture's edits of its story's events, and the learner's forced
// faults with a generated seed's luck. coordsim run --why prints it; the
// page's export worker (wasm/evidence) answers the page's "Which faults
// mattered?" with it, so that the page's first load carries none of it.
package why

import (
	"strconv"

	"coordsim/engine"
	"coordsim/internal/catalog"
	_ "coordsim/internal/catalog/offpage" // the why.* words
	"coordsim/internal/render"
)

// Reply is which faults of a run mattered, for the runs it names (the
// page's reply.runKey while they are on screen), grouped as Judge finds
// them. None is said when there is no group: nothing to judge.
type Reply struct {
	RunKey string  `json:"runKey"`
	Groups []Group `json:"groups"`
	None   string  `json:"none,omitempty"`
	Error  string  `json:"error,omitempty"`
}

// Group is one kind of fault judged, under its title: own (the story's),
// edits (a fixture's events as the learner edited them) or moves (the
// learner's forced faults, and a generated seed's luck as forced faults).
type Group struct {
	Kind   string    `json:"kind"`
	Title  string    `json:"title"`
	Faults []Verdict `json:"faults"`
}

// Verdict is one fault's (engine.FaultEffect), in words too.
type Verdict struct {
	Fault    string `json:"fault"` // as faults= writes it; an edit's event id
	Mattered bool   `json:"mattered"`
	What     string `json:"what"` // invariant, user, outcome; "" when inert; unjudged (an edit not judged alone)
	Name     string `json:"name"`
	Tick     int64  `json:"tick"`
	Text     string `json:"text"`
	Rows     []int  `json:"rows"` // the rows of the run judged where it acted, from 0 (none when unknown)
}

// Judge judges each fault of named's run with p (res), in lang: the
// story's own faults taken out of the story one at a time; for a fixture,
// the learner's edits of its story's events undone one at a time (then
// nothing else: a fixture's moves are its edits); else the learner's
// forced faults and, for a generated story, its seed's luck as forced
// faults on the story with its fault rates at zero, each removed alone.
// Rows are given for forced faults and edits, not for the story's own
// faults; a generated story's are the rows of res that the run with its
// luck forced has too (rowsIn). noMoves: no forced fault or luck to judge.
func Judge(named engine.Named, p engine.Params, res *engine.Result, lang string) (groups []Group, noMoves bool, err error) {
	t := func(key string, args ...string) string { return catalog.T(lang, "why."+key, args...) }
	own, err := engine.WhichOwnMattered(named, p)
	if err != nil {
		return nil, false, err
	}
	if len(own) > 0 {
		groups = append(groups, Group{Kind: "own", Title: t("own"), Faults: verdicts(lang, own, false)})
	}
	if story, err := engine.LookupScenario(named.Name); err == nil && named.Fixture != nil && story.Fixture != nil {
		edits, err := engine.WhichEditsMattered(named, story.Fixture.Events, p)
		if err != nil || len(edits) > 0 {
			return append(groups, Group{Kind: "edits", Title: t("edits"), Faults: editVerdicts(lang, edits)}), false, err
		}
	}
	story, q := named, p
	if named.Model != nil {
		story, q.Faults = engine.Unlucky(named), engine.LuckyFaults(named, p, res)
	}
	if len(q.Faults) == 0 {
		return groups, true, nil
	}
	effects, err := story.WhichMattered(q)
	if err != nil {
		return groups, false, err
	}
	title := t("title")
	if lucky := len(q.Faults) - len(p.Faults); lucky > 0 {
		title += "\n" + t("luck", "n", strconv.Itoa(lucky))
	}
	moves := verdicts(lang, effects, true)
	if named.Model != nil { // judged on the story without luck: its rows, as res has them
		forced, err := story.Run(q)
		if err != nil {
			return groups, false, err
		}
		at := rowsIn(res, forced)
		for i := range moves {
			moves[i].Rows = at(moves[i].Rows)
		}
	}
	return append(groups, Group{Kind: "moves", Title: title, Faults: moves}), false, nil
}

// verdicts says effects, with their rows when rows.
func verdicts(lang string, effects []engine.FaultEffect, rows bool) []Verdict {
	out := make([]Verdict, len(effects))
	for i, e := range effects {
		out[i] = verdict(e.Fault.String(), render.WhySentence(lang, e), e)
		if !rows {
			out[i].Rows = []int{}
		}
	}
	return out
}

func editVerdicts(lang string, edits []engine.EditEffect) []Verdict {
	out := make([]Verdict, len(edits))
	for i, e := range edits {
		out[i] = verdict(e.Edit.ID, render.EditSentence(lang, e), e.FaultEffect)
		if e.Unjudged {
			out[i].What = "unjudged"
		}
	}
	return out
}

func verdict(fault, text string, e engine.FaultEffect) Verdict {
	return Verdict{Fault: fault, Mattered: e.Mattered, What: e.What, Name: e.Name, Tick: e.Tick, Text: text, Rows: append([]int{}, e.Rows...)}
}

// rowKey is where an entry stands in a run, whatever rows come before
// it: its tick, kind, event, delivery and effect, and how many entries of
// the run before it have the same.
type rowKey struct {
	tick     int64
	kind     engine.EntryKind
	event    string
	delivery engine.DeliveryMode
	effect   engine.Effect
	seen     int
}

// rowKeys are the entries of r where they stand.
func rowKeys(r *engine.Result) []rowKey {
	seen := map[rowKey]int{}
	out := make([]rowKey, len(r.Trace))
	for i := range r.Trace {
		e := &r.Trace[i]
		k := rowKey{tick: e.Tick, kind: e.Kind, event: e.EventID, delivery: e.Delivery, effect: e.Effect}
		k.seen = seen[k]
		seen[k]++
		out[i] = k
	}
	return out
}

// rowsIn finds rows of other in res: those of its entries that stand in
// res too, at their row there. (A fault forced in place of luck acts on
// every message of its attempt's part, where luck acted on one: other may
// have entries res has not, and its rows after them stand elsewhere.)
func rowsIn(res, other *engine.Result) func(rows []int) []int {
	at := map[rowKey]int{}
	for i, k := range rowKeys(res) {
		at[k] = i
	}
	keys := rowKeys(other)
	return func(rows []int) []int {
		out := []int{}
		for _, row := range rows {
			if i, ok := at[keys[row]]; ok {
				out = append(out, i)
			}
		}
		return out
	}
}
