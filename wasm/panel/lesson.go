package panel

import (
	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// Lesson is the lesson's part of the page in one language: the practice
// lab's steps, the knowledge check and assessments, the model scope and the
// misdiagnoses, each with the runs that demonstrate it. It does not depend
// on a run; the page asks for it once per language (coordsimFrame.lesson).
type Lesson struct {
	// Text is every lesson.* message in the language, for the page's
	// headings and controls and the templates it fills ({n}, {outcome}).
	Text     map[string]string `json:"text"`
	Steps    []Step            `json:"steps"`
	Quiz     []Question        `json:"quiz"`
	Scope    []Card            `json:"scope"`
	Myths    []Card            `json:"myths"`
	Outcomes []Label           `json:"outcomes"` // the outcomes a learner can predict
	Told     string            `json:"told"`     // what an uncertain user is told
	// Rubric are the dimensions a learner marks a free answer on, Levels
	// the marks (0 not yet .. 2 fully).
	Rubric   []Label      `json:"rubric"`
	Levels   []Label      `json:"levels"`
	Sources  []Source     `json:"sources"`
	Transfer Transfer     `json:"transfer"`
	Review   []ReviewItem `json:"review"`
	// AnswerMin is the fewest characters a free answer holds before its
	// model answer opens.
	AnswerMin int `json:"answerMin"`
}

// MinFreeAnswer is Lesson.AnswerMin: a sentence, not a letter typed to
// open the model answer.
const MinFreeAnswer = 20

// Run is a complete set of the page's knobs, as window.coordsim.set takes
// them: every knob is given, so a run shows the same whatever came before.
type Run struct {
	Knobs
	T int64 `json:"t"`
	// Events and Faults are the run's events= and faults= ("": the story's
	// own events, no interventions), given always so that what a learner
	// authored or caused before cannot stay in a demonstration.
	Events string `json:"events"`
	Faults string `json:"faults"`
	// FLP is, for a show of view=flp, the FLP world's play as a link writes
	// it ("flp=wait-for-all&inputs=0,0,1&moves=s1.c3"); "" for every other
	// show, which leaves the view to the page. (One string: each field of
	// Run is written by each of the lesson's shows in the page's WASM.)
	FLP string `json:"flp,omitempty"`
}

// Show is a control that sets the simulator to a run (data-show = ID).
type Show struct {
	ID     string `json:"id"`
	Label  string `json:"label"`
	Params Run    `json:"params"`
}

// Step is one of the practice lab's five steps.
type Step struct {
	N     int    `json:"n"`
	Title string `json:"title"`
	Do    string `json:"do"`
	Why   string `json:"why"`
	Setup Show   `json:"setup"`
	// Go is step 5's second control: the move past the deadline, offered
	// after the prediction.
	Go *Show `json:"go,omitempty"`
}

// Question is a knowledge-check question or an assessment task.
type Question struct {
	ID         string    `json:"id"`   // data-question: q1..q6, a1, a2
	Kind       string    `json:"kind"` // knowledge or assessment
	Title      string    `json:"title"`
	Text       string    `json:"text"`
	Assumption string    `json:"assumption,omitempty"`
	Expected   string    `json:"expected,omitempty"`
	Answer     string    `json:"answer"` // the model answer
	Shows      []Show    `json:"shows"`
	Check      QuizCheck `json:"check"`
	// Items are the expected evidence (an assessment's), one item each, for
	// the learner to tick off against the free answer.
	Items []string `json:"items,omitempty"`
}

// Card is a claim of the model scope or a misdiagnosis with its refutation.
type Card struct {
	ID     string `json:"id"`
	Title  string `json:"title"`
	Text   string `json:"text"`
	Refute string `json:"refute,omitempty"`
	Shows  []Show `json:"shows"`
}

// run is a story's own knobs at tick t, changed by opts.
func run(scenario string, t int64, opts ...func(*Run)) Run {
	named, err := engine.LookupScenario(scenario)
	if err != nil {
		panic("panel: the lesson names an unknown scenario " + scenario)
	}
	d := share.DefaultsFor(named)
	r := Run{Knobs: knobsOf(d), T: t}
	for _, o := range opts {
		o(&r)
	}
	return r
}

func partition(n int64) func(*Run) { return func(r *Run) { r.Partition = n } }

// flpPlay opens view=flp at a play of the FLP world (internal/share's
// parameters; the lesson's tests replay each one).
func flpPlay(play string) func(*Run) { return func(r *Run) { r.FLP = play } }

func retention(n int64) func(*Run) { return func(r *Run) { r.Retention = n } }

// events sets the run's events= (share.EncodeEvents's form).
func events(e string) func(*Run) { return func(r *Run) { r.Events = e } }

// heldConfirm is confirm-then-ship with the confirm held by the partition
// and its network copy lost: the ship is released first, before the order
// is confirmed (the challenge ship-before-confirm's solution). Written as
// share.EncodeEvents writes it rather than parsed from a link at package
// init, where its parse was the largest part of the canvas's inits (143 of
// 246 ms at 4x CPU throttling, profiled 2026-12-06; much of that compiling
// functions the first run then needs anyway, so the first load's blocking
// time did not measurably drop). TestHeldConfirmIsALinksEvents parses it.
const heldConfirm = "1~e2-partition-start,2,partition_start~e1-confirm,2,deliver,1,2,tenant-7:order-42:confirm:v1,pending>confirmed~" +
	"e4-ship,3,deliver,2,1,tenant-7:order-42:ship:v1,confirmed>shipped~e5-partition-end,5,partition_end~" +
	"e6-status-read,6,deliver,3,0,read:order-42:status:1,"

func mutations(ms ...engine.Mutation) func(*Run) {
	return func(r *Run) { r.Mutations = append(r.Mutations, engine.MutationStrings(ms)...) }
}

// The runs the lesson points at. Every one differs from the page's first
// view (the reference at tick 0) somewhere, so each control visibly changes
// the simulator.
var (
	ref = engine.DefaultScenario
	// lessonRuns are the shows by id: (label key, run).
	lessonRuns = map[string]struct {
		key string
		run Run
	}{
		"request-lost":   {"lesson.show.requestLost", run("request-lost", 4)},
		"response-lost":  {"lesson.show.responseLost", run("response-lost", 4)},
		"store-answers":  {"lesson.show.storeAnswers", run(ref, 6)},
		"non-atomic":     {"lesson.show.nonAtomic", run("crash-after-commit", 6, mutations(engine.NonAtomicCommit))},
		"conflict":       {"lesson.show.conflict", run(ref, 6, mutations(engine.ConflictingRetry))},
		"applied-twice":  {"lesson.show.appliedTwice", run(ref, 6, mutations(engine.DedupeOff, engine.UnguardedTransition))},
		"release":        {"lesson.show.release", run(ref, 6)},
		"stale":          {"lesson.show.stale", run("confirm-then-ship", 5, events(heldConfirm))},
		"stale-applied":  {"lesson.show.staleApplied", run("confirm-then-ship", 5, events(heldConfirm), mutations(engine.UnguardedTransition))},
		"short":          {"lesson.show.short", run(ref, 8)},
		"long":           {"lesson.show.long", run(ref, 11, partition(9))},
		"at-deadline":    {"lesson.show.atDeadline", run(ref, 8, partition(9))},
		"retention":      {"lesson.show.retention", run("late-retry-after-retention", 9)},
		"five-minutes":   {"lesson.show.fiveMinutes", run("long-partition-between-sites", 8, partition(1))},
		"two-hours":      {"lesson.show.twoHours", run("long-partition-between-sites", 8, partition(24))},
		"random-faults":  {"lesson.show.randomFaults", run("random-faults", 10)},
		"other-seed":     {"lesson.show.otherSeed", run("random-faults", 10, func(r *Run) { r.Seed = "7" })},
		"store-survives": {"lesson.show.storeSurvives", run("crash-after-commit", 6)},
		"fixture":        {"lesson.show.fixture", run(ref, 6)},
		"timeout-retry":  {"lesson.show.timeoutRetry", run("request-lost", 6)},
		"endless":        {"lesson.show.endless", run(ref, 32, partition(share.MaxPartition))},
		// The FLP world (view=flp): a crash blocks wait-for-all for ever;
		// the network keeps wait-for-two undecided for 20 moves.
		"flp-stuck":                 {"lesson.show.flpStuck", run(ref, 0, flpPlay("flp=wait-for-all&inputs=0,0,1&moves=s1.s2.d1.d3.c3"))},
		"flp-adversary":             {"lesson.show.flpAdversary", run(ref, 0, flpPlay("flp=wait-for-two&rule=adopt-other&inputs=0,1,1&moves=s1.s2.s3.d1.d3.d2.d7.d9.d10.d13.d15.d14.d19.d21.d22.d25.d27.d26.d31.d33"))},
		"retried":                   {"lesson.show.retried", run("response-lost", 6)},
		"retried-twice":             {"lesson.show.appliedTwice", run("response-lost", 6, mutations(engine.DedupeOff, engine.UnguardedTransition))},
		"response-at-6":             {"lesson.show.responseLost", run("response-lost", 6)},
		"request-at-6":              {"lesson.show.requestLost", run("request-lost", 6)},
		"transfer":                  {"lesson.show.transfer", run("long-partition-between-sites", 28, partition(24))},
		"transfer-retention":        {"lesson.show.transferRetention", run("long-partition-between-sites", 28, partition(24), retention(2))},
		"transfer-retention-breaks": {"lesson.show.transferRetentionBreaks", run("long-partition-between-sites", 8, partition(3), retention(2))},
		"lab-1":                     {"lesson.setup.1", run(ref, 0)},
		"lab-2":                     {"lesson.setup.2", run(ref, 5)},
		"lab-3":                     {"lesson.setup.3", run(ref, 1)},
		"lab-4":                     {"lesson.setup.4", run(ref, 0)},
		"lab-5":                     {"lesson.setup.5", run(ref, 0)},
		"lab-5-past":                {"lesson.setup.5.go", run(ref, 8, partition(9))},
	}
	// The content, by id: which runs each question and card shows.
	questionShows = [][]string{
		{"request-lost", "response-lost"},               // q1
		{"store-answers", "non-atomic", "conflict"},     // q2
		{"store-answers", "applied-twice"},              // q3
		{"release", "stale"},                            // q4
		{"short", "long", "flp-stuck", "flp-adversary"}, // q5
		{"at-deadline", "retention"},                    // q6
		{"retried", "conflict", "retention"},            // a1
		{"five-minutes", "two-hours"},                   // a2
	}
	scopeCards = []struct {
		id    string
		shows []string
	}{
		{"covers", []string{"random-faults", "store-survives"}},
		{"excludes", []string{"other-seed"}},
		{"origin", []string{"fixture"}},
		{"safety", []string{"at-deadline", "applied-twice"}},
		{"flp", []string{"timeout-retry", "endless", "flp-adversary"}},
	}
	mythCards = []struct {
		id    string
		shows []string
	}{
		{"retry", []string{"retried", "retried-twice"}},
		{"timeout", []string{"response-at-6", "request-at-6"}},
		{"flp", []string{"endless"}},
		{"order", []string{"release", "stale-applied"}},
	}
)

// show is the control for run id in lang.
func show(lang, id string) Show {
	r, ok := lessonRuns[id]
	if !ok {
		panic("panel: the lesson names an unknown run " + id)
	}
	return Show{ID: id, Label: tr(lang, r.key), Params: r.run}
}

func shows(lang string, ids []string) []Show {
	out := make([]Show, len(ids))
	for i, id := range ids {
		out[i] = show(lang, id)
	}
	return out
}

// LessonIn is the lesson in lang.
func LessonIn(lang string) Lesson {
	l := Lesson{Text: catalog.Prefixed(lang, catalog.LessonPrefix), Told: tr(lang, "user.uncertain")}
	for n := 1; n <= 5; n++ {
		k := "lesson.step." + itoa(n)
		st := Step{N: n, Title: tr(lang, k+".title"), Do: tr(lang, k+".do"), Why: tr(lang, k+".why"), Setup: show(lang, "lab-"+itoa(n))}
		if n == 5 {
			g := show(lang, "lab-5-past")
			st.Go = &g
		}
		l.Steps = append(l.Steps, st)
	}
	for i, ids := range questionShows {
		q := Question{Kind: "knowledge", Shows: shows(lang, ids)}
		n, k := i+1, ""
		if n <= 6 {
			q.ID, k = "q"+itoa(n), "lesson.q."+itoa(n)
			q.Title = tr(lang, "lesson.quiz.knowledge", "n", itoa(n))
		} else {
			q.Kind, q.ID, k = "assessment", "a"+itoa(n-6), "lesson.a."+itoa(n-6)
			q.Title = tr(lang, "lesson.quiz.assessment", "n", itoa(n-6))
			q.Expected = tr(lang, k+".expected")
			q.Items = itemsIn(lang, q.ID, k)
		}
		q.Check = quizCheckIn(lang, q.ID)
		q.Text, q.Answer = tr(lang, k), tr(lang, k+".answer")
		if catalog.Has(k + ".assumption") {
			q.Assumption = tr(lang, k+".assumption")
		}
		l.Quiz = append(l.Quiz, q)
	}
	for _, c := range scopeCards {
		k := "lesson.scope." + c.id
		l.Scope = append(l.Scope, Card{ID: c.id, Title: tr(lang, k+".title"), Text: tr(lang, k), Shows: shows(lang, c.shows)})
	}
	for _, c := range mythCards {
		k := "lesson.myth." + c.id
		l.Myths = append(l.Myths, Card{ID: c.id, Text: tr(lang, k), Refute: tr(lang, k+".refute"), Shows: shows(lang, c.shows)})
	}
	l.Outcomes = labelsOf(lang, []string{engine.RecoveredBeforeDeadline, engine.RecoveryDeadlineExceeded}, "outcome.", ".name")
	l.Rubric, l.Levels = rubricIn(lang)
	l.AnswerMin = MinFreeAnswer
	l.Sources = sourcesIn(lang)
	l.Transfer = transferIn(lang)
	l.Review = reviewIn(lang)
	return l
}
