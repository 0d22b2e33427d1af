package evidence

// decision-record.md: computed from runs. With every defense on, the
// verdicts; then each defense switched off by the mutation that removes it,
// on the same parameters, with the invariants that break, where, and a link
// to that moment; a defense this run does not exercise is shown on the
// first scenario that does; and where the partition's length flips the
// recovery outcome. Each run it cites is in the zip as runs/NAME.txt. An entry is cited by its row in trace.txt (the #
// column, from 1, as the page numbers rows), not by the engine's index.

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/analysis"
	"coordsim/internal/catalog"
	"coordsim/internal/render"
	"coordsim/internal/share"
)

// cited keeps the trace of every run the decision record cites, as the
// zip's runs/NAME.txt (the run table, as trace.txt is), so a reader who has
// only the zip can check each row it names.
type cited struct {
	lang  string
	files []File
}

// cite adds res's trace as runs/name.txt and returns the file's name.
func (c *cited) cite(name string, res *engine.Result) (string, error) {
	file := "runs/" + name + ".txt"
	if slices.ContainsFunc(c.files, func(f File) bool { return f.Name == file }) {
		return file, nil
	}
	var b bytes.Buffer
	if err := render.RunTableIn(&b, res, c.lang); err != nil {
		return "", err
	}
	c.files = append(c.files, File{file, b.Bytes()})
	return file, nil
}

// decisionRecord is decision-record.md and the traces of the runs it cites.
func decisionRecord(in Input, compiled *engine.Compiled, rn *engine.Runner) ([]byte, []File, error) {
	var b bytes.Buffer
	l := in.Lang
	runs := &cited{lang: l}
	fmt.Fprintf(&b, "# %s\n", t(l, "evidence.decision.title", "scenario", catalog.ScenarioTitle(l, in.Named.Name)))
	learnerClaims(&b, l, in.BaseURL, in.Lab)
	fmt.Fprintf(&b, "\n## %s\n\n%s\n", t(l, "evidence.decision.machine"), t(l, "evidence.decision.lead"))
	if len(in.Params.Mutations) > 0 {
		fmt.Fprintf(&b, "\n%s\n", t(l, "evidence.decision.exported", "mutations", mutations(l, in.Params.Mutations)))
	}

	// Every defense on.
	on := in.Params
	on.Mutations = nil
	res, err := rn.Run(compiled, on)
	if err != nil {
		return nil, nil, err
	}
	onFile := "trace.txt" // the exported run, when it is this one
	if len(in.Params.Mutations) > 0 {
		if onFile, err = runs.cite("defended", res); err != nil {
			return nil, nil, err
		}
	}
	recovery := t(l, "evidence.decision.never")
	if res.Recovery.HasTick {
		recovery = t(l, "evidence.value.tick", "n", strconv.FormatInt(res.Recovery.Tick, 10))
	}
	fmt.Fprintf(&b, "\n### %s\n\n%s\n\n", t(l, "evidence.decision.on"), t(l, "evidence.decision.onLead",
		"outcome", outcome(l, res.Outcome()), "recovery", recovery, "deadline", strconv.FormatInt(on.Deadline, 10),
		"link", link(l, shareURL(in, on, 0, res)), "file", "`"+onFile+"`"))
	for _, v := range res.Invariants {
		verdict := t(l, "evidence.decision.holds")
		if !v.Holds {
			verdict = t(l, "evidence.decision.breaks", "entry", strconv.Itoa(rowOf(v)), "tick", strconv.FormatInt(v.Tick, 10)) +
				" " + link(l, shareURL(in, on, v.Tick, res))
		}
		fmt.Fprintf(&b, "- %s: %s\n", invariant(l, v.Name), verdict)
	}

	// Each defense off.
	unexercised, err := defensesOff(&b, in, on, compiled, rn, runs)
	if err != nil {
		return nil, nil, err
	}
	if len(unexercised) > 0 {
		fmt.Fprintf(&b, "\n### %s\n\n", t(l, "evidence.decision.elsewhereTitle"))
		for _, m := range unexercised {
			line, err := elsewhere(in, m, rn, runs)
			if err != nil {
				return nil, nil, err
			}
			fmt.Fprintf(&b, "- %s\n", line)
		}
	}

	// Recovery against the deadline, over the page's partition lengths.
	fmt.Fprintf(&b, "\n### %s\n\n", t(l, "evidence.decision.recovery"))
	line, err := flip(in, on, compiled, rn, runs)
	if err != nil {
		return nil, nil, err
	}
	b.WriteString(line + "\n")
	return b.Bytes(), runs.files, nil
}

