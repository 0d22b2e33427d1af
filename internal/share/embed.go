package share

import (
	"slices"
	"strconv"
	"strings"
)

// Embedding in a course page: panels= names what an embedded frame shows
// beyond the essentials, and origin= pins the one course page (by origin)
// that may drive the frame and receive its state.

// Panels are the parts of the full page that panels= can add to an
// embedded frame, in the order a URL lists them.
var Panels = []string{"legend", "scenario", "users", "counts", "invariants", "settings", "mutations", "views", "compare", "share", "trace", "export", "challenges", "lab", "quiz"}

// panelList reads a comma-separated list of panels in Panels' order, each
// once; an unknown name is a problem and left out.
func panelList(v string, probs *problems) []string {
	return knownList(v, Panels, probs, "panels", "unknown-panel", "is not a panel this page has")
}

// knownList reads a comma-separated list of names from known, in known's
// order, each once; an unknown one is a problem (field, code, reason) and
// left out.
func knownList(v string, known []string, probs *problems, field, code, reason string) []string {
	var out []string
	for _, part := range strings.Split(v, ",") {
		name := strings.TrimSpace(part)
		switch {
		case name == "":
		case !slices.Contains(known, name):
			probs.add(field, name, code, 0, 0, "", reason+" (known: "+strings.Join(known, ", ")+")")
		case !slices.Contains(out, name):
			out = append(out, name)
		}
	}
	slices.SortFunc(out, func(a, b string) int { return slices.Index(known, a) - slices.Index(known, b) })
	return out
}

// ParseOrigin accepts a plain origin exactly as a browser writes it in a
// message event's origin: http or https, "://", a lower-case host (a name,
// an IPv4 address or a bracketed IPv6 address, in their canonical forms)
// and a port unless it is the scheme's default, with nothing after it. Any
// other spelling could never equal an event's origin, so it is refused
// rather than silently pinning the frame to no one.
func ParseOrigin(v string) (string, bool) {
	scheme, rest, ok := strings.Cut(v, "://")
	if !ok || (scheme != "http" && scheme != "https") {
		return "", false
	}
	host, port := rest, ""
	if i := strings.LastIndexByte(rest, ':'); i >= 0 && !strings.HasSuffix(rest, "]") {
		host, port = rest[:i], rest[i+1:]
		if !validPort(scheme, port) {
			return "", false
		}
	}
	if !validHost(host) {
		return "", false
	}
	return v, true
}

// validPort is a decimal port 1..65535 without a leading zero, other than
// the scheme's default (which the browser leaves out).
func validPort(scheme, port string) bool {
	n, err := strconv.Atoi(port)
	if err != nil || n < 1 || n > 65535 || strconv.Itoa(n) != port {
		return false
	}
	return !(scheme == "http" && n == 80) && !(scheme == "https" && n == 443)
}

// validHost is a host in the form the browser serialises it.
func validHost(h string) bool {
	if strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]") {
		return canonicalIPv6(h[1 : len(h)-1])
	}
	if h == "" || len(h) > 253 {
		return false
	}
	labels := strings.Split(h, ".")
	for _, l := range labels {
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for _, c := range []byte(l) {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return false
			}
		}
	}
	// A host ending in a number is an IPv4 address to the browser, which
	// writes it dotted-decimal: anything else (010.1, 0x7f.1, 1.2.3) never matches.
	if last := labels[len(labels)-1]; last[0] >= '0' && last[0] <= '9' {
		return canonicalIPv4(h)
	}
	return true
}

// Lockable are the parameters lock= may fix, in the order a URL lists
// them. Locking any fixes the embedding too (embed, panels, origin, lock).
var Lockable = []string{"scenario", "seed", "partition", "deadline", "retention", "mutations", "processing", "lease",
	"faults", "events", "model", "lang", "view", "challenge"}

// lockList reads lock= as panelList reads panels=.
func lockList(v string, probs *problems) []string {
	return knownList(v, Lockable, probs, "lock", "unknown-lock", "is not a parameter a course can lock")
}

