package render

import (
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// words are the run table's messages in one language (catalogue keys
// runtable.*), each template looked up once per table, so a row fills its
// cells into the row's buffer without a lookup or a string of its own.
type words struct {
	lang string
	// engine: the table is in English, whose trace notes and invariant
	// details are the engine's own (TraceEntry.Note, Verdict.Detail), the
	// words the trace JSON holds; another language words them from facts.
	engine bool
	cols   [8]string
	// The RESULT column's and the users' cells.
	state, stateLost, rejected, recovery, crash, restart   string
	userState, userRejected, flagged, unflagged, uncertain string
}

func newWords(lang string) *words {
	if !slices.Contains(catalog.Langs, lang) {
		lang = catalog.Langs[0]
	}
	w := &words{lang: lang, engine: lang == "en"}
	w.cols = [8]string{"#", w.t("runtable.col.tick"), w.t("runtable.col.kind"), w.t("runtable.col.event"),
		w.t("runtable.col.delivery"), w.t("runtable.col.seq"), w.t("runtable.col.effect"), w.t("runtable.col.result")}
	w.state, w.stateLost, w.rejected = w.t("runtable.result.state"), w.t("runtable.result.stateLost"), w.t("runtable.result.rejected")
	w.recovery, w.crash, w.restart = w.t("runtable.result.recovery"), w.t("runtable.result.crash"), w.t("runtable.result.restart")
	w.userState, w.userRejected = w.t("runtable.user.state"), w.t("runtable.user.rejected")
	w.flagged, w.unflagged, w.uncertain = w.t("runtable.user.flagged"), w.t("runtable.user.unflagged"), w.t("user.uncertain")
	return w
}

// t is key's message in the table's language (its template when no
// argument is given).
func (w *words) t(key string, args ...string) string { return catalog.T(w.lang, key, args...) }

// header is the parameters line.
func (w *words) header(r *engine.Result) string {
	p := r.Params
	parts := make([]string, 0, 5)
	if p.Partition > 0 {
		parts = append(parts, w.t("runtable.param.partition", "ticks", i64(p.Partition)))
	} else {
		parts = append(parts, w.t("runtable.param.partitionScenario"))
	}
	parts = append(parts, w.t("runtable.param.deadline", "tick", i64(r.Recovery.DeadlineTick)))
	if ret := p.EffectiveRetention(); ret > 0 {
		parts = append(parts, w.t("runtable.param.retention", "ticks", i64(ret)))
	} else {
		parts = append(parts, w.t("runtable.param.retentionForever"))
	}
	if p.Processing > 0 {
		parts = append(parts, w.t("runtable.param.processing", "ticks", i64(p.Processing), "lease", i64(p.EffectiveLease())))
	}
	if len(p.Mutations) == 0 {
		parts = append(parts, w.t("runtable.param.noMutations"))
	} else {
		parts = append(parts, w.t("runtable.param.mutations", "mutations", Mutations(p.Mutations)))
	}
	return w.t("runtable.header", "scenario", text(r.Scenario), "seed", strconv.FormatUint(r.Seed, 10),
		"params", strings.Join(parts, w.t("page.list.separator")))
}

// outcome is the recovery outcome's line.
func (w *words) outcome(r *engine.Result) string {
	rec := r.Recovery
	var recovery string
	switch {
	case rec.HasTick:
		recovery = w.t("runtable.outcome.recovery", "tick", i64(rec.Tick))
	case !r.PartitionStarted:
		recovery = w.t("runtable.outcome.noPartition")
	default:
		recovery = w.t("runtable.outcome.never")
	}
	return w.t("runtable.outcome", "outcome", rec.Outcome, "recovery", recovery, "deadline", i64(rec.DeadlineTick),
		"released", strconv.Itoa(rec.Released), "residual", strconv.Itoa(rec.Residual), "held", strconv.Itoa(rec.ResidualAtDeadline))
}

// final is the final-state line around its delivery order, which the
// table streams (a big run's order is millions of numbers).
func (w *words) final(r *engine.Result) (before, after string) {
	reorder := w.t("runtable.reorder.no")
	if r.ReorderObserved {
		reorder = w.t("runtable.reorder.yes")
	}
	before, after, _ = strings.Cut(w.t("runtable.final"), "{order}")
	return string(catalog.AppendFill(nil, before, "state", text(r.FinalState))),
		string(catalog.AppendFill(nil, after, "reorder", reorder))
}

// appendCell appends template filled with args (name, value pairs) as
// appendText appends text: as it is when every value is plain text, else
// the whole cell quoted.
func appendCell(b []byte, template string, args ...string) []byte {
	for i := 1; i < len(args); i += 2 {
		if text(args[i]) != args[i] {
			return append(b, text(string(catalog.AppendFill(nil, template, args...)))...)
		}
	}
	return catalog.AppendFill(b, template, args...)
}

// appendEntryResult appends the RESULT column: the state answered, the
// rejection, what a control entry did, or a generated run's note.
func (w *words) appendEntryResult(b []byte, r *engine.Result, e *engine.TraceEntry) []byte {
	switch {
	case e.Error != nil:
		return appendCell(b, w.rejected, "code", e.Error.Code)
	case e.Result != nil && e.Effect == engine.EffectCrashedCommit:
		return appendCell(b, w.stateLost, "state", e.Result.State)
	case e.Result != nil:
		return appendCell(b, w.state, "state", e.Result.State)
	case e.Kind == engine.EntryRecovery:
		return appendCell(b, w.recovery, "generation", strconv.Itoa(int(e.VolatileGeneration)), "kept", strconv.Itoa(int(e.PersistentDedupeEntries)))
	case e.Kind == engine.EntryCrash:
		return appendCell(b, w.crash, "generation", strconv.Itoa(int(e.VolatileGeneration)))
	case e.Kind == engine.EntryRestart:
		return append(b, w.restart...)
	case e.Note != "" && w.engine:
		return appendText(b, e.Note)
	case e.Note != "":
		return appendText(b, Note(w.lang, r, e))
	}
	return b
}

// appendUserText appends what a user is shown, and whether anyone will
// reconcile it.
func (w *words) appendUserText(b []byte, u *engine.UserResult) []byte {
	switch {
	case u.Result != nil:
		return appendCell(b, w.userState, "state", u.Result.State, "event", u.EventID)
	case u.Error != nil:
		return appendCell(b, w.userRejected, "code", u.Error.Code, "event", u.EventID)
	}
	message := u.Message()
	if message == engine.UncertainMessage {
		message = w.uncertain
	}
	if u.Reconcile {
		return appendCell(b, w.flagged, "message", message)
	}
	return appendCell(b, w.unflagged, "message", message)
}

// verdict is an invariant's line: ok, or where it first broke and how.
func (w *words) verdict(r *engine.Result, v *engine.Verdict) string {
	if v.Holds {
		return w.t("runtable.invariant.ok", "name", v.Name)
	}
	detail := text(v.Detail)
	if !w.engine {
		detail = w.broke(r, v)
	}
	return w.t("runtable.invariant.fail", "name", v.Name, "row", strconv.Itoa(v.FirstViolation+1), "tick", i64(v.Tick), "detail", detail)
}

// broke says, from the facts of the entry where v first broke, what broke
// it: the invariant's name, the entry's event, effect and result.
func (w *words) broke(r *engine.Result, v *engine.Verdict) string {
	title := v.Name
	if key := "invariant." + v.Name + ".name"; catalog.Has(key) {
		title = w.t(key)
	}
	if v.FirstViolation < 0 || v.FirstViolation >= len(r.Trace) {
		return w.t("runtable.invariant.brokeRun", "title", title)
	}
	e := &r.Trace[v.FirstViolation]
	var what []string
	if e.Effect != 0 {
		what = append(what, e.Effect.String())
	}
	if result := w.appendEntryResult(nil, r, e); len(result) > 0 {
		what = append(what, string(result))
	}
	if len(what) == 0 {
		return w.t("runtable.invariant.brokeAt", "title", title, "event", text(entryName(e)))
	}
	return w.t("runtable.invariant.broke", "title", title, "event", text(entryName(e)), "what", strings.Join(what, w.t("page.list.separator")))
}
