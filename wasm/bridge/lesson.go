//go:build js && wasm

package bridge

import (
	"syscall/js"

	"coordsim/engine/encode"
	"coordsim/internal/claim"
	"coordsim/internal/quiz"
	"coordsim/internal/share"
	"coordsim/wasm/panel"
)

// lessonBridge is the lesson's part of coordsimFrame:
//
//	lesson() string    the lab, quiz, scope and misdiagnoses in every
//	                   language, as JSON {en: ..., ja: ...}: the page asks
//	                   once, and a change of language needs no call
//	replay() string    run the engine twice on the current state and return
//	                   {first, second, identical, outcome, runKey} (the two
//	                   trace SHA-256 hashes), for the lab's step 4
//	grade(id, answer) string
//	                   mark answer (a JSON array of strings: the options
//	                   chosen or the counts entered) to question id's
//	                   checked part: quiz.Verdict as JSON
//	score(part, answers, grading) string
//	                   the checked parts of part ("quiz": the lesson's
//	                   questions; "transfer": the transfer task's items)
//	                   counted as a course's grading= says (quiz.Score),
//	                   from answers: by question id, {tries: [answer, ...],
//	                   last: answer}, each answer an array of strings:
//	                   quizScore as JSON
//	pack(text) string  a learner's record packed for an LMS (packRecord)
//	items(id, work, answer, lang) string
//	                   the engine's marks of question id's answer
//	                   (answer: its checked part, as grade takes it) and
//	                   its expected-evidence items checked against the
//	                   learner's own work ({claims, done, replayed}:
//	                   jsWork): engineMarks as JSON
//	outline(slides, ms, lang) string
//	                   the explanation's outline checked against the
//	                   slides' runs (share queries), and whether the ms
//	                   presented are too short or too long: quiz.Talk
//	claims(claims, lang) string
//	                   the learner's claims (an array of claim.Claim's
//	                   fields, by their JSON names: jsClaims)
//	                   judged by the engine in lang, with the choices
//	                   their fields offer: panel.Decision as JSON
func lessonBridge() map[string]any {
	return map[string]any{
		"items": guarded("items", func(_ js.Value, args []js.Value) any {
			if len(args) < 4 {
				return toJSON(engineMarks{})
			}
			return toJSON(marksOf(args[0].String(), jsWork(args[1]), jsStrings(args[2]), args[3].String()))
		}),
		"outline": guarded("outline", func(_ js.Value, args []js.Value) any {
			if len(args) < 3 {
				return toJSON(quiz.Talk{Points: []quiz.PointCheck{}})
			}
			ms, _ := numberArg(args, 1)
			return toJSON(quiz.CheckTalk(jsStrings(args[0]), int64(ms), args[2].String()))
		}),
		"claims": guarded("claims", func(_ js.Value, args []js.Value) any {
			var claims []claim.Claim
			if len(args) > 0 {
				claims = jsClaims(args[0])
			}
			return toJSON(panel.DecisionIn(stringArg(args, 1, "en"), claims))
		}),
		"lesson": guarded("lesson", func(js.Value, []js.Value) any { return lessonJSON() }),
		"replay": guarded("replay", func(js.Value, []js.Value) any { return toJSON(replay(App.current())) }),
		"grade": guarded("grade", func(_ js.Value, args []js.Value) any {
			if len(args) < 2 {
				return toJSON(quiz.Verdict{Empty: true})
			}
			return toJSON(grade(args[0].String(), args[1].String()))
		}),
		"pack": guarded("pack", func(_ js.Value, args []js.Value) any {
			if len(args) < 1 {
				return ""
			}
			return packRecord(args[0].String())
		}),
		"score": guarded("score", func(_ js.Value, args []js.Value) any {
			if len(args) < 3 {
				return toJSON(quizScore{})
			}
			return toJSON(score(args[0].String(), args[1], args[2].String()))
		}),
	}
}

// score counts answers to part's checks (a JS object: question id ->
// {tries, last}) as grading says; a value of any other shape is no answer.
func score(part string, answers js.Value, grading string) quizScore {
	checks := quiz.All
	if part == "transfer" {
		checks = quiz.Transfer
	}
	tried := map[string]quiz.Tried{}
	if answers.Type() == js.TypeObject {
		for _, c := range checks {
			v := answers.Get(c.ID)
			if v.Type() != js.TypeObject {
				continue
			}
			t := quiz.Tried{Last: jsStrings(v.Get("last"))}
			if tries := v.Get("tries"); js.Global().Get("Array").Call("isArray", tries).Bool() {
				for i := range tries.Length() {
					t.Tries = append(t.Tries, jsStrings(tries.Index(i)))
				}
			}
			tried[c.ID] = t
		}
	}
	s := quizScore{Grading: grading}
	s.Correct, s.Of, s.Tries = quiz.Score(checks, tried, grading)
	return s
}

