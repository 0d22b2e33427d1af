package share

import (
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// FuzzQuery: parseQuery keeps what url.ParseQuery keeps, first values
// only, and queryEscape and queryUnescape are url's; where url drops a
// pair (a ";" in it, a bad escape), parseQuery may keep it, with its value
// as written, which no value check accepts.
func FuzzQuery(f *testing.F) {
	for _, s := range []string{"", "a=1&b=2&a=3", "a=%zz&b=2", "a;b=1&c=2", "k%20=v+w", "=x&&y=", "a=%4", "a=%e3%81%82",
		"origin=https%3A%2F%2Fcourse.example.org", "x=a%2Cb,c", "\x00=\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		want, _ := url.ParseQuery(raw)
		got := parseQuery(raw)
		asWritten := func(v string) bool { // a value url would have dropped, kept as written
			_, err := url.QueryUnescape(v)
			return strings.Contains(v, ";") || err != nil
		}
		for k, v := range want {
			if got[k] != v[0] && !asWritten(got[k]) {
				t.Fatalf("%q: %q=%q, url.ParseQuery says %q", raw, k, got[k], v[0])
			}
		}
		for k, v := range got {
			if _, ok := want[k]; !ok && !asWritten(v) {
				t.Fatalf("%q: %q=%q kept, url.ParseQuery drops it", raw, k, v)
			}
		}
		u, err := url.QueryUnescape(raw)
		if mine, ok := queryUnescape(raw); ok != (err == nil) || ok && mine != u {
			t.Fatalf("unescape %q: %q %v, url says %q %v", raw, mine, ok, u, err)
		}
		if got, want := queryEscape(raw), url.QueryEscape(raw); got != want {
			t.Fatalf("escape %q: %q, url says %q", raw, got, want)
		}
	})
}

// FuzzHosts: canonicalIPv4 accepts exactly what net/netip reads as an IPv4
// address and writes back the same; canonicalIPv6 accepts exactly what it
// reads as an IPv6 address without a zone and writes back the same, except
// that an IPv4-mapped address is written in hex, as browsers write it.
func FuzzHosts(f *testing.F) {
	for _, s := range []string{"127.0.0.1", "010.0.0.1", "1.2.3", "256.1.1.1", "1.2.3.4.", "::1", "::", "0:0::1", "2001:db8::1",
		"2001:DB8::1", "1:0:0:2:0:0:0:3", "1:0:0:2::3", "1::2:0:0:3", "fe80::1%eth0", "::ffff:1.2.3.4", "::ffff:102:304",
		"1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:8", "::0001", ":::", "1::2::3", "0:0:0:0:0:0:0:0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		a, err := netip.ParseAddr(h)
		if want := err == nil && a.Is4() && a.String() == h; canonicalIPv4(h) != want {
			t.Fatalf("canonicalIPv4(%q) = %v, netip says %v", h, !want, want)
		}
		want := err == nil && a.Is6() && a.Zone() == "" && a.String() == h && !a.Is4In6()
		if err == nil && a.Is4In6() && a.Zone() == "" {
			b := a.As16()
			piece := func(i int) string { return strconv.FormatUint(uint64(b[i])<<8|uint64(b[i+1]), 16) }
			want = h == "::ffff:"+piece(12)+":"+piece(14)
		}
		if canonicalIPv6(h) != want {
			t.Fatalf("canonicalIPv6(%q) = %v, want %v", h, !want, want)
		}
	})
}
