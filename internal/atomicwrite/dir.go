package atomicwrite

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Named is one file of a directory: its name in it and its bytes.
type Named struct {
	Name string
	Data []byte
}

// WriteDir makes dir with the files in it (a name may hold a slash: a
// file in a subdirectory), all or nothing: they are written
// and fsynced in a temporary directory beside dir, which is then renamed
// into place. dir must be absent or an empty directory (which it replaces).
func WriteDir(dir string, files []Named) error {
	dir = filepath.Clean(dir)
	tmp, err := os.MkdirTemp(filepath.Dir(dir), tempPattern(dir))
	if err != nil {
		return err
	}
	track(tmp)
	defer untrack(tmp)
	err = os.Chmod(tmp, 0o755)
	for _, file := range files {
		path := filepath.Join(tmp, filepath.FromSlash(file.Name))
		if err == nil && !strings.HasPrefix(path, filepath.Clean(tmp)+string(filepath.Separator)) {
			err = fmt.Errorf("atomicwrite: %q is outside the directory", file.Name)
		}
		if err == nil && strings.Contains(file.Name, "/") {
			err = os.MkdirAll(filepath.Dir(path), 0o755) // a file in a subdirectory (runs/x.txt)
		}
		if err == nil {
			err = writeSynced(path, file.Data)
		}
	}
	if err == nil {
		// An empty directory given as dir is replaced (rename does not
		// replace a directory); Remove fails if something appeared in it.
		if rmErr := os.Remove(dir); rmErr != nil && !os.IsNotExist(rmErr) {
			err = rmErr
		}
	}
	if err == nil {
		err = os.Rename(tmp, dir)
	}
	if err != nil {
		os.RemoveAll(tmp)
		return err
	}
	syncDir(filepath.Dir(dir))
	return nil
}

func writeSynced(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, NewFileMode)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
