package main

// coordsim flp: the FLP world (engine/flp) searched from its start: the
// start's valence, how many configurations the network can reach, whether
// it can make two processes decide differently, and whether it can keep
// every process undecided for ever.

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/engine/flp"
	"coordsim/internal/flpview"
	"coordsim/internal/share"
)

// The rounds the search lets the fastest live process run ahead of the
// slowest (wait-for-two): the world grows about fourfold a round.
const (
	defaultFLPGap = 2
	maxFLPGap     = 4
)

func cmdFLP(args []string, std stdio) error {
	f := newFlags("flp", `Searches the FLP world (three processes with binary inputs; the network starts a
process, delivers any message in flight or crashes one process) from its start, and
prints the start's valence (bivalent, 0-valent, 1-valent, decided or stuck), the
configurations the network can reach, whether it can make two processes decide
differently, leave them stuck, or keep them taking steps for ever with none deciding. Protocols:
wait-for-all (decide the majority of all three inputs) and wait-for-two (each round,
its own value and the first one received: equal, decide it; unequal, --rule).
Wait-for-two's rounds never end, so the search keeps every live process within --gap
rounds of the others and says how many moves it cut there. With --url, replays the
play a view=flp link holds (its protocol, rule, inputs and moves) and prints the
configuration it reaches, by the same hash as the page's state().flp.hash. The leader
protocol (rounds with a rotating leader and majorities, taking turns by the clock) has
--gst and --delta: from tick GST on, the network delivers every message within delta
ticks; its search takes every schedule up to GST + the ticks it needs to settle.`)
	protocol := f.fs.String("protocol", string(flp.WaitForTwo), "wait-for-all, wait-for-two or leader")
	gst := f.fs.Int("gst", flp.DefaultGST, fmt.Sprintf("the leader protocol's GST: the tick from which every message arrives within delta, 0..%d", flp.MaxGST))
	delta := f.fs.Int("delta", flp.DefaultDelta, fmt.Sprintf("the leader protocol's delta: the ticks a message may take from GST on, 1..%d", flp.MaxDelta))
	rule := f.fs.String("rule", string(flp.AdoptOther), "wait-for-two's rule when its two values differ: adopt-other or adopt-0")
	inputs := f.fs.String("inputs", "0,1,1", "the three processes' inputs, each 0 or 1")
	gap := f.fs.Int("gap", defaultFLPGap, fmt.Sprintf("the rounds the search lets a process run ahead, 1..%d", maxFLPGap))
	link := f.fs.String("url", "", "a view=flp share link of the page (or its ?query): replay its play")
	f.fs.Bool("explore", true, "search the world from its start (what flp does unless --url is given)")
	baseURL := f.fs.String("base-url", defaultBaseURL, "the page's address, for the plays' share links")
	if err := f.parse(args, std.help); err != nil {
		return err
	}
	if *link != "" {
		return replayFLPLink(*link, std)
	}
	base, err := parseBaseURL(*baseURL)
	if err != nil {
		return err
	}
	if *gap < 1 || *gap > maxFLPGap {
		return &engine.ParamError{Field: "gap", Value: strconv.Itoa(*gap), Reason: fmt.Sprintf("is out of range 1..%d", maxFLPGap)}
	}
	start, err := flpStart(*protocol, *rule, *inputs, *gst, *delta)
	if err != nil {
		return err
	}
	g := flp.Explore(start, *gap)
	v, _ := g.Valence(start)
	name := string(start.Protocol)
	if start.Rule != "" {
		name += " (rule " + string(start.Rule) + ")"
	}
	bound := "the whole world"
	switch {
	case start.Protocol == flp.Leader:
		name += fmt.Sprintf(" (GST %d, delta %d)", start.GST, start.Delta)
		bound = fmt.Sprintf("every schedule up to tick %d (GST + %d)", g.Horizon, flp.Settle(start.Delta))
	case g.Pruned > 0:
		bound = fmt.Sprintf("within %d rounds of each other (%d moves cut there)", g.Gap, g.Pruned)
	}
	forever := "no"
	if n := g.UndecidedForever(); n > 0 {
		forever = fmt.Sprintf("yes (%d configurations)", n)
	}
	stuck := g.Reaches(func(c flp.Config) bool { v, _ := g.Valence(c); return v == flp.Stuck })
	bivalent, criticals := g.Bivalent()
	_, err = fmt.Fprintf(std.out, "protocol %s, inputs %s\nconfigurations: %d, %s\nbivalent: %d, critical moves: %d\nstart: %s\n"+
		"two processes can decide differently: %s\ncan be left stuck (no process can ever decide): %s\nsteps can go on for ever with no process deciding: %s\n",
		name, *inputs, g.Size(), bound, bivalent, criticals, v, yesNo(g.Reaches(flp.Config.Disagree)), yesNo(stuck), forever)
	if err != nil {
		return err
	}
	return printPlays(std, g, start, base)
}

