package main

// Flag values with the CLI's one reading of numbers and of empty values:
// every integer flag of every command is decimal only ("010" is ten; 0x10,
// 0b101, 1_0 and +3 are refused) and read by parseDecimal, and no flag may
// be given an empty value.

import (
	"flag"
	"strconv"

	"coordsim/engine"
)

// parseDecimal reads an integer flag: an optional minus sign and decimal
// digits, nothing else. Syntax errors and overflow are worded the same for
// every flag; range checks against the flag's own limits come after.
func parseDecimal(name, s string, lo, hi int64) (int64, error) {
	digits := s
	if len(digits) > 0 && digits[0] == '-' {
		digits = digits[1:]
	}
	if digits == "" {
		return 0, notDecimal(name, s, lo, hi)
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return 0, notDecimal(name, s, lo, hi)
		}
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, &engine.ParamError{Field: name, Value: strconv.Quote(s), Reason: "is out of range " + strconv.FormatInt(lo, 10) + ".." + strconv.FormatInt(hi, 10)}
	}
	return v, nil
}

func notDecimal(name, s string, lo, hi int64) error {
	return &engine.ParamError{Field: name, Value: strconv.Quote(s), Reason: "is not a decimal integer in " + strconv.FormatInt(lo, 10) + ".." + strconv.FormatInt(hi, 10)}
}

// intValue is an integer flag read by parseDecimal; lo..hi only words the
// error (the range itself is checked where the value is used).
type intValue struct {
	p      *int64
	lo, hi int64
}

func (v *intValue) String() string {
	if v.p == nil {
		return "0"
	}
	return strconv.FormatInt(*v.p, 10)
}

func (v *intValue) Set(s string) error {
	n, err := parseDecimal("", s, v.lo, v.hi)
	if err != nil {
		return err
	}
	*v.p = n
	return nil
}

// int64Flag declares an integer flag on f's flag set.
func (f *runFlags) int64Flag(p *int64, name string, value, lo, hi int64, usage string) {
	*p = value
	f.fs.Var(&intValue{p: p, lo: lo, hi: hi}, name, usage)
}

// knobFlag declares an integer flag for one of the engine's knobs, worded
// with its range (which Resolve checks).
func (f *runFlags) knobFlag(p *int64, k engine.Knob, usage string) {
	f.int64Flag(p, k.Name, 0, k.Lo, k.Hi, usage)
}

// checkedValue wraps every non-boolean flag: it refuses an empty value and
// keeps the first error in the CLI's own words (the flag package would
// wrap it as `invalid value ... for flag ...`).
type checkedValue struct {
	flag.Value
	name string
	f    *runFlags
}

func (c *checkedValue) Set(s string) error {
	err := c.set(s)
	if err != nil && c.f.flagErr == nil {
		c.f.flagErr = err
	}
	return err
}

func (c *checkedValue) set(s string) error {
	if s == "" {
		return &engine.ParamError{Field: c.name, Value: `""`, Reason: "is empty; give a value or leave the flag out"}
	}
	err := c.Value.Set(s)
	if pe, ok := err.(*engine.ParamError); ok && pe.Field == "" {
		named := *pe
		named.Field = c.name
		return &named
	}
	return err
}

// guardFlags wraps every flag declared on f (booleans excepted).
func (f *runFlags) guardFlags() {
	f.fs.VisitAll(func(fl *flag.Flag) {
		if b, ok := fl.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			return
		}
		if _, done := fl.Value.(*checkedValue); !done {
			fl.Value = &checkedValue{Value: fl.Value, name: fl.Name, f: f}
		}
	})
}
