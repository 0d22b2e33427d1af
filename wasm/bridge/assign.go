//go:build js && wasm

package bridge

import (
	"syscall/js"

	"coordsim/wasm/panel"
)

// assignBridge is the link builder's part of coordsimFrame:
//
//	assign(settings, base) string   the page as it stands made an
//	                                assignment with settings (an object of
//	                                panel.AssignSettings' names, each a
//	                                link's text), for the page at base:
//	                                panel.Assign as JSON
func assignBridge() map[string]any {
	return map[string]any{
		"assign": guarded("assign", func(_ js.Value, args []js.Value) any {
			values := map[string]string{}
			base := ""
			if len(args) >= 2 {
				base = args[1].String()
				for _, k := range panel.AssignSettings {
					if v := args[0].Get(k); v.Type() == js.TypeString {
						values[k] = v.String()
					}
				}
			}
			s := App.current()
			return toJSON(panel.Assignment(s.Lang, s, values, base))
		}),
	}
}