// flpStart is the start the flags name, or the flag at fault.
func flpStart(protocol, rule, inputs string, gst, delta int) (flp.Config, error) {
	in, err := flp.ParseInputs(inputs)
	if err != nil {
		return flp.Config{}, &engine.ParamError{Field: "inputs", Value: strconv.Quote(inputs), Reason: "is not three values, each 0 or 1 (as 0,1,1)"}
	}
	start, err := flp.Start(flp.Protocol(protocol), flp.Rule(rule), in)
	if err != nil {
		field, value := "protocol", protocol
		if protocol == string(flp.WaitForTwo) {
			field, value = "rule", rule
		}
		return flp.Config{}, &engine.ParamError{Field: field, Value: strconv.Quote(value), Reason: "is not one of the world's (see --help)"}
	}
	if start.Protocol != flp.Leader {
		return start, nil
	}
	if gst < 0 || gst > flp.MaxGST {
		return flp.Config{}, &engine.ParamError{Field: "gst", Value: strconv.Itoa(gst), Reason: fmt.Sprintf("is out of range 0..%d", flp.MaxGST)}
	}
	if delta < 1 || delta > flp.MaxDelta {
		return flp.Config{}, &engine.ParamError{Field: "delta", Value: strconv.Itoa(delta), Reason: fmt.Sprintf("is out of range 1..%d", flp.MaxDelta)}
	}
	return start.Timed(gst, delta)
}

// printPlays prints what the search found as plays of the page's view=flp,
// each a share link: the shortest that breaks agreement, one that keeps
// everyone undecided for ever, or that agreement holds within the bound.
func printPlays(std stdio, g *flp.Graph, start flp.Config, base string) error {
	linkOf := func(moves []flp.Step) string {
		s := share.Defaults
		s.View = "flp"
		s.FLP = share.FLPPlay{Protocol: start.Protocol, Rule: start.Rule, Inputs: start.Inputs(), Moves: moves, GST: start.GST, Delta: start.Delta}.Text()
		return base + "?" + share.Encode(s)
	}
	var err error
	if moves, ok := g.PlayTo(flp.Config.Disagree); ok {
		_, err = fmt.Fprintf(std.out, "a play that breaks agreement (%d moves): %s\n", len(moves), linkOf(moves))
	} else {
		_, err = fmt.Fprintf(std.out, "agreement holds in all %d configurations within the bound\n", g.Size())
	}
	if start.Protocol == flp.Leader && err == nil {
		if moves, ok := g.UndecidedAt(g.Horizon); ok {
			_, err = fmt.Fprintf(std.out, "a play where a live process is still undecided at tick %d: %s\n", g.Horizon, linkOf(moves))
		} else {
			_, err = fmt.Fprintf(std.out, "every process that has not crashed has decided by tick %d, in every schedule\n", g.Horizon)
		}
	}
	if moves, loop, ok := g.Endless(); ok && err == nil {
		_, err = fmt.Fprintf(std.out, "a play that keeps every process undecided for ever (moves %d to %d repeat): %s\n", loop+1, len(moves), linkOf(moves))
	}
	return err
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// replayFLPLink prints the play a view=flp link holds, as the page's view
// shows it (internal/flpview): the configuration reached (its hash), its
// valence, and each move with the valence after it. A value the page would
// refuse, or a move the network cannot make where it comes, is refused
// here, naming it.
func replayFLPLink(link string, std stdio) error {
	u, err := url.Parse(link)
	if err != nil || (u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https") {
		return &engine.ParamError{Field: "url", Value: engine.QuoteShort(link), Reason: "is not a share link of the page (http or https, or just its ?query)"}
	}
	s, probs := share.Parse(u.RawQuery)
	if len(probs) > 0 {
		return &urlProblem{probs[0].Message}
	}
	v := flpview.Of(s, "en") // its problems are the play's bad values, then a move it cannot make
	if len(v.Problems) > 0 {
		return &urlProblem{v.Problems[0]}
	}
	name := v.Protocol
	if v.Rule != "" {
		name += " (rule " + v.Rule + ")"
	}
	var steps []string
	for _, h := range v.History {
		step := h.Valence
		if h.Move != "" {
			step = h.Move + " " + step
		}
		if h.Critical {
			step += " (critical)"
		}
		steps = append(steps, step)
	}
	var done []string
	for _, c := range v.Challenges {
		if c.Done {
			done = append(done, c.ID)
		}
	}
	_, err = fmt.Fprintf(std.out, "protocol %s, inputs %s, %d moves\nconfiguration %s\nvalence: %s\nagreement broken: %s\nhistory: %s\nchallenges met: %s\n",
		name, v.Inputs, len(v.History)-1, v.Hash, v.Valence, yesNo(v.Disagree), strings.Join(steps, ", "), orNone(strings.Join(done, ", ")))
	return err
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
