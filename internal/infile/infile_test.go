//go:build unix

package infile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"coordsim/engine"
)

// Open refuses, at once and naming the field and the path, whatever is not
// a regular file within the limit: a FIFO with no writer (which os.Open
// waits on for ever), a device that never ends, a directory, a file over
// the limit, a missing file; and opens a regular file within it.
func TestOpenRefusesWhatIsNotAFileToRead(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big")
	if err := os.WriteFile(big, make([]byte, 2048), 0o600); err != nil {
		t.Fatal(err)
	}
	ok := filepath.Join(dir, "ok")
	if err := os.WriteFile(ok, []byte("links\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, says string }{
		{fifo, "is a named pipe (FIFO), not a regular file"},
		{"/dev/urandom", "is a character device, not a regular file"},
		{dir, "is a directory, not a regular file"},
		{big, "is 2048 bytes, over the 1024 this command reads"},
		{filepath.Join(dir, "missing"), "cannot be read: no such file or directory"},
	} {
		done := make(chan error, 1)
		go func() {
			f, err := Open("file", c.path, 1024)
			if f != nil {
				f.Close()
			}
			done <- err
		}()
		select {
		case err := <-done:
			var pe *engine.ParamError
			if !errors.As(err, &pe) || pe.Field != "file" || !strings.Contains(pe.Value, filepath.Base(c.path)) || pe.Reason != c.says {
				t.Errorf("%s: %v, want %q", c.path, err, c.says)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: Open waited for 10 s", c.path)
		}
	}
	f, err := Open("file", ok, 1024)
	if err != nil {
		t.Fatalf("a regular file: %v", err)
	}
	f.Close()
}
