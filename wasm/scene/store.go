package scene

import (
	"math"
	"slices"

	"coordsim/engine"
)

// The dedupe store's box: what the store holds at t, replayed from the
// store actions the engine records on each entry (engine.StoreAction).

type storeOp struct {
	at     float64
	action engine.StoreAction // StoreAdded, StoreReused, StoreExpired, StoreClaimed or StoreReclaimed
	key    string
	cmd    *engine.Command
	fp     string
	result string
	lease  int64 // a claim's: the tick its lease runs out
}

// storeOpOf is the store operation entry e records at visual time at, if
// the store did anything the box shows.
func storeOpOf(res *engine.Result, e *engine.TraceEntry, at float64) (storeOp, bool) {
	op := storeOp{at: at, action: e.Store, key: e.Key, cmd: res.CommandOf(e)}
	switch e.Store {
	case engine.StoreAdded:
		op.fp = e.InputFingerprint.Short()
		if e.Result != nil {
			op.result = e.Result.State
		}
	case engine.StoreReused, engine.StoreExpired:
	case engine.StoreClaimed, engine.StoreReclaimed:
		op.lease = int64(e.LeaseUntil)
	default:
		return op, false
	}
	return op, true
}

// StoreRow is one dedupe store entry as shown.
type StoreRow struct {
	Key     string // the dedupe key, whole
	Command *engine.Command
	FP      string // first 8 hex digits of the input fingerprint
	Result  string
	Reuses  int
	// Expired entries (generated runs) stay on show, marked, from the tick
	// retention removed them.
	Expired   bool
	ExpiredAt int64
	// InProgress: the record is claimed, its processing not yet committed;
	// its lease runs out at LeaseUntil.
	InProgress bool
	LeaseUntil int64
}

// storeAt replays ops up to t. An expired entry is removed, or with
// keepExpired stays marked until its key is stored again.
func storeAt(ops []storeOp, t float64, keepExpired bool) []StoreRow {
	var rows []StoreRow
	for _, op := range ops {
		if op.at > t {
			break
		}
		i := slices.IndexFunc(rows, func(r StoreRow) bool { return r.Key == op.key })
		switch op.action {
		case engine.StoreAdded:
			if i >= 0 && (rows[i].Expired || rows[i].InProgress) { // stored anew, or the claim completed
				rows, i = slices.Delete(rows, i, i+1), -1
			}
			if i < 0 {
				rows = append(rows, StoreRow{Key: op.key, Command: op.cmd, FP: op.fp, Result: op.result})
			}
		case engine.StoreClaimed, engine.StoreReclaimed:
			if i >= 0 {
				rows = slices.Delete(rows, i, i+1)
			}
			rows = append(rows, StoreRow{Key: op.key, Command: op.cmd, InProgress: true, LeaseUntil: op.lease})
		case engine.StoreReused:
			if i >= 0 {
				rows[i].Reuses++
			}
		case engine.StoreExpired:
			switch {
			case i < 0:
			case keepExpired:
				rows[i].Expired, rows[i].ExpiredAt = true, int64(math.Ceil(op.at))
			default:
				rows = slices.Delete(rows, i, i+1)
			}
		}
	}
	return rows
}

// storeOffLines fill the dedupe store's box when the dedupe-off mutation
// switched it off. A fresh slice each time: column places lines in place.
func storeOffLines(lang string) []Text {
	return []Text{{S: tr(lang, "scene.store.off1"), Tone: ToneRejected}, {S: tr(lang, "scene.store.off2"), Tone: ToneRejected}}
}

