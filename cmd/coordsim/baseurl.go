package main

// The CLI's gate for --base-url, with net/url: the page's WebAssembly
// keeps net/url out (see internal/share/query_fast.go), and the page's base is
// its own location, which the browser has already checked.

import (
	"net/url"

	"coordsim/engine"
	"coordsim/internal/share"
)

// parseBaseURL checks the address share links are built on and returns it
// in its canonical form: an absolute http(s) URL with an ASCII host, no user name or
// password, no query and no fragment, every byte of it printable ASCII
// (spaces, quotes, angle brackets, parentheses and non-ASCII text are
// percent-encoded). That form is safe in a URL, a Markdown link and a
// terminal; a shell command still quotes it (render.ShellQuote).
func parseBaseURL(s string) (string, error) {
	u, err := url.Parse(s)
	switch {
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Opaque != "":
		return "", baseError(s, "is not an absolute http(s) URL")
	case u.User != nil:
		return "", baseError(s, "holds a user name or password, which every share link would repeat")
	case u.RawQuery != "" || u.ForceQuery:
		return "", baseError(s, "has a ?query; give the page's address only (share links add their own)")
	case u.Fragment != "" || u.RawFragment != "":
		return "", baseError(s, "has a #fragment; give the page's address only")
	}
	for i := 0; i < len(u.Host); i++ {
		if c := u.Host[i]; c <= ' ' || c >= 0x7f {
			return "", baseError(s, "has a host that is not plain ASCII (write an international name in its xn-- form)")
		}
	}
	return share.LinkSafe(u.String()), nil // printable ASCII (FuzzLinkSafe)
}

func baseError(s, reason string) error {
	return &engine.ParamError{Field: "base-url", Value: engine.QuoteShort(s), Reason: reason}
}
