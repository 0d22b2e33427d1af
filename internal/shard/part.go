package shard

// The part file a shard writes: one JSON line saying which sweep and which
// shard it is, its rows (whole lines, as the sweep writes CSV rows), and one
// JSON line closing it with the rows' count and SHA-256 and the shard's
// summary. A part that lost its end (a copy cut short, a full disk) has no
// closing line, so it is refused before the merge writes anything; a row
// changed in place fails the SHA-256 as it is merged.

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/infile"
)

// FormatVersion is the part format's version: a part's first key.
const FormatVersion = 1

// maxLine bounds a part's lines: a header, a row or a closing line.
const maxLine = 64 << 10

// Header is a part's first line.
type Header struct {
	Version int   `json:"coordsim_sweep_part"`
	Shard   int   `json:"shard"`
	Shards  int   `json:"shards"`
	Cells   int64 `json:"cells"`       // the whole sweep's
	First   int64 `json:"first_cell"`  // this shard's first, counted from 0
	Count   int64 `json:"shard_cells"` // this shard's
	// Flags are the sweep's flags as --name=value, in name order, without
	// the shard's own (--shard, --out, --workers, ...): the merge runs
	// them again to write what the unsharded sweep writes.
	Flags  []string `json:"flags"`
	Format string   `json:"format"` // the rows the merge writes unless told
	Build  string   `json:"build"`  // the program that wrote the part
	// Engine is a fingerprint of the engine on this sweep: the SHA-256 of
	// its first cells' traces, the same in every shard of one build.
	Engine string `json:"engine"`
}

// Trailer is a part's last line.
type Trailer struct {
	End     bool            `json:"end"`
	Rows    int64           `json:"rows"`
	SHA256  string          `json:"rows_sha256"`
	Summary json.RawMessage `json:"summary"` // the sweep's tally of these rows, its own encoding
}

// Writer makes a part's bytes: the header line, rows as they come, the
// closing line. It does no I/O, so the sweep writes its part as it
// writes rows.
type Writer struct {
	rows int64
	sha  hash.Hash
}

// NewWriter starts a part: write the returned header line first.
func NewWriter(h Header) (*Writer, []byte) {
	h.Version = FormatVersion
	b, _ := json.Marshal(h)
	return &Writer{sha: sha256.New()}, append(b, '\n')
}

// Rows counts and hashes rows (whole lines) about to be written.
func (w *Writer) Rows(b []byte) {
	w.sha.Write(b)
	w.rows += int64(bytes.Count(b, []byte{'\n'}))
}

// Trailer is the closing line, with the shard's summary.
func (w *Writer) Trailer(summary json.RawMessage) []byte {
	b, _ := json.Marshal(Trailer{End: true, Rows: w.rows, SHA256: hex.EncodeToString(w.sha.Sum(nil)), Summary: summary})
	return append(b, '\n')
}

// Part is a part file whose first and last lines have been read.
type Part struct {
	Path string
	Header
	Trailer
}

// Open reads a part's header and closing line, refusing a file that is not
// a part or that is truncated.
func Open(path string) (*Part, error) {
	f, err := openPart(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	p := &Part{Path: path}
	line, err := bufio.NewReaderSize(f, maxLine).ReadSlice('\n')
	if err := p.readHeader(line, err); err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		return nil, p.errorf("%v", err)
	}
	tail := make([]byte, min(st.Size(), maxLine))
	if _, err := f.ReadAt(tail, st.Size()-int64(len(tail))); err != nil {
		return nil, p.errorf("%v", err)
	}
	if err := p.readTrailer(tail); err != nil {
		return nil, err
	}
	return p, nil
}

func (p *Part) readHeader(line []byte, err error) error {
	notPart := p.errorf("is not a sweep part (coordsim sweep --shard K/N writes them)")
	if err != nil && !errors.Is(err, io.EOF) {
		if errors.Is(err, bufio.ErrBufferFull) {
			return notPart
		}
		return p.errorf("%v", err)
	}
	if len(line) == 0 {
		return p.errorf("is empty")
	}
	var probe struct {
		Version *int `json:"coordsim_sweep_part"`
	}
	if json.Unmarshal(line, &probe) != nil || probe.Version == nil {
		return notPart
	}
	if *probe.Version != FormatVersion {
		return p.errorf("is in part format %d; this coordsim reads format %d (merge with the coordsim that wrote it)", *probe.Version, FormatVersion)
	}
	if json.Unmarshal(line, &p.Header) != nil {
		return notPart
	}
	s := Shard{p.Shard, p.Shards}
	if _, err := Parse(s.String()); err != nil || p.Cells < 0 {
		return p.errorf("has a damaged first line (shard %s of %d cells)", s, p.Cells)
	}
	if lo, hi := s.Cells(p.Cells); p.First != lo || p.Count != hi-lo {
		return p.errorf("has a damaged first line: shard %s of %d cells is cells %d..%d, not %d from %d", s, p.Cells, lo, hi-1, p.Count, p.First)
	}
	return nil
}

// readTrailer reads the closing line from the file's tail.
func (p *Part) readTrailer(tail []byte) error {
	truncated := p.errorf("is truncated: its closing line is missing (shard %s; run it again)", Shard{p.Shard, p.Shards})
	if !bytes.HasSuffix(tail, []byte{'\n'}) {
		return truncated
	}
	last := tail[bytes.LastIndexByte(tail[:len(tail)-1], '\n')+1:]
	if json.Unmarshal(last, &p.Trailer) != nil || !p.End {
		return truncated
	}
	if p.Rows != p.Count {
		return p.errorf("is damaged: its closing line counts %d rows, its shard has %d", p.Rows, p.Count)
	}
	return nil
}

// EachRow calls fn with each row in order (a whole line, valid only during the
// call), checking the rows against the closing line.
func (p *Part) EachRow(fn func(row []byte) error) error {
	f, err := openPart(p.Path)
	if err != nil {
		return err
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, maxLine)
	if _, err := r.ReadSlice('\n'); err != nil {
		return p.errorf("%v", err)
	}
	sha := sha256.New()
	for range p.Count {
		row, err := r.ReadSlice('\n')
		if err != nil || (len(row) > 0 && row[0] == '{') {
			return p.damaged()
		}
		sha.Write(row)
		if err := fn(row); err != nil {
			return err
		}
	}
	last, err := r.ReadSlice('\n')
	var t Trailer
	if err != nil || json.Unmarshal(last, &t) != nil || !t.End {
		return p.damaged()
	}
	if _, err := r.ReadByte(); err != io.EOF || hex.EncodeToString(sha.Sum(nil)) != p.SHA256 {
		return p.damaged()
	}
	return nil
}

func (p *Part) damaged() error {
	return p.errorf("is damaged: its rows do not match its closing line (shard %s; run it again)", Shard{p.Shard, p.Shards})
}

func (p *Part) errorf(format string, args ...any) error {
	return &PartError{Path: p.Path, Reason: fmt.Sprintf(format, args...)}
}

// PartError is a part refused, naming it.
type PartError struct{ Path, Reason string }

func (e *PartError) Error() string { return "part " + strconv.Quote(e.Path) + " " + e.Reason }

// openPart opens a part through infile.Open (a regular file only: a FIFO
// or a device is refused, not waited on; a part may be gigabytes, and a
// regular file ends), saying what is wrong as the part's other errors do.
func openPart(path string) (*os.File, error) {
	f, err := infile.Open("part", path, 0)
	var pe *engine.ParamError
	if errors.As(err, &pe) {
		return nil, fmt.Errorf("part %q %s", path, pe.Reason)
	}
	return f, err
}