// storeLines show a fixture's few entries, three lines each: the key whole
// (its end when it is too long), the fingerprint and result, the replays.
func storeLines(rows []StoreRow, r Rect, s float64, lang string) []Text {
	w := room(r.W, s)
	if len(rows) == 0 {
		return column([]Text{{S: tr(lang, "scene.store.empty"), Tone: ToneMuted}}, r, s)
	}
	room := lineRoom(r, s)
	var lines []Text
	for i, row := range rows {
		tone := ToneMuted
		if row.Reuses > 0 {
			tone = ToneReplayed
		}
		key := textLines(hang(row.Key, w), ToneNeutral)
		entry := append(key, textLines(hang(tr(lang, "scene.store.fp", "fp", row.FP, "result", row.Result), w), ToneMuted)...)
		entry = append(entry, textLines(hang(tr(lang, "scene.store.replayed", "n", row.Reuses), w), tone)...)
		fits := func(entry []Text) bool {
			left := room - len(lines) - len(entry)
			return left > 0 || (left == 0 && i == len(rows)-1)
		}
		if !fits(entry) && i == 0 && fits(key) {
			// A short box still names the first entry's key.
			entry = key
		}
		if !fits(entry) {
			// No room for this entry, or for it and the line saying
			// how many follow.
			more := textLines(fitLines([]string{tr(lang, "scene.store.more", "n", len(rows)-i)}, w), ToneMuted)
			if len(lines)+len(more) <= room {
				lines = append(lines, more...)
			}
			break
		}
		lines = append(lines, entry...)
	}
	return column(lines, r, s)
}

// netStoreLines show a generated run's entries, one line each, the newest
// when there is no room for all.
func netStoreLines(rows []StoreRow, r Rect, s float64, lang string) []Text {
	w := room(r.W, s)
	space := lineRoom(r, s)
	var lines []Text
	if len(rows) == 0 {
		lines = append(lines, Text{S: tr(lang, "scene.store.empty"), Tone: ToneMuted})
	}
	var groups [][]Text
	for _, row := range rows {
		name, short := row.Key, row.Key
		if row.Command != nil {
			name = row.Command.Label()
			short = tr(lang, "scene.command.short", "client", row.Command.Client+1, "op", row.Command.Op)
		}
		var cands []string
		tone := ToneNeutral
		if row.InProgress {
			tone = ToneWarn
			for _, k := range []string{row.Key, name} {
				cands = append(cands, tr(lang, "scene.store.inProgress", "key", k, "lease", row.LeaseUntil))
			}
			cands = append(cands, tr(lang, "scene.store.inProgressShort", "key", short, "lease", row.LeaseUntil), tr(lang, "scene.store.inProgressShorter", "key", short))
		} else if row.Expired {
			tone = ToneWarn
			for _, k := range []string{row.Key, name} {
				cands = append(cands, tr(lang, "scene.store.expired", "key", k, "tick", row.ExpiredAt, "result", row.Result))
			}
			cands = append(cands,
				tr(lang, "scene.store.expiredShort", "key", name, "tick", row.ExpiredAt),
				tr(lang, "scene.store.expiredShorter", "key", short))
		} else {
			if row.Reuses > 0 {
				tone = ToneReplayed
			}
			replayed, rs := "", ""
			if row.Reuses > 0 {
				replayed, rs = tr(lang, "scene.store.replays", "n", row.Reuses), tr(lang, "scene.store.replaysShort", "n", row.Reuses)
			}
			for _, k := range []string{row.Key, name} {
				cands = append(cands, tr(lang, "scene.store.row", "key", k, "fp", row.FP, "result", row.Result, "replayed", replayed))
			}
			cands = append(cands,
				tr(lang, "scene.store.rowShort", "key", name, "result", row.Result, "replayed", replayed),
				tr(lang, "scene.store.rowShort", "key", short, "result", row.Result, "replayed", rs),
				tr(lang, "scene.store.rowShorter", "key", short, "result", row.Result, "replayed", rs),
				short+rs)
		}
		groups = append(groups, textLines(fitLines(cands, w), tone))
	}
	if shown := fitCount(groups, space); shown < len(groups) {
		// The older entries that have no room are counted above the rest.
		older := func(n int) []Text {
			return textLines(fitLines([]string{tr(lang, "scene.store.older", "n", n), tr(lang, "scene.store.more", "n", n)}, w), ToneMuted)
		}
		shown = fitCount(groups, space-len(older(len(groups)-shown)))
		lines = append(lines, older(len(groups)-shown)...)
	}
	return column(append(lines, newest(groups, space-len(lines), w)...), r, s)
}
