package share

import (
	"slices"
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
// no value cur's lock= fixes; the embedding (embed, panels, origin, lock,
// grading, attempts, feedback) always stays cur's. Otherwise it is cur,
// and a problem for each locked value the change would move. A cur with no
// lock lets any change through.
func KeepLocked(cur, next State) (State, []Problem) {
	if len(cur.Lock) == 0 {
		return next, nil
	}
	next.Embed, next.Panels, next.Origin, next.Lock = cur.Embed, cur.Panels, cur.Origin, cur.Lock
	next.Grading, next.Tries, next.Feedback = cur.Grading, cur.Tries, cur.Feedback
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

// A lab step's set-up (a patch naming lab=) over a course's lock runs
// around the values the lock fixes, where the step keeps its point with
// the course's value (its knobs: the seed, the partition, the deadline,
// ...): the locked values stay, the rest of the set-up applies, and the
// lesson says which it kept (assets/lesson.js). A lock on what makes the
// step another lesson (the story, its events, the model, the language,
// the view, a challenge) refuses the set-up as any change, with its
// problem, and the lesson says the step cannot be set up here.
var aroundable = []string{"seed", "partition", "deadline", "retention", "processing", "lease", "mutations", "faults"}

// LockedKnobs are the knobs s's lock fixes that a lab step's set-up runs
// around (the lesson says which a step keeps at the course's value).
func (s State) LockedKnobs() []string {
	out := []string{} // none: an empty list, never null
	for _, k := range aroundable {
		if s.Locked(k) {
			out = append(out, k)
		}
	}
	return out
}

// labSetUp says whether p is a lab step's set-up over a lock.
func labSetUp(cur State, p Patch) bool {
	_, ok := p.Values["lab"]
	return ok && len(cur.Lock) > 0
}

// aroundLocked is p without the values cur's lock fixes among aroundable,
// and without a locked value it names as it already is (the guide's own
// lock=scenario over the lesson's scenario: a step names it too).
func aroundLocked(cur State, p Patch) Patch {
	out := Patch{Values: make(map[string]string, len(p.Values)), NamesB: p.NamesB, Authored: p.Authored}
	for k, v := range p.Values {
		locked := cur.Locked(k) && slices.Contains(Lockable, k)
		if !locked || !slices.Contains(aroundable, k) && v != lockedValue(cur, k) {
			out.Values[k] = v
		}
	}
	return out
}

// withLockedKnobs is next with cur's values of the aroundable parameters
// cur's lock fixes (a new story's own seed, say, gives way to the
// course's).
func withLockedKnobs(cur, next State) State {
	for _, k := range aroundable {
		if !cur.Locked(k) {
			continue
		}
		switch k {
		case "seed":
			next.Seed = cur.Seed
		case "partition":
			next.Partition = cur.Partition
		case "deadline":
			next.Deadline = cur.Deadline
		case "retention":
			next.Retention = cur.Retention
		case "processing":
			next.Processing = cur.Processing
		case "lease":
			next.Lease = cur.Lease
		case "mutations":
			next.Mutations = cur.Mutations
		case "faults":
			next.Faults = cur.Faults
		}
	}
	return next
}
