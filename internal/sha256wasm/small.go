package sha256wasm

import (
	"encoding/binary"
	"errors"
	"math/bits"
)

// small is SHA-256 as FIPS 180-4 gives it, for the WASM (sha256wasm.go
// says why). TestSmallIsCryptoSHA256 and FuzzSmallIsCryptoSHA256 hold it
// to crypto/sha256.
type small struct {
	h   [8]uint32
	buf [blockSize]byte
	nb  int    // bytes in buf
	len uint64 // bytes written
}

const blockSize = 64

var initial = [8]uint32{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19}

var k = [64]uint32{
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
}

func newSmall() *small {
	d := &small{}
	d.Reset()
	return d
}

func (d *small) Reset()         { *d = small{h: initial} }
func (d *small) Size() int      { return Size }
func (d *small) BlockSize() int { return blockSize }

func (d *small) Write(p []byte) (int, error) {
	n := len(p)
	d.len += uint64(n)
	if d.nb > 0 {
		c := copy(d.buf[d.nb:], p)
		d.nb += c
		p = p[c:]
		if d.nb < blockSize {
			return n, nil
		}
		d.block(d.buf[:])
		d.nb = 0
	}
	for len(p) >= blockSize {
		d.block(p[:blockSize])
		p = p[blockSize:]
	}
	d.nb = copy(d.buf[:], p)
	return n, nil
}

// Sum appends the checksum of what was written to b, leaving d as it was.
func (d *small) Sum(b []byte) []byte {
	c := *d
	var pad [blockSize + 8]byte
	pad[0] = 0x80
	n := 1 + (119-c.len%64)%64 // to 56 bytes past a block's start
	binary.BigEndian.PutUint64(pad[n:], c.len*8)
	c.Write(pad[:n+8])
	for _, v := range c.h {
		b = binary.BigEndian.AppendUint32(b, v)
	}
	return b
}

func (d *small) block(p []byte) {
	var w [64]uint32
	for i := range 16 {
		w[i] = binary.BigEndian.Uint32(p[4*i:])
	}
	for i := 16; i < 64; i++ {
		s0 := bits.RotateLeft32(w[i-15], -7) ^ bits.RotateLeft32(w[i-15], -18) ^ w[i-15]>>3
		s1 := bits.RotateLeft32(w[i-2], -17) ^ bits.RotateLeft32(w[i-2], -19) ^ w[i-2]>>10
		w[i] = w[i-16] + s0 + w[i-7] + s1
	}
	a, b, c, dd, e, f, g, h := d.h[0], d.h[1], d.h[2], d.h[3], d.h[4], d.h[5], d.h[6], d.h[7]
	for i := range 64 {
		t1 := h + (bits.RotateLeft32(e, -6) ^ bits.RotateLeft32(e, -11) ^ bits.RotateLeft32(e, -25)) + (e&f ^ ^e&g) + k[i] + w[i]
		t2 := (bits.RotateLeft32(a, -2) ^ bits.RotateLeft32(a, -13) ^ bits.RotateLeft32(a, -22)) + (a&b ^ a&c ^ b&c)
		a, b, c, dd, e, f, g, h = t1+t2, a, b, c, dd+t1, e, f, g
	}
	for i, v := range [8]uint32{a, b, c, dd, e, f, g, h} {
		d.h[i] += v
	}
}

// stateSize is the saved state's length: the chaining values, the bytes
// written and the partial block.
const stateSize = 8*4 + 8 + blockSize

// AppendBinary appends d's state to b, for UnmarshalBinary.
func (d *small) AppendBinary(b []byte) ([]byte, error) {
	for _, v := range d.h {
		b = binary.BigEndian.AppendUint32(b, v)
	}
	b = binary.BigEndian.AppendUint64(b, d.len)
	return append(b, d.buf[:]...), nil
}

// UnmarshalBinary restores a state AppendBinary saved.
func (d *small) UnmarshalBinary(b []byte) error {
	if len(b) != stateSize {
		return errors.New("sha256wasm: not a saved state")
	}
	for i := range d.h {
		d.h[i] = binary.BigEndian.Uint32(b[4*i:])
	}
	d.len = binary.BigEndian.Uint64(b[32:])
	d.nb = int(d.len % blockSize)
	copy(d.buf[:], b[40:])
	return nil
}
