package bridge

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/challenge"
	"coordsim/internal/share"
	"pgregory.net/rapid"
)

// Random share links for the page's property tests (links_prop_test.go
// natively and in WebAssembly, links_js_test.go through coordsimFrame):
// every parameter of the URL contract, each at its limits, inside them, just
// past them or garbage, and an event list of up to 64 events whose ticks
// are ranks. A link's query at a scale puts those ranks at ticks up to
// 10^9 in the same order, so the same shape can be run with small and with
// huge tick values and the work compared (issue 50, item 1).

// link is a share link with its events' ticks left as ranks.
type link struct {
	pairs   [][2]string // every parameter but events=
	events  []eventShape
	patches []map[string]string // what the page sets after loading it
	seeks   []float64           // playhead positions, as fractions of the run
}

// eventShape is one events= row with its tick as a rank.
type eventShape struct {
	rank   int64
	fields []string // the row's fields after id,tick: kind[,seq,priority,key,from>to]
	id     string
}

// query is l's URL query with rank r at tick r*scale (scale 1: the ranks).
func (l link) query(scale int64) string {
	var b strings.Builder
	for i, kv := range l.pairs {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(url.QueryEscape(kv[0]) + "=" + url.QueryEscape(kv[1]))
	}
	if l.events != nil {
		rows := []string{"1"}
		for _, ev := range l.events {
			rows = append(rows, strings.Join(append([]string{ev.id, strconv.FormatInt(ev.rank*scale, 10)}, ev.fields...), ","))
		}
		b.WriteString("&events=" + url.QueryEscape(strings.Join(rows, "~")))
	}
	return b.String()
}

// scaleTo is the scale that puts l's last rank at about top.
func (l link) scaleTo(top int64) int64 {
	last := int64(1)
	for _, ev := range l.events {
		last = max(last, ev.rank)
	}
	return max(1, top/last)
}

// knob is a whole-number parameter with its range.
type knob struct {
	name   string
	lo, hi int64
}

var linkKnobs = []knob{
	{"seed", 0, 1 << 62}, {"partition", share.MinPartition, share.MaxPartition}, {"deadline", share.MinDeadline, share.MaxDeadline},
	{"retention", share.MinRetention, share.MaxRetention}, {"processing", share.MinProcessing, share.MaxProcessing},
	{"lease", share.MinLease, share.MaxLease}, {"t", share.MinTick, share.MaxTick}, {"lab", share.MinLab, share.MaxLab},
	{"review", share.MinReview, share.MaxReview}, {"attempt", 0, 40},
	{"b.partition", share.MinPartition, share.MaxPartition}, {"b.deadline", share.MinDeadline, share.MaxDeadline},
	{"b.retention", share.MinRetention, share.MaxRetention}, {"b.seed", 0, 1 << 62},
}

// valueOf draws a value of k: a limit, inside, just outside, or garbage.
func valueOf(t *rapid.T, k knob) string {
	switch rapid.IntRange(0, 9).Draw(t, k.name+" kind") {
	case 0, 1:
		return strconv.FormatInt(k.lo, 10)
	case 2, 3:
		return strconv.FormatInt(k.hi, 10)
	case 4:
		return strconv.FormatInt(k.hi+1, 10)
	case 5:
		return strconv.FormatInt(k.lo-1, 10)
	case 6:
		return rapid.SampledFrom([]string{"", "1;2", "%zz", "1e9", "99999999999999999999", " 3", "x"}).Draw(t, k.name+" junk")
	}
	return strconv.FormatInt(rapid.Int64Range(k.lo, k.hi).Draw(t, k.name), 10)
}

func scenarioNames() []string {
	var out []string
	for _, n := range engine.Scenarios() {
		out = append(out, n.Name)
	}
	return out
}

func challengeIDs() []string {
	var out []string
	for _, c := range challenge.All {
		out = append(out, c.ID)
	}
	return out
}

