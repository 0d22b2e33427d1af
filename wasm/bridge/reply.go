package bridge

import (
	"encoding/json"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/share"
	"coordsim/wasm/panel"
)

// Version is the page's version, reported by window.coordsim.version and
// written into the evidence's README.md.
const Version = engine.Version

// reply is apply's answer: everything the page shows for its state, so
// one call per change is enough. (No build constraint: tested natively.)
type reply struct {
	panel.View
	Version   string  `json:"version"`
	EngineMs  float64 `json:"engineMs"` // 0 when the runs were kept, not run
	ApplyMs   float64 `json:"applyMs"`
	EngineErr string  `json:"engineError,omitempty"`
	// Caption is what the canvas's caption says at the tick; Full is the
	// query of the full page (share.FullView), for an embed's link to it.
	Caption string `json:"caption"`
	Full    string `json:"full"`
	// RunKey names the runs shown (share.RunKey): equal keys, equal runs.
	RunKey string `json:"runKey"`
	// Comparing is the comparison with run B (null without one) and the
	// runs the page offers to compare with.
	Comparing panel.Comparing `json:"comparing"`
	// Spacetime is the space-time diagram when the view shows it, else null.
	Spacetime *Diagrams `json:"spacetime"`
	// Boundary names the recovery boundary grid of each mode for this
	// state: the page starts one only when its key changed.
	Boundary BoundaryKeys `json:"boundary"`
	// Worlds is the run forked at a timed-out attempt when the view is
	// worlds, else null.
	Worlds *panel.Worlds `json:"worlds"`
	// Model is the network group: a generated story's model knobs (empty
	// for a fixture).
	Model []panel.ModelKnob `json:"model"`
	// Events is the event editor when the view is events, else null.
	Events *panel.Events `json:"events"`
	// Challenge is the verdict on the run when the state plays a challenge
	// (challenge=ID), else null; Challenges the list, in view=challenges.
	Challenge  *panel.ChallengeVerdict `json:"challenge"`
	Challenges []panel.ChallengeItem   `json:"challenges" ts:"null"`
	// Authored is what the learner has made of the run (moves, undo, redo).
	Authored panel.Authored `json:"authored"`
}

// Position is where seek moved the playhead: the tick, the canvas's
// caption there, and the page's query (the share link's) and the full
// page's (share.FullView) with that tick.
type Position struct {
	Tick    int64  `json:"tick"`
	Caption string `json:"caption"`
	Query   string `json:"query"`
	Full    string `json:"full"`
}

// positionOf is s's position with the playhead at tick t of a run that
// ends at end, and the caption there.
func positionOf(s share.State, t float64, end int64, caption string) Position {
	s.T = min(max(int64(t), 0), end)
	query, full := share.Links(s)
	return Position{Tick: s.T, Caption: caption, Query: query, Full: full}
}

// Diagrams are the space-time diagrams as inline SVG markup in the page's
// language (the bytes of `coordsim run --svg`): run A's, and run B's,
// both aligned, when the state compares (B is null otherwise).
type Diagrams struct {
	A string  `json:"a"`
	B *string `json:"b"`
}

// BoundaryKeys name the boundary grids of a state: by deadline, by seed,
// and the shares of seeds that break by deadline.
type BoundaryKeys struct {
	Deadline string `json:"deadline"`
	Seed     string `json:"seed"`
	Share    string `json:"share"`
}

func boundaryKeysOf(s share.State) BoundaryKeys {
	return BoundaryKeys{Deadline: boundaryKey(s, "deadline"), Seed: boundaryKey(s, "seed"), Share: boundaryKey(s, "share")}
}

// boundaryKey names the grid of mode ("deadline", "seed" or "share") for s: what
// the grid depends on, its scenario (and the learner's events), seed,
// retention, processing, lease, mutations, faults and language, and in
// seed mode the deadline.
func boundaryKey(s share.State, mode string) string {
	key := strings.Join([]string{mode, s.ScenarioKey(), strconv.FormatUint(s.Seed, 10), strconv.FormatInt(s.Retention, 10),
		strconv.FormatInt(s.Processing, 10), strconv.FormatInt(s.Lease, 10),
		strings.Join(engine.MutationStrings(s.Mutations), ","), share.FaultsText(s.Faults), s.Lang}, "|")
	if mode == "seed" {
		key += "|" + strconv.FormatInt(s.Deadline, 10)
	}
	return key
}

// toJSON is v as encoding/json writes it. A value it cannot write is a bug:
// the panic reaches guarded, which says so on the console and on the page.
func toJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic("coordsim: encoding: " + err.Error())
	}
	return string(b)
}
