package bridge

import (
	"bytes"
	"encoding/json"
	"testing"

	"coordsim/engine"
	"coordsim/internal/share"
	"coordsim/wasm/panel"
)

// comparingOf is the comparison of s's run with run B when s has one, as
// the bridge's reply holds it.
func comparingOf(s share.State, res *engine.Result) panel.Comparing {
	c := panel.Comparing{Offers: panel.OffersFor(s)}
	if sb, ok := s.BState(); ok {
		resB, err := sb.Named().Run(sb.Params())
		if err == nil {
			c.Compare = panel.CompareOf(s, res, resB)
		}
	}
	return c
}

// apply's reply is what encoding/json would write for it, view, version,
// times and error alike.
func TestReplyJSONIsEncodingJSONs(t *testing.T) {
	for _, raw := range []string{"", "partition=9&lang=ja", "b.partition=9&mutations=dedupe-off"} {
		s, probs := share.Parse(raw)
		named := s.Named()
		res, err := named.Run(s.Params())
		if err != nil {
			t.Fatal(err)
		}
		v := panel.Build(named, res, s, probs)
		b := "<svg>b</svg>"
		for _, r := range []reply{
			{View: v, Version: "dev", EngineMs: 0.123, ApplyMs: 1.5, Caption: "t=3 <held>", Full: share.FullView(s), RunKey: share.RunKey(s),
				Comparing: panel.Comparing{Offers: panel.OffersFor(s)}, Spacetime: &Diagrams{A: "<svg>a</svg>", B: &b}, Boundary: boundaryKeysOf(s)},
			{View: v, Version: "v1.2.3-<x>", EngineMs: 0, ApplyMs: 12345.678, EngineErr: "engine: no scenario \"x\" <&> \u2028 \xff",
				Comparing: comparingOf(s, res), Spacetime: &Diagrams{A: "<svg>\u2028&</svg>"}},
			{View: v, EngineMs: 1e-7, ApplyMs: 1e22},
		} {
			want, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.appendJSON(nil); !bytes.Equal(got, want) {
				t.Errorf("%q: reply\n got  %.200s\n want %.200s", raw, got[len(got)-200:], want[len(want)-200:])
			}
		}
	}
}
