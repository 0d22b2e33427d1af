package share

import (
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestPanelsAreReadInOneOrder(t *testing.T) {
	s, probs := Parse("embed=1&panels=trace,,invariants,trace, legend")
	if len(probs) != 0 || !reflect.DeepEqual(s.Panels, []string{"legend", "invariants", "trace"}) {
		t.Fatalf("panels %q, problems %v", s.Panels, probs)
	}
	if q := Encode(s); !strings.Contains(q, "&embed=1&panels=legend,invariants,trace") {
		t.Errorf("encoded %q", q)
	}
	s, probs = Parse("panels=invariants,<img src=x>,labs")
	if !reflect.DeepEqual(s.Panels, []string{"invariants"}) || len(probs) != 2 {
		t.Fatalf("panels %q, problems %v", s.Panels, probs)
	}
	for _, p := range probs {
		if p.Field != "panels" || p.Code != "unknown-panel" || p.Fallback != "" {
			t.Errorf("problem %+v", p)
		}
	}
	if s, _ := Parse("panels="); s.Panels != nil || strings.Contains(Encode(s), "panels") {
		t.Errorf("an empty panels= should name none: %q", s.Panels)
	}
}

func TestOrigin(t *testing.T) {
	good := []string{"https://course.example.org", "http://127.0.0.1:8080", "http://localhost:1", "https://a-b.c_d.example:65535",
		"http://[::1]:9000", "https://[2001:db8::1]", "https://xn--wgv71a.jp", "http://10.0.0.1", "http://[::ffff:102:304]", "http://[1:0:0:2::3]"}
	for _, v := range good {
		s, probs := Parse("origin=" + url.QueryEscape(v))
		if len(probs) != 0 || s.Origin != v {
			t.Errorf("%q: origin %q, problems %v", v, s.Origin, probs)
		}
		if again, _ := Parse(Encode(s)); again.Origin != v {
			t.Errorf("%q did not survive Encode: %q", v, Encode(s))
		}
	}
	// What a browser would never write as an event's origin, and what is
	// not an origin at all.
	bad := []string{"*", "null", "course.example.org", "https://course.example.org/", "https://course.example.org/path",
		"https://Course.example.org", "HTTPS://course.example.org", "https://course.example.org:443", "http://a:80",
		"https://a:0", "https://a:65536", "https://a:080", "https://a:", "https://user@a", "https://a?x", "https://a#x",
		"javascript:alert(1)", "file:///etc/passwd", "ftp://a", "https://", "https://a..b", "https://.a", "https://a.",
		"https://-a", "https://a b", "https://[::1", "https://[::1]x", "https://[0:0::1]", "https://[fe80::1%25eth0]", "https://[::ffff:1.2.3.4]", "https://[2001:DB8::1]", "https://[1::2:0:0:0:3]",
		"http://010.0.0.1", "http://0x7f.0.0.1", "http://1.2.3", "http://256.0.0.1", "http://127.0.0.1 ", " http://a",
		"https://例え.jp", "https://a\x00b", "https://" + strings.Repeat("a.", 127) + "a"}
	for _, v := range bad {
		s, probs := Parse("embed=1&origin=" + url.QueryEscape(v))
		if s.Origin != "" || len(probs) != 1 || probs[0].Field != "origin" || probs[0].Code != "origin" || probs[0].Fallback != "" {
			t.Errorf("%q: origin %q, problems %+v", v, s.Origin, probs)
		}
		if strings.Contains(Encode(s), "origin") {
			t.Errorf("%q: a refused origin stayed in the URL: %q", v, Encode(s))
		}
	}
	// An empty origin= (or one of spaces) is refused too, never read as
	// "no origin", which would open the frame to every parent.
	for _, q := range []string{"embed=1&origin=", "embed=1&origin", "origin=&origin=https://course.example.org", "embed=1&origin=+"} {
		s, probs := Parse(q)
		if s.Origin != "" || len(probs) != 1 || probs[0].Field != "origin" || probs[0].Code != "origin" {
			t.Errorf("%q: origin %q, problems %+v", q, s.Origin, probs)
		}
	}
	if _, probs := Parse("embed=1"); len(probs) != 0 {
		t.Errorf("no origin= at all is no problem: %+v", probs)
	}
}

func TestEmbedRoundTrips(t *testing.T) {
	in, _ := Parse("scenario=response-lost&embed=1")
	in.Panels, in.Origin = []string{"users", "trace"}, "https://course.example.org:8443"
	q := Encode(in)
	if !strings.HasSuffix(q, "&embed=1&panels=users,trace&origin=https%3A%2F%2Fcourse.example.org%3A8443") {
		t.Errorf("encoded %q", q)
	}
	if out, probs := Parse(q); len(probs) != 0 || !reflect.DeepEqual(in, out) {
		t.Fatalf("round trip of %q: %+v %v", q, out, probs)
	}
}

// FuzzOrigin: whatever ParseOrigin accepts is an origin as Go's URL parser
// reads it too (http or https, a host, nothing else), written the way
// url.URL writes it back, and so the same as a browser's serialisation.
func FuzzOrigin(f *testing.F) {
	for _, s := range []string{"https://course.example.org", "http://127.0.0.1:8080", "http://[::1]:9000", "https://a:443",
		"https://a/", "javascript:alert(1)", "http://0x7f.1", "https://[::ffff:1.2.3.4]", "http://a:b@c", "https://a%2eb"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		o, ok := ParseOrigin(v)
		if !ok {
			if o != "" {
				t.Fatalf("refused %q but returned %q", v, o)
			}
			return
		}
		u, err := url.Parse(o)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil ||
			u.Path != "" || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
			t.Fatalf("accepted %q, which Go reads as %#v (%v)", o, u, err)
		}
		if (&url.URL{Scheme: u.Scheme, Host: u.Host}).String() != o || strings.ToLower(o) != o {
			t.Fatalf("accepted %q, not in canonical form", o)
		}
		if p := u.Port(); p == "80" && u.Scheme == "http" || p == "443" && u.Scheme == "https" {
			t.Fatalf("accepted %q with the default port", o)
		}
	})
}

