package share

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// BaseError is a base URL refused: the value as given, and why.
type BaseError struct{ Value, Reason string }

func (e *BaseError) Error() string { return fmt.Sprintf("%s %s", strconv.Quote(e.Value), e.Reason) }

// BaseURL checks the address share links are built on (the CLI's
// --base-url, the page's own location) and returns it in its canonical
// form: an absolute http(s) URL with an ASCII host, no user name or
// password, no query and no fragment, every byte of it printable ASCII
// (spaces, quotes, angle brackets, parentheses and non-ASCII text are
// percent-encoded). That form is safe in a URL, a Markdown link and a
// terminal; a shell command still quotes it (render.ShellQuote).
func BaseURL(s string) (string, error) {
	u, err := url.Parse(s)
	switch {
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Opaque != "":
		return "", &BaseError{s, "is not an absolute http(s) URL"}
	case u.User != nil:
		return "", &BaseError{s, "holds a user name or password, which every share link would repeat"}
	case u.RawQuery != "" || u.ForceQuery:
		return "", &BaseError{s, "has a ?query; give the page's address only (share links add their own)"}
	case u.Fragment != "" || u.RawFragment != "":
		return "", &BaseError{s, "has a #fragment; give the page's address only"}
	}
	for i := 0; i < len(u.Host); i++ {
		if c := u.Host[i]; c <= ' ' || c >= 0x7f {
			return "", &BaseError{s, "has a host that is not plain ASCII (write an international name in its xn-- form)"}
		}
	}
	// Parentheses would end a Markdown link early.
	out := strings.NewReplacer("(", "%28", ")", "%29").Replace(u.String())
	for i := 0; i < len(out); i++ {
		if c := out[i]; c <= ' ' || c >= 0x7f {
			return "", &BaseError{s, "cannot be written as plain ASCII"}
		}
	}
	return out, nil
}
