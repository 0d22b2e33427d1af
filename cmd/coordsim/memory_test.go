//go:build linux

package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"coordsim/engine"
	"coordsim/internal/shard"
)

// writeBigFixture writes n events: reads and confirm retries on many keys,
// a partition across the middle half, tied priorities.
func writeBigFixture(t testing.TB, n int) string {
	tick := 1
	return writeFixture(t, "big.json", n, func(w *bufio.Writer, i int) {
		if i%7 == 0 {
			tick++
		}
		switch {
		case i == n/4:
			fmt.Fprintf(w, `{"id":"p-start","tick":%d,"kind":"partition_start"}`, tick)
		case i == 3*n/4:
			fmt.Fprintf(w, `{"id":"p-end","tick":%d,"kind":"partition_end"}`, tick)
		case i%3 == 0:
			fmt.Fprintf(w, `{"id":"e%d-read","tick":%d,"kind":"deliver","logical_sequence":%d,"delivery_priority":%d,"dedupe_key":"read:order-42:%d","transition":null}`, i, tick, i, i%3, i)
		default:
			kind := []string{"deliver", "duplicate"}[i%2]
			fmt.Fprintf(w, `{"id":"e%d-confirm","tick":%d,"kind":"%s","logical_sequence":%d,"delivery_priority":%d,"dedupe_key":"tenant-7:order-42:confirm:v%d","transition":["pending","confirmed"]}`, i, tick, kind, i, i%5, i/10)
		}
	})
}

// writeFixture writes a fixture file of n events, each written by event,
// in a temporary directory of the test's.
func writeFixture(t testing.TB, name string, n int, event func(w *bufio.Writer, i int)) string {
	path := filepath.Join(t.TempDir(), name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	w.WriteString("[")
	for i := range n {
		if i > 0 {
			w.WriteString(",\n")
		}
		event(w, i)
	}
	w.WriteString("]\n")
	if err := errors.Join(w.Flush(), f.Close()); err != nil {
		t.Fatal(err)
	}
	return path
}

// Memory follows the fixture's size, not what is printed: the output is
// streamed, the report's four runs share one Runner, and nothing holds the
// trace as JSON values. Before, 100,000 events took 1.45 GB for report and
// 760 MB for run --json; then 85-109 MB on these 40,000 events (1.9-2.4 KB
// an event), before the engine's rejections and stored entries moved to
// chunked arenas, its trace entries shrank and the CLI's collector kept
// less headroom (51-59 MB since). The budget is issue 8's: about 1 KB an
// event plus a constant. See docs/cli.md, "Limits", and docs/performance.md.
func TestFixtureCommandsMemoryFollowsTheFixture(t *testing.T) {
	if testing.Short() {
		t.Skip("runs four commands on 40,000 events")
	}
	const events = 40_000
	const budgetKB = 1.0*events + 30<<10 // 1 KB an event + 30 MB
	bin := coordsimBinary(t)
	path := writeBigFixture(t, events)
	for _, args := range [][]string{{"report"}, {"run"}, {"run", "--json"}, {"replay"}} {
		cmd := exec.Command(bin, append(args, "--fixture", path)...)
		cmd.Stdout = io.Discard
		cmd.Stderr = os.Stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
		t.Logf("%v on %d events: peak RSS %d MB", args, events, ru.Maxrss>>10)
		if float64(ru.Maxrss) > budgetKB {
			t.Errorf("%v on %d events: peak RSS %d KB, over %.0f KB (1 KB an event + 30 MB)", args, events, ru.Maxrss, budgetKB)
		}
	}
}

// The merge holds one row, not the sweep: merging 300,000 rows (40 MB of
// CSV; 171 MB as JSON) took 13 and 17 MB of peak RSS (2026-12-02). Shard 1 of
// 50 is a real shard; the other 49 are written here from its first row,
// with headers and closing lines as a shard writes them.
func TestMergeMemoryIsOneRow(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 40 MB of parts and merges them twice")
	}
	const budgetKB = 40 << 10
	dir := t.TempDir()
	flags := []string{"--seeds", "1..10000", "--partition", "1..30"}
	first := filepath.Join(dir, "part-1")
	mustRun(t, append(flags, "--shard", "1/50", "--out", first)...)
	p, err := shard.Open(first)
	if err != nil {
		t.Fatal(err)
	}
	var row []byte
	p.EachRow(func(r []byte) error {
		row = append(row[:0], r...)
		return nil
	})
	parts := []string{first}
	for k := 2; k <= 50; k++ {
		parts = append(parts, writeSyntheticPart(t, dir, p.Header, shard.Shard{K: k, N: 50}, row))
	}
	bin := coordsimBinary(t)
	for _, format := range []string{"csv", "json"} {
		cmd := exec.Command(bin, append([]string{"sweep", "merge", "--format", format, "--out", filepath.Join(dir, "rows."+format)}, parts...)...)
		cmd.Stderr = os.Stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("merge --format %s: %v", format, err)
		}
		st, _ := os.Stat(filepath.Join(dir, "rows."+format))
		ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
		t.Logf("merge --format %s of %d rows (%d MB written): peak RSS %d MB", format, p.Cells, st.Size()>>20, ru.Maxrss>>10)
		if ru.Maxrss > budgetKB {
			t.Errorf("merge --format %s: peak RSS %d KB, over %d KB", format, ru.Maxrss, budgetKB)
		}
	}
}

