// Package analysis is the failure analysis of `coordsim analyze` and of the
// page's evidence export: one seed of a scenario run at every partition
// length and dedupe retention asked for, written as Markdown (Markdown) and
// SVG (Chart) in English or Japanese (Spec.Lang; the words are the
// catalogue's analysis.* messages), the same bytes from both front ends. It
// also holds what a sweep row and an analysis row share: one run's figures
// (Cell) and its share URL.
package analysis

import (
	"fmt"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/render"
	"coordsim/internal/share"
	"coordsim/internal/span"
)

// Limits of one analysis: the chart must stay readable.
const (
	MaxPartitions = 200
	MaxRetentions = 8
)

// The defaults of `coordsim analyze`, which the evidence export uses too.
const (
	DefaultPartitions = "1..30"
	DefaultRetentions = "0,2,5"
	DefaultStem       = "analysis"
	// DefaultBaseURL is where `make run` serves the page.
	DefaultBaseURL = "http://127.0.0.1:8080/"
)

// Spec is what one analysis runs.
type Spec struct {
	Named      engine.Named
	Compiled   *engine.Compiled // Named compiled; nil: compiled here
	Base       engine.Params    // the deadline and mutations every cell shares
	Seed       uint64
	Partitions span.Range
	Retentions []int64
	BaseURL    string // the page's address, for share URLs
	// Stem names the two files, STEM.md and STEM.svg (the Markdown links
	// the chart by it); "" is DefaultStem.
	Stem string
	// Lang is the language of the words: "" or "en" English, "ja"
	// Japanese. Codes, commands and URLs are the same in both.
	Lang string
}

// Analysis is one seed run at every partition length and retention.
type Analysis struct {
	named      engine.Named
	base       engine.Params
	seed       uint64
	parts      span.Range
	retentions []int64
	baseURL    string
	stem       string
	lang       string // "en" or "ja"
	lengths    []int64
	cells      [][]Cell  // [length][retention]
	gaps       [][]int64 // [length][retention]: each run's LongestRetryGap
	invariants []string
	start      int64 // the partition's start tick, -1 if the scenario has none
}

// Run runs every cell; a parameter the scenario cannot take is an error.
func Run(s Spec) (*Analysis, error) {
	a := &Analysis{named: s.Named, base: s.Base, seed: s.Seed, parts: s.Partitions, retentions: s.Retentions,
		baseURL: s.BaseURL, stem: s.Stem, lang: s.Lang, start: s.Named.PartitionStart(), invariants: engine.InvariantNames()}
	if a.stem == "" {
		a.stem = DefaultStem
	}
	if a.lang != "ja" {
		a.lang = "en"
	}
	a.baseURL = share.LinkSafe(a.baseURL)
	if len(a.retentions) == 0 {
		return nil, fmt.Errorf("analysis: no retention")
	}
	compiled := s.Compiled
	if compiled == nil {
		var err error
		if compiled, err = s.Named.Compile(); err != nil {
			return nil, err
		}
	}
	var r engine.Runner
	for l := a.parts.Lo; ; l++ {
		row, gaps := make([]Cell, len(a.retentions)), make([]int64, len(a.retentions))
		for k, ret := range a.retentions {
			res, err := r.Run(compiled, a.params(int64(l), ret))
			if err != nil {
				return nil, err
			}
			row[k].Extract(res, nil)
			gaps[k] = res.LongestRetryGap()
		}
		a.lengths = append(a.lengths, int64(l))
		a.cells, a.gaps = append(a.cells, row), append(a.gaps, gaps)
		if l == a.parts.Hi {
			return a, nil
		}
	}
}

// Defaults is the analysis `coordsim analyze` runs with its default ranges
// for named at base's deadline and mutations and the given seed, in lang.
func Defaults(named engine.Named, base engine.Params, baseURL, stem, lang string) (*Analysis, error) {
	parts, err := span.Parse(DefaultPartitions, 1, uint64(engine.MaxPartition))
	if err != nil {
		return nil, err
	}
	rets, err := span.ParseList(DefaultRetentions, 0, uint64(engine.MaxRetention), MaxRetentions)
	if err != nil {
		return nil, err
	}
	if !named.HasPartition() {
		// A run with no partition (a learner's events may have none) has
		// no lengths to vary: one row, with none, and the retentions.
		parts = span.Range{Lo: 0, Hi: 0}
	}
	s := Spec{Named: named, Base: base, Seed: base.Seed, Partitions: parts, BaseURL: baseURL, Stem: stem, Lang: lang}
	for _, r := range rets {
		s.Retentions = append(s.Retentions, int64(r))
	}
	return Run(s)
}

// Files are the two files' names: STEM.md and STEM.svg.
func (a *Analysis) Files() (markdown, svg string) { return a.stem + ".md", a.svgName() }

func (a *Analysis) svgName() string { return a.stem + ".svg" }

// t is the catalogue's message key in the analysis's language.
func (a *Analysis) t(key string, args ...string) string { return catalog.T(a.lang, key, args...) }

func (a *Analysis) params(length, retention int64) engine.Params {
	p := a.base
	p.Seed, p.Partition, p.Retention = a.seed, length, retention
	return p
}

// deadline is the recovery deadline in force.
func (a *Analysis) deadline() int64 { return a.cells[0][0].Deadline }

// sameOutcomes reports whether every retention gives the same outcome at
// every length (retention changes the store, not the network).
func (a *Analysis) sameOutcomes() bool {
	for _, row := range a.cells {
		for _, c := range row {
			if c.Outcome != row[0].Outcome {
				return false
			}
		}
	}
	return true
}

// flips lists the indexes i (into lengths) where the outcome for retention
// k differs from that at i-1.
func (a *Analysis) flips(k int) []int {
	var out []int
	for i := 1; i < len(a.cells); i++ {
		if a.cells[i][k].Outcome != a.cells[i-1][k].Outcome {
			out = append(out, i)
		}
	}
	return out
}

// command is the `coordsim analyze` that writes these bytes; the flags that
// only change the language, file names and links are written when they are
// not the defaults, so the older commands read as before.
func (a *Analysis) command() string {
	parts := []string{"coordsim analyze", "--scenario " + a.named.Name, "--seed " + strconv.FormatUint(a.seed, 10),
		"--partition " + a.parts.String(), "--retention " + joinInt64(a.retentions, ","), "--deadline " + strconv.FormatInt(a.deadline(), 10)}
	if len(a.base.Mutations) > 0 {
		parts = append(parts, "--mutation "+DescribeMutations(a.base.Mutations))
	}
	if a.lang != "en" {
		parts = append(parts, "--lang "+a.lang)
	}
	if a.stem != DefaultStem {
		parts = append(parts, "--name "+a.stem)
	}
	if a.baseURL != DefaultBaseURL {
		parts = append(parts, "--base-url "+render.ShellQuote(a.baseURL))
	}
	return strings.Join(parts, " ")
}

func (a *Analysis) runCommand(length, retention int64) string {
	s := fmt.Sprintf("coordsim run --scenario %s --seed %d --partition %d --deadline %d --retention %d", a.named.Name, a.seed, length, a.deadline(), retention)
	if len(a.base.Mutations) > 0 {
		s += " --mutation " + DescribeMutations(a.base.Mutations)
	}
	return s
}

func (a *Analysis) url(length, retention, t int64) string {
	return ShareURL(a.baseURL, a.named.Name, a.params(length, retention), a.deadline(), t, a.lang)
}
