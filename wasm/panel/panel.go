// Package panel is what the HTML around the canvas shows for one run: the
// outcome, what the user is told, counts, the trace table and the dedupe
// store, as JSON-ready data. Every sentence in it is built here from the
// catalogue in the view's language (share.State.Lang), beside the codes the
// page and its tests read; the page places the text (never as HTML), and
// window.coordsim.state() is read from it.
package panel

import (
	"cmp"
	"strconv"

	"coordsim/engine"
	"coordsim/engine/encode"
	"coordsim/internal/catalog"
	"coordsim/internal/render"
	"coordsim/internal/share"
)

// View is the page's data for one run.
type View struct {
	Params Params `json:"params"`
	Title  string `json:"title"` // the scenario's title
	Story  string `json:"story"` // what to watch for
	// Generated: the scenario is a generated model (clients, processing,
	// interventions apply), not a fixture's events.
	Generated   bool        `json:"generated"`
	Scenarios   []Scenario  `json:"scenarios"`
	Mutations   []Label     `json:"mutations"` // every mutation, for the checkboxes
	Legend      []Label     `json:"legend"`    // the canvas's tokens
	Moves       []Label     `json:"moves"`     // every move the trace's rows may offer
	Query       string      `json:"query"`     // canonical query string, without "?"
	Problems    []Problem   `json:"problems"`
	Outcome     string      `json:"outcome"`
	OutcomeName string      `json:"outcomeName"`
	OutcomeText string      `json:"outcomeText"`  // the outcome against the deadline
	Recovery    *int64      `json:"recoveryTick"` // null when the partition never ends
	Deadline    int64       `json:"deadlineTick"`
	End         int64       `json:"endTick"` // last tick of the timeline
	TraceSHA256 string      `json:"traceSHA256"`
	FinalState  string      `json:"finalState"`
	Users       []User      `json:"users"`
	UsersText   string      `json:"usersText"` // heading of the users' list
	Told        string      `json:"told"`      // one plain sentence on what users are told
	Counts      Counts      `json:"counts"`
	CountsText  string      `json:"countsText"`
	Trace       []Row       `json:"trace"`
	Store       []Entry     `json:"store"`
	Invariants  []Invariant `json:"invariants"`
	// InvariantsText sums the verdicts up in one sentence.
	InvariantsText string  `json:"invariantsText"`
	Orders         []Order `json:"orders"` // each order's state at the end
	// Announce and AnnounceScenario are for the live region.
	Announce         string `json:"announce"`
	AnnounceScenario string `json:"announceScenario"`
	// Lab is what the lesson's practice steps read from this run.
	Lab Lab `json:"lab"`
}

// Scenario is one entry of the picker.
type Scenario struct {
	Name  string `json:"name"`
	Title string `json:"title"`
	Story string `json:"story"`
}

// Order is one order's state at the end of the run.
type Order struct {
	Order string `json:"order"`
	State string `json:"state"`
}

// Knobs are what makes one run, as the page states them (the fields of
// Params, Run and RunSummary alike). The seed is a string because a 64-bit
// seed does not fit a JavaScript number.
type Knobs struct {
	Scenario  string   `json:"scenario"`
	Seed      string   `json:"seed"`
	Partition int64    `json:"partition"`
	Deadline  int64    `json:"deadline"`
	Retention int64    `json:"retention"`
	Mutations []string `json:"mutations"`
}

// knobsOf is s's knobs.
func knobsOf(s share.State) Knobs {
	k := Knobs{Scenario: s.Scenario, Seed: strconv.FormatUint(s.Seed, 10), Partition: s.Partition, Deadline: s.Deadline,
		Retention: s.Retention, Mutations: engine.MutationStrings(s.Mutations)}
	return k
}

