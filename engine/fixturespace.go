package engine

// Whitespace between a fixture's tokens is layout, not content: a file laid
// out with 10 KB of spaces between two events, or before its '[', is as
// valid as the same array on one line. squeezeSpace removes it before the
// limits are counted and before the decoder buffers anything, so the
// per-event limit counts an event's content only and no run of blanks is
// taken for an over-long event.

import (
	"errors"
	"io"
)

// errBOM is a fixture that starts with a UTF-8 byte order mark, which JSON
// (RFC 8259) does not allow and the decoder would report as "invalid
// character 'ï'".
var errBOM = errors.New("starts with a UTF-8 byte order mark (BOM); save the file as UTF-8 without one")

// spaceSqueezer passes r through with the JSON whitespace outside strings
// removed; where a run of it separated two word characters (the "1 2" of
// an invalid "[1 2]"), one space stays, so the decoder still refuses what
// it refused before.
type spaceSqueezer struct {
	r        io.Reader
	in       []byte // what was read from r
	out      []byte // squeezed, not yet returned
	outBuf   []byte // out's memory, reused from chunk to chunk
	err      error  // r's error, returned once out is empty
	started  bool   // the first bytes were checked for a BOM
	inString bool
	escaped  bool
	pending  bool // whitespace was skipped since prev
	prev     byte // the last byte written outside a string
}

func squeezeSpace(r io.Reader) *spaceSqueezer {
	return &spaceSqueezer{r: r, in: make([]byte, 4096), outBuf: make([]byte, 0, 4096)}
}

func (s *spaceSqueezer) Read(p []byte) (int, error) {
	for len(s.out) == 0 {
		if s.err != nil {
			return 0, s.err
		}
		var n int
		if !s.started {
			s.started = true
			n, s.err = io.ReadFull(s.r, s.in[:3])
			if n == 3 && s.in[0] == 0xEF && s.in[1] == 0xBB && s.in[2] == 0xBF {
				s.err = errBOM
				return 0, s.err
			}
			if s.err == io.ErrUnexpectedEOF {
				s.err = io.EOF
			}
		} else {
			n, s.err = s.r.Read(s.in)
		}
		s.out = s.squeeze(s.outBuf[:0], s.in[:n])
		s.outBuf = s.out[:0]
	}
	n := copy(p, s.out)
	s.out = s.out[n:]
	return n, nil
}

// squeeze appends chunk to out without the whitespace outside strings.
func (s *spaceSqueezer) squeeze(out, chunk []byte) []byte {
	for _, c := range chunk {
		if s.inString {
			out = append(out, c)
			switch {
			case s.escaped:
				s.escaped = false
			case c == '\\':
				s.escaped = true
			case c == '"':
				s.inString = false
				s.prev = c
			}
			continue
		}
		switch c {
		case ' ', '\t', '\n', '\r':
			s.pending = true
			continue
		}
		if s.pending && isWordByte(s.prev) && isWordByte(c) {
			out = append(out, ' ')
		}
		s.pending = false
		out = append(out, c)
		s.prev = c
		s.inString = c == '"'
	}
	return out
}

// isWordByte is a byte of a JSON number or literal (true, false, null).
func isWordByte(c byte) bool {
	return c == '-' || c == '+' || c == '.' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}
