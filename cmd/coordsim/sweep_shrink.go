package main

// sweep --shrink (issue 56, item 2): each failing cell's row ends with the
// share link of its shrunk run, as coordsim shrink finds it for the first
// invariant the cell breaks: a last column, shrunk_url, empty for a cell
// that breaks nothing or whose luck did what no forced fault does alike.
// A part holds the column; the merge finds every cell's link again and
// refuses a part whose link is not the one it finds.

import (
	"bytes"
	"errors"
	"fmt"
	"slices"

	"coordsim/engine"
	"coordsim/engine/canon"
	"coordsim/internal/analysis"
	"coordsim/internal/share"
)

// shrunkColumn is the rows' last column under --shrink.
const shrunkColumn = "shrunk_url"

// cellShrunk is the shrunk link of the cell run with p, whose figures are
// c: "" when the cell breaks nothing, or when its luck cannot be written
// as forced faults (coordsim shrink says so; the sweep leaves it empty).
func (cfg *sweepConfig) cellShrunk(p engine.Params, c *analysis.Cell) (string, error) {
	v, ok := c.FirstViolation()
	if !ok {
		return "", nil
	}
	sh, err := shrinkRun(cfg.named, p, v.Name, engine.ShrinkBound{}) // a sweep's cells are small stories
	if pe := (*engine.ParamError)(nil); errors.As(err, &pe) && pe.Field == "invariant" {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	s, err := namedState(cfg.named, p, nil)
	if err != nil {
		return "", err
	}
	i := slices.IndexFunc(sh.Small.Invariants, func(x engine.Verdict) bool { return x.Name == v.Name })
	return sh.link(cfg.baseURL, s, i)
}

// shrinkPreflight refuses --shrink for a sweep whose links the page would
// refuse (a partition, deadline or retention beyond what it offers), before
// any cell is run: every link is written and opened again as it is made.
func (cfg *sweepConfig) shrinkPreflight() error {
	for _, part := range []uint64{cfg.parts.Lo, cfg.parts.Hi} {
		s, err := namedState(cfg.named, cfg.params(cfg.seeds.Lo, int64(part)), nil)
		if err != nil {
			return err
		}
		if _, probs := share.Parse(share.Encode(s)); len(probs) > 0 {
			return &engine.ParamError{Field: "flag", Value: "--shrink", Reason: "writes share links, and the page refuses this sweep's: " + probs[0].Message}
		}
	}
	return nil
}

// appendShrunkCSV ends the CSV row b (appendCSVRow's) with the link, in
// double quotes (a link holds commas; never a double quote, which a URL
// escapes), or with an empty column.
func appendShrunkCSV(b []byte, link string) []byte {
	b = append(b[:len(b)-1], ',')
	if link != "" {
		b = append(append(append(b, '"'), link...), '"')
	}
	return append(b, '\n')
}

// appendShrunkJSON ends the JSON row b (appendJSONRow's) with the link,
// or null.
func appendShrunkJSON(b []byte, link string) []byte {
	b = append(b[:len(b)-1], `,"`+shrunkColumn+`":`...)
	if link == "" {
		b = append(b, "null"...)
	} else {
		b = canon.AppendString(b, link)
	}
	return append(b, '}')
}

// splitShrunk cuts a part's CSV row written under --shrink into the row
// appendCSVRow wrote and the link.
func splitShrunk(row []byte) ([]byte, string, error) {
	line := bytes.TrimSuffix(row, []byte{'\n'})
	q := bytes.IndexByte(line, '"')
	switch {
	case q < 0 && bytes.HasSuffix(line, []byte{','}):
		return append(line[:len(line)-1:len(line)-1], '\n'), "", nil
	case q > 0 && line[q-1] == ',' && len(line) > q+1 && line[len(line)-1] == '"' && bytes.IndexByte(line[q+1:len(line)-1], '"') < 0:
		return append(line[:q-1:q-1], '\n'), string(line[q+1 : len(line)-1]), nil
	}
	return nil, "", fmt.Errorf("its last column, %s, is neither empty nor a link in double quotes", shrunkColumn)
}

// checkShrunk refuses a row whose link is not the one the engine finds
// for its cell.
func (cfg *sweepConfig) checkShrunk(seed uint64, partition int64, link string) error {
	p := cfg.params(seed, partition)
	res, err := cfg.named.Run(p)
	if err != nil {
		return fmt.Errorf("cell seed %d, partition %d: %w", seed, partition, err)
	}
	var c analysis.Cell
	c.Extract(res, nil)
	want, err := cfg.cellShrunk(p, &c)
	switch {
	case err != nil:
		return fmt.Errorf("cell seed %d, partition %d: %w", seed, partition, err)
	case link != want:
		return fmt.Errorf("its %s is not the link of the cell's shrunk run", shrunkColumn)
	}
	return nil
}