// Params are the URL parameters in force.
type Params struct {
	Knobs
	T     int64  `json:"t"`
	Lang  string `json:"lang"`
	Embed bool   `json:"embed"`
	Lab   int64  `json:"lab"` // the open lab step, 0 for none
	// Review is 1 when the page opens the spaced review (review=1).
	Review int64  `json:"review"`
	View   string `json:"view"`
	// Processing and Lease are the record's in-progress life (0: instant);
	// Faults the learner's interventions as faults= writes them; Attempt
	// the timed-out attempt view=worlds forks at ("" for the first).
	Processing int64    `json:"processing"`
	Lease      int64    `json:"lease"`
	Faults     []string `json:"faults"`
	Attempt    string   `json:"attempt"`
	// Events is the learner's events as events= writes them ("" runs the
	// story's own).
	Events string `json:"events"`
	// B is what run B names (b.partition=9 as {"partition": 9}, the seed
	// as a string), null when the page compares nothing.
	B map[string]any `json:"b" ts:"null"`
	// Panels are what an embedded frame shows beyond the essentials;
	// Origin the course page's origin it is pinned to ("" for none), and
	// OriginRefused says the URL's origin= could not be used, so the frame
	// talks to no page (assets/embed.js).
	Panels []string `json:"panels"`
	// Shown are the panels the frame shows (share.State.ShownPanels):
	// Panels, and the view's own when the view is a panel too.
	Shown []string `json:"shown"`
	// Lock is what the course fixed (lock=): the page disables their
	// controls, and a change to them is refused (share.Merge).
	Lock   []string `json:"lock"`
	Origin string   `json:"origin"`
	// Grading is how the course counts a checked answer tried more than
	// once (grading=): "first", "best" (the default) or "last".
	Grading string `json:"grading"`
	// Attempts caps the checks of each quiz question (attempts=); 0: no cap.
	Attempts int64 `json:"attempts"`
	// Feedback is when the quiz shows its verdicts and model answers
	// (feedback=): "now" or "after" the learner submits.
	Feedback      string `json:"feedback"`
	OriginRefused bool   `json:"originRefused"`
}

// User is what the user of one command (one dedupe key) is shown at the
// deadline.
type User struct {
	Key string `json:"key"`
	// Command names the user by the command they sent ("order-42
	// confirm"), stable across runs; EventID is the entry that decided
	// what they are told, which moves with the parameters.
	Command   string `json:"command"`
	EventID   string `json:"eventId"`
	Status    string `json:"status"` // definite or indefinite
	State     string `json:"state,omitempty"`
	Code      string `json:"code,omitempty"` // rejection code
	Reconcile bool   `json:"reconcile"`
	Sentence  string `json:"sentence"`
	// Final is what an uncertain user is told once reconciled after the
	// deadline (engine.Reconciliation), "" for none.
	Final string `json:"final,omitempty"`
}

// Counts are the run's totals.
type Counts struct {
	Messages           int `json:"messages"`
	Buffered           int `json:"buffered"`
	Released           int `json:"released"`
	ResidualAtDeadline int `json:"residualAtDeadline"` // still held by the partition at the deadline
	Applied            int `json:"applied"`            // state transitions applied, every key
	Replayed           int `json:"replayed"`
	Rejected           int `json:"rejected"`
	StoreEntries       int `json:"storeEntries"`
	Dropped            int `json:"dropped"`    // messages lost (network or a down service)
	Duplicated         int `json:"duplicated"` // second copies made by the network
	Crashes            int `json:"crashes"`
}

// Row is one trace entry, for the #trace table.
type Row struct {
	Tick     int64  `json:"tick"`
	Kind     string `json:"kind"`
	Event    string `json:"event"`
	Delivery string `json:"delivery"`
	Seq      *int64 `json:"seq"` // logical sequence, null for control entries
	Effect   string `json:"effect"`
	Result   string `json:"result"` // the state it answered, the rejection in words, or the expired key
	Note     string `json:"note"`   // why, for generated runs' entries (in the view's language)
	// Said is Kind, Delivery, Effect and a rejection's code in the view's
	// language: the codes are for the rows' classes and the curious.
	Said RowWords `json:"said"`
	// Offers are the moves the learner may make here (engine.Moves' codes;
	// their words are the view's Moves); ByYou: one of the learner's moves
	// made this entry.
	Offers []string `json:"offers,omitempty"`
	ByYou  bool     `json:"byYou,omitempty"`
}

