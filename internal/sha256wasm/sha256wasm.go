// Package sha256wasm is SHA-256 (FIPS 180-4) for the engine's hashes (the
// trace's, the compiled scenario's): crypto/sha256 natively, and in
// WebAssembly a small one of its own (small.go). In WebAssembly
// crypto/sha256 has no assembly to offer, and it brings the FIPS 140
// module's self-tests, DRBG, AES, SHA-3 and HMAC: 141 KB of the page's
// WASM, 38 KB with brotli, for a block function this package has in 60
// lines.
package sha256wasm

import "hash"

// Size is a SHA-256 checksum's length in bytes.
const Size = 32

// Hash is a running SHA-256 whose state can be saved and restored
// (engine/encode's trace hasher resumes from a saved prefix).
type Hash interface {
	hash.Hash
	AppendBinary(b []byte) ([]byte, error)
	UnmarshalBinary(b []byte) error
}
