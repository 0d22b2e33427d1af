package main

// coordsim verify: what an instructor runs on a learner's export. It makes
// every file again from the record at the end of lab.md (internal/evidence,
// record.go), runs again every run a step was completed on, grades the
// answers again, and compares byte for byte. A browser can be made to send
// anything; a replay and a re-grade cannot be forged, so the figures to
// grade by are the ones verify prints.

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"coordsim/engine/encode"
	"coordsim/engine/fixture"
	"coordsim/engine/proposal"
	"coordsim/internal/analysis"
	"coordsim/internal/claim"
	"coordsim/internal/evidence"
	"coordsim/internal/share"
)

// notVerified is an export verify found not to hold: its problems are
// printed, and the command exits 1.
type notVerified struct{ problems int }

func (e *notVerified) Error() string {
	return fmt.Sprintf("%d problem(s): the export does not hold", e.problems)
}

func cmdVerify(args []string, std stdio) error {
	f := newFlags("verify", `Checks an evidence export: the zip the page downloads, or the directory coordsim
evidence writes. It makes every file again from the record at the end of lab.md, runs
again the run each lab step was completed on, grades the checked answers again, and
compares every file byte for byte. Exit 0 with a summary when all of it holds; exit 1
naming each file and line that does not (an edited file, an edited record, a step's run
that does not give its recorded trace, an export from another version).`)
	f.operands = " ZIP|DIR"
	operands, err := f.parseOperands(args, std.help)
	if err != nil {
		return err
	}
	if len(operands) != 1 {
		return fmt.Errorf("name one export, a zip or a directory (see coordsim verify --help)")
	}
	files, names, err := readExport(operands[0])
	if err != nil {
		return err
	}
	v := verification{out: std.out}
	v.check(files, names)
	if v.problems > 0 {
		return &notVerified{v.problems}
	}
	return nil
}

// verification is one export's check, printed as it goes.
type verification struct {
	out      io.Writer
	problems int
}

func (v *verification) fail(format string, args ...any) {
	v.problems++
	fmt.Fprintf(v.out, "FAIL "+format+"\n", args...)
}

func (v *verification) check(files map[string][]byte, names []string) {
	rec, err := evidence.ReadRecord(files["lab.md"])
	if err != nil {
		v.fail("lab.md: %v", err)
		return
	}
	if rec.Version != evidence.Version {
		v.fail("lab.md: made by coordsim %s; this is %s: verify it with coordsim %s", strconv.Quote(rec.Version), evidence.Version, strconv.Quote(rec.Version))
		return
	}
	s, probs := share.Parse(rec.Query)
	if len(probs) > 0 {
		v.fail("lab.md: the record's run %s does not read: %s", strconv.Quote(rec.Query), probs[0].Message)
		return
	}
	if err := checkWhoAndWhen(rec); err != nil {
		v.fail("lab.md: the record's %v", err)
		return
	}
	want, err := evidence.Files(evidence.Input{Named: s.Named(), Params: s.Params(), BaseURL: rec.Base, Lang: s.Lang, Lab: rec.Lab, Query: share.RunQuery(s),
		Learner: rec.Learner, Made: rec.Made, Grading: rec.Grading})
	if err != nil {
		v.fail("lab.md: the record's run does not run: %v", err)
		return
	}
	v.compare(files, names, want)
	v.proofs(rec.Lab)
	v.summary(rec, s)
}

// checkWhoAndWhen refuses a record's learner or time that the page
// cannot have written.
func checkWhoAndWhen(rec evidence.Record) error {
	if rec.Learner != nil {
		if err := rec.Learner.Check(); err != nil {
			return err
		}
	}
	if rec.Made != "" && !evidence.IsExportTime(rec.Made) {
		return fmt.Errorf("export time %s is not an RFC 3339 time", strconv.Quote(rec.Made))
	}
	if rec.Grading != "" && rec.Grading != "first" && rec.Grading != "last" {
		return fmt.Errorf("grading %s is none of first, last (or none: best)", strconv.Quote(rec.Grading))
	}
	if rec.Lab != nil && rec.Lab.At < 0 {
		return fmt.Errorf("last-saved time %d is before 1970", rec.Lab.At)
	}
	return nil
}

// compare holds every file to the one made again, and names what is
// missing or extra.
func (v *verification) compare(files map[string][]byte, names []string, want []evidence.File) {
	made := map[string]bool{}
	for _, w := range want {
		made[w.Name] = true
		got, ok := files[w.Name]
		switch {
		case !ok:
			v.fail("%s: missing", w.Name)
		case !bytes.Equal(got, w.Data):
			line, gotLine, wantLine := firstDifferentLine(got, w.Data)
			v.fail("%s:%d: not as the record makes it: %s, where it makes %s", w.Name, line, strconv.Quote(gotLine), strconv.Quote(wantLine))
		}
	}
	for _, name := range names {
		if !made[name] {
			v.fail("%s: not part of the export", fixture.Quote(name))
		}
	}
}

// firstDifferentLine is the first line (from 1) where a and b differ, and
// each's text of it (cut short).
func firstDifferentLine(a, b []byte) (int, string, string) {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	short := func(lines []string, i int) string {
		if i >= len(lines) {
			return "(end of file)"
		}
		if r := []rune(lines[i]); len(r) > 100 {
			return string(r[:100]) + "…"
		}
		return lines[i]
	}
	for i := 0; ; i++ {
		if i >= len(al) || i >= len(bl) || al[i] != bl[i] {
			return i + 1, short(al, i), short(bl, i)
		}
	}
}

