package bridge

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
)

// packRecord is a learner's record packed for an LMS's suspend data
// (assets/suspend.js): deflated (raw, as the browser's
// DecompressionStream("deflate-raw") reads it back) and in base64. Here,
// not in the page's script, because the page must pack as it leaves
// (pagehide), when a browser's CompressionStream would answer too late;
// the WASM holds compress/flate already.
func packRecord(text string) string {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		panic(err) // only for a bad level
	}
	w.Write([]byte(text)) // a bytes.Buffer takes every write
	w.Close()
	return base64.StdEncoding.EncodeToString(b.Bytes())
}
