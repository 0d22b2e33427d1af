// Package scene turns a recorded engine.Result into "what is on screen at
// playhead t": node boxes, message tokens, the partition line, the timeline,
// the order states and the dedupe store, as plain data. It draws nothing and
// imports no graphics library, so every drawing rule is tested natively; the
// WebAssembly front end only paints what it is given.
//
// It reads only the engine's facts (which command and attempt an entry is
// about, which way a message travels, what the store did, the state after)
// and takes every word from internal/catalog: nothing here parses an id or a
// key, or knows a tenant, an order or a state by name.
//
// Time model: the playhead t is continuous. At an integer t = T the screen
// shows the world right after tick T's events; what happens at tick T
// animates in during (T-1, T]. So a message delivered at tick T travels
// during (T-1, T] and arrives exactly at T, and the partition line fades out
// while held messages are released during the tick before recovery.
//
// Files, by job: scene.go (the types a painter reads, and New), timeline.go
// (the tick strip and what both kinds of run share), words.go (captions and
// the service log, from the catalogue), fit.go (fitting text into boxes),
// store.go (the dedupe store's box), fixture*.go (the lesson's hand-made
// events: one client, two lanes), network*.go (generated runs: a lane per
// client).
package scene

import (
	"sync"

	"coordsim/engine"
)

// Reel is a recorded run that can be shown at any playhead.
type Reel interface {
	// AtRatio lays the run out at playhead t on a w by h canvas of device
	// pixels, ratio device pixels to the CSS pixel.
	AtRatio(t, w, h, ratio float64) *Scene
	// CaptionAt is what the caption says at t, in lang ("en", "ja").
	CaptionAt(t float64, lang string) string
}

// New lays out a recorded run in English (NewIn names the language).
func New(res *engine.Result) Reel { return NewIn(res, "en") }

// NewIn lays out a recorded run whose canvas speaks lang ("en", "ja"). A
// generated run (its messages are on Result.Flights) gets a lane per
// client; a fixture's hand-made events get the lesson's two lanes.
func NewIn(res *engine.Result, lang string) Reel {
	if res.Generated() {
		return newNetStory(res, lang)
	}
	return newStory(res, lang)
}

// Later is NewIn(res, lang), laid out when first shown: the page's apply
// returns its panel before the canvas paints, and on the page's first run
// (ready waits for it) laying a run out cost a quarter of apply.
func Later(res *engine.Result, lang string) Reel { return &later{res: res, lang: lang} }

// Judged is Later with each of verdicts in the service's log: the verdicts
// of the page's "Which faults mattered?" on the run.
func Judged(res *engine.Result, lang string, verdicts []Verdict) Reel {
	return &later{res: res, lang: lang, verdicts: verdicts}
}

// Verdict is one fault's verdict, logged at the tick of the first trace row
// it acted on: the fault as faults= writes it (an edited event's id).
type Verdict struct {
	Tick     int64
	Fault    string
	Mattered bool
}

type later struct {
	res      *engine.Result
	lang     string
	verdicts []Verdict
	once     sync.Once
	reel     Reel
}

func (l *later) get() Reel {
	l.once.Do(func() {
		l.reel = NewIn(l.res, l.lang)
		switch r := l.reel.(type) {
		case *Story:
			r.mark(l.verdicts)
		case *NetStory:
			r.base.mark(l.verdicts)
		}
	})
	return l.reel
}

func (l *later) AtRatio(t, w, h, ratio float64) *Scene { return l.get().AtRatio(t, w, h, ratio) }

func (l *later) CaptionAt(t float64, lang string) string { return l.get().CaptionAt(t, lang) }

// Tone says what a shape means; the painter maps tones to colours.
type Tone int

// Tones.
const (
	ToneNeutral  Tone = iota
	ToneRequest       // a command on its way
	ToneHeld          // held by the partition
	ToneApplied       // a state transition applied, or all is well
	ToneReplayed      // answered from the dedupe store
	ToneRejected      // refused: conflict, stale, or the partition itself
	ToneRead          // a read
	ToneCrash         // state written, then crashed
	ToneWarn          // expiry, uncertainty
	ToneMuted         // secondary text
)

// Type at text scale 1, in CSS pixels: the font's size (an em), a line's
// height, the baseline's depth in its line, and CharW, the unit of the
// layout's small gaps and indents (a typical character's width).
const (
	FontPx   = 12
	LineH    = 13
	Baseline = 11
	CharW    = 7
)

// Rect is an axis-aligned box; X, Y is its top-left corner.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x <= r.X+r.W && y >= r.Y && y <= r.Y+r.H
}

// Text is one line of text; X, Y is its top-left corner.
type Text struct {
	X, Y float64
	S    string
	Tone Tone
}

