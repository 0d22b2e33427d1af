//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
)

// isMountPoint reports whether dir is on another device than its parent.
func isMountPoint(dir string, st os.FileInfo) bool {
	parent, err := os.Stat(filepath.Join(filepath.Clean(dir), ".."))
	if err != nil {
		return false
	}
	a, ok1 := st.Sys().(*syscall.Stat_t)
	b, ok2 := parent.Sys().(*syscall.Stat_t)
	return ok1 && ok2 && a.Dev != b.Dev
}
