package main

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/chromedp/chromedp/kb"
)

// wideAndPhone are a laptop's and a phone's viewport.
var wideAndPhone = [][2]int64{{1280, 800}, {390, 844}}

// inBoth is what each makes in each language at each of wideAndPhone.
func inBoth(each func(lang string, w, h int64) []shot) []shot {
	var list []shot
	for _, lang := range []string{"en", "ja"} {
		for _, size := range wideAndPhone {
			list = append(list, each(lang, size[0], size[1])...)
		}
	}
	return list
}

// labStep is step n of the lesson's lab.
func labStep(n int) string { return fmt.Sprintf(`#lab-steps > li[data-step="%d"]`, n) }

// lessonShots are each lesson panel after a prediction, question 1's
// checked part answered right, its answer typed, its model answer revealed
// and marked, and question 2's answered wrong (lesson-lab, -quiz, -scope,
// -panel), then the
// lab's steps 1, 2 (its reordered row named) and 4 opened and set up as a
// learner does them (lesson-lab1, -lab2, -trace, -lab4).
func lessonShots() []shot {
	answered := []step{
		js(`document.querySelector('#predict input[value="recovery-deadline-exceeded"]').click()`),
		keys(`#predict-held`, "3"), keys(`#predict-uncertain`, "2"),
		click(`#predict-go`),
		click(`#qc-q1-same`), click(`#qc-q1 button[type=submit]`),
		keys(`#answer-q1`, "Both runs look the same to the client: silence."),
		click(`[data-question="q1"] .reveal`),
		click(`#mark-q1-technical-correctness-2`), click(`#mark-q1-evidence-1`),
		click(`#qc-q2-apply`), click(`#qc-q2 button[type=submit]`),
	}
	lab1 := []step{click(labStep(1) + ` .step-open`), click(labStep(1) + ` [data-setup]`)}
	lab2 := append(slices.Clip(lab1), click(labStep(2)+` .step-open`), click(labStep(2)+` [data-setup]`), keys(`#step`, kb.Enter),
		keys(`#check-rows`, "11"+kb.Enter))
	lab4 := append(slices.Clip(lab2), click(labStep(4)+` .step-open`), click(labStep(4)+` [data-setup]`), click(`#replay`))
	return inBoth(func(lang string, w, h int64) []shot {
		name := func(what string) string { return fmt.Sprintf("lesson-%s-%s-%d", what, lang, w) }
		var list []shot
		for _, id := range []string{"lab", "quiz", "scope", "sources", "panel"} {
			list = append(list, shot{name: name(id), path: "/?lang=" + lang + "&lab=5", w: w, h: h, steps: answered, el: "#" + id})
		}
		for _, q := range []string{"q1", "q2"} { // right and marked; wrong, with the runs to look at
			list = append(list, shot{name: name("quiz-" + q), path: "/?lang=" + lang + "&lab=5", w: w, h: h, steps: answered,
				el: `[data-question="` + q + `"]`})
		}
		// An assessment answered, its items ticked: the engine's word beside each tick.
		list = append(list, shot{name: name("quiz-a2"), path: "/?lang=" + lang + "&lab=5", w: w, h: h,
			steps: []step{keys(`#qc-a2-heldShort`, "0"), keys(`#qc-a2-uncertainShort`, "0"), keys(`#qc-a2-heldLong`, "6"), keys(`#qc-a2-uncertainLong`, "3"),
				click(`#qc-a2 button[type=submit]`),
				keys(`#answer-a2`, "Retention must outlast the partition; held messages; users told uncertain."),
				click(`[data-question="a2"] .reveal`), click(`#item-a2-3`), click(`#item-a2-8`), scrollTo(`[data-question="a2"] .marks`)},
			el: `[data-question="a2"] .marks`})
		for _, l := range []struct {
			what, el string
			steps    []step
		}{{"lab1", "#lab", lab1}, {"lab2", "#lab", lab2}, {"trace", "#trace-section", lab2}, {"lab4", "#lab", lab4},
			{"transfer", "#transfer", []step{click(`#transfer-setup`), keys(`#qc-t1-uncertain`, "3"), keys(`#qc-t1-held`, "6"),
				click(`#qc-t1 button[type=submit]`), click(`#qc-t4-safe`), click(`#qc-t4 button[type=submit]`)}},
			{"keep-ask", "#lab", append(slices.Clip(lab1), click(`#lab-reset`))},
			{"keep-erased", "#lab", append(slices.Clip(lab1), click(`#lab-reset`), click(`#lab-reset-yes`))},
			{"learner", "#lab", append(slices.Clip(lab1), click(`#learner-fresh`))}} {
			list = append(list, shot{name: name(l.what), path: "/?lang=" + lang, w: w, h: h, steps: l.steps, el: l.el})
		}
		// The full view opened from a course's frame, with the learner's
		// record carried in (keep.js's note).
		list = append(list, shot{name: name("carried"), path: "/?lang=" + lang + carriedRecord(), w: w, h: h, el: "#progress-status"})
		// Step 4 under an assignment's lock on the partition, set up and
		// replayed (lablock.js's note).
		locked := []step{click(labStep(4) + ` .step-open`), click(labStep(4) + ` [data-setup]`), click(`#replay`)}
		list = append(list, shot{name: name("lab4-locked"), path: "/?lang=" + lang + "&partition=9&lock=partition", w: w, h: h, steps: locked, el: labStep(4)})
		// The quiz under feedback=after and a cap of two checks: q1 checked
		// once (recorded, not marked), then the submission's question.
		after := []step{click(`#qc-q1-error`), click(`#qc-q1 button[type=submit]`), click(`#quiz-submit`)}
		list = append(list, shot{name: name("quiz-after"), path: "/?lang=" + lang + "&feedback=after&attempts=2", w: w, h: h, steps: after, el: `[data-question="q1"]`},
			shot{name: name("quiz-submit"), path: "/?lang=" + lang + "&feedback=after&attempts=2", w: w, h: h, steps: after, el: `.quiz-submit`})
		return list
	})
}

