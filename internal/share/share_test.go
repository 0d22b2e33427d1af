package share

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"coordsim/engine"
)

func TestDefaultsWhenEmpty(t *testing.T) {
	s, probs := Parse("")
	if len(probs) != 0 {
		t.Fatalf("problems for an empty query: %v", probs)
	}
	if !reflect.DeepEqual(s, Defaults) {
		t.Fatalf("got %+v, want defaults %+v", s, Defaults)
	}
}

func TestReadsEveryParameter(t *testing.T) {
	s, probs := Parse("?seed=7&partition=9&deadline=10&retention=3&mutations=short-retention,conflicting-retry&t=5&lang=ja&embed=1&lab=3")
	if len(probs) != 0 {
		t.Fatalf("unexpected problems: %v", probs)
	}
	want := State{Scenario: "reference", Seed: 7, Partition: 9, Deadline: 10, Retention: 3, T: 5, Lang: "ja", Embed: true, Lab: 3, View: "network",
		Mutations: []engine.Mutation{engine.ConflictingRetry, engine.ShortRetention}}
	if !reflect.DeepEqual(s, want) {
		t.Fatalf("got %+v\nwant %+v", s, want)
	}
}

func TestHostileValuesFallBackWithProblems(t *testing.T) {
	s, probs := Parse("seed=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&partition=-5&mutations=nope,dedupe-off&lang=fr&embed=yes")
	if s.Seed != Defaults.Seed || s.Partition != Defaults.Partition || s.Lang != "en" || s.Embed {
		t.Fatalf("bad values were not replaced by defaults: %+v", s)
	}
	if !reflect.DeepEqual(s.Mutations, []engine.Mutation{engine.DedupeOff}) {
		t.Fatalf("known mutation dropped or unknown kept: %v", s.Mutations)
	}
	fields := map[string]bool{}
	for _, p := range probs {
		fields[p.Field] = true
		if p.Message == "" {
			t.Errorf("problem %+v has no message", p)
		}
	}
	for _, f := range []string{"seed", "partition", "mutations", "lang", "embed"} {
		if !fields[f] {
			t.Errorf("no problem reported for %s (got %v)", f, probs)
		}
	}
}

func TestProblemValueIsShortened(t *testing.T) {
	_, probs := Parse("seed=" + strings.Repeat("7", 100000))
	if len(probs) != 1 {
		t.Fatalf("problems %+v", probs)
	}
	p := probs[0]
	if p.Value != strings.Repeat("7", MaxShown-1)+"…" || p.Length != 100000 {
		t.Errorf("value %q, length %d: want %d digits, an ellipsis and the length", p.Value, p.Length, MaxShown-1)
	}
	if !strings.Contains(p.Message, "…\" (100000 characters)") || len(p.Message) > 300 {
		t.Errorf("message %q", p.Message)
	}
	if _, probs := Parse("seed=" + strings.Repeat("x", MaxShown)); probs[0].Value != strings.Repeat("x", MaxShown) || probs[0].Length != 0 {
		t.Errorf("a value of %d characters was cut: %+v", MaxShown, probs[0])
	}
}

// Finding 8 of issue 26: bidi controls in URL text reordered the message
// around them ("…This value is valid; using 0").
func TestProblemValueIsEscaped(t *testing.T) {
	_, probs := Parse("seed=1%E2%80%AE0%20gnisu%20%3Bdilav%20si%20eulav%20sihT")
	if len(probs) != 1 {
		t.Fatalf("problems %+v", probs)
	}
	p := probs[0]
	if strings.ContainsRune(p.Value, '\u202e') || strings.ContainsRune(p.Message, '\u202e') ||
		!strings.HasPrefix(p.Value, `1\u202e0 gnisu`) || !strings.Contains(p.Message, `"1\u202e0 gnisu ;dilav`) {
		t.Errorf("value %q, message %q", p.Value, p.Message)
	}
	// Escapes count as what they show: a value of forty bidi controls is cut too.
	_, probs = Parse("mutations=" + strings.Repeat("%E2%80%AE", 40))
	if p := probs[0]; utf8.RuneCountInString(p.Value) > MaxShown || p.Length != 40 || !strings.HasSuffix(p.Value, "…") {
		t.Errorf("value %q (%d characters), length %d", p.Value, utf8.RuneCountInString(p.Value), p.Length)
	}
}

