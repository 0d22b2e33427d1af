package panel

import (
	"encoding/json"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/share"
)

func build(t *testing.T, raw string) View {
	t.Helper()
	s, probs := share.Parse(raw)
	named := s.Named()
	res, err := named.Run(s.Params())
	if err != nil {
		t.Fatal(err)
	}
	return Build(named, res, s, probs, share.Encode(s))
}

func TestDefaultRecoversAndUserIsDefinite(t *testing.T) {
	v := build(t, "")
	if v.Outcome != engine.RecoveredBeforeDeadline || v.Users[0].Status != engine.Definite.String() || v.Users[0].State != "confirmed" {
		t.Fatalf("default view: outcome %s, users %+v", v.Outcome, v.Users)
	}
	if !strings.HasPrefix(v.Told, "Every user") {
		t.Errorf("told %q", v.Told)
	}
	if v.Counts.Replayed != 1 || v.Counts.Applied != 1 || v.Counts.Buffered != 3 {
		t.Errorf("counts %+v", v.Counts)
	}
	if *v.Recovery != 6 || v.End != 9 {
		t.Errorf("recovery %d end %d", *v.Recovery, v.End)
	}
}

func TestLongPartitionLeavesUserUncertain(t *testing.T) {
	def, long := build(t, ""), build(t, "partition=9")
	if long.Outcome != engine.RecoveryDeadlineExceeded {
		t.Fatalf("long partition: %s", long.Outcome)
	}
	uncertain := 0
	for _, u := range long.Users {
		if u.Status == engine.Indefinite.String() && u.Reconcile {
			uncertain++
		}
	}
	if uncertain == 0 || !strings.Contains(long.Told, engine.UncertainMessage) {
		t.Errorf("no user told uncertain: %q %+v", long.Told, long.Users)
	}
	if long.TraceSHA256 == def.TraceSHA256 || long.Params.Seed != def.Params.Seed {
		t.Error("same seed should give a different trace hash for a longer partition")
	}
}

func TestTraceRowsCarryLogicalSequence(t *testing.T) {
	v := build(t, "")
	var seqs []int64
	for _, r := range v.Trace {
		if r.Effect != "" && r.Seq != nil {
			seqs = append(seqs, *r.Seq)
		}
	}
	// e1 (2), then released e5 (3), e3 (4), e4 (2): delivery order is not
	// logical order.
	if got := len(seqs); got != 4 || seqs[0] != 2 || seqs[1] != 3 || seqs[2] != 4 || seqs[3] != 2 {
		t.Fatalf("delivery-order sequences %v", seqs)
	}
	b, _ := json.Marshal(v)
	if !strings.Contains(string(b), `"seq":null`) {
		t.Error("control rows should have a null sequence")
	}
}

func TestConflictIsDefiniteRejection(t *testing.T) {
	v := build(t, "mutations=conflicting-retry")
	if v.Counts.Rejected != 1 || v.Counts.Replayed != 0 {
		t.Errorf("counts %+v", v.Counts)
	}
}

func TestBrokenInvariantNamesItsRowAndTick(t *testing.T) {
	v := build(t, "scenario=crash-after-commit&mutations=non-atomic-commit")
	var dup *Invariant
	for i := range v.Invariants {
		if v.Invariants[i].Name == engine.InvDuplicateFirst {
			dup = &v.Invariants[i]
		}
	}
	if dup == nil || dup.Holds || dup.Row < 0 || dup.Detail == "" {
		t.Fatalf("duplicate-gets-first-result should be broken with a row: %+v", v.Invariants)
	}
	if row := v.Trace[dup.Row]; row.Tick != dup.Tick || row.Effect == "" {
		t.Errorf("row %d (%+v) is not the violating delivery at tick %d", dup.Row, row, dup.Tick)
	}
	if v.Params.Scenario != "crash-after-commit" || v.Title == "" || v.Story == "" || len(v.Scenarios) < 7 {
		t.Errorf("scenario fields: %q %q %q, %d scenarios", v.Params.Scenario, v.Title, v.Story, len(v.Scenarios))
	}
	for _, iv := range build(t, "scenario=crash-after-commit").Invariants {
		if !iv.Holds || iv.Row != -1 {
			t.Errorf("atomic commit: %+v", iv)
		}
	}
}

func TestGeneratedRunCountsAndOrders(t *testing.T) {
	v := build(t, "scenario=random-faults")
	if v.Counts.Messages == 0 || v.Counts.Dropped == 0 || v.Counts.Duplicated == 0 || v.Counts.Crashes == 0 {
		t.Errorf("counts %+v", v.Counts)
	}
	if len(v.Orders) != 4 {
		t.Fatalf("orders %+v", v.Orders)
	}
	for _, o := range v.Orders {
		if o.State == "" || o.State == "pending" {
			t.Errorf("order %+v", o)
		}
	}
}
