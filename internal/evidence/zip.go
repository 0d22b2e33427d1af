package evidence

import (
	"archive/zip"
	"bytes"
	"fmt"
	"strings"
	"time"
	"unicode"

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

// ZipName is the zip's file name for a run: whose and when, then the
// scenario, seed and partition length, so that no two learners' exports,
// nor one learner's of two runs, share a name. who and made may be nil and
// "" (a name without them, as before).
func ZipName(scenario string, p engine.Params, who *Learner, made string) string {
	prefix := "coordsim-evidence-"
	if who != nil {
		prefix += fileWord(who.Name, who.ID) + "-"
	}
	if at, err := time.Parse(time.RFC3339Nano, made); err == nil {
		prefix += at.UTC().Format("20060102T1504Z") + "-"
	}
	return fmt.Sprintf("%s%s-seed%d-partition%d.zip", prefix, scenario, p.Seed, p.Partition)
}

// fileWord is the first of texts that has a letter or digit, as a file
// name's word: its letters and digits (of any script), runs of anything
// else as one "-", at most 40 characters; "anonymous" when none has one.
func fileWord(texts ...string) string {
	for _, text := range texts {
		var b strings.Builder
		n, dash := 0, false
		for _, r := range text {
			if n == 40 {
				break
			}
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				if dash && b.Len() > 0 {
					b.WriteByte('-')
					n++
				}
				b.WriteRune(r)
				n++
				dash = false
			} else {
				dash = true
			}
		}
		if b.Len() > 0 {
			return b.String()
		}
	}
	return "anonymous"
}