// writeSyntheticPart writes shard s of the sweep h describes, every row a
// copy of row.
func writeSyntheticPart(t *testing.T, dir string, h shard.Header, s shard.Shard, row []byte) string {
	lo, hi := s.Cells(h.Cells)
	// The closing summary is what the rows add up to, as a merge checks.
	cfg := &sweepConfig{invariants: engine.InvariantNames()}
	seed, partition, outcome, fails, err := cfg.readRow(row)
	if err != nil {
		t.Fatal(err)
	}
	sum := newSummary(len(cfg.invariants))
	sum.cells = int(hi - lo)
	sum.outcomes[outcome] = sum.cells
	for i, failed := range fails {
		if failed {
			sum.perInv[i] = invariantTally{sum.cells, violationAt{found: true, seed: seed, partition: partition}}
			sum.first = violationAt{found: true, seed: seed, partition: partition}
		}
	}
	path := filepath.Join(dir, fmt.Sprintf("part-%d", s.K))
	writePart(t, path, h, s, slices.Repeat([][]byte{row}, int(hi-lo)), &sum)
	return path
}

// A search holds at most its --memory: five moves with every defense on
// reached 1.6 GB of peak RSS in its default minute before (issue 50); now it
// stays under the limit, 400 MB by default (309-362 MB here, 2026-12-06,
// stopping at it in about 4 s), stopping at whatever --memory says.
func TestChallengeSearchMemoryIsBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("searches until 400 MB")
	}
	bin := coordsimBinary(t)
	for _, memory := range []string{"", "64"} {
		args := []string{"challenge", "search", "--id", "effect-twice", "--moves", "5", "--defended", "--timeout", "10m"}
		limitMB := int64(400)
		if memory != "" {
			args = append(args, "--memory", memory)
			limitMB = 64
		}
		cmd := exec.Command(bin, args...)
		var stderr strings.Builder
		cmd.Stdout, cmd.Stderr = io.Discard, &stderr
		err := cmd.Run()
		stopped := strings.Contains(stderr.String(), "stopped at the memory limit")
		if exit := (*exec.ExitError)(nil); errors.As(err, &exit) && exit.ExitCode() == 1 && stopped {
			// stopped where its memory ran out
		} else if memory != "" || err != nil {
			// 64 MB is never enough; the 400 MB default may finish the
			// search (185,000 schedules, since the engine's runs make less
			// garbage) or stop, as the collector's timing has it.
			t.Fatalf("%v: %v, %.300q; want exit 1, stopped at the memory limit", args, err, stderr.String())
		}
		rss := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss >> 10
		t.Logf("%v: peak RSS %d MB", args, rss)
		if rss > limitMB {
			t.Errorf("%v: peak RSS %d MB, over its %d MB", args, rss, limitMB)
		}
	}
}
