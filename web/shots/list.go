package main

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// shot is one screenshot: the page at path (a query on /) in a w x h
// viewport, written as name.png. Once the page is ready and painted, its
// steps run in order; el, when set, is the element (a CSS selector) to
// capture instead of the viewport. A course shot is of a course page at
// another origin embedding the page as a w x h frame loading
// /index.html?path ({course} in path is the course page's origin).
type shot struct {
	name   string
	path   string
	w, h   int64
	steps  []step
	el     string
	course bool
}

// shots are the screenshots a person looks at after a change to the page:
// the lesson's scenario at its telling ticks, the phone and embed layouts,
// Japanese, the mutations, each generated scenario, compare mode; the
// lesson's panels, the evidence export, the page in a course page, and
// what hostile input looks like (groups.go).
func shots() []shot {
	return slices.Concat(pageShots(), canvasShots(), authoringShots(), lessonShots(), talkShots(), evidenceShots(), courseShots(), assignShots(), redTeamShots())
}

// authoringShots are the learner authoring the run: the moves' menu and
// marks, the event editor, the network group, and the challenges.
func authoringShots() []shot {
	return append(decisionShots(), []shot{
		// Be the network: a row's menu of moves, and the marks of moves made.
		{name: "moves-menu-1280", path: "/?scenario=request-lost&faults=c1.confirm%232:drop-response&t=6", w: 1280, h: 800,
			steps: []step{scrollTo("#trace-section"), js(`window.coordsim.moves(9)`), waitFor(`!document.getElementById("moves-menu").hidden`)}},
		{name: "moves-menu-ja-1280", path: "/?scenario=request-lost&faults=c1.confirm%232:drop-response&t=6&lang=ja", w: 1280, h: 800,
			steps: []step{scrollTo("#trace-section"), js(`window.coordsim.moves(9)`), waitFor(`!document.getElementById("moves-menu").hidden`)}},
		{name: "moves-menu-390", path: "/?scenario=request-lost&t=6", w: 390, h: 844,
			steps: []step{scrollTo("#trace-section"), js(`window.coordsim.moves(8)`), waitFor(`!document.getElementById("moves-menu").hidden`)}},
		{name: "moves-menu-ja-390", path: "/?lang=ja&events=1~e2-partition-start,2,partition_start~e1-confirm,3,deliver,2,0,tenant-7:order-42:confirm:v1,pending%3Econfirmed~e6-partition-end,6,partition_end", w: 390, h: 844,
			steps: []step{scrollTo("#trace-section"), js(`window.coordsim.moves(2)`), waitFor(`!document.getElementById("moves-menu").hidden`)}},
		// The event editor: the lesson's events, an edit the parser refuses, phones.
		{name: "events-1280", path: "/?view=events&t=3", w: 1280, h: 800},
		{name: "events-ja-1280", path: "/?view=events&t=3&lang=ja", w: 1280, h: 800,
			steps: []step{js(`(() => { const f = document.querySelector('#events tbody tr:nth-of-type(3) [name="tick"]'); f.value = "x"; f.dispatchEvent(new Event("input", {bubbles: true})); })()`),
				waitFor(`document.querySelector("#events tr.err-row") !== null`)}},
		{name: "events-390", path: "/?view=events&t=3", w: 390, h: 844, el: "#events-view"},
		{name: "events-ja-390", path: "/?view=events&t=3&lang=ja", w: 390, h: 844, el: "#events-view",
			steps: []step{js(`(() => { const f = document.querySelector('#events tbody tr:nth-of-type(2) [name="id"]'); f.value = "e1-confirm"; f.dispatchEvent(new Event("input", {bubbles: true})); })()`),
				waitFor(`document.querySelector("#events tr.err-row") !== null`)}},
		{name: "events-generated-ja-1280", path: "/?scenario=request-lost&view=events&lang=ja", w: 1280, h: 800},
		{name: "model-1280", path: "/?scenario=random-faults&m.clients=2&m.timeout=6&t=8", w: 1280, h: 800, el: "#model"},
		{name: "model-ja-390", path: "/?scenario=random-faults&m.clients=2&m.timeout=6&t=8&lang=ja", w: 390, h: 844, el: "#model"},
		// Challenges: the list, and a challenge solved at par.
		{name: "challenges-1280", path: "/?view=challenges", w: 1280, h: 800},
		{name: "challenges-ja-390", path: "/?view=challenges&lang=ja", w: 390, h: 844, el: "#challenges-view"},
		{name: "challenge-solved-ja-1280", path: "/?view=challenges&lang=ja&scenario=request-lost&mutations=dedupe-off,unguarded-transition&faults=c1.confirm%231:duplicate-request&challenge=effect-twice&t=4", w: 1280, h: 800},
		{name: "challenge-search-ja-1280", path: "/?view=challenges&lang=ja&scenario=request-lost&mutations=key-too-narrow&challenge=told-false", w: 1280, h: 800,
			steps: []step{js(`document.getElementById("challenge-search-n").value = "1"; document.getElementById("challenge-search").click()`),
				waitFor(`!document.getElementById("challenge-search-show").hidden`)}},
		{name: "challenge-knob-ja-390", path: "/?view=challenges&lang=ja&scenario=reference&partition=6&challenge=shortest-partition", w: 390, h: 844, el: "#challenges-view"},
		{name: "challenge-ship-1280", path: "/?view=challenges&scenario=confirm-then-ship&mutations=unguarded-transition&events=1~e2-partition-start,2,partition_start~e1-confirm,2,deliver,1,2,tenant-7%3Aorder-42%3Aconfirm%3Av1,pending%3Econfirmed~e4-ship,3,deliver,2,1,tenant-7%3Aorder-42%3Aship%3Av1,confirmed%3Eshipped~e5-partition-end,5,partition_end~e6-status-read,6,deliver,3,0,read%3Aorder-42%3Astatus%3A1,&challenge=ship-before-confirm&t=5", w: 1280, h: 800},
		{name: "challenge-ship-ja-390", path: "/?view=challenges&lang=ja&scenario=confirm-then-ship&mutations=unguarded-transition&events=1~e2-partition-start,2,partition_start~e1-confirm,2,deliver,1,2,tenant-7%3Aorder-42%3Aconfirm%3Av1,pending%3Econfirmed~e4-ship,3,deliver,2,1,tenant-7%3Aorder-42%3Aship%3Av1,confirmed%3Eshipped~e5-partition-end,5,partition_end~e6-status-read,6,deliver,3,0,read%3Aorder-42%3Astatus%3A1,&challenge=ship-before-confirm&t=5", w: 390, h: 844},
		{name: "challenge-solved-390", path: "/?view=challenges&scenario=request-lost&mutations=dedupe-off,unguarded-transition&faults=c1.confirm%231:duplicate-request&challenge=effect-twice&t=4", w: 390, h: 844},
		// Reconciliation after the deadline: the lesson's long partition,
		// and two hours between sites.
		{name: "reconciled-1280", path: "/?partition=9&t=11", w: 1280, h: 800},
		{name: "reconciled-ja-390", path: "/?partition=9&t=11&lang=ja", w: 390, h: 844},
		{name: "reconciled-sites-1280", path: "/?scenario=long-partition-between-sites&partition=24&t=28", w: 1280, h: 800},
		{name: "reconciled-sites-ja-390", path: "/?scenario=long-partition-between-sites&partition=24&t=28&lang=ja", w: 390, h: 844},
		{name: "moves-bar-1280", path: "/?scenario=request-lost&faults=c1.confirm%232:drop-response,c1.confirm%233:duplicate-request&t=9", w: 1280, h: 800},
		{name: "moves-canvas-1280", path: "/?scenario=request-lost&faults=c1.confirm%232:drop-response,c1.confirm%233:duplicate-request&t=7", w: 1280, h: 800},
		{name: "moves-canvas-ja-390", path: "/?lang=ja&events=1~e1-confirm,1,deliver,2,0,tenant-7:order-42:confirm:v1,pending%3Econfirmed~e2-partition-start,2,partition_start~e3-status-read,3,deliver,4,1,read:order-42:status:1,~e4-confirm-retry,5,duplicate,2,2,tenant-7:order-42:confirm:v1,pending%3Econfirmed~e6-partition-end,6,partition_end&t=5", w: 390, h: 844},
		{name: "moves-spacetime-ja-1280", path: "/?scenario=request-lost&faults=c1.confirm%232:drop-response&t=9&view=spacetime&lang=ja", w: 1280, h: 800},
	}...)
}