func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		"plain 20260731":         "plain 20260731",
		"日本語 ok":                 "日本語 ok",
		"a\u202eb\u2066c\u200fd": `a\u202eb\u2066c\u200fd`,
		"tab\tnl\ncr\rnul\x00":   `tab\tnl\ncr\rnul\x00`,
		"\ufeffbom\u200bzw":      `\ufeffbom\u200bzw`,
		"ls\u2028ps\u2029":       `ls\u2028ps\u2029`,
		"bad\xff\xc3byte":        `bad\xff\xc3byte`,
		"real \ufffd stays":      "real \ufffd stays",
		"del\x7f c1\u0085":       `del\x7f c1\u0085`,
	} {
		got := Escape(in)
		if got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
		if Escape(got) != got {
			t.Errorf("Escape(%q) is not its own escape", got)
		}
	}
}

// FuzzShown: whatever the value, what a message quotes shows no control,
// format or separator character and no invalid UTF-8, is at most MaxShown
// characters, and is the value's own escape when it is not cut.
func FuzzShown(f *testing.F) {
	for _, s := range []string{"", "x", "1\u202e0", strings.Repeat("9", 60), "\xff\xfe", "a\u2028b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		got, length := Shown(v)
		if !utf8.ValidString(got) || utf8.RuneCountInString(got) > MaxShown {
			t.Fatalf("Shown(%q) = %q", v, got)
		}
		for i, r := range got {
			if hidden(got, i, r) {
				t.Fatalf("Shown(%q) = %q holds %U", v, got, r)
			}
		}
		if length == 0 && got != Escape(v) || length != 0 && (length != utf8.RuneCountInString(v) || !strings.HasSuffix(got, "…")) {
			t.Fatalf("Shown(%q) = %q, %d", v, got, length)
		}
	})
}

func TestEncodeRoundTrips(t *testing.T) {
	in := State{Scenario: "random-faults", Seed: 18446744073709551615, Partition: 30, Deadline: 1, Retention: 40, T: 12, Lang: "ja", Embed: true, Lab: 5, View: "boundary",
		Mutations: []engine.Mutation{engine.ConflictingRetry, engine.DedupeOff}}
	q := Encode(in)
	if !strings.Contains(q, "mutations=conflicting-retry,dedupe-off") {
		t.Errorf("mutation list not readable in %q", q)
	}
	out, probs := Parse(q)
	if len(probs) != 0 || !reflect.DeepEqual(in, out) {
		t.Fatalf("round trip of %q: %+v %v", q, out, probs)
	}
}

