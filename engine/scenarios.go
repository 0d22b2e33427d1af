package engine

import (
	"strconv"
	"strings"
)

// Named is a scenario a learner can pick by name: the lesson's fixture, or a
// generated model telling one failure story.
type Named struct {
	Name    string // its title and story are in the catalogue (internal/catalog)
	Fixture *Scenario
	Model   *Model
	// Defaults are the parameters the story is told with; zero fields of a
	// caller's Params take these.
	Defaults Params
}

// DefaultScenario is the lesson's own.
const DefaultScenario = "reference"

// Scenarios lists the named scenarios in a stable order, each built anew:
// the caller owns what it gets.
func Scenarios() []Named {
	all := make([]Named, len(scenarioBuilders))
	for i, b := range scenarioBuilders {
		all[i] = b.build()
	}
	return all
}

// scenarioBuilders build the named scenarios, in Scenarios' order. A lookup
// builds only the one it finds: the page looks scenarios up several times
// on every slider step, and building all seven each time was about half of
// a step's Go work.
var scenarioBuilders = []struct {
	name  string
	build func() Named
}{
	{"reference", func() Named {
		ref := Reference()
		return Named{Name: "reference", Fixture: &ref, Defaults: Params{Seed: ReferenceSeed}}
	}},
	{"confirm-then-ship", func() Named {
		sc := FromEvents("confirm-then-ship", confirmThenShipEvents())
		return Named{Name: "confirm-then-ship", Fixture: &sc, Defaults: Params{Seed: ReferenceSeed}}
	}},
	{"response-lost", func() Named {
		return oneClient("response-lost", Fault{1, 1, 1, DropResponse, 0})
	}},
	{"request-lost", func() Named {
		return oneClient("request-lost", Fault{1, 1, 1, DropRequest, 0})
	}},
	{"crash-after-commit", func() Named {
		return oneClient("crash-after-commit", Fault{1, 1, 1, CrashAfterCommit, 0})
	}},
	{"late-retry-after-retention", func() Named {
		n := oneClient("late-retry-after-retention", Fault{1, 1, 1, DropResponse, 0})
		n.Model.PartitionLength = 5
		n.Model.Deadline = 12
		n.Defaults.Retention = 3
		return n
	}},
	{"duplicate-while-in-progress", func() Named {
		// The network delivers the confirm twice while its processing is
		// in progress: the copy is refused "in progress" (409), and the
		// retry after the commit gets the stored result.
		n := oneClient("duplicate-while-in-progress", Fault{1, 1, 1, DuplicateRequest, 0})
		n.Defaults.Processing = 3
		return n
	}},
	{"crash-while-in-progress", func() Named {
		// The service dies while the confirm is in progress: its claim holds
		// the record until the lease runs out (retries meanwhile are told
		// "in progress"); then a retry claims it and executes, once.
		n := oneClient("crash-while-in-progress", Fault{1, 1, 1, CrashInProgress, 0})
		n.Model.Deadline = 16
		n.Defaults.Processing, n.Defaults.Lease = 2, 5
		return n
	}},
	{"long-partition-between-sites", func() Named {
		return Named{
			Name: "long-partition-between-sites",
			Model: &Model{
				Name: "long-partition-between-sites", Clients: 3, Commands: 2, Stagger: 1, DelayMin: 1, DelayMax: 2,
				Timeout: 4, MaxAttempts: 5, RestartTicks: 2, PartitionStart: 3, PartitionLength: 9, Deadline: 8,
			},
			Defaults: Params{Seed: ReferenceSeed},
		}
	}},
	{"random-faults", func() Named {
		return Named{
			Name: "random-faults",
			Model: &Model{
				Name: "random-faults", Clients: 4, Commands: 3, Stagger: 1, DelayMin: 1, DelayMax: 3, Timeout: 6,
				MaxAttempts: 4, DropRequestPerMille: 150, DropResponsePerMille: 150, DuplicatePerMille: 150,
				CrashPerMille: 100, RestartTicks: 2, PartitionStart: 6, PartitionLength: 4, Deadline: 20,
			},
			Defaults: Params{Seed: ReferenceSeed},
		}
	}},
}

// confirmThenShipEvents is a fixture of two commands sent in order: the
// confirm goes through, and the partition holds the ship and the network's
// copy of the confirm. The network releases held messages by delivery
// priority: the copy (answered from the store), then the ship. A confirm
// held as well comes out last, so the copy confirms the order before the
// ship; hold the confirm and lose the copy, and the ship arrives first: the
// allowed-transition rule refuses it (stale), and without the rule the
// order ships before it is confirmed.
func confirmThenShipEvents() []Event {
	confirm := Transition{"pending", "confirmed"}
	return []Event{
		{ID: "e1-confirm", Tick: 1, Kind: KindDeliver, LogicalSequence: 1, DeliveryPriority: 2, DedupeKey: ReferenceKey, Transition: &confirm},
		{ID: "e2-partition-start", Tick: 2, Kind: KindPartitionStart},
		{ID: "e3-confirm-copy", Tick: 2, Kind: KindDuplicate, LogicalSequence: 1, DeliveryPriority: 0, DedupeKey: ReferenceKey, Transition: &Transition{"pending", "confirmed"}},
		{ID: "e4-ship", Tick: 3, Kind: KindDeliver, LogicalSequence: 2, DeliveryPriority: 1, DedupeKey: "tenant-7:order-42:ship:v1", Transition: &Transition{"confirmed", "shipped"}},
		{ID: "e5-partition-end", Tick: 5, Kind: KindPartitionEnd},
		{ID: "e6-status-read", Tick: 6, Kind: KindDeliver, LogicalSequence: 3, DeliveryPriority: 0, DedupeKey: "read:order-42:status:1"},
	}
}

