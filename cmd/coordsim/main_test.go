package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata golden files")

func run(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = Main(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestReportEqualsTheHarnessReport(t *testing.T) {
	code, out, errOut := run("report")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want, err := os.ReadFile("../../engine/testdata/reference_report.json")
	if err != nil {
		t.Fatal(err)
	}
	var g, w any
	if err := json.Unmarshal([]byte(out), &g); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(want, &w); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g, w) {
		t.Fatal("coordsim report differs from the harness's report.json")
	}
	// The same through --fixture with the harness's EVENTS as a file.
	_, fromFile, _ := run("report", "--fixture", "../../engine/testdata/reference_fixture.json", "--seed", "20260731")
	if fromFile != out {
		t.Fatal("--fixture with the reference events changes the report")
	}
}

func TestRunTableGolden(t *testing.T) {
	for name, args := range map[string][]string{
		"run_reference.txt":      {"run"},
		"run_long_partition.txt": {"run", "--partition", "9"},
		"run_non_atomic.txt":     {"run", "--mutation", "non-atomic-commit"},
		"replay_reference.txt":   {"replay"},
	} {
		code, out, errOut := run(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		golden(t, name, out)
	}
}

func TestRunJSONIsTheEngineResult(t *testing.T) {
	_, out, _ := run("run", "--json", "--partition", "9", "--seed", "7")
	var v struct {
		Outcome     string `json:"outcome"`
		Seed        uint64 `json:"seed"`
		TraceSHA256 string `json:"trace_sha256"`
		Trace       []any  `json:"trace"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatal(err)
	}
	if v.Outcome != "recovery-deadline-exceeded" || v.Seed != 7 || len(v.TraceSHA256) != 64 || len(v.Trace) != 11 {
		t.Fatalf("unexpected run JSON: %+v", v)
	}
	_, replay, _ := run("replay", "--json", "--partition", "9", "--seed", "7")
	if !strings.Contains(replay, `"identical":true`) || !strings.Contains(replay, v.TraceSHA256) {
		t.Fatalf("replay disagrees with run: %s", replay)
	}
}

func TestBadInputIsOneLineExitTwoNothingOnStdout(t *testing.T) {
	dir := t.TempDir()
	badFixture := filepath.Join(dir, "bad.json")
	os.WriteFile(badFixture, []byte(`[{"id":"a","tick":-3,"kind":"deliver"}]`), 0o644)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"run", "--seed", "abc"}, `seed: "abc" is not an integer`},
		{[]string{"run", "--seed", "-1"}, `seed: "-1"`},
		{[]string{"report", "--seed", "18446744073709551616"}, `seed: "18446744073709551616"`},
		{[]string{"run", "--partition", "-5"}, "partition: -5 is out of range"},
		{[]string{"run", "--partition", "0"}, "partition: 0 must be at least 1"},
		{[]string{"run", "--deadline", "0"}, "deadline: 0 must be at least 1"},
		{[]string{"run", "--retention", "-2"}, "retention: -2 is out of range"},
		{[]string{"run", "--partition", "x"}, `invalid value "x" for flag -partition`},
		{[]string{"run", "--mutation", "chaos"}, `mutation: "chaos" is unknown`},
		{[]string{"replay", "--bogus"}, "flag provided but not defined: -bogus"},
		{[]string{"run", "extra"}, `unexpected argument "extra"`},
		{[]string{"run", "--fixture", filepath.Join(dir, "missing.json")}, "fixture: open"},
		{[]string{"report", "--fixture", badFixture}, "events[0].tick: -3 is out of range"},
		{[]string{"teleport"}, `unknown command "teleport"`},
	}
	for _, c := range cases {
		code, out, errOut := run(c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2, no stdout, one line containing %q", c.args, code, out, errOut, c.want)
		}
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"run", "--help"}, {"report", "-h"}, {"replay", "--help"}} {
		code, out, errOut := run(args...)
		if code != 0 || errOut != "" || !strings.Contains(out, "Usage: coordsim") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}
