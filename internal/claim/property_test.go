package claim

import (
	"fmt"
	"slices"
	"testing"

	"coordsim/engine"
)

// TestClaimsAgreeWithTheEngine: on every story, with no defense and with
// each defense switched off, over seeds, a claim stated from the engine's
// own facts is supported and its opposite refuted: what each user is told
// (UserResult), how often each command's transition applied (KeyStats,
// counted apart from the trace Check reads), each invariant's verdict, and
// whether a break is the defense's doing (the same seed with no defense
// off keeps the invariant).
// Check and the run it judges cannot drift apart silently.
func TestClaimsAgreeWithTheEngine(t *testing.T) {
	seeds := []uint64{1, 2, 3, 20260731}
	if testing.Short() {
		seeds = seeds[:1]
	}
	checked := 0
	for _, n := range engine.Scenarios() {
		for _, m := range append([]engine.Mutation{""}, engine.AllMutations...) {
			for _, seed := range seeds {
				base, err := n.Run(withSeed(n.Defaults, seed))
				if err != nil {
					t.Fatal(err)
				}
				query := fmt.Sprintf("scenario=%s&seed=%d", n.Name, seed)
				p := withSeed(n.Defaults, seed)
				if m != "" {
					query += "&mutations=" + string(m)
					p.Mutations = []engine.Mutation{m}
				}
				res, err := n.Run(p)
				if err != nil {
					continue // the mutation does not apply to the story
				}
				checked += agree(t, query, m, res, base)
			}
		}
	}
	if checked < 500 {
		t.Fatalf("only %d claims checked", checked)
	}
}

// agree checks the claims res's facts make, and their opposites, and
// returns how many it checked.
func agree(t *testing.T, query string, m engine.Mutation, res, base *engine.Result) int {
	t.Helper()
	n := 0
	expect := func(c Claim, want string) {
		t.Helper()
		n++
		if v := Check(c, "en"); v.Verdict != want {
			t.Errorf("%s: %+v: %s (%s), want %s", query, c, v.Verdict, v.Reason, want)
		}
	}
	for _, u := range res.Users {
		told := Unsure // said apart from toldOf, which it checks
		switch {
		case u.Result != nil && u.Status == engine.Definite:
			told = Answered
		case u.Error != nil && u.Status == engine.Definite:
			told = Rejected
		}
		expect(Claim{Kind: Told, Run: query, Key: u.Key, Told: told}, Supported)
		other := ToldChoices[(slices.Index(ToldChoices, told)+1)%len(ToldChoices)]
		expect(Claim{Kind: Told, Run: query, Key: u.Key, Told: other}, Refuted)
	}
	for k, cmd := range res.Commands {
		applied, delivered := res.Stats(cmd.Key).Applied, 0
		for i := range res.Trace {
			if e := &res.Trace[i]; int(e.Command) == k+1 && e.IsProcessing() {
				delivered++
			}
		}
		expect(Claim{Kind: Separate, Run: query, Key: cmd.Key, Delivered: &delivered, Applied: &applied}, Supported)
		more := applied + 1
		expect(Claim{Kind: Separate, Run: query, Key: cmd.Key, Delivered: &delivered, Applied: &more}, Refuted)
	}
	if m == "" {
		return n
	}
	for i, v := range res.Invariants {
		c := Claim{Run: query, Defense: string(m), Invariant: v.Name}
		if v.Holds {
			c.Kind = Holds
			expect(c, Supported)
			c.Kind = Breaks
			expect(c, Refuted)
			continue
		}
		c.Kind = Holds
		expect(c, Refuted)
		c.Kind = Breaks
		if defended := base.Invariants[i]; defended.Holds {
			expect(c, Supported)
		} else {
			expect(c, Refuted) // it breaks with the defense on too
		}
	}
	return n
}

func withSeed(p engine.Params, seed uint64) engine.Params {
	p.Seed = seed
	return p
}
