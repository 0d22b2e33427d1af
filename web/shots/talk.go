package main

import (
	"fmt"
	"strings"
	"time"
)

// talkShots are the rest of the lesson (issue 33): the seven-minute
// explanation with three slides (lesson-explain), its present mode on the
// second slide (lesson-present), and the spaced review with the lab done
// eight days ago, two reviews due (lesson-review).
func talkShots() []shot {
	slides := []step{
		js(`window.coordsim.set({scenario: "request-lost", t: 4})`), click(`#explain-add`),
		js(`window.coordsim.set({scenario: "reference", partition: 9, t: 8})`), click(`#explain-add`),
		js(`window.coordsim.set({scenario: "long-partition-between-sites", partition: 24, t: 28})`), click(`#explain-add`),
		keys(`#explain-notes-1`, "3 held at the deadline; both readers are told uncertain"),
		click(`#explain-point-async`), click(`#explain-point-termination`), click(`#explain-point-once`),
	}
	present := append(append([]step{}, slides...), click(`#explain-present`), keys(`#present-next`, " "))
	since := time.Now().Add(-8 * 24 * time.Hour).UnixMilli()
	record := fmt.Sprintf(`{"step":5,"done":[true,true,true,true,true],"proofs":{"5":{"query":"scenario=reference&partition=9&t=8","sha":%q}},"review":{"since":%d,"done":{}}}`,
		strings.Repeat("ab", 32), since)
	review := []step{store("coordsim.lesson.v1", record), waitFor(`document.querySelectorAll("#review-items .review-item").length === 4`)}
	return inBoth(func(lang string, w, h int64) []shot {
		name := func(what string) string { return fmt.Sprintf("lesson-%s-%s-%d", what, lang, w) }
		ready := waitFor(`document.getElementById("explain-point-once")`)
		return []shot{
			{name: name("explain"), path: "/?lang=" + lang, w: w, h: h, steps: append([]step{ready}, slides...), el: "#explain"},
			{name: name("present"), path: "/?lang=" + lang, w: w, h: h, steps: append([]step{ready}, present...)},
			{name: name("review"), path: "/?lang=" + lang, w: w, h: h, steps: review, el: "section#review"},
			{name: name("review-due"), path: "/?lang=" + lang, w: w, h: h, steps: review},
		}
	})
}
