package analysis

import (
	"flag"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/span"
)

var update = flag.Bool("update", false, "rewrite the English goldens in testdata")

// langCase is one analysis the language tests write in both languages.
type langCase struct {
	name, scenario string
	mutations      []engine.Mutation
	seed           uint64 // 0: the scenario's
	parts, rets    string
	baseURL, stem  string
	edit           func(*Analysis) // changes the cells after the runs
}

var langCases = []langCase{
	{name: "reference", scenario: "reference", parts: "1..30", rets: "0,2,5"},
	{name: "reference-short", scenario: "reference", parts: "1..5", rets: "0"},
	{name: "reference-long-retention", scenario: "reference", parts: "1..10", rets: "0,30"},
	{name: "long-partition", scenario: "long-partition-between-sites", parts: "1..30", rets: "0,2,5"},
	{name: "long-partition-dedupe-off", scenario: "long-partition-between-sites", mutations: []engine.Mutation{engine.DedupeOff}, parts: "2..14", rets: "0,3"},
	{name: "late-retry-short-retention", scenario: "late-retry-after-retention", mutations: []engine.Mutation{engine.ShortRetention}, parts: "1..20", rets: "0,2,5"},
	{name: "late-retry-unguarded", scenario: "late-retry-after-retention", mutations: []engine.Mutation{engine.UnguardedTransition}, parts: "1..20", rets: "0,4",
		baseURL: "http://example.test/lab/index.html", stem: "failure-analysis"},
	{name: "random-faults", scenario: "random-faults", parts: "1..30", rets: "0,2,5"},
	{name: "random-faults-seed6", scenario: "random-faults", seed: 6, mutations: []engine.Mutation{engine.NonAtomicCommit}, parts: "10..18", rets: "0,3"},
	// What no named scenario does, written into a real run's cells: a
	// retention that changes the outcome, a partition that never ends, a
	// user nobody flags, messages held at the end, no partition start.
	{name: "synthetic-mixed", scenario: "reference", parts: "1..8", rets: "0,2", edit: mixed},
	{name: "synthetic-never", scenario: "reference", parts: "1..5", rets: "0", edit: never},
}

func mixed(a *Analysis) {
	a.start = -1
	a.cells[5][1].Outcome = engine.RecoveryDeadlineExceeded
	a.cells[7][1].Outcome = engine.RecoveredBeforeDeadline
	for k := range a.cells[7] {
		a.cells[7][k].HasTick = false
	}
	c := &a.cells[6][0]
	c.Uncertain, c.Unflagged, c.Residual = c.Uncertain+2, 1, 2
}

func never(a *Analysis) {
	for i := range a.cells {
		a.cells[i][0].HasTick = false
	}
}

func (c langCase) run(t *testing.T, lang string) *Analysis {
	t.Helper()
	named, err := engine.LookupScenario(c.scenario)
	if err != nil {
		t.Fatal(err)
	}
	base, err := named.Resolve(engine.Overrides{Mutations: c.mutations})
	if err != nil {
		t.Fatal(err)
	}
	if c.seed != 0 {
		base.Seed = c.seed
	}
	parts, err := span.Parse(c.parts, 1, uint64(engine.MaxPartition))
	if err != nil {
		t.Fatal(err)
	}
	rets, err := span.ParseList(c.rets, 0, uint64(engine.MaxRetention), MaxRetentions)
	if err != nil {
		t.Fatal(err)
	}
	s := Spec{Named: named, Base: base, Seed: base.Seed, Partitions: parts, BaseURL: c.baseURL, Stem: c.stem, Lang: lang}
	if s.BaseURL == "" {
		s.BaseURL = DefaultBaseURL
	}
	for _, r := range rets {
		s.Retentions = append(s.Retentions, int64(r))
	}
	a, err := Run(s)
	if err != nil {
		t.Fatal(err)
	}
	if c.edit != nil {
		c.edit(a)
	}
	return a
}

