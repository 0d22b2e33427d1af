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
	"time"
	"unicode/utf8"
)

// Record is what an export was made from.
type Record struct {
	Version string   `json:"version"`           // the simulator's (Version)
	Query   string   `json:"query"`             // the run and its language, as a link's query (share.RunQuery)
	Base    string   `json:"base"`              // the page's address
	Learner *Learner `json:"learner,omitempty"` // whose record it is, as the page knew; nil from the CLI
	Made    string   `json:"made,omitempty"`    // when the page made the export (RFC 3339, UTC)
	Grading string   `json:"grading,omitempty"` // how the course counts a question tried more than once (share.State.Grading; "": best)
	Lab     *Lab     `json:"lab"`               // the learner's record; nil for a blank template
}

// IsExportTime reports whether made is an export time as the page writes
// it (RFC 3339): the page's export keeps none other, and verify refuses
// one.
func IsExportTime(made string) bool {
	_, err := time.Parse(time.RFC3339Nano, made)
	return err == nil
}

// Learner is whose record an export holds, as the page knew it
// (assets/learner.js): an LMS's learner (its id and name), a name given
// to the browser, or nobody in particular. The page says so; nothing
// proves it (an LMS's own record of the launch does).
type Learner struct {
	Kind string `json:"kind"`           // "lms", "named" or "anonymous"
	ID   string `json:"id,omitempty"`   // an LMS's learner id
	Name string `json:"name,omitempty"` // an LMS's learner name, or the name given
}

// maxLearnerText bounds a learner's id and name, as the page does.
const maxLearnerText = 64

// Check refuses a learner the page cannot have written.
func (w *Learner) Check() error {
	switch {
	case w.Kind != "lms" && w.Kind != "named" && w.Kind != "anonymous":
		return fmt.Errorf("the learner's kind %q is none of lms, named, anonymous", w.Kind)
	case len([]rune(w.ID)) > maxLearnerText || len([]rune(w.Name)) > maxLearnerText:
		return fmt.Errorf("the learner's id or name is longer than %d characters", maxLearnerText)
	case !utf8.ValidString(w.ID) || !utf8.ValidString(w.Name):
		return errors.New("the learner's id or name is not UTF-8")
	}
	return nil
}

// Who is the learner as a line says it: their name (and an LMS's id), or
// the catalogue's "anonymous".
func (w *Learner) Who(l string) string {
	switch {
	case w == nil || w.Kind == "anonymous" || w.Name == "":
		return t(l, "evidence.lab.anonymous")
	case w.Kind == "lms" && w.ID != "" && w.ID != w.Name:
		return w.Name + " (" + w.ID + ")"
	}
	return w.Name
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
