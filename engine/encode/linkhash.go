package encode

import (
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"hash/fnv"
	"strings"

	"coordsim/engine"
)

// A share link's check of its own run (h=): the first LinkHashDigits hex
// digits of the trace's SHA-256, a dot, and one character for each of the
// trace's first LinkRows rows, a 6-bit hash of the row's JSON. The first
// part says whether the run a link shows now is the one it was made from;
// the rows say where it departs, without the link holding the old trace.
// (Two different rows share a character one time in 64: then the departure
// is found a row or more later, never sooner.)
const (
	LinkHashDigits = 12
	LinkRows       = 64
)

// rowAlphabet is base64url's: the characters a link holds unescaped.
const rowAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// LinkHash is r's h= value: TraceSHA256's digits and the rows' characters
// in one pass over the trace, each row written out once.
func LinkHash(r *engine.Result) string {
	sum := sha256.New()
	rows := fnv.New32a()
	out := make([]byte, 0, LinkHashDigits+1+min(len(r.Trace), LinkRows))
	buf := append(make([]byte, 0, 1024), '[')
	for i := range r.Trace {
		if i > 0 {
			buf = append(buf, ',')
		}
		start := len(buf)
		buf = AppendEntry(buf, &r.Trace[i])
		if i < LinkRows {
			out = append(out, rowChar(rows, buf[start:]))
		}
		if len(buf) > 768 {
			sum.Write(buf)
			buf = buf[:0]
		}
	}
	sum.Write(append(buf, ']'))
	digits := hex.EncodeToString(sum.Sum(nil))[:LinkHashDigits]
	return digits + "." + string(out)
}

// rowDigest is the rows' characters alone, as LinkHash writes them.
func rowDigest(r *engine.Result) string {
	h := fnv.New32a()
	out := make([]byte, 0, min(len(r.Trace), LinkRows))
	var buf []byte
	for i := range min(len(r.Trace), LinkRows) {
		buf = AppendEntry(buf[:0], &r.Trace[i])
		out = append(out, rowChar(h, buf))
	}
	return string(out)
}

// rowChar is one row's character: 6 bits of a hash of its JSON.
func rowChar(h hash.Hash32, row []byte) byte {
	h.Reset()
	h.Write(row)
	return rowAlphabet[h.Sum32()&63]
}

// ValidLinkHash reports whether h is an h= value as LinkHash writes them.
func ValidLinkHash(h string) bool {
	sum, rows, ok := strings.Cut(h, ".")
	if !ok || len(sum) != LinkHashDigits || len(rows) > LinkRows {
		return false
	}
	for _, c := range []byte(sum) {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	for _, c := range []byte(rows) {
		if strings.IndexByte(rowAlphabet, c) < 0 {
			return false
		}
	}
	return true
}

// Departure compares run r with the h= value its link was made with (a
// ValidLinkHash): same reports whether r's trace is the one the link was
// made from. When it is not, row is the first trace row (from 1) where r
// departs from it, a row the old run had and r has not, or the other way
// round, counting as departing; 0 when the first LinkRows rows agree and
// it departs after them.
func Departure(h string, r *engine.Result) (same bool, row int) {
	sum, was, _ := strings.Cut(h, ".")
	if TraceSHA256(r)[:LinkHashDigits] == sum {
		return true, 0
	}
	now := rowDigest(r)
	for i := range LinkRows {
		switch {
		case i >= len(was) && i >= len(now):
			return false, 0 // the same rows, all LinkRows of them: it departs later
		case i >= len(was) || i >= len(now) || was[i] != now[i]:
			return false, i + 1
		}
	}
	return false, 0
}
