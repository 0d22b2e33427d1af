package render

import (
	"strconv"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// Note explains an entry of a generated run in lang, worded from the
// entry's facts (never from the engine's English TraceEntry.Note, which is
// for the trace JSON): the page's trace notes and the run table's in every
// language but English, whose table prints the engine's note as it always
// has. "" for entries that need no note (every entry of a fixture's run).
// res is the run the entry belongs to, for a note that needs more than
// the entry's own facts.
func Note(lang string, res *engine.Result, e *engine.TraceEntry) string {
	switch {
	case e.Note == "":
		return ""
	case e.Kind == engine.EntryTimeout:
		return catalog.T(lang, "page.note.timeout")
	case e.Kind == engine.EntryGiveUp:
		return catalog.T(lang, "user.uncertain")
	case e.Delivery == engine.DeliveryIgnored:
		return catalog.T(lang, "page.note.ignored")
	case e.Delivery == engine.DeliveryDuplicated:
		return catalog.T(lang, "page.note.duplicated")
	case e.Loss == engine.LostServiceDown:
		return catalog.T(lang, "page.note.service-down")
	case e.Loss == engine.LostNetwork:
		return catalog.T(lang, "page.note.lost")
	}
	if note, ok := recordNote(lang, e); ok {
		return note
	}
	return e.Note // a note without words in the catalogue yet: the engine's own
}

// recordNote words an entry of the record's in-progress life.
func recordNote(lang string, e *engine.TraceEntry) (string, bool) {
	until, lease := strconv.Itoa(int(e.Until)), strconv.Itoa(int(e.LeaseUntil))
	switch {
	case e.Effect == engine.EffectClaimed && e.Store == engine.StoreReclaimed:
		return catalog.T(lang, "page.note.reclaimed", "until", until, "lease", lease), true
	case e.Effect == engine.EffectClaimed && e.Store == engine.StoreClaimed && e.LeaseUntil == 0:
		// No dedupe store (dedupe-off): the processing takes no record.
		return catalog.T(lang, "page.note.processing", "until", until), true
	case e.Effect == engine.EffectClaimed && e.Store == engine.StoreClaimed:
		return catalog.T(lang, "page.note.claimed", "until", until, "lease", lease), true
	case e.Effect == engine.EffectClaimed:
		return catalog.T(lang, "page.note.claimedUnstored", "until", until), true
	case e.Effect == engine.EffectInProgress:
		return catalog.T(lang, "page.note.inProgress"), true
	case e.Effect == engine.EffectLeaseLost:
		return catalog.T(lang, "page.note.leaseLost"), true
	case e.Delivery == engine.DeliveryReceived && e.Error != nil && e.Error.Code == engine.CodeInProgress:
		return catalog.T(lang, "page.note.inProgressAnswer"), true
	}
	return "", false
}
