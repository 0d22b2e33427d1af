package encode

import (
	"crypto/sha256"
	"encoding"
	"encoding/hex"
	"hash"

	"coordsim/engine"
)

// TraceHasher computes TraceSHA256 for run after run, the way a sweep asks:
// the same seed at one partition length after another, whose traces share
// a long prefix. It keeps the previous trace's JSON and the hash's state
// every hashMark bytes, and resumes from the last state inside the shared
// prefix instead of hashing it again. The sums are TraceSHA256's exactly
// (TestTraceHasherEqualsTraceSHA256). Not safe for concurrent use.
type TraceHasher struct {
	prev, cur []byte
	states    [][]byte // states[k]: the hash after prev[:(k+1)*hashMark]
	h         resumableHash
}

// resumableHash is a SHA-256 whose state can be saved and restored, as
// crypto/sha256's can.
type resumableHash interface {
	hash.Hash
	encoding.BinaryAppender
	encoding.BinaryUnmarshaler
}

const hashMark = 2048

// Sum is r's trace SHA-256, in hex.
func (t *TraceHasher) Sum(r *engine.Result) string {
	if t.h == nil {
		t.h = sha256.New().(resumableHash)
	}
	cur := AppendTrace(t.cur[:0], r)

	shared := 0
	for n := min(len(cur), len(t.prev)); shared < n && cur[shared] == t.prev[shared]; shared++ {
	}
	// The last saved state inside the shared prefix, if any.
	k := min(shared/hashMark, len(t.states))
	from := 0
	t.h.Reset()
	if k > 0 {
		if err := t.h.UnmarshalBinary(t.states[k-1]); err != nil {
			k = 0 // cannot happen: the state is one this hash saved; start over to be sure
			t.h.Reset()
		} else {
			from = k * hashMark
		}
	}
	t.states = t.states[:k]
	for from < len(cur) {
		next := min((from/hashMark+1)*hashMark, len(cur))
		t.h.Write(cur[from:next])
		if next%hashMark == 0 {
			i := len(t.states)
			if i < cap(t.states) {
				t.states = t.states[:i+1]
			} else {
				t.states = append(t.states, nil)
			}
			t.states[i], _ = t.h.AppendBinary(t.states[i][:0])
		}
		from = next
	}
	var sum [sha256.Size]byte
	t.prev, t.cur = cur, t.prev
	return hex.EncodeToString(t.h.Sum(sum[:0]))
}
