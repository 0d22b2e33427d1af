package main

// Where the CLI writes: every path goes through internal/atomicwrite, and a
// path it refuses is bad input naming the flag.

import (
	"errors"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/atomicwrite"
)

// checkTarget refuses a path that is not absent or a regular file (after
// following links), naming flag.
func checkTarget(flag, path string) error {
	if _, err := atomicwrite.Check(path); err != nil {
		return targetError(flag, err)
	}
	return nil
}

// writeResult writes data to the path flag names, atomically.
func writeResult(flag, path string, data []byte) error {
	if err := atomicwrite.WriteFile(path, data); err != nil {
		return targetError(flag, err)
	}
	return nil
}

// targetError words a refused path as the flag's bad input; any other
// error (a full disk) is a failure writing the output.
func targetError(flag string, err error) error {
	var te *atomicwrite.TargetError
	if errors.As(err, &te) {
		return &engine.ParamError{Field: flag, Value: strconv.Quote(te.Path), Reason: te.Reason}
	}
	return &writeFailure{err}
}
