package bridge

import (
	"coordsim/engine"
	"coordsim/internal/render"
	"coordsim/internal/share"
	"coordsim/wasm/panel"
)

// The views' parts of apply's reply (respond): no build constraint, so
// they run natively in the tests.

// spacetimeOf is the diagrams when s's view shows them, else nil.
func spacetimeOf(s share.State, res, resB *engine.Result) *Diagrams {
	if s.View != "spacetime" {
		return nil
	}
	d := diagramsOf(s, res, resB)
	return &d
}

// challengesOf is view=challenges's list, or nil in another view.
func challengesOf(s share.State) []panel.ChallengeItem {
	if s.View != "challenges" {
		return nil
	}
	return panel.ChallengeList(s.Lang)
}

// eventsOf is view=events's editor, or nil in another view.
func eventsOf(s share.State, probs []share.Problem) *panel.Events {
	if s.View != "events" {
		return nil
	}
	e := panel.EventsOf(panel.LessonOwned(s, s.Named()), s, probs)
	return &e
}

// worldsOf is view=worlds's fork of run A, or nil in another view.
func worldsOf(s share.State, res *engine.Result) *panel.Worlds {
	if s.View != "worlds" {
		return nil
	}
	w := panel.WorldsOf(s.Named(), res, s)
	return &w
}

func diagramsOf(s share.State, res, resB *engine.Result) Diagrams {
	if resB == nil {
		return Diagrams{A: string(render.SpaceTime(res, s.Lang, render.SpaceTimeOptions{}))}
	}
	b := string(render.SpaceTime(resB, s.Lang, render.SpaceTimeOptions{Align: res, NoLegend: true}))
	return Diagrams{A: string(render.SpaceTime(res, s.Lang, render.SpaceTimeOptions{Align: resB, NoLegend: true})), B: &b}
}

// comparing is the comparison of s's runs (none without run B) and the
// runs the page offers to compare with.
func comparing(s share.State, query string, res, resB *engine.Result) panel.Comparing {
	out := panel.Comparing{Offers: panel.OffersFor(s)}
	if resB != nil {
		out.Compare = panel.CompareOf(s, query, res, resB)
	}
	return out
}
