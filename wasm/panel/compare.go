package panel

import (
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/engine/compare"
	"coordsim/internal/share"
)

// Compare is the page's comparison of run A (the page's parameters) with
// run B (A with the b. parameters), in the view's language: each run's
// summary, where the traces part, the ticks where the client cannot tell
// them apart, and a sentence per difference.
type Compare struct {
	A, B                   RunSummary  `json:"-"`
	FirstDivergence        *Divergence `json:"firstDivergence"`
	ClientViewEqualThrough int64       `json:"clientViewEqualThrough"`
	ServerDiffersFrom      *int64      `json:"serverDiffersFrom"`
	Differs                []string    `json:"differs"`
	// Blind is [from, to]: the ticks where the clients' views are the same
	// although the service already differs; null when there are none.
	Blind *[2]int64 `json:"blind"`
	// Words: a sentence per difference, where the traces part, what the
	// client can tell.
	Lines   []string `json:"lines"`
	Diverge string   `json:"diverge"`
	Client  string   `json:"client"`
}

// Divergence is where the traces part: row Entry (from 0) of both traces.
type Divergence struct {
	Entry int   `json:"entry"`
	Tick  int64 `json:"tick"`
}

// RunSummary is one run's state, as state().compare.a and .b give it.
type RunSummary struct {
	Knobs
	Outcome      string        `json:"outcome"`
	RecoveryTick *int64        `json:"recoveryTick"`
	TraceSHA256  string        `json:"traceSHA256"`
	Users        []UserSummary `json:"users"`
	Broken       []string      `json:"broken"` // invariants broken, by code
	Line         string        `json:"line"`   // the run's parameters in words
	Held         int           `json:"held"`
}

// UserSummary is what one user is told.
type UserSummary struct {
	Command string `json:"command"`
	Status  string `json:"status"`
	State   string `json:"state,omitempty"`
	Code    string `json:"code,omitempty"`
}

// Offer is a "compare with…" choice: the b. parameters it sets.
type Offer struct {
	Label string         `json:"label"`
	B     map[string]any `json:"b"`
}

// Comparing is what the bridge's compare(query) returns.
type Comparing struct {
	Compare *CompareJSON `json:"compare"`
	Offers  []Offer      `json:"offers"`
}

// CompareJSON is Compare with both runs, as the page reads it.
type CompareJSON struct {
	A RunSummary `json:"a"`
	B RunSummary `json:"b"`
	// TraceB is run B's trace, row by row as the page shows A's.
	TraceB []Row `json:"traceB"`
	*Compare
}