// drawLink draws a random share link.
func drawLink(t *rapid.T) link {
	var l link
	add := func(k, v string) { l.pairs = append(l.pairs, [2]string{k, v}) }
	scenarios := scenarioNames()
	if rapid.IntRange(0, 3).Draw(t, "fixture") > 0 {
		add("scenario", "reference") // the one that takes events=
	} else {
		add("scenario", rapid.SampledFrom(slices.Concat(scenarios, []string{"nope"})).Draw(t, "scenario"))
	}
	for _, k := range linkKnobs {
		if rapid.Bool().Draw(t, "has "+k.name) {
			add(k.name, valueOf(t, k))
		}
	}
	for _, k := range engine.ModelKnobs {
		if rapid.IntRange(0, 3).Draw(t, "has m."+k.Name) == 0 {
			add("m."+k.Name, valueOf(t, knob{"m." + k.Name, k.Lo, k.Hi}))
		}
	}
	if rapid.Bool().Draw(t, "has mutations") {
		add("mutations", strings.Join(rapid.SliceOfNDistinct(rapid.SampledFrom(engine.MutationStrings(engine.AllMutations)), 0, 4, rapid.ID[string]).Draw(t, "mutations"), ","))
	}
	if rapid.Bool().Draw(t, "has b.") {
		add("b.scenario", rapid.SampledFrom(scenarios).Draw(t, "b.scenario"))
	}
	for _, p := range []struct {
		name string
		of   []string
	}{
		{"view", slices.Concat(share.Views, []string{"decision", "flp", "nope"})}, {"lang", []string{"ja", "en", "fr"}},
		{"challenge", slices.Concat(challengeIDs(), []string{"nope"})}, {"embed", []string{"1", "0", "2"}},
		{"panels", []string{"trace", "trace,lab,quiz", "nope"}}, {"lock", []string{"seed", "partition,deadline,scenario", "nope"}},
	} {
		if rapid.IntRange(0, 2).Draw(t, "has "+p.name) == 0 {
			add(p.name, rapid.SampledFrom(p.of).Draw(t, p.name))
		}
	}
	if rapid.IntRange(0, 2).Draw(t, "has faults") == 0 {
		add("faults", drawFaults(t))
	}
	if rapid.IntRange(0, 3).Draw(t, "has events") > 0 {
		l.events = drawEvents(t)
	}
	for range rapid.IntRange(0, 3).Draw(t, "patches") {
		k := rapid.SampledFrom(slices.Concat(linkKnobs, []knob{{"view", 0, 0}, {"lang", 0, 0}, {"scenario", 0, 0}})).Draw(t, "patch")
		switch k.name {
		case "view":
			l.patches = append(l.patches, map[string]string{"view": rapid.SampledFrom(share.Views).Draw(t, "patch view")})
		case "lang":
			l.patches = append(l.patches, map[string]string{"lang": rapid.SampledFrom([]string{"ja", "en"}).Draw(t, "patch lang")})
		case "scenario":
			l.patches = append(l.patches, map[string]string{"scenario": rapid.SampledFrom(scenarios).Draw(t, "patch scenario")})
		default:
			l.patches = append(l.patches, map[string]string{k.name: valueOf(t, k)})
		}
	}
	l.seeks = rapid.SliceOfN(rapid.SampledFrom([]float64{0, 0.001, 0.37, 0.5, 0.999, 1, 1.5}), 1, 3).Draw(t, "seeks")
	return l
}

// drawEvents draws up to 65 events (64 is a link's limit) with ranks for
// ticks, the lesson's kinds and fields at their limits: mostly a list the
// fixture parser takes (ranks in order, partitions that start before they
// end), sometimes any.
func drawEvents(t *rapid.T) []eventShape {
	n := rapid.SampledFrom([]int{0, 1, 2, 6, 20, share.MaxURLEvents, share.MaxURLEvents, share.MaxURLEvents + 1}).Draw(t, "events")
	tidy := rapid.IntRange(0, 3).Draw(t, "tidy") > 0
	top := rapid.Int64Range(0, 70).Draw(t, "last rank")
	big := strconv.FormatInt(engine.MaxTick, 10)
	out := make([]eventShape, n)
	rank, partitioned := int64(0), false
	for i := range out {
		if tidy {
			rank = rapid.Int64Range(rank, max(rank, top)).Draw(t, "rank")
		} else {
			rank = rapid.Int64Range(0, top).Draw(t, "rank")
		}
		ev := eventShape{rank: rank, id: "e" + strconv.Itoa(i)}
		if !tidy && rapid.IntRange(0, 20).Draw(t, "same id") == 0 {
			ev.id = "e0"
		}
		kind := rapid.IntRange(0, 5).Draw(t, "kind")
		switch {
		case kind == 0 && (!tidy || !partitioned):
			ev.fields, partitioned = []string{"partition_start"}, true
		case kind == 1 && (!tidy || partitioned):
			ev.fields, partitioned = []string{"partition_end"}, false
		default:
			kind := rapid.SampledFrom([]string{"deliver", "duplicate"}).Draw(t, "message")
			num := rapid.SampledFrom([]string{"0", "1", "2", big, "-" + big}).Draw(t, "number")
			keys := []string{"k", "tenant-7:order-42:confirm:v1", "k%25ff"}
			to := []string{"pending>confirmed", "confirmed>shipped", ""}
			if !tidy {
				keys, to = append(keys, ""), append(to, "pending>pending")
			}
			ev.fields = []string{kind, num, strconv.Itoa(rapid.IntRange(0, 3).Draw(t, "priority")),
				rapid.SampledFrom(keys).Draw(t, "key"), rapid.SampledFrom(to).Draw(t, "transition")}
		}
		out[i] = ev
	}
	return out
}

// drawFaults draws a faults= value: attempts of the generated stories, each
// kind, delays and restarts at their limits.
func drawFaults(t *rapid.T) string {
	n := rapid.SampledFrom([]int{1, 3, share.MaxFaults, share.MaxFaults + 1}).Draw(t, "faults")
	var parts []string
	for i := range n {
		kind := rapid.SampledFrom(engine.FaultKinds).Draw(t, "fault")
		f := fmt.Sprintf("c%d.%s#%d:%s", i%20+1, rapid.SampledFrom([]string{"confirm", "ship", "close"}).Draw(t, "op"), i/20+1, kind)
		if must, may := kind.TakesTicks(); must || may && rapid.Bool().Draw(t, "ticks") {
			f += "+" + rapid.SampledFrom([]string{"1", "3", strconv.Itoa(engine.MaxDelay), strconv.Itoa(engine.MaxDelay + 1)}).Draw(t, "fault ticks")
		}
		parts = append(parts, f)
	}
	return strings.Join(parts, ",")
}
