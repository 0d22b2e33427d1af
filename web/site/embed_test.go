package site

import (
	"encoding/xml"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"coordsim/internal/share"
)

// TestEmbedScriptHoldsNoWords: embed.js, like app.js, leaves every word to
// the catalogue.
func TestEmbedScriptHoldsNoWords(t *testing.T) {
	src := readRoot(t, "assets/embed.js")
	checkWords(t, "assets/embed.js", src, jsStrings(src))
}

// TestEveryPanelHasItsElements: each name panels= accepts (share.Panels)
// marks at least one element of index.html, and index.html marks no
// element with a name the URL parser would refuse.
func TestEveryPanelHasItsElements(t *testing.T) {
	page := readRoot(t, "index.html")
	marked := map[string]bool{}
	for _, m := range regexp.MustCompile(`<[^>]*\bdata-panel="([^"]*)"[^>]*>`).FindAllStringSubmatch(page, -1) {
		marked[m[1]] = true
		if !slices.Contains(share.Panels, m[1]) {
			t.Errorf("index.html marks a panel %q that panels= cannot name", m[1])
		}
		if !regexp.MustCompile(`\bclass="[^"]*\bfull-only\b`).MatchString(m[0]) {
			t.Errorf("%s: a panel is hidden in embed mode until panels= names it, so it must be full-only", m[0])
		}
	}
	for _, p := range share.Panels {
		if !marked[p] {
			t.Errorf("panels=%s shows nothing: no element of index.html has data-panel=%q", p, p)
		}
	}
}

// The SCORM package launches as it was built (issue 52, item 4): the
// manifest's launch holds the query, escaped, and its item's title is in
// the launch's language; a query the page would refuse is refused here.
func TestSCORMLaunch(t *testing.T) {
	m := string(Manifest([]string{"index.html"}, "lang=ja&grading=first", SCORM12))
	if !strings.Contains(m, `href="index.html?lang=ja&amp;grading=first"`) || !strings.Contains(m, "<title>実践ラボ") ||
		!strings.Contains(m, "<adlcp:datafromlms>lang=ja&amp;grading=first</adlcp:datafromlms>") {
		t.Errorf("the manifest:\n%s", m)
	}
	if m := string(Manifest([]string{"index.html"}, "", SCORM12)); !strings.Contains(m, `adlcp:scormtype="sco" href="index.html">`) {
		t.Errorf("a package built without a launch query:\n%s", m)
	}
	if err := SCORM(t.TempDir(), filepath.Join(t.TempDir(), SCORMName), "lang=fr", SCORM12); err == nil || !strings.Contains(err.Error(), "lang") {
		t.Errorf("a launch query the page refuses: %v", err)
	}
	// SCORM 2004 4th Edition: the query is the item's parameters, the
	// resource's address is the file's.
	m = string(Manifest([]string{"index.html"}, "lang=ja&grading=first", SCORM2004))
	for _, want := range []string{`<schemaversion>2004 4th Edition</schemaversion>`, `identifierref="sco" parameters="?lang=ja&amp;grading=first"`,
		`adlcp:scormType="sco" href="index.html">`, "<title>実践ラボ", "<adlcp:dataFromLMS>lang=ja&amp;grading=first</adlcp:dataFromLMS>"} {
		if !strings.Contains(m, want) {
			t.Errorf("the 2004 manifest has no %s:\n%s", want, m)
		}
	}
	for _, ed := range Editions {
		if err := xml.Unmarshal(Manifest([]string{"index.html", "a&b.js"}, "lang=ja&lock=seed", ed), new(struct{})); err != nil {
			t.Errorf("SCORM %s's manifest is not well-formed XML: %v", ed, err)
		}
	}
}
