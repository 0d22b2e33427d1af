package claim

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"coordsim/internal/scripttest"
)

var rewrite = flag.Bool("rewrite", false, "rewrite the expected output of testdata/*.txt with the verdicts Check gives")

// TestScripts: testdata/*.txt are claims and the verdicts the engine gives
// them, one case each:
//
//	claim kind=KIND run=QUERY [row=N] [defense=M] [invariant=I] [key=K]
//	      [told=T] [delivered=N] [applied=N] [lang=ja]
//	----
//	VERDICT [at row N]: the reason, in lang (English by default)
func TestScripts(t *testing.T) {
	scripttest.RunDir(t, "testdata", *rewrite, func() func(string) (string, error) { return checkCase })
}

// checkCase answers one claim line with its verdict.
func checkCase(line string) (string, error) {
	fields := strings.Fields(line)
	if fields[0] != "claim" {
		return "", fmt.Errorf("unknown command %q (known: claim)", fields[0])
	}
	var c Claim
	lang := "en"
	for _, f := range fields[1:] {
		k, v, _ := strings.Cut(f, "=")
		var err error
		switch k {
		case "kind":
			c.Kind = Kind(v)
		case "run":
			c.Run = v
		case "row":
			c.Row, err = strconv.Atoi(v)
		case "defense":
			c.Defense = v
		case "invariant":
			c.Invariant = v
		case "key":
			c.Key = v
		case "told":
			c.Told = v
		case "delivered":
			c.Delivered, err = atoiPtr(v)
		case "applied":
			c.Applied, err = atoiPtr(v)
		case "lang":
			lang = v
		default:
			return "", fmt.Errorf("unknown argument %q", k)
		}
		if err != nil {
			return "", fmt.Errorf("%s: %v", k, err)
		}
	}
	v := Check(c, lang)
	at := ""
	if v.Row != 0 {
		at = " at row " + strconv.Itoa(v.Row)
	}
	return v.Verdict + at + ": " + v.Reason + "\n", nil
}

func atoiPtr(v string) (*int, error) {
	n, err := strconv.Atoi(v)
	return &n, err
}
