//go:build js && wasm

// Command evidence is the evidence export's WebAssembly: the files
// `coordsim evidence` writes (internal/evidence), made in a worker of the
// page (assets/evidence-worker.js) from the page's query. It is a module
// of its own, fetched when the learner first exports, because the export's
// code (the evidence, the failure analysis and its chart: about 600 KB of
// WASM, 97 KB with brotli) is not what the page needs to show a run; the
// page's WASM (package main in ../) leaves it out.
//
// It sets self.coordsimEvidenceModule:
//
//	files(query, base, lab, learner, made) string  {names, files: {name: text},
//	                                               zipName} or {error}, as JSON
//	zip(query, base, lab, learner, made) object    {zipName, zip: Uint8Array}, the
//	                                               same files as one zip, or {error}
//	proposal(plan, lang, run, columns) string      the learner's proposal for the long
//	                                               partition (a JSON text, progress.js's
//	                                               proposal): the form's words and, with
//	                                               run, the engine's evaluation of its
//	                                               first columns (0: all; proposal.go)
//	review(days, nonce, lang, answers) string      a spaced review drawn for an open's nonce,
//	                                               its words and, with answers (a JSON
//	                                               text, or ""), each graded (review.go)
//	flp(query) string                              view=flp's content for the page's state
//	                                               (internal/flpview), in its language
//	why(query) string                              which faults of the page's run mattered
//	                                               (why.Reply's JSON: why.go)
//	shrink(query, invariant) string                the page's Make it smaller
//	                                               (why.ShrinkReply's JSON: why.go)
//
// query is the page's state as its share link gives it (share.Encode),
// base the page's address (the files' share links open it), lab the
// lesson's saved state as assets/progress.js keeps it (a JSON text, or ""
// for none), learner whose it is ({kind, id, name} as assets/learner.js
// says, a JSON text) and made when the export is made (an ISO time).
package main

import (
	"encoding/json"
	"syscall/js"

	"coordsim/internal/evidence"
	"coordsim/internal/flpview"
	"coordsim/internal/quiz"
	"coordsim/internal/share"
)

func main() {
	js.Global().Set("coordsimEvidenceModule", js.ValueOf(map[string]any{
		"files": js.FuncOf(func(_ js.Value, args []js.Value) any {
			files, name, err := evidenceFiles(args)
			if err != nil {
				return toJSON(map[string]string{"error": err.Error()})
			}
			out := struct {
				Names   []string          `json:"names"`
				Files   map[string]string `json:"files"`
				ZipName string            `json:"zipName"`
			}{Files: map[string]string{}, ZipName: name}
			for _, f := range files {
				out.Names = append(out.Names, f.Name)
				out.Files[f.Name] = string(f.Data)
			}
			return toJSON(out)
		}),
		"proposal": js.FuncOf(func(_ js.Value, args []js.Value) any {
			arg := func(i int) js.Value {
				if i < len(args) {
					return args[i]
				}
				return js.Undefined()
			}
			plan, lang := "", "en"
			if arg(0).Type() == js.TypeString {
				plan = arg(0).String()
			}
			if arg(1).Type() == js.TypeString {
				lang = arg(1).String()
			}
			columns := 0
			if arg(3).Type() == js.TypeNumber {
				columns = arg(3).Int()
			}
			return toJSON(evaluateProposal(plan, lang, arg(2).Truthy(), columns))
		}),
		"review": js.FuncOf(func(_ js.Value, args []js.Value) any {
			days, nonce := 0, uint64(0)
			if len(args) > 1 && args[0].Type() == js.TypeNumber && args[1].Type() == js.TypeNumber {
				days, nonce = args[0].Int(), uint64(args[1].Float())
			}
			return toJSON(openReview(days, nonce, stringArg(args, 2), stringArg(args, 3)))
		}),
		"flp": js.FuncOf(func(_ js.Value, args []js.Value) any {
			s, _ := share.Parse(stringArg(args, 0)) // the page's own query: its problems were the page's to show
			return toJSON(flpview.Of(s, s.Lang))
		}),
		"why": js.FuncOf(func(_ js.Value, args []js.Value) any {
			return toJSON(judgeWhy(stringArg(args, 0)))
		}),
		"shrink": js.FuncOf(func(_ js.Value, args []js.Value) any {
			return toJSON(shrinkFor(stringArg(args, 0), stringArg(args, 1)))
		}),
		"talk": js.FuncOf(checkTalk),
		"zip": js.FuncOf(func(_ js.Value, args []js.Value) any {
			files, name, err := evidenceFiles(args)
			if err != nil {
				return map[string]any{"error": err.Error()}
			}
			z := evidence.Zip(files)
			arr := js.Global().Get("Uint8Array").New(len(z))
			js.CopyBytesToJS(arr, z)
			return map[string]any{"zipName": name, "zip": arr}
		}),
	}))
	select {} // the worker calls in for as long as the page lives
}

// stringArg is argument i when it is a string, else "".
func stringArg(args []js.Value, i int) string {
	if i < len(args) && args[i].Type() == js.TypeString {
		return args[i].String()
	}
	return ""
}

// checkTalk is the talk call: the seven-minute explanation's check
// (internal/quiz), here where a view=flp slide can be judged: slides as a
// JSON list of share queries, the talk's ms, the language.
func checkTalk(_ js.Value, args []js.Value) any {
	var slides []string
	if len(args) < 3 || args[1].Type() != js.TypeNumber || json.Unmarshal([]byte(stringArg(args, 0)), &slides) != nil {
		return toJSON(quiz.Talk{})
	}
	return toJSON(quiz.CheckTalk(slides, int64(args[1].Float()), stringArg(args, 2)))
}

// evidenceFiles computes the files of the state the arguments' query
// gives, and the zip's name.
func evidenceFiles(args []js.Value) ([]evidence.File, string, error) {
	str := func(i int) string { return stringArg(args, i) }
	s, _ := share.Parse(str(0)) // the page's own query: its problems were the page's to show
	named := s.Named()
	who, made := parseLearner(str(3)), str(4)
	if !evidence.IsExportTime(made) {
		made = "" // not a time the page wrote: lab.md says none
	}
	files, err := evidence.Files(evidence.Input{Named: named, Params: s.Params(), BaseURL: str(1), Lang: s.Lang, Lab: parseLab(str(2)), Query: share.RunQuery(s),
		Learner: who, Made: made, Grading: s.Grading})
	return files, evidence.ZipName(named.Name, s.Params(), who, made), err
}

// parseLearner reads whose record it is, as the page says; anything the
// page cannot have written is nobody in particular.
func parseLearner(text string) *evidence.Learner {
	var w evidence.Learner
	if json.Unmarshal([]byte(text), &w) != nil || w.Check() != nil {
		return &evidence.Learner{Kind: "anonymous"}
	}
	return &w
}

// toJSON is v as JSON: strings, maps and slices of them, which always encode.
func toJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
