package render

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"coordsim/engine"
)

// englishRun is four or more English words in a row: a sentence the
// Japanese table must not hold once its codes are taken out.
var englishRun = regexp.MustCompile(`[A-Za-z][A-Za-z'’]*(?:[ ,.;:!?()]+[A-Za-z][A-Za-z'’]*){3,}`)

// asciiToken is a run of the characters codes, ids and keys are spelled in.
var asciiToken = regexp.MustCompile(`[A-Za-z0-9_\-:#.>+'’/=]+`)

// codesOf are the words of r the table prints as they are in every
// language: entry kinds, delivery modes, effects, ids, keys, states,
// rejection codes, statuses, invariant and outcome codes, mutations.
func codesOf(r *engine.Result) map[string]bool {
	codes := map[string]bool{r.Scenario: true, r.FinalState: true, r.Recovery.Outcome: true}
	for _, m := range r.Params.Mutations {
		codes[string(m)] = true
	}
	for _, e := range r.Trace {
		for _, c := range []string{e.Kind.String(), e.Delivery.String(), e.Effect.String(), e.EventID, e.Key, e.Code()} {
			codes[c] = true
		}
		if e.Result != nil {
			codes[e.Result.State] = true
		}
	}
	for _, u := range r.Users {
		codes[u.Key], codes[u.Status.String()], codes[u.EventID] = true, true, true
		if u.Result != nil {
			codes[u.Result.State] = true
		}
		if u.Error != nil {
			codes[u.Error.Code] = true
		}
	}
	for _, v := range r.Invariants {
		codes[v.Name] = true
	}
	for _, o := range r.Orders {
		codes[o.State] = true
	}
	return codes
}

// englishIn lists the lines of table that hold an English sentence once
// the codes of r, and every token shaped like an id, a key or a number
// (holding -, :, #, ., > or a digit), are taken out.
func englishIn(table string, r *engine.Result) []string {
	codes := codesOf(r)
	var found []string
	for _, line := range strings.Split(table, "\n") {
		words := asciiToken.ReplaceAllStringFunc(line, func(tok string) string {
			if codes[tok] || strings.ContainsAny(tok, "-:#.>0123456789") {
				return ""
			}
			return tok
		})
		if m := englishRun.FindString(words); m != "" {
			found = append(found, m+"    in: "+line)
		}
	}
	return found
}

// The Japanese table holds no English sentence: every word but the codes
// is the catalogue's, across the scenarios, with every defense on and with
// each switched off (which words broken invariants from their entries).
func TestJapaneseTableHasNoEnglish(t *testing.T) {
	runs := 0
	for _, named := range engine.Scenarios() {
		for _, ms := range append([][]engine.Mutation{nil}, mutationsOneByOne()...) {
			p, err := named.Resolve(engine.Overrides{Mutations: ms})
			if err != nil {
				t.Fatal(err)
			}
			r, err := named.Run(p)
			if err != nil {
				t.Fatal(err)
			}
			var ja bytes.Buffer
			if err := RunTableIn(&ja, r, "ja"); err != nil {
				t.Fatal(err)
			}
			for _, s := range englishIn(ja.String(), r) {
				t.Errorf("%s %v: English in the Japanese table: %s", named.Name, ms, s)
			}
			runs++
		}
	}
	if runs < 50 {
		t.Fatalf("only %d runs checked", runs)
	}
}

func mutationsOneByOne() [][]engine.Mutation {
	var out [][]engine.Mutation
	for _, m := range engine.AllMutations {
		out = append(out, []engine.Mutation{m})
	}
	return out
}

// The check can fail: it finds the English table's sentences (notes,
// invariant details, the outcome line), and one English note left in the
// Japanese table.
func TestEnglishInFindsSentences(t *testing.T) {
	for _, c := range []struct {
		scenario string
		ms       []engine.Mutation
		want     string
	}{
		{"reference", []engine.Mutation{engine.DedupeOff}, "instead of the first result"},
		{"random-faults", nil, "the network delivers a second copy"},
		{"crash-while-in-progress", nil, "no answer yet; retrying with the same dedupe key"},
	} {
		named, err := engine.LookupScenario(c.scenario)
		if err != nil {
			t.Fatal(err)
		}
		p, err := named.Resolve(engine.Overrides{Mutations: c.ms})
		if err != nil {
			t.Fatal(err)
		}
		r, err := named.Run(p)
		if err != nil {
			t.Fatal(err)
		}
		var en, ja bytes.Buffer
		if err := RunTable(&en, r); err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(englishIn(en.String(), r), "\n"); !strings.Contains(got, c.want) || !strings.Contains(got, "what each user is shown at the deadline") {
			t.Errorf("%s: the check misses English sentences of the English table; it found:\n%s", c.scenario, got)
		}
		if err := RunTableIn(&ja, r, "ja"); err != nil {
			t.Fatal(err)
		}
		leaked := strings.Replace(ja.String(), "\n結果: ", "\n結果: "+c.want+" ", 1)
		if got := englishIn(leaked, r); len(got) != 1 {
			t.Errorf("%s: one English note in the Japanese table, found %q", c.scenario, got)
		}
	}
}
