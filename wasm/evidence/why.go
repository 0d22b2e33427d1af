package main

import (
	"coordsim/internal/catalog"
	"coordsim/internal/share"
	"coordsim/internal/why"
)

// judgeWhy is the why call: the page's "Which faults mattered?" for its
// query (share.Encode of the state on screen), in the state's language:
// each fault of its run removed alone and the run made again (why.Judge),
// for the runs the page's reply names by the same RunKey. Here, in the
// export's worker, the judgment's code and words cost the page's first
// load nothing, and its runs are off the page's main thread.
func judgeWhy(query string) why.Reply {
	s, _ := share.Parse(query) // the page's own query: its problems were the page's to show
	out := why.Reply{RunKey: share.RunKey(s), Groups: []why.Group{}}
	named, p := s.Named(), s.Params()
	res, err := named.Run(p)
	if err != nil {
		out.Error = err.Error()
		return out
	}
	groups, _, err := why.Judge(named, p, res, s.Lang)
	if err != nil {
		out.Error = err.Error()
	}
	out.Groups = append(out.Groups, groups...)
	if len(groups) == 0 && err == nil {
		out.None = catalog.T(s.Lang, "why.nothing")
	}
	return out
}

// shrinkFor is the shrink call: the page's "Make it smaller" for its query
// and a broken invariant (why.ShrinkPage): the change to set() that makes
// the small run the page's, and its story.
func shrinkFor(query, inv string) why.ShrinkReply {
	s, _ := share.Parse(query) // the page's own query
	return why.ShrinkPage(s, inv)
}
