// Package infile is the one way the CLI opens a file it reads (a fixture,
// a file of links, a sweep's parts): a regular file only, checked before
// and after it is opened, under a size limit, so that no argument can make
// a command wait for ever (a FIFO with no writer) or read without end
// (/dev/urandom).
package infile

import (
	"errors"
	"io/fs"
	"os"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/atomicwrite"
)

// Open opens path for reading when it is a regular file of at most max
// bytes (0: no limit). A refusal is a ParamError naming field and the
// path: what the file is instead, that it is too large, or why it cannot
// be read. The caller closes the file.
func Open(field, path string, max int64) (*os.File, error) {
	refuse := func(reason string) (*os.File, error) {
		return nil, &engine.ParamError{Field: field, Value: strconv.Quote(path), Reason: reason}
	}
	st, err := os.Stat(path)
	if err != nil {
		return refuse("cannot be read: " + pathError(err))
	}
	if reason := unfit(st, max); reason != "" {
		return refuse(reason)
	}
	// Non-blocking, so that a path swapped for a FIFO since the check
	// opens at once instead of waiting for a writer; the check again on
	// what was opened refuses it.
	f, err := os.OpenFile(path, os.O_RDONLY|nonBlocking, 0)
	if err != nil {
		return refuse("cannot be read: " + pathError(err))
	}
	if st, err = f.Stat(); err != nil || unfit(st, max) != "" {
		f.Close()
		if err != nil {
			return refuse("cannot be read: " + pathError(err))
		}
		return refuse(unfit(st, max) + " (it changed as it was opened)")
	}
	return f, nil
}

// unfit says why st is not a file to read, or "".
func unfit(st fs.FileInfo, max int64) string {
	if kind := atomicwrite.Kind(st.Mode()); kind != "" {
		return "is " + kind + ", not a regular file"
	}
	if max > 0 && st.Size() > max {
		return "is " + strconv.FormatInt(st.Size(), 10) + " bytes, over the " + strconv.FormatInt(max, 10) + " this command reads"
	}
	return ""
}

// pathError is err without the path os repeats ("open x: no such file").
func pathError(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