// defensesOff writes the table of each defense switched off on the same
// parameters, citing each run that breaks something, and returns the
// mutations that break nothing here.
func defensesOff(b *bytes.Buffer, in Input, on engine.Params, compiled *engine.Compiled, rn *engine.Runner, runs *cited) ([]engine.Mutation, error) {
	l := in.Lang
	fmt.Fprintf(b, "\n### %s\n\n| %s | %s | %s | %s | %s | %s | %s |\n|---|---|---|---:|---:|---|---|\n", t(l, "evidence.decision.off"),
		t(l, "evidence.decision.colDefense"), t(l, "evidence.decision.colMutation"), t(l, "evidence.decision.colInvariant"),
		t(l, "evidence.decision.colEntry"), t(l, "evidence.decision.colTick"), t(l, "evidence.decision.colTrace"), t(l, "evidence.decision.colOpen"))
	var unexercised []engine.Mutation
	for _, m := range engine.AllMutations {
		off := on
		off.Mutations = []engine.Mutation{m}
		res, err := rn.Run(compiled, off)
		defense := t(l, "evidence.defense."+string(m))
		if notApplicable(err) {
			// The learner's own events may lack what a mutation changes
			// (conflicting-retry rewrites a duplicate): said, never a failed export.
			unexercised = append(unexercised, m)
			fmt.Fprintf(b, "| %s | `%s` | %s | - | - | - | - |\n", defense, m, t(l, "evidence.decision.notApplicable", "reason", naReason(l, m)))
			continue
		}
		if err != nil {
			return nil, err
		}
		if len(res.Broken()) == 0 {
			unexercised = append(unexercised, m)
			fmt.Fprintf(b, "| %s | `%s` | %s | - | - | - | - |\n", defense, m, t(l, "evidence.decision.nothing"))
			continue
		}
		file, err := runs.cite(string(m), res)
		if err != nil {
			return nil, err
		}
		for _, v := range res.Invariants {
			if !v.Holds {
				fmt.Fprintf(b, "| %s | `%s` | %s | #%d | %d | `%s` | %s |\n", defense, m, invariant(l, v.Name), rowOf(v), v.Tick,
					file, link(l, shareURL(in, off, v.Tick, res)))
			}
		}
	}
	return unexercised, nil
}

// notApplicable says that err is a mutation that cannot be applied to a
// run (ParamError on the mutation), not a failure.
func notApplicable(err error) bool {
	var pe *engine.ParamError
	return errors.As(err, &pe) && pe.Field == "mutation"
}

// naReason is why m does not apply, in l.
func naReason(l string, m engine.Mutation) string {
	if key := "evidence.decision.na." + string(m); catalog.Has(key) {
		return t(l, key)
	}
	return t(l, "evidence.decision.na.other")
}

// elsewhere is the first named scenario, at its own defaults, where m alone
// breaks an invariant, with the first one it breaks and a link.
func elsewhere(in Input, m engine.Mutation, rn *engine.Runner, runs *cited) (string, error) {
	l := in.Lang
	for _, named := range engine.Scenarios() {
		p, err := named.Resolve(engine.Overrides{Mutations: []engine.Mutation{m}})
		if notApplicable(err) {
			continue
		}
		if err != nil {
			return "", err
		}
		if p.Partition == 0 && named.HasPartition() {
			p.Partition = named.DefaultPartition()
		}
		compiled, err := named.Compile()
		if err != nil {
			return "", err
		}
		res, err := rn.Run(compiled, p)
		if notApplicable(err) {
			continue
		}
		if err != nil {
			return "", err
		}
		i := slices.IndexFunc(res.Invariants, func(v engine.Verdict) bool { return !v.Holds })
		if i < 0 {
			continue
		}
		v := res.Invariants[i]
		file, err := runs.cite(named.Name+"-"+string(m), res)
		if err != nil {
			return "", err
		}
		return t(l, "evidence.decision.elsewhere", "mutation", string(m),
			"scenario", quotedNamed(l, catalog.ScenarioTitle(l, named.Name), named.Name),
			"invariant", invariant(l, v.Name), "entry", strconv.Itoa(rowOf(v)), "tick", strconv.FormatInt(v.Tick, 10),
			"file", "`"+file+"`", "link", link(l, analysis.ShareURLOf(in.BaseURL, named.Name, p, p.Deadline, v.Tick, l, res))), nil
	}
	return t(l, "evidence.decision.nowhere", "mutation", string(m)), nil
}

// flip finds the first partition length (within the page's range) whose
// outcome differs from the shortest one's.
func flip(in Input, on engine.Params, compiled *engine.Compiled, rn *engine.Runner, runs *cited) (string, error) {
	l := in.Lang
	args := []string{"seed", strconv.FormatUint(on.Seed, 10), "deadline", strconv.FormatInt(on.Deadline, 10)}
	if !in.Named.HasPartition() {
		return "", nil
	}
	first := ""
	for length := int64(share.MinPartition); length <= share.MaxPartition; length++ {
		p := on
		p.Partition = length
		res, err := rn.Run(compiled, p)
		if err != nil {
			return "", err
		}
		switch o := res.Outcome(); {
		case first == "":
			first = o
		case o != first:
			file, err := runs.cite("partition-"+strconv.FormatInt(length, 10), res)
			if err != nil {
				return "", err
			}
			return t(l, "evidence.decision.flip", append(args, "length", strconv.FormatInt(length, 10),
				"from", outcome(l, first), "to", outcome(l, o), "file", "`"+file+"`", "link", link(l, shareURL(in, p, on.Deadline, res)))...), nil
		}
	}
	return t(l, "evidence.decision.noFlip", append(args, "lengths", fmt.Sprintf("%d..%d", share.MinPartition, share.MaxPartition),
		"outcome", outcome(l, first))...), nil
}

// rowOf is the row of trace.txt where v first broke, numbered from 1 as the
// table and the page number rows (the engine's index counts from 0).
func rowOf(v engine.Verdict) int { return v.FirstViolation + 1 }

func invariant(lang, code string) string {
	return quotedNamed(lang, t(lang, "invariant."+code+".name"), code)
}

func link(lang, url string) string { return t(lang, "evidence.decision.link", "url", url) }
