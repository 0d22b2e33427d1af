package evidence

import (
	"archive/zip"
	"bytes"
	"fmt"
	"time"

	"coordsim/engine"
)

// zipEpoch dates every entry, zip's own epoch, so that equal files give
// equal bytes.
var zipEpoch = time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC)

// Zip is the files as one zip archive (stored, not deflated: the transfer
// is compressed anyway), in order, each a regular file, rw-r--r--, dated
// 1980-01-01 00:00.
func Zip(files []File) []byte {
	var out bytes.Buffer
	w := zip.NewWriter(&out)
	for _, f := range files {
		h := &zip.FileHeader{Name: f.Name, Method: zip.Store, Modified: zipEpoch}
		h.SetMode(0o644)
		fw, err := w.CreateHeader(h)
		if err == nil {
			_, err = fw.Write(f.Data)
		}
		if err != nil {
			panic("evidence: zip: " + err.Error()) // a bytes.Buffer does not fail
		}
	}
	if err := w.Close(); err != nil {
		panic("evidence: zip: " + err.Error())
	}
	return out.Bytes()
}

// ZipName is the zip's file name for a run: the scenario, seed and
// partition length, so two exports of different runs do not collide.
func ZipName(scenario string, p engine.Params) string {
	return fmt.Sprintf("coordsim-evidence-%s-seed%d-partition%d.zip", scenario, p.Seed, p.Partition)
}
