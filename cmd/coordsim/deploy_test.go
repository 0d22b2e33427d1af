//go:build unix

package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The Kubernetes Indexed Job in deploy/kubernetes/sweep-job.yaml runs as
// written: its shard container's args, expanded the way the kubelet
// expands $(VAR) for each JOB_COMPLETION_INDEX, then its merge's wait and
// merge commands through sh, give the unsharded sweep's rows. Only the
// sweep's size (SEEDS) and the volume's path are changed.
func TestKubernetesJobAsWritten(t *testing.T) {
	yaml, err := os.ReadFile("../../deploy/kubernetes/sweep-job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	docs := strings.Split(string(yaml), "\n---\n")
	if len(docs) != 3 {
		t.Fatalf("want the claim, the Job and the merge Job; found %d documents", len(docs))
	}
	job, merge := docs[1], docs[2]
	completions, _ := strconv.Atoi(field(t, job, `completions: (\d+)`))
	env := map[string]string{}
	for _, m := range regexp.MustCompile(`- \{name: (\w+), value: "([^"]*)"\}`).FindAllStringSubmatch(job, -1) {
		env[m[1]] = m[2]
	}
	if env["SHARDS"] != strconv.Itoa(completions) {
		t.Fatalf("SHARDS is %q but the Job has %d completions: they must be equal", env["SHARDS"], completions)
	}
	env["SEEDS"] = "1..9" // small enough for a test
	var args []string
	if err := json.Unmarshal([]byte(field(t, job, `args: (\[.*\])`)), &args); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bin := filepath.Dir(coordsimBinary(t))
	for i := range completions {
		env["JOB_COMPLETION_INDEX"] = strconv.Itoa(i)
		expanded := make([]string, len(args))
		for j, a := range args {
			expanded[j] = strings.ReplaceAll(regexp.MustCompile(`\$\((\w+)\)`).ReplaceAllStringFunc(a, func(v string) string { return env[v[2:len(v)-1]] }), "/parts", dir)
		}
		cmd := exec.Command(filepath.Join(bin, "coordsim"), expanded...)
		cmd.Env = append(os.Environ(), "JOB_COMPLETION_INDEX="+strconv.Itoa(i))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("shard %d: coordsim %s: %v\n%s", i, strings.Join(expanded, " "), err, out)
		}
	}
	for _, cmdLine := range regexp.MustCompile(`command: (\[.*\])`).FindAllStringSubmatch(merge, -1) {
		var argv []string
		if err := json.Unmarshal([]byte(cmdLine[1]), &argv); err != nil {
			t.Fatal(err)
		}
		sh := exec.Command(argv[0], argv[1], strings.ReplaceAll(argv[2], "/parts", dir))
		sh.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "SHARDS="+env["SHARDS"])
		if out, err := sh.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", argv[2], err, out)
		}
	}
	want, _ := mustRun(t, "--scenario", env["SCENARIO"], "--seeds", env["SEEDS"], "--partition", env["PARTITION"])
	if got, _ := os.ReadFile(filepath.Join(dir, "rows.csv")); string(got) != want {
		t.Fatalf("the merged rows differ from the unsharded sweep's:\n%s", firstDifference(string(got), want))
	}
}

// field is the first submatch of pattern in text.
func field(t *testing.T, text, pattern string) string {
	t.Helper()
	m := regexp.MustCompile(pattern).FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("no %s in the file", pattern)
	}
	return m[1]
}
