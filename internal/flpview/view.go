// Package flpview is view=flp's content (issue 55): a play of the FLP world
// (engine/flp) replayed from a link's parameters, each configuration's
// valence from the engine's search, the moves the network can make next,
// the history with its critical moves, and the view's challenges, every word
// in the visitor's language. The evidence worker builds it for the page
// (assets/flp.js shows it), and `coordsim flp --url` prints it, so the view
// and the CLI say the same.
package flpview

import (
	"strconv"

	"coordsim/engine/flp"
	"coordsim/internal/catalog"
	_ "coordsim/internal/catalog/offpage" // the view's words
	"coordsim/internal/share"
)

// Gap is the rounds the search keeps the processes within (the CLI's
// default: the world grows about fourfold a round).
const Gap = 2

// View is what the page shows for a play, and state().flp's source.
type View struct {
	Protocol string     `json:"protocol"`
	Rule     string     `json:"rule"`
	Inputs   string     `json:"inputs"`
	Moves    string     `json:"moves"` // the moves made: the link's, up to one the network cannot make
	Hash     string     `json:"hash"`  // the configuration's (flp.Config.Hash)
	Config   flp.Config `json:"config"`
	Valence  string     `json:"valence"`
	Disagree bool       `json:"disagree"`
	Procs    []Proc     `json:"procs"`
	InFlight []Msg      `json:"inFlight"`
	Actions  []Action   `json:"actions"` // starts and crashes the network can make
	History  []Entry    `json:"history"` // the start, then one entry a move
	// Problems are the link's bad values and the move it cannot make,
	// said in the visitor's language.
	Problems   []string          `json:"problems"`
	GST        int               `json:"gst"` // the leader protocol's timing, 0 for the others
	Delta      int               `json:"delta"`
	Challenges []Challenge       `json:"challenges"`
	Words      map[string]string `json:"words"` // the view's labels and sentences
}

// Proc is one process as the view shows it.
type Proc struct {
	Name  string `json:"name"`  // p1, p2, p3
	State string `json:"state"` // waiting, running, decided, crashed
	Text  string `json:"text"`
	Word  string `json:"word"` // its state in words
}

// Msg is one message in flight; Move delivers it, when Deliverable.
type Msg struct {
	ID          int    `json:"id"`
	Move        string `json:"move"`
	Deliverable bool   `json:"deliverable"`
	Text        string `json:"text"`
	Button      string `json:"button"`
}

// Action is a start or a crash the network can make.
type Action struct {
	Move string `json:"move"`
	Text string `json:"text"`
}

// Entry is one configuration of the history: the move that led to it (none
// for the start), and its valence.
type Entry struct {
	Move     string `json:"move"`
	Text     string `json:"text"`
	Valence  string `json:"valence"`
	Word     string `json:"word"`
	Critical bool   `json:"critical"`
	Disagree bool   `json:"disagree"`
	// Undecided: no process has decided here.
	Undecided bool `json:"undecided"`
}

// Of is the view of s's play in lang.
func Of(s share.State, lang string) View {
	play, probs := share.PlayOf(s)
	v := View{Problems: []string{}, Words: words(lang)}
	for _, p := range probs {
		v.Problems = append(v.Problems, p.Message) // the English sentence; rare, a hand-edited link's
	}
	start, err := play.Start()
	if err != nil { // not reached: PlayOf gives a known protocol, rule and timing
		start, _ = share.DefaultFLP.Start()
	}
	configs, err := flp.Replay(start, play.Moves)
	made := play.Moves[:len(configs)-1]
	if err != nil {
		bad := play.Moves[len(configs)-1]
		v.Problems = append(v.Problems, tr(lang, "flp.refused", "n", strconv.Itoa(len(configs)), "move", bad.Move()))
	}
	search := searchFor(start)
	cur := configs[len(configs)-1]
	v.Protocol, v.Rule, v.Inputs, v.Moves = string(play.Protocol), string(play.Rule), play.InputsText(), flp.FormatMoves(made)
	v.Hash, v.Config, v.Disagree = cur.Hash(), cur, cur.Disagree()
	var g *flp.Graph // the search that judged cur
	v.History, g = history(lang, search, configs, made)
	v.Valence = v.History[len(v.History)-1].Valence
	v.Procs, v.InFlight, v.Actions = procs(lang, cur), inFlight(lang, cur), actions(lang, cur)
	v.Challenges = challenges(lang, play, v.History, cur, search.Root().Size())
	v.Words["caption"] = tr(lang, "flp.caption."+v.Valence)
	v.Words["searched"] = searched(lang, g, start)
	v.Words["about"] = tr(lang, "flp.about."+v.Protocol)
	if start.Protocol == flp.Leader {
		v.GST, v.Delta = start.GST, start.Delta
		v.Words["about"] = tr(lang, "flp.about.leader", "ticks", strconv.Itoa(flp.BallotTicks(start.Delta)), "p1", proc(0), "p2", proc(1), "p3", proc(2))
		v.Words["clock"] = clock(lang, cur)
		v.Words["hint"] = tr(lang, "flp.hint.leader")
		v.Words["scope"] = tr(lang, "flp.scope.leader", "h", strconv.Itoa(g.Horizon))
		v.Words["retry"] = tr(lang, "flp.retry.leader")
	}
	v.Words["critical"] = "" // the last critical move of the history, named
	for _, h := range v.History {
		if h.Critical {
			v.Words["critical"] = tr(lang, "flp.critical", "move", h.Text)
		}
	}
	v.Words["status"] = tr(lang, "flp.status", "n", strconv.Itoa(len(made)), "valence", v.History[len(v.History)-1].Word)
	return v
}

