//go:build js && wasm

package bridge

import (
	"syscall/js"

	"coordsim/internal/share"
	"coordsim/wasm/scene"
)

// The canvas's share of "Which faults mattered?" (issue 56, item 1): the
// page hands the export worker's verdicts on (assets/why.js), and the
// service's log says each at the first row it acted on.
//
//	judged(runKey, verdicts) bool  verdicts: WhyVerdict objects (fault,
//	              mattered, rows; read field by field: the page's first
//	              load has no JSON decoder to spare); false, and nothing
//	              shown, when runKey is not the run on screen's
func judgedBridge() map[string]any {
	return map[string]any{
		"judged": guarded("judged", func(_ js.Value, args []js.Value) any {
			if len(args) < 2 || args[1].Type() != js.TypeObject {
				return false
			}
			a := App
			a.mu.Lock()
			run, key := a.shownRun, share.RunKey(a.applied)
			a.mu.Unlock()
			if run.res == nil || key != stringArg(args, 0, "") {
				return false
			}
			var verdicts []scene.Verdict
			for i := range min(args[1].Length(), len(run.res.Trace)) { // no more verdicts than rows
				v := args[1].Index(i)
				fault, rows := v.Get("fault"), v.Get("rows")
				if fault.Type() != js.TypeString || rows.Type() != js.TypeObject || rows.Length() == 0 || rows.Index(0).Type() != js.TypeNumber {
					continue
				}
				if row := rows.Index(0).Int(); row >= 0 && row < len(run.res.Trace) {
					verdicts = append(verdicts, scene.Verdict{Tick: run.res.Trace[row].Tick, Fault: fault.String(), Mattered: v.Get("mattered").Truthy()})
				}
			}
			run.story = scene.Judged(run.res, run.lang, verdicts)
			a.mu.Lock()
			same := a.shownRun.res == run.res && a.shownRun.lang == run.lang
			if same {
				a.shownRun, a.story = run, run.story
			}
			a.mu.Unlock()
			wake()
			return same
		}),
	}
}
