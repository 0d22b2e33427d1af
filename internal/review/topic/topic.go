// Package topic names what each of the lesson's spaced reviews tests, by
// the days after the lab it is due: all the page's own WebAssembly needs
// of internal/review (which draws and grades the items in the evidence
// worker), so that it carries nothing more.
package topic

// Topic is what a review tests.
type Topic string

const (
	Persist  Topic = "persist"  // 1 day: what to persist, and why a retry then gets the same result
	FLP      Topic = "flp"      // 7 days: FLP's scope and the assumptions practical protocols add
	Diagnose Topic = "diagnose" // 30 days: a trace from a seed the learner has not seen
	Contract Topic = "contract" // 90 days: the promise a run of the transfer's system keeps
)

// Days are the days the reviews are due after the lab, in order.
var Days = []int{1, 7, 30, 90}

// Of is the topic of the review due days after the lab, "" if none is.
func Of(days int) Topic {
	switch days {
	case 1:
		return Persist
	case 7:
		return FLP
	case 30:
		return Diagnose
	case 90:
		return Contract
	}
	return ""
}
