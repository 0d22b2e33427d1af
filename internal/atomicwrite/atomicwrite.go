// Package atomicwrite is the one way the CLI writes a result: a path is
// written only when it is absent or a regular file (a symbolic link is
// written through to the file it names, never replaced), through a
// temporary file in the same directory that is fsynced and renamed into
// place, keeping an existing file's mode. A set of files appears whole or
// not at all, and every temporary file is known, so a terminating signal
// can remove them (RemoveTemps) before the process exits.
package atomicwrite

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// NewFileMode is the mode of a file that did not exist before.
const NewFileMode fs.FileMode = 0o644

// TargetError is a path the CLI refuses to write: Reason says why, in
// words that follow the quoted path ("is a named pipe (FIFO)").
type TargetError struct {
	Path, Reason string
}

func (e *TargetError) Error() string { return fmt.Sprintf("%q %s", e.Path, e.Reason) }

// Target is where a write goes once links are followed, and the mode the
// written file gets.
type Target struct {
	Path string
	Mode fs.FileMode
}

// Check resolves path for writing: absent (its directory must exist) or a
// regular file, after following symbolic links. Anything else (a
// directory, a FIFO, a device, a socket, a dangling link) is refused.
func Check(path string) (Target, error) {
	real := path
	if st, err := os.Lstat(path); err == nil && st.Mode()&fs.ModeSymlink != 0 {
		if real, err = filepath.EvalSymlinks(path); err != nil {
			return Target{}, &TargetError{path, "is a symbolic link to nothing that can be read (" + reason(err) + ")"}
		}
	}
	st, err := os.Stat(real)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		dir := filepath.Dir(real)
		if dst, err := os.Stat(dir); err != nil || !dst.IsDir() {
			return Target{}, &TargetError{path, fmt.Sprintf("cannot be written: its directory %q does not exist", dir)}
		}
		return Target{Path: real, Mode: NewFileMode}, nil
	case err != nil:
		return Target{}, &TargetError{path, "cannot be read: " + reason(err)}
	case !st.Mode().IsRegular():
		return Target{}, &TargetError{path, "is " + Kind(st.Mode()) + "; name a regular file or a new one"}
	}
	return Target{Path: real, Mode: st.Mode().Perm()}, nil
}

// Kind names what a non-regular file is, or "" for a regular file.
func Kind(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return ""
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "not a regular file"
}

func reason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// File is one file of a set: its path and its bytes.
type File struct {
	Path string
	Data []byte
}

// WriteFile writes data to path as Check allows, atomically.
func WriteFile(path string, data []byte) error {
	return WriteSet([]File{{path, data}})
}

// WriteSet writes every file or none: each is checked, then written to a
// temporary file beside it and fsynced; only when all are written are they
// renamed into place, and a rename that fails puts back what the earlier
// renames replaced.
func WriteSet(files []File) error {
	targets := make([]Target, len(files))
	for i, f := range files {
		t, err := Check(f.Path)
		if err != nil {
			return err
		}
		targets[i] = t
	}
	pending := make([]*Pending, 0, len(files))
	abort := func() {
		for _, p := range pending {
			p.Abort()
		}
	}
	for i, f := range files {
		p, err := create(targets[i])
		if err == nil {
			pending = append(pending, p)
			_, err = p.Write(f.Data)
		}
		if err == nil {
			err = p.finish()
		}
		if err != nil {
			abort()
			return err
		}
	}
	return renameAll(pending)
}
