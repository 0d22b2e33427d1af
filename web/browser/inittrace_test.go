package browser

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"coordsim/web/internal/module"
	"coordsim/web/site"
)

// mayPrecedeBridge are the packages outside wasm/bridge's imports that Go
// initializes before it: ready before the bridge's own chain and sorting
// before it, each a fraction of a millisecond but Ebiten's GL function
// table (a few). Anything else here is work the page's first run waits for.
var mayPrecedeBridge = []string{
	"compress/flate",
	"context",
	"github.com/hajimehoshi/ebiten/v2/internal/clock",
	"github.com/hajimehoshi/ebiten/v2/internal/graphicsdriver/opengl/gl",
	"go/token",
	"hash/crc32", // Ebiten's PNG decoder's; 0.16 ms
}

// TestBridgeInitializesBeforeEbiten runs the built WASM in Node.js with
// GODEBUG=inittrace=1 and checks what initializes before wasm/bridge, whose
// init the page's first run waits for (see it). Go initializes packages in
// import-path order as their imports allow, so a single import of the
// bridge's that sorts after "github.com/hajimehoshi/ebiten" and is not
// needed early anyway (runtime/debug and net/url were) lets every Ebiten
// package that is ready go first: its shader compiler, go/parser, regexp,
// 20 packages in all.
func TestBridgeInitializesBeforeEbiten(t *testing.T) {
	if siteDir == "" {
		t.Skip(skipReason)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("this test runs the WASM in Node.js: apt-get install -y nodejs")
	}
	goroot, err := exec.Command(module.GoTool(), "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	list := exec.Command(module.GoTool(), "list", "-deps", "coordsim/wasm/bridge")
	list.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := list.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	run := exec.CommandContext(ctx, node, filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js"), filepath.Join(siteDir, site.WASMName))
	run.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	trace, _ := run.CombinedOutput() // in Node, Ebiten finds no page and panics after the bridge's init
	var before []string
	for line := range strings.Lines(string(trace)) {
		pkg, ok := strings.CutPrefix(line, "init ")
		if !ok {
			continue
		}
		pkg, _, _ = strings.Cut(pkg, " ")
		if pkg == "coordsim/wasm/bridge" {
			var extra []string
			for _, p := range before {
				if !slices.Contains(deps, p) && !slices.Contains(mayPrecedeBridge, p) {
					extra = append(extra, p)
				}
			}
			if len(extra) > 0 {
				t.Errorf("these initialize before wasm/bridge, which does not import them, and so delay the page's first run: %v", extra)
			}
			return
		}
		before = append(before, pkg)
	}
	t.Fatalf("no init trace of coordsim/wasm/bridge in node's output:\n%s", trace)
}
