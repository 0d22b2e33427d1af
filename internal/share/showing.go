package share

import (
	"slices"
	"strings"
)

// How the page shows a run (not what runs), and the names a link gives
// that only a pattern can check here: an attempt, a challenge.

// parseShowing reads how the page shows the run, not what runs: its
// language, embedding, view and the attempt view=worlds forks at.
func parseShowing(s *State, get func(string) (string, bool), probs *problems) {
	if v, ok := get("lang"); ok {
		if slices.Contains(Langs, v) {
			s.Lang = v
		} else {
			probs.add("lang", v, "choice", 0, 0, s.Lang, "must be en or ja")
		}
	}
	if v, ok := get("embed"); ok {
		switch v {
		case "1", "true":
			s.Embed = true
		case "0", "false", "":
		default:
			probs.add("embed", v, "choice", 0, 0, "0", "must be 1 or 0")
		}
	}
	if v, ok := get("view"); ok {
		if slices.Contains(Views, v) {
			s.View = v
		} else {
			probs.add("view", v, "choice", 0, 0, Views[0], "must be "+strings.Join(Views, ", "))
		}
	}
	if v, ok := get("challenge"); ok {
		if challengeName(v) {
			s.Challenge = v
		} else {
			probs.add("challenge", v, "choice", 0, 0, "", "must name a challenge, like effect-twice")
		}
	}
	if v, ok := get("attempt"); ok {
		if attemptName(v) {
			s.Attempt = v
		} else {
			probs.add("attempt", v, "choice", 0, 0, "", "must name an attempt as the trace does, like c1.confirm#1")
		}
	}
}

// attemptName reports whether v names an attempt as the trace does: a
// client, an operation and an attempt number ("c1.confirm#1").
func attemptName(v string) bool {
	client, rest, ok := strings.Cut(v, ".")
	op, n, ok2 := strings.Cut(rest, "#")
	if !ok || !ok2 || len(client) < 2 || client[0] != 'c' || !digits(client[1:]) || !digits(n) || len(v) > 40 {
		return false
	}
	return op == "confirm" || op == "ship" || op == "close"
}

// challengeName reports whether v could name a challenge: a short slug.
func challengeName(v string) bool {
	if v == "" || len(v) > 40 || v[0] == '-' {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !(c == '-' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
