package site

// The page's hand-written files hold no words: every sentence and every
// list of names comes from the Go catalogue (labels.js, the view). These
// tests read the files as text; they need no browser.

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/web/internal/module"
)

// sentence is four or more words of letters in a row, the shape of a
// sentence or a label someone would translate.
var catalogueKey = regexp.MustCompile(`^(?:page|lesson|scene|spacetime)(?:\.[A-Za-z0-9_-]+)+\.?$`)

var sentence = regexp.MustCompile(`[A-Za-z][A-Za-z'’]*(?:[ ,.;:!?()]+[A-Za-z][A-Za-z'’]*){3,}`)

func readRoot(t *testing.T, name string) string {
	t.Helper()
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// engineNames are the codes a view lists: scenarios, mutations, invariants.
func engineNames() []string {
	var names []string
	for _, n := range engine.Scenarios() {
		names = append(names, n.Name)
	}
	for _, m := range engine.AllMutations {
		names = append(names, string(m))
	}
	return append(names, engine.InvariantNames()...)
}

// checkWords reports engine names anywhere in src, Japanese anywhere, and
// English sentences in the pieces a user could read.
func checkWords(t *testing.T, file, src string, readable []string) {
	t.Helper()
	for _, name := range engineNames() {
		re := regexp.MustCompile(`(^|[^a-z0-9-])` + regexp.QuoteMeta(name) + `($|[^a-z0-9-])`)
		if re.MatchString(src) {
			t.Errorf("%s names the engine's %q: the list belongs to the catalogue and the view", file, name)
		}
	}
	for i, r := range src {
		if unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) {
			t.Errorf("%s has Japanese text at byte %d: %q", file, i, src[i:min(len(src), i+30)])
			break
		}
	}
	for _, piece := range readable {
		if catalogueKey.MatchString(piece) {
			continue // a key into the catalogue ("page.events.where.row"), not words
		}
		if m := sentence.FindString(piece); m != "" {
			t.Errorf("%s has a sentence for the catalogue: %q", file, m)
		}
	}
}

// jsStrings are the string and template literals of JavaScript source,
// comments skipped (a comment is for the next programmer, not the learner).
func jsStrings(src string) []string {
	var out []string
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case strings.HasPrefix(src[i:], "//"):
			i += strings.IndexByte(src[i:]+"\n", '\n')
		case strings.HasPrefix(src[i:], "/*"):
			if end := strings.Index(src[i+2:], "*/"); end >= 0 {
				i += end + 3
			} else {
				i = len(src)
			}
		case c == '"' || c == '\'' || c == '`':
			j := i + 1
			for j < len(src) && src[j] != c {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			out = append(out, src[i+1:min(j, len(src))])
			i = j
		}
	}
	return out
}

var (
	htmlComment = regexp.MustCompile(`(?s)<!--.*?-->`)
	htmlTag     = regexp.MustCompile(`(?s)<[^>]*>`)
	// Attributes a user reads or hears.
	htmlReadableAttr = regexp.MustCompile(`\b(?:title|aria-label|alt|placeholder|value)="([^"]*)"`)
	i18nKey          = regexp.MustCompile(`data-i18n(?:-label|-title)?="([^"]*)"`)
)

func TestPageFilesHoldNoWords(t *testing.T) {
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	scripts, err := filepath.Glob(filepath.Join(root, "assets", "*.js"))
	if err != nil || len(scripts) < 10 {
		t.Fatalf("the page's scripts: %v %v", scripts, err)
	}
	for _, path := range scripts {
		name := "assets/" + filepath.Base(path)
		src := readRoot(t, name)
		checkWords(t, name, src, jsStrings(src))
	}

	page := readRoot(t, "index.html")
	body := htmlComment.ReplaceAllString(page, "")
	readable := []string{htmlTag.ReplaceAllString(body, "\n")}
	for _, m := range htmlReadableAttr.FindAllStringSubmatch(body, -1) {
		readable = append(readable, m[1])
	}
	checkWords(t, "index.html", page, readable)
	if strings.Contains(page, `id="m-`) {
		t.Error("index.html has mutation checkboxes: the page builds them from the view's mutations")
	}
	// Every label key the page asks for is in the catalogue.
	keys := i18nKey.FindAllStringSubmatch(page, -1)
	if len(keys) < 20 {
		t.Fatalf("index.html has only %d data-i18n keys", len(keys))
	}
	for _, m := range keys {
		if !strings.HasPrefix(m[1], catalog.PagePrefix) || !catalog.Has(m[1]) {
			t.Errorf("index.html asks for label %q, which the catalogue's page part lacks", m[1])
		}
	}
}

// TestWordCheckCatchesWords: the checks above find what they look for.
func TestWordCheckCatchesWords(t *testing.T) {
	src := "const a = \"Copy the share link\"; // a comment with many words in it\nconst b = `tick ${t}`;"
	if got := jsStrings(src); len(got) != 2 || !sentence.MatchString(got[0]) || sentence.MatchString(got[1]) {
		t.Errorf("jsStrings/sentence: %q", got)
	}
	for _, fine := range []string{"coordsim:state", "[data-i18n]", "m-", "page.loading", "use strict", "0 / 9"} {
		if sentence.MatchString(fine) {
			t.Errorf("%q is not a sentence", fine)
		}
	}
}
