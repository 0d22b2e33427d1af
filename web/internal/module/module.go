// Package module finds the coordsim module being built and the go command
// that builds it, and copies its files: what the site's build
// (web/site), the Ebiten patcher (web/ebitenpatch) and the browser tests
// share.
package module

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
)

// GoTool is the go command of the toolchain running us, so the WASM is
// built with the same Go as the tests and the server.
func GoTool() string {
	//lint:ignore SA1019 go run ./web and go test run where they were built: that toolchain is the one wanted
	p := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(p); err == nil {
		return p
	}
	return "go"
}

// Root finds the directory of go.mod from the working directory.
func Root() (string, error) {
	out, err := exec.Command(GoTool(), "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", fmt.Errorf("not inside the coordsim module")
	}
	return filepath.Dir(mod), nil
}

// CopyFile copies src to dst, making dst's directory if need be.
func CopyFile(src, dst string) error {
	b, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, b, 0o644)
}

// CopyTree copies every file under src to the same place under dst, but
// for the files and directories skip names (relative to src).
func CopyTree(src, dst string, skip ...string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		switch {
		case slices.Contains(skip, rel) && d.IsDir():
			return filepath.SkipDir
		case slices.Contains(skip, rel), d.IsDir():
			return nil
		}
		return CopyFile(p, filepath.Join(dst, rel))
	})
}
