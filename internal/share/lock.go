package share

import (
	"strconv"
	"strings"

	"coordsim/engine"
)

// A course's lock= holds by every path, not only against a patch that
// names a locked parameter (withoutLocked): a new scenario brings its own
// story's seed and knobs, a challenge its own setup, a learner's saved
// slide or "show me" a whole link. Each path ends in KeepLocked, which
// refuses any change that would move a locked value, with the problem a
// direct change gets.

// KeepLocked is next, the state a change of cur would make, if it moves
// no value cur's lock= fixes; the embedding (embed, panels, origin, lock)
// always stays cur's. Otherwise it is cur, and a problem for each locked
// value the change would move. A cur with no lock lets any change through.
func KeepLocked(cur, next State) (State, []Problem) {
	if len(cur.Lock) == 0 {
		return next, nil
	}
	next.Embed, next.Panels, next.Origin, next.Lock = cur.Embed, cur.Panels, cur.Origin, cur.Lock
	var refused []Problem
	for _, key := range Lockable {
		if !cur.Locked(key) {
			continue
		}
		if was, would := lockedValue(cur, key), lockedValue(next, key); was != would {
			refused = append(refused, lockedProblem(key, would))
		}
	}
	if len(refused) > 0 {
		return cur, refused
	}
	return next, nil
}

// lockedProblem is the problem a change to a locked parameter gets,
// whether the change names it or would move it.
func lockedProblem(key, value string) Problem {
	return problem(key, value, "locked", 0, 0, "", "is fixed by the course page (lock=) and cannot be changed here")
}

// lockedValue is s's value of a lockable parameter, written so that two
// values are equal exactly when they run and show alike.
func lockedValue(s State, key string) string {
	switch key {
	case "scenario":
		return s.Scenario
	case "seed":
		return strconv.FormatUint(s.Seed, 10)
	case "partition":
		return strconv.FormatInt(s.Partition, 10)
	case "deadline":
		return strconv.FormatInt(s.Deadline, 10)
	case "retention":
		return strconv.FormatInt(s.Retention, 10)
	case "processing":
		return strconv.FormatInt(s.Processing, 10)
	case "lease":
		return strconv.FormatInt(s.Lease, 10)
	case "mutations":
		return strings.Join(engine.MutationStrings(s.Mutations), ",")
	case "faults":
		return FaultsText(s.Faults)
	case "events":
		if s.Events == nil {
			return "" // the story's own
		}
		return "~" + EncodeEvents(s.Events)
	case "model":
		var b strings.Builder
		for _, m := range s.Model {
			b.WriteString(m.Name + "=" + strconv.FormatInt(m.Value, 10) + ";")
		}
		return b.String()
	case "lang":
		return s.Lang
	case "view":
		return s.View
	case "challenge":
		return s.Challenge
	}
	panic("share: lockedValue: " + key + " is not in Lockable")
}
