package catalog

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestJapaneseFollowsTheGlossary: no Japanese sentence names a glossary
// concept by another word than the glossary's.
func TestJapaneseFollowsTheGlossary(t *testing.T) {
	for _, key := range Keys() {
		ja := messages[key].Ja
		for _, term := range Glossary {
			for _, not := range term.Not {
				if strings.Contains(ja, not) {
					t.Errorf("%s says %q for %s: the glossary's word is %q\n\t%s", key, not, term.Concept, term.Ja, ja)
				}
			}
		}
	}
}

var (
	englishWord = regexp.MustCompile(`[A-Za-z][A-Za-z0-9-]*`)
	typed       = regexp.MustCompile(Typed)
)

// lessonEnglish, notation and canvasNames are the glossary's lists as sets.
var lessonEnglish, notation, canvasNames = words(LessonEnglish), words(Notation), words(CanvasNames)

func words(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// strayEnglish lists, by word, where the Japanese catalogue uses an
// English word that neither the lesson's parts keep as the lesson does
// (LessonEnglish) nor is notation or a canvas name, outside what a learner
// types.
func strayEnglish() (where map[string][]string) {
	where = map[string][]string{}
	for _, key := range Keys() {
		ja := typed.ReplaceAllString(placeholder.ReplaceAllString(messages[key].Ja, " "), "")
		canvas := strings.HasPrefix(key, "scene.") || strings.HasPrefix(key, "spacetime.")
		for _, w := range englishWord.FindAllString(ja, -1) {
			if notation[w] || lessonEnglish[w] && keepsLessonEnglish(key) || canvasNames[w] && canvas {
				continue
			}
			where[w] = append(where[w], key)
		}
	}
	return where
}

// keepsLessonEnglish reports whether key is a part of the lesson that
// keeps the lesson's English words: the explanation's outline, its checks
// and its instructions are the page's own sentences, said in Japanese; only
// its task is the lesson's, quoted.
func keepsLessonEnglish(key string) bool {
	return strings.HasPrefix(key, "lesson.") && (!strings.HasPrefix(key, "lesson.explain.") || key == "lesson.explain.task")
}

// TestJapaneseHasNoStrayEnglish: a Japanese sentence uses an English word
// only as the lesson does, in the lesson's parts, as notation, as the
// canvas's names, or as a code beside its words.
func TestJapaneseHasNoStrayEnglish(t *testing.T) {
	where := strayEnglish()
	var words []string
	for w := range where {
		words = append(words, w)
	}
	sort.Strings(words)
	for _, w := range words {
		t.Errorf("%q is English in a Japanese sentence, outside the lesson's words and notation (glossary.go): %v", w, where[w])
	}
}
