//go:build js && wasm

package bridge

import (
	"syscall/js"

	"coordsim/internal/evidence"
)

// evidenceBridge is the evidence export's part of coordsimFrame (the page
// side is assets/evidence.js):
//
//	evidence(base, lab) string     {names, files: {name: text}, zipName}
//	                               or {error}, as JSON
//	evidenceZip(base, lab) object  {zipName, zip: Uint8Array}, the same
//	                               files as one zip, or {error}
//
// Both are of the page's current state. base is the page's address (share
// links in the files open it), lab the lesson's saved state as lesson.js
// keeps it in localStorage (a JSON text, or "" for none). The files are the
// bytes `coordsim evidence` writes for the same parameters
// (internal/evidence).
func evidenceBridge() map[string]any {
	return map[string]any{
		"evidence": js.FuncOf(func(_ js.Value, args []js.Value) any {
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
		"evidenceZip": js.FuncOf(func(_ js.Value, args []js.Value) any {
			files, name, err := evidenceFiles(args)
			if err != nil {
				return map[string]any{"error": err.Error()}
			}
			z := evidence.Zip(files)
			arr := js.Global().Get("Uint8Array").New(len(z))
			js.CopyBytesToJS(arr, z)
			return map[string]any{"zipName": name, "zip": arr}
		}),
	}
}

// evidenceFiles computes the current state's files for the bridge's
// arguments, and the zip's name.
func evidenceFiles(args []js.Value) ([]evidence.File, string, error) {
	str := func(i int) string { return stringArg(args, i, "") }
	s := App.current()
	named := s.Named()
	files, err := evidence.Files(evidence.Input{Named: named, Params: s.Params(), BaseURL: str(0), Lang: s.Lang, Lab: parseLab(str(1))})
	return files, evidence.ZipName(named.Name, s.Params()), err
}