// evidenceShots are the export's status after a click on #export, with the
// share controls scrolled into view (evidence-export-LANG-W).
func evidenceShots() []shot {
	exported := []step{
		click(`#export`),
		waitFor(`document.getElementById("export-status").textContent.includes(".zip")`),
		js(`document.getElementById("share").scrollIntoView({block: "center"})`),
	}
	return inBoth(func(lang string, w, h int64) []shot {
		return []shot{{name: fmt.Sprintf("evidence-export-%s-%d", lang, w), path: "/?view=spacetime&lang=" + lang, w: w, h: h, steps: exported}}
	})
}

// courseShots are the page as a frame of a course page at another origin,
// in both languages, with and without panels.
func courseShots() []shot {
	const pinned = "embed=1&origin={course}&"
	return []shot{
		{name: "embed-course-720-en", path: pinned + "t=5&lang=en", w: 720, h: 560, course: true},
		{name: "embed-course-720-ja", path: pinned + "t=5&lang=ja", w: 720, h: 560, course: true},
		{name: "embed-course-360-en", path: pinned + "partition=9&t=9&lang=en", w: 360, h: 640, course: true},
		{name: "embed-course-360-ja", path: pinned + "partition=9&t=9&lang=ja", w: 360, h: 640, course: true},
		{name: "embed-panels-720-en", path: pinned + "mutations=non-atomic-commit&t=9&lang=en&panels=invariants,trace", w: 720, h: 560, course: true},
		{name: "embed-panels-360-ja", path: pinned + "mutations=non-atomic-commit&t=9&lang=ja&panels=invariants,trace", w: 360, h: 640, course: true},
		// The lesson's panels in a course, the scenario and seed locked.
		{name: "embed-lab-720-en", path: pinned + "lang=en&panels=lab,quiz,export&lock=scenario,seed", w: 720, h: 900, course: true},
		{name: "embed-lab-720-ja", path: pinned + "lang=ja&panels=lab,quiz,export&lock=scenario,seed", w: 720, h: 900, course: true},
		{name: "embed-lab-360-en", path: pinned + "lang=en&panels=lab,settings&lock=scenario,seed", w: 360, h: 800, course: true},
		{name: "embed-lab-360-ja", path: pinned + "lang=ja&panels=lab,settings&lock=scenario,seed", w: 360, h: 800, course: true},
	}
}

// assignShots are the link builder (#assign) opened on the full page, the
// partition locked, a cap of three checks and a course's origin chosen
// (assign-LANG-W).
func assignShots() []shot {
	chosen := []step{
		js(`document.getElementById("assign").open = true`),
		click(`#assign-lock input[value="partition"]`), click(`#assign-panels input[value="invariants"]`),
		keys(`#assign-attempts`, "3"+kb.Tab), keys(`#assign-origin`, "https://course.example.org"+kb.Tab),
	}
	return inBoth(func(lang string, w, h int64) []shot {
		return []shot{{name: fmt.Sprintf("assign-%s-%d", lang, w), path: "/?lang=" + lang + "&partition=9", w: w, h: h, steps: chosen, el: "#assign"}}
	})
}