// RowWords are a trace row's codes, said.
type RowWords struct {
	Kind     string `json:"kind"` // "" for a delivery, the ordinary case
	Delivery string `json:"delivery"`
	Effect   string `json:"effect"`
	Rejected string `json:"rejected"` // the rejection's code, "" if none (its words are in Result)
}

// Entry is a dedupe store entry at the end of the run.
type Entry struct {
	Key         string `json:"key"`
	Fingerprint string `json:"fingerprint"`
	Result      string `json:"result"`
	Reuses      int    `json:"reuses"`
}

// Invariant is one verdict.
type Invariant struct {
	Name    string `json:"name"`  // the engine's code
	Title   string `json:"title"` // its name in the view's language
	Explain string `json:"explain"`
	Holds   bool   `json:"holds"`
	// Detail is the engine's own (English) account, kept for the record;
	// the page shows Broke, built from the violating entry's facts.
	Detail    string `json:"detail,omitempty"`
	Broke     string `json:"broke,omitempty"`
	Jump      string `json:"jump,omitempty"` // the jump control's text and label
	JumpLabel string `json:"jumpLabel,omitempty"`
	// Row is the index in Trace of the first violating entry, -1 when it
	// holds (or no single entry is to blame); Tick is that entry's tick.
	Row  int   `json:"row"`
	Tick int64 `json:"tick"`
}

// Build is the view of res, a run of the scenario named with the page
// state s, in the language s.Lang; query is s's link (share.Links), which
// the caller has written.
func Build(named engine.Named, res *engine.Result, s share.State, probs []share.Problem, query string) View {
	lang := s.Lang
	v := View{
		Params:      paramsOf(s),
		Query:       query,
		Problems:    []Problem{},
		Outcome:     res.Outcome(),
		Deadline:    res.Recovery.DeadlineTick,
		TraceSHA256: encode.TraceSHA256(res),
		FinalState:  res.FinalState,
		Legend:      labelsOf(lang, LegendCodes, "page.legend.", ""),
		Moves:       labelsOf(lang, MoveCodes(), "page.move.", ""),
	}
	v.Title, v.Story = scenarioText(lang, named)
	v.Generated = named.Model != nil
	for _, p := range probs {
		if p.Fixture != nil && s.View == "events" {
			continue // the editor shows it beside its field (EventsOf)
		}
		v.AddProblem(p)
		v.Params.OriginRefused = v.Params.OriginRefused || p.Field == "origin"
	}
	v.Users, v.UsersText = usersOf(lang, res)
	v.Invariants, v.Orders = []Invariant{}, []Order{}
	if res.Recovery.HasTick {
		tick := res.Recovery.Tick
		v.Recovery = &tick
	}
	v.OutcomeName = tr(lang, "outcome."+v.Outcome+".name")
	v.AnnounceScenario = tr(lang, "page.announce.scenario", "title", v.Title)
	for _, n := range engine.Scenarios() {
		title, story := scenarioText(lang, n)
		v.Scenarios = append(v.Scenarios, Scenario{Name: n.Name, Title: title, Story: story})
	}
	v.Mutations = labelsOf(lang, engine.MutationStrings(engine.AllMutations), "mutation.", ".label")
	c := &res.Counts
	v.Counts = Counts{
		Messages: c.Messages, Buffered: c.Buffered, Released: c.Released, ResidualAtDeadline: res.Recovery.ResidualAtDeadline,
		Applied: c.Applied, Replayed: c.Replayed, Rejected: c.Rejected, StoreEntries: c.StoreEntries,
		Dropped: c.Dropped, Duplicated: c.Copies, Crashes: c.Crashes,
	}
	for _, o := range res.Orders {
		v.Orders = append(v.Orders, Order{Order: o.ID, State: o.State})
	}
	v.Trace = traceRows(lang, named, res)
	reconcile(lang, res, v.Users, v.Trace)
	v.Store = make([]Entry, 0, len(res.Store))
	for _, e := range res.Store {
		v.Store = append(v.Store, Entry{Key: e.Key, Fingerprint: e.InputFingerprint.String(), Result: e.Result.State, Reuses: e.ReuseCount})
	}
	for _, iv := range res.Invariants {
		in := Invariant{Name: iv.Name, Holds: iv.Holds, Detail: iv.Detail, Row: -1}
		if !iv.Holds {
			in.Tick = iv.Tick
			if iv.FirstViolation >= 0 && iv.FirstViolation < len(res.Trace) {
				in.Row = iv.FirstViolation
			}
		}
		v.Invariants = append(v.Invariants, in)
	}
	v.End = res.TimelineEnd
	v.CountsText = countsText(lang, v.Counts)
	var broken []string
	v.InvariantsText, broken = invariantText(lang, &v)
	v.OutcomeText, v.Told = outcomeText(lang, &v, res, broken)
	v.Announce = tr(lang, "page.announce.outcome", "outcome", v.OutcomeName) + " " + v.OutcomeText
	v.Lab = labOf(lang, named, res, v.Params.Seed)
	v.Lab.Edited = named.Fixture != nil && share.MovesOf(s) > 0
	v.Lab.LockedKnobs = s.LockedKnobs()
	return v
}

