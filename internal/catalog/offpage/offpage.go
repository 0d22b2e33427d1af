// Package offpage is the catalogue's words that the page's own
// WebAssembly never says: what the exports write (internal/evidence's
// README, decision record, lab.md and explanation.md; internal/analysis's
// failure analysis), and the labels only the page's HTML and scripts say
// (index.html's #labels block, which web/site builds natively). Only the
// programs that need them import it (the CLI, the export's worker, the
// site's build), so the page's first load does not carry them twice. Its
// messages join the one catalogue (catalog.Add), so catalog.T finds them
// and the catalogue's tests check them as every other.
package offpage

import "coordsim/internal/catalog"

// Msg and entry are the catalogue's, as this package's files write them
// (a literal of another package's struct must name its fields).
type (
	Msg   struct{ En, Ja string }
	entry struct {
		key string
		msg Msg
	}
)

// add registers part with the catalogue.
func add(part []entry) bool {
	out := make([]catalog.Entry, len(part))
	for i, e := range part {
		out[i] = catalog.Entry{Key: e.key, Msg: catalog.Msg{En: e.msg.En, Ja: e.msg.Ja}}
	}
	return catalog.Add(out)
}
