package engine

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
)

// manyEvents is a fixture of n valid events made on the fly, as a file
// would give it (it can seek), without holding its text in memory.
type manyEvents struct {
	n, off int64
	seek   bool
	last   int64 // the event in buf, plus one
	buf    []byte
}

const eventPattern = `{"id":"e%09d","tick":1,"kind":"deliver","logical_sequence":1,"delivery_priority":0,"dedupe_key":"k","transition":null},`

var eventLen = int64(len(fmt.Sprintf(eventPattern, 0)))

func (m *manyEvents) size() int64 { return 1 + m.n*eventLen + 1 }

func (m *manyEvents) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) && m.off < m.size() {
		switch {
		case m.off == 0:
			p[n] = '['
		case m.off == m.size()-1:
			p[n] = ']'
		default:
			i, at := (m.off-1)/eventLen, (m.off-1)%eventLen
			if m.last != i+1 {
				m.buf = fmt.Appendf(m.buf[:0], eventPattern, i)
				if i == m.n-1 {
					m.buf[len(m.buf)-1] = ' '
				}
				m.last = i + 1
			}
			k := copy(p[n:], m.buf[at:])
			n += k
			m.off += int64(k)
			continue
		}
		n++
		m.off++
	}
	if n == 0 {
		return 0, io.EOF
	}
	return n, nil
}

func (m *manyEvents) Seek(off int64, whence int) (int64, error) {
	if whence != io.SeekStart && whence != io.SeekCurrent {
		return 0, errors.New("unsupported")
	}
	if whence == io.SeekCurrent {
		off += m.off
	}
	m.off = off
	return off, nil
}

// onlyReader hides Seek: standard input or a pipe.
type onlyReader struct{ io.Reader }

func allocated(f func()) uint64 {
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	f()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// A file one event past the limit fails from a scan of its bytes, before
// any event is decoded: in a fraction of the time and memory decoding a
// million events takes.
func TestParseFixtureRefusesAnOverLimitFileBeforeDecoding(t *testing.T) {
	if testing.Short() || runtime.GOOS == "js" {
		t.Skip("scans 120 MB: a native CLI's concern, slow under WebAssembly")
	}
	var err error
	bytes := allocated(func() { _, err = ParseFixture(&manyEvents{n: MaxEvents + 1, seek: true}) })
	if err == nil || err.Error() != "events: 1000001 is more than 1000000 events (the limit)" {
		t.Fatalf("got %v", err)
	}
	if bytes > 32<<20 { // the test reader itself allocates 8 bytes an event
		t.Fatalf("refusing 1,000,001 events allocated %d bytes; want it refused before decoding (< 32 MB)", bytes)
	}
}

func TestParseFixtureBoundsOneEvent(t *testing.T) {
	huge := `[{"id":"` + strings.Repeat("x", 50<<20) + `","tick":1,"kind":"partition_start"}]`
	for _, r := range []io.Reader{strings.NewReader(huge), onlyReader{strings.NewReader(huge)}} {
		var err error
		bytes := allocated(func() { _, err = ParseFixture(r) })
		if err == nil || err.Error() != "events[0]: is longer than 4096 bytes of JSON (the limit)" {
			t.Fatalf("%T: got %v", r, err)
		}
		if bytes > 1<<20 {
			t.Fatalf("%T: refusing a 50 MB event allocated %d bytes; want < 1 MB", r, bytes)
		}
	}
	// Without seeking, the count is held to the limit as events arrive.
	_, err := parseFixture(onlyReader{&manyEvents{n: 5}}, 4)
	if err == nil || err.Error() != "events: 5 is more than 4 events (the limit)" {
		t.Fatalf("got %v", err)
	}
	events, err := ParseFixture(onlyReader{&manyEvents{n: 1000}})
	if err != nil || len(events) != 1000 {
		t.Fatalf("1000 events: %d, %v", len(events), err)
	}
}

// An event of exactly MaxEventBytes is read; one byte more is refused, by
// the scan of a file and by the decoder of a stream alike.
func TestParseFixtureEventLimitIsExact(t *testing.T) {
	// ids are at most MaxStringBytes, so the padding goes in an unknown
	// field's value for the oversized case: the size is refused first.
	padded := func(size int) string {
		head := `{"id":"a","tick":1,"kind":"partition_start","pad":"`
		tail := `"}`
		return head + strings.Repeat("x", size-len(head)-len(tail)) + tail
	}
	if got := len(padded(300)); got != 300 {
		t.Fatalf("helper: %d", got)
	}
	for _, r := range []func(string) io.Reader{
		func(s string) io.Reader { return strings.NewReader(s) },
		func(s string) io.Reader { return onlyReader{strings.NewReader(s)} },
	} {
		_, err := ParseFixture(r("[" + padded(MaxEventBytes) + "]"))
		if err == nil || !strings.Contains(err.Error(), "is not a field") {
			t.Errorf("an event of %d bytes: %v, want it read (and its unknown field refused)", MaxEventBytes, err)
		}
		_, err = ParseFixture(r("[" + padded(MaxEventBytes+1) + "]"))
		if err == nil || err.Error() != "events[0]: is longer than 4096 bytes of JSON (the limit)" {
			t.Errorf("an event of %d bytes: %v", MaxEventBytes+1, err)
		}
	}
}
