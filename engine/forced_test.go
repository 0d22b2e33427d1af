package engine_test

import (
	"slices"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/engine/encode"
)

// sameStep lists the flights a fault on f's attempt and direction acts on:
// every message of that attempt going f's way (a request's network copy
// sends its own response), not the network's second copies.
func sameStep(r *engine.Result, f engine.Flight) []engine.Flight {
	var out []engine.Flight
	for _, g := range r.Flights {
		if g.Command == f.Command && g.Attempt == f.Attempt && g.Request == f.Request && !g.Copy {
			out = append(out, g)
		}
	}
	return out
}

// faultOf is the fault on flight f's attempt of the given kind.
func faultOf(m *engine.Model, f engine.Flight, kind engine.FaultKind, ticks int64) engine.Fault {
	return engine.Fault{Client: f.Client + 1, Command: f.Command - f.Client*m.Commands + 1, Attempt: f.Attempt, Kind: kind, Ticks: ticks}
}

// TestForcingWhatLuckDidChangesNothing: over many seeds, forcing the fate
// every message of an attempt's step already had from the seed (dropped:
// drop-*) gives the same run,
// entry for entry, as not forcing it: a fault replaces the seed's draw and
// nothing else, so every other message's luck stays as it was.
func TestForcingWhatLuckDidChangesNothing(t *testing.T) {
	named, _ := engine.LookupScenario("random-faults")
	forced := 0
	for seed := uint64(1); seed <= 300; seed++ {
		p, err := named.Resolve(engine.Overrides{Seed: &seed})
		if err != nil {
			t.Fatal(err)
		}
		base, err := named.Run(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range base.Flights {
			if f.Copy || slices.ContainsFunc(sameStep(base, f), func(g engine.Flight) bool { return g.Dropped != "network" }) {
				continue
			}
			kind := engine.DropResponse
			if f.Request {
				kind = engine.DropRequest
			}
			pf := p
			pf.Faults = []engine.Fault{faultOf(named.Model, f, kind, 0)}
			again, err := named.Run(pf)
			if err != nil {
				t.Fatal(err)
			}
			if a, b := encode.TraceSHA256(base), encode.TraceSHA256(again); a != b {
				t.Fatalf("seed %d: forcing %s's drop changed the run: %s then %s", seed, f.ID, a, b)
			}
			forced++
			break
		}
	}
	if forced < 50 {
		t.Fatalf("only %d seeds had a message to force: the test checks too little", forced)
	}
}

// TestDelayLeavesThePastAlone: delaying one message changes nothing
// before it was sent, and the run marks what the delay made by you.
func TestDelayLeavesThePastAlone(t *testing.T) {
	named, _ := engine.LookupScenario("random-faults")
	for seed := uint64(1); seed <= 200; seed++ {
		p, _ := named.Resolve(engine.Overrides{Seed: &seed})
		base, _ := named.Run(p)
		f := base.Flights[len(base.Flights)/2]
		if f.Copy {
			continue
		}
		kind := engine.DelayResponse
		if f.Request {
			kind = engine.DelayRequest
		}
		sent := f.Sent
		for _, g := range sameStep(base, f) {
			sent = min(sent, g.Sent)
		}
		pf := p
		pf.Faults = []engine.Fault{faultOf(named.Model, f, kind, 5)}
		again, err := named.Run(pf)
		if err != nil {
			t.Fatal(err)
		}
		for i := range base.Trace {
			if base.Trace[i].Tick >= sent {
				break
			}
			if a, b := base.Trace[i], again.Trace[i]; a.EventID != b.EventID || a.Delivery != b.Delivery || a.Effect != b.Effect {
				t.Fatalf("seed %d: delaying %s (sent at %d) changed entry %d at tick %d", seed, f.ID, sent, i, a.Tick)
			}
		}
		marked := false
		for _, e := range again.Trace {
			marked = marked || e.ByYou && e.EventID == f.ID
		}
		if !marked {
			t.Fatalf("seed %d: nothing about %s is marked by you", seed, f.ID)
		}
		for _, e := range base.Trace {
			if e.ByYou {
				t.Fatalf("seed %d: a run without interventions marks %s by you", seed, e.EventID)
			}
		}
	}
}

// TestFaultTicks: a delay needs its ticks, a crash may take a restart
// time, a hold needs a partition to wait for.
func TestFaultTicks(t *testing.T) {
	named, _ := engine.LookupScenario("response-lost")
	m := *named.Model
	for _, c := range []struct {
		fault engine.Fault
		want  string
	}{
		{engine.Fault{Client: 1, Command: 1, Attempt: 1, Kind: engine.DelayRequest}, "needs a delay of 1..1000 ticks"},
		{engine.Fault{Client: 1, Command: 1, Attempt: 1, Kind: engine.DropRequest, Ticks: 2}, "takes no ticks"},
		{engine.Fault{Client: 1, Command: 1, Attempt: 1, Kind: engine.CrashAfterCommit, Ticks: 1001}, "restarts after 1..1000 ticks"},
		{engine.Fault{Client: 1, Command: 1, Attempt: 1, Kind: engine.CrashAfterCommit, Ticks: 3}, ""},
	} {
		_, err := engine.RunModel(&m, engine.Params{Seed: 1, Deadline: 10, Faults: []engine.Fault{c.fault}})
		if (err == nil) != (c.want == "") || err != nil && !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.fault, err, c.want)
		}
	}
	unparted := m
	unparted.PartitionStart = 0
	_, err := engine.RunModel(&unparted, engine.Params{Seed: 1, Deadline: 10, Faults: []engine.Fault{{Client: 1, Command: 1, Attempt: 1, Kind: engine.HoldRequest}}})
	if err == nil || !strings.Contains(err.Error(), "no partition to wait for") {
		t.Errorf("hold without a partition: %v", err)
	}
}