// redTeamShots are what issue 26's page findings look like now: a URL with
// a bidi override (redteam-bidi), one with a 100,000-digit seed
// (redteam-long-seed), and lesson progress of the wrong shape in
// localStorage (redteam-storage).
func redTeamShots() []shot {
	const bidi = "seed=1%E2%80%AE0%20gnisu%20%3Bdilav%20si%20eulav%20sihT"
	wrongShape := []step{
		store("coordsim.lesson.v1", `{"notes":[],"answers":{"answer-q1":{"a":1}}}`),
		scrollTo(`#lab-storage`),
		waitFor(`(() => { const r = document.getElementById("lab-storage").getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`),
	}
	return inBoth(func(lang string, w, h int64) []shot {
		name := func(what string) string { return fmt.Sprintf("redteam-%s-%s-%d", what, lang, w) }
		return []shot{
			{name: name("bidi"), path: "/?lang=" + lang + "&" + bidi, w: w, h: h},
			{name: name("long-seed"), path: "/?lang=" + lang + "&seed=" + strings.Repeat("7", 100000), w: w, h: h},
			// Make it smaller on the lesson's fixture: six events to four.
			{name: name("shrunk-events"), path: "/?lang=" + lang + "&scenario=reference&mutations=dedupe-off", w: w, h: h,
				steps: []step{js(`document.querySelector('#invariant-list button.shrink[data-inv="duplicate-gets-first-result"]').click()`),
					waitFor(`!document.getElementById("shrunk").hidden`), scrollTo("#shrunk")}},
			// How often it breaks, per cell of the boundary map: 20 seeds a cell.
			{name: name("boundary-share"), path: "/?lang=" + lang + "&scenario=random-faults&mutations=non-atomic-commit&view=boundary", w: w, h: h,
				steps: []step{waitFor(`document.getElementById("boundary-map")`), js(`document.querySelector('#boundary-mode button[data-mode="share"]').click()`),
					waitFor(`document.querySelector("#boundary-legend").textContent.includes("20")`), scrollTo("#boundary-mode")}},
			// Make it smaller on a generated seed's luck: one fault of 13.
			{name: name("shrunk-luck"), path: "/?lang=" + lang + "&scenario=random-faults&seed=3&mutations=non-atomic-commit", w: w, h: h,
				steps: []step{js(`document.querySelector('#invariant-list button.shrink[data-inv="duplicate-gets-first-result"]').click()`),
					waitFor(`document.querySelector("#shrunk-story li")`), scrollTo("#shrunk")}},
			// Which faults mattered: the trace marks the rows where
			// each acted.
			{name: name("why-marks"), path: "/?lang=" + lang + "&scenario=request-lost&mutations=dedupe-off,unguarded-transition&faults=c1.confirm%231:duplicate-request,c1.confirm%233:drop-request,c1.ship%231:delay-response%2B1", w: w, h: h,
				steps: []step{js(`document.getElementById('why-start').click()`),
					waitFor(`document.querySelector("#trace .badge.inert")`), scrollTo("#trace")}},
			// Which faults mattered, on the canvas: the service's log
			// says each verdict from the first row it acted on.
			{name: name("why-log"), path: "/?lang=" + lang + "&scenario=request-lost&mutations=dedupe-off,unguarded-transition&faults=c1.confirm%231:duplicate-request,c1.confirm%233:drop-request,c1.ship%231:delay-response%2B1", w: w, h: h,
				steps: []step{js(`document.getElementById('why-start').click()`),
					waitFor(`document.querySelector("#trace .badge.inert")`), js(`window.coordsim.seek(2)`),
					waitFor(`document.getElementById("canvas-description").textContent.includes("c1.confirm#1:duplicate-request:")`), scrollTo("#stage")}},
			// Which faults mattered on a generated seed's luck: the
			// answer under the invariants.
			{name: name("why-luck"), path: "/?lang=" + lang + "&scenario=random-faults&seed=3&mutations=non-atomic-commit", w: w, h: h,
				steps: []step{js(`document.getElementById('why-start').click()`),
					waitFor(`document.querySelector("#why-groups li")`), scrollTo("#why")}},
			// Which edits mattered, for events without the story's
			// partition: its end is not judged alone.
			{name: name("why-unjudged"), path: "/?lang=" + lang + "&scenario=confirm-then-ship&mutations=unguarded-transition&events=1~e4-ship,3,deliver,2,1,tenant-7%3Aorder-42%3Aship%3Av1,confirmed%3Eshipped~e6-status-read,6,deliver,3,0,read%3Aorder-42%3Astatus%3A1,", w: w, h: h,
				steps: []step{js(`document.getElementById('why-start').click()`),
					waitFor(`document.querySelector("#why-groups li.unjudged")`), scrollTo("#why")}},
			// A link made on an engine whose rules differ (v=2, the h= of a
			// partition a tick longer): the row where the runs part.
			{name: name("link-departed"), path: "/?lang=" + lang + "&scenario=reference&partition=4&v=2&h=d6f42eafd1f7.1IgBxEr2OPB", w: w, h: h},
			{name: name("storage"), path: "/?lang=" + lang, w: w, h: h, steps: wrongShape},
		}
	})
}

// carriedRecord is a #carry= fragment as "open full view" writes it (a
// record with step 1 done and its note, packed: assets/suspend.js).
func carriedRecord() string {
	record := `{"format":"coordsim.progress.v1","progress":{"step":2,"done":[true,false,false,false,false],"notes":{"note-1":"seed 20260731; the fixture is lesson-authored"}}}`
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression)
	w.Write([]byte(record))
	w.Close()
	return "#carry=" + url.QueryEscape("coordsim.progress.v1+deflate:"+base64.StdEncoding.EncodeToString(b.Bytes()))
}
