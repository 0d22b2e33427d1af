package share

import (
	"strconv"
	"strings"
)

// Speed only: the page's WebAssembly reads its URL with this package, and
// Go initializes packages in import-path order as their imports allow, so
// with net/url and net/netip among its imports wasm/bridge waits on them
// and Ebiten's packages, which sort before "net/", initialize first: in
// Chromium the bridge came up 137 ms later and the page was ready 150 ms
// later (1.18x; medians of 23 loads of each build, interleaved,
// 2026-12-01), and the WASM was 143 KB larger (17 KB with brotli). So the
// little of them this package needs is written here. FuzzQuery and
// FuzzHosts hold it to net/url and net/netip, and
// TestBridgeInitializesBeforeEbiten (web/browser) the order.

// parseQuery reads a query string as url.ParseQuery does: pairs split on
// "&", "+" a space; only the first value of each name is kept, as Parse
// reads no other. Where url.ParseQuery leaves a pair out silently (a ";"
// in it, a bad %-escape), the pair keeps its value as written, so that the
// value's own check refuses it with the problem any bad value gets
// (?seed=1;2 says the seed is bad, as ?seed=x does); a name that does not
// unescape names nothing and is left out.
func parseQuery(raw string) map[string]string {
	vals := map[string]string{}
	for raw != "" {
		var pair string
		pair, raw, _ = strings.Cut(raw, "&")
		if pair == "" {
			continue
		}
		k, v, _ := strings.Cut(pair, "=")
		key, ok := queryUnescape(k)
		if !ok || strings.Contains(k, ";") {
			continue
		}
		value, ok := queryUnescape(v)
		if !ok || strings.Contains(v, ";") {
			value = v // as written: no value of the page's has a ";" or a "%" not escaped
		}
		if _, seen := vals[key]; !seen {
			vals[key] = value
		}
	}
	return vals
}

// queryUnescape is url.QueryUnescape: "%XX" is a byte, "+" a space; a "%"
// not followed by two hex digits makes the whole text bad.
func queryUnescape(s string) (string, bool) {
	if !strings.ContainsAny(s, "%+") {
		return s, true
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return "", false
			}
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
		case '+':
			b = append(b, ' ')
		default:
			b = append(b, c)
		}
	}
	return string(b), true
}

// queryEscape is url.QueryEscape: letters, digits and "-_.~" stay, a space
// becomes "+", every other byte "%XX".
func queryEscape(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '-', c == '_', c == '.', c == '~':
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// canonicalIPv4 reports whether h is an IPv4 address in the only form a
// browser writes one: four decimal octets, no leading zeros.
func canonicalIPv4(h string) bool {
	fields := strings.Split(h, ".")
	if len(fields) != 4 {
		return false
	}
	for _, field := range fields {
		// As validPort reads a port: the number must write back as given.
		if n, err := strconv.Atoi(field); err != nil || n < 0 || n > 255 || strconv.Itoa(n) != field {
			return false
		}
	}
	return true
}

// canonicalIPv6 reports whether h (the text between an origin's brackets)
// is an IPv6 address as the URL standard serialises one: lower-case hex
// pieces without leading zeros, the first longest run of two or more zero
// pieces written "::", no zone and no dotted IPv4 tail (a browser writes
// ::ffff:1.2.3.4 as ::ffff:102:304).
func canonicalIPv6(h string) bool {
	var pieces [8]uint16
	head, tail, compressed := strings.Cut(h, "::")
	read := func(s string, into []uint16) (int, bool) {
		if s == "" {
			return 0, true
		}
		n := 0
		for field := range strings.SplitSeq(s, ":") {
			if n == len(into) || field == "" || len(field) > 4 {
				return 0, false
			}
			var v uint16
			for _, c := range []byte(field) {
				if !isHex(c) {
					return 0, false
				}
				v = v<<4 | uint16(unhex(c))
			}
			into[n] = v
			n++
		}
		return n, true
	}
	n, ok := read(head, pieces[:])
	if !ok {
		return false
	}
	if !compressed {
		return n == 8 && writeIPv6(pieces) == h
	}
	var rest [8]uint16
	m, ok := read(tail, rest[:])
	if !ok || n+m > 7 {
		return false
	}
	copy(pieces[8-m:], rest[:m])
	return writeIPv6(pieces) == h
}

// writeIPv6 serialises an address as the URL standard does.
func writeIPv6(p [8]uint16) string {
	start, length := -1, 1 // the first longest run of zeros, if longer than one
	for i := 0; i < 8; {
		j := i
		for j < 8 && p[j] == 0 {
			j++
		}
		if j-i > length {
			start, length = i, j-i
		}
		i = j + 1
	}
	var b []byte
	for i := 0; i < 8; i++ {
		if i == start {
			b = append(b, "::"...)
			i += length - 1
			continue
		}
		if len(b) > 0 && b[len(b)-1] != ':' {
			b = append(b, ':')
		}
		b = strconv.AppendUint(b, uint64(p[i]), 16)
	}
	return string(b)
}
