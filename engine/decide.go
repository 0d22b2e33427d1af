package engine

// decision is what the service does with a delivery, given what lookup
// found.
type decision uint8

const (
	decideConflict decision = iota + 1 // same key, other input: 422, nothing changes
	decideReplay                       // same key, same input: the stored first result
	decideRead                         // a new read: answer and store the observation
	decideStale                        // a new transition from a state the order is not in
	decideApply                        // a new, allowed transition: apply it
)

// decide is the dedupe rule and the allowed-transition rule.
func (s *sim) decide(d *delivery) decision {
	t := d.st.ev.Transition
	switch {
	case d.stored != nil && !d.stored.InputFingerprint.Equal(d.st.fp):
		return decideConflict
	case d.stored != nil:
		return decideReplay
	case t == nil:
		return decideRead
	case s.guarded && !sameString(d.order.State, t.From):
		return decideStale
	}
	return decideApply
}
