package shard

// Whether a set of parts is one whole sweep: every part from the same sweep
// and build, every shard once.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Check orders parts by shard, or says why they are not one whole sweep:
// a part from another sweep or build, a shard given twice, a shard missing.
// The first part given is the one the others are held to.
func Check(parts []*Part) ([]*Part, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("name the parts to merge (coordsim sweep merge PART...)")
	}
	first := parts[0]
	for _, p := range parts[1:] {
		if err := sameSweep(first, p); err != nil {
			return nil, err
		}
	}
	byShard := make(map[int]*Part, len(parts))
	for _, p := range parts {
		if q, ok := byShard[p.Shard]; ok {
			if q.Path == p.Path {
				return nil, p.errorf("is given twice")
			}
			return nil, p.errorf("and %q are both shard %s", q.Path, Shard{p.Shard, p.Shards})
		}
		byShard[p.Shard] = p
	}
	var missing []string
	for k := 1; k <= first.Shards; k++ {
		if byShard[k] == nil {
			missing = append(missing, strconv.Itoa(k))
		}
	}
	if len(missing) > 0 {
		what := "shard " + missing[0]
		if len(missing) > 1 {
			what = "shards " + list(missing)
		}
		return nil, fmt.Errorf("%s of %d missing: %d of the sweep's %d parts are given", what, first.Shards, len(parts), first.Shards)
	}
	ordered := slices.Clone(parts)
	slices.SortFunc(ordered, func(a, b *Part) int { return a.Shard - b.Shard })
	return ordered, nil
}

// sameSweep says how p differs from first, if it does.
func sameSweep(first, p *Part) error {
	switch {
	case !slices.Equal(p.Flags, first.Flags) || p.Cells != first.Cells:
		return p.errorf("is from a different sweep than %q: %s, not %s", first.Path, flagsText(p.Flags), flagsText(first.Flags))
	case p.Format != first.Format:
		return p.errorf("is from a different sweep than %q: --format %s, not %s", first.Path, p.Format, first.Format)
	case p.Shards != first.Shards:
		return p.errorf("is from a different split than %q: shard %s, and that one is of %d", first.Path, Shard{p.Shard, p.Shards}, first.Shards)
	case p.Build != first.Build:
		return p.errorf("was written by a different build than %q: %s, not %s", first.Path, p.Build, first.Build)
	case p.Engine != first.Engine:
		return p.errorf("was written by an engine that runs this sweep differently from %q's (the first cells' traces differ)", first.Path)
	}
	return nil
}

func flagsText(flags []string) string {
	if len(flags) == 0 {
		return "no flags"
	}
	return strings.Join(flags, " ")
}

// list is "1, 2 and 4".
func list(items []string) string {
	if len(items) > 6 {
		items = append(items[:5:5], strconv.Itoa(len(items)-5)+" more")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
