//go:build js && wasm

package bridge

import (
	"runtime"
	"syscall/js"

	"coordsim/internal/share"
)

// A panic in a call from JavaScript ends a WebAssembly Go program, and
// every later call throws "Go program has already exited": one bad link
// would kill the page. The causes are fixed where they are found (work is
// bounded by a run's events and messages, never its ticks); guarded is the
// second line of defence, so that a bug still to be found leaves the page
// alive and says so.

// guarded is js.FuncOf, with a panic in f written to the console with its
// stack and answered by recovered instead of ending the program. It is not
// inlined: inlined at each of its 24 sites, its closure was compiled once
// per site, 48 KB of WASM and 1 KB over the first load's budget.
//
//go:noinline
func guarded(name string, f func(js.Value, []js.Value) any) js.Func {
	return js.FuncOf(func(this js.Value, args []js.Value) (out any) {
		defer answerPanic(name, &out)
		return f(this, args)
	})
}

// answerPanic is guarded's deferred call.
func answerPanic(name string, out *any) {
	v := recover()
	if v == nil {
		return
	}
	stack := make([]byte, 8<<10)
	stack = stack[:runtime.Stack(stack, false)]
	ConsoleError("coordsim: " + name + " failed: " + PanicText(v) + "\n" + string(stack))
	*out = App.recovered(name, v)
}

// recovered is a failed call's answer: for apply, the reply for the last
// state the page showed, with a problem saying what failed (the page
// shows it in the visitor's language); for any other call, undefined.
func (a *State) recovered(name string, v any) any {
	if name != "apply" {
		return js.Undefined()
	}
	if !a.mu.TryLock() {
		// The call that failed held the lock: it is gone, and nothing else
		// runs between a JavaScript call and its return.
		a.mu.Unlock()
		a.mu.Lock()
	}
	last := a.applied
	a.mu.Unlock()
	return a.showAfterFailure(last, failedProblem(PanicText(v)))
}

// showAfterFailure shows the last state again with the failure's problem;
// if that fails too, there is nothing to show, and the answer is undefined.
func (a *State) showAfterFailure(last share.State, prob share.Problem) (out any) {
	defer func() {
		if v := recover(); v != nil {
			ConsoleError("coordsim: the last state failed too: " + PanicText(v))
			out = js.Undefined()
		}
	}()
	return a.show(last, []share.Problem{prob})
}

// PanicText is what a panic says, without package fmt (the page's WASM
// leaves it out where it can).
func PanicText(v any) string {
	switch v := v.(type) {
	case error:
		return v.Error()
	case string:
		return v
	case interface{ String() string }:
		return v.String()
	}
	return "an unexpected failure"
}