// Box is a node or a site: a framed rectangle with a title.
type Box struct {
	Name  string // "site-a", "site-b", "client", "client-N", "service", "store"
	R     Rect
	Title string
	Flash bool   // the node is working on something right now
	Down  bool   // the node has crashed and not restarted yet
	Badge string // the banner in its title row while Down
}

// Token phases.
const (
	PhaseTravel  = "travel"  // on its way to the service
	PhaseHeld    = "held"    // waiting at the partition line
	PhaseRelease = "release" // leaving the line after recovery
	PhaseReply   = "reply"   // the answer on its way back
)

// Token is a message drawn at its current position; X, Y is its centre.
type Token struct {
	ID    string // the engine's message id, to find a token (never parsed)
	Phase string
	X, Y  float64
	W, H  float64
	Lines []string
	Tone  Tone
	// Generated runs: Dup marks a second copy made by the network, Response
	// a message from the service back to a client.
	Dup, Response bool
	// Entry is the trace index where the learner may make a move on this
	// message (engine.Named.OffersAt): where it was sent, or where a
	// fixture's message arrived; -1 for none.
	Entry int
	// ByYou: one of the learner's moves decided this message's fate.
	ByYou bool
	// Compact: a busy tick left this message no room for its words; it is
	// drawn as a small mark of its kind (declutter.go).
	Compact bool
}

// Box is the rectangle the token covers.
func (k Token) Box() Rect { return Rect{k.X - k.W/2, k.Y - k.H/2, k.W, k.H} }

// Partition is the line that cuts the network while a partition lasts.
type Partition struct {
	X, Y0, Y1 float64
	Label     string // the banner at its top
}

// newPartition is the partition line at x from y0 to y1.
func newPartition(x, y0, y1 float64, lang string) *Partition {
	return &Partition{X: x, Y0: y0, Y1: y1, Label: tr(lang, "scene.partition.banner")}
}

// Link is a lane between the client and the service.
type Link struct {
	X0, X1, Y float64
	Label     string
	Rightward bool
}

// Lane is the path between one client and the service (generated runs).
type Lane struct {
	X0, Y0, X1, Y1 float64
}

// At is the lane's y at x.
func (l Lane) At(x float64) float64 {
	if l.X1 == l.X0 {
		return l.Y0
	}
	return l.Y0 + (l.Y1-l.Y0)*(x-l.X0)/(l.X1-l.X0)
}

// Cross marks where and when a message was lost: an X of radius CrossR
// (times the scale) at X, Y. Label says what was lost ("request lost",
// "response lost", "lost: service down"); Lines are those words as painted
// beside the X, or stacked over or under it where the network is narrow,
// clear of the partition line.
type Cross struct {
	X, Y     float64
	Label    string
	Lines    []Text
	Tone     Tone
	Response bool // the lost message was a response
	ByYou    bool // one of the learner's moves lost it
}

// CrossR is the half-width of a cross's X at text scale 1.
const CrossR = 5

// Kinds of Mark.
const (
	MarkTimeout = "timeout" // a client's timer fired: it heard nothing in time
)

// Mark is a sign at a node where something happened that is not a message
// on its way: a client's timeout, drawn at the client's end of its lane
// while it fires. X, Y is the sign's centre, R its radius; Label is what it
// says, Lines the words as painted beside or under it.
type Mark struct {
	Kind   string
	Client int // 0-based
	X, Y   float64
	R      float64
	Label  string
	Lines  []Text
	Tone   Tone
}

// Scene is everything on screen at one playhead position.
type Scene struct {
	W, H      float64
	Scale     float64 // text scale: type is FontPx*Scale, a line LineH*Scale
	T         float64
	Caption   Text
	Boxes     []Box
	Links     []Link
	Partition *Partition // nil when no partition is up
	Tokens    []Token
	Texts     []Text // node contents
	Timeline  Timeline

	// Generated runs: the lanes between each client and the service, where
	// messages were lost, and whether the service is down.
	Lanes   []Lane
	Crosses []Cross
	Marks   []Mark
	Down    bool

	// What the boxes say, as data for tests and for the page.
	OrderState string   // the first order's state
	Orders     []string // every order's state, in Result.Orders order
	Store      []StoreRow
}

// BoxNamed returns the box called name.
func (s *Scene) BoxNamed(name string) (Box, bool) {
	for _, b := range s.Boxes {
		if b.Name == name {
			return b, true
		}
	}
	return Box{}, false
}

// Token returns the token of message id, if one is on screen.
func (s *Scene) Token(id string, phase string) (Token, bool) {
	for _, k := range s.Tokens {
		if k.ID == id && (phase == "" || k.Phase == phase) {
			return k, true
		}
	}
	return Token{}, false
}

// ScaleFor is the text scale for a w by h canvas: doubled when there is
// room, so the type reads at a laptop's distance.
func ScaleFor(w, h float64) float64 {
	if w >= 1100 && h >= 600 {
		return 2
	}
	return 1
}