// FuzzParse: any query parses without panicking into values inside the
// page's ranges, and the encoded result reads back identically.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{"", "seed=1&partition=9", "seed=<img src=x onerror=alert(1)>&partition=-5",
		"mutations=,,conflicting-retry,conflicting-retry", "t=%zz&lang=ja", "embed=1&embed=0", "partition=1e3",
		"scenario=random-faults&partition=30&deadline=40&retention=1", "scenario=<b>x</b>", "scenario=crash-after-commit&mutations=non-atomic-commit", "lab=3", "lab=9&lab=1", "lab=-1", "lab=05",
		"view=spacetime", "view=boundary&view=network", "view=<svg onload=alert(1)>", "b.partition=9", "b.scenario=response-lost&scenario=request-lost",
		"b.mutations=dedupe-off", "b.mutations=", "b.seed=x&b.partition=0", "b.scenario=nope&b.deadline=41", "b.retention=3&b.seed=18446744073709551615&view=spacetime&lab=2",
		"embed=1&panels=trace,invariants&origin=https://course.example.org", "panels=nope,trace&origin=javascript:alert(1)", "origin=http://[::1]:80&panels=",
		"scenario=response-lost&processing=3&lease=2", "scenario=crash-while-in-progress&processing=0", "processing=5", "scenario=random-faults&view=worlds&attempt=c2.ship%232",
		"attempt=c1.confirm%23%23", "scenario=response-lost&faults=c1.confirm%231:drop-request,c1.ship%231:duplicate-request",
		"scenario=random-faults&faults=c5.confirm%231:drop-request", "faults=c1.confirm%231:drop-request", "scenario=response-lost&faults=c1.confirm%231:x,,",
		"events=1", "events=1~e1,1,deliver,2,0,k,pending%3Econfirmed~p,2,partition_start~q,5,partition_end&partition=3", "events=1~p,2,partition_start&partition=2",
		"scenario=response-lost&events=1~x,1,partition_start", "events=1~a%2,1,deliver",
		"scenario=random-faults&m.clients=2&m.timeout=6", "scenario=random-faults&m.delay-min=5&m.delay-max=2", "m.clients=3",
		"scenario=random-faults&m.clients=1&faults=c2.confirm%231:drop-request", "scenario=random-faults&m.attempts=1&faults=c1.confirm%231:hold-response",
		"scenario=response-lost&faults=c1.confirm%231:delay-request%2B3,c1.confirm%231:crash-after-commit%2B2"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		s, _ := Parse(raw)
		noPartition := s.Partition == 0 && s.Named().DefaultPartition() == 0 // the learner's events may have none, or one that never ends
		if (s.Partition < MinPartition && !noPartition) || s.Partition > MaxPartition || s.Deadline < MinDeadline || s.Deadline > MaxDeadline ||
			s.Retention < MinRetention || s.Retention > MaxRetention || s.T < MinTick || s.T > MaxTick || s.Lab < MinLab || s.Lab > MaxLab {
			t.Fatalf("out of range: %+v", s)
		}
		if _, err := s.Named().Run(s.Params()); err != nil {
			t.Fatalf("parsed params rejected by the engine: %v", err)
		}
		if b, ok := s.BState(); ok {
			if b.Partition < 0 || b.Partition > MaxPartition || b.Deadline < MinDeadline || b.Deadline > MaxDeadline {
				t.Fatalf("B out of range: %+v", b)
			}
			if _, err := b.Named().Run(b.Params()); err != nil {
				t.Fatalf("B's params rejected by the engine: %v (%+v)", err, b)
			}
		}
		again, probs := Parse(Encode(s))
		if len(probs) != 0 || !reflect.DeepEqual(s, again) {
			t.Fatalf("re-parse of %q: %+v %v, want %+v", Encode(s), again, probs, s)
		}
	})
}

func TestScenarioTakesItsStorysDefaults(t *testing.T) {
	s, probs := Parse("scenario=late-retry-after-retention")
	if len(probs) != 0 {
		t.Fatalf("problems: %v", probs)
	}
	named, _ := engine.LookupScenario("late-retry-after-retention")
	if s.Scenario != named.Name || s.Partition != named.DefaultPartition() || s.Deadline != named.DefaultDeadline() || s.Retention != named.Defaults.Retention {
		t.Fatalf("story defaults not taken: %+v", s)
	}
	// Knobs the URL gives win over the story's.
	s, _ = Parse("scenario=late-retry-after-retention&retention=0&partition=9")
	if s.Retention != 0 || s.Partition != 9 || s.Deadline != named.DefaultDeadline() {
		t.Fatalf("URL knobs lost: %+v", s)
	}
}

func TestUnknownScenarioFallsBackWithAProblem(t *testing.T) {
	s, probs := Parse("scenario=%3Cscript%3Ealert(1)%3C/script%3E&partition=9")
	if s.Scenario != engine.DefaultScenario || s.Partition != 9 {
		t.Fatalf("state %+v", s)
	}
	if len(probs) != 1 || probs[0].Field != "scenario" || !strings.Contains(probs[0].Message, "reference") {
		t.Fatalf("problems %+v", probs)
	}
	if !strings.HasPrefix(Encode(s), "scenario=reference&") {
		t.Errorf("encoded %q", Encode(s))
	}
}

// TestLabStep: lab=N opens a practice step; a bad one is a problem and no
// step; no step leaves the URL as it was before the lab existed.
func TestLabStep(t *testing.T) {
	s, probs := Parse("lab=5")
	if len(probs) != 0 || s.Lab != 5 || !strings.HasSuffix(Encode(s), "&embed=0&lab=5") {
		t.Fatalf("lab=5: %+v %v %q", s, probs, Encode(s))
	}
	for _, bad := range []string{"lab=6", "lab=-1", "lab=two"} {
		s, probs = Parse(bad)
		if s.Lab != 0 || len(probs) != 1 || probs[0].Field != "lab" || probs[0].Fallback != "0" {
			t.Errorf("%s: %+v %+v", bad, s, probs)
		}
	}
	if q := Encode(Defaults); strings.Contains(q, "lab") {
		t.Errorf("no step open, yet %q names one", q)
	}
}

