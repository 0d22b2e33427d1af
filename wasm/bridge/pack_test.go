package bridge

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"io"
	"strings"
	"testing"
)

// A packed record reads back as it was, and a record of notes packs to a
// fraction of its length.
func TestPackRecordReadsBack(t *testing.T) {
	for _, text := range []string{"", `{"format":"coordsim.progress.v1"}`, strings.Repeat("私の推論。The retry carried the same key. ", 400)} {
		packed := packRecord(text)
		raw, err := base64.StdEncoding.DecodeString(packed)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(flate.NewReader(bytes.NewReader(raw)))
		if err != nil || string(got) != text {
			t.Errorf("%.40q read back as %.40q (%v)", text, got, err)
		}
		if len(text) > 1000 && len(packed) > len(text)/4 {
			t.Errorf("a record of %d bytes packed to %d", len(text), len(packed))
		}
	}
}
