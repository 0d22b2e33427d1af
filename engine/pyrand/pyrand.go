// Package pyrand reproduces CPython's random.Random for integer seeds: the
// MT19937 generator seeded by init_by_array over the 32-bit words of |seed|,
// and random() built from two 32-bit draws. The lesson's harness breaks
// release-order ties with random.Random(seed).random(); matching its stream
// bit for bit lets the engine agree with the harness for every seed.
package pyrand

const (
	n         = 624
	m         = 397
	matrixA   = 0x9908b0df
	upperMask = 0x80000000
	lowerMask = 0x7fffffff
)

// Rand is one MT19937 stream. The zero value is not usable; call New.
type Rand struct {
	mt  [n]uint32
	mti int
}

// New seeds a generator exactly as CPython's random.Random(seed) does for a
// non-negative integer seed below 2^64.
func New(seed uint64) *Rand {
	r := &Rand{}
	r.Seed(seed)
	return r
}

// Seed resets r in place (no allocation), as random.Random(seed).
func (r *Rand) Seed(seed uint64) {
	// CPython splits |seed| into little-endian 32-bit words and uses at least
	// one word, so seed 0 becomes the key [0].
	key := [2]uint32{uint32(seed), uint32(seed >> 32)}
	words := 1
	if key[1] != 0 {
		words = 2
	}
	r.initByArray(key[:words])
}

// genrandBase is init_genrand(19650218), the fixed starting table that
// init_by_array mixes the key into. Computing it once saves a third of the
// seeding work; it is read-only.
var genrandBase = func() (mt [n]uint32) {
	mt[0] = 19650218
	for i := 1; i < n; i++ {
		mt[i] = 1812433253*(mt[i-1]^(mt[i-1]>>30)) + uint32(i)
	}
	return mt
}()

func (r *Rand) initByArray(key []uint32) {
	r.mt = genrandBase
	mt := &r.mt
	i, j := 1, 0
	k := n
	if len(key) > k {
		k = len(key)
	}
	for ; k > 0; k-- {
		mt[i] = (mt[i] ^ ((mt[i-1] ^ (mt[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= n {
			mt[0] = mt[n-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k = n - 1; k > 0; k-- {
		mt[i] = (mt[i] ^ ((mt[i-1] ^ (mt[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= n {
			mt[0] = mt[n-1]
			i = 1
		}
	}
	mt[0] = 0x80000000 // MSB is 1, assuring a non-zero initial array
	r.mti = n
}

// Uint32 returns the next 32-bit output (genrand_uint32).
func (r *Rand) Uint32() uint32 {
	if r.mti >= n {
		r.twist()
	}
	y := r.mt[r.mti]
	r.mti++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

func (r *Rand) twist() {
	mag := [2]uint32{0, matrixA}
	var kk int
	for kk = 0; kk < n-m; kk++ {
		y := (r.mt[kk] & upperMask) | (r.mt[kk+1] & lowerMask)
		r.mt[kk] = r.mt[kk+m] ^ (y >> 1) ^ mag[y&1]
	}
	for ; kk < n-1; kk++ {
		y := (r.mt[kk] & upperMask) | (r.mt[kk+1] & lowerMask)
		r.mt[kk] = r.mt[kk+(m-n)] ^ (y >> 1) ^ mag[y&1]
	}
	y := (r.mt[n-1] & upperMask) | (r.mt[0] & lowerMask)
	r.mt[n-1] = r.mt[m-1] ^ (y >> 1) ^ mag[y&1]
	r.mti = 0
}

// Random53 returns random() scaled to an integer in [0, 2^53): the exact
// numerator of CPython's random(). Comparing these integers orders draws
// exactly as comparing the floats would, without floating point.
func (r *Rand) Random53() uint64 {
	a := uint64(r.Uint32() >> 5)
	b := uint64(r.Uint32() >> 6)
	return a*67108864 + b
}

// Float64 returns CPython's random(): Random53 / 2^53, exact.
func (r *Rand) Float64() float64 {
	return float64(r.Random53()) / 9007199254740992.0
}
