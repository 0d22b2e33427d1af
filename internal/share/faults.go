package share

import (
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
)

// The learner's interventions on a generated run (faults=, the CLI's
// --fault): a comma-separated list of ATTEMPT:KIND[+TICKS], each attempt
// named as the trace names it ("c1.confirm#1:drop-response,
// c1.ship#2:delay-request+3"), each kind one of engine.FaultKinds, TICKS a
// delay's length or a crash's restart time. An attempt takes one fault on
// its request, one on its response and one on the service. One parser
// serves the URL, set() and the CLI.

// MaxFaults bounds a run's interventions (and the URL text they take).
const MaxFaults = 64

// ParseFaults reads a faults= value: the faults in one canonical order
// (by client, command, attempt), or the first thing wrong with it.
func ParseFaults(v string) ([]engine.Fault, error) {
	if strings.TrimSpace(v) == "" {
		return nil, nil
	}
	parts := strings.Split(v, ",")
	if len(parts) > MaxFaults {
		return nil, &engine.ParamError{Field: "faults", Value: engine.QuoteShort(v), Reason: "holds " + strconv.Itoa(len(parts)) + " interventions, more than " + strconv.Itoa(MaxFaults)}
	}
	var out []engine.Fault
	for _, part := range parts {
		f, err := parseFault(strings.TrimSpace(part))
		if err != nil {
			return nil, err
		}
		if slices.ContainsFunc(out, func(g engine.Fault) bool { return sameAttempt(f, g) }) {
			return nil, &engine.ParamError{Field: "faults", Value: engine.QuoteShort(part), Reason: "forces a second fate on the same message or service step of one attempt"}
		}
		out = append(out, f)
	}
	slices.SortFunc(out, compareFaults)
	return out, nil
}

// parseFault reads one ATTEMPT:KIND[+TICKS].
func parseFault(s string) (engine.Fault, error) {
	bad := func(reason string) (engine.Fault, error) {
		return engine.Fault{}, &engine.ParamError{Field: "faults", Value: engine.QuoteShort(s), Reason: reason}
	}
	attempt, kind, ok := strings.Cut(s, ":")
	if !ok {
		return bad("is not ATTEMPT:KIND, like c1.confirm#1:drop-response")
	}
	kind, ticksText, hasTicks := strings.Cut(kind, "+")
	ticks, err3 := strconv.ParseInt(ticksText, 10, 64)
	client, rest, ok1 := strings.Cut(attempt, ".")
	op, n, ok2 := strings.Cut(rest, "#")
	if !ok1 || !ok2 || !strings.HasPrefix(client, "c") {
		return bad("names no attempt as the trace does, like c1.confirm#1")
	}
	c, err1 := strconv.Atoi(client[1:])
	a, err2 := strconv.Atoi(n)
	cmd := engine.CommandOfOp(op)
	switch {
	case err1 != nil || !digits(client[1:]) || c < 1 || c > engine.MaxClients:
		return bad("names no client (c1..c" + strconv.Itoa(engine.MaxClients) + ")")
	case cmd == 0:
		return bad("names no command (confirm, ship or close)")
	case err2 != nil || !digits(n) || a < 1 || a > engine.MaxAttempts:
		return bad("names no attempt (1.." + strconv.Itoa(engine.MaxAttempts) + ")")
	case !slices.Contains(engine.FaultKinds, engine.FaultKind(kind)):
		return bad("is not a known intervention (known: " + engine.FaultKindNames() + ")")
	case hasTicks && (err3 != nil || !digits(ticksText) || ticks < 1 || ticks > engine.MaxDelay):
		return bad("gives no ticks (1.." + strconv.Itoa(engine.MaxDelay) + ") after +")
	}
	f := engine.Fault{Client: c, Command: cmd, Attempt: a, Kind: engine.FaultKind(kind), Ticks: ticks}
	must, may := f.Kind.TakesTicks()
	switch {
	case must && !hasTicks:
		return bad("needs its ticks, like " + kind + "+3")
	case hasTicks && !may:
		return bad("takes no ticks")
	}
	return f, nil
}

// FaultsText is faults as faults= writes them.
func FaultsText(faults []engine.Fault) string {
	parts := make([]string, len(faults))
	for i, f := range faults {
		parts[i] = f.String()
	}
	return strings.Join(parts, ",")
}

// sameAttempt: a and b force the same part of one attempt.
func sameAttempt(a, b engine.Fault) bool {
	return a.Client == b.Client && a.Command == b.Command && a.Attempt == b.Attempt && a.Kind.Target() == b.Kind.Target()
}

func compareFaults(a, b engine.Fault) int {
	switch {
	case a.Client != b.Client:
		return a.Client - b.Client
	case a.Command != b.Command:
		return a.Command - b.Command
	case a.Attempt != b.Attempt:
		return a.Attempt - b.Attempt
	}
	return int(a.Kind.Target()) - int(b.Kind.Target())
}
