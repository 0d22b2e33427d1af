package evidence

// lab.md ends with its record: what every file of the export was made
// from (the run's link, the page's address, the language, the learner's
// record as the page kept it), as one line of JSON, and that line's
// SHA-256. `coordsim verify` reads it, makes every file again and compares
// them byte for byte: an edit of a file shows as a difference, an edit of
// the record as a wrong hash. (Whoever recomputes the hash can forge a
// record, as anyone can forge what a browser sends; a re-run and a
// re-grade cannot be forged, and verify states what it recomputed.)

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
)

// Record is what an export was made from.
type Record struct {
	Version string `json:"version"` // the simulator's (Version)
	Query   string `json:"query"`   // the run and its language, as a link's query (share.RunQuery)
	Base    string `json:"base"`    // the page's address
	Lab     *Lab   `json:"lab"`     // the learner's record; nil for a blank template
}

// recordFence opens the record's block; the line after it is the record.
const recordFence = "```json coordsim-record\n"

// writeRecord writes lab.md's record section.
func writeRecord(b *bytes.Buffer, l string, r Record) {
	var enc bytes.Buffer
	e := json.NewEncoder(&enc) // maps sorted: the same record gives the same line
	e.SetEscapeHTML(false)     // a link's & as itself
	if err := e.Encode(r); err != nil {
		panic("evidence: record: " + err.Error()) // strings, bools, numbers and maps of them
	}
	line := bytes.TrimSuffix(enc.Bytes(), []byte("\n"))
	sum := sha256.Sum256(line)
	fmt.Fprintf(b, "\n## %s\n\n%s\n\n%s%s\n```\n\nSHA-256: `%s`\n", t(l, "evidence.lab.record"), t(l, "evidence.lab.recordLead"),
		recordFence, line, hex.EncodeToString(sum[:]))
}

// ErrNoRecord is lab.md without a record: not made by the page's export or
// `coordsim evidence`, made before records were written, or cut.
var ErrNoRecord = errors.New("lab.md holds no record (the block verify makes every file again from)")

// ReadRecord reads lab.md's record and checks its hash.
func ReadRecord(labMD []byte) (Record, error) {
	var r Record
	i := bytes.LastIndex(labMD, []byte(recordFence))
	if i < 0 {
		return r, ErrNoRecord
	}
	rest := labMD[i+len(recordFence):]
	line, rest, ok := bytes.Cut(rest, []byte("\n```\n\nSHA-256: `"))
	hash, _, ok2 := bytes.Cut(rest, []byte("`\n"))
	if !ok || !ok2 {
		return r, ErrNoRecord
	}
	if sum := sha256.Sum256(line); hex.EncodeToString(sum[:]) != string(hash) {
		return r, errors.New("lab.md's record was edited: its SHA-256 is not the one written under it")
	}
	if err := json.Unmarshal(line, &r); err != nil {
		return r, fmt.Errorf("lab.md's record does not read: %v", err)
	}
	return r, nil
}
