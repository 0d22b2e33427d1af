package engine

import "testing"

// TestSettleAccountsForEveryUncertainUser: under each policy, every user
// told "uncertain" is settled or not, exactly once; read-back settles
// exactly the users Reconciliations tells; hold settles every user the
// service ever answered once a partition heals, so never fewer than
// read-back; compensate undoes exactly the uncertain commands that took
// effect. Over every story, 40 seeds and partition lengths 1..30.
func TestSettleAccountsForEveryUncertainUser(t *testing.T) {
	seen := map[Policy]int{}
	for _, b := range scenarioBuilders {
		name := b.name
		n, err := LookupScenario(name)
		if err != nil {
			t.Fatal(err)
		}
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		var runner Runner
		for seed := uint64(1); seed <= 40; seed++ {
			for part := int64(1); part <= 30 && (part == 1 || n.HasPartition()); part++ {
				p := Params{Seed: seed}
				if n.HasPartition() {
					p.Partition = part
				}
				r, err := runner.Run(c, p)
				if err != nil {
					continue // a fixture's partition that would overlap its next event
				}
				checkSettle(t, name, p, r, seen)
			}
		}
	}
	for _, p := range Policies {
		if seen[p] == 0 {
			t.Errorf("no run settled anybody under %s: the property tested nothing", p)
		}
	}
}

func checkSettle(t *testing.T, name string, p Params, r *Result, seen map[Policy]int) {
	t.Helper()
	read, hold, comp := r.Settle(ReadBack), r.Settle(Hold), r.Settle(Compensate)
	for pol, s := range map[Policy]Settlement{ReadBack: read, Hold: hold, Compensate: comp} {
		if s.Uncertain != r.Counts.Uncertain || s.Settled+s.Unsettled != s.Uncertain {
			t.Fatalf("%s %+v under %s: %+v, with %d users uncertain", name, p, pol, s, r.Counts.Uncertain)
		}
		seen[pol] += s.Settled
	}
	if read.Settled != len(r.Reconciliations()) {
		t.Fatalf("%s %+v: read-back settles %d, Reconciliations tells %d", name, p, read.Settled, len(r.Reconciliations()))
	}
	if hold.Settled < read.Settled {
		t.Fatalf("%s %+v: hold settles %d, fewer than read-back's %d", name, p, hold.Settled, read.Settled)
	}
	took := 0
	for i := range r.Users {
		if u := &r.Users[i]; u.Status == Indefinite && r.tookEffect(u.Key) {
			took++
		}
	}
	if comp.Compensated != took {
		t.Fatalf("%s %+v: compensate undoes %d, %d uncertain commands took effect", name, p, comp.Compensated, took)
	}
}

// tookEffect reports whether any entry applied key's transition.
func (r *Result) tookEffect(key string) bool {
	for i := range r.Trace {
		if e := &r.Trace[i]; e.Key == key && e.IsProcessing() && e.ChangesState() {
			return true
		}
	}
	return false
}

// TestSettleOnTheLongPartition: the lesson's long partition at 20 ticks,
// seed 1, deadline 8: what each policy leaves its uncertain users.
func TestSettleOnTheLongPartition(t *testing.T) {
	n, _ := LookupScenario("long-partition-between-sites")
	r, err := n.Run(Params{Seed: 1, Partition: 20})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		p    Policy
		want Settlement
	}{
		// Three users are uncertain at the deadline (tick 8); the
		// partition heals at tick 23, when the service answers each.
		{ReadBack, Settlement{Uncertain: 3, Settled: 3, LongestWait: 15}},
		{Hold, Settlement{Uncertain: 3, Settled: 3, LongestWait: 15}},
		// Each held command took effect on its release: three undone.
		{Compensate, Settlement{Uncertain: 3, Settled: 3, Compensated: 3, LongestWait: 15}},
	} {
		if got := r.Settle(c.p); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.p, got, c.want)
		}
	}
}
