package scene

import (
	"fmt"
	"sort"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// Words is a catalogue message with its arguments, rendered when read, so
// one recorded run can be told in any language.
type Words struct {
	Key  string
	Args []any // name, value pairs; a value is a string, a number, or Words
}

// say builds Words for key with name, value argument pairs.
func say(key string, args ...any) Words { return Words{Key: key, Args: args} }

// IsZero reports whether w says nothing.
func (w Words) IsZero() bool { return w.Key == "" }

// In renders w in lang.
func (w Words) In(lang string) string {
	if w.Key == "" {
		return ""
	}
	args := make([]string, 0, len(w.Args))
	for i := 0; i+1 < len(w.Args); i += 2 {
		name, _ := w.Args[i].(string)
		var v string
		switch x := w.Args[i+1].(type) {
		case Words:
			v = x.In(lang)
		case string:
			v = x
		default:
			v = fmt.Sprint(x)
		}
		args = append(args, name, v)
	}
	return catalog.T(lang, w.Key, args...)
}

// tr is a canvas word in lang.
func tr(lang, key string, args ...any) string { return say(key, args...).In(lang) }

// Happening is one thing the caption and the service log can tell.
type Happening struct {
	At   float64
	Tick int64
	Say  Words // for the caption
	Log  Words // for the service's log, where room is short; zero: not logged
	Tone Tone
	// Verdict: a fault's verdict (scene.Verdict), in the log only: the caption
	// and the service's work go on without it.
	Verdict bool
}

// Text is the happening's caption text in lang.
func (h Happening) Text(lang string) string { return h.Say.In(lang) }

// caption is the caption line for a happening's words at tick.
func caption(tick int64, w Words, lang string) string {
	return say("scene.caption", "tick", tick, "text", w).In(lang)
}

// shortAttempt is an attempt of op named short ("conf#2"), as the
// catalogue abbreviates op (scene.opShort.*; an op it has no
// abbreviation for is named whole).
func shortAttempt(lang, op string, n int) string {
	short := op
	if m, ok := catalog.Lookup("scene.opShort." + op); ok {
		short = m.In(lang)
	}
	return tr(lang, "scene.token.attempt", "op", short, "n", n)
}

// logLine is one line of the service's log.
func logLine(h Happening, lang string) string {
	return tr(lang, "scene.log.line", "tick", h.Tick, "text", h.Log)
}

// logLines are the newest entries of log that fit room lines of w cells,
// each wrapped onto as many lines as it takes.
func logLines(log []Happening, w float64, room int, lang string) []Text {
	groups := make([][]Text, len(log))
	for i, h := range log {
		groups[i] = textLines(hang(logLine(h, lang), w), h.Tone)
	}
	return newest(groups, room, w)
}

// latest is the index of the last happening at or before t that the
// caption says (not a verdict), or -1.
func latest(hs []Happening, t float64) int {
	i := sort.Search(len(hs), func(i int) bool { return hs[i].At > t }) - 1
	for i >= 0 && hs[i].Verdict {
		i--
	}
	return i
}

// attempt names one attempt of a command for people, as the catalogue
// words it: the command's label and the attempt's number.
func attempt(c *engine.Command, n int) Words {
	return say("scene.attempt", "command", label(c), "n", n)
}

// label is the command's name as the engine labels it (Command.Label),
// or a placeholder for an entry about none.
func label(c *engine.Command) any {
	if c == nil {
		return say("scene.command.none")
	}
	return c.Label()
}

// answerWords is what a processing entry answered, as its client is told
// it: the state, a replay, a read, or the rejection's code.
func answerWords(e *engine.TraceEntry, c *engine.Command) (long, short Words, tone Tone) {
	switch code := e.Code(); {
	case code == engine.CodeInProgress:
		return say("scene.answer.inProgress"), say("scene.answer.inProgressShort"), ToneWarn
	case code == engine.CodeConflict:
		return say("scene.answer.conflict"), say("scene.answer.rejected"), ToneRejected
	case code == engine.CodeStale:
		return say("scene.answer.stale"), say("scene.answer.rejected"), ToneRejected
	case code != "":
		return say("scene.answer.rejectedCode", "code", code), say("scene.answer.rejected"), ToneRejected
	case e.Result == nil:
		return say("scene.answer.none"), say("scene.answer.none"), ToneNeutral
	case e.Store == engine.StoreReused:
		return say("scene.answer.replayed", "state", e.Result.State), say("scene.answer.replayedShort"), ToneReplayed
	case c != nil && c.IsRead():
		return say("scene.answer.read", "state", e.Result.State), say("scene.answer.readShort"), ToneRead
	case e.AfterExpiry:
		return say("scene.answer.reexecuted", "state", e.Result.State), say("scene.answer.reexecutedShort"), ToneWarn
	}
	return say("scene.answer.state", "state", e.Result.State), say("scene.answer.state", "state", e.Result.State), ToneApplied
}

// processedWords is what the caption and the log say about the service
// processing entry e about command c, read from the entry's facts: the
// rejection's code, what the store did, whether the state changed.
func processedWords(e *engine.TraceEntry, c *engine.Command, who any) (text, log Words, tone Tone) {
	state := e.StateAfter
	order := say("scene.order.unknown")
	if c != nil {
		order = say("scene.order", "order", c.Order)
	}
	if text, log, ok := recordWords(e, who); ok {
		return text, log, ToneWarn
	}
	if text, log, ok := recordWords(e, who); ok {
		return text, log, ToneWarn
	}
	switch code := e.Code(); {
	case code == engine.CodeConflict:
		return say("scene.did.conflict", "who", who), say("scene.log.conflict", "who", who), ToneRejected
	case code == engine.CodeStale:
		return say("scene.did.stale", "who", who, "expected", e.Error.ExpectedState, "order", order, "actual", e.Error.ActualState),
			say("scene.log.stale", "who", who), ToneRejected
	case code != "":
		return say("scene.did.rejected", "who", who, "code", code), say("scene.log.rejected", "who", who, "code", code), ToneRejected
	case e.Store == engine.StoreReused:
		return say("scene.did.replayed", "who", who, "state", state), say("scene.log.replayed", "who", who, "state", state), ToneReplayed
	case e.ChangesState() && e.Store == engine.StoreNotWritten:
		return say("scene.did.crashedCommit", "who", who, "order", order, "state", state), say("scene.log.crashedCommit", "who", who, "state", state), ToneCrash
	case e.ChangesState() && e.Effect == engine.EffectCommittedThenCrashed:
		return say("scene.did.committedThenCrashed", "who", who, "order", order, "state", state), say("scene.log.committed", "who", who, "state", state), ToneApplied
	case e.ChangesState() && e.AfterExpiry:
		return say("scene.did.reexecuted", "who", who, "order", order, "state", state), say("scene.log.applied", "who", who, "state", state), ToneWarn
	case e.ChangesState() && e.Store == engine.StoreAdded:
		return say("scene.did.applied", "who", who, "order", order, "state", state), say("scene.log.applied", "who", who, "state", state), ToneApplied
	case e.ChangesState():
		return say("scene.did.appliedUnremembered", "who", who, "order", order, "state", state), say("scene.log.applied", "who", who, "state", state), ToneApplied
	}
	return say("scene.did.read", "who", who, "order", order, "state", state), say("scene.log.read", "who", who, "state", state), ToneRead
}

// recordWords are processedWords for the steps of a record's in-progress
// life: a claim, a refusal while in progress, a commit whose lease was lost.
func recordWords(e *engine.TraceEntry, who any) (text, log Words, ok bool) {
	until, lease := int64(e.Until), int64(e.LeaseUntil)
	switch {
	case e.Effect == engine.EffectClaimed && e.Store == engine.StoreReclaimed:
		return say("scene.did.reclaimed", "who", who, "until", until), say("scene.log.claimed", "who", who), true
	case e.Effect == engine.EffectClaimed && e.Store == engine.StoreClaimed:
		return say("scene.did.claimed", "who", who, "until", until, "lease", lease), say("scene.log.claimed", "who", who), true
	case e.Effect == engine.EffectClaimed:
		return say("scene.did.claimedUnstored", "who", who, "until", until), say("scene.log.claimed", "who", who), true
	case e.Effect == engine.EffectInProgress:
		return say("scene.did.inProgress", "who", who), say("scene.log.inProgress", "who", who), true
	case e.Effect == engine.EffectLeaseLost:
		return say("scene.did.leaseLost", "who", who), say("scene.log.leaseLost", "who", who), true
	}
	return Words{}, Words{}, false
}

// StartCaption is the caption before anything is sent, in lang: a sample
// of the language's canvas words (the canvas fetches the fonts it needs).
func StartCaption(lang string) string { return tr(lang, "scene.caption.start") }