// traceRows is the trace as the page lists it: each entry's facts, the
// moves it offers and whether a move of the learner's made it.
func traceRows(lang string, named engine.Named, res *engine.Result) []Row {
	rows := make([]Row, 0, len(res.Trace))
	offers := named.Offers(res)
	for i := range res.Trace {
		e := &res.Trace[i]
		r := Row{Tick: e.Tick, Kind: e.Kind.String(), Event: e.EventID, Delivery: e.Delivery.String(), Effect: e.Effect.String(), Note: render.Note(lang, res, e),
			Offers: moveCodes(offers[i]), ByYou: e.ByYou}
		if e.Delivery != 0 {
			seq := e.LogicalSequence
			r.Seq = &seq
		}
		r.Said = RowWords{Delivery: catalog.TraceWord(lang, "delivery", r.Delivery), Effect: catalog.TraceWord(lang, "effect", r.Effect)}
		if e.Kind != engine.EntryDeliver {
			r.Said.Kind = catalog.TraceWord(lang, "kind", r.Kind)
		}
		switch {
		case e.Result != nil:
			r.Result = e.Result.State
		case e.Error != nil:
			r.Said.Rejected = e.Error.Code
			r.Result = rejection(lang, e.Error.Code)
		case e.Kind == engine.EntryExpired:
			r.Result = e.Key
		}
		rows = append(rows, r)
	}
	return rows
}

func paramsOf(s share.State) Params {
	p := Params{Knobs: knobsOf(s), T: s.T, Lang: s.Lang, Embed: s.Embed, Lab: s.Lab, Review: s.Review, View: s.View, B: bOf(s.B),
		Processing: s.Processing, Lease: s.Lease, Faults: []string{}, Attempt: s.Attempt,
		Panels: append([]string{}, s.Panels...), Shown: s.ShownPanels(), Lock: append([]string{}, s.Lock...), Origin: s.Origin, Grading: cmp.Or(s.Grading, "best"), Attempts: s.Tries,
		Feedback: cmp.Or(s.Feedback, "now")}
	for _, f := range s.Faults {
		p.Faults = append(p.Faults, f.String())
	}
	if s.Events != nil {
		p.Events = share.EncodeEvents(s.Events)
	}
	if p.View == "" {
		p.View = share.Views[0]
	}
	return p
}
