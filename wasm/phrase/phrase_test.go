package phrase

import (
	"slices"
	"strings"
	"testing"
)

// TestBreaksAsBudouX: the canvas's model breaks as BudouX 0.9.2's parser
// does (its outputs for these sentences, by node with the npm package).
func TestBreaksAsBudouX(t *testing.T) {
	for s, want := range map[string]string{
		"期限: 不確定、後で照合":          "期限: 不確定、|後で|照合",
		"書込後クラッシュ":              "書込後クラッシュ",
		"タイムアウトは障害の証明ではありません。":  "タイムアウトは|障害の|証明では|ありません。",
		"重複排除ストアは重複に最初の結果を返します": "重複排除ストアは|重複に|最初の|結果を|返します",
		"c1 が確定を再送":             "c1 が|確定を|再送",
		"すべての利用者が確定した応答を受け取り済み": "すべての|利用者が|確定した|応答を|受け取り済み",
		"status#1 読み取り":         "status#1 読み取り",
	} {
		if got := split(s, Breaks(s)); got != want {
			t.Errorf("%q breaks as %q, want BudouX's %q", s, got, want)
		}
	}
}

// split marks s's breaks with |.
func split(s string, breaks []int) string {
	var b strings.Builder
	last := 0
	for _, at := range breaks {
		b.WriteString(s[last:at] + "|")
		last = at
	}
	return b.String() + s[last:]
}

// TestSeenBreaksAreTheModels: the breaks Breaks keeps are the model's,
// asked once or again.
func TestSeenBreaksAreTheModels(t *testing.T) {
	m := Parse(base, model)
	for _, s := range []string{"期限: 不確定、後で照合", "重複排除ストアは重複に最初の結果を返します", "status#1 読み取り", ""} {
		for range 2 {
			if got, want := Breaks(s), m.Breaks(s); !slices.Equal(got, want) {
				t.Errorf("Breaks(%q) = %v, the model's %v", s, got, want)
			}
		}
	}
}
