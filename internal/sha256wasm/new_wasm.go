//go:build js && wasm

package sha256wasm

// New is a new SHA-256: in WebAssembly, the small one (small.go).
func New() Hash { return newSmall() }

// Sum256 is data's SHA-256, by the small one.
func Sum256(data []byte) [Size]byte {
	var sum [Size]byte
	d := small{h: initial}
	d.Write(data)
	d.Sum(sum[:0])
	return sum
}
