package atomicwrite

import (
	"os"
	"path/filepath"
	"sync"
	"unicode/utf8"
)

// createTemp and rename are the file system's, replaced by tests to fail.
var (
	createTemp = os.CreateTemp
	rename     = os.Rename
)

// temps are the temporary files that exist now, for RemoveTemps.
var temps = struct {
	sync.Mutex
	paths map[string]bool
}{paths: map[string]bool{}}

func track(path string) {
	temps.Lock()
	temps.paths[path] = true
	temps.Unlock()
}

func untrack(path string) {
	temps.Lock()
	delete(temps.paths, path)
	temps.Unlock()
}

// RemoveTemps removes every temporary file not yet renamed or removed, as
// a terminating signal's handler does before the process exits.
func RemoveTemps() {
	temps.Lock()
	defer temps.Unlock()
	for p := range temps.paths {
		os.RemoveAll(p)
		delete(temps.paths, p)
	}
}

// Pending is a file being written beside its target: Commit moves it into
// place, Abort removes it.
type Pending struct {
	*os.File
	target Target
	done   bool
}

// Create checks path (see Check) and opens a temporary file beside it to
// write the content to, for output that streams (a sweep's rows).
func Create(path string) (*Pending, error) {
	t, err := Check(path)
	if err != nil {
		return nil, err
	}
	return create(t)
}

func create(t Target) (*Pending, error) {
	f, err := createTemp(filepath.Dir(t.Path), tempPattern(t.Path))
	if err != nil {
		return nil, err
	}
	track(f.Name())
	return &Pending{File: f, target: t}, nil
}

// finish gives the file its mode, fsyncs and closes it.
func (p *Pending) finish() error {
	err := p.Chmod(p.target.Mode)
	if err == nil {
		err = p.Sync()
	}
	if cerr := p.Close(); err == nil {
		err = cerr
	}
	return err
}

// Commit finishes the file and renames it over its target.
func (p *Pending) Commit() error {
	if err := p.finish(); err != nil {
		p.Abort()
		return err
	}
	return renameAll([]*Pending{p})
}

// Abort removes the temporary file; the target stays as it was.
func (p *Pending) Abort() {
	if p.done {
		return
	}
	p.done = true
	p.Close()
	os.Remove(p.Name())
	untrack(p.Name())
}

// renameAll moves finished files into place. Before a file replaces an
// existing one, the old one is kept under a hard link, so that a later
// rename's failure can put it back; the links go once all are in place.
func renameAll(pending []*Pending) error {
	type undo struct {
		backup  string // the old file's link; "" if none could be made
		existed bool
	}
	var undos []undo
	for i, p := range pending {
		u := undo{}
		if _, err := os.Lstat(p.target.Path); err == nil {
			u.existed = true
			if err := os.Link(p.target.Path, p.Name()+".old"); err == nil {
				u.backup = p.Name() + ".old"
				track(u.backup)
			}
		}
		if err := rename(p.Name(), p.target.Path); err != nil {
			undos = append(undos, u)
			for j, u := range undos {
				switch {
				case j == i: // still the old file (renaming a link onto it would do nothing)
					os.Remove(u.backup)
				case u.backup != "":
					os.Rename(u.backup, pending[j].target.Path)
				case !u.existed:
					os.Remove(pending[j].target.Path)
				}
				untrack(u.backup)
			}
			for _, q := range pending[i:] {
				q.Abort()
			}
			return err
		}
		untrack(p.Name())
		p.done = true
		undos = append(undos, u)
	}
	for _, u := range undos {
		if u.backup != "" {
			os.Remove(u.backup)
			untrack(u.backup)
		}
	}
	syncDirs(pending)
	return nil
}

// syncDirs makes the renames durable.
func syncDirs(pending []*Pending) {
	seen := map[string]bool{}
	for _, p := range pending {
		if dir := filepath.Dir(p.target.Path); !seen[dir] {
			seen[dir] = true
			syncDir(dir)
		}
	}
}

// syncDir fsyncs a directory, best effort: some systems cannot.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// tempPattern names the temporary file or directory beside path: a dot,
// at most the first 32 bytes of its name (whole characters), ".tmp-" and
// the random part, so that a target whose name is as long as a name may be
// (255 bytes) still has a temporary name that fits.
func tempPattern(path string) string {
	name := filepath.Base(path)
	if len(name) > 32 {
		cut := 32
		for cut > 0 && !utf8.RuneStart(name[cut]) {
			cut--
		}
		name = name[:cut]
	}
	return "." + name + ".tmp-*"
}