// proofs runs again the run each step was completed on: its trace must be
// the one recorded.
func (v *verification) proofs(lab *evidence.Lab) {
	if lab == nil {
		return
	}
	steps := make([]string, 0, len(lab.Proofs))
	for step := range lab.Proofs {
		steps = append(steps, step)
	}
	slices.Sort(steps)
	for _, step := range steps {
		p := lab.Proofs[step]
		s, probs := share.Parse(p.Query)
		if len(probs) > 0 {
			v.fail("lab.md: step %s's run %s does not read: %s", step, strconv.Quote(p.Query), probs[0].Message)
			continue
		}
		r, err := s.Named().Run(s.Params())
		if err != nil {
			v.fail("lab.md: step %s's run does not run: %v", step, err)
			continue
		}
		if sha := encode.TraceSHA256(r); sha != p.SHA {
			v.fail("lab.md: step %s's run gives trace SHA-256 %s, not the recorded %s", step, sha, strconv.Quote(p.SHA))
		}
	}
}

// summary says what was checked and what is whose.
func (v *verification) summary(rec evidence.Record, s share.State) {
	fmt.Fprintf(v.out, "export of coordsim %s, in %s, of the run %s\n", rec.Version, s.Lang, rec.Base+"?"+rec.Query)
	if rec.Made != "" { // the page's (the CLI's template has no learner)
		fmt.Fprintf(v.out, "learner, as the page said (nothing proves it; the LMS's record of the launch does): %s; exported at %s\n", rec.Learner.Who("en"), rec.Made)
	}
	lab := rec.Lab
	if lab != nil && lab.At > 0 {
		fmt.Fprintf(v.out, "the learner's record was last saved at %s\n", time.UnixMilli(lab.At).UTC().Format(time.RFC3339))
	}
	if lab == nil {
		fmt.Fprintln(v.out, "lab.md is a blank template: no learner's record")
	} else {
		done := 0
		for _, d := range lab.Done {
			if d {
				done++
			}
		}
		first, of := evidence.QuizRight(lab, "first")
		best, _ := evidence.QuizRight(lab, "best")
		last, _ := evidence.QuizRight(lab, "last")
		right := map[string]int{"first": first, "": best, "last": last}[rec.Grading] // checkWhoAndWhen allowed no other
		fmt.Fprintf(v.out, "lab steps done, as the page recorded them: %d of 5; runs of completed steps replayed: %d\n", done, len(lab.Proofs))
		fmt.Fprintf(v.out, "checked answers right, graded again here: %d of %d by the course's grading (%s); by first tries %d, by any try %d, by last tries %d; %d tries in all\n",
			right, of, cmp.Or(rec.Grading, "best"), first, best, last, evidence.Tries(lab))
		fmt.Fprintf(v.out, "the learner's own text: %d notes, %d answers, rubric marks on %d answers, %d slides (lab.md, explanation.md)\n",
			nonEmpty(lab.Notes), nonEmpty(lab.Answers), len(lab.Marks), slides(lab))
		fmt.Fprintf(v.out, "the learner's claims, checked again here: %s (decision-record.md)\n", claimVerdicts(lab))
		fmt.Fprintf(v.out, "the learner's proposal for the long partition, evaluated again here: %s (failure-analysis.md)\n", proposalSummary(lab))
		fmt.Fprintf(v.out, "spaced reviews, drawn and graded again here: %s (lab.md)\n", reviewSummary(lab))
	}
	if v.problems == 0 {
		fmt.Fprintln(v.out, "every file is as the record makes it: the machine-made ones byte for byte, the learner's text as recorded")
	}
}

// claimVerdicts counts lab's claims by the verdict the engine gives them
// now: "3: 1 supported, 1 refuted, 1 untestable as written".
func claimVerdicts(lab *evidence.Lab) string {
	n := map[string]int{}
	claims := evidence.Claims(lab)
	for _, c := range claims {
		n[claim.Check(c, "en").Verdict]++
	}
	return fmt.Sprintf("%d: %d supported, %d refuted, %d untestable as written", len(claims), n[claim.Supported], n[claim.Refuted], n[claim.Untestable])
}

// proposalSummary is the learner's proposal and what the engine finds of it
// now: "deadline 20, retention 12, hold: 3080 of 9000 runs break an
// invariant", or why there is none to evaluate.
func proposalSummary(lab *evidence.Lab) string {
	if lab.Proposal == nil {
		return "none"
	}
	c := lab.Proposal.Choice
	ev, err := analysis.EvaluatePlan(*lab.Proposal, proposal.DefaultGrid, "en", nil)
	switch {
	case err != nil:
		return err.Error()
	case ev.Problem != "":
		return ev.Problem
	}
	e := ev.Figures[0]
	return fmt.Sprintf("deadline %d, retention %d, %s: %d of %d runs break an invariant, %d of %d users without a definite answer at the deadline",
		c.Deadline, c.Retention, c.Reconcile, e.BrokenRuns, e.Runs, e.Uncertain, e.Users)
}

// reviewSummary is the reviews done with items and their items right, as
// graded again now: "2 done: 3 of 4 items right".
func reviewSummary(lab *evidence.Lab) string {
	done := evidence.Reviews(lab, "en")
	right, of := 0, 0
	for _, r := range done {
		for _, g := range r.Graded {
			of++
			if g.Correct {
				right++
			}
		}
	}
	return fmt.Sprintf("%d done: %d of %d items right", len(done), right, of)
}

func nonEmpty(texts map[string]string) int {
	n := 0
	for _, t := range texts {
		if strings.TrimSpace(t) != "" {
			n++
		}
	}
	return n
}

func slides(lab *evidence.Lab) int {
	if lab.Explain == nil {
		return 0
	}
	return len(lab.Explain.Slides)
}
