package site

import (
	"bytes"
	"os/exec"
	"testing"
)

// TestGzipBestUnpacksToTheFile: the twin unpacks to the file's bytes, is
// no larger than Go's own, and names no file or time (equal files, equal
// twins). The machine's gzip is used when it has one: said so.
func TestGzipBestUnpacksToTheFile(t *testing.T) {
	var raw bytes.Buffer
	for i := 0; i < 20000; i++ {
		raw.WriteString("coordsim tick ")
		raw.WriteByte(byte('a' + i%26))
		raw.WriteString(string(rune('0' + i%7)))
	}
	got, err := gzipBest(raw.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !unpacksTo(got, raw.Bytes()) {
		t.Fatal("the twin does not unpack to the file")
	}
	std, _ := goGzip(raw.Bytes())
	if len(got) > len(std) {
		t.Errorf("the twin is %d bytes, Go's own %d", len(got), len(std))
	}
	if again, _ := gzipBest(raw.Bytes()); !bytes.Equal(again, got) {
		t.Error("the same file gave two twins")
	}
	if _, err := exec.LookPath("gzip"); err != nil {
		t.Log("NOTE: no gzip command on this machine: the twins are Go's own (larger)")
	}
	if _, err := exec.LookPath("pigz"); err != nil {
		t.Log("NOTE: no pigz command on this machine: the WASM's twin is gzip -9's (about 100 KB larger; .ci/run installs pigz)")
	} else {
		big := bytes.Repeat(raw.Bytes(), 1+zopfliMin/raw.Len())
		z, ok := zopfli(big, t.TempDir())
		g, _ := systemGzip(big, "gzip", "-9", "-n", "-c")
		if !ok || !unpacksTo(z, big) || (g != nil && len(z) > len(g)) {
			t.Errorf("zopfli: ok %v, %d bytes against gzip -9's %d", ok, len(z), len(g))
		}
	}
	if got[3]&0x08 != 0 { // FNAME
		t.Error("the twin names a file")
	}
	if !unpacksTo(std, raw.Bytes()) || unpacksTo(got[:len(got)-4], raw.Bytes()) {
		t.Error("unpacksTo accepts what it should not")
	}
}