// TestView: view= picks the page's view; the default is left out of links.
func TestView(t *testing.T) {
	for _, v := range Views {
		s, probs := Parse("view=" + v)
		if len(probs) != 0 || s.View != v {
			t.Fatalf("view=%s: %+v %v", v, s, probs)
		}
		if q := Encode(s); strings.Contains(q, "view=") != (v != "network") {
			t.Errorf("view=%s encodes as %q", v, q)
		}
	}
	s, probs := Parse("view=%3Cscript%3E")
	if s.View != "network" || len(probs) != 1 || probs[0].Field != "view" || probs[0].Fallback != "network" {
		t.Fatalf("bad view: %+v %+v", s, probs)
	}
}

// TestCompareParams: b. parameters turn on run B, which takes A's value
// for every parameter it does not name; links carry only what B names.
func TestCompareParams(t *testing.T) {
	s, probs := Parse("partition=4&b.partition=9")
	b, ok := s.BState()
	if len(probs) != 0 || !ok || b.Partition != 9 || b.Seed != s.Seed || b.Deadline != s.Deadline || b.Scenario != s.Scenario || b.B != nil {
		t.Fatalf("b.partition=9: %+v %+v %v", s, b, probs)
	}
	if q := Encode(s); !strings.HasSuffix(q, "&embed=0&b.partition=9") {
		t.Errorf("encoded %q", q)
	}
	s, _ = Parse("scenario=request-lost&b.scenario=response-lost&b.mutations=dedupe-off,conflicting-retry")
	b, _ = s.BState()
	if b.Scenario != "response-lost" || b.Partition != s.Partition || b.Deadline != s.Deadline ||
		!reflect.DeepEqual(b.Mutations, []engine.Mutation{engine.ConflictingRetry, engine.DedupeOff}) || len(s.Mutations) != 0 {
		t.Fatalf("b.scenario: A %+v B %+v", s, b)
	}
	// An empty b.mutations is B without mutations, A keeping its own.
	s, _ = Parse("mutations=dedupe-off&b.mutations=")
	if b, ok := s.BState(); !ok || len(b.Mutations) != 0 || len(s.Mutations) != 1 || !strings.HasSuffix(Encode(s), "&b.mutations=") {
		t.Fatalf("b.mutations=: %+v %+v %q", s, b, Encode(s))
	}
	// Bad b. values are problems, and B is off when none is usable.
	s, probs = Parse("b.partition=99&b.scenario=%3Cimg%3E&b.seed=-1")
	if s.B != nil || len(probs) != 3 {
		t.Fatalf("bad b. values: %+v %+v", s, probs)
	}
	for _, p := range probs {
		if !strings.HasPrefix(p.Field, "b.") || p.Message == "" {
			t.Errorf("problem %+v", p)
		}
	}
	if _, ok := Defaults.BState(); ok {
		t.Error("the defaults compare something")
	}
}

// TestProcessingAndLease: the record's in-progress life is in the URL for
// a generated story, written only when it is on (or the story's own is), so
// older links read and write as before; a fixture refuses it.
func TestProcessingAndLease(t *testing.T) {
	s, probs := Parse("scenario=response-lost&processing=3&lease=7")
	if len(probs) != 0 || s.Processing != 3 || s.Lease != 7 {
		t.Fatalf("got processing %d lease %d, problems %v", s.Processing, s.Lease, probs)
	}
	if q := Encode(s); !strings.Contains(q, "&retention=0&processing=3&lease=7&mutations=") {
		t.Errorf("encoded %s", q)
	}
	if p := s.Params(); p.Processing != 3 || p.Lease != 7 {
		t.Errorf("params %+v", p)
	}
	if q := Encode(DefaultsFor(s.Named())); strings.Contains(q, "processing") {
		t.Errorf("a story without processing writes it: %s", q)
	}
	story, _ := Parse("scenario=crash-while-in-progress")
	if story.Processing != 2 || story.Lease != 5 {
		t.Errorf("the story's own: processing %d lease %d", story.Processing, story.Lease)
	}
	off, _ := Parse("scenario=crash-while-in-progress&processing=0")
	if q := Encode(off); !strings.Contains(q, "processing=0") {
		t.Errorf("turning the story's processing off must be written: %s", q)
	}
	if again, _ := Parse(Encode(off)); again.Processing != 0 {
		t.Errorf("processing=0 did not round-trip: %d", again.Processing)
	}
	for _, q := range []string{"processing=2", "scenario=reference&lease=3", "scenario=response-lost&processing=11", "scenario=response-lost&lease=-1"} {
		s, probs := Parse(q)
		if len(probs) != 1 || s.Processing != 0 {
			t.Errorf("%s: processing %d, problems %v", q, s.Processing, probs)
		}
	}
}

