// Package site builds the servable site: the simulator's WASM (against a
// patched Ebiten, web/ebitenpatch), Go's wasm_exec.js, the pages and
// assets (index.html with the knob ranges of the URL contract and the
// page's labels from the catalogue), and a gzip and a brotli twin of every
// file the server compresses.
package site

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"coordsim/web/ebitenpatch"
	"coordsim/web/internal/module"
)

// pageFiles are the hand-written files of the site, relative to the module
// root; assets/ is copied but for its type checker's files.
var pageFiles = []string{"index.html", "canvas.html"}

// WASMName is the simulator's WebAssembly binary in the built site, and
// EvidenceWASMName the evidence export's (wasm/evidence), which the page
// fetches when it first exports.
const (
	WASMName         = "coordsim.wasm"
	EvidenceWASMName = "coordsim-evidence.wasm"
)

// buildWASMs builds the page's WASM (root/wasm, against the patched Ebiten
// that modfile names) and the evidence export's (root/wasm/evidence) in one
// go build, which compiles the packages they share once.
func buildWASMs(root, modfile, out string) error {
	tmp, err := os.MkdirTemp(out, ".wasm-build-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	cmd := exec.Command(module.GoTool(), "build", "-trimpath", "-ldflags=-s -w -buildid=", "-modfile", modfile, "-o", tmp+string(filepath.Separator), "./wasm", "./wasm/evidence")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building the WASM: %w", err)
	}
	// go build names each binary for its package's directory.
	for built, name := range map[string]string{"wasm": WASMName, "evidence": EvidenceWASMName} {
		if err := os.Rename(filepath.Join(tmp, built), filepath.Join(out, name)); err != nil {
			return err
		}
	}
	return nil
}

// Build assembles the servable site in out: the WASM built from
// root/wasm, Go's wasm_exec.js, the pages and assets, and a gzip and a
// brotli (at brotliQuality) copy of every compressible file.
func Build(root, out string, brotliQuality int) error {
	if err := Assemble(root, out, io.Discard); err != nil {
		return err
	}
	return precompress(out, brotliQuality)
}

// Assemble is Build but for compression, saying on w what it does
// (the WASM's build takes a minute or more on a cold cache).
func Assemble(root, out string, w io.Writer) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	modfile, cleanup, err := ebitenpatch.ModFile(root)
	if err != nil {
		return fmt.Errorf("patching Ebiten: %w", err)
	}
	defer cleanup()
	fmt.Fprintln(w, "building the WebAssembly (go build, GOOS=js GOARCH=wasm: a minute or more the first time, seconds after)...")
	start := time.Now()
	if err := buildWASMs(root, modfile, out); err != nil {
		return err
	}
	fmt.Fprintf(w, "built %s and %s in %.1f s\n", WASMName, EvidenceWASMName, time.Since(start).Seconds())
	goroot, err := exec.Command(module.GoTool(), "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	if err := module.CopyFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), filepath.Join(out, "wasm_exec.js")); err != nil {
		return err
	}
	for _, f := range pageFiles {
		if err := module.CopyFile(filepath.Join(root, f), filepath.Join(out, f)); err != nil {
			return err
		}
	}
	if err := rewriteFile(filepath.Join(out, "index.html"), withKnobRanges); err != nil {
		return err
	}
	if err := rewriteFile(filepath.Join(out, "index.html"), withLabels(root)); err != nil {
		return err
	}
	// The type checker's files (*.d.ts, tsconfig.json) are not served.
	if err := module.CopyTree(filepath.Join(root, "assets"), filepath.Join(out, "assets"), typeCheckerFiles...); err != nil {
		return err
	}
	return minifyScripts(filepath.Join(out, "assets"))
}

// typeCheckerFiles are assets/'s files for tsc (make tsc), not served.
var typeCheckerFiles = []string{"bridge.d.ts", "reply.d.ts", "tsconfig.json"}

// rewriteFile replaces the file at p with edit of its bytes.
func rewriteFile(p string, edit func([]byte) ([]byte, error)) error {
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	if b, err = edit(b); err != nil {
		return err
	}
	return os.WriteFile(p, b, 0o644)
}