// FuzzPanels: any panels= list reads as known panels, each once, in
// Panels' order, and writes back to the same list.
func FuzzPanels(f *testing.F) {
	for _, s := range []string{"", "trace", "invariants,trace", "trace,invariants,trace", ",,", "lab", "trace,<b>", "TRACE"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		s, _ := Parse("panels=" + url.QueryEscape(v))
		last := -1
		for _, p := range s.Panels {
			i := slices.Index(Panels, p)
			if i <= last {
				t.Fatalf("panels %q from %q: unknown, repeated or out of order", s.Panels, v)
			}
			last = i
		}
		if again, probs := Parse(Encode(s)); len(probs) != 0 || !reflect.DeepEqual(again.Panels, s.Panels) {
			t.Fatalf("re-parse of %q: %q %v", Encode(s), again.Panels, probs)
		}
	})
}

// TestLockFixesWhatTheCourseNamed: lock= refuses every change to what it
// names (and to the embedding), from the learner or the course alike, with
// a problem each, and lets the rest through.
func TestLockFixesWhatTheCourseNamed(t *testing.T) {
	cur, probs := Parse("scenario=response-lost&seed=7&embed=1&lock=seed,scenario,nope")
	if !reflect.DeepEqual(cur.Lock, []string{"scenario", "seed"}) || len(probs) != 1 || probs[0].Code != "unknown-lock" {
		t.Fatalf("lock %q, problems %v", cur.Lock, probs)
	}
	next, probs := Merge(cur, Patch{Values: map[string]string{"seed": "9", "scenario": "reference", "lock": "", "embed": "0", "partition": "5", "m.clients": "2"}})
	if next.Seed != 7 || next.Scenario != "response-lost" || !next.Embed || !reflect.DeepEqual(next.Lock, cur.Lock) || next.Partition != 5 {
		t.Errorf("after the patch: %+v", next)
	}
	var fields []string
	for _, p := range probs {
		if p.Code != "locked" {
			t.Errorf("problem %+v", p)
		}
		fields = append(fields, p.Field)
	}
	if want := []string{"embed", "lock", "scenario", "seed"}; !reflect.DeepEqual(fields, want) {
		t.Errorf("refused %v, want %v", fields, want)
	}
	// The full view keeps the course's lock (issue 52, item 5): the
	// assignment stays the assignment in a tab of its own.
	if q := Encode(next); !strings.Contains(q, "lock=scenario,seed") || !strings.Contains(FullView(next), "lock=scenario,seed") || !strings.Contains(FullView(next), "embed=0") {
		t.Errorf("encoded %q, full view %q", q, FullView(next))
	}
	free, probs := Merge(next, Patch{Values: map[string]string{"seed": "9"}})
	if _, probs2 := Merge(Defaults, Patch{Values: map[string]string{"seed": "9"}}); free.Seed != 7 || len(probs) != 1 || len(probs2) != 0 {
		t.Errorf("a second patch: seed %d, %v / %v", free.Seed, probs, probs2)
	}
}

// FuzzLock: any lock= list reads as lockable names, each once, in
// Lockable's order, and writes back to the same list.
func FuzzLock(f *testing.F) {
	for _, s := range []string{"", "seed", "seed,scenario,seed", ",,", "panels", "m.clients", "SEED"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		s, _ := Parse("lock=" + url.QueryEscape(v))
		last := -1
		for _, k := range s.Lock {
			i := slices.Index(Lockable, k)
			if i <= last {
				t.Fatalf("lock %q from %q: unknown, repeated or out of order", s.Lock, v)
			}
			last = i
		}
		if again, probs := Parse(Encode(s)); len(probs) != 0 || !reflect.DeepEqual(again.Lock, s.Lock) {
			t.Fatalf("re-parse of %q: %q %v", Encode(s), again.Lock, probs)
		}
	})
}

