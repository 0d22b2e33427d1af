package evidence

import (
	"strconv"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"

	"coordsim/engine"
	"coordsim/internal/quiz"
)

// hostile are texts a learner (or a forged progress file) might store,
// each marked PWNED so that what it becomes in the rendered file can be
// found: HTML, links of every kind, a heading, the end of a details
// element, a table, emphasis and code.
var hostile = []string{
	"<script>alert('PWNED')</script>",
	"<img src=x onerror=alert('PWNED')>",
	"[click](javascript:alert('PWNED'))",
	"![img](http://evil.test/PWNED.png)",
	"<http://evil.test/PWNED>",
	"www.evil.test/PWNED https://evil.test/PWNED",
	"</details><b>PWNED</b>",
	"# PWNED heading",
	"PWNED setext\n===",
	"| PWNED | table |\n|---|---|",
	"*PWNED* _PWNED_ `PWNED` ~~PWNED~~ &lt;PWNED&gt;",
	"1. PWNED list\n- PWNED item",
	"[ref]: http://evil.test/PWNED\n[ref]",
}

// hostileLab is a lab record with hostile text in every field a learner
// fills; benign, the same record with plain words in their place.
func hostileLab(benign bool) *Lab {
	lab := &Lab{Notes: map[string]string{}, Answers: map[string]string{}, Checks: map[string]Checked{}, Solutions: map[string]string{}}
	pick := func(i int) string {
		if benign {
			return "plain words " + strconv.Itoa(i%len(hostile)) + strings.Repeat("\nmore", strings.Count(hostile[i%len(hostile)], "\n"))
		}
		return hostile[i%len(hostile)]
	}
	for n := 1; n <= 5; n++ {
		lab.Notes["note-"+strconv.Itoa(n)] = pick(n) + "\n" + pick(n+3) + "\n" + pick(n+6)
	}
	for i, q := range questions {
		lab.Answers["answer-"+q.id] = pick(i) + "\n" + pick(i+1)
	}
	for i, c := range quiz.All {
		lab.Checks[c.ID] = Checked{Answer: []string{pick(i), pick(i + 2)}}
	}
	lab.Prediction = &Prediction{Outcome: pick(0), Partition: 3, Deadline: 8}
	lab.Solutions["effect-twice"] = "?scenario=request-lost&challenge=" + pick(2)
	lab.Solutions[pick(3)] = "?view=flp&moves=" + pick(4) // a solution's id is its record's key
	lab.Explain = &Explain{Outline: map[string]bool{"async": true}}
	for i := range hostile {
		lab.Explain.Slides = append(lab.Explain.Slides, Slide{Query: "scenario=reference", Title: pick(i), Notes: pick(i + 1), MS: 1000})
	}
	return lab
}

// Every learner text in a Markdown export is shown as text (issue 50,
// finding 5): rendered with a CommonMark renderer (goldmark, with GFM's
// autolinks and tables), no file holds raw HTML, and each file has the
// same headings, list items, tables, links and images with hostile texts
// as with plain words in their place: none is made of what the learner
// typed. Before, notes and answers were quoted raw and a slide's title
// went into its heading as written.
func TestMarkdownExportsShowLearnerTextAsText(t *testing.T) {
	named, _ := engine.LookupScenario("reference")
	for _, lang := range []string{"en", "ja"} {
		export := func(benign bool) map[string][]byte {
			files, err := Files(Input{Named: named, Params: engine.Params{Seed: engine.ReferenceSeed}, BaseURL: "http://127.0.0.1:8080/", Lang: lang, Lab: hostileLab(benign)})
			if err != nil {
				t.Fatal(err)
			}
			out := map[string][]byte{}
			for _, f := range files {
				if strings.HasSuffix(f.Name, ".md") {
					out[f.Name] = f.Data
				}
			}
			return out
		}
		plain := export(true)
		for name, md := range export(false) {
			got, want := markup(md), markup(plain[name])
			if got["raw HTML"] > 0 {
				t.Errorf("%s (%s): raw HTML", name, lang)
			}
			for _, kind := range []string{"raw HTML", "links", "headings", "list items", "code spans", "emphasis", "tables"} {
				if got[kind] != want[kind] {
					t.Errorf("%s (%s): %d %s with the learner's hostile texts, %d with plain words", name, lang, got[kind], kind, want[kind])
				}
			}
		}
	}
}

// markup counts what md renders to that a learner's text must not make.
func markup(md []byte) map[string]int {
	doc := goldmark.New(goldmark.WithExtensions(extension.GFM)).Parser().Parse(text.NewReader(md))
	n := map[string]int{}
	_ = ast.Walk(doc, func(node ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch node.(type) {
		case *ast.HTMLBlock, *ast.RawHTML:
			n["raw HTML"]++
		case *ast.Link, *ast.Image, *ast.AutoLink:
			n["links"]++
		case *ast.Heading:
			n["headings"]++
		case *ast.ListItem:
			n["list items"]++
		case *ast.CodeSpan:
			n["code spans"]++
		case *ast.Emphasis, *east.Strikethrough:
			n["emphasis"]++
		case *east.Table:
			n["tables"]++
		}
		return ast.WalkContinue, nil
	})
	return n
}

// FuzzMarkdownText: any line of the learner's, escaped and quoted as the
// exports quote it, renders as one quote of plain text: no HTML, link,
// heading, list, code, emphasis or table of its own.
func FuzzMarkdownText(f *testing.F) {
	for _, h := range hostile {
		for _, line := range strings.Split(h, "\n") {
			f.Add(line)
		}
	}
	f.Add("1) x")
	f.Add("   - x")
	f.Add("a@b.example www.x.test http://x.test")
	f.Fuzz(func(t *testing.T, line string) {
		if strings.ContainsAny(line, "\r\n") {
			return // quote splits lines first
		}
		md := []byte("> " + markdownText(line) + "\n")
		for kind, n := range markup(md) {
			if n > 0 {
				t.Fatalf("%q renders %d %s: %q", line, n, kind, md)
			}
		}
	})
}