// CompareOf compares the runs of state s (A, whose link is query) and
// s.BState() (B), both already run; res and resB are their results.
func CompareOf(s share.State, query string, res, resB *engine.Result) *CompareJSON {
	lang := s.Lang
	sb, _ := s.BState()
	va := Build(s.Named(), res, s, nil, query)
	vb := Build(sb.Named(), resB, sb, nil, share.Encode(sb))
	c := compare.Runs(res, resB)
	out := &Compare{ClientViewEqualThrough: c.ClientViewEqualThrough, Differs: append([]string{}, c.Differs...), Lines: []string{}}
	if d := c.FirstDivergence; d != nil {
		out.FirstDivergence = &Divergence{Entry: d.Entry, Tick: d.Tick}
		out.Diverge = tr(lang, "page.compare.diverge", "row", itoa(d.Entry+1), "tick", i64(d.Tick))
	} else {
		out.Diverge = tr(lang, "page.compare.same")
	}
	if c.ServerDiffersFrom >= 0 {
		from := c.ServerDiffersFrom
		out.ServerDiffersFrom = &from
		if c.ClientViewEqualThrough >= from {
			out.Blind = &[2]int64{from, c.ClientViewEqualThrough}
			out.Client = tr(lang, "page.compare.blind", "from", i64(from), "to", i64(c.ClientViewEqualThrough))
		} else {
			out.Client = tr(lang, "page.compare.clientSees", "through", i64(c.ClientViewEqualThrough), "server", i64(from))
		}
	} else {
		out.Client = tr(lang, "page.compare.serverSame", "through", i64(c.ClientViewEqualThrough))
	}
	a, b := summary(lang, "A", &va, res), summary(lang, "B", &vb, resB)
	never := tr(lang, "page.compare.never")
	tick := func(t *int64) string {
		if t == nil {
			return never
		}
		return i64(*t)
	}
	for _, d := range c.Differs {
		switch d {
		case "outcome":
			out.Lines = append(out.Lines, tr(lang, "page.compare.outcome", "a", va.OutcomeName, "b", vb.OutcomeName))
		case "recovery-tick":
			out.Lines = append(out.Lines, tr(lang, "page.compare.recovery", "a", tick(va.Recovery), "b", tick(vb.Recovery)))
		case "held":
			out.Lines = append(out.Lines, tr(lang, "page.compare.held", "a", itoa(va.Counts.Buffered), "ad", itoa(va.Counts.ResidualAtDeadline),
				"b", itoa(vb.Counts.Buffered), "bd", itoa(vb.Counts.ResidualAtDeadline)))
		case "users":
			out.Lines = append(out.Lines, userLines(lang, va.Users, vb.Users)...)
		case "invariants":
			out.Lines = append(out.Lines, tr(lang, "page.compare.invariants", "a", brokenText(lang, &va), "b", brokenText(lang, &vb)))
		case "final-state":
			out.Lines = append(out.Lines, tr(lang, "page.compare.finalState", "a", va.FinalState, "b", vb.FinalState))
		}
	}
	if same := sameAspects(lang, c.Differs); len(same) > 0 {
		out.Lines = append(out.Lines, tr(lang, "page.compare.sameIn", "list", strings.Join(same, tr(lang, "page.list.separator"))))
	}
	return &CompareJSON{A: a, B: b, TraceB: vb.Trace, Compare: out}
}

// aspects are what the summary always accounts for, each either in a
// sentence of its own (it differs) or in the list of what is the same: the
// engine's Differs code and the catalogue's name for it.
var aspects = [][2]string{{"outcome", "outcome"}, {"recovery-tick", "recovery"}, {"held", "held"}, {"users", "users"}, {"invariants", "invariants"}}

func sameAspects(lang string, differs []string) []string {
	var out []string
	for _, a := range aspects {
		if !slices.Contains(differs, a[0]) {
			out = append(out, tr(lang, "page.compare.aspect."+a[1]))
		}
	}
	return out
}

func summary(lang, name string, v *View, res *engine.Result) RunSummary {
	r := RunSummary{Knobs: v.Params.Knobs, Outcome: v.Outcome, RecoveryTick: v.Recovery,
		TraceSHA256: v.TraceSHA256, Users: []UserSummary{}, Broken: []string{}, Held: v.Counts.Buffered}
	for _, u := range v.Users {
		r.Users = append(r.Users, UserSummary{Command: u.Command, Status: u.Status, State: u.State, Code: u.Code})
	}
	for _, inv := range v.Invariants {
		if !inv.Holds {
			r.Broken = append(r.Broken, inv.Name)
		}
	}
	ms := tr(lang, "page.compare.none")
	if len(v.Params.Mutations) > 0 {
		names := make([]string, len(v.Params.Mutations))
		for i, m := range v.Params.Mutations {
			names[i] = tr(lang, "mutation."+m+".label")
		}
		ms = strings.Join(names, tr(lang, "page.list.separator"))
	}
	r.Line = tr(lang, "page.compare.run", "run", name, "title", v.Title, "seed", v.Params.Seed, "partition", i64(v.Params.Partition),
		"deadline", i64(v.Params.Deadline), "mutations", ms)
	if len(v.Params.Faults) > 0 {
		r.Line += tr(lang, "page.compare.yourFaults", "faults", strings.Join(v.Params.Faults, tr(lang, "page.list.separator")))
	}
	if v.Params.Events != "" {
		r.Line += tr(lang, "page.compare.yourEvents")
	}
	return r
}