// pageShots are the page at its URLs, with nothing done to it.
func pageShots() []shot {
	list := []shot{
		{name: "default-1280", path: "/?t=0", w: 1280, h: 800},
		{name: "held-1280", path: "/?t=5", w: 1280, h: 800},
		{name: "recovered-1280", path: "/?t=7", w: 1280, h: 800},
		{name: "long-1280", path: "/?partition=9&t=9", w: 1280, h: 800},
		{name: "conflict-1280", path: "/?mutations=conflicting-retry&t=7", w: 1280, h: 800},
		{name: "embed-1280", path: "/?embed=1&t=5", w: 1280, h: 800},
		{name: "default-480", path: "/?t=5", w: 480, h: 640},
		{name: "long-480", path: "/?partition=9&t=9", w: 480, h: 640},
		{name: "embed-480", path: "/?embed=1&t=5", w: 480, h: 640},
		{name: "embed-long-480", path: "/?embed=1&partition=9&t=9&lang=ja", w: 480, h: 640},
		// The first screen on a phone and the smallest frame: the sliders' −/+ fit beside them.
		{name: "first-390", path: "/?t=5", w: 390, h: 844}, {name: "first-ja-390", path: "/?t=5&lang=ja", w: 390, h: 844},
		{name: "embed-events-360", path: "/?embed=1&scenario=response-lost&t=8&view=events", w: 360, h: 560},
		{name: "ja-1280", path: "/?lang=ja&partition=9&t=9", w: 1280, h: 800},
		{name: "nonatomic-1280", path: "/?mutations=non-atomic-commit&t=9", w: 1280, h: 800},
		{name: "unguarded-1280", path: "/?mutations=dedupe-off,unguarded-transition&t=9", w: 1280, h: 800},
		{name: "retention-1280", path: "/?mutations=short-retention&t=9", w: 1280, h: 800},
		{name: "worlds-1280", path: "/?scenario=response-lost&view=worlds&t=8", w: 1280, h: 800},
		{name: "worlds-ja-1280", path: "/?scenario=response-lost&view=worlds&t=8&lang=ja", w: 1280, h: 800},
		{name: "worlds-390", path: "/?scenario=response-lost&view=worlds&t=8", w: 390, h: 844},
		{name: "worlds-ja-390", path: "/?scenario=random-faults&view=worlds&t=12&lang=ja", w: 390, h: 844},
		{name: "reexecuted-ja-1280", path: "/?scenario=late-retry-after-retention&t=10&lang=ja", w: 1280, h: 800},
		{name: "compare-original-ja-1280", path: "/?scenario=response-lost&faults=c1.confirm%231:drop-request&b.original=1&view=spacetime&lang=ja&t=4", w: 1280, h: 800},
		{name: "settings-processing-1280", path: "/?scenario=crash-while-in-progress&t=6", w: 1280, h: 800, el: "#panel"},
		{name: "settings-processing-ja-390", path: "/?scenario=duplicate-while-in-progress&t=3&lang=ja", w: 390, h: 844, el: "#panel"},
	}
	// Generated scenarios, at a telling tick, wide and narrow.
	for _, g := range []struct{ name, query string }{
		{"response-lost", "t=3"}, {"request-lost", "t=4"}, {"crash-after-commit", "mutations=non-atomic-commit&t=3"},
		{"late-retry-after-retention", "t=6"}, {"long-partition-between-sites", "t=8"}, {"random-faults", "t=10"},
		{"random-faults", "t=17"}, {"duplicate-while-in-progress", "t=3"}, {"crash-while-in-progress", "t=6"},
		{"crash-while-in-progress", "mutations=no-lease-expiry&lang=ja&t=9"},
	} {
		tick := g.query[strings.LastIndex(g.query, "t="):]
		for _, size := range [][2]int64{{1280, 800}, {480, 640}} {
			list = append(list, shot{name: fmt.Sprintf("%s-%s-%d", g.name, tick, size[0]), path: "/?scenario=" + g.name + "&" + g.query, w: size[0], h: size[1]})
		}
	}
	// Compare mode: the scrubber's marks (first difference, the blind window).
	for _, c := range []struct{ name, query string }{
		{"compare-blind", "scenario=request-lost&b.scenario=response-lost&t=3"}, {"compare-partition", "b.partition=9&t=6"},
		{"compare-partition-ja", "b.partition=9&t=6&lang=ja"},
		{"compare-spacetime", "b.partition=9&t=6&view=spacetime"}, {"compare-spacetime-ja", "b.partition=9&t=6&view=spacetime&lang=ja"},
		{"compare-boundary", "b.partition=9&t=6&view=boundary"}, {"compare-boundary-ja", "b.partition=9&t=6&view=boundary&lang=ja"},
		{"compare-blind-ja", "scenario=request-lost&b.scenario=response-lost&t=3&lang=ja"},
	} {
		for _, size := range wideAndPhone {
			list = append(list, shot{name: fmt.Sprintf("%s-%d", c.name, size[0]), path: "/?" + c.query, w: size[0], h: size[1]})
		}
	}
	return append(list, shot{name: "embed-random-faults-480", path: "/?scenario=random-faults&embed=1&t=10", w: 480, h: 640})
}

