package sha256wasm

import (
	"crypto/sha256"
	"encoding/hex"
	"testing"
)

// FIPS 180-4's examples, and lengths around the padding's edges.
func TestSmallIsCryptoSHA256(t *testing.T) {
	if got := hex.EncodeToString(sum(newSmall(), []byte("abc"))); got != "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" {
		t.Errorf(`SHA-256("abc") = %s`, got)
	}
	data := make([]byte, 300)
	for i := range data {
		data[i] = byte(i*7 + 3)
	}
	for n := range len(data) {
		want := sha256.Sum256(data[:n])
		if got := sum(newSmall(), data[:n]); string(got) != string(want[:]) {
			t.Errorf("%d bytes: %x, want %x", n, got, want)
		}
	}
}

func sum(d *small, p []byte) []byte {
	d.Write(p)
	return d.Sum(nil)
}

// The small SHA-256 equals crypto/sha256 for any bytes written in any
// pieces, with its state saved and restored between them.
func FuzzSmallIsCryptoSHA256(f *testing.F) {
	f.Add([]byte("abc"), uint8(1), uint8(0))
	f.Add(make([]byte, 200), uint8(64), uint8(3))
	f.Fuzz(func(t *testing.T, data []byte, piece, saveAt uint8) {
		want := sha256.Sum256(data)
		d := newSmall()
		step := max(int(piece), 1)
		for i, n := 0, 0; i < len(data); i, n = i+step, n+1 {
			d.Write(data[i:min(i+step, len(data))])
			if n == int(saveAt) {
				state, _ := d.AppendBinary(nil)
				d = newSmall()
				if err := d.UnmarshalBinary(state); err != nil {
					t.Fatal(err)
				}
			}
		}
		if got := d.Sum(nil); string(got) != string(want[:]) {
			t.Errorf("%x in pieces of %d: %x, want %x", data, step, got, want)
		}
		if got := d.Sum(nil); string(got) != string(want[:]) {
			t.Error("Sum changed the running hash")
		}
	})
}