// userLines says, per user (by command) told something different, what A
// and B tell them.
func userLines(lang string, a, b []User) []string {
	var out []string
	byCommand := map[string]User{}
	for _, u := range b {
		byCommand[u.Command] = u
	}
	for _, u := range a {
		w, ok := byCommand[u.Command]
		if ok && w.Status == u.Status && w.State == u.State && w.Code == u.Code && w.Sentence == u.Sentence {
			continue
		}
		other := tr(lang, "page.compare.none")
		if ok {
			other = w.Sentence
		}
		out = append(out, tr(lang, "page.compare.user", "command", u.Command, "a", u.Sentence, "b", other))
	}
	inA := map[string]bool{}
	for _, u := range a {
		inA[u.Command] = true
	}
	for _, u := range b {
		if !inA[u.Command] {
			out = append(out, tr(lang, "page.compare.user", "command", u.Command, "a", tr(lang, "page.compare.none"), "b", u.Sentence))
		}
	}
	return out
}

func brokenText(lang string, v *View) string {
	var names []string
	for _, inv := range v.Invariants {
		if !inv.Holds {
			names = append(names, inv.Title)
		}
	}
	if len(names) == 0 {
		return tr(lang, "page.compare.none")
	}
	return strings.Join(names, tr(lang, "page.list.separator"))
}

// OffersFor are the comparisons the page offers for state s: the lesson's
// partition 4 against 9, a lost request against a lost response, and the
// dedupe store switched off.
func OffersFor(s share.State) []Offer {
	lang := s.Lang
	var out []Offer
	if len(s.Faults) > 0 || s.Events != nil || len(s.Model) > 0 { // what the learner changed, against the story as it was
		out = append(out, Offer{tr(lang, "page.compare.offer.original"), map[string]any{"original": int64(1)}})
	}
	if s.Named().HasPartition() {
		n := int64(9)
		if s.Partition == 9 {
			n = 4
		}
		out = append(out, Offer{tr(lang, "page.compare.offer.partition", "n", i64(n)), map[string]any{"partition": n}})
	}
	pair := map[string]string{"request-lost": "response-lost", "response-lost": "request-lost"}
	if other, ok := pair[s.Scenario]; ok {
		title, _ := scenarioText(lang, engine.Named{Name: other})
		out = append(out, Offer{tr(lang, "page.compare.offer.scenario", "title", title), map[string]any{"scenario": other}})
	}
	m := engine.DedupeOff
	for _, have := range s.Mutations {
		if have == m {
			return out
		}
	}
	ms := []string{}
	for _, have := range s.Mutations {
		ms = append(ms, string(have))
	}
	out = append(out, Offer{tr(lang, "page.compare.offer.mutation", "mutation", tr(lang, "mutation."+string(m)+".label")),
		map[string]any{"mutations": strings.Join(append(ms, string(m)), ",")}})
	return out
}

// bOf is what run B names, for the view's params (null when nothing).
func bOf(b *share.BParams) map[string]any {
	if b == nil {
		return nil
	}
	out := map[string]any{}
	if b.Scenario != nil {
		out["scenario"] = *b.Scenario
	}
	if b.Seed != nil {
		out["seed"] = strconv.FormatUint(*b.Seed, 10)
	}
	if b.Partition != nil {
		out["partition"] = *b.Partition
	}
	if b.Deadline != nil {
		out["deadline"] = *b.Deadline
	}
	if b.Retention != nil {
		out["retention"] = *b.Retention
	}
	if b.Mutations != nil {
		names := []string{}
		for _, m := range *b.Mutations {
			names = append(names, string(m))
		}
		out["mutations"] = strings.Join(names, ",")
	}
	if b.Original {
		out["original"] = int64(1)
	}
	return out
}