// TestEnglishIsUnchanged: the English analysis is the bytes it was before
// its words moved to the catalogue (testdata/*.en.md, *.en.svg, written by
// the code that had them inline).
func TestEnglishIsUnchanged(t *testing.T) {
	for _, c := range langCases {
		for _, lang := range []string{"", "en"} {
			a := c.run(t, lang)
			golden(t, c.name+".en.md", a.Markdown())
			golden(t, c.name+".en.svg", a.Chart().SVG())
		}
	}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./internal/analysis -update writes it)", err)
	}
	if string(got) != string(want) {
		t.Errorf("%s: the English output changed:\n%s", path, got)
	}
}

var (
	// englishRun is four or more English words in a row: a sentence or a
	// phrase left untranslated (a code like recovered-before-deadline is
	// one word to it).
	englishRun = regexp.MustCompile(`[A-Za-z][A-Za-z'’]*(?:[ ,.;:!?()]+[A-Za-z][A-Za-z'’]*){3,}`)
	codeSpan   = regexp.MustCompile("`[^`\n]*`")
	urlText    = regexp.MustCompile(`https?://[^\s)]+`)
	command    = regexp.MustCompile(`coordsim [a-z]+(?: --?[a-z-]+(?: [^\s-][^\s]*)?)*`)
	svgTag     = regexp.MustCompile(`<[^>]*>`)
	// missingKey is what catalog.T gives for a key it lacks (a link's
	// text, [analysis.svg](analysis.svg), is followed by its target).
	missingKey = regexp.MustCompile(`\[[a-z]+\.[A-Za-z.]+\](?:[^(]|$)`)
)

// prose is what a reader reads as text: the Markdown without its code
// spans, URLs and commands.
func prose(md string) string {
	md = codeSpan.ReplaceAllString(md, " ")
	md = urlText.ReplaceAllString(md, " ")
	return command.ReplaceAllString(md, " ")
}

// svgText is the SVG's text: its text elements and tooltips.
func svgText(svg string) string {
	return html.UnescapeString(svgTag.ReplaceAllString(svg, "\n"))
}

// TestJapaneseHasNoEnglish: with Lang ja, no sentence of the analysis,
// Markdown or chart, is left in English; codes, commands and URLs are
// what they are in English.
func TestJapaneseHasNoEnglish(t *testing.T) {
	for _, c := range langCases {
		a := c.run(t, "ja")
		md, svg := string(a.Markdown()), string(a.Chart().SVG())
		for _, doc := range []struct{ name, text string }{{"md", prose(md)}, {"svg", svgText(svg)}} {
			for _, line := range strings.Split(doc.text, "\n") {
				if m := englishRun.FindString(line); m != "" {
					t.Errorf("%s (%s): English %q in %q", c.name, doc.name, m, line)
				}
			}
		}
		for _, doc := range []string{md, svg} {
			if m := missingKey.FindString(doc); m != "" {
				t.Errorf("%s: a key missing from the catalogue: %s", c.name, m)
			}
		}
		if !strings.Contains(md, "## 所見") || !strings.Contains(svg, "分断の長さ（tick）") {
			t.Errorf("%s: the Japanese analysis lacks its Japanese heading or axis", c.name)
		}
	}
}

// TestLanguageIsInTheCommandAndLinks: the command analysis.md names
// reproduces its bytes, so it carries --lang ja (and nothing for English,
// as before); the share URLs open the page in the analysis's language.
func TestLanguageIsInTheCommandAndLinks(t *testing.T) {
	c := langCases[0]
	for _, lang := range []string{"en", "ja"} {
		md := string(c.run(t, lang).Markdown())
		generated := codeSpan.FindString(md)
		if got, want := strings.Contains(generated, " --lang ja"), lang == "ja"; got != want || strings.Count(md, "--lang") != strings.Count(generated, "--lang") {
			t.Errorf("%s: the generating command is %s", lang, generated)
		}
		urls := urlText.FindAllString(md, -1)
		if len(urls) == 0 {
			t.Fatalf("%s: no share URL", lang)
		}
		for _, u := range urls {
			if !strings.Contains(u, "&lang="+lang+"&") {
				t.Errorf("%s: share URL %s opens the page in another language", lang, u)
			}
		}
	}
}
