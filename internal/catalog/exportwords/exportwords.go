// Package exportwords is the catalogue's words for what the exports write
// (internal/evidence's README, decision record, lab.md and explanation.md;
// internal/analysis's failure analysis). Only the programs that write
// exports import it (the CLI, the export's worker): the page's own
// WebAssembly does not carry these sentences, which it never says. Its
// messages join the one catalogue (catalog.Add), so catalog.T finds them
// and the catalogue's tests check them as every other.
package exportwords

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
