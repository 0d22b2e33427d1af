package panel

import (
	"strings"

	"coordsim/internal/share"
)

// Assign is the link builder (the full page's "make a course link"): the
// page as it stands (its story, knobs, language and view) made an
// assignment with the course's settings (what learners cannot change,
// which panels a frame shows, how the quiz counts, the course page's
// origin), and what that gives: the link learners follow, the frame's
// address with a snippet for a course page, and the command that packages
// it for an LMS. The settings are read as a link's values are, so a value
// a link would refuse is refused here, with the same sentence.
type Assign struct {
	Link     string    `json:"link"`     // the full page, as learners open it
	Embed    string    `json:"embed"`    // the frame's address (embed=1)
	Snippet  string    `json:"snippet"`  // a course page's iframe and script
	SCORM    string    `json:"scorm"`    // make scorm's command
	Problems []Problem `json:"problems"` // the settings refused, and why
	Lockable []Label   `json:"lockable"` // what lock= may fix
	Panels   []Label   `json:"panels"`   // what panels= may show in a frame
}

// AssignSettings are the settings the builder takes, as a link's
// parameters.
var AssignSettings = []string{"lock", "panels", "grading", "attempts", "feedback", "origin"}

// Assignment is cur made an assignment with settings (by AssignSettings'
// names, as a link's text; others are not the builder's and are left out)
// for the page at base (its address, without a query), in lang.
func Assignment(lang string, cur share.State, settings map[string]string, base string) Assign {
	values := map[string]string{}
	for _, k := range AssignSettings {
		if v, ok := settings[k]; ok {
			values[k] = v
		}
	}
	next, probs := share.Merge(cur, share.Patch{Values: values})
	a := Assign{Problems: []Problem{}}
	for _, p := range probs {
		a.Problems = append(a.Problems, problemOf(lang, p))
	}
	next.Embed = false
	_, full := share.Links(next)
	next.Embed = true
	frame, _ := share.Links(next)
	a.Link, a.Embed = base+"?"+full, base+"?"+frame
	a.Snippet = snippet(lang, a.Embed, base)
	a.SCORM = scormCommand(next.Lang, full)
	for _, k := range share.Lockable {
		a.Lockable = append(a.Lockable, Label{Code: k, Text: tr(lang, "lesson.lab.lockName."+k)})
	}
	for _, k := range share.Panels {
		a.Panels = append(a.Panels, Label{Code: k, Text: tr(lang, "page.assign.panel."+k)})
	}
	return a
}

// snippet is docs/embedding.md's course-page snippet for the frame at src:
// the iframe, and a script that hears the frame's progress once it is
// ready (posting before then would reach a blank document).
func snippet(lang, src, base string) string {
	sim := origin(base)
	return `<iframe id="sim" title="` + htmlAttr(tr(lang, "page.title")) + `" width="720" height="560" style="border:0" loading="lazy"
  src="` + htmlAttr(src) + `"></iframe>
<script>
const SIM = "` + sim + `";
const sim = document.getElementById("sim").contentWindow;
addEventListener("message", (e) => {
  if (e.origin !== SIM || e.source !== sim) return;
  const m = e.data || {};
  if (m.type === "coordsim:ready") console.log(m.state);
  if (m.type === "coordsim:progress") console.log(m.progress);
});
</script>
`
}

// origin is the scheme and host of address (https://sim.example/x/ ->
// https://sim.example). Not net/url: the bridge imports this package, and
// an import that sorts after Ebiten's delays the page's first run
// (web/browser's TestBridgeInitializesBeforeEbiten).
func origin(address string) string {
	scheme, rest, ok := strings.Cut(address, "://")
	if !ok {
		return address
	}
	host, _, _ := strings.Cut(rest, "/")
	return scheme + "://" + host
}

// scormCommand is make scorm's command for the assignment whose full
// link's query is full: its language as LANG, the rest as QUERY.
func scormCommand(lang, full string) string {
	var rest []string
	for _, pair := range strings.Split(full, "&") {
		if pair != "" && !strings.HasPrefix(pair, "lang=") {
			rest = append(rest, pair)
		}
	}
	return "make scorm LANG=" + lang + " QUERY='" + strings.Join(rest, "&") + "'"
}

// htmlAttr is s as an HTML attribute's text in double quotes.
func htmlAttr(s string) string {
	return strings.NewReplacer(`&`, "&amp;", `"`, "&quot;", `<`, "&lt;", `>`, "&gt;").Replace(s)
}
