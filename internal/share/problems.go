package share

import (
	"strconv"

	"coordsim/engine"
)

// MaxProblems is how many of a URL's problems are listed; the rest are
// counted in one more (Code "more"), since a URL can hold tens of
// thousands of bad values and each would be a line on the page.
const MaxProblems = 10

// Problem is a URL value that could not be used.
type Problem struct {
	Field    string `json:"field"`
	Value    string `json:"value"`            // as Shown writes it: escaped, cut to MaxShown characters
	Length   int    `json:"length,omitempty"` // the value's length in characters when Value is cut
	Code     string `json:"code"`             // "range", "integer", "choice", "unknown-mutation", "more", ...
	Min      int64  `json:"min"`
	Max      int64  `json:"max"`
	Fallback string `json:"fallback"`        // what is used instead
	Count    int    `json:"count,omitempty"` // for "more": how many problems are not listed
	Message  string `json:"message"`         // plain English sentence
	// Fixture is, for a fixture the editor or an import sent (Field
	// "fixture"), the parser's typed error, for the page to show beside the
	// field in its language.
	Fixture *engine.FieldError `json:"-"`
}

// problems collects a URL's problems: the first MaxProblems in full, the
// rest only counted, so a hostile URL costs no message per value. A
// refused origin is always kept: the page reads it to fail closed.
type problems struct {
	list []Problem
	more int
}

func (ps *problems) add(field, value, code string, lo, hi int64, fallback, reason string) {
	if len(ps.list) >= MaxProblems && field != "origin" {
		ps.more++
		return
	}
	ps.list = append(ps.list, problem(field, value, code, lo, hi, fallback, reason))
}

// result is the list, with the count of the rest as its last problem.
func (ps *problems) result() []Problem {
	if ps.more == 0 {
		return ps.list
	}
	n := strconv.Itoa(ps.more)
	return append(ps.list, Problem{Code: "more", Count: ps.more, Message: "And " + n + " more problems with the URL's values, not listed."})
}

func problem(field, value, code string, lo, hi int64, fallback, reason string) Problem {
	value, length := Shown(value)
	quoted := `"` + value + `"`
	if length > 0 {
		quoted += " (" + strconv.Itoa(length) + " characters)"
	}
	msg := "The URL's " + field + " value " + quoted + " " + reason + "; using " + fallback + " instead."
	if fallback == "" {
		msg = "The URL's " + field + " value " + quoted + " " + reason + "; it is ignored."
	}
	return Problem{Field: field, Value: value, Length: length, Code: code, Min: lo, Max: hi, Fallback: fallback, Message: msg}
}
