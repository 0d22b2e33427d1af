package panel

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// The view's sentences, each built from the catalogue in the view's
// language from facts of the run, never from the engine's English. The
// trace's notes are render.Note's, which the run table shares.

// LegendCodes are the tokens the canvas draws, in the legend's order; each
// has page.legend.<code> in the catalogue and a .sw.<code> swatch in the CSS.
var LegendCodes = []string{"request", "held", "applied", "replayed", "rejected", "read", "copy", "lost", "down", "by-you"}

// Label is a code with its words, for lists the page builds (checkboxes,
// legend).
type Label struct {
	Code string `json:"code"`
	Text string `json:"text"`
}

// Problem is a URL value that could not be used, with its sentence.
type Problem struct {
	share.Problem
	Text string `json:"text"`
}

func itoa(n int) string                          { return strconv.Itoa(n) }
func i64(n int64) string                         { return strconv.FormatInt(n, 10) }
func tr(lang, key string, args ...string) string { return catalog.T(lang, key, args...) }

// rejection says a rejection's code in lang: "rejected: same key, other input".
func rejection(lang, code string) string {
	return tr(lang, "page.trace.rejected", "reason", catalog.TraceWord(lang, "error", code))
}

// problemOf says what is wrong with a URL value in lang.
func problemOf(lang string, p share.Problem) Problem {
	reasonKey := "page.problem." + p.Code
	if !catalog.Has(reasonKey) {
		reasonKey = "page.problem.other"
	}
	reason := tr(lang, reasonKey, "min", i64(p.Min), "max", i64(p.Max))
	key := "page.problem.fallback"
	switch {
	case catalog.Has("page.problem." + p.Code + ".sentence"): // a problem that needs more than "ignored"
		key = "page.problem." + p.Code + ".sentence"
	case p.Fallback == "":
		key = "page.problem.ignored"
	}
	// share.Problem's value is escaped already; escaping again changes
	// nothing, and covers a Problem built elsewhere.
	p.Value = share.Escape(p.Value)
	cut := ""
	if p.Length > 0 {
		cut = tr(lang, "page.problem.cut", "length", grouped(p.Length))
	}
	return Problem{Problem: p, Text: tr(lang, key, "field", p.Field, "value", p.Value, "cut", cut, "reason", reason,
		"fallback", p.Fallback, "count", itoa(p.Count), "min", i64(p.Min), "max", i64(p.Max))}
}

