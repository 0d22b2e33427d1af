package site

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"coordsim/web/internal/module"
)

// TestServedScriptsParse: every script, its comment lines left out as the
// site serves it, still parses (node --check) and says the same code.
func TestServedScriptsParse(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("SKIPPED: no node on this machine to check the served scripts with")
	}
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(root, "assets", "*.js"))
	if goroot, err := exec.Command(module.GoTool(), "env", "GOROOT").Output(); err == nil {
		files = append(files, filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js")) // served the same way
	}
	dir := t.TempDir()
	var before, after int
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out := servedScript(src)
		before, after = before+len(src), after+len(out)
		served := filepath.Join(dir, filepath.Base(f))
		if err := os.WriteFile(served, out, 0o644); err != nil {
			t.Fatal(err)
		}
		if msg, err := exec.Command(node, "--check", served).CombinedOutput(); err != nil {
			t.Errorf("%s as served does not parse: %s", filepath.Base(f), msg)
		}
		if !strings.HasPrefix(string(out), `"use strict";`) && strings.HasPrefix(string(src), `"use strict";`) {
			t.Errorf("%s lost its \"use strict\"", filepath.Base(f))
		}
	}
	if after >= before {
		t.Errorf("the served scripts are %d bytes, their sources %d: nothing was left out", after, before)
	}
	t.Logf("scripts: %d bytes in assets/, %d as served", before, after)
}

func TestServedScript(t *testing.T) {
	src := "\"use strict\";\n// a comment\n  // indented\n  const a = /** @type {number} */ (1); // kept: not a whole line\nconst u = \"http://x\";\n"
	want := "\"use strict\";\nconst a = (1); // kept: not a whole line\nconst u = \"http://x\";\n"
	if got := string(servedScript([]byte(src))); got != want {
		t.Errorf("got %q", got)
	}
	multi := "const s = `one\n// not a comment\ntwo`;\n"
	if got := string(servedScript([]byte(multi))); got != multi {
		t.Errorf("a template spanning lines was changed: %q", got)
	}
	if got := string(servedStyle([]byte("/* why */\na { b: c; } /* more */\n"))); got != "a { b: c; } " {
		t.Errorf("style: %q", got)
	}
	page, _ := servedPage([]byte("<p>\n  <!-- a note -->\n<i>x</i> <!-- inline kept -->\n"))
	if string(page) != "<p>\n<i>x</i> <!-- inline kept -->\n" {
		t.Errorf("page: %q", page)
	}
}
