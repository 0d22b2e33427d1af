package main

import "fmt"

// canvasShots are the canvas alone, the set issue 34 judges it by: the
// lesson at ticks 0, 4, 6 and 9, random-faults at a busy tick, and compare
// mode, at 1280 and 390 in both languages (canvas-…).
func canvasShots() []shot {
	return inBoth(func(lang string, w, h int64) []shot {
		var list []shot
		add := func(name, query string) {
			list = append(list, shot{name: fmt.Sprintf("canvas-%s-%s-%d", name, lang, w), path: "/?" + query + "&lang=" + lang, w: w, h: h, el: "#stage"})
		}
		for _, t := range []int{0, 4, 6, 9} {
			add(fmt.Sprintf("lesson-t%d", t), fmt.Sprintf("t=%d", t))
		}
		add("random-faults-t10", "scenario=random-faults&t=10")
		add("compare-t6", "b.partition=9&t=6")
		return list
	})
}