// grading= (issue 52, item 3) is how a course counts a question tried
// more than once: first, best (the default, written as none) or last; any
// other value is a problem and counts as best; like the rest of the
// embedding, a learner's patch cannot change it on a locked page.
func TestGrading(t *testing.T) {
	for _, c := range []struct {
		q, want, link string
		problem       bool
	}{
		{"grading=first", "first", "grading=first", false},
		{"grading=last", "last", "grading=last", false},
		{"grading=best", "", "", false},
		{"", "", "", false},
		{"grading=worst", "", "", true},
	} {
		s, probs := Parse(c.q)
		if s.Grading != c.want || (len(probs) > 0) != c.problem || strings.Contains(Encode(s), "grading") != (c.link != "") ||
			c.link != "" && !strings.Contains(Encode(s), c.link) {
			t.Errorf("%q: grading %q, problems %v, link %q", c.q, s.Grading, probs, Encode(s))
		}
	}
	cur, _ := Parse("grading=first&lock=seed")
	if next, _ := Merge(cur, Patch{Values: map[string]string{"grading": "best", "partition": "9"}}); next.Grading != "first" || next.Partition != 9 {
		t.Errorf("a patch moved a locked page's grading to %q", next.Grading)
	}
	if next, _ := Merge(cur, Patch{Values: map[string]string{"partition": "9"}}); next.Grading != "first" {
		t.Errorf("a patch that does not name grading dropped it: %q", next.Grading)
	}
	link, _ := Parse("grading=best&seed=" + strconv.FormatUint(cur.Seed, 10))
	if next, _ := KeepLocked(cur, link); next.Grading != "first" {
		t.Errorf("a whole link over a locked page moved its grading to %q", next.Grading)
	}
}

// attempts=N (issue 52, item 3) caps the checks of each quiz question:
// 1 to 99; anything else is a problem and no cap. It is the course's.
func TestTriesCap(t *testing.T) {
	for q, want := range map[string]int64{"attempts=3": 3, "attempts=99": 99, "attempts=0": 0, "attempts=100": 0, "attempts=x": 0, "": 0} {
		s, probs := Parse(q)
		bad := q != "" && want == 0
		if s.Tries != want || (len(probs) > 0) != bad || (want > 0) != strings.Contains(Encode(s), "attempts="+strconv.FormatInt(want, 10)) {
			t.Errorf("%q: cap %d, problems %v, link %q", q, s.Tries, probs, Encode(s))
		}
	}
	cur, _ := Parse("attempts=2&lock=seed")
	link, _ := Parse("attempts=9&seed=" + strconv.FormatUint(cur.Seed, 10))
	if next, _ := KeepLocked(cur, link); next.Tries != 2 {
		t.Errorf("a whole link over a locked page moved the cap to %d", next.Tries)
	}
}

// feedback=after (issue 52, item 3): the quiz holds its verdicts back
// until the learner submits; now is the default, written as none.
func TestFeedbackAfter(t *testing.T) {
	for q, want := range map[string]string{"feedback=after": "after", "feedback=now": "", "feedback=later": "", "": ""} {
		s, probs := Parse(q)
		if s.Feedback != want || (len(probs) > 0) != (q == "feedback=later") || strings.Contains(Encode(s), "feedback=after") != (want == "after") {
			t.Errorf("%q: feedback %q, problems %v, link %q", q, s.Feedback, probs, Encode(s))
		}
	}
	cur, _ := Parse("feedback=after&lock=seed")
	link, _ := Parse("seed=" + strconv.FormatUint(cur.Seed, 10))
	if next, _ := KeepLocked(cur, link); next.Feedback != "after" {
		t.Errorf("a whole link over a locked page turned feedback to %q", next.Feedback)
	}
}

// A frame opened on a view that is a panel too (view=challenges) shows it
// without panels= naming it: it never opens on a view it hides.
func TestShownPanelsHoldTheView(t *testing.T) {
	for link, want := range map[string]string{
		"embed=1":                                   "",
		"embed=1&view=challenges":                   "challenges",
		"embed=1&view=spacetime&panels=trace":       "trace",
		"embed=1&view=challenges&panels=challenges": "challenges",
		"embed=1&view=challenges&panels=lab":        "lab,challenges",
	} {
		s, _ := Parse(link)
		if got := strings.Join(s.ShownPanels(), ","); got != want {
			t.Errorf("%s shows %q, want %q", link, got, want)
		}
	}
}