// Locked says whether s's lock= fixes parameter key (a URL key: m.NAME is
// the model's, fixture= writes events=, b.* run B's).
func (s State) Locked(key string) bool {
	if len(s.Lock) == 0 {
		return false
	}
	switch {
	case key == "embed" || key == "panels" || key == "origin" || key == "lock" || key == "grading" || key == "attempts" || key == "feedback":
		return true
	case strings.HasPrefix(key, modelPrefix):
		key = "model"
	case key == "fixture":
		key = "events"
	case key == "t" || key == "tick":
		return false
	}
	return slices.Contains(s.Lock, key)
}

// ShownPanels are the panels an embedded frame shows: those panels=
// names, and the view's own when the view is a panel too (view=challenges
// shows the challenges' list, which is a panel), so that a frame never
// opens on a view it hides.
func (s State) ShownPanels() []string {
	shown := append([]string{}, s.Panels...)
	if slices.Contains(Panels, s.View) && !slices.Contains(shown, s.View) {
		shown = append(shown, s.View)
	}
	return shown
}

// Gradings are the ways grading= counts a checked answer tried more than
// once; best is the default, written as none.
var Gradings = []string{"first", "best", "last"}

// MaxTries is the highest cap attempts= may set on a question's checks.
const MaxTries = 99

// parseEmbed reads panels=, lock=, origin=, grading=, feedback= and
// attempts= into s.
func parseEmbed(s *State, get func(string) (string, bool), probs *problems) {
	if v, ok := get("panels"); ok {
		s.Panels = panelList(v, probs)
	}
	if v, ok := get("lock"); ok {
		s.Lock = lockList(v, probs)
	}
	// An empty origin= is refused like any other: read as "no origin" it
	// would open the frame to every parent and post its state to "*".
	if v, ok := get("origin"); ok {
		if o, ok := ParseOrigin(v); ok {
			s.Origin = o
		} else {
			probs.add("origin", v, "origin", 0, 0, "",
				"is not a plain origin such as https://course.example.org; the frame obeys and posts to no page")
		}
	}
	choice(get, probs, "grading", &s.Grading, Gradings, "best", "is none of first, best, last")
	choice(get, probs, "feedback", &s.Feedback, []string{"now", "after"}, "now", "is neither now nor after")
	if v, ok := get("attempts"); ok {
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil || n < 1 || n > MaxTries {
			probs.add("attempts", v, "range", 1, MaxTries, "no cap", rangeReason(1, MaxTries))
		} else {
			s.Tries = n
		}
	}
}

// choice reads name= into dst when it is one of choices; the default, def,
// is kept as none (so a link that names it reads as one that does not).
func choice(get func(string) (string, bool), probs *problems, name string, dst *string, choices []string, def, reason string) {
	v, ok := get(name)
	switch {
	case !ok:
	case v == def:
		*dst = ""
	case slices.Contains(choices, v):
		*dst = v
	default:
		probs.add(name, v, name, 0, 0, def, reason)
	}
}

// encodeEmbed writes panels=, lock=, origin=, grading=, attempts= and
// feedback= when s has them.
func encodeEmbed(s State) [][2]string {
	var pairs [][2]string
	if len(s.Panels) > 0 {
		pairs = append(pairs, [2]string{"panels", strings.Join(s.Panels, ",")})
	}
	if len(s.Lock) > 0 {
		pairs = append(pairs, [2]string{"lock", strings.Join(s.Lock, ",")})
	}
	if s.Origin != "" {
		pairs = append(pairs, [2]string{"origin", s.Origin})
	}
	if s.Grading != "" {
		pairs = append(pairs, [2]string{"grading", s.Grading})
	}
	if s.Tries > 0 {
		pairs = append(pairs, [2]string{"attempts", strconv.FormatInt(s.Tries, 10)})
	}
	if s.Feedback != "" {
		pairs = append(pairs, [2]string{"feedback", s.Feedback})
	}
	return pairs
}