// oneClient is a story of one client's two commands and one fault.
func oneClient(name string, faults ...Fault) Named {
	return Named{
		Name: name,
		Model: &Model{
			Name: name, Clients: 1, Commands: 2, DelayMin: 1, DelayMax: 1, Timeout: 3, MaxAttempts: 4,
			RestartTicks: 2, PartitionStart: 4, PartitionLength: 2, Deadline: 10, Faults: faults,
		},
		Defaults: Params{Seed: ReferenceSeed},
	}
}

// ScenarioNames is the names, comma-separated.
func ScenarioNames() string {
	names := make([]string, len(scenarioBuilders))
	for i, b := range scenarioBuilders {
		names[i] = b.name
	}
	return strings.Join(names, ", ")
}

// LookupScenario finds a named scenario.
func LookupScenario(name string) (Named, error) {
	for _, b := range scenarioBuilders {
		if b.name == name {
			return b.build(), nil
		}
	}
	return Named{}, &ParamError{"scenario", strconv.Quote(name), "is unknown (known: " + ScenarioNames() + ")"}
}

// Run compiles the scenario and runs it once under p (no defaults applied:
// see Resolve). To run it many times, Compile it once and use a Runner.
func (n Named) Run(p Params) (*Result, error) {
	c, err := n.Compile()
	if err != nil {
		return nil, err
	}
	return c.Run(p)
}

// DefaultPartition is the scenario's own partition length, or 0 if it has none.
func (n Named) DefaultPartition() int64 {
	if n.Model != nil {
		if n.Model.PartitionStart == 0 {
			return 0
		}
		return n.Model.PartitionLength
	}
	start, end := int64(-1), int64(-1)
	for _, e := range n.Fixture.Events {
		switch {
		case e.Kind == KindPartitionStart && start < 0:
			start = e.Tick
		case e.Kind == KindPartitionEnd && start >= 0 && end < 0:
			end = e.Tick
		}
	}
	if start < 0 || end < 0 {
		return 0
	}
	return end - start
}

// HasPartition reports whether the scenario cuts the network apart at all
// (only then does a partition length apply).
func (n Named) HasPartition() bool { return n.PartitionStart() >= 0 }

// PartitionStart is the tick the scenario's partition starts, or -1 if it
// has none.
func (n Named) PartitionStart() int64 {
	if n.Model != nil {
		if n.Model.PartitionStart == 0 {
			return -1
		}
		return n.Model.PartitionStart
	}
	if i := partitionStartIndex(n.Fixture.Events); i >= 0 {
		return n.Fixture.Events[i].Tick
	}
	return -1
}

// DefaultDeadline is the scenario's own recovery deadline.
func (n Named) DefaultDeadline() int64 {
	if n.Model != nil {
		return n.Model.Deadline
	}
	return n.Fixture.DeadlineTick
}

// Overrides are the parameters a caller states; nil (or no mutations)
// leaves the story's own. They are resolved against the story's defaults in
// one place, Resolve.
type Overrides struct {
	Seed      *uint64
	Partition *int64 // ticks from the partition's start; nil: the scenario's own
	Deadline  *int64
	Retention *int64
	// Processing and Lease: the record's in-progress life; nil: the
	// story's own.
	Processing *int64
	Lease      *int64
	Mutations  []Mutation
	Faults     []Fault // the learner's interventions (Params.Faults)
}

// Resolve is the story's parameters with o's applied: the story's seed,
// deadline and retention where o states none, its own partition (Partition
// 0) where o states no length, and the mutations in their canonical order.
// It validates the result against the scenario.
func (n Named) Resolve(o Overrides) (Params, error) {
	p := Params{Seed: n.Defaults.Seed, Deadline: n.DefaultDeadline(), Retention: n.Defaults.Retention,
		Processing: n.Defaults.Processing, Lease: n.Defaults.Lease, Mutations: CanonicalMutations(o.Mutations), Faults: o.Faults}
	if o.Seed != nil {
		p.Seed = *o.Seed
	}
	if o.Partition != nil {
		if err := PartitionKnob.Check(*o.Partition); err != nil {
			return Params{}, err
		}
		p.Partition = *o.Partition
	}
	if o.Deadline != nil {
		if err := DeadlineKnob.Check(*o.Deadline); err != nil {
			return Params{}, err
		}
		p.Deadline = *o.Deadline
	}
	if o.Retention != nil {
		p.Retention = *o.Retention
	}
	if o.Processing != nil {
		p.Processing = *o.Processing
	}
	if o.Lease != nil {
		p.Lease = *o.Lease
	}
	if err := p.validateKnobs(); err != nil {
		return Params{}, err
	}
	if p.Processing > 0 && n.Model == nil {
		return Params{}, errProcessingFixture(p.Processing)
	}
	if len(p.Faults) > 0 {
		if n.Model == nil {
			return Params{}, errFaultsFixture(p.Faults[0])
		}
		for _, f := range p.Faults {
			if err := n.Model.checkFault(f, "fault"); err != nil {
				return Params{}, err
			}
		}
	}
	if p.Partition > 0 && !n.HasPartition() {
		return Params{}, errNoPartition(p.Partition)
	}
	return p, nil
}
