package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// pageFiles are the hand-written files of the site, relative to the module
// root; assets/ is copied whole.
var pageFiles = []string{"index.html", "canvas.html"}

// WASMName is the simulator's WebAssembly binary in the built site.
const WASMName = "coordsim.wasm"

// buildSite assembles the servable site in out: the WASM built from
// root/wasm, Go's wasm_exec.js, the pages and assets, and a gzip copy of
// every compressible file so the server never compresses on the hot path.
func buildSite(root, out string) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	cmd := exec.Command(goTool(), "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(out, WASMName), "./wasm")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building the WASM: %w", err)
	}
	goroot, err := exec.Command(goTool(), "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	if err := copyFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), filepath.Join(out, "wasm_exec.js")); err != nil {
		return err
	}
	for _, f := range pageFiles {
		if err := copyFile(filepath.Join(root, f), filepath.Join(out, f)); err != nil {
			return err
		}
	}
	assets := filepath.Join(root, "assets")
	err = filepath.WalkDir(assets, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		return copyFile(p, filepath.Join(out, rel))
	})
	if err != nil {
		return err
	}
	return precompress(out)
}

// goTool is the go command of the toolchain running us, so the WASM is built
// with the same Go as the tests and the server.
func goTool() string {
	p := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(p); err == nil {
		return p
	}
	return "go"
}

func copyFile(src, dst string) error {
	b, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, b, 0o644)
}

// precompress writes name.gz beside every compressible file under dir.
func precompress(dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible(p) {
			return err
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(raw)
		if err := zw.Close(); err != nil {
			return err
		}
		return os.WriteFile(p+".gz", buf.Bytes(), 0o644)
	})
}

// moduleRoot finds the directory of go.mod from the working directory.
func moduleRoot() (string, error) {
	out, err := exec.Command(goTool(), "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", fmt.Errorf("not inside the coordsim module")
	}
	return filepath.Dir(mod), nil
}
