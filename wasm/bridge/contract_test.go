package bridge

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"coordsim/internal/quiz"
	"coordsim/internal/share"
	"coordsim/wasm/panel"
)

// The page's scripts are checked against assets/bridge.d.ts (make tsc);
// this holds that file to what Go sends: every field of apply's reply, of
// its params, of seek's position and of grade's verdict is declared there,
// and nothing more.
func TestBridgeContractDeclaresTheReply(t *testing.T) {
	src, err := os.ReadFile("../../assets/bridge.d.ts")
	if err != nil {
		t.Fatal(err)
	}
	s, probs := share.Parse("partition=9&b.partition=4&view=spacetime")
	named := s.Named()
	res, err := named.Run(s.Params())
	if err != nil {
		t.Fatal(err)
	}
	b := "<svg/>"
	r := reply{View: panel.Build(named, res, s, probs, share.Encode(s)), EngineErr: "x", Spacetime: &Diagrams{A: "<svg/>", B: &b}}
	var got map[string]json.RawMessage
	if err := json.Unmarshal([]byte(toJSON(&r)), &got); err != nil {
		t.Fatal(err)
	}
	var params map[string]json.RawMessage
	if err := json.Unmarshal(got["params"], &params); err != nil {
		t.Fatal(err)
	}
	pos, _ := json.Marshal(Position{})
	var position map[string]json.RawMessage
	if err := json.Unmarshal(pos, &position); err != nil {
		t.Fatal(err)
	}
	verdict, _ := json.Marshal(quiz.Verdict{Empty: true, Off: []string{"x"}})
	var graded map[string]json.RawMessage
	if err := json.Unmarshal(verdict, &graded); err != nil {
		t.Fatal(err)
	}
	for name, fields := range map[string]map[string]json.RawMessage{"Reply": got, "Params": params, "Position": position, "QuizVerdict": graded} {
		declared := declaredFields(t, string(src), name)
		var sent []string
		for k := range fields {
			sent = append(sent, k)
		}
		slices.Sort(sent)
		if !slices.Equal(sent, declared) {
			t.Errorf("interface %s in bridge.d.ts declares %v;\nGo sends %v", name, declared, sent)
		}
	}
}

var (
	tsField = regexp.MustCompile(`(?:^\s*|;\s*)(\w+)\??:`)
	tsNest  = regexp.MustCompile(`\{[^{}]*\}`)
)

// declaredFields are the top-level fields of interface name in src, sorted.
func declaredFields(t *testing.T, src, name string) []string {
	t.Helper()
	start := strings.Index(src, "interface "+name+" {")
	if start < 0 {
		t.Fatalf("bridge.d.ts has no interface %s", name)
	}
	body := src[start+len("interface "+name+" {"):]
	for tsNest.MatchString(body) { // nested object types' fields are not the interface's
		body = tsNest.ReplaceAllString(body, "X")
	}
	body = body[:strings.IndexByte(body, '}')]
	var out []string
	for _, line := range strings.Split(body, "\n") {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		for _, m := range tsField.FindAllStringSubmatch(" "+line, -1) {
			out = append(out, m[1])
		}
	}
	slices.Sort(out)
	return out
}