// jsStrings is v's strings when v is an array of strings; nil otherwise
// (no answer).
func jsStrings(v js.Value) []string {
	list, _ := arrayOfStrings(v)
	return list
}

// lessonJSON is the lesson in every language, {"en": ..., "ja": ...}.
func lessonJSON() string {
	all := map[string]*panel.Lesson{}
	for _, lang := range share.Langs {
		l := panel.LessonIn(lang)
		all[lang] = &l
	}
	return toJSON(all)
}

// grade marks answerJSON (a JSON array of strings) to question id's
// checked part; anything else is no answer.
func grade(id, answerJSON string) quiz.Verdict {
	c, ok := quiz.Find(id)
	answer, isList := stringList(answerJSON)
	if !ok || !isList {
		return quiz.Verdict{Empty: true}
	}
	return quiz.Grade(c, answer)
}

// stringList is text's strings when it is a JSON array of strings, read by
// the browser's JSON.parse: the page's WASM holds no JSON decoder.
func stringList(text string) (list []string, ok bool) {
	defer func() {
		if recover() != nil { // JSON.parse threw: not JSON
			list, ok = nil, false
		}
	}()
	return arrayOfStrings(js.Global().Get("JSON").Call("parse", text))
}

// arrayOfStrings is v's elements when v is an array of strings.
func arrayOfStrings(v js.Value) ([]string, bool) {
	if !js.Global().Get("Array").Call("isArray", v).Bool() {
		return nil, false
	}
	list := make([]string, v.Length())
	for i := range list {
		e := v.Index(i)
		if e.Type() != js.TypeString {
			return nil, false
		}
		list[i] = e.String()
	}
	return list, true
}

// replay runs state s twice, from scratch each time.
func replay(s share.State) replayed {
	named := s.Named()
	var out replayed
	out.RunKey = share.RunKey(s)
	for i := range 2 {
		res, err := named.Run(s.Params())
		if err != nil {
			out.Error = err.Error()
			return out
		}
		if i == 0 {
			out.First, out.Outcome = encode.TraceSHA256(res), res.Outcome()
		} else {
			out.Second = encode.TraceSHA256(res)
		}
	}
	out.Identical = out.First == out.Second
	return out
}

// ConsoleError writes msg to the browser's console as an error: the page's
// WASM leaves package log out (its Logger was its only user of it).
func ConsoleError(msg string) {
	js.Global().Get("console").Call("error", msg)
}

// jsClaims reads an array of claims field by field (encoding/json's
// decoder would add 190 KB to the page's WebAssembly for this one call);
// a field of another type is left empty, an element that is no object
// skipped.
func jsClaims(v js.Value) []claim.Claim {
	if !js.Global().Get("Array").Call("isArray", v).Bool() {
		return nil
	}
	text := func(o js.Value, k string) string {
		if f := o.Get(k); f.Type() == js.TypeString {
			return f.String()
		}
		return ""
	}
	stated := func(o js.Value, k string) *int { // a count left blank is not 0
		if f := o.Get(k); f.Type() == js.TypeNumber {
			return new(f.Int())
		}
		return nil
	}
	count := func(o js.Value, k string) int { // a row: blank is none (0)
		if n := stated(o, k); n != nil {
			return *n
		}
		return 0
	}
	var out []claim.Claim
	for i := range v.Length() {
		o := v.Index(i)
		if o.Type() != js.TypeObject {
			continue
		}
		out = append(out, claim.Claim{ID: text(o, "id"), Kind: claim.Kind(text(o, "kind")), Run: text(o, "run"), Row: count(o, "row"),
			Defense: text(o, "defense"), Invariant: text(o, "invariant"), Key: text(o, "key"), Told: text(o, "told"),
			Delivered: stated(o, "delivered"), Applied: stated(o, "applied")})
	}
	return out
}

// jsWork reads the learner's work the assessments' items are checked
// against: {claims: [claim, ...] in order, done: [bool, ...], replayed}.
func jsWork(v js.Value) quiz.Work {
	if v.Type() != js.TypeObject {
		return quiz.Work{}
	}
	w := quiz.Work{Claims: jsClaims(v.Get("claims")), Replayed: v.Get("replayed").Truthy()}
	if done := v.Get("done"); js.Global().Get("Array").Call("isArray", done).Bool() {
		for i := range done.Length() {
			w.Done = append(w.Done, done.Index(i).Truthy())
		}
	}
	return w
}