// search is the last play's search, kept: each move of a play asks for the
// same start's (a worker builds one view at a time).
var search struct {
	start string
	s     *flp.Search
}

func searchFor(start flp.Config) *flp.Search {
	if key := start.Hash(); key != search.start {
		search.start, search.s = key, flp.NewSearch(start, Gap)
	}
	return search.s
}

// history is each configuration's entry, and the search that judged the
// last one.
func history(lang string, s *flp.Search, configs []flp.Config, moves []flp.Step) ([]Entry, *flp.Graph) {
	out := make([]Entry, len(configs))
	var g *flp.Graph
	for i, c := range configs {
		var val flp.Valence
		val, g = s.Valence(c)
		e := Entry{Valence: string(val), Word: tr(lang, "flp.valence."+string(val)), Disagree: c.Disagree(), Undecided: c.Decisions() == 0, Text: tr(lang, "flp.history.start")}
		if i > 0 {
			m := moves[i-1]
			e.Move, e.Text = m.Move(), moveText(lang, configs[i-1], m)
			e.Critical = flp.IsCritical(flp.Valence(out[i-1].Valence), val)
		}
		out[i] = e
	}
	return out, g
}

func moveText(lang string, before flp.Config, m flp.Step) string {
	switch m.Kind {
	case flp.StartStep:
		return tr(lang, "flp.move.start", "p", proc(m.Proc))
	case flp.CrashStep:
		return tr(lang, "flp.move.crash", "p", proc(m.Proc))
	case flp.TickStep:
		return tr(lang, "flp.move.tick", "now", strconv.Itoa(before.Now+1))
	}
	for _, msg := range before.InFlight {
		if msg.ID == m.Msg {
			return tr(lang, "flp.move.deliver", "m", "m"+strconv.Itoa(m.Msg), "from", proc(msg.From), "to", proc(msg.To))
		}
	}
	return m.Move()
}

func procs(lang string, c flp.Config) []Proc {
	out := make([]Proc, len(c.Procs))
	for i, p := range c.Procs {
		state, word := "waiting", tr(lang, "flp.proc.waiting")
		switch {
		case p.Crashed:
			state, word = "crashed", tr(lang, "flp.proc.crashed")
		case p.Decided >= 0:
			state, word = "decided", tr(lang, "flp.proc.decided", "v", strconv.Itoa(p.Decided))
		case p.Started:
			state, word = "running", tr(lang, "flp.proc.running")
		}
		out[i] = Proc{Name: proc(i), State: state, Word: word, Text: procText(lang, c, i)}
	}
	return out
}

func inFlight(lang string, c flp.Config) []Msg {
	can := map[int]bool{}
	for _, s := range c.Steps() {
		if s.Kind == flp.DeliverStep {
			can[s.Msg] = true
		}
	}
	out := make([]Msg, 0, len(c.InFlight))
	for _, m := range c.InFlight {
		name := "m" + strconv.Itoa(m.ID)
		button := tr(lang, "flp.msg.waits")
		switch {
		case can[m.ID]:
			button = tr(lang, "flp.deliver", "m", name)
		case c.Procs[m.To].Crashed:
			button = tr(lang, "flp.msg.toCrashed", "to", proc(m.To))
		}
		out = append(out, Msg{ID: m.ID, Move: "d" + strconv.Itoa(m.ID), Deliverable: can[m.ID], Button: button, Text: msgText(lang, c, m)})
	}
	return out
}

func actions(lang string, c flp.Config) []Action {
	out := []Action{} // none left is an empty list, not null
	for _, s := range c.Steps() {
		switch s.Kind {
		case flp.StartStep:
			out = append(out, Action{Move: s.Move(), Text: tr(lang, "flp.start", "p", proc(s.Proc))})
		case flp.CrashStep:
			out = append(out, Action{Move: s.Move(), Text: tr(lang, "flp.crash", "p", proc(s.Proc))})
		case flp.TickStep:
			out = append(out, Action{Move: s.Move(), Text: tr(lang, "flp.tick")})
		}
	}
	return out
}

func proc(i int) string { return "p" + strconv.Itoa(i+1) }

func tr(lang, key string, args ...string) string { return catalog.T(lang, key, args...) }

// words are the view's labels and fixed sentences.
func words(lang string) map[string]string {
	out := map[string]string{"scope": tr(lang, "flp.scope", "gap", strconv.Itoa(Gap))}
	for _, k := range []string{"title", "hint", "protocol", "rule", "inputs", "restart", "back", "processes", "inFlight", "none",
		"valence", "history", "challenges", "disagree", "challenge.try", "retry",
		"protocol.wait-for-all", "protocol.wait-for-two", "protocol.leader", "rule.adopt-other", "rule.adopt-0", "gst", "delta"} {
		out[k] = tr(lang, "flp."+k)
	}
	return out
}
