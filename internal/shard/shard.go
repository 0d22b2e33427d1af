// Package shard splits a sweep's cells among the processes of a batch
// scheduler and checks that the parts they write make the whole again.
//
// A sweep's cells are numbered 0..total-1 in the order its rows are written
// (seed, then partition). Shard K of N runs the contiguous cells
// [total*(K-1)/N, total*K/N): every shard's count is within one of every
// other's, and because consecutive cells are one seed at every partition
// length, each shard runs the same mix of partition lengths, so the work
// balances whatever the worker count. Contiguous shares also make the merge
// a concatenation in shard order, one part open at a time.
//
// Which shard a process is comes from --shard K/N or from the scheduler's
// environment (Assign). What a shard writes is a part file (part.go);
// Check says whether a set of parts is one whole sweep.
package shard

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// MaxShards bounds N: more parts than a file system lists comfortably, and
// far more processes than a sweep of MaxCells needs.
const MaxShards = 100_000

// Shard is the K-th of N shares of a sweep's cells, 1 <= K <= N.
type Shard struct{ K, N int }

func (s Shard) String() string { return strconv.Itoa(s.K) + "/" + strconv.Itoa(s.N) }

// Parse reads "K/N" with 1 <= K <= N <= MaxShards.
func Parse(text string) (Shard, error) {
	k, n, ok := strings.Cut(text, "/")
	if !ok {
		return Shard{}, fmt.Errorf("%q is not K/N (for example 2/8: the second of eight shards)", text)
	}
	kv, kerr := strconv.Atoi(strings.TrimSpace(k))
	nv, nerr := strconv.Atoi(strings.TrimSpace(n))
	switch {
	case kerr != nil || nerr != nil:
		return Shard{}, fmt.Errorf("%q is not K/N with whole numbers K and N (for example 2/8)", text)
	case nv < 1 || nv > MaxShards:
		return Shard{}, fmt.Errorf("%q: N must be 1..%d", text, MaxShards)
	case kv < 1 || kv > nv:
		return Shard{}, fmt.Errorf("%q: K must be 1..%d, counted from 1", text, nv)
	}
	return Shard{kv, nv}, nil
}

// Cells is the shard's share of a sweep of total cells: the cells lo..hi-1.
func (s Shard) Cells(total int64) (lo, hi int64) {
	return cut(total, s.K-1, s.N), cut(total, s.K, s.N)
}

// cut is total*k/n without overflow (total, k and n are non-negative).
func cut(total int64, k, n int) int64 {
	h, l := bits.Mul64(uint64(total), uint64(k))
	q, _ := bits.Div64(h, l, uint64(n)) // h < n since k <= n
	return int64(q)
}
