package browser

// progress.js's merge (issue 50, finding 3), run in node as the page runs
// it: an LMS's record or a file is merged into the learner's item by item,
// never replacing it.

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// mergeInNode loads assets/progress.js with a stand-in window and storage,
// reads each record by its shape (as the page does) and merges b into a.
func mergeInNode(t *testing.T, a, b string) map[string]any {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("SKIPPED: no node on this machine to run assets/progress.js with")
	}
	// progress.js is a module that imports learner.js (which imports
	// lmsapi.js) and merge.js: node (20 reads a .js file as CommonJS)
	// imports them from a folder of its own marked as modules.
	dir := t.TempDir()
	for _, name := range []string{"progress.js", "learner.js", "lmsapi.js", "merge.js"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "assets", name))
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, name), data, 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "package.json"), []byte(`{"type": "module"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "progress.js")
	script := `globalThis.window = {}; globalThis.localStorage = { getItem: () => null, setItem() {} };
const { progress: p } = await import((await import("node:url")).pathToFileURL(process.argv[1]).href);
const read = (r) => p.importText(JSON.stringify({ format: "coordsim.progress.v1", progress: r })).saved;
const [a, b] = [JSON.parse(process.argv[2]), JSON.parse(process.argv[3])];
const ra = read(a), rb = read(b);
const merged = await p.merge(ra, rb);
if (JSON.stringify(ra) !== JSON.stringify(read(a)) || JSON.stringify(rb) !== JSON.stringify(read(b))) throw new Error("merge changed its arguments");
process.stdout.write(JSON.stringify(merged));`
	out, err := exec.Command(node, "--input-type=module", "-e", script, src, a, b).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	var got map[string]any
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	return got
}

func TestProgressMergeNeverLosesWork(t *testing.T) {
	full := "seed 20260731; the fixture is lesson-authored, no production incident; limits: ticks are logical, and more the LMS did not keep"
	cut := full[:40]
	for _, c := range []struct {
		name, local, other string
		check              func(m map[string]any) bool
	}{
		{"an LMS's note cut to fit never replaces the full one, even newer",
			`{"at": 100, "notes": {"note-1": "` + full + `"}}`, `{"at": 200, "notes": {"note-1": "` + cut + `"}}`,
			func(m map[string]any) bool { return m["notes"].(map[string]any)["note-1"] == full }},
		{"nor does the full one lose to the cut one older",
			`{"at": 200, "notes": {"note-1": "` + cut + `"}}`, `{"at": 100, "notes": {"note-1": "` + full + `"}}`,
			func(m map[string]any) bool { return m["notes"].(map[string]any)["note-1"] == full }},
		{"of two different texts the newer record's wins",
			`{"at": 300, "answers": {"q1": "mine, newer"}}`, `{"at": 100, "answers": {"q1": "the LMS's, older"}}`,
			func(m map[string]any) bool { return m["answers"].(map[string]any)["q1"] == "mine, newer" }},
		{"an older record adds what it has and takes nothing",
			`{"at": 300, "notes": {"note-2": "b"}, "done": [true, false, false, false, false]}`,
			`{"at": 100, "notes": {"note-1": "a"}, "done": [false, true, false, false, false]}`,
			func(m map[string]any) bool {
				n, d := m["notes"].(map[string]any), m["done"].([]any)
				return n["note-1"] == "a" && n["note-2"] == "b" && d[0] == true && d[1] == true
			}},
		{"an empty record takes nothing away",
			`{"at": 100, "notes": {"note-1": "a"}, "done": [true, true, false, false, false], "challenges": {"effect-twice": 2}}`, `{"at": 999}`,
			func(m map[string]any) bool {
				return m["notes"].(map[string]any)["note-1"] == "a" && m["done"].([]any)[1] == true && m["challenges"].(map[string]any)["effect-twice"] == 2.0
			}},
		{"a challenge keeps its fewest moves",
			`{"at": 300, "challenges": {"effect-twice": 3}}`, `{"at": 100, "challenges": {"effect-twice": 1}}`,
			func(m map[string]any) bool { return m["challenges"].(map[string]any)["effect-twice"] == 1.0 }},
		{"a proposal's contract cut for the LMS never replaces the full one; its settings are the newer's",
			`{"at": 100, "proposal": {"deadline": 20, "retention": 12, "reconcile": "hold", "contract": "` + full + `"}}`,
			`{"at": 200, "proposal": {"deadline": 14, "retention": 12, "reconcile": "read-back", "contract": "` + cut + `"}}`,
			func(m map[string]any) bool {
				p := m["proposal"].(map[string]any)
				return p["contract"] == full && p["deadline"] == 14.0 && p["reconcile"] == "read-back"
			}},
		{"a record without a proposal takes none away",
			`{"at": 100, "proposal": {"deadline": 20, "retention": 12, "reconcile": "hold", "why": "mine"}}`, `{"at": 999}`,
			func(m map[string]any) bool {
				p, _ := m["proposal"].(map[string]any)
				return p != nil && p["why"] == "mine"
			}},
		{"a record from before records were stamped is the older",
			`{"notes": {"note-1": "old"}}`, `{"at": 5, "notes": {"note-1": "new"}}`,
			func(m map[string]any) bool { return m["notes"].(map[string]any)["note-1"] == "new" && m["at"] == 5.0 }},
	} {
		if m := mergeInNode(t, c.local, c.other); !c.check(m) {
			t.Errorf("%s: merged %v", c.name, m)
		}
	}
}
