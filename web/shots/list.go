package main

import (
	"fmt"
	"strings"
)

// shot is one screenshot: the page at path (a query on /) in a w x h
// viewport, written as name.png.
type shot struct {
	name string
	path string
	w, h int64
}

// shots are the screenshots a person looks at after a change to the page:
// the lesson's scenario at its telling ticks, the phone and embed layouts,
// Japanese, the mutations, each generated scenario, and compare mode.
func shots() []shot {
	list := []shot{
		{"default-1280", "/?t=0", 1280, 800},
		{"held-1280", "/?t=5", 1280, 800},
		{"recovered-1280", "/?t=7", 1280, 800},
		{"long-1280", "/?partition=9&t=9", 1280, 800},
		{"conflict-1280", "/?mutations=conflicting-retry&t=7", 1280, 800},
		{"embed-1280", "/?embed=1&t=5", 1280, 800},
		{"default-480", "/?t=5", 480, 640},
		{"long-480", "/?partition=9&t=9", 480, 640},
		{"embed-480", "/?embed=1&t=5", 480, 640},
		{"embed-long-480", "/?embed=1&partition=9&t=9&lang=ja", 480, 640},
		{"ja-1280", "/?lang=ja&partition=9&t=9", 1280, 800},
		{"nonatomic-1280", "/?mutations=non-atomic-commit&t=9", 1280, 800},
		{"unguarded-1280", "/?mutations=dedupe-off,unguarded-transition&t=9", 1280, 800},
		{"retention-1280", "/?mutations=short-retention&t=9", 1280, 800},
	}
	// Generated scenarios, at a telling tick, wide and narrow.
	for _, g := range []struct{ name, query string }{
		{"response-lost", "t=3"}, {"request-lost", "t=4"}, {"crash-after-commit", "mutations=non-atomic-commit&t=3"},
		{"late-retry-after-retention", "t=6"}, {"long-partition-between-sites", "t=8"}, {"random-faults", "t=10"},
		{"random-faults", "t=17"},
	} {
		tick := g.query[strings.LastIndex(g.query, "t="):]
		for _, size := range [][2]int64{{1280, 800}, {480, 640}} {
			list = append(list, shot{fmt.Sprintf("%s-%s-%d", g.name, tick, size[0]), "/?scenario=" + g.name + "&" + g.query, size[0], size[1]})
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
		for _, size := range [][2]int64{{1280, 800}, {390, 844}} {
			list = append(list, shot{fmt.Sprintf("%s-%d", c.name, size[0]), "/?" + c.query, size[0], size[1]})
		}
	}
	return append(list, shot{"embed-random-faults-480", "/?scenario=random-faults&embed=1&t=10", 480, 640})
}
