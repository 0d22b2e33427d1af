package why

import (
	"errors"
	"slices"
	"strconv"
	"time"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/render"
	"coordsim/internal/share"
)

// Shrunk is what Shrink found: the run's faults (the forced ones, then
// those its luck made, as forced ones), the smallest set of them that
// still breaks the invariant, the model's settings that take the luck out
// (none for a story without any), or for a fixture the smallest list of
// its events (of AllEvents); and the run with that set or list. Stopped:
// the shrink's bound came first, and what is kept still breaks the
// invariant but may not be 1-minimal.
type Shrunk struct {
	All, Kept []engine.Fault
	Settings  []engine.ModelSetting
	Events    []engine.Event
	AllEvents int
	Small     *engine.Result
	Stopped   bool
}

// Shrink shrinks the run of named with p that breaks invariant inv
// (issue 56, item 2): a generated story's luck with its forced faults
// (engine.ShrinkLucky), on the story with its fault rates at zero; a
// fixture's events (engine.Named.ShrinkEvents), within b. coordsim shrink
// and the page's "Make it smaller" (ShrinkPage, in the export's worker).
func Shrink(named engine.Named, p engine.Params, inv string, b engine.ShrinkBound) (Shrunk, error) {
	var sh Shrunk
	story := named
	var err error
	switch {
	case named.Model != nil:
		story, sh.All, sh.Kept, err = engine.ShrinkLucky(named, p, inv, b)
		sh.Settings = engine.UnluckySettings(named)
	default:
		sh.AllEvents = len(named.Fixture.Events)
		sh.Events, err = named.ShrinkEvents(p, inv, b)
		sc := *named.Fixture
		sc.Events = sh.Events
		story.Fixture = &sc
	}
	if sh.Stopped = errors.Is(err, engine.ErrShrinkStopped) && (sh.Kept != nil || sh.Events != nil); sh.Stopped {
		err = nil // what is kept so far still breaks it
	}
	if err != nil {
		return sh, err
	}
	q := p
	q.Faults = sh.Kept
	sh.Small, err = story.Run(q)
	return sh, err
}

// State is s, the state of the run shrunk, made the small run's: the
// faults or events kept, and the model's settings that take the luck out.
func (sh *Shrunk) State(s share.State) share.State {
	s.Faults, s.Model = sh.Kept, share.WithSettings(s.Model, sh.Settings)
	if sh.Events != nil {
		s.Events = sh.Events
	}
	return s
}

// Said says in lang how many of how many were kept (for a generated
// story, also how many of the run's faults its luck made: forced of them
// were the learner's own).
func (sh *Shrunk) Said(lang, inv string, forced int) []string {
	t := func(key string, args ...string) string { return catalog.T(lang, "shrink."+key, args...) }
	name := render.InvariantName(lang, inv)
	if sh.Events != nil {
		return []string{t("keptEvents", "name", name, "code", inv, "kept", strconv.Itoa(len(sh.Events)), "all", strconv.Itoa(sh.AllEvents))}
	}
	out := []string{t("kept", "name", name, "code", inv, "kept", strconv.Itoa(len(sh.Kept)), "all", strconv.Itoa(len(sh.All)))}
	if lucky := len(sh.All) - forced; lucky > 0 {
		out = append(out, t("luck", "n", strconv.Itoa(lucky)))
	}
	return out
}

// stoppedSaid is Said with, for a shrink stopped at its bound, that what
// it kept may not be the smallest.
func (sh *Shrunk) stoppedSaid(lang, inv string, forced int) []string {
	out := sh.Said(lang, inv, forced)
	if sh.Stopped {
		out = append(out, catalog.T(lang, "shrink.stopped"))
	}
	return out
}

// Story tells the small run in lang, in at most five steps, to where inv
// breaks in it.
func (sh *Shrunk) Story(lang, inv string) []string {
	i := slices.IndexFunc(sh.Small.Invariants, func(v engine.Verdict) bool { return v.Name == inv })
	if sh.Events != nil {
		return render.ShrinkEventStory(lang, sh.Events, sh.Small.Invariants[i])
	}
	return render.ShrinkStory(lang, sh.Kept, sh.Small.Invariants[i])
}

// ShrinkReply is the page's "Make it smaller": the change to set() that
// makes the small run the one on screen (faults= or events=, and the model
// settings that take a seed's luck out: undo brings it all back), how many
// of how many were kept, the runs it makes (their RunKey, for the story to
// be shown with), what was kept and the story, in the page's language.
type ShrinkReply struct {
	Set    map[string]string `json:"set"`
	Kept   int               `json:"kept"`
	Of     int               `json:"of"`
	RunKey string            `json:"runKey"`
	Text   string            `json:"text"` // how many it kept, in words
	Story  []string          `json:"story"`
	Error  string            `json:"error,omitempty"`
}

// pageShrinkTime bounds the page's shrink (the worker's: the page goes on).
const pageShrinkTime = 10 * time.Second

// ShrinkPage is the page's "Make it smaller" for state s and invariant inv.
func ShrinkPage(s share.State, inv string) ShrinkReply {
	sh, err := Shrink(s.Named(), s.Params(), inv, engine.Within(time.Now().Add(pageShrinkTime)))
	if err != nil {
		return ShrinkReply{Error: err.Error()}
	}
	small := sh.State(s)
	out := ShrinkReply{Set: map[string]string{}, Kept: len(sh.Kept), Of: len(sh.All), RunKey: share.RunKey(small), Story: sh.Story(s.Lang, inv)}
	if sh.Events != nil {
		out.Set["events"], out.Kept, out.Of = share.EncodeEvents(sh.Events), len(sh.Events), sh.AllEvents
	} else {
		out.Set["faults"] = share.FaultsText(sh.Kept)
	}
	for _, m := range sh.Settings {
		out.Set["m."+m.Name] = strconv.FormatInt(m.Value, 10)
	}
	said := sh.stoppedSaid(s.Lang, inv, len(s.Faults))
	out.Text = said[0]
	for _, line := range said[1:] {
		out.Text += " " + line
	}
	return out
}
