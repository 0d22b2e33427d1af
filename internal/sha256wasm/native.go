//go:build !(js && wasm)

package sha256wasm

import "crypto/sha256"

// New is a new SHA-256: natively, crypto/sha256's (with the CPU's SHA
// instructions where it has them).
func New() Hash { return sha256.New().(Hash) }

// Sum256 is data's SHA-256: natively, crypto/sha256's.
func Sum256(data []byte) [Size]byte { return sha256.Sum256(data) }