// TestFaultsParam: faults= names attempts as the trace does, in one
// canonical order, only for a generated story and only attempts it has;
// anything else is a problem and no fault.
func TestFaultsParam(t *testing.T) {
	s, probs := Parse("scenario=response-lost&faults=c1.ship%231:duplicate-request,c1.confirm%231:drop-request")
	if len(probs) != 0 || len(s.Faults) != 2 || s.Faults[0].String() != "c1.confirm#1:drop-request" {
		t.Fatalf("faults %v, problems %v", s.Faults, probs)
	}
	if q := Encode(s); !strings.Contains(q, "&faults=c1.confirm%231:drop-request,c1.ship%231:duplicate-request&") {
		t.Errorf("encoded %s", q)
	}
	if again, _ := Parse(Encode(s)); FaultsText(again.Faults) != FaultsText(s.Faults) {
		t.Errorf("round trip: %v", again.Faults)
	}
	if p := s.Params(); len(p.Faults) != 2 {
		t.Errorf("params %+v", p)
	}
	// One fault per part of an attempt: its request, its response and the
	// service; ticks after +.
	s, probs = Parse("scenario=response-lost&faults=c1.confirm%231:crash-after-commit%2B5,c1.confirm%231:delay-response%2B3,c1.confirm%231:hold-request")
	if len(probs) != 0 || FaultsText(s.Faults) != "c1.confirm#1:hold-request,c1.confirm#1:delay-response+3,c1.confirm#1:crash-after-commit+5" {
		t.Fatalf("faults %v, problems %v", s.Faults, probs)
	}
	for _, q := range []string{
		"faults=c1.confirm%231:drop-request",                                                         // the fixture takes none
		"scenario=response-lost&faults=c2.confirm%231:drop-request",                                  // no client 2
		"scenario=response-lost&faults=c1.close%231:drop-request",                                    // the story has two commands
		"scenario=response-lost&faults=c1.confirm%235:drop-request",                                  // four attempts
		"scenario=response-lost&faults=c1.confirm%231:teleport",                                      // no such kind
		"scenario=response-lost&faults=c1.confirm:drop-request",                                      // no attempt
		"scenario=response-lost&faults=c1.confirm%231:drop-request,c1.confirm%231:delay-request%2B2", // the request twice
		"scenario=response-lost&faults=c1.confirm%231:delay-request",                                 // a delay needs its ticks
		"scenario=response-lost&faults=c1.confirm%231:drop-request%2B2",                              // a drop takes none
		"scenario=response-lost&faults=c1.confirm%231:delay-request%2B1001",                          // past MaxDelay
		"scenario=response-lost&faults=c1.confirm%231:crash-after-commit%2B0",                        // a restart takes 1..
		"scenario=response-lost&faults=c1.confirm%231:delay-request%2B-3",
		"scenario=reference&faults=c1.confirm%231:hold-request", // a fixture
		"scenario=response-lost&faults=" + strings.Repeat("c1.confirm%231:drop-request,", 65),
	} {
		s, probs := Parse(q)
		if len(probs) != 1 || len(s.Faults) != 0 {
			t.Errorf("%.80s: faults %v, problems %v", q, s.Faults, probs)
		}
	}
}

func FuzzParseFaults(f *testing.F) {
	for _, seed := range []string{"", "c1.confirm#1:drop-request", "c1.ship#2:crash-after-commit,c1.confirm#1:slow-processing", "c1.confirm#1:delay-request+3,c1.confirm#1:crash-before-commit+2", "c1.confirm#1:delay-request+", "c1.confirm#1:hold-response+1", "c0.x#0:", "c1.confirm#1:drop-request,c1.confirm#1:drop-request", "c99999999999999999999.confirm#1:drop-request", ",,,"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, v string) {
		faults, err := ParseFaults(v)
		if err != nil {
			return
		}
		again, err := ParseFaults(FaultsText(faults))
		if err != nil || FaultsText(again) != FaultsText(faults) || len(faults) > MaxFaults {
			t.Fatalf("%q: %v then %v (%v)", v, faults, again, err)
		}
	})
}
