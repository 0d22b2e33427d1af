package main

// The progress bar on stderr, drawn when stderr is a terminal or with
// --progress.

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0 && st.Mode()&os.ModeDevice != 0
}

// progressBar draws "label [####----] 42% n/total cells, rate, eta" on one
// stderr line, at most ten times a second, from its own goroutine.
type progressBar struct {
	w     io.Writer
	label string
	total int
	done  atomic.Int64
	start time.Time
	quit  chan struct{}
	wg    sync.WaitGroup
}

func startProgress(w io.Writer, label string, total int) *progressBar {
	p := &progressBar{w: w, label: label, total: total, start: time.Now(), quit: make(chan struct{})}
	p.wg.Go(func() {
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-p.quit:
				return
			case <-t.C:
				p.draw(false)
			}
		}
	})
	return p
}

func (p *progressBar) add(n int) { p.done.Add(int64(n)) }

func (p *progressBar) draw(final bool) {
	done := int(p.done.Load())
	frac := 1.0
	if p.total > 0 {
		frac = float64(done) / float64(p.total)
	}
	const width = 30
	fill := int(frac * width)
	elapsed := time.Since(p.start).Seconds()
	rate := 0.0
	if elapsed > 0 {
		rate = float64(done) / elapsed
	}
	tail := "eta --"
	if final {
		tail = fmt.Sprintf("in %.1fs", elapsed)
	} else if rate > 0 {
		tail = fmt.Sprintf("eta %.0fs", float64(p.total-done)/rate)
	}
	fmt.Fprintf(p.w, "\r%s [%s%s] %3.0f%% %d/%d cells, %.0f cells/s, %s ", p.label,
		strings.Repeat("#", fill), strings.Repeat("-", width-fill), 100*frac, done, p.total, rate, tail)
}

// finish stops the updates and ends the line.
func (p *progressBar) finish(ok bool, workers int) {
	close(p.quit)
	p.wg.Wait()
	if ok {
		p.draw(true)
		fmt.Fprintf(p.w, "on %d workers\n", workers)
		return
	}
	fmt.Fprintln(p.w)
}
