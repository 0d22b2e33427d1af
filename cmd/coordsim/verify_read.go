package main

// coordsim verify's reading of an export: a zip's entries or a directory's
// files, within the limits of what an export can be.

import (
	"archive/zip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"

	"coordsim/engine/fixture"
	"coordsim/internal/infile"
)

// Limits on what verify reads: an export is well under a megabyte.
const (
	maxExportBytes = 64 << 20 // the zip, and its files (or a directory's) together
	maxExportFiles = 64
)

// readExport reads an export's files by name, and their names in order:
// a zip's entries, or a directory's regular files (runs/ included).
func readExport(p string) (map[string][]byte, []string, error) {
	if st, err := os.Stat(p); err == nil && st.IsDir() {
		return readExportDir(p)
	}
	f, err := infile.Open("export", p, maxExportBytes)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	z, err := zip.NewReader(f, st.Size())
	if err != nil {
		return nil, nil, fmt.Errorf("export %s: not a zip or a directory: %v", fixture.Quote(p), err)
	}
	files, names, total := map[string][]byte{}, []string{}, 0
	for _, e := range z.File {
		if err := fitEntry(e.Name, files, e.Mode(), e.UncompressedSize64, total); err != nil {
			return nil, nil, fmt.Errorf("export %s: %v", fixture.Quote(p), err)
		}
		r, err := e.Open()
		if err != nil {
			return nil, nil, fmt.Errorf("export %s: %s: %v", fixture.Quote(p), fixture.Quote(e.Name), err)
		}
		left := maxExportBytes - total // a zip's sizes are its own word: read no more than is left
		data, err := io.ReadAll(io.LimitReader(r, int64(left)+1))
		r.Close()
		if err != nil || len(data) > left {
			return nil, nil, fmt.Errorf("export %s: %s does not read whole within %d MB", fixture.Quote(p), fixture.Quote(e.Name), maxExportBytes>>20)
		}
		files[e.Name], names, total = data, append(names, e.Name), total+len(data)
	}
	return files, names, nil
}

// fitEntry refuses an entry that no export has: a path out of the export,
// a name the export already holds (a reader would show one copy, verify
// check the other), anything but a regular file, too many files, or more
// bytes than the export's total with those read so far.
func fitEntry(name string, files map[string][]byte, mode fs.FileMode, size uint64, total int) error {
	_, twice := files[name]
	switch {
	case len(files) >= maxExportFiles:
		return fmt.Errorf("more than %d files", maxExportFiles)
	case !fs.ValidPath(name) || path.Clean(name) != name:
		return fmt.Errorf("%s is not a plain path inside the export", fixture.Quote(name))
	case twice:
		return fmt.Errorf("%s is in the export twice", fixture.Quote(name))
	case !mode.IsRegular():
		return fmt.Errorf("%s is not a regular file", fixture.Quote(name))
	case size > uint64(maxExportBytes-total):
		return fmt.Errorf("its files are over %d MB together, at %s", maxExportBytes>>20, fixture.Quote(name))
	}
	return nil
}

// readExportDir reads a directory `coordsim evidence` wrote.
func readExportDir(dir string) (map[string][]byte, []string, error) {
	files, names, total := map[string][]byte{}, []string{}, 0
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		name := filepath.ToSlash(rel)
		info, err := d.Info()
		if err != nil {
			return err
		}
		if err := fitEntry(name, files, info.Mode(), uint64(info.Size()), total); err != nil {
			return err
		}
		f, err := infile.Open("export", p, int64(maxExportBytes-total))
		if err != nil {
			return err
		}
		defer f.Close()
		data, err := io.ReadAll(f)
		files[name], names, total = data, append(names, name), total+len(data)
		return err
	})
	if err != nil {
		return nil, nil, fmt.Errorf("export %s: %v", fixture.Quote(dir), err)
	}
	return files, names, nil
}