// decisionClaims is a learner's decision record of three claims: one the
// run supports, one it refutes, one naming the wrong row.
const decisionClaims = `{"claims":{` +
	`"c1":{"kind":"separate","run":"scenario=reference","key":"tenant-7:order-42:confirm:v1","delivered":2,"applied":1,"why":"A retry is delivered again, but the store answers it: one effect."},` +
	`"c2":{"kind":"told","run":"scenario=reference","key":"tenant-7:order-42:confirm:v1","told":"uncertain"},` +
	`"c3":{"kind":"breaks","run":"scenario=reference&mutations=dedupe-off,unguarded-transition","defense":"dedupe-off","invariant":"at-most-one-effect-per-key","row":2}}}`

// decisionProposal is a learner's proposal for the long partition, with
// an alternative.
const decisionProposal = `{"proposal":{"deadline":20,"retention":12,"reconcile":"hold",` +
	`"contract":"A user whose order is not settled by tick 20 waits; we answer as soon as the sites can talk again.",` +
	`"why":"Holding keeps users from acting on a guess, at the cost of a long wait.","alternative":{"deadline":10,"retention":2,"reconcile":"compensate"}}}`

// reviewsDue is a record of the lab done 31 days ago: the 1-, 7- and
// 30-day reviews are due.
func reviewsDue() string {
	return fmt.Sprintf(`{"step":5,"done":[true,true,true,true,true],"review":{"since":%d,"done":{}}}`, time.Now().Add(-31*24*time.Hour).UnixMilli())
}

