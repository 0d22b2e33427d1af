package claim

import (
	"slices"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// defense judges a Breaks or Holds claim. A break is the defense's doing
// only if the run keeps the invariant once the defense is back on: the
// claim is tested against that counterfactual too, on the same seed and
// settings.
func (j judgment) defense(c Claim, st share.State, p engine.Params, res *engine.Result) Verdict {
	m := engine.Mutation(c.Defense)
	if !slices.Contains(engine.AllMutations, m) {
		return j.untestable("noDefense")
	}
	v := slices.IndexFunc(res.Invariants, func(v engine.Verdict) bool { return v.Name == c.Invariant })
	if v < 0 {
		return j.untestable("noInvariant")
	}
	mutation, invariant := catalog.T(j.lang, "mutation."+c.Defense+".label"), catalog.T(j.lang, "invariant."+c.Invariant+".name")
	if !slices.Contains(p.Mutations, m) {
		return j.untestable("defenseOn", "mutation", mutation)
	}
	verdict := res.Invariants[v]
	if verdict.Holds {
		if c.Kind == Holds {
			return j.supported(0, "holdsThrough", "invariant", invariant)
		}
		return j.refuted(0, "holdsThrough", "invariant", invariant)
	}
	first := rowOf(verdict.FirstViolation)
	at := []string{"invariant", invariant, "row", row(first), "tick", strconv.FormatInt(verdict.Tick, 10)}
	if c.Kind == Holds {
		return j.refuted(first, "breaksAt", at...)
	}
	if c.Row != 0 && c.Row != first {
		return j.refuted(first, "breaksNotAt", append(at, "claimed", row(c.Row))...)
	}
	on := p
	on.Mutations = slices.DeleteFunc(slices.Clone(p.Mutations), func(x engine.Mutation) bool { return x == m })
	back, err := st.Named().Run(on)
	if err != nil {
		return j.untestable("runFails")
	}
	if w := back.Invariants[v]; !w.Holds {
		return j.refuted(rowOf(w.FirstViolation), "breaksAnyway", "invariant", invariant, "mutation", mutation, "row", row(rowOf(w.FirstViolation)))
	}
	return j.supported(first, "breaksBecause", append(at, "mutation", mutation)...)
}

// told judges a Told claim by what the user of the command with c.Key is
// told, decided at its user's entry.
func (j judgment) told(c Claim, res *engine.Result) Verdict {
	if !slices.Contains(ToldChoices, c.Told) {
		return j.untestable("noTold")
	}
	if c.Key == "" {
		return j.untestable("noKey")
	}
	i := slices.IndexFunc(res.Users, func(u engine.UserResult) bool { return u.Key == c.Key })
	if i < 0 {
		return j.untestable("noUser", "key", c.Key)
	}
	u := &res.Users[i]
	told, decided := toldOf(u), rowOf(u.Entry)
	args := []string{"key", c.Key, "told", catalog.T(j.lang, "claim.told."+told), "row", row(decided)}
	switch {
	case told != c.Told:
		return j.refuted(decided, "told", args...)
	case c.Row != 0 && c.Row != decided:
		return j.refuted(decided, "toldNotAt", append(args, "claimed", row(c.Row))...)
	}
	return j.supported(decided, "told", args...)
}

// toldOf is what u is told, as a Told claim says it.
func toldOf(u *engine.UserResult) string {
	switch {
	case u.Status != engine.Definite:
		return Unsure
	case u.Error != nil:
		return Rejected
	}
	return Answered
}

// separate judges a Separate claim by counting, in trace order, the
// deliveries of the command with c.Key and the ones that applied its
// transition; a count the claim gets wrong is refuted at the row where
// the trace departs from it (the delivery one past the claim's count, or
// the last when the claim counts more than there are).
func (j judgment) separate(c Claim, res *engine.Result) Verdict {
	if c.Key == "" {
		return j.untestable("noKey")
	}
	if c.Delivered == nil || c.Applied == nil { // a blank count is not a claim of 0
		return j.untestable("noCounts")
	}
	cmd := slices.IndexFunc(res.Commands, func(k engine.Command) bool { return k.Key == c.Key })
	if cmd < 0 {
		return j.untestable("noUser", "key", c.Key)
	}
	var delivered, applied []int // their rows
	for _, i := range res.Processed(cmd + 1) {
		delivered = append(delivered, rowOf(i))
		if res.Trace[i].ChangesState() {
			applied = append(applied, rowOf(i))
		}
	}
	args := []string{"key", c.Key, "delivered", strconv.Itoa(len(delivered)), "applied", strconv.Itoa(len(applied))}
	switch {
	case *c.Delivered != len(delivered):
		return j.refuted(departs(delivered, *c.Delivered), "counts", args...)
	case *c.Applied != len(applied):
		return j.refuted(departs(applied, *c.Applied), "counts", args...)
	case c.Row != 0 && !slices.Contains(delivered, c.Row):
		return j.refuted(0, "notDelivery", "key", c.Key, "row", row(c.Row))
	}
	return j.supported(c.Row, "counts", args...)
}

// departs is the row where a count of rows departs from claimed: the one
// past it, or the last when the claim counts more (none when there is
// none).
func departs(rows []int, claimed int) int {
	switch {
	case claimed >= 0 && claimed < len(rows):
		return rows[claimed]
	case len(rows) > 0:
		return rows[len(rows)-1]
	}
	return 0
}