// grouped is n with its digits in threes ("100,000"), as both languages
// write a long count.
func grouped(n int) string {
	s := itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// AddProblem adds a problem found after Build (the playhead past the run's
// end); a list already cut at share.MaxProblems counts it with the rest.
func (v *View) AddProblem(p share.Problem) {
	if n := len(v.Problems); n > 0 && v.Problems[n-1].Code == "more" {
		more := v.Problems[n-1].Problem
		more.Count++
		v.Problems[n-1] = problemOf(v.Params.Lang, more)
		return
	}
	v.Problems = append(v.Problems, problemOf(v.Params.Lang, p))
}

// scenarioText is a named scenario's title and story in lang (the engine's
// own words for one the catalogue does not know, such as a fixture).
func scenarioText(lang string, n engine.Named) (string, string) {
	return catalog.ScenarioTitle(lang, n.Name), catalog.ScenarioStory(lang, n.Name)
}

// outcomeText explains the outcome against the deadline, and told what
// users are told by then. Neither says all is well in a run that breaks an
// invariant (broken: their titles): the outcome is about time, so it names
// what broke beside it.
func outcomeText(lang string, v *View, res *engine.Result, broken []string) (outcome, told string) {
	if v.Recovery == nil {
		outcome = tr(lang, "outcome."+v.Outcome+".none", "deadline", i64(v.Deadline))
	} else {
		outcome = tr(lang, "outcome."+v.Outcome+".text", "recovery", i64(*v.Recovery), "deadline", i64(v.Deadline))
	}
	n, k := itoa(len(res.Users)), itoa(res.Counts.Uncertain)
	switch {
	case res.Counts.Uncertain > 0:
		told = tr(lang, "page.told.some", "uncertain", k, "users", n, "told", tr(lang, "user.uncertain"))
	case len(broken) > 0:
		told = tr(lang, "page.told.allBroken")
	default:
		told = tr(lang, "page.told.all")
	}
	if len(broken) > 0 {
		outcome = tr(lang, "page.outcome.broken", "outcome", outcome, "names", strings.Join(broken, tr(lang, "page.list.separator")))
	}
	return outcome, told
}

// usersOf says what each command's user is told, and heads the list.
func usersOf(lang string, res *engine.Result) ([]User, string) {
	users := make([]User, 0, len(res.Users))
	told := tr(lang, "user.uncertain")
	for i := range res.Users {
		u := &res.Users[i]
		// A user is named by the command they sent, the same in every run
		// of the story; the event that decided their answer is kept as data.
		out := User{Key: u.Key, Command: u.Key, EventID: u.EventID, Status: u.Status.String(), Reconcile: u.Reconcile}
		if c := res.UserCommand(u); c != nil {
			out.Command = c.Label()
		}
		switch {
		case u.Status == engine.Indefinite:
			out.Sentence = tr(lang, "page.user.uncertain", "command", out.Command, "told", told)
		case u.Error != nil:
			out.Code = u.Error.Code
			out.Sentence = tr(lang, "page.user.rejected", "command", out.Command, "reason", catalog.TraceWord(lang, "error", u.Error.Code))
		case u.Result != nil:
			out.State = u.Result.State
			out.Sentence = tr(lang, "page.user.state", "command", out.Command, "order", u.Result.OrderID, "state", u.Result.State)
		}
		users = append(users, out)
	}
	n, k := itoa(len(users)), itoa(res.Counts.Uncertain)
	if res.Counts.Uncertain == 0 {
		return users, tr(lang, "page.users", "users", n)
	}
	return users, tr(lang, "page.users.uncertain", "users", n, "uncertain", k)
}

// countsText is the run's totals as one line.
func countsText(lang string, c Counts) string {
	return tr(lang, "page.counts", "messages", itoa(c.Messages), "dropped", itoa(c.Dropped), "duplicated", itoa(c.Duplicated),
		"buffered", itoa(c.Buffered), "held", itoa(c.ResidualAtDeadline), "applied", itoa(c.Applied),
		"replayed", itoa(c.Replayed), "crashes", itoa(c.Crashes))
}

// invariantText names and explains each verdict and sums them up; broken
// are the titles of those that do not hold.
func invariantText(lang string, v *View) (text string, broken []string) {
	for i := range v.Invariants {
		in := &v.Invariants[i]
		in.Title = tr(lang, "invariant."+in.Name+".name")
		in.Explain = tr(lang, "invariant."+in.Name+".explain")
		if in.Holds {
			continue
		}
		broken = append(broken, in.Title)
		in.Jump = tr(lang, "page.jump", "tick", i64(in.Tick))
		in.JumpLabel = tr(lang, "page.jump.label", "tick", i64(in.Tick), "name", in.Title)
		if in.Row >= 0 {
			r := v.Trace[in.Row]
			in.Broke = brokeText(lang, &r)
		}
	}
	if len(broken) == 0 {
		return tr(lang, "page.invariants.all", "count", itoa(len(v.Invariants))), nil
	}
	return tr(lang, "page.invariants.broken", "names", strings.Join(broken, tr(lang, "page.list.separator"))), broken
}

// labelsOf lists codes with their words under prefix+code+suffix.
func labelsOf(lang string, codes []string, prefix, suffix string) []Label {
	out := make([]Label, len(codes))
	for i, c := range codes {
		out[i] = Label{Code: c, Text: tr(lang, prefix+c+suffix)}
	}
	return out
}

// reconcile tells each reconciled user's final answer in their entry of
// the users' list, and notes it on the trace row whose answer it is.
func reconcile(lang string, res *engine.Result, users []User, rows []Row) {
	for _, rc := range res.Reconciliations() {
		answer := ""
		if rc.Result != nil {
			answer = tr(lang, "page.reconciled.state", "state", rc.Result.State)
		} else {
			answer = rejection(lang, rc.Error.Code)
		}
		u := &users[rc.User]
		u.Final = tr(lang, "page.user.reconciled", "tick", i64(rc.Tick), "answer", answer, "row", itoa(rc.Row+1))
		r := &rows[rc.Row]
		r.Note = strings.TrimSpace(r.Note + " " + tr(lang, "page.trace.reconciled", "command", u.Command, "tick", i64(rc.Tick), "answer", answer))
	}
}

// brokeText says what the entry that first broke an invariant did: its
// effect and its answer, in words (a rejection's words are its effect's),
// or, for an entry with neither (an answer received), its delivery.
func brokeText(lang string, r *Row) string {
	what := []string{r.Said.Effect}
	if r.Said.Rejected == "" {
		what = append(what, cmp.Or(r.Result, r.Note))
	}
	what = slices.DeleteFunc(what, func(s string) bool { return s == "" })
	if len(what) == 0 && r.Said.Delivery != "" {
		what = []string{r.Said.Delivery}
	}
	if len(what) == 0 {
		return tr(lang, "page.invariant.brokeBy", "tick", i64(r.Tick), "event", r.Event)
	}
	return tr(lang, "page.invariant.broke", "tick", i64(r.Tick), "event", r.Event, "what", strings.Join(what, tr(lang, "page.list.separator")))
}