// decisionShots are view=decision with the learner's three claims, and
// scrolled to their proposal for the long partition and to its evaluation.
func decisionShots() []shot {
	var out []shot
	for _, lang := range []string{"en", "ja"} {
		for _, w := range []int64{1280, 390} {
			suffix := fmt.Sprintf("%d", w)
			if lang == "ja" {
				suffix = "ja-" + suffix
			}
			h := map[int64]int64{1280: 800, 390: 844}[w]
			out = append(out, shot{name: "review-" + suffix, path: "/?scenario=reference&review=1&lang=" + lang, w: w, h: h,
				steps: []step{store("coordsim.lesson.v1", reviewsDue()), waitFor(`document.querySelectorAll('.review-question fieldset').length >= 6`),
					scrollTo(`.review-item[data-days="30"]`)}})
			out = append(out, shot{name: "decision-" + suffix, path: "/?scenario=reference&view=decision&lang=" + lang, w: w, h: h,
				steps: []step{store("coordsim.lesson.v1", decisionClaims), waitFor(`document.querySelectorAll("#claims .claim-verdict[data-verdict]").length === 3`),
					scrollTo("#decision-view")}},
				shot{name: "proposal-" + suffix, path: "/?scenario=reference&view=decision&lang=" + lang, w: w, h: h,
					steps: []step{store("coordsim.lesson.v1", decisionProposal), waitFor(`document.querySelector("#proposal-result tr[data-row=broken]") !== null`),
						scrollTo("#proposal")}},
				shot{name: "proposal-table-" + suffix, path: "/?scenario=reference&view=decision&lang=" + lang, w: w, h: h,
					steps: []step{store("coordsim.lesson.v1", decisionProposal), waitFor(`((window.coordsim.state().proposal || {}).evaluation || {}).complete === true`),
						scrollTo("#proposal-result")}})
			// view=flp: the disagreement just made (its history's last
			// entries), and the start of the adversary's play.
			out = append(out, shot{name: "flp-" + suffix, path: "/?scenario=reference&view=flp&rule=adopt-0&moves=s2.s3.d2.s1.d1.d7.d9&lang=" + lang, w: w, h: h,
				steps: []step{waitFor(`(window.coordsim.state().flp || {}).disagree === true`), scrollTo("#flp-view")}},
				shot{name: "flp-start-" + suffix, path: "/?scenario=reference&view=flp&moves=s1.s2.s3&lang=" + lang, w: w, h: h,
					steps: []step{waitFor(`(window.coordsim.state().flp || {}).moves === "s1.s2.s3"`), scrollTo("#flp .flp-valence")}},
				// The leader protocol: round 1 after round 0's leader crashed.
				shot{name: "flp-leader-" + suffix, path: "/?scenario=reference&view=flp&flp=leader&gst=2&delta=1&moves=s1.s2.s3.d1.d3.c1.t.t.t.d4.t.d7&lang=" + lang, w: w, h: h,
					steps: []step{waitFor(`(window.coordsim.state().flp || {}).moves === "s1.s2.s3.d1.d3.c1.t.t.t.d4.t.d7"`), scrollTo("#flp .flp-clock")}},
				shot{name: "flp-leader-world-" + suffix, path: "/?scenario=reference&view=flp&flp=leader&gst=2&delta=1&moves=s1.s2.s3.d1.d3.c1.t.t.t.d4.t.d7&lang=" + lang, w: w, h: h,
					steps: []step{waitFor(`(window.coordsim.state().flp || {}).moves === "s1.s2.s3.d1.d3.c1.t.t.t.d4.t.d7"`), scrollTo("#flp .flp-world")}})
		}
	}
	return out
}
