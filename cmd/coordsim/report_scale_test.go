package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// BenchmarkReportAtAMillion is issue 50's budget for fixtures as a user
// meets it: `coordsim report` on 10^6 reads of one order (each read its own
// key: the users-told-the-truth check's worst case) within 2x the time of
// 10^6 events in the lesson's shape (writeBigFixture), and each within
// 1.1 KB of peak RSS an event. It fails when either is over. make bench runs
// it (33 s here, generating both fixtures; about 1 GB of memory each).
func BenchmarkReportAtAMillion(b *testing.B) {
	const events = 1_000_000
	bin := coordsimBinary(b)
	lesson := writeBigFixture(b, events)
	reads := writeReadsFixture(b, events)
	for b.Loop() {
		lt, lrss := reportOn(b, bin, lesson)
		rt, rrss := reportOn(b, bin, reads)
		b.ReportMetric(float64(lt.Nanoseconds())/events, "lesson-ns/event")
		b.ReportMetric(float64(rt.Nanoseconds())/events, "reads-ns/event")
		b.ReportMetric(float64(lrss)*1024/events, "lesson-B/event")
		b.ReportMetric(float64(rrss)*1024/events, "reads-B/event")
		if rt > 2*lt {
			b.Errorf("reads of one order took %v, over twice the lesson's shape's %v", rt, lt)
		}
		for _, rss := range []int64{lrss, rrss} {
			if float64(rss)*1024/events > 1100 {
				b.Errorf("peak RSS %d KiB: %.0f bytes an event, over 1,100", rss, float64(rss)*1024/events)
			}
		}
	}
}

// reportOn runs coordsim report on a fixture and returns its wall time and
// peak RSS in KiB.
func reportOn(b *testing.B, bin, fixture string) (time.Duration, int64) {
	cmd := exec.Command(bin, "report", "--fixture", fixture)
	cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		b.Fatalf("report on %s: %v", fixture, err)
	}
	return time.Since(start), cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss
}

// writeReadsFixture writes the engine's readsFixture (truth_scale_test.go)
// as a fixture file: one confirm, then n-1 reads of the same order, each
// under a key of its own, a thousand a tick.
func writeReadsFixture(t testing.TB, n int) string {
	return writeFixture(t, "reads.json", n, func(w *bufio.Writer, i int) {
		if i == 0 {
			w.WriteString(`{"id":"e0-confirm","tick":1,"kind":"deliver","logical_sequence":0,"delivery_priority":0,"dedupe_key":"tenant-7:order-42:confirm:v1","transition":["pending","confirmed"]}`)
			return
		}
		fmt.Fprintf(w, `{"id":"e%d-read","tick":%d,"kind":"deliver","logical_sequence":%d,"delivery_priority":0,"dedupe_key":"read:order-42:status:%d","transition":null}`, i, 1+i/1000, i, i)
	})
}
