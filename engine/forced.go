package engine

// Forced faults: what a story (Model.Faults) or the learner (Params.Faults)
// makes happen to one attempt, in place of the seed's draw.

// forced returns the forced fault for flight f, if the model names one.
// The learner's (Params.Faults) come before the story's own.
func (ns *netsim) forced(f *Flight) (FaultKind, bool) {
	if len(ns.m.Faults)+len(ns.p.Faults) == 0 || f.Attempt == 0 {
		return "", false
	}
	cmd := &ns.cmds[f.Command]
	j := f.Command - cmd.client*ns.m.Commands
	for _, faults := range [2][]Fault{ns.p.Faults, ns.m.Faults} {
		for _, fault := range faults {
			if fault.Client == cmd.client+1 && fault.Command == j+1 && fault.Attempt == f.Attempt {
				return fault.Kind, true
			}
		}
	}
	return "", false
}

// drawCrash decides whether the service dies inside the commit of the
// request being processed.
func (ns *netsim) drawCrash() bool {
	f := &ns.flights[ns.current]
	if kind, ok := ns.forced(f); ok && kind == CrashAfterCommit && f.Request {
		return true
	}
	roll := ns.flightLuck(f, true)
	return roll.perMille() < ns.m.CrashPerMille
}

func hasFault(faults []Fault, kind FaultKind) bool {
	for _, f := range faults {
		if f.Kind == kind {
			return true
		}
	}
	return false
}
