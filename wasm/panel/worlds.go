package panel

import (
	"slices"

	"coordsim/engine"
	"coordsim/engine/encode"
	"coordsim/internal/share"
)

// Worlds is the page's view=worlds: one run forked at a timed-out attempt
// into the three worlds its client cannot tell apart (engine.Worlds), each
// worded in the page's language. state().worlds is read from it.
type Worlds struct {
	Attempt  string   `json:"attempt"`  // the attempt forked at, as the trace names it
	Attempts []string `json:"attempts"` // every timed-out attempt of the run, for the picker
	// EqualThrough is the last tick the client saw the same in all three.
	EqualThrough int64  `json:"clientViewEqualThrough"`
	Summary      string `json:"summary"`
	// Error says why the run cannot be forked (a fixture, no timeout).
	Error  string  `json:"error,omitempty"`
	Worlds []World `json:"worlds"`
}

// World is one of the three.
type World struct {
	Kind         string `json:"kind"`
	Title        string `json:"title"`
	TraceSHA256  string `json:"traceSHA256"`
	EqualThrough int64  `json:"clientViewEqualThrough"`
	Outcome      string `json:"outcome"`
	OutcomeName  string `json:"outcomeName"`
	// Uncertain is how many of the forked client's users are told
	// "uncertain" in this world, and Told says so ("" when none): a world
	// that recovers in time may still leave one of them unanswered.
	Uncertain int        `json:"uncertain"`
	Told      string     `json:"told"`
	Retry     string     `json:"retry"` // what the retries met, one sentence
	Users     []User     `json:"users"`
	Rows      []WorldRow `json:"rows" ts:"null"` // null when the world has no rows
}

// WorldRow is one thing the client saw, or the service did with the
// client's commands, at a tick; Same marks a client row through the ticks
// the three worlds look alike to it.
type WorldRow struct {
	Tick int64  `json:"tick"`
	Side string `json:"side"` // client or service
	Text string `json:"text"`
	Same bool   `json:"same"`
}

// WorldsOf forks s's run at s.Attempt (the first timeout when it names
// none or one the run does not have).
func WorldsOf(named engine.Named, base *engine.Result, s share.State) Worlds {
	lang := s.Lang
	out := Worlds{Attempts: engine.TimedOut(base), Worlds: []World{}}
	if out.Attempts == nil {
		out.Attempts = []string{}
	}
	switch {
	case named.Model == nil:
		out.Error = tr(lang, "page.worlds.fixture")
		return out
	case len(out.Attempts) == 0:
		out.Error = tr(lang, "page.worlds.noTimeout")
		return out
	}
	attempt := s.Attempt
	if !slices.Contains(out.Attempts, attempt) {
		attempt = out.Attempts[0]
	}
	w, err := named.WorldsOf(base, s.Params(), attempt) // base is the run on screen: not run again
	if err != nil {
		out.Error = err.Error()
		return out
	}
	out.Attempt, out.EqualThrough = w.Attempt, w.ClientViewEqualThrough
	out.Summary = tr(lang, "page.worlds.summary", "attempt", w.Attempt, "tick", i64(w.ClientViewEqualThrough))
	for _, world := range w.Worlds {
		out.Worlds = append(out.Worlds, worldOf(lang, world, w))
	}
	return out
}

func worldOf(lang string, world engine.World, w *engine.Worlds) World {
	r := world.Result
	all, _ := usersOf(lang, r)
	users := []User{} // the forked client's
	for i := range r.Users {
		if c := r.UserCommand(&r.Users[i]); c != nil && c.Client == w.Client {
			users = append(users, all[i])
		}
	}
	v := World{Kind: world.Kind, Title: tr(lang, "page.worlds."+world.Kind), TraceSHA256: encode.TraceSHA256(r),
		EqualThrough: w.ClientViewEqualThrough, Outcome: r.Outcome(), Users: users, Retry: retryText(lang, world.Retries)}
	v.OutcomeName = tr(lang, "outcome."+v.Outcome+".name")
	for _, u := range users {
		if u.Status == engine.Indefinite.String() {
			v.Uncertain++
		}
	}
	if v.Uncertain > 0 {
		v.Told = tr(lang, "page.worlds.told", "n", itoa(v.Uncertain), "told", tr(lang, "user.uncertain"))
	}
	for i := range r.Trace {
		e := &r.Trace[i]
		c := r.CommandOf(e)
		if c == nil || c.Client != w.Client {
			continue
		}
		if row, ok := worldRow(lang, e); ok {
			row.Same = row.Side == "client" && row.Tick <= w.ClientViewEqualThrough
			v.Rows = append(v.Rows, row)
		}
	}
	return v
}

// worldRow words entry e of the forked client's commands, if the view shows it.
func worldRow(lang string, e *engine.TraceEntry) (WorldRow, bool) {
	row := WorldRow{Tick: e.Tick, Side: "client"}
	switch {
	case e.Kind == engine.EntryRequest && e.Delivery == engine.DeliverySent:
		row.Text = tr(lang, "page.worlds.sent", "event", e.EventID)
	case e.Kind == engine.EntryTimeout:
		row.Text = tr(lang, "page.worlds.timeout", "event", e.EventID)
	case e.Kind == engine.EntryGiveUp:
		row.Text = tr(lang, "page.worlds.gaveUp", "event", e.EventID)
	case e.Kind == engine.EntryResponse && (e.Delivery == engine.DeliveryReceived || e.Delivery == engine.DeliveryIgnored):
		row.Text = tr(lang, "page.worlds.answer", "event", e.EventID, "answer", answerText(lang, e))
	case e.IsProcessing():
		row.Side, row.Text = "service", tr(lang, "page.worlds.service", "event", e.EventID, "effect", tr(lang, "page.worlds.effect."+e.Effect.String()))
	case e.Loss != engine.NotLost:
		row.Side, row.Text = "service", tr(lang, "page.worlds.lost", "event", e.EventID)
	default:
		return row, false
	}
	return row, true
}

func answerText(lang string, e *engine.TraceEntry) string {
	switch {
	case e.Error != nil && e.Error.Code == engine.CodeInProgress:
		return tr(lang, "page.worlds.inProgressAnswer")
	case e.Error != nil:
		return rejection(lang, e.Error.Code)
	case e.Result != nil:
		return e.Result.State
	}
	return ""
}

// retryText is what the retries met, as one sentence.
func retryText(lang string, es []engine.Effect) string {
	if len(es) == 0 {
		return tr(lang, "page.worlds.noRetry")
	}
	text := ""
	for i, e := range es {
		if i > 0 {
			text += tr(lang, "page.worlds.then")
		}
		text += tr(lang, "page.worlds.effect."+e.String())
	}
	return tr(lang, "page.worlds.retry", "effects", text)
}
