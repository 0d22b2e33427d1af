package site

import (
	"fmt"
	"regexp"
	"strconv"

	"coordsim/internal/share"
)

// knobRanges are the page's knob inputs and the ranges the URL contract
// (internal/share) accepts for them: the built index.html takes its min and
// max from here, so the controls never offer what a share link refuses.
var knobRanges = []struct {
	id       string
	min, max int64
}{
	{"partition", share.MinPartition, share.MaxPartition},
	{"deadline", share.MinDeadline, share.MaxDeadline},
	{"retention", share.MinRetention, share.MaxRetention},
	{"processing", share.MinProcessing, share.MaxProcessing},
	{"lease", share.MinLease, share.MaxLease},
}

// withKnobRanges sets each knob input's min and max in page to share's.
func withKnobRanges(page []byte) ([]byte, error) {
	for _, k := range knobRanges {
		tag := regexp.MustCompile(`<input id="` + k.id + `"[^>]*>`)
		loc := tag.FindIndex(page)
		if loc == nil {
			return nil, fmt.Errorf("index.html has no <input id=%q> to take share's range", k.id)
		}
		in := page[loc[0]:loc[1]]
		for attr, v := range map[string]int64{"min": k.min, "max": k.max} {
			re := regexp.MustCompile(` ` + attr + `="[^"]*"`)
			if !re.Match(in) {
				return nil, fmt.Errorf("index.html's <input id=%q> has no %s to set", k.id, attr)
			}
			in = re.ReplaceAll(in, []byte(` `+attr+`="`+strconv.FormatInt(v, 10)+`"`))
		}
		page = append(append(append([]byte{}, page[:loc[0]]...), in...), page[loc[1]:]...)
	}
	return page, nil
}
