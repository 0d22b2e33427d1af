package scene

import (
	"strings"
	"testing"
)

// TestVerdictsInTheLog (issue 56, item 1): the page's "Which faults
// mattered?" marks the canvas's service log too: each verdict is logged at
// its tick, in the reel's language, on a generated story and on a
// fixture, from that tick on; the caption says what happened, as it did
// without them.
func TestVerdictsInTheLog(t *testing.T) {
	cases := []struct {
		scenario, lang string
		verdicts       []Verdict
		want           []string // the log's lines at each verdict's tick
	}{
		{"request-lost", "en", []Verdict{{Tick: 1, Fault: "c1.confirm#1:drop-request", Mattered: true}, {Tick: 3, Fault: "c1.ship#1:delay-response+1"}},
			[]string{"t1 c1.confirm#1:drop-request: mattered", "t3 c1.ship#1:delay-response+1: inert"}},
		{"reference", "ja", []Verdict{{Tick: 3, Fault: "e3-status-read"}},
			[]string{"t3 e3-status-read: 効いていない"}},
	}
	for _, c := range cases {
		res := scenarioRun(t, c.scenario)
		plain, judged := Later(res, c.lang), Judged(res, c.lang, c.verdicts)
		for i, v := range c.verdicts {
			if log := logText(Describe(judged, v.Tick, c.lang)); !strings.Contains(log, c.want[i]) {
				t.Errorf("%s at tick %d: the log says\n%s\nnot %q", c.scenario, v.Tick, log, c.want[i])
			}
			if log := logText(Describe(judged, v.Tick-1, c.lang)); strings.Contains(log, c.want[i]) {
				t.Errorf("%s at tick %d: %q logged before its tick", c.scenario, v.Tick-1, c.want[i])
			}
			if log := logText(Describe(plain, v.Tick, c.lang)); strings.Contains(log, c.want[i]) {
				t.Errorf("%s: the run without verdicts logs %q", c.scenario, c.want[i])
			}
		}
		for tick := int64(0); tick <= 12; tick++ {
			if a, b := plain.CaptionAt(float64(tick), c.lang), judged.CaptionAt(float64(tick), c.lang); a != b {
				t.Errorf("%s at tick %d: the caption %q became %q", c.scenario, tick, a, b)
			}
		}
	}
}

// logText is every line the description's boxes hold, one to a line.
func logText(d *Description) string {
	var lines []string
	for _, b := range d.Nodes {
		lines = append(lines, b.Lines...)
	}
	return strings.Join(lines, "\n")
}
