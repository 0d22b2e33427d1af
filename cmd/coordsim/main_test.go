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

var update = flag.Bool("update", false, "rewrite the analyze goldens in testdata and the files the scripts in testdata/script compare with")

// coordsimBinary is this test binary under the name coordsim, which
// testscript.Main (TestMain) runs as the CLI.
func coordsimBinary(t testing.TB) string {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(t.TempDir(), "coordsim")
	if err := os.Symlink(self, bin); err != nil {
		t.Skip("no symlinks:", err)
	}
	return bin
}

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
